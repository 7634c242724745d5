package dev.tca.perception;

import dev.tca.core.Rect;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PhraseMergerTest {

    private final PhraseMerger merger = new PhraseMerger(OcrSettings.DEFAULTS.wordGap());

    private static OcrWord word(String text, int x, int y, int w) {
        return new OcrWord(text, new Rect(x, y, w, 14), 0.9);
    }

    @Test
    void wordsOfOneButtonBecomeOnePhrase() {
        List<Phrase> p = merger.merge(List.of(word("Close", 100, 50, 40), word("without", 145, 50, 55),
                word("saving", 205, 51, 45)));
        assertThat(p).extracting(Phrase::text).containsExactly("Close without saving");
        assertThat(p.get(0).box()).isEqualTo(new Rect(100, 50, 150, 15));
    }

    @Test
    void theGapBetweenTwoButtonsSplitsThem() {
        List<Phrase> p = merger.merge(List.of(word("Cancel", 100, 50, 45), word("Save", 190, 50, 30)));
        assertThat(p).extracting(Phrase::text).containsExactly("Cancel", "Save");
    }

    @Test
    void wordsOnDifferentRowsStayApart() {
        List<Phrase> p = merger.merge(List.of(word("Save", 100, 50, 30), word("drafts", 135, 80, 40)));
        assertThat(p).extracting(Phrase::text).containsExactly("Save", "drafts");
    }

    @Test
    void theInkBetweenWordsDecidesWhenABoxWasCutShort() {
        // the boxes say 30 px apart, but the picture says only 6 columns are empty
        List<OcrWord> words = List.of(word("Saved", 100, 50, 20), word("drafts", 150, 50, 40));
        assertThat(merger.merge(words)).hasSize(2);
        assertThat(merger.merge(words, (l, r) -> 6)).extracting(Phrase::text).containsExactly("Saved drafts");
    }
}
