package dev.tca.live;

import dev.tca.Ocr;
import dev.tca.cli.Cli;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.platform.awt.RobotScreen;
import dev.tca.platform.x11.WindowInfo;
import dev.tca.platform.x11.X11Windows;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Real applications nobody here wrote, on the private Xvfb display, driven through the real
 * command line with real XTest input. Every assertion is the application's own side effect:
 * its exit code, what it printed, the file it wrote.
 */
@Tag("desktop")
class LiveDesktopTest {

    private static final Map<String, String> REAL = Map.of("TCA_ALLOW_REAL_INPUT", "1");

    @BeforeEach
    void onThePrivateDisplayOnly() {
        PrivateDisplay.require();
    }

    private static App question() throws IOException, InterruptedException {
        return App.start("zenity", 3, Map.of(), "zenity", "--question", "--title", "Unsaved changes",
                "--text", "Save changes to the document?", "--ok-label", "Save",
                "--cancel-label", "Close without saving", "--extra-button", "Cancel");
    }

    private static Cli.Run tca(Map<String, String> env, String... args) throws IOException, InterruptedException {
        return Cli.subprocess(env, List.of(), args);
    }

    @Test
    void ocrFindsEachRealButtonInsideTheBoxTheAppReports() throws Exception {
        try (App app = question()) {
            Observation o = Ocr.detector().detect(new RobotScreen(-1, 1.0).capture());
            for (String name : List.of("Save", "Close without saving", "Cancel")) {
                App.Control b = app.button(name);
                assertThat(o.elements()).as("%s at %s among %s", name, b.box(), o.elements())
                        .anyMatch((Element e) -> Labels.core(e.label()).equals(Labels.core(name)) && b.box().contains(e.center()));
            }
        }
    }

    @Test
    void theWindowContextComesFromTheXServerAndActiveWindowReadsOnlyThatWindow() throws Exception {
        try (App background = App.start("yad", 1, Map.of(), "yad", "--title", "Background", "--posx", "20", "--posy", "20",
                "--text", "Behind", "--button", "Other:3");
             App app = question();
             X11Windows windows = X11Windows.open()) {
            List<WindowInfo> all = windows.topLevel();
            assertThat(all).extracting(WindowInfo::appClass).contains("Zenity", "Yad");
            WindowInfo zenity = windows.active().orElseThrow();
            assertThat(zenity.title()).isEqualTo("Unsaved changes");
            assertThat(zenity.bounds().contains(app.button("Save").box().center())).isTrue();

            Cli.Run active = tca(Map.of(), "--live", "--window", "active", "click 'Other'");
            assertThat(active.out()).contains("active window 'Unsaved changes' (Zenity)");
            assertThat(active.exit()).as(active.out()).isEqualTo(1);
            Cli.Run save = tca(Map.of(), "--live", "--window", "active", "--json", "click 'Save'");
            assertThat(save.exit()).isZero();
            var pixel = new com.fasterxml.jackson.databind.ObjectMapper().readTree(save.out())
                    .get("steps").get(0).get("execution").get("pixel");
            assertThat(app.button("Save").box().contains(new dev.tca.core.Point(pixel.get(0).asInt(), pixel.get(1).asInt())))
                    .isTrue();
        }
    }

    @Test
    void aRealClickOnSaveMakesTheDialogAnswerYes() throws Exception {
        try (App app = question()) {
            Cli.Run r = tca(REAL, "--live", "--real-input", "--verify-gone", "Save changes", "click 'Save'");
            assertThat(r.out()).contains("mode: REAL INPUT", "clicked (");
            assertThat(r.exit()).as(r.out() + r.err()).isZero();
            assertThat(r.out()).contains("result: success - verified after 1 action(s): 'Save changes' is gone");
            assertThat(app.waitForExit(5000)).contains(0);
        }
    }

    @Test
    void clickingTheExtraButtonIsReportedByTheAppItself() throws Exception {
        try (App app = question()) {
            Cli.Run r = tca(REAL, "--live", "--real-input", "--verify-gone", "Save changes", "click Cancel");
            assertThat(r.exit()).as(r.out() + r.err()).isZero();
            assertThat(app.waitForExit(5000)).contains(1);
            assertThat(app.stdout().strip()).isEqualTo("Cancel");
        }
    }

