package dev.tca.tasks;

import dev.tca.live.PrivateDisplay;
import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The yardstick proved without tca: each checker fails on the untouched app, and passes once real input (xdotool,
 * at the boxes the page itself reports with ?debug) has driven the app to the goal.
 */
@Tag("desktop")
class SelfCheckTest {

    private static TaskRunner runner;
    private static Map<String, String> env;
    private static Map<String, TaskSpec> tasks;

    @BeforeAll
    static void start() throws Exception {
        env = new HashMap<>(System.getenv());
        env.put("DISPLAY", PrivateDisplay.require());
        runner = new TaskRunner(env, Files.createTempDirectory("tca-selfcheck"), true);
        tasks = new HashMap<>();
        TaskLoader.bundled().forEach(t -> tasks.put(t.id(), t));
    }

    @AfterAll
    static void stop() {
        if (runner != null) {
            runner.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"login-staff", "notifications-trim", "shirt-medium", "team-mute-priya-pixels",
        "zenity-entry-folder", "zenity-question-no"})
    void theCheckerFailsUntouchedAndPassesWhenRealInputReachesTheGoal(String id) {
        TaskSpec task = tasks.get(id);
        TaskResult untouched = runner.run(task, (t, runs) -> new Agent.Attempt(0, "", 0, false));
        assertThat(untouched.passed()).as("untouched " + id).isFalse();
        TaskResult driven = runner.run(task, (t, runs) -> {
            drive(t);
            return new Agent.Attempt(0, "", 1, false);
        });
        assertThat(driven.reason()).as("driven " + id).isEmpty();
        assertThat(driven.passed()).isTrue();
    }

    private void drive(TaskSpec t) throws Exception {
        switch (t.id()) {
            case "login-staff" -> {
                click("user");
                xdo("type", "--delay", "30", "mkoch");
                click("pass");
                xdo("type", "--delay", "30", "tulip-42");
                click("signin");
            }
            case "notifications-trim" -> {
                for (String box : List.of("email", "push", "digest", "news", "save")) {
                    click(box);
                }
            }
            case "shirt-medium" -> {
                click("size"); // opens the native list; the keyboard walks it: Choose, XS, S, M
                xdo("key", "--delay", "120", "Down", "Down", "Down", "Return");
                click("add");
            }
            case "team-mute-priya-pixels" -> click("mute-priya");
            case "zenity-entry-folder" -> {
                focus("New folder");
                xdo("type", "--delay", "30", "reports-2024");
                xdo("key", "Return");
            }
            case "zenity-question-no" -> {
                focus("Updates installed");
                xdo("key", "Escape");
            }
            default -> throw new IllegalArgumentException("no script for " + t.id());
        }
        Thread.sleep(300);
    }

    /** Clicks the centre of the element the page reported, in screen coordinates. */
    private void click(String id) throws Exception {
        JsonNode box = runner.server().last().path("rects").get(id);
        assertThat(box).as("the page's box of " + id).isNotNull();
        xdo("mousemove", "--sync", box.get(0).asText(), box.get(1).asText());
        xdo("click", "1");
        Thread.sleep(250);
    }

    /** Without a window manager nothing has the focus: give it to the newest visible window whose title matches. */
    private void focus(String title) throws Exception {
        List<String> ids = new Windows(env).search("--name", title);
        assertThat(ids).as("windows named " + title).isNotEmpty();
        xdo("windowfocus", "--sync", ids.get(ids.size() - 1));
    }

    private void xdo(String... args) throws Exception {
        String[] cmd = new String[args.length + 1];
        cmd[0] = "xdotool";
        System.arraycopy(args, 0, cmd, 1, args.length);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getInputStream().readAllBytes();
        assertThat(p.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(String.join(" ", cmd)).isZero();
    }
}
