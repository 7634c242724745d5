package dev.tca.tasks;

import dev.tca.live.PrivateDisplay;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * GTK's calendar draws its page arrows and keeps no keyboard focus, so the only way to another
 * month is a click on a few pixels of ink: zenity's calendar opens on November 2024 and the goal
 * is 3 March 2022, years back and months on (zenity prints the date picked). Run as a user runs
 * tca, the JAR with `--live --real-input` on the private display, judged by zenity's output.
 */
@Tag("desktop")
class CalendarPagingTest {

    private static TaskRunner runner;
    private static Map<String, String> env;

    @BeforeAll
    static void start() throws Exception {
        env = new HashMap<>(System.getenv());
        env.put("DISPLAY", PrivateDisplay.require());
        runner = new TaskRunner(env, Files.createTempDirectory("tca-calendar"), false);
    }

    @AfterAll
    static void stop() {
        if (runner != null) {
            runner.close();
        }
    }

    @Test
    void aDateYearsAwayIsReachedByTheDrawnArrowsAndPicked() {
        TaskSpec task = TaskLoader.bundled().stream().filter(t -> t.id().equals("zenity-calendar-years")).findFirst().orElseThrow();
        TaskResult r = runner.run(task, new TcaAgent(Path.of("target/tca.jar").toAbsolutePath(), env));
        assertThat(r.passed()).as("%s (runs: %s)", r.reason(), r.runsDir()).isTrue();
        assertThat(r.steps()).as("three years back, four months on, the day, OK").isLessThanOrEqualTo(11);
    }
}
