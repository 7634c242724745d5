package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

/**
 * Allows at most N actions in an episode, whatever the brain wants. Stateful by design: one
 * instance per episode counts the actions it let through.
 */
public final class StepBudgetRule implements Policy {

    private final int budget;
    private int allowed;

    public StepBudgetRule(int budget) {
        if (budget < 1) {
            throw new IllegalArgumentException("step budget must be at least 1, got " + budget);
        }
        this.budget = budget;
    }

    @Override
    public Verdict check(Action action, Observation observation) {
        if (!action.isInput()) {
            return Verdict.allow("not an input action");
        }
        if (allowed >= budget) {
            return Verdict.deny("step budget of " + budget + " action(s) used up");
        }
        allowed++;
        return Verdict.allow("action " + allowed + " of " + budget);
    }
}
