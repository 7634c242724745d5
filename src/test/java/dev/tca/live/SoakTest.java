package dev.tca.live;

import dev.tca.cli.Cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * tca bench soak with a small N on the private display, in a JVM of its own (this one's threads and
 * files belong to the test runner): every figure is printed, no leak is reported and no dialog is left.
 */
@Tag("desktop")
@Tag("slow")
class SoakTest {

    @Test
    void fifteenEpisodesInOneJvmPrintEveryFigureAndLeakNothing() throws Exception {
        String display = PrivateDisplay.require();
        Cli.Run r = Cli.subprocess(Map.of(), List.of("TCA_ALLOW_REAL_INPUT"), "bench", "soak", "--episodes", "15", "--warm-up", "5");
        String all = r.out() + r.err();
        assertThat(r.exit()).as(all).isZero();
        assertThat(r.out()).contains("soak: 15 episodes on " + display)
                .containsPattern("episodes: 15 in [\\d.]+ s: [\\d.]+ episodes/min; results \\{DRY_RUN=15}")
                .containsPattern("steps: 15, median \\d+ ms")
                .containsPattern("heap after GC: start [\\d.]+ MB, after warm-up [\\d.]+ MB, end [\\d.]+ MB: [+-][\\d.]+% after warm-up")
                .containsPattern("live threads: start \\d+, after warm-up \\d+, end \\d+")
                .containsPattern("open file descriptors: start \\d+, after warm-up \\d+, end \\d+")
                .contains("child processes left: 0")
                .contains("no leak:")
                .doesNotContain("LEAK");
        assertThat(all).doesNotContain("Exception", "\tat ");
        assertThat(Survivors.settle(display).stream()
                .filter(pid -> ProcessHandle.of(pid).flatMap(p -> p.info().command()).orElse("").endsWith("zenity")).toList())
                .as("no soak dialog left on the display").isEmpty();
    }

    @Test
    void refusesADisplayNoXvfbServes() throws Exception {
        PrivateDisplay.require();
        // nothing is started on it: the refusal comes before any window or input
        Cli.Run r = Cli.subprocess(Map.of("DISPLAY", ":1399", "TCA_TEST_DISPLAY", ":1"), List.of(), "bench", "soak",
                "--episodes", "3", "--warm-up", "1");
        assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(2);
        assertThat(r.err().strip().lines()).singleElement().asString().contains(":1399").contains("not an Xvfb");
    }
}
