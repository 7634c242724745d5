package dev.tca.loop;

import dev.tca.brain.planner.ScriptBrain;
import dev.tca.core.Frame;
import dev.tca.core.ScreenMapping;
import dev.tca.policy.Policies;
import dev.tca.policy.StepBudgetRule;
import dev.tca.session.Harness;
import dev.tca.screen.Screen;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A screen that stops changing or goes black ends the run with that reason, on a fake clock. */
class ScreenFaultsTest {

    private final FakeClock clock = new FakeClock();

    private Episode run(Screen screen, SimulatedDialog app, Path script) throws IOException {
        Session session = Harness.session(screen, app, new Policies(List.of(new StepBudgetRule(100))), app, clock);
        return new AgentLoop(session, ScriptBrain.load(script), Verifier.textAppears("Saved"), new LoopSettings(60, 0), clock,
                s -> { }).run("g");
    }

    private static Path script(Path dir, List<String> lines) throws IOException {
        return Files.write(dir.resolve("s.txt"), lines);
    }

    @Test
    void aBrainThatKeepsWaitingOnAFrozenScreenStopsOnceThirtySecondsPass(@TempDir Path dir) throws IOException {
        // Waits of different lengths, so the "same action twice" rule never fires: only the freeze rule can stop it.
        List<String> waits = java.util.stream.IntStream.range(0, 40).mapToObj(i -> "wait " + (4000 + i) + " ms").toList();
        SimulatedDialog app = new SimulatedDialog(false);
        Episode e = run(app, app, script(dir, waits));
        assertThat(e.result()).isEqualTo(Result.FAILURE);
        assertThat(e.reason()).matches("the screen froze: the same frame for 3[0-9] s across 8 action\\(s\\)");
        assertThat(clock.sleptMillis()).isBetween(30_000L, 34_100L);
    }

    @Test
    void aScreenThatChangesBetweenLongWaitsIsNotFrozen(@TempDir Path dir) throws IOException {
        List<String> lines = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) { // each Cancel repaints the simulated dialog (five times before its colour saturates)
            lines.add("click 'Cancel'");
            lines.add("wait " + (20_000 + i) + " ms");
        }
        SimulatedDialog app = new SimulatedDialog(true);
        Episode e = run(app, app, script(dir, lines));
        assertThat(clock.sleptMillis()).isGreaterThan(100_000L);
        assertThat(app.executed).hasSize(5);
        assertThat(e.reason()).doesNotContain("froze").startsWith("the brain says done");
    }

    @Test
    void aBlackScreenStopsTheRunBeforeAnyActionAndKeepsTheScreenInTheRecord(@TempDir Path dir) throws IOException {
        SimulatedDialog app = new SimulatedDialog(false);
        Screen black = new Screen() {
            public Frame capture() {
                return new Frame(new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB), ScreenMapping.IDENTITY, "black");
            }

            public String describe() {
                return "a display that shows nothing";
            }
        };
        Episode e = run(black, app, script(dir, List.of("click 'Save'")));
        assertThat(e.result()).isEqualTo(Result.FAILURE);
        assertThat(e.reason()).startsWith("the screen went black");
        assertThat(app.executed).isEmpty();
        assertThat(e.steps()).hasSize(1);
        // the brain was asked (a goal already done may end on a black screen), but nothing was executed
        assertThat(e.steps().get(0).execution()).isNull();
    }

    @Test
    void aDarkButDrawnScreenIsNotBlack() {
        BufferedImage img = new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB);
        img.setRGB(100, 50, 0x303030);
        assertThat(DarkScreen.isBlack(new Frame(img, ScreenMapping.IDENTITY, "one grey dot"))).isFalse();
        assertThat(DarkScreen.isBlack(new Frame(new BufferedImage(200, 100, BufferedImage.TYPE_INT_RGB),
                ScreenMapping.IDENTITY, "black"))).isTrue();
    }
}
