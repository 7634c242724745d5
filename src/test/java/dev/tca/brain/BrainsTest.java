package dev.tca.brain;

import dev.tca.Screens;
import dev.tca.brain.planner.FirstBrain;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.brain.planner.ScriptBrain;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.BadInputException;
import dev.tca.core.Decision;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BrainsTest {

    private final PlannerBrain planner = new PlannerBrain();

    @Test
    void plannerClicksTheExactLabelAndSaysWhy() {
        Decision d = planner.decide("click 'Save'", Screens.of("Saved drafts", "Save as...", "Save"), List.of());
        assertThat(d.action()).isEqualTo(new Action.Click(3));
        assertThat(d.reason()).isEqualTo("matched 'Save' (exact)");
    }

    @Test
    void plannerWalksAMultiStepGoalAndThenSaysDone() {
        var screen = Screens.of("Name", "OK");
        String goal = "type 'Müller' into Name then press Return";
        Decision first = planner.decide(goal, screen, List.of());
        assertThat(first.action()).isEqualTo(new Action.Type("Müller", 1));
        Decision second = planner.decide(goal, screen, List.of(new Attempt(first.action(), "Name", true)));
        assertThat(second.action()).isInstanceOf(Action.Key.class);
        Decision third = planner.decide(goal, screen, List.of(new Attempt(first.action(), "Name", true),
                new Attempt(second.action(), "", true)));
        assertThat(third.action()).isInstanceOf(Action.Done.class);
    }

    @Test
    void plannerGivesUpHonestlyWhenNothingMatches() {
        Decision d = planner.decide("click 'Publish'", Screens.of("Save", "Cancel"), List.of());
        assertThat(d.action()).isInstanceOf(Action.Fail.class);
        assertThat(d.reason()).contains("nothing on screen matches 'Publish'");
    }

    @Test
    void firstIsTheFloorWhateverTheGoal() {
        Decision d = new FirstBrain().decide("click 'Save'", Screens.of("File", "Save"), List.of());
        assertThat(d.action()).isEqualTo(new Action.Click(1));
        assertThat(new FirstBrain().decide("x", Screens.of(), List.of()).action()).isInstanceOf(Action.Fail.class);
    }

    @Test
    void scriptPlaysItsLinesInOrderAndIsValidatedOnLoad(@TempDir Path dir) throws IOException {
        Path script = dir.resolve("steps.txt");
        Files.writeString(script, "# save it\nclick 'Save'\n\nkey ctrl+s\ndone\n");
        ScriptBrain brain = ScriptBrain.load(script);
        var screen = Screens.of("Save as...", "Save");
        Decision d = brain.decide("ignored", screen, List.of());
        assertThat(d.action()).isEqualTo(new Action.Click(2));
        assertThat(d.reason()).startsWith("script line 1:");

        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "click 'Save'\nfly to the moon\n");
        assertThatThrownBy(() -> ScriptBrain.load(bad)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("line 2: unknown action 'fly to the moon'");
        assertThatThrownBy(() -> ScriptBrain.load(dir.resolve("missing.txt"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("cannot read script");
    }
}
