package dev.tca.perception.ppocr;

import dev.tca.core.Rect;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The pure halves of PP-OCR: probability map to boxes, and CTC output to text and words. */
class PpOcrPostProcessingTest {

    @Test
    void twoTextCoresBecomeTwoGrownBoxesAndFaintNoiseNone() {
        int w = 100;
        int h = 40;
        float[] prob = new float[w * h];
        fill(prob, w, new Rect(10, 10, 30, 6), 0.9f);
        fill(prob, w, new Rect(60, 12, 20, 4), 0.8f);
        fill(prob, w, new Rect(50, 30, 2, 2), 0.35f); // above the pixel threshold, below the box threshold
        List<Rect> boxes = DbPostProcess.DEFAULTS.boxes(prob, w, h);
        assertThat(boxes).hasSize(2);
        Rect first = boxes.stream().filter(b -> b.x() < 40).findFirst().orElseThrow();
        assertThat(first.contains(new dev.tca.core.Point(12, 12))).isTrue();
        assertThat(first.height()).isGreaterThan(7); // grown around the shrunk core
    }

    private static void fill(float[] prob, int w, Rect r, float value) {
        for (int y = r.y(); y < r.bottom(); y++) {
            for (int x = r.x(); x < r.right(); x++) {
                prob[y * w + x] = value;
            }
        }
    }

    @Test
    void ctcCollapsesRepeatsDropsBlanksAndCutsWordsAtSpacesAndSilences() {
        CtcDecoder d = new CtcDecoder(List.of("a", "b", " "));
        // classes: 0 blank, 1 a, 2 b, 3 space
        int[] path = {1, 1, 0, 1, 2, 3, 2, 0, 0, 0, 0, 0, 1};
        float[][] probs = new float[path.length][4];
        for (int t = 0; t < path.length; t++) {
            probs[t][path[t]] = 0.9f;
        }
        CtcDecoder.Decoded all = d.decode(probs);
        assertThat(all.text()).isEqualTo("aab ba");
        assertThat(all.words()).extracting(CtcDecoder.Word::text).containsExactly("aab", "ba");
        CtcDecoder.Decoded cut = d.decode(probs, 3);
        assertThat(cut.words()).extracting(CtcDecoder.Word::text).containsExactly("aab", "b", "a");
        assertThat(cut.confidence()).isCloseTo(0.9, org.assertj.core.data.Offset.offset(1e-6));
    }
}
