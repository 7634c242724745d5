package dev.tca.live;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The built JAR under strace, a dry run and a live episode on a real zenity dialog: every socket
 * it reaches is a local one (the X server, D-Bus, nscd), never an internet address.
 */
@Tag("desktop")
class NoNetworkTest {

    private static final Path JAR = Path.of("target/tca.jar");
    private static final Pattern REACHED = Pattern.compile("(connect|bind|sendto)\\(\\d+, \\{sa_family=(AF_[A-Z0-9]+)");

    @BeforeEach
    void onThePrivateDisplayOnly() {
        PrivateDisplay.require();
        Assumptions.assumeTrue(Files.isRegularFile(JAR), "needs the built JAR: run mvn package first (scripts/test does)");
    }

    @Test
    void aDryRunReachesNoInternetAddress() throws Exception {
        List<String> calls = traced(Map.of(), "--image", "example", "click 'Save' to save the document");
        assertThat(families(calls)).doesNotContain("AF_INET", "AF_INET6");
    }

    @Test
    void aLiveEpisodeWithRealInputReachesOnlyLocalSockets() throws Exception {
        try (App app = App.start("zenity", 3, Map.of(), "zenity", "--question", "--title", "Unsaved changes",
                "--text", "Save changes to the document?", "--ok-label", "Save", "--cancel-label", "Close without saving")) {
            List<String> calls = traced(Map.of("TCA_ALLOW_REAL_INPUT", "1"), "--live", "--real-input",
                    "--verify-gone", "Save changes", "click 'Save'");
            assertThat(app.waitForExit(5_000)).as("zenity saw the click").contains(0);
            assertThat(families(calls)).contains("AF_UNIX").doesNotContain("AF_INET", "AF_INET6");
            assertThat(calls).anyMatch(c -> c.contains("/tmp/.X11-unix/X"));
        }
    }

    /** Runs the JAR under strace and returns the socket calls it made, after checking it succeeded. */
    private static List<String> traced(Map<String, String> env, String... args) throws IOException, InterruptedException {
        Path log = Files.createTempFile("tca-strace", ".log");
        List<String> cmd = new ArrayList<>(List.of("strace", "-f", "-e", "trace=connect,socket,bind,sendto", "-o", log.toString(),
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new IllegalStateException("strace is not installed (scripts/test installs it)", e);
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
        assertThat(p.exitValue()).as(out).isZero();
        List<String> calls = Files.readAllLines(log);
        Files.delete(log);
        return calls;
    }

    private static List<String> families(List<String> calls) {
        List<String> families = new ArrayList<>();
        for (String c : calls) {
            Matcher m = REACHED.matcher(c);
            if (m.find()) {
                families.add(m.group(2));
            }
        }
        return families;
    }
}
