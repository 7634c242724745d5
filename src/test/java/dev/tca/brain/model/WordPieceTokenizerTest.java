package dev.tca.brain.model;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Our WordPiece against Hugging Face's on 200+ strings (UI labels and goals from the trace suite,
 * non-ASCII, punctuation, CJK, emoji, overlong words, text past the 128-token limit).
 */
@Tag("engine")
class WordPieceTokenizerTest {

    private static WordPieceTokenizer ours() throws IOException {
        try (InputStream in = WordPieceTokenizerTest.class.getResourceAsStream("/all-minilm-l6-v2-q-tokenizer.json")) {
            return WordPieceTokenizer.read(in);
        }
    }

    private static List<String> committed() throws IOException {
        return Files.readAllLines(HuggingFaceReference.MINILM_IDS, StandardCharsets.UTF_8);
    }

    @Test
    void equalsTheCommittedReferenceIdsOnEveryString() throws IOException {
        List<String> strings = HuggingFaceReference.strings();
        List<String> reference = committed();
        assertThat(strings).hasSizeGreaterThanOrEqualTo(200);
        assertThat(reference).hasSameSizeAs(strings);
        WordPieceTokenizer tokenizer = ours();
        List<String> different = new ArrayList<>();
        for (int i = 0; i < strings.size(); i++) {
            String got = HuggingFaceReference.line(tokenizer.encode(strings.get(i)));
            if (!got.equals(reference.get(i))) {
                different.add("'" + strings.get(i) + "': ours " + got + " / reference " + reference.get(i));
            }
        }
        assertThat(different).isEmpty();
    }

    @Test
    void theCommittedReferenceIsWhatHuggingFaceProducesToday() throws IOException {
        List<String> live = HuggingFaceReference.ids(HuggingFaceReference.strings()).stream()
                .map(HuggingFaceReference::line).toList();
        assertThat(live).isEqualTo(committed());
    }

    @Test
    void knownPiecesComeOutAsBertMakesThem() throws IOException {
        WordPieceTokenizer t = ours();
        // [CLS] save [SEP]
        assertThat(t.encode("Save")).containsExactly(101, 3828, 102);
        assertThat(t.encode("x".repeat(300)).length).isEqualTo(3); // one [UNK] for a word over 100 characters
        assertThat(t.encode("word ".repeat(300)).length).isEqualTo(128);
    }
}
