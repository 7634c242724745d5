package dev.tca.trace;

import dev.tca.brain.Brain;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.BrainException;
import dev.tca.core.Decision;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.policy.BlindClickRule;
import dev.tca.policy.KeyChordRule;
import dev.tca.policy.LabelRule;
import dev.tca.policy.Policies;
import dev.tca.policy.Policy;
import dev.tca.policy.TypedTextRule;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Replays a brain over a trace's recorded screens (nothing captured, nothing clicked) and judges
 * its first decision against the expected label. The policy a live run would apply is asked too:
 * a refused choice is still that choice, and is flagged rather than counted as a clean success. On a
 * negative trace any input action is a false action, refused or not: a brain that reaches for a
 * look-alike has already failed, whatever a rule would have caught.
 */
public final class Scorer {

    /** The rules that do not depend on the machine: what a real-input run would refuse. */
    public static Policy replayPolicy() {
        return new Policies(List.of(new KeyChordRule(), new TypedTextRule(), new LabelRule(), new BlindClickRule(true, false)));
    }

    private Scorer() {
    }

    /**
     * Every recorded step replayed: the brain pursues the goal over the recorded screens in order, its
     * decision on each given the recorded steps before it (what was done, whether the screen changed, the
     * effect seen), as a live run would have told it.
     */
    public static List<Replayed> replay(Trace trace, Brain brain) {
        List<Replayed> out = new ArrayList<>();
        List<Attempt> history = new ArrayList<>();
        Brain.Pursuit pursuit = brain.start(trace.goal());
        for (TraceStep step : trace.steps()) {
            Observation o = step.observation().toObservation();
            try {
                out.add(new Replayed(step.index(), o, pursuit.next(o, List.copyOf(history)), null));
            } catch (BrainException e) {
                out.add(new Replayed(step.index(), o, null, e.getMessage()));
            }
            if (step.decision() != null && step.execution() != null) {
                history.add(new Attempt(step.decision().action(), step.decision().targetLabel(),
                        !Boolean.FALSE.equals(step.screenChanged()), step.evidence()));
            }
        }
        return out;
    }

    public record Replayed(int index, Observation observation, Decision decision, String error) {
    }

    /** Scores the brain's first decision on the trace; on a negative trace, whether it kept its hands off. */
    public static Score score(String name, Trace trace, String brainName, Brain brain, Policy policy) {
        Observation o = trace.steps().get(0).observation().toObservation();
        String expected = trace.expected();
        Decision d;
        try {
            d = brain.decide(trace.goal(), o, List.of());
        } catch (BrainException e) {
            return new Score(name, brainName, trace.goal(), expected, null, abstained(trace, Verdict.NO_DECISION),
                    e.getMessage(), null, trace.tags());
        }
        Action a = d.action();
        if (a instanceof Action.Done || a instanceof Action.Fail) {
            return new Score(name, brainName, trace.goal(), expected, null, abstained(trace, Verdict.NO_DECISION), d.reason(),
                    d.confidence(), trace.tags());
        }
        String chosen = a.target().flatMap(o::element).map(e -> e.label()).orElse(a.describe());
        var verdict = policy.asked(trace.goal()).check(a, o); // as a live run for this goal would ask it
        if (trace.negative()) {
            return new Score(name, brainName, trace.goal(), null, chosen, Verdict.FALSE_ACTION,
                    verdict.allowed() ? d.reason() : "harness would refuse it: " + verdict.reason(), d.confidence(), trace.tags());
        }
        boolean right = expected != null && Labels.same(chosen, expected);
        if (!verdict.allowed()) {
            return new Score(name, brainName, trace.goal(), expected, chosen, Verdict.REFUSED,
                    "harness refused it: " + verdict.reason(), d.confidence(), trace.tags());
        }
        return new Score(name, brainName, trace.goal(), expected, chosen, right ? Verdict.CORRECT : Verdict.INCORRECT,
                "", d.confidence(), trace.tags());
    }

    /** Stopping is the right answer on a negative trace and a miss on a positive one. */
    private static Verdict abstained(Trace trace, Verdict onPositive) {
        return trace.negative() ? Verdict.ABSTAINED : onPositive;
    }

    /** Scores the decision the trace itself recorded (the brain that ran), as `--expected` does on the spot. */
    public static Score recorded(String name, Trace trace) {
        TraceStep first = trace.steps().get(0);
        TraceDecision d = first.decision();
        if (d == null || d.action() instanceof Action.Done || d.action() instanceof Action.Fail) {
            return new Score(name, trace.brain(), trace.goal(), trace.expected(), null, abstained(trace, Verdict.NO_DECISION),
                    d == null ? "no decision" : d.reason(), null, trace.tags());
        }
        String chosen = d.targetLabel() != null ? d.targetLabel() : d.action().describe();
        if (trace.negative()) {
            return new Score(name, trace.brain(), trace.goal(), null, chosen, Verdict.FALSE_ACTION, d.reason(),
                    d.confidence(), trace.tags());
        }
        boolean right = trace.expected() != null && Labels.same(chosen, trace.expected());
        if (first.verdict() != null && !first.verdict().allowed()) {
            return new Score(name, trace.brain(), trace.goal(), trace.expected(), chosen, Verdict.REFUSED,
                    "harness refused it: " + first.verdict().reason(), d.confidence(), trace.tags());
        }
        return new Score(name, trace.brain(), trace.goal(), trace.expected(), chosen,
                right ? Verdict.CORRECT : Verdict.INCORRECT, "", d.confidence(), trace.tags());
    }

    /** Named brain factories; the oracle is built per trace because it knows the answer. */
    public static Function<Trace, Brain> oracle() {
        return t -> t.episode() ? new RecordedOracle(t) : new OracleBrain(t.expected() == null ? "" : t.expected());
    }
}
