package dev.tca.brain.model;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Hugging Face's own tokenizer (the Rust library, through DJL; its native code ships in the Maven
 * jar, nothing is downloaded), used only as the reference. {@code main} regenerates the committed
 * reference ids: run it from the project root with the test class path.
 */
final class HuggingFaceReference {

    static final Path STRINGS = Path.of("src/test/resources/tokenizer/strings.txt");
    static final Path MINILM_IDS = Path.of("src/test/resources/tokenizer/minilm-ids.txt");

    private HuggingFaceReference() {
    }

    static List<String> strings() throws IOException {
        return Files.readAllLines(STRINGS, StandardCharsets.UTF_8);
    }

    /** Token ids as Hugging Face makes them for the bundled MiniLM tokenizer, padding dropped. */
    static List<long[]> ids(List<String> texts) throws IOException {
        Path json = Files.createTempFile("minilm-tokenizer", ".json");
        try (InputStream in = HuggingFaceReference.class.getResourceAsStream("/all-minilm-l6-v2-q-tokenizer.json")) {
            Files.copy(in, json, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        List<long[]> out = new ArrayList<>();
        try (HuggingFaceTokenizer tokenizer = HuggingFaceTokenizer.newInstance(json, Map.of())) {
            for (String t : texts) {
                Encoding e = tokenizer.encode(t);
                long[] ids = e.getIds();
                long[] mask = e.getAttentionMask();
                int n = 0;
                while (n < ids.length && mask[n] == 1) {
                    n++;
                }
                out.add(java.util.Arrays.copyOf(ids, n));
            }
        } finally {
            Files.deleteIfExists(json);
        }
        return out;
    }

    static String line(long[] ids) {
        StringBuilder sb = new StringBuilder();
        for (long id : ids) {
            sb.append(sb.length() == 0 ? "" : " ").append(id);
        }
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        List<String> lines = ids(strings()).stream().map(HuggingFaceReference::line).toList();
        Files.write(MINILM_IDS, lines, StandardCharsets.UTF_8);
        System.out.println("wrote " + lines.size() + " reference lines to " + MINILM_IDS);
    }
}
