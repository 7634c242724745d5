package dev.tca.live;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tca.cli.Main;
import dev.tca.core.Point;
import dev.tca.mcp.McpSession;
import dev.tca.platform.x11.XDisplay;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * tca --sandbox, inspect --sandbox and mcp --sandbox as a user runs them, in a separate JVM, with the
 * test's own Xvfb playing the user's desktop: the sandboxed zenity's own exit code (said by tca at the
 * end) proves where the click landed, the user's pointer proves where it did not, and /proc proves
 * that nothing the sandbox started outlives tca.
 */
@Tag("desktop")
class SandboxCliTest {

    /** Sandboxes are searched from here: above the test's display, inside this suite's range. */
    private static final String FIRST = "141";
    private static final String QUESTION = "zenity --question --text Hi";

    private String user;

    @BeforeEach
    void onThePrivateDisplayOnly() {
        user = PrivateDisplay.require();
    }

    record Run(long pid, int exit, String out, String err) {
    }

    private static Process start(Map<String, String> env, List<String> removeEnv, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        removeEnv.forEach(pb.environment()::remove);
        pb.environment().remove("TCA_ALLOW_REAL_INPUT");
        pb.environment().putAll(env);
        return pb.start();
    }

    private static Run tca(Map<String, String> env, List<String> removeEnv, String... args) throws Exception {
        Process p = start(env, removeEnv, args);
        p.getOutputStream().close();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException("tca did not finish in 120 s");
        }
        return new Run(p.pid(), p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
                new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    @Test
    void clickingYesInTheSandboxEndsItsZenityWithCodeZeroWhileTheUsersPointerStaysPut() throws Exception {
        try (XDisplay userInput = XDisplay.open(user)) {
            userInput.move(new Point(321, 123));
            userInput.sync();
            Run run = tca(Map.of("TCA_ALLOW_REAL_INPUT", "1"), List.of(), "--sandbox", "--sandbox-display", FIRST,
                    "--launch", QUESTION, "--live", "--real-input", "click Yes");
            assertThat(run.exit()).as(run.out() + run.err()).isZero();
            assertThat(run.out()).contains("mode: REAL INPUT").contains("screen: X display :").contains("clicked (");
            assertThat(run.err()).contains("sandbox app: '" + QUESTION + "' exited with code 0");
            assertThat(userInput.pointer()).as("the user's pointer").isEqualTo(new Point(321, 123));
            assertThat(Survivors.settle(() -> Survivors.withMarker("tca-" + run.pid() + "-"))).isEmpty();
        }
    }

    @Test
    void aDryRunInTheSandboxNeedsNoDisplayOfTheUsersAndLeavesTheAppUnanswered() throws Exception {
        Run run = tca(Map.of(), List.of("DISPLAY", "WAYLAND_DISPLAY"), "--sandbox", "--sandbox-display", FIRST,
                "--launch", QUESTION, "click Yes");
        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("DRY RUN").contains("would click");
        assertThat(run.err()).contains("sandbox app: '" + QUESTION + "' is still running");
        assertThat(Survivors.settle(() -> Survivors.withMarker("tca-" + run.pid() + "-"))).isEmpty();
    }

    @Test
    void aLaunchCommandThatIsNotFoundExitsTwoWithOneLineAndLeavesNothingRunning() throws Exception {
        Run run = tca(Map.of(), List.of(), "--sandbox", "--sandbox-display", FIRST, "--launch", "no-such-program-tca --x",
                "click Yes");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err().lines().toList()).containsExactly("tca: cannot launch 'no-such-program-tca --x': command not found");
        assertThat(Survivors.settle(() -> Survivors.withMarker("tca-" + run.pid() + "-"))).isEmpty();
    }

    @Test
    void inspectReadsTheSandboxsDialogAndNotTheUsersScreen() throws Exception {
        Path out = java.nio.file.Files.createTempDirectory("tca-inspect-sandbox");
        Run run = tca(Map.of(), List.of(), "inspect", "--sandbox", "--sandbox-display", FIRST, "--launch", QUESTION,
                "--out", out.toString());
        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("inspect: X display :");
        assertThat(java.nio.file.Files.readString(out.resolve("inspect-payload.txt"))).contains("Yes").contains("No");
    }

    @Test
    void killMinus9OfTcaMidRunLeavesNoProcessOfItsSandbox() throws Exception {
        // tca mcp serves until its stdin ends: a run that is still going when it is killed
        Process tca = start(Map.of(), List.of(), "mcp", "--sandbox", "--sandbox-display", FIRST,
                "--launch", "zenity --info --text child");
        String marker = "tca-" + tca.pid() + "-";
        try (BufferedReader err = new BufferedReader(new InputStreamReader(tca.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            do {
                line = err.readLine();
            } while (line != null && !line.startsWith("tca mcp: serving"));
            assertThat(line).as("tca mcp came up in its sandbox").isNotNull();
            // Xvfb, the session bus, zenity and the accessibility bus's processes
            assertThat(Survivors.withMarker(marker)).hasSizeGreaterThanOrEqualTo(4);
            tca.destroyForcibly();
            assertThat(tca.waitFor(10, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(Survivors.settle(() -> Survivors.withMarker(marker))).as("processes of the killed tca's sandbox").isEmpty();
    }

    @Test
    void mcpInTheSandboxListsItsWindowsAndClicksYesThere() throws Exception {
        try (XDisplay userInput = XDisplay.open(user)) {
            userInput.move(new Point(77, 66));
            userInput.sync();
            try (McpSession mcp = new McpSession(Map.of("TCA_ALLOW_REAL_INPUT", "1"), "--sandbox", "--sandbox-display", FIRST,
                    "--launch", "zenity --question --title Sandboxed --text Hi", "--real-input")) {
                assertThat(mcp.call("windows", Map.of()).body().get("windows").findValuesAsText("title")).contains("Sandboxed");
                JsonNode yes = StreamSupport.stream(mcp.call("observe", Map.of()).body().get("elements").spliterator(), false)
                        .filter(e -> e.get("label").asText().equals("Yes")).findFirst().orElseThrow();
                McpSession.Answer clicked = mcp.call("act", Map.of("actions",
                        List.of(Map.of("do", "click", "id", yes.get("id").asInt()))));
                assertThat(clicked.error()).as(clicked.text()).isFalse();
                McpSession.Answer gone = mcp.call("wait_for", Map.of("window", "Sandboxed", "gone", true, "timeout_ms", 5000));
                assertThat(gone.body().get("outcome").asText()).isEqualTo("disappeared");
            }
            assertThat(userInput.pointer()).as("the user's pointer").isEqualTo(new Point(77, 66));
        }
    }
}
