package dev.tca.live;

import dev.tca.cli.Cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two monitors side by side: a nested Xephyr server with two screens joined by Xinerama, started by
 * this test inside the private Xvfb on a free display of its own (Xvfb alone stacks its Xinerama
 * heads at 0,0). A click on the second monitor must land there, not on the first.
 */
@Tag("desktop")
class TwoMonitorTest {

    @Test
    void aClickOnTheSecondMonitorLandsOnTheSecondMonitor() throws Exception {
        PrivateDisplay.require();
        int n = 200;
        while (Files.exists(Path.of("/tmp/.X" + n + "-lock")) || Files.exists(Path.of("/tmp/.X11-unix/X" + n))) {
            n++;
        }
        String display = ":" + n;
        Process xephyr = new ProcessBuilder("Xephyr", display, "-screen", "1280x800", "-screen", "1280x800",
                "+xinerama", "-nolisten", "tcp", "-ac").redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            for (int i = 0; i < 100 && !Files.exists(Path.of("/tmp/.X11-unix/X" + n)); i++) {
                Thread.sleep(100);
            }
            try (App yad = App.start("yad", 2, Map.of("DISPLAY", display), "yad", "--title", "Monitors",
                    "--text", "Which monitor is this?", "--posx", "1700", "--posy", "300",
                    "--button", "Left:10", "--button", "Right:20")) {
                Cli.Run r = Cli.subprocess(Map.of("DISPLAY", display, "TCA_ALLOW_REAL_INPUT", "1"), List.of(),
                        "--live", "--monitor", "1", "--real-input", "--verify-gone", "Which monitor", "click 'Right'");
                assertThat(r.out()).contains("live monitor 1 (1280x800 at 1280,0)");
                assertThat(r.exit()).as(r.out() + r.err()).isZero();
                assertThat(r.out()).containsPattern("clicked \\((1[3-9]\\d\\d|2[0-5]\\d\\d), \\d+\\)");
                assertThat(yad.waitForExit(5000)).contains(20);
            }
        } finally {
            xephyr.destroy();
        }
    }
}
