package dev.tca.trace;

import dev.tca.Screens;
import dev.tca.brain.Brain;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Range;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.core.State;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A task episode's trace: labelled by its checker's verdict, scored step by step, read back whole. */
class EpisodeTraceTest {

    private static final Observation FORM = Screens.of("Name", "Subscribe", "OK");
    private static final Observation TYPED = Screens.of("Name", "Ada", "Subscribe", "OK");
    private static final Observation CLOSED = Screens.of("Desktop");

    private static TraceStep step(int i, Observation o, Action a, Boolean changed, String evidence) {
        TraceDecision d = TraceDecision.of(Decision.of(a, "scripted"), o);
        boolean input = a.isInput();
        return new TraceStep(i, "hand-made", TraceObservation.of(o), d, input ? new TraceStep.TraceVerdict(true, "") : null,
                input ? new TraceStep.TraceExecution(true, a.describe(), null) : null, input ? changed : null, Map.of(),
                evidence, null);
    }

    /** Type the name (its effect seen), a click that changed nothing, the OK that closed the form, done. */
    private static Trace episode() {
        List<TraceStep> steps = List.of(
                step(0, FORM, new Action.Type("Ada", 1, true, false), true, "the field holds 'Ada'"),
                step(1, TYPED, new Action.Click(3), false, null),
                step(2, TYPED, new Action.Click(4), true, null),
                step(3, CLOSED, new Action.Done("all done"), null, null));
        return new Trace(Trace.FORMAT, Trace.VERSION, "name Ada and OK", "task", "hand-made", null, List.of("gtk"),
                "success", "", steps);
    }

    @Test
    void aPassedEpisodeLabelsItsEffectiveStepsAndItsStopAndNothingElse() {
        Trace t = StepLabels.label(episode(), new CheckerVerdict("form-ada", true, ""));
        assertThat(t.steps()).extracting(TraceStep::right).containsExactly(true, null, true, true);
        assertThat(t.checker().passed()).isTrue();
    }

    @Test
    void aFailedEpisodeIsKeptWithNoLabelAndCannotBeGivenOne() {
        Trace t = StepLabels.label(episode(), new CheckerVerdict("form-ada", false, "the name is 'Adam'"));
        assertThat(t.steps()).extracting(TraceStep::right).containsOnlyNulls();
        assertThat(t.checker().reason()).isEqualTo("the name is 'Adam'");
        assertThat(StepScorer.score("f.json", t, "oracle", Scorer.oracle().apply(t), Scorer.replayPolicy())).isEmpty();
        List<TraceStep> forged = t.steps().stream().map(TraceStep::labelled).toList();
        assertThatThrownBy(() -> new Trace(t.format(), t.version(), t.goal(), t.brain(), t.screen(), null, t.tags(),
                t.result(), t.reason(), forged, t.checker())).hasMessageContaining("only an episode whose checker passed");
    }

    /** Clicks the first element, whatever the screen and however far it got. */
    private static final Brain CLICKER = new Brain() {
        public Decision decide(String g, Observation o, List<Attempt> h) {
            return Decision.of(new Action.Click(1), "always the first");
        }

        public String describe() {
            return "clicker";
        }
    };

    @Test
    void theOracleGetsEveryStepRightAndABrainThatNeverStopsActsWhereStoppingIsRight() {
        Trace t = StepLabels.label(episode(), new CheckerVerdict("form-ada", true, ""));
        List<Score> oracle = StepScorer.score("e.json", t, "oracle", Scorer.oracle().apply(t), Scorer.replayPolicy());
        assertThat(oracle).extracting(Score::trace).containsExactly("e.json#0", "e.json#2", "e.json#3");
        assertThat(oracle).extracting(Score::verdict).containsOnly(Verdict.CORRECT);
        List<Score> first = StepScorer.score("e.json", t, "first", CLICKER, Scorer.replayPolicy());
        assertThat(first).extracting(Score::verdict).containsExactly(Verdict.INCORRECT, Verdict.INCORRECT, Verdict.FALSE_ACTION);
        List<Score> all = new ArrayList<>(oracle);
        all.addAll(first);
        Scoreboard board = new Scoreboard(List.of("oracle", "first"), all);
        assertThat(board.steps("oracle")).isEqualTo(new Scoreboard.Steps(3, 3, 1, 0, 1, 1));
        assertThat(board.steps("first")).isEqualTo(new Scoreboard.Steps(3, 0, 1, 1, 1, 0));
        assertThat(board.overall().total()).as("steps stay out of the single-screen tally").isZero();
        assertThat(board.negatives("first").total()).isZero();
    }

