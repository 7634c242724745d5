package dev.tca.trace;

import dev.tca.brain.Brain;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.BrainException;
import dev.tca.core.Decision;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.policy.Policy;

import java.util.ArrayList;
import java.util.List;

/**
 * Scores a brain on a task episode's trace step by step. The brain pursues the goal over the recorded
 * screens in order, told after each step what was really done there (the recorded action, whether the
 * screen changed, the effect seen): the history it would have had live. Each step labelled right is
 * judged: the same action as the recorded one is correct; on the closing stop, stopping is correct and
 * any input action is a false action (the app's state was already the goal's). Unlabelled steps feed
 * the history only.
 */
public final class StepScorer {

    /** The tag of every step score, which keeps them apart from the single-screen traces' tallies. */
    public static final String STEP = "step";
    /** Added to a step score whose right action is to stop. */
    public static final String STOP = "stop";

    private StepScorer() {
    }

    /** One score per labelled step, named {@code NAME#INDEX}; none when the episode's checker failed. */
    public static List<Score> score(String name, Trace trace, String brainName, Brain brain, Policy policy) {
        List<Score> out = new ArrayList<>();
        if (!trace.episode() || !trace.checker().passed()) {
            return out;
        }
        Brain.Pursuit pursuit = brain.start(trace.goal());
        List<Attempt> history = new ArrayList<>();
        for (TraceStep step : trace.steps()) {
            Observation o = step.observation().toObservation();
            Decision d;
            String error = null;
            try {
                d = pursuit.next(o, List.copyOf(history));
            } catch (BrainException e) {
                d = null;
                error = e.getMessage();
            }
            if (Boolean.TRUE.equals(step.right())) {
                out.add(judge(name + "#" + step.index(), trace, step, o, brainName, d, error, policy));
            }
            if (step.decision() != null && step.execution() != null) {
                history.add(new Attempt(step.decision().action(), step.decision().targetLabel(),
                        !Boolean.FALSE.equals(step.screenChanged()), step.evidence()));
            }
        }
        return out;
    }

    private static Score judge(String name, Trace trace, TraceStep step, Observation o, String brainName, Decision d,
                               String error, Policy policy) {
        Action want = step.decision().action();
        boolean stop = want instanceof Action.Done;
        List<String> tags = new ArrayList<>(trace.tags());
        tags.add(STEP);
        if (stop) {
            tags.add(STOP);
        }
        String expected = shown(want, step.decision().targetLabel());
        if (d == null || d.action() instanceof Action.Fail) {
            return new Score(name, brainName, trace.goal(), expected, null, Verdict.NO_DECISION,
                    d == null ? error : d.reason(), d == null ? null : d.confidence(), tags);
        }
        Action got = d.action();
        String chosen = shown(got, got.target().flatMap(o::element).map(e -> e.label()).orElse(null));
        if (got instanceof Action.Done done) {
            boolean right = stop && sameAnswer(((Action.Done) want).answer(), done.answer());
            return new Score(name, brainName, trace.goal(), expected, chosen, right ? Verdict.CORRECT : Verdict.INCORRECT,
                    stop ? "" : "stopped before the goal was reached", d.confidence(), tags);
        }
        var verdict = policy.check(got, o);
        if (stop && got.isInput()) {
            return new Score(name, brainName, trace.goal(), expected, chosen, Verdict.FALSE_ACTION,
                    "acted after the goal was reached", d.confidence(), tags);
        }
        if (!verdict.allowed()) {
            return new Score(name, brainName, trace.goal(), expected, chosen, Verdict.REFUSED,
                    "harness refused it: " + verdict.reason(), d.confidence(), tags);
        }
        return new Score(name, brainName, trace.goal(), expected, chosen, same(want, got) ? Verdict.CORRECT : Verdict.INCORRECT,
                "", d.confidence(), tags);
    }

    /** The same action; a recorded secret is masked, so only where it went and that it stayed secret can be compared. */
    private static boolean same(Action want, Action got) {
        if (want instanceof Action.Type w && w.secret() && got instanceof Action.Type g) {
            return g.secret() && java.util.Objects.equals(w.element(), g.element()) && w.replace() == g.replace();
        }
        return want.equals(got);
    }

    private static boolean sameAnswer(String want, String got) {
        return want == null ? got == null : got != null && Labels.same(want, got);
    }

    /** "click #4 'Save'", "done": the action as a person reads it (a secret's text stays masked by describe()). */
    static String shown(Action a, String label) {
        return label == null ? a.describe() : a.describe() + " '" + label + "'";
    }
}
