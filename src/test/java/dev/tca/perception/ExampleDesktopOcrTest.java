package dev.tca.perception;

import dev.tca.Ocr;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.screen.ExampleDesktop;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Real Tesseract on the built-in example desktop, whose true boxes are known from the drawing. */
@Tag("engine")
class ExampleDesktopOcrTest {

    @Test
    void findsEveryDrawnControlInsideItsBoxIncludingLightOnDarkAndSmallText() {
        ExampleDesktop desktop = new ExampleDesktop();
        Observation o = Ocr.detector().detect(desktop.capture());
        for (Map.Entry<String, Rect> c : desktop.controls().entrySet()) {
            if (c.getKey().equals("Name field")) {
                continue; // an empty text field has no text to read
            }
            assertThat(o.elements())
                    .as("'%s' at %s among %s", c.getKey(), c.getValue(), o.elements())
                    .anyMatch(e -> Labels.core(e.label()).equals(Labels.core(c.getKey()))
                            && c.getValue().contains(e.center()));
        }
    }

    @Test
    void mergesTheMultiWordButtonAndKeepsProseOutOfTheMenu() {
        Observation o = Ocr.detector().detect(new ExampleDesktop().capture());
        assertThat(o.elements()).extracting(e -> e.label()).contains("Close without saving", "Saved drafts");
        assertThat(o.elements()).noneMatch(e -> e.label().startsWith("Revenue grew"));
        assertThat(o.screenText()).anyMatch(t -> t.startsWith("Revenue grew in every region"));
    }
}
