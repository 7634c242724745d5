package dev.tca.perception;

import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class OcrIndexerTest {

    private final OcrIndexer indexer = new OcrIndexer(OcrSettings.DEFAULTS);

    private static OcrWord word(String text, int x, int y, double conf) {
        return new OcrWord(text, new Rect(x, y, text.length() * 8, 14), conf);
    }

    private Observation index(List<OcrWord> words, ScreenMapping mapping) {
        return indexer.index(words, PhraseMerger.Gap.GEOMETRIC, 1000, 800, mapping, "test");
    }

    @Test
    void dropsLowConfidenceNoiseOneLetterJunkAndBorders() {
        Observation o = index(List.of(word("Save", 100, 100, 0.95), word("xq", 300, 100, 0.2),
                word("l", 500, 100, 0.9), word("|Cancel|", 600, 100, 0.9)), ScreenMapping.IDENTITY);
        assertThat(o.elements()).extracting(e -> e.label()).containsExactly("Save", "Cancel");
    }

    @Test
    void keepsProseForVerifiersButNotInTheMenu() {
        List<OcrWord> prose = new ArrayList<>();
        String[] words = "Revenue grew in every region this quarter again".split(" ");
        int x = 10;
        for (String w : words) {
            prose.add(word(w, x, 300, 0.9));
            x += w.length() * 8 + 5;
        }
        Observation o = index(prose, ScreenMapping.IDENTITY);
        assertThat(o.elements()).isEmpty();
        assertThat(o.screenText()).containsExactly("Revenue grew in every region this quarter again");
    }

    @Test
    void boxesAreInScreenPixels() {
        Observation o = index(List.of(word("OK", 50, 20, 0.9)), new ScreenMapping(1280, 0, 2, 2));
        assertThat(o.elements().get(0).box()).isEqualTo(new Rect(1380, 40, 32, 28));
    }
}
