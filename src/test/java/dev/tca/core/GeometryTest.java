package dev.tca.core;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GeometryTest {

    @Test
    void aRectKnowsItsCentreAndWhatItContains() {
        Rect r = new Rect(10, 20, 100, 40);
        assertThat(r.center()).isEqualTo(new Point(60, 40));
        assertThat(r.contains(new Point(10, 20))).isTrue();
        assertThat(r.contains(new Point(110, 20))).isFalse();
        assertThatThrownBy(() -> new Rect(0, 0, -1, 5)).hasMessageContaining("negative");
    }

    @Test
    void aScaledFrameOnASecondMonitorMapsBackToExactScreenPixels() {
        // a 1280x800 monitor at x=1280, captured at half size
        ScreenMapping m = new ScreenMapping(1280, 0, 2.0, 2.0);
        assertThat(m.toScreen(100, 50)).isEqualTo(new Point(1480, 100));
        assertThat(m.toScreen(new Rect(10, 10, 20, 5))).isEqualTo(new Rect(1300, 20, 40, 10));
        assertThat(m.toFrame(new Point(1480, 100))).isEqualTo(new Point(100, 50));
        assertThatThrownBy(() -> new ScreenMapping(0, 0, 0, 1)).hasMessageContaining("positive");
    }

    @Test
    void labelsShareACoreWhatever_theCasePunctuationAndAccents() {
        assertThat(Labels.core("Save as...")).isEqualTo("save as");
        assertThat(Labels.core("  SAVE  ")).isEqualTo("save");
        assertThat(Labels.core("Café – Müller")).isEqualTo("cafe muller");
        assertThat(Labels.core("Don’t Save")).isEqualTo("dont save");
        assertThat(Labels.containsWords("Save changes to the document?", "the document")).isTrue();
        assertThat(Labels.containsWords("Saved drafts", "Save")).isFalse();
    }

    @Test
    void observationNumbersItsElementsOneToN() {
        Element a = new Element(1, "A", new Rect(0, 0, 1, 1), Source.OCR, 1);
        Element c = new Element(3, "C", new Rect(0, 0, 1, 1), Source.OCR, 1);
        assertThatThrownBy(() -> new Observation(java.util.List.of(a, c), java.util.List.of(), 1, 1,
                ScreenMapping.IDENTITY, "t", "")).hasMessageContaining("ids must run 1..n");
    }
}