    @Test
    void typingFillsAnEntryWithTheExactTextNonAsciiIncluded() throws Exception {
        String text = "Müller, café & naïve: Ünïcödé ½ €5 (ok?)";
        try (App app = App.start("zenity", 2, Map.of(), "zenity", "--entry", "--title", "Rename",
                "--text", "New name for the file:", "--entry-text", "report.txt")) {
            Cli.Run r = tca(REAL, "--live", "--real-input", "--steps", "3",
                    "type '" + text + "' into 'New name for the file' then press Return");
            assertThat(r.exit()).as(r.out() + r.err()).isIn(0, 1);
            assertThat(app.waitForExit(5000)).as(r.out()).contains(0);
            assertThat(app.stdout().strip()).isEqualTo(text);
        }
    }

    @Test
    void ctrlSInMousepadWritesTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("notes.txt");
        Files.writeString(file, "first line\n");
        try (App app = App.start("mousepad", 5, Map.of("GSETTINGS_BACKEND", "memory"), "mousepad", file.toString())) {
            Cli.Run r = tca(REAL, "--live", "--real-input", "--steps", "4",
                    "click 'first line' then press End then type ' – Grüße aus tca' then press ctrl+s");
            assertThat(r.exit()).as(r.out() + r.err()).isIn(0, 1);
            long deadline = System.currentTimeMillis() + 5000;
            String content = Files.readString(file, StandardCharsets.UTF_8);
            while (!content.contains("Grüße") && System.currentTimeMillis() < deadline) {
                Thread.sleep(200);
                content = Files.readString(file, StandardCharsets.UTF_8);
            }
            assertThat(content).as(r.out()).isEqualTo("first line – Grüße aus tca\n");
        }
    }

    @Test
    void aDownscaledFrameStillClicksTheRightPixel() throws Exception {
        try (App app = question()) {
            Cli.Run r = tca(REAL, "--live", "--scale", "0.75", "--real-input", "--verify-gone", "Save changes",
                    "click 'Close without saving'");
            assertThat(r.out()).contains("frames downscaled to 0.75");
            assertThat(r.exit()).as(r.out() + r.err()).isZero();
            assertThat(app.waitForExit(5000)).contains(1);
            assertThat(app.stdout().strip()).isEmpty();
        }
    }

    @Test
    void aHiDpiScaledJavaStillClicksTheRightPixel() throws Exception {
        try (App app = question()) {
            Map<String, String> env = Map.of("TCA_ALLOW_REAL_INPUT", "1", "JAVA_TOOL_OPTIONS", "-Dsun.java2d.uiScale=2");
            Cli.Run r = tca(env, "--live", "--real-input", "--verify-gone", "Save changes", "click 'Save'");
            assertThat(r.out()).contains("HiDPI scale 2.0");
            assertThat(r.exit()).as(r.out() + r.err()).isZero();
            assertThat(app.waitForExit(5000)).contains(0);
        }
    }

    @Test
    void theKillSwitchStopsTheEpisodeBeforeItsAction(@TempDir Path dir) throws Exception {
        Path stop = Files.createFile(dir.resolve("STOP"));
        try (App app = question()) {
            Cli.Run r = tca(REAL, "--live", "--real-input", "--kill-switch", stop.toString(), "click 'Save'");
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.out()).contains("result: failure - policy: kill switch " + stop + " exists");
            assertThat(app.waitForExit(500)).isEmpty();
        }
    }

    @Test
    void theMouseInTheTopLeftCornerStopsTheEpisode() throws Exception {
        try (App app = question()) {
            new ProcessBuilder("xdotool", "mousemove", "0", "0").start().waitFor();
            Cli.Run r = tca(REAL, "--live", "--real-input", "click 'Save'");
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.out()).contains("fail-safe: the mouse is in the top-left corner");
            assertThat(app.waitForExit(500)).isEmpty();
        } finally {
            new ProcessBuilder("xdotool", "mousemove", "640", "400").start().waitFor();
        }
    }
}
