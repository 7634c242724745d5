package dev.tca.perception;

import dev.tca.Ocr;
import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.perception.widgets.WidgetSource;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Cropped from real runs of the task suite. A timesheet's number cells in Chromium (cropped from a real run of the task suite), found by the real widget detector
 * and read with real Tesseract: an empty cell narrower than a form's field is still a field, a cell just typed in (its
 * "3" in the middle, the caret after it) is a field holding 3, not a nameless button, and a filled cell's lone digit is
 * read although the box's rounded corners leave dots in its crop. A smart-home page's lights: a filled disc around a power
 * glyph is a button, named by its card's title.
 */
class GridCellsTest {

    private final InteriorReader reader = new InteriorReader(Ocr.detector()::readLine);

    private List<Element> read(String name) throws IOException {
        var image = ImageIO.read(Path.of("src/test/resources/cells", name + ".png").toFile());
        Frame frame = new Frame(image, ScreenMapping.IDENTITY, name);
        return reader.apply(new WidgetSource().read(frame).elements(), frame).stream()
                .sorted(java.util.Comparator.comparingInt(e -> e.box().x())).toList();
    }

    @Test
    void aCellJustTypedInIsAFieldHoldingItsDigitAndTheEmptyOnesBesideItAreFields() throws IOException {
        List<Element> cells = read("timesheet-typed-3-focused");
        assertThat(cells).hasSize(3).allMatch(e -> e.role() == Role.TEXT_FIELD);
        assertThat(cells).extracting(Element::value).containsExactly("", "3", "");
    }

    @Test
    void aFilledCellsLoneDigitIsReadDespiteTheCornersOfItsBox() throws IOException {
        assertThat(read("timesheet-filled-row")).extracting(Element::label).containsExactly("6", "7.5", "5", "4", "7");
    }

    @Test
    void aFilledDiscAroundAGlyphIsAButtonNamedByItsCardsTitle() throws IOException {
        var image = ImageIO.read(Path.of("src/test/resources/cells/smart-home-lights.png").toFile());
        Frame frame = new Frame(image, ScreenMapping.IDENTITY, "smart-home-lights");
        List<Element> found = new java.util.ArrayList<>(Ocr.detector().detect(frame).elements());
        found.addAll(new WidgetSource().read(frame).elements());
        List<Element> read = reader.apply(found, frame);
        // the four lights that are on have a yellow disc (the off ones' grey discs barely differ from their cards)
        assertThat(read).filteredOn(e -> e.role() == Role.BUTTON && e.box().width() >= 36 && e.box().width() <= 44)
                .extracting(Element::label).containsExactlyInAnyOrder("Hallway", "Kitchen spots", "Garden light", "Garage light");
    }

    @Test
    void aDecimalPointOnTheCropsBottomEdgeIsKeptOnlyCornerDotsAreErased() throws IOException {
        var image = ImageIO.read(Path.of("src/test/resources/cells/thermostat-decimal.png").toFile());
        Frame frame = new Frame(image, ScreenMapping.IDENTITY, "thermostat-decimal");
        List<Element> found = new java.util.ArrayList<>(Ocr.detector().detect(frame).elements());
        found.addAll(new WidgetSource().read(frame).elements());
        // the living room's "21.5" between its - and + (a whole screen: its line is one the page-wide read drops)
        assertThat(reader.apply(found, frame)).extracting(Element::label).contains("21.5").doesNotContain("215");
    }
}
