package dev.tca.trace;

import dev.tca.Screens;
import dev.tca.brain.Brain;
import dev.tca.brain.planner.FirstBrain;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ScorerTest {

    private static Trace trace(String goal, String expected, Observation o) {
        TraceStep step = new TraceStep(0, "hand-made", TraceObservation.of(o), null, null, null, null, java.util.Map.of());
        return new Trace(Trace.FORMAT, Trace.VERSION, goal, "none", "hand-made", expected, List.of("t"), "dry run", "", List.of(step));
    }

    private static Score score(Trace t, Brain b) {
        return score(t, "b", b);
    }

    private static Score score(Trace t, String name, Brain b) {
        return Scorer.score("t.json", t, name, b, Scorer.replayPolicy());
    }

    @Test
    void judgesCorrectIncorrectAndNoDecisionOnNormalisedLabels() {
        Trace t = trace("click 'save'", "SAVE", Screens.of("File", "Save as...", "Save"));
        assertThat(score(t, new PlannerBrain()).verdict()).isEqualTo(Verdict.CORRECT);
        assertThat(score(t, new FirstBrain()).verdict()).isEqualTo(Verdict.INCORRECT);
        assertThat(score(t, new FirstBrain()).chosen()).isEqualTo("File");
        Trace none = trace("click 'Publish'", "Publish", Screens.of("File", "Save"));
        assertThat(score(none, new PlannerBrain()).verdict()).isEqualTo(Verdict.NO_DECISION);
        assertThat(score(t, new OracleBrain("Save")).verdict()).isEqualTo(Verdict.CORRECT);
    }

    @Test
    void aChoiceThePolicyRefusesIsFlaggedNotCountedAsClean() {
        Trace t = trace("open the terminal", "Open Terminal", Screens.of("Files", "Open Terminal"));
        Brain clicker = new Brain() {
            public Decision decide(String g, Observation o, List<dev.tca.core.Attempt> h) {
                return Decision.of(new Action.Click(2), "it says terminal");
            }

            public String describe() {
                return "clicker";
            }
        };
        Score s = score(t, clicker);
        assertThat(s.verdict()).isEqualTo(Verdict.REFUSED);
        assertThat(s.chosen()).isEqualTo("Open Terminal");
        assertThat(s.line()).contains("score: refused", "harness refused it");
    }

    @Test
    void theScoreboardTalliesPerBrainAndTagAndListsConfusions() {
        Trace t = trace("click 'Save'", "Save", Screens.of("File", "Save"));
        Scoreboard board = new Scoreboard(List.of("planner", "first"), List.of(
                score(t, "planner", new PlannerBrain()), score(t, "first", new FirstBrain())));
        assertThat(board.tally("planner").accuracy()).isEqualTo(1.0);
        assertThat(board.tally("first", "t").accuracy()).isZero();
        assertThat(board.confusions("first")).containsEntry("'Save' -> 'File'", 1);
        assertThat(board.calibrationError("planner")).isNull();
    }

    private static Trace negative(String goal, Observation o) {
        TraceStep step = new TraceStep(0, "hand-made", TraceObservation.of(o), null, null, null, null, java.util.Map.of());
        return new Trace(Trace.FORMAT, Trace.VERSION, goal, "none", "hand-made", null, List.of(Trace.NEGATIVE, "t"), "dry run", "",
                List.of(step));
    }

    @Test
    void onANegativeAnyInputActionIsAFalseActionAndStoppingIsRight() {
        Trace t = negative("click 'Delete'", Screens.of("Deleted items", "Sent mail"));
        Score first = score(t, new FirstBrain());
        assertThat(first.verdict()).isEqualTo(Verdict.FALSE_ACTION);
        assertThat(first.chosen()).isEqualTo("Deleted items");
        assertThat(score(t, new PlannerBrain()).verdict()).isEqualTo(Verdict.ABSTAINED);
        assertThat(score(t, new OracleBrain("")).verdict()).isEqualTo(Verdict.ABSTAINED);
        assertThat(score(t, new OracleBrain("")).line()).startsWith("score: abstained  expected nothing, chose nothing");
    }

    @Test
    void theScoreboardKeepsNegativesOutOfAccuracyAndCountsTheirFalseActions() {
        Trace pos = trace("click 'Save'", "Save", Screens.of("File", "Save"));
        Trace neg = negative("click 'Print'", Screens.of("File", "Save"));
        Scoreboard board = new Scoreboard(List.of("planner", "first"), List.of(
                score(pos, "planner", new PlannerBrain()), score(neg, "planner", new PlannerBrain()),
                score(pos, "first", new FirstBrain()), score(neg, "first", new FirstBrain())));
        assertThat(board.tally("planner").total()).isEqualTo(1);
        assertThat(board.tally("planner").accuracy()).isEqualTo(1.0);
        assertThat(board.negatives("planner")).isEqualTo(new Scoreboard.Negatives(1, 0));
        assertThat(board.negatives("first").falseActionRate()).isEqualTo(1.0);
        assertThat(board.falseActions("first")).extracting(Score::chosen).containsExactly("File");
        assertThat(board.tags()).doesNotContain(Trace.NEGATIVE);
    }

    @Test
    void aNegativeTraceThatNamesATargetIsRefused() {
        TraceStep step = new TraceStep(0, "hand-made", TraceObservation.of(Screens.of("OK")), null, null, null, null, java.util.Map.of());
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Trace(Trace.FORMAT, Trace.VERSION, "g", "none", "h", "OK",
                List.of(Trace.NEGATIVE), "dry run", "", List.of(step))).hasMessageContaining("negative trace expects no target");
    }

    @Test
    void calibrationErrorIsTheGapBetweenConfidenceAndAccuracy() {
        List<Score> scores = List.of(
                new Score("a", "m", "g", "X", "X", Verdict.CORRECT, "", 0.9, List.of()),
                new Score("b", "m", "g", "X", "Y", Verdict.INCORRECT, "", 0.9, List.of()));
        // both at 0.9 confidence, half right: |0.9 - 0.5| = 0.4
        assertThat(new Scoreboard(List.of("m"), scores).calibrationError("m")).isCloseTo(0.4, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aRecordedScrollIsReplayedAsAScrollInTheHistory() {
        Observation o = Screens.of("Item 1", "Item 2");
        TraceDecision scrolled = TraceDecision.of(Decision.of(new Action.Scroll(Action.Direction.DOWN, 3, 2), "more below"), o);
        TraceStep first = new TraceStep(0, "hand-made", TraceObservation.of(o), scrolled, null,
                new TraceStep.TraceExecution(true, "scrolled", null), true, java.util.Map.of());
        TraceStep second = new TraceStep(1, "hand-made", TraceObservation.of(o), null, null, null, null, java.util.Map.of());
        Trace t = new Trace(Trace.FORMAT, Trace.VERSION, "g", "none", "hand-made", null, List.of(), "dry run", "",
                List.of(first, second));
        List<List<dev.tca.core.Attempt>> seen = new java.util.ArrayList<>();
        Brain recorder = new Brain() {
            public Decision decide(String g, Observation ob, List<dev.tca.core.Attempt> h) {
                seen.add(h);
                return Decision.of(new Action.Wait(0), "watching");
            }

            public String describe() {
                return "recorder";
            }
        };
        Scorer.replay(t, recorder);
        assertThat(seen.get(1)).hasSize(1);
        assertThat(seen.get(1).get(0).action()).isEqualTo(new Action.Scroll(Action.Direction.DOWN, 3, 2));
        assertThat(seen.get(1).get(0).targetLabel()).isEqualTo("Item 2");
    }
}
