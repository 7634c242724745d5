package dev.tca.cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Pages that show the instruction itself, as Chromium drew them (screenshots of runs), read from pixels alone by real
 * Tesseract and the widget detector: the dry run's plan is the instruction's, not a piece of it.
 */
@Tag("engine")
class InstructionBoxPixelsTest {

    private static Path screen(Path dir, String name) throws Exception {
        Path out = dir.resolve(name);
        try (InputStream in = InstructionBoxPixelsTest.class.getResourceAsStream("/screens/" + name)) {
            Files.copy(in, out);
        }
        return out;
    }

    @Test
    void aBoldWordTheWidgetsCutIsReadFromTheLinesWords(@TempDir Path dir) throws Exception {
        // "Choose Teal as the accent colour and Rounded as the corner style, then press Apply theme": a mark beside the
        // bold Teal cut the piece to "Choose Te."; the page-wide words have it whole
        Cli.Run r = Cli.inProcess("--image", screen(dir, "web-task-box-bold.png").toString(), "Do what the box at the top says.");
        assertThat(r.out()).contains("1. choose 'Teal' in 'accent colour'", "2. choose 'Rounded' in 'corner style'",
                "3. click 'Apply theme'");
    }

    @Test
    void aFullStopLostWhereTheReadBrokeTheLineStillEndsTheSentence(@TempDir Path dir) throws Exception {
        // "... for a refund." | "Type only that number into the answer box ...": the question is read first, then typed;
        // no text answers it, so the help page's section nearest in meaning is opened
        Cli.Run r = Cli.inProcess("--image", screen(dir, "web-task-box-faq.png").toString(),
                "Follow the instructions in the box at the top of the page.");
        assertThat(r.out()).contains("open 'Returns and refunds', nearest in meaning", "would click");
        assertThat(r.out()).doesNotContain("type 'at the bottom");
    }
}
