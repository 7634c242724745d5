package dev.tca.tasks;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The yardstick proved without tca: each checker fails on the untouched app, and passes once real input (xdotool,
 * at the boxes the page itself reports with ?debug) has driven the app to the goal.
 */
@Tag("desktop")
class SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"login-staff", "notifications-trim", "shirt-medium", "team-mute-priya-pixels",
        "zenity-entry-folder", "zenity-question-no"})
    void theCheckerFailsUntouchedAndPassesWhenRealInputReachesTheGoal(String id) {
        TaskSpec task = rig.task(id);
        TaskResult untouched = rig.runner().run(task, (t, runs) -> new Agent.Attempt(0, "", 0, false));
        assertThat(untouched.passed()).as("untouched " + id).isFalse();
        TaskResult driven = rig.runner().run(task, (t, runs) -> {
            drive(t);
            return new Agent.Attempt(0, "", 1, false);
        });
        assertThat(driven.reason()).as("driven " + id).isEmpty();
        assertThat(driven.passed()).isTrue();
    }

    private void drive(TaskSpec t) throws Exception {
        switch (t.id()) {
            case "login-staff" -> {
                rig.click("user");
                rig.xdo("type", "--delay", "30", "mkoch");
                rig.click("pass");
                rig.xdo("type", "--delay", "30", "tulip-42");
                rig.click("signin");
            }
            case "notifications-trim" -> {
                for (String box : List.of("email", "push", "digest", "news", "save")) {
                    rig.click(box);
                }
            }
            case "shirt-medium" -> {
                rig.click("size"); // opens the native list; the keyboard walks it: Choose, XS, S, M
                rig.xdo("key", "--delay", "120", "Down", "Down", "Down", "Return");
                rig.click("add");
            }
            case "team-mute-priya-pixels" -> rig.click("mute-priya");
            case "zenity-entry-folder" -> {
                rig.focus("New folder");
                rig.xdo("type", "--delay", "30", "reports-2024");
                rig.xdo("key", "Return");
            }
            case "zenity-question-no" -> {
                rig.focus("Updates installed");
                rig.xdo("key", "Escape");
            }
            default -> throw new IllegalArgumentException("no script for " + t.id());
        }
        Thread.sleep(300);
    }
}
