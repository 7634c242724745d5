package dev.tca.trace;

import dev.tca.brain.Brain;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import java.util.List;

/**
 * The oracle of a task episode: step after step it gives back the decisions the passing episode made.
 * Like {@link OracleBrain} it proves the step scorer, not a skill.
 */
public final class RecordedOracle implements Brain {

    private final Trace trace;

    public RecordedOracle(Trace trace) {
        this.trace = trace;
    }

    /** Out of a pursuit, the step is the first whose screen is this one. */
    @Override
    public Decision decide(String goal, Observation observation, List<Attempt> history) {
        for (TraceStep s : trace.steps()) {
            if (s.observation().toObservation().equals(observation)) {
                return recorded(s);
            }
        }
        return Decision.of(new Action.Fail("this screen is not in the trace"), "this screen is not in the trace");
    }

    @Override
    public Pursuit start(String goal) {
        return new Pursuit() {
            private int next;

            @Override
            public Decision next(Observation observation, List<Attempt> history) {
                return next < trace.steps().size() ? recorded(trace.steps().get(next++)) : decide(goal, observation, history);
            }
        };
    }

    private static Decision recorded(TraceStep s) {
        if (s.decision() == null) {
            return Decision.of(new Action.Fail("no decision was recorded here"), "no decision was recorded here");
        }
        return new Decision(s.decision().action(), "the recorded episode did this", s.decision().confidence(), null);
    }

    @Override
    public String describe() {
        return "oracle (the recorded episode)";
    }
}
