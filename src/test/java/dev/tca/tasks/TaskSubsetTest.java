package dev.tca.tasks;

import dev.tca.live.PrivateDisplay;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A subset of the task suite run the way a user runs tca (the JAR, `--live --real-input`, no
 * other flag) against real apps on the private display, each judged by the app's own output:
 * a multi-field form, a list, a negated dialog, a password, a web form read through Chromium's
 * tree, and a comment form below the fold (Chromium's tree leaves out what is scrolled away, so
 * the page's text at the screen's bottom edge is what says to scroll). The whole suite runs by `scripts/bench-tasks`; its figures are in the README.
 */
@Tag("desktop")
class TaskSubsetTest {

    private static final List<String> SUBSET = List.of("zenity-forms-contact", "zenity-list-fruit", "zenity-question-no",
            "zenity-password-wifi", "inbox-delete", "article-comment");

    private static TaskRunner runner;
    private static Map<String, String> env;

    @BeforeAll
    static void start() throws Exception {
        env = new HashMap<>(System.getenv());
        env.put("DISPLAY", PrivateDisplay.require());
        runner = new TaskRunner(env, Files.createTempDirectory("tca-subset"), false);
    }

    @AfterAll
    static void stop() {
        if (runner != null) {
            runner.close();
        }
    }

    @Test
    void tcaCompletesTheSubsetAsAUserRunsIt() throws Exception {
        Path jar = Path.of("target/tca.jar").toAbsolutePath();
        Map<String, TaskSpec> tasks = new HashMap<>();
        TaskLoader.bundled().forEach(t -> tasks.put(t.id(), t));
        List<String> failed = new ArrayList<>();
        for (String id : SUBSET) {
            TaskResult r = runner.run(tasks.get(id), new TcaAgent(jar, env));
            if (!r.passed()) {
                failed.add(id + ": " + r.reason());
            }
        }
        // one slip is tolerated on a loaded 2-core machine; two mean the brain or the index regressed
        assertThat(failed).as("failed tasks").hasSizeLessThanOrEqualTo(1);
    }

    /**
     * GTK's calendar draws its page arrows and keeps no keyboard focus, so the only way to another
     * month is a click on a few pixels of ink: zenity's calendar opens on November 2024 and the goal
     * is 3 March 2022, years back and months on (zenity prints the date picked).
     */
    @Test
    void aDateYearsAwayIsReachedByTheCalendarsDrawnArrowsAndPicked() {
        TaskSpec task = TaskLoader.bundled().stream().filter(t -> t.id().equals("zenity-calendar-years")).findFirst().orElseThrow();
        TaskResult r = runner.run(task, new TcaAgent(Path.of("target/tca.jar").toAbsolutePath(), env));
        assertThat(r.passed()).as("%s (runs: %s)", r.reason(), r.runsDir()).isTrue();
        assertThat(r.steps()).as("three years back, four months on, the day, OK").isLessThanOrEqualTo(11);
    }
}
