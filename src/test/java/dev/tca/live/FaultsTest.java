package dev.tca.live;

import dev.tca.trace.Trace;
import dev.tca.trace.Traces;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import javax.imageio.ImageIO;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Faults in the middle of a real episode, driving the built JAR as a child process: the X server
 * killed, the target app crashing or closing. Each ends with its exit code, one line and a record
 * that still reads; nothing is left running.
 */
@Tag("desktop")
class FaultsTest {

    private static final Path JAR = Path.of("target/tca.jar");

    @BeforeEach
    void onThePrivateDisplayOnly() {
        PrivateDisplay.require();
        Assumptions.assumeTrue(Files.isRegularFile(JAR), "needs the built JAR: run mvn package first (scripts/test does)");
    }

    @Test
    void theXServerKilledMidEpisodeIsExitThreeWithOneLineAndTheRunSoFarReadable(@TempDir Path dir) throws Exception {
        // A separate Xvfb of this test's own: killing the shared one would break every other test.
        int n = freeDisplay();
        Process xvfb = new ProcessBuilder("Xvfb", ":" + n, "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-ac")
                .redirectErrorStream(true).redirectOutput(dir.resolve("xvfb.log").toFile()).start();
        Process zenity = null;
        try {
            waitForSocket(n, xvfb);
            zenity = env(new ProcessBuilder("zenity", "--question", "--text", "Keep going?"), ":" + n)
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            Thread.sleep(2000);
            Path script = Files.write(dir.resolve("waits.txt"),
                    IntStream.range(0, 30).mapToObj(i -> "wait " + (800 + i) + " ms").toList());
            Path trace = dir.resolve("t.json");
            Path runs = dir.resolve("runs");
            Process tca = tca(":" + n, dir, "--live", "--real-input", "--brain", "script", "--script", script.toString(),
                    "--steps", "40", "--trace", trace.toString(), "--runs-dir", runs.toString(), "wait");
            BufferedReader out = new BufferedReader(new InputStreamReader(tca.getInputStream(), StandardCharsets.UTF_8));
            String line;
            while ((line = out.readLine()) != null && !line.contains("step 1 |")) {
                // the run is under way once its second step is printed
            }
            assertThat(line).as("tca printed two steps before the kill").isNotNull();
            xvfb.destroyForcibly();
            long killed = System.nanoTime();
            assertThat(tca.waitFor(2, TimeUnit.SECONDS)).as("tca exits within 2 s of the X server's death").isTrue();
            long tookMs = (System.nanoTime() - killed) / 1_000_000;
            List<String> err = Files.readAllLines(dir.resolve("err.txt"));
            assertThat(tca.exitValue()).as(String.join("\n", err)).isEqualTo(3);
            assertThat(err).as("one line, no stack trace").hasSize(1);
            assertThat(err.get(0)).startsWith("tca: lost the screen mid-run: the X server :" + n + " closed the connection")
                    .contains("the trace so far");
            System.out.println("X server killed: exit " + tca.exitValue() + " after " + tookMs + " ms: " + err.get(0));
            Trace t = Traces.read(trace);
            assertThat(t.steps()).hasSizeGreaterThanOrEqualTo(2);
            assertThat(t.result()).isEqualTo("failure");
            try (Stream<Path> files = Files.list(runs)) {
                List<Path> all = files.toList();
                assertThat(all).as("no half-written file left").noneMatch(p -> p.getFileName().toString().contains(".tmp"));
                for (Path png : all.stream().filter(p -> p.toString().endsWith(".png")).toList()) {
                    assertThat(ImageIO.read(png.toFile())).as(png + " reads").isNotNull();
                }
                assertThat(all).anyMatch(p -> p.getFileName().toString().equals("step-001-raw.png"));
            }
            assertThat(zenity.waitFor(5, TimeUnit.SECONDS)).as("the app went with its X server").isTrue();
        } finally {
            xvfb.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            if (zenity != null) {
                zenity.destroyForcibly();
            }
        }
    }

    @ParameterizedTest(name = "the app gets {0}")
    @ValueSource(strings = {"KILL", "TERM"})
    void theTargetAppCrashingOrClosingMidEpisodeIsAFailureWithItsReason(String signal, @TempDir Path dir) throws Exception {
        String display = System.getenv("DISPLAY");
        try (App app = App.start("zenity", 2, Map.of(), "zenity", "--question", "--title", "Unsaved changes",
                "--text", "Save changes to the document?", "--ok-label", "Save", "--cancel-label", "Discard")) {
            // No --verify-gone here: VerifyGoneCrashTest shows that a killed app is not credited to it.
            Path script = Files.write(dir.resolve("s.txt"), List.of("wait 4000 ms", "click 'Save'"));
            Process tca = tca(display, dir, "--live", "--real-input", "--brain", "script", "--script", script.toString(),
                    "--trace", dir.resolve("t.json").toString(), "goal");
            BufferedReader out = new BufferedReader(new InputStreamReader(tca.getInputStream(), StandardCharsets.UTF_8));
            List<String> lines = new ArrayList<>();
            String line;
            while ((line = out.readLine()) != null) {
                lines.add(line);
                if (line.startsWith("kill switch:")) {
                    break;
                }
            }
            Thread.sleep(1000); // the episode has begun: its first look, then a four-second wait
            new ProcessBuilder("kill", "-" + signal, Long.toString(app.pid())).start().waitFor();
            out.lines().forEach(lines::add);
            assertThat(tca.waitFor(60, TimeUnit.SECONDS)).isTrue();
            String err = Files.readString(dir.resolve("err.txt"));
            assertThat(tca.exitValue()).as(String.join("\n", lines) + err).isEqualTo(1);
            // On a bare Xvfb the desktop behind the dialog is black: which reason comes first depends on the timing.
            assertThat(lines).anyMatch(l -> l.startsWith("result: failure - the brain gave up: ") && l.contains("Save")
                    || l.startsWith("result: failure - the screen went black"));
            assertThat(String.join("\n", lines) + err).doesNotContain("Exception", "\tat ");
            assertThat(Traces.read(dir.resolve("t.json")).result()).isEqualTo("failure");
            System.out.println("app got SIG" + signal + ": " + lines.stream().filter(l -> l.startsWith("result:"))
                    .collect(Collectors.joining()));
        }
    }

    private static Process tca(String display, Path dir, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", JAR.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = env(new ProcessBuilder(cmd), display).redirectError(dir.resolve("err.txt").toFile());
        pb.environment().put("TCA_ALLOW_REAL_INPUT", "1");
        return pb.start();
    }

    private static ProcessBuilder env(ProcessBuilder pb, String display) {
        if (!display.equals(System.getenv("DISPLAY"))) {
            pb.environment().remove("DBUS_SESSION_BUS_ADDRESS"); // the shared display's bus knows nothing of this one
        }
        pb.environment().put("DISPLAY", display);
        return pb;
    }

    /** The first display number above the test display with no server and no lock. */
    private static int freeDisplay() {
        int n = Integer.parseInt(System.getenv("DISPLAY").replaceAll("^:(\\d+).*$", "$1")) + 1;
        while (Files.exists(Path.of("/tmp/.X11-unix/X" + n)) || Files.exists(Path.of("/tmp/.X" + n + "-lock"))) {
            n++;
        }
        return n;
    }

    private static void waitForSocket(int n, Process xvfb) throws InterruptedException {
        for (int i = 0; i < 100 && !Files.exists(Path.of("/tmp/.X11-unix/X" + n)); i++) {
            assertThat(xvfb.isAlive()).as("Xvfb :" + n + " started").isTrue();
            Thread.sleep(100);
        }
    }
}
