package dev.tca.perception.widgets;

import dev.tca.perception.widgets.Widget.Kind;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The detector on the task suite's own pages in Chromium (src/test/resources/widgets-web), truth from the pages. */
class WebPagesTest {

    static final Path DIR = Path.of("src/test/resources/widgets-web");

    private final WidgetDetector detector = new WidgetDetector();

    @Test
    void findsNoCheckBoxInABoldHeadingNorOnAToolbarsIconButtons() {
        for (String page : List.of("web-login", "web-help", "web-inbox", "web-cart", "web-team")) {
            assertThat(detector.detect(image(page))).as(page)
                    .noneMatch(w -> w.kind() == Kind.CHECK_BOX || w.kind() == Kind.RADIO);
        }
        assertThat(detector.detect(image("web-inbox")).stream().filter(w -> w.kind() == Kind.BUTTON && w.box().y() < 80))
                .as("the six icon buttons of the mail toolbar").hasSize(6);
    }

    @Test
    void takesListRowsSectionsAndTableCellsForButtonsNotForFilledFields() {
        for (String page : List.of("web-help", "web-country", "web-invoice")) {
            List<Widget> found = detector.detect(image(page));
            assertThat(found).as(page).noneMatch(w -> w.kind() == Kind.FIELD && !w.empty());
        }
        assertThat(detector.detect(image("web-help")).stream().filter(w -> w.kind() == Kind.BUTTON)).hasSize(4);
    }

    /**
     * Four settings switches on a dark page (46x26 pills, a 20 px knob; Chromium, no tree), on, off,
     * on, on as the page's aria-checked says: each is a check box in its state, and the Save button
     * beside them is not.
     */
    @Test
    void takesASwitchForACheckBoxInItsState() {
        List<Widget> boxes = detector.detect(image("switches-dark")).stream().filter(w -> w.kind() == Kind.CHECK_BOX)
                .sorted(java.util.Comparator.comparingInt(w -> w.box().y())).toList();
        assertThat(boxes).hasSize(4).allMatch(w -> w.box().x() >= 570 && w.box().right() <= 624 && w.box().height() <= 30);
        assertThat(boxes).extracting(Widget::checked).containsExactly(true, false, true, true);
    }

    @Test
    void keepsAFilledFieldBesideItsSearchButtonAField() {
        assertThat(detector.detect(image("login-typed"))).anyMatch(w -> w.kind() == Kind.FIELD && !w.empty()
                && w.box().contains(new dev.tca.core.Point(200, 108)));
        assertThat(detector.detect(image("web-booking"))).anyMatch(w -> w.kind() == Kind.FIELD);
    }

    @Test
    void scoresEveryTaskPageWithFewFalseControls() {
        StringWriter text = new StringWriter();
        WidgetTally all = WidgetBench.run(DIR, new PrintWriter(text));
        // measured: field and check box precision 1.00 (0.32 each before the glyph and row rules),
        // textless recall 1.00; the country list's rows and the invoice's cells are the false buttons
        assertThat(all.precision(Kind.FIELD)).as(text.toString()).isGreaterThanOrEqualTo(0.9);
        assertThat(all.precision(Kind.CHECK_BOX)).as(text.toString()).isGreaterThanOrEqualTo(0.9);
        assertThat(all.textlessRecall()).as(text.toString()).isGreaterThanOrEqualTo(0.95);
    }

    static BufferedImage image(String name) {
        try {
            return ImageIO.read(DIR.resolve(name + ".png").toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
