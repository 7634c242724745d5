package dev.tca.loop;

import dev.tca.act.DryRunExecutor;
import dev.tca.act.Executor;
import dev.tca.brain.Brain;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.brain.planner.ScriptBrain;
import dev.tca.core.BrainException;
import dev.tca.policy.Policies;
import dev.tca.policy.Policy;
import dev.tca.policy.StepBudgetRule;
import dev.tca.policy.TypedTextRule;
import dev.tca.session.Harness;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class AgentLoopTest {

    private final List<Step> printed = new ArrayList<>();
    private final FakeClock clock = new FakeClock();

    private Episode run(SimulatedDialog app, Brain brain, Policy policy, Executor executor, Verifier verifier, String goal) {
        Session session = Harness.session(app, app, policy, executor, clock);
        return new AgentLoop(session, brain, verifier, new LoopSettings(10, 0), clock, printed::add).run(goal);
    }

    private static Policy budget(int n) {
        return new Policies(List.of(new StepBudgetRule(n), new TypedTextRule()));
    }

    @Test
    void successIsClaimedOnlyWhenTheVerifierSeesIt() {
        SimulatedDialog app = new SimulatedDialog(false);
        Episode e = run(app, new PlannerBrain(), budget(5), app, Verifier.textAppears("Saved"), "click 'Save'");
        assertThat(e.result()).isEqualTo(Result.SUCCESS);
        assertThat(e.reason()).isEqualTo("verified after 1 action(s): 'Saved' is on the screen");
        assertThat(e.steps().get(0).screenChanged()).isTrue();
        assertThat(printed).hasSize(1);
    }

    @Test
    void verifyGoneNeedsTheTextToHaveBeenThereFirst() {
        SimulatedDialog app = new SimulatedDialog(false);
        Episode e = run(app, new PlannerBrain(), budget(5), app, Verifier.textGone("Save changes"), "click 'Save'");
        assertThat(e.result()).isEqualTo(Result.SUCCESS);
        SimulatedDialog other = new SimulatedDialog(false);
        Episode never = run(other, new PlannerBrain(), budget(5), other, Verifier.textGone("Publish"), "click 'Save'");
        assertThat(never.result()).isEqualTo(Result.FAILURE);
    }

    @Test
    void withoutAVerifierTheResultIsUnverifiedNeverSuccess() {
        SimulatedDialog app = new SimulatedDialog(false);
        Episode e = run(app, new PlannerBrain(), budget(5), app, null, "click 'Save'");
        assertThat(e.result()).isEqualTo(Result.UNVERIFIED);
        assertThat(e.reason()).contains("had no effect the screen could confirm").contains("--verify-text");
        assertThat(app.executed).hasSize(1);
    }

    @Test
    void theSameActionAgainstAnUnchangedScreenStopsTheEpisode(@TempDir Path dir) throws IOException {
        Path script = dir.resolve("s.txt");
        Files.writeString(script, "click 'Cancel'\nclick 'Cancel'\nclick 'Cancel'\n");
        SimulatedDialog app = new SimulatedDialog(false);
        Episode e = run(app, ScriptBrain.load(script), budget(5), app, Verifier.textAppears("Saved"), "g");
        assertThat(e.result()).isEqualTo(Result.FAILURE);
        assertThat(e.reason()).isEqualTo("no progress: click #1 again against an unchanged screen");
        assertThat(app.executed).hasSize(1);
    }

    @Test
    void theStepBudgetStopsABrainThatNeverFinishes(@TempDir Path dir) throws IOException {
        Path script = dir.resolve("s.txt");
        Files.writeString(script, "click 'Cancel'\n".repeat(6));
        SimulatedDialog app = new SimulatedDialog(true);
        Episode e = run(app, ScriptBrain.load(script), budget(3), app, Verifier.textAppears("Saved"), "g");
        assertThat(e.reason()).isEqualTo("policy: step budget of 3 action(s) used up");
        assertThat(app.executed).hasSize(3);
    }

    @Test
    void aPolicyRefusalStopsBeforeAnythingIsExecuted() {
        SimulatedDialog app = new SimulatedDialog(false);
        Episode e = run(app, new PlannerBrain(), budget(5), app, null, "type 'sudo reboot'");
        assertThat(e.result()).isEqualTo(Result.FAILURE);
        assertThat(e.reason()).startsWith("policy: refused to type 'sudo reboot'");
        assertThat(app.executed).isEmpty();
        assertThat(e.steps().get(0).verdict().allowed()).isFalse();
    }

    @Test
    void aDryRunEndsAfterItsFirstDecisionAndTouchesNothing() {
        SimulatedDialog app = new SimulatedDialog(false);
        Episode e = run(app, new PlannerBrain(), budget(5), new DryRunExecutor(), Verifier.textAppears("Saved"), "click 'Save'");
        assertThat(e.result()).isEqualTo(Result.DRY_RUN);
        assertThat(e.steps()).hasSize(1);
        assertThat(e.steps().get(0).execution().summary()).isEqualTo("dry run: would click (130, 75)");
        assertThat(app.executed).isEmpty();
    }

    @Test
    void aBrainThatCannotDecideEndsTheEpisodeAsAFailure() {
        SimulatedDialog app = new SimulatedDialog(false);
        Brain broken = new Brain() {
            public dev.tca.core.Decision decide(String g, dev.tca.core.Observation o, List<dev.tca.core.Attempt> h) {
                throw new BrainException("the reply is empty");
            }

            public String describe() {
                return "broken";
            }
        };
        Episode e = run(app, broken, budget(5), app, null, "click 'Save'");
        assertThat(e.result()).isEqualTo(Result.FAILURE);
        assertThat(e.reason()).isEqualTo("the brain gave no usable decision: the reply is empty");
    }

    @Test
    void theBrainGivingUpIsAFailureWithItsReason() {
        SimulatedDialog app = new SimulatedDialog(false);
        Episode e = run(app, new PlannerBrain(), budget(5), app, null, "click 'Publish'");
        assertThat(e.result()).isEqualTo(Result.FAILURE);
        assertThat(e.reason()).contains("nothing on screen matches 'Publish'");
    }
}
