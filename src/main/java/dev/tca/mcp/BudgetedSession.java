package dev.tca.mcp;

import dev.tca.act.Execution;
import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;
import dev.tca.loop.Observed;
import dev.tca.loop.Session;
import dev.tca.policy.StepBudgetRule;

/**
 * A session whose policy also counts input actions against a budget of its own: the server's
 * session lives as long as the server, but each tool call gets a fresh budget. Closing it leaves
 * the session open.
 */
final class BudgetedSession implements Session {

    private final Session session;
    private final StepBudgetRule budget;

    BudgetedSession(Session session, int budget) {
        this.session = session;
        this.budget = new StepBudgetRule(budget);
    }

    @Override
    public Observed observe() {
        return session.observe();
    }

    @Override
    public Observed observeSettled(long withinMillis) {
        return session.observeSettled(withinMillis);
    }

    /** The session's rules first; the budget counts only what they allow. */
    @Override
    public Verdict check(Action action, Observation observation) {
        Verdict v = session.check(action, observation);
        return v.allowed() ? budget.check(action, observation) : v;
    }

    @Override
    public Execution act(Action action, Observation observation) {
        return session.act(action, observation);
    }

    @Override
    public boolean isReal() {
        return session.isReal();
    }

    @Override
    public void close() {
        // the server's session outlives one call
    }
}
