package dev.tca.cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;

/** Recording, replaying, scoring and inspecting through the real command line. */
@Tag("engine")
class TraceCliTest {

    @Test
    void aRunIsRecordedScoredOnTheSpotAndReplayedAgainstAnotherBrain(@TempDir Path dir) {
        Path trace = dir.resolve("save.json");
        Cli.Run run = Cli.inProcess("--image", "example", "--trace", trace.toString(), "--expected", "Save",
                "--tag", "dialog", "click 'Save' to save the document");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("score: correct  expected 'Save', chose 'Save'");
        assertThat(run.err()).contains("trace: wrote " + trace);

        Cli.Run replay = Cli.inProcess("replay", trace.toString(), "--brain", "first");
        assertThat(replay.out()).contains("step 0 | click #1 'Quarterly report - Notes'",
                "score: incorrect  expected 'Save', chose 'Quarterly report - Notes'");
        assertThat(replay.exit()).isEqualTo(ExitCodes.FAILURE);
        assertThat(Cli.inProcess("replay", trace.toString(), "--brain", "oracle").exit()).isZero();
    }

    @Test
    void scoreExitsOneBelowAFloorAndTwoOnBadInput(@TempDir Path dir) throws IOException {
        Path trace = dir.resolve("t.json");
        Cli.inProcess("--image", "example", "--trace", trace.toString(), "--expected", "Cancel", "click 'Cancel'");
        Cli.Run ok = Cli.inProcess("score", dir.toString(), "--brain", "planner", "--min-accuracy", "1.0");
        assertThat(ok.exit()).as(ok.err()).isZero();
        assertThat(ok.out()).containsPattern("planner +100.0% +1 +0 +0 +0 +1");
        Cli.Run low = Cli.inProcess("score", dir.toString(), "--brain", "planner", "--brain", "first",
                "--min-accuracy", "first=0.5");
        assertThat(low.exit()).isEqualTo(ExitCodes.FAILURE);
        assertThat(low.err()).contains("first accuracy 0.000 is below the floor 0.500");
        assertThat(Cli.inProcess("score", dir.resolve("nothing").toString()).exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(Cli.inProcess("score", dir.toString(), "--brain", "wizard").exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(Cli.inProcess("score", dir.toString(), "--min-accuracy", "lots").exit()).isEqualTo(ExitCodes.BAD_INPUT);
        Files.writeString(dir.resolve("broken.json"), "{");
        Cli.Run broken = Cli.inProcess("score", dir.toString());
        assertThat(broken.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(broken.err().strip()).startsWith("tca: trace ").contains("broken.json").doesNotContain("\n");
    }

    @Test
    void runsDirAndInspectWriteTheScreenshotTheAnnotationAndThePayload(@TempDir Path dir) throws IOException {
        Path runs = dir.resolve("runs");
        Cli.Run r = Cli.inProcess("--image", "example", "--runs-dir", runs.toString(), "click 'Save'");
        assertThat(r.exit()).isZero();
        assertThat(runs.resolve("step-000-raw.png")).exists();
        String payload = Files.readString(runs.resolve("step-000-payload.txt"));
        assertThat(payload).contains("Goal: click 'Save'", "24. button 'Save' [widget]", "decision: click #24 | matched button 'Save' (exact, p=1.00)",
                "timing: capture");
        BufferedImage raw = ImageIO.read(runs.resolve("step-000-raw.png").toFile());
        BufferedImage annotated = ImageIO.read(runs.resolve("step-000-annotated.png").toFile());
        // the chosen element (the Save button, drawn at 760,416 80x32, found as a widget) is outlined in red on the annotation only
        assertThat(isRed(annotated.getRGB(782, 414))).isTrue();
        assertThat(isRed(raw.getRGB(782, 414))).isFalse();

        Cli.Run inspect = Cli.inProcess("inspect", "--image", "example", "--out", dir.resolve("insp").toString(), "click 'Save'");
        assertThat(inspect.exit()).isZero();
        assertThat(inspect.out()).contains("25 elements", "wrote " + dir.resolve("insp").resolve("inspect-annotated.png"));
        assertThat(Files.readString(dir.resolve("insp").resolve("inspect-payload.txt"))).contains("1. Quarterly report - Notes [ocr]");
    }

    private static boolean isRed(int rgb) {
        int r = (rgb >> 16) & 0xff;
        int g = (rgb >> 8) & 0xff;
        int b = rgb & 0xff;
        return r > 180 && g < 90 && b < 90;
    }
}
