package dev.tca.tasks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tca.live.PrivateDisplay;

import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the checker proofs share: a task runner on the private display, the bundled tasks by id,
 * and real input through xdotool (at the boxes a page reports, or inside a window by title).
 */
final class CheckerRig implements AutoCloseable {

    private final Map<String, String> env;
    private final TaskRunner runner;
    private final Map<String, TaskSpec> tasks = new HashMap<>();

    CheckerRig(String tempPrefix) throws Exception {
        env = new HashMap<>(System.getenv());
        env.put("DISPLAY", PrivateDisplay.require());
        runner = new TaskRunner(env, Files.createTempDirectory(tempPrefix), true);
        TaskLoader.bundled().forEach(t -> tasks.put(t.id(), t));
    }

    TaskRunner runner() {
        return runner;
    }

    Map<String, String> env() {
        return env;
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    interface Driver {
        String drive(String id, boolean right) throws Exception;
    }

    /**
     * A checker proved without tca: it fails on the untouched page or app, fails after the driver's
     * plausible mistake, and passes once the driver reached the goal.
     *
     * @param heldout the held-out tag the task must carry, or null
     */
    void prove(String id, String heldout, Driver driver) {
        TaskSpec task = task(id);
        assertThat(task).as(id).isNotNull();
        if (heldout != null) {
            assertThat(task.hasTag(heldout)).as(id + " is held out").isTrue();
        }
        TaskResult untouched = runner().run(task, (t, runs) -> new Agent.Attempt(0, "", 0, false));
        assertThat(untouched.passed()).as("untouched " + id).isFalse();
        TaskResult wrong = runner().run(task, (t, runs) -> new Agent.Attempt(0, driver.drive(t.id(), false), 1, false));
        assertThat(wrong.passed()).as("wrong action on " + id).isFalse();
        TaskResult driven = runner().run(task, (t, runs) -> new Agent.Attempt(0, driver.drive(t.id(), true), 1, false));
        assertThat(driven.reason()).as("driven " + id).isEmpty();
        assertThat(driven.passed()).isTrue();
    }

    TaskSpec task(String id) {
        return tasks.get(id);
    }

    /** Clicks the centre of the element the page reported, in screen coordinates. */
    void click(String id) throws Exception {
        JsonNode box = runner.server().last().path("rects").get(id);
        assertThat(box).as("the page's box of " + id).isNotNull();
        xdo("mousemove", "--sync", box.get(0).asText(), box.get(1).asText());
        xdo("click", "1");
        Thread.sleep(250);
    }

    /** Clicks at an offset inside the newest visible window whose title matches (no window manager: no frame). */
    void clickIn(String title, int dx, int dy) throws Exception {
        String id = newest(title);
        ProcessBuilder pb = new ProcessBuilder("xdotool", "getwindowgeometry", "--shell", id);
        pb.environment().putAll(env);
        Map<String, Integer> geo = new HashMap<>();
        new String(pb.start().getInputStream().readAllBytes()).lines().map(l -> l.split("="))
                .filter(kv -> kv.length == 2 && kv[1].matches("\\d+")).forEach(kv -> geo.put(kv[0], Integer.parseInt(kv[1])));
        assertThat(geo).as("geometry of " + title).containsKeys("X", "Y");
        xdo("mousemove", "--sync", Integer.toString(geo.get("X") + dx), Integer.toString(geo.get("Y") + dy));
        xdo("click", "1");
        Thread.sleep(400);
    }

    /** Without a window manager nothing has the focus: give it to the newest visible window whose title matches. */
    void focus(String title) throws Exception {
        xdo("windowfocus", "--sync", newest(title));
    }

    private String newest(String title) {
        List<String> ids = new Windows(env).search("--name", title);
        assertThat(ids).as("windows named " + title).isNotEmpty();
        return ids.get(ids.size() - 1);
    }

    void xdo(String... args) throws Exception {
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

    /** Types the text into whatever has the keyboard focus. */
    void type(String text) throws Exception {
        xdo("type", "--delay", "30", text);
    }

    /** Presses the key n times, a little apart, as a person does. */
    void keys(int n, String key) throws Exception {
        for (int i = 0; i < n; i++) {
            xdo("key", "--delay", "150", key);
        }
    }

    /** Wheels the page down, the pointer over it, until the element is well inside the window (above a bottom bar). */
    void scrollTo(String id) throws Exception {
        xdo("mousemove", "--sync", "500", "400");
        for (int i = 0; i < 60; i++) {
            JsonNode box = runner.server().last().path("rects").get(id);
            if (box != null && box.get(1).asInt() > 150 && box.get(1).asInt() < 620) {
                return;
            }
            xdo("click", "5");
            Thread.sleep(200);
        }
        throw new AssertionError("scrolling never brought " + id + " into view");
    }

    @Override
    public void close() {
        runner.close();
    }
}
