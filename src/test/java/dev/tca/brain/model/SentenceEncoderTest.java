package dev.tca.brain.model;

import dev.tca.Models;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The real bundled model, run over several threads. */
@Tag("engine")
class SentenceEncoderTest {

    private static final String[] LABELS = {"OK", "Save as...", "Close without saving", "Keep the current draft for later",
        "Preferences", "Help", "Show hidden files in the sidebar", "Print", "Zoom in", "Über uns"};

    @Test
    void aTextGetsTheSameVectorWhateverIsEncodedWithIt() {
        SentenceEncoder encoder = Models.encoder();
        List<String> texts = new ArrayList<>();
        // "chunk" + i makes every text new to the cache; the lengths differ, so the work is reordered
        for (int i = 0; i < 24; i++) {
            texts.add(LABELS[i % LABELS.length] + " chunk" + i);
        }
        float[][] together = encoder.encode(texts);
        for (int i = 0; i < texts.size(); i++) {
            // a trailing space gives the same tokens under a text the cache has not seen
            float[] alone = encoder.encode(List.of(texts.get(i) + " "))[0];
            assertThat(together[i]).as(texts.get(i)).containsExactly(alone);
        }
    }

    @Test
    void differentTextsGetDifferentUnitVectors() {
        float[][] v = Models.encoder().encode(List.of(LABELS));
        for (int i = 0; i < v.length; i++) {
            assertThat(SentenceEncoder.cosine(v[i], v[i])).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-5));
            for (int j = i + 1; j < v.length; j++) {
                assertThat(SentenceEncoder.cosine(v[i], v[j])).as(LABELS[i] + " vs " + LABELS[j]).isLessThan(0.95);
            }
        }
    }
}
