package dev.tca.brain.model;

import dev.tca.core.BadInputException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Where a sentence-embedding model's files are, and how it wants its texts: e5 models expect
 * "query: " and "passage: " in front of the two sides; MiniLM wants nothing.
 *
 * @param name display name
 * @param onnx the model's bytes
 * @param tokenizerJson the tokenizer.json bytes
 */
public record ModelSpec(String name, byte[] onnx, byte[] tokenizerJson, String queryPrefix, String passagePrefix) {

    /** all-MiniLM-L6-v2, quantized, shipped inside the JAR (from a Maven artifact; nothing is downloaded). */
    public static ModelSpec bundled() {
        return new ModelSpec("all-MiniLM-L6-v2 (quantized, bundled)", resource("/all-minilm-l6-v2-q.onnx"),
                resource("/all-minilm-l6-v2-q-tokenizer.json"), "", "");
    }

    /**
     * A model file with its tokenizer beside it: tokenizer.json, or NAME-tokenizer.json as the
     * Maven artifacts name it.
     */
    public static ModelSpec of(Path onnx) {
        if (!Files.isRegularFile(onnx)) {
            throw new BadInputException("model not found: " + onnx);
        }
        String base = onnx.getFileName().toString().replaceFirst("\\.onnx$", "");
        Path tokenizer = onnx.resolveSibling("tokenizer.json");
        if (!Files.isRegularFile(tokenizer)) {
            tokenizer = onnx.resolveSibling(base + "-tokenizer.json");
        }
        if (!Files.isRegularFile(tokenizer)) {
            throw new BadInputException("no tokenizer.json beside the model " + onnx);
        }
        boolean e5 = base.toLowerCase(Locale.ROOT).startsWith("e5");
        try {
            return new ModelSpec(base, Files.readAllBytes(onnx), Files.readAllBytes(tokenizer),
                    e5 ? "query: " : "", e5 ? "passage: " : "");
        } catch (IOException e) {
            throw new BadInputException("cannot read model " + onnx + ": " + e.getMessage());
        }
    }

    private static byte[] resource(String name) {
        try (InputStream in = ModelSpec.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the bundled model file " + name + " is missing from the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
