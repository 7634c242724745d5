package dev.tca.live;

import dev.tca.trace.Traces;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * --verify-gone on an app killed with SIGKILL mid-episode: its text vanishes with its window, but tca
 * did not make it go, so the run is a failure, never a verified success. The built JAR runs as a child
 * process, as a user runs it.
 */
@Tag("desktop")
class VerifyGoneCrashTest {

    private static final Path JAR = Path.of("target/tca.jar");

    @BeforeEach
    void onThePrivateDisplayOnly() {
        PrivateDisplay.require();
        Assumptions.assumeTrue(Files.isRegularFile(JAR), "needs the built JAR: run mvn package first (scripts/test does)");
    }

    @Test
    void aTextThatVanishedBecauseTheAppWasKilledIsNotAVerifiedSuccess(@TempDir Path dir) throws Exception {
        try (App app = App.start("zenity", 2, Map.of(), "zenity", "--question", "--title", "Unsaved changes",
                "--text", "Save changes to the document?", "--ok-label", "Save", "--cancel-label", "Discard")) {
            Path script = Files.write(dir.resolve("s.txt"), List.of("wait 4000 ms", "click 'Save'"));
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-jar", JAR.toString(), "--live", "--real-input", "--brain", "script", "--script", script.toString(),
                    "--verify-gone", "Save changes", "--trace", dir.resolve("t.json").toString(), "save the document"));
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(dir.resolve("err.txt").toFile());
            pb.environment().put("TCA_ALLOW_REAL_INPUT", "1");
            Process tca = pb.start();
            BufferedReader out = new BufferedReader(new InputStreamReader(tca.getInputStream(), StandardCharsets.UTF_8));
            List<String> lines = new ArrayList<>();
            String line;
            while ((line = out.readLine()) != null) {
                lines.add(line);
                if (line.startsWith("verify:")) {
                    break;
                }
            }
            Thread.sleep(1500); // the episode has begun: its first look (with the dialog), then the four-second wait
            new ProcessBuilder("kill", "-KILL", Long.toString(app.pid())).start().waitFor();
            assertThat(app.waitForExit(5000)).as("zenity died of the SIGKILL").hasValue(137);
            out.lines().forEach(lines::add);
            assertThat(tca.waitFor(60, TimeUnit.SECONDS)).isTrue();
            String all = String.join("\n", lines) + Files.readString(dir.resolve("err.txt"));
            assertThat(lines).as(all).anyMatch(l -> l.startsWith("  step 0 | wait |"));
            assertThat(tca.exitValue()).as(all).isEqualTo(1);
            assertThat(lines).as(all).noneMatch(l -> l.startsWith("result: success"))
                    .anyMatch(l -> l.startsWith("result: failure - "));
            assertThat(all).doesNotContain("Exception", "\tat ");
            assertThat(Traces.read(dir.resolve("t.json")).result()).isEqualTo("failure");
            System.out.println("verify-gone on a killed app: " + lines.stream().filter(l -> l.startsWith("result:")).toList());
        }
    }
}
