package dev.tca.perception;

import dev.tca.Ocr;
import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A web page's date picker as Chromium drew it (a screenshot of a run, "July 2031" between two round buttons over the
 * grid's first and last columns), read by real Tesseract: its page arrows, which OCR cannot read, get buttons where
 * they are drawn. The arrows lie further from the short title than GTK's do (over 90 pixels).
 */
@Tag("engine")
class WebCalendarArrowsTest {

    /** The round buttons as drawn in the screenshot (their centres at x=597 and x=864, y=272). */
    private static final Rect PREVIOUS = new Rect(581, 256, 32, 32);
    private static final Rect NEXT = new Rect(848, 256, 32, 32);

    @Test
    void theArrowsOfAWebDatePickerBecomeItsPreviousAndNextMonthButtons() throws Exception {
        BufferedImage img = ImageIO.read(WebCalendarArrowsTest.class.getResourceAsStream("/screens/web-datepicker.png"));
        Indexer indexer = new Indexer(List.of(new DetectorSource(Ocr.detector(), "ocr")), Indexer.DEFAULT_CAP);
        Observation o = indexer.detect(new Frame(img, ScreenMapping.IDENTITY, "datepicker"));

        Optional<Element> next = o.elements().stream().filter(e -> e.label().equals("Next month")).findFirst();
        Optional<Element> previous = o.elements().stream().filter(e -> e.label().equals("Previous month")).findFirst();
        assertThat(next).as("%s", o.elements()).isPresent();
        assertThat(previous).as("%s", o.elements()).isPresent();
        assertThat(NEXT.contains(next.get().center())).as("next at %s", next.get().box()).isTrue();
        assertThat(PREVIOUS.contains(previous.get().center())).as("previous at %s", previous.get().box()).isTrue();
    }
}
