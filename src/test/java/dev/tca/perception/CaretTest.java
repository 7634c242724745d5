package dev.tca.perception;

import dev.tca.Ocr;
import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Focused Chromium fields with their caret drawn (caret.html, shot by headless Chromium), read
 * with real Tesseract: the caret is no letter, a real trailing "l" is.
 */
class CaretTest {

    private static final Rect FIELD = new Rect(20, 20, 318, 38);

    private final InteriorReader reader = new InteriorReader(Ocr.detector()::readLine);

    @Test
    void readsAFocusedEmptyFieldAsEmpty() throws IOException {
        assertThat(read("caret-empty").value()).isEmpty();
    }

    @Test
    void readsTheTypedEmailWithoutTheCaretAfterIt() throws IOException {
        assertThat(read("caret-email").value()).isEqualTo("ada@example.org");
    }

    @Test
    void readsTheTypedEmailWithoutTheCaretOnADarkTheme() throws IOException {
        assertThat(read("caret-dark").value()).isEqualTo("ada@example.org");
    }

    @Test
    void keepsATrailingLetterThatLooksLikeACaret() throws IOException {
        assertThat(read("caret-april").value()).isEqualTo("April");
    }

    @Test
    void readsAFocusedEmptyDarkFieldAsEmpty() throws IOException {
        assertThat(read("caret-dark-empty").value()).isEmpty();
    }

    @Test
    void keepsATrailingLetterOnADarkTheme() throws IOException {
        assertThat(read("caret-dark-april").value()).isEqualTo("April");
    }

    @Test
    void keepsTheLastLetterOfAnUnfocusedFieldWithNoCaret() throws IOException {
        assertThat(read("caret-hill-unfocused").value()).isEqualTo("Hill");
    }

    @Test
    void keepsTrailingOnesBeforeTheCaret() throws IOException {
        assertThat(read("caret-room-11").value()).isEqualTo("Room 11");
    }

    @Test
    void keepsALoneDigitOneBeforeTheCaret() throws IOException {
        assertThat(read("caret-one").value()).isEqualTo("1");
    }

    private Element read(String screen) throws IOException {
        var image = ImageIO.read(Path.of("src/test/resources/widgets-web", screen + ".png").toFile());
        Element field = new Element(0, "Email", FIELD, Source.WIDGET, 0.9, Role.TEXT_FIELD, null, "", null, "", null);
        return reader.apply(List.of(field), new Frame(image, ScreenMapping.IDENTITY, screen)).stream()
                .filter(r -> r.box().equals(FIELD) && r.role() == Role.TEXT_FIELD).findFirst().orElseThrow();
    }
}
