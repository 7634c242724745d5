package dev.tca.cli;

import dev.tca.core.Point;
import dev.tca.core.Rect;
import dev.tca.screen.ExampleDesktop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The command line end to end: the README example, every exit code, one-line errors. */
@Tag("engine")
class CliTest {

    @Test
    void theReadmeExamplePicksSaveAndPrintsAPixelInsideIt() {
        Cli.Run r = Cli.inProcess("--image", "example", "click 'Save' to save the document");
        assertThat(r.exit()).isEqualTo(ExitCodes.SUCCESS);
        assertThat(r.out()).contains("mode: DRY RUN", "kill switch: create", "step 0 | click 'Save' | matched button 'Save' (exact, p=1.00)");
        Matcher m = Pattern.compile("would click \\((\\d+), (\\d+)\\)").matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        Rect save = new ExampleDesktop().controls().get("Save");
        assertThat(save.contains(new Point(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))))).isTrue();
        assertThat(r.out()).contains("result: dry run");
    }

    @Test
    void jsonCarriesTheWholeEpisode() throws IOException {
        Cli.Run r = Cli.inProcess("--image", "example", "--json", "click 'Cancel'");
        assertThat(r.exit()).isZero();
        JsonNode root = new ObjectMapper().readTree(r.out());
        assertThat(root.get("result").asText()).isEqualTo("dry run");
        JsonNode step = root.get("steps").get(0);
        assertThat(step.get("decision").get("targetLabel").asText()).isEqualTo("Cancel");
        assertThat(step.get("observation").get("elements").size()).isGreaterThan(10);
        assertThat(step.get("execution").get("pixel").size()).isEqualTo(2);
    }

    @Test
    void aFailedDecisionExitsOne() {
        Cli.Run r = Cli.inProcess("--image", "example", "click 'Launch rockets'");
        assertThat(r.exit()).isEqualTo(ExitCodes.FAILURE);
        assertThat(r.out()).contains("result: failure - the brain gave up:", "nothing on screen matches 'Launch rockets'");
    }

    @Test
    void aPolicyRefusalExitsOneAndSaysWhy() {
        Cli.Run r = Cli.inProcess("--image", "example", "type 'sudo rm -rf /' into Name");
        assertThat(r.exit()).isEqualTo(ExitCodes.FAILURE);
        assertThat(r.out()).contains("refused: refused to type 'sudo rm -rf /'");
    }

    @Test
    void theGridAnnouncesThatTheChoiceIsBlind() {
        Cli.Run r = Cli.inProcess("--image", "example", "--detector", "grid", "--brain", "first", "anything");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("index: grid 12x8", "click 'cell r1c1'");
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws IOException {
        Path corrupt = dir.resolve("corrupt.png");
        Files.writeString(corrupt, "this is not a png");
        Path empty = Files.createFile(dir.resolve("empty.png"));
        Path script = dir.resolve("s.txt");
        Files.writeString(script, "click 'Save'\nlaunch rockets\n");
        List<String[]> cases = List.of(
                new String[] {"--image", dir.resolve("missing.png").toString(), "click 'Save'"},
                new String[] {"--image", corrupt.toString(), "click 'Save'"},
                new String[] {"--image", empty.toString(), "click 'Save'"},
                new String[] {"--image", "example", "--brain", "script", "--script", script.toString(), "g"},
                new String[] {"--image", "example", "--brain", "script", "--script", dir.resolve("none.txt").toString(), "g"},
                new String[] {"--image", "example", "--brain", "oracle", "g"},
                new String[] {"--image", "example", "--detector", "magic", "g"},
                new String[] {"--image", "example", "--input", "mouse", "g"},
                new String[] {"--image", "example"},
                new String[] {"click 'Save'"},
                new String[] {"--image", "example", "--steps", "zero", "g"},
                new String[] {"--image", "example", "--no-such-option", "g"});
        for (String[] args : cases) {
            Cli.Run r = Cli.inProcess(args);
            assertThat(r.exit()).as(String.join(" ", args) + " -> " + r.err()).isEqualTo(ExitCodes.BAD_INPUT);
            assertThat(r.err().strip()).as(String.join(" ", args)).startsWith("tca: ").doesNotContain("\n").doesNotContain("\tat ");
        }
        assertThat(Cli.inProcess("--image", corrupt.toString(), "g").err()).contains("not a PNG or JPEG image");
        assertThat(Cli.inProcess("--image", "example", "--input", "mouse", "g").err())
                .contains("--input must be pixels, native or auto, got 'mouse'");
        assertThat(Cli.inProcess("--image", empty.toString(), "g").err()).contains("empty (0 bytes)");
        assertThat(Cli.inProcess("--image", "example", "--brain", "script", "--script", script.toString(), "g").err())
                .contains("line 2: unknown action 'launch rockets'");
    }

    @Test
    void liveWithoutADisplayExitsThreeWithTheFix() throws Exception {
        Cli.Run r = Cli.subprocess(Map.of(), List.of("DISPLAY", "WAYLAND_DISPLAY"), "--live", "click 'Save'");
        assertThat(r.exit()).as(r.err()).isEqualTo(ExitCodes.NO_SCREEN);
        assertThat(r.err().strip()).contains("--live needs a display", "Xvfb").doesNotContain("\n");
    }

    @Test
    void aDisplayNobodyServesExitsThreeWhileTheModelIsStillLoading() throws Exception {
        // the default brain starts loading its model at once; exiting under ONNX Runtime's session
        // creation crashed the JVM (exit 134, a crash dump) before the exit waited for the load
        Cli.Run r = Cli.subprocess(Map.of("DISPLAY", ":1987"), List.of("WAYLAND_DISPLAY"), "--live", "click 'Save'");
        assertThat(r.exit()).as(r.err()).isEqualTo(ExitCodes.NO_SCREEN);
        assertThat(r.err().strip()).contains("cannot open the X display :1987").doesNotContain("\n", "fatal error");
    }

    @Test
    void aWaylandOnlySessionIsNamedAsSuch() throws Exception {
        Cli.Run r = Cli.subprocess(Map.of("WAYLAND_DISPLAY", "wayland-0"), List.of("DISPLAY"), "--live", "g");
        assertThat(r.exit()).isEqualTo(ExitCodes.NO_SCREEN);
        assertThat(r.err()).contains("Wayland-only session", "black frames");
    }

    @Test
    void realInputNeedsBothDeliberateActs() throws Exception {
        Cli.Run flagOnly = Cli.subprocess(Map.of(), List.of("TCA_ALLOW_REAL_INPUT"), "--live", "--real-input", "g");
        assertThat(flagOnly.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(flagOnly.err()).contains("also needs the environment variable TCA_ALLOW_REAL_INPUT=1");
        Cli.Run varOnly = Cli.subprocess(Map.of("TCA_ALLOW_REAL_INPUT", "1"), List.of(), "--image", "example",
                "--real-input", "g");
        assertThat(varOnly.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(varOnly.err()).contains("--real-input needs --live");
    }

    @Test
    void doctorTellsTheTruthOnAMachineWithNoDisplay() throws Exception {
        Cli.Run r = Cli.subprocess(Map.of(), List.of("DISPLAY", "WAYLAND_DISPLAY"), "--doctor");
        assertThat(r.out()).contains("[ok  ] java", "[no  ] display server: no display", "fix: start an X server",
                "[ok  ] OCR engine: tesseract", "read a rendered word correctly", "[ok  ] kill switch",
                "READY for --image runs");
        assertThat(r.exit()).isZero();
    }

    @Test
    void doctorFailsWhenTheKillSwitchIsSet(@TempDir Path dir) throws IOException {
        Path stop = Files.createFile(dir.resolve("STOP"));
        Cli.Run r = Cli.inProcess("--doctor", "--kill-switch", stop.toString());
        assertThat(r.exit()).isEqualTo(ExitCodes.FAILURE);
        assertThat(r.out()).contains("[FAIL] kill switch", "fix: rm " + stop, "NOT READY");
    }

    @Test
    void helpListsTheExitCodesAndVersionPrints() {
        assertThat(Cli.inProcess("--help").out()).contains("Exit codes:", "3  no screen", "--verify-text", "--allow-grid");
        assertThat(Cli.inProcess("--version").out()).startsWith("tca ");
    }
}
