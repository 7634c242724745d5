package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

/** Decides whether one action may run on this screen, and says why. */
public interface Policy {

    Verdict check(Action action, Observation observation);

    /**
     * This rule for a run whose goal the user typed: a rule that reads the goal (a sensitive label the user named
     * is what was asked for) returns a rule for it; the others are the same for every goal.
     */
    default Policy asked(String goal) {
        return this;
    }
}