    @Test
    void theReplayedBrainPursuesTheGoalToldWhatReallyHappenedAtEachStep() {
        Trace t = StepLabels.label(episode(), new CheckerVerdict("form-ada", true, ""));
        List<List<Attempt>> told = new ArrayList<>();
        int[] starts = {0};
        Brain watcher = new Brain() {
            public Decision decide(String g, Observation o, List<Attempt> h) {
                throw new AssertionError("an episode is pursued, not decided screen by screen");
            }

            public Pursuit start(String goal) {
                starts[0]++;
                return (o, h) -> {
                    told.add(h);
                    return Decision.of(new Action.Wait(0), "watching");
                };
            }

            public String describe() {
                return "watcher";
            }
        };
        StepScorer.score("e.json", t, "watcher", watcher, Scorer.replayPolicy());
        assertThat(starts[0]).isEqualTo(1);
        assertThat(told).hasSize(4);
        assertThat(told.get(1)).singleElement().satisfies(a -> {
            assertThat(a.effectSeen()).isTrue();
            assertThat(a.targetLabel()).isEqualTo("Name");
        });
        assertThat(told.get(2).get(1).screenChanged()).isFalse();
    }

    @Test
    void theCheckersVerdictTheEvidenceAndTheLabelsSurviveTheFile(@TempDir Path dir) {
        Trace t = StepLabels.label(episode(), new CheckerVerdict("form-ada", true, ""));
        Traces.write(t, dir.resolve("e.json"));
        Trace back = Traces.read(dir.resolve("e.json"));
        assertThat(back.checker()).isEqualTo(t.checker());
        assertThat(back.steps()).extracting(TraceStep::right).containsExactly(true, null, true, true);
        assertThat(back.steps().get(0).evidence()).isEqualTo("the field holds 'Ada'");
        assertThat(StepScorer.score("e.json", back, "oracle", Scorer.oracle().apply(back), Scorer.replayPolicy()))
                .extracting(Score::verdict).containsOnly(Verdict.CORRECT);
    }

    @Test
    void whatABrainReadsOfAControlIsKeptAndAPasswordStaysMasked() {
        Rect box = new Rect(10, 10, 100, 20);
        List<Element> controls = List.of(
                new Element(1, "Olives", box, Source.AX, 1, Role.CHECKBOX, Set.of(State.CHECKED), "", null, "row 'Toppings'", null),
                new Element(2, "Name", box, Source.AX, 1, Role.TEXT_FIELD, Set.of(State.FOCUSED), "Ada", null, "", null),
                new Element(3, "Password", box, Source.AX, 1, Role.PASSWORD_FIELD, Set.of(), "hunter7", null, "", null),
                new Element(4, "Volume", box, Source.AX, 1, Role.SLIDER, Set.of(), "", new Range(40, 0, 100), "", null));
        Observation seen = new Observation(controls, List.of(), 1280, 800, ScreenMapping.IDENTITY, "ax", "");
        Observation back = TraceObservation.of(seen).toObservation();
        assertThat(back.elements().subList(0, 2)).isEqualTo(controls.subList(0, 2));
        assertThat(back.elements().get(3)).isEqualTo(controls.get(3));
        assertThat(back.elements().get(2).value()).isEqualTo(Action.Type.MASK);
        assertThat(Traces.toJson(new Trace(Trace.FORMAT, Trace.VERSION, "g", "b", "s", null, List.of(), "", "",
                List.of(new TraceStep(0, "c", TraceObservation.of(seen), null, null, null, null, Map.of()))))).doesNotContain("hunter7");
    }

    @Test
    void aMaskedSecretCountsAsTheSameTypingWhenItGoesToTheSameField() {
        Observation login = Screens.of("Code", "Sign in");
        TraceStep typed = step(0, login, new Action.Type(Action.Type.MASK, 1, true, true), true, null);
        TraceStep done = step(1, CLOSED, new Action.Done("in"), null, null);
        Trace t = StepLabels.label(new Trace(Trace.FORMAT, Trace.VERSION, "sign in with the code tulip", "task", "h", null,
                List.of("web"), "success", "", List.of(typed, done)), new CheckerVerdict("login", true, ""));
        Brain typist = new Brain() {
            public Decision decide(String g, Observation o, List<Attempt> h) {
                return h.isEmpty() ? Decision.of(new Action.Type("tulip", 1, true, true), "the password")
                        : Decision.of(new Action.Done("in"), "signed in");
            }

            public String describe() {
                return "typist";
            }
        };
        assertThat(StepScorer.score("l.json", t, "typist", typist, Scorer.replayPolicy()))
                .extracting(Score::verdict).containsExactly(Verdict.CORRECT, Verdict.CORRECT);
    }
}
