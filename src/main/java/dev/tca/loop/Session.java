package dev.tca.loop;

import dev.tca.act.Execution;
import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

/**
 * A harness assembled for one screen: look, check an action against the policy, act. The CLI, the
 * MCP server and tests drive it; {@link AgentLoop} drives it for a whole goal.
 */
public interface Session extends AutoCloseable {

    /** Captures the screen now and builds its index. */
    Observed observe();

    /**
     * Captures until two frames in a row are alike or {@code withinMillis} passes: an app may still
     * be repainting after an action, and reading a half-drawn screen makes a verifier lie.
     */
    Observed observeSettled(long withinMillis);

    /** What the policy says of this action on this screen; always with the reason. */
    Verdict check(Action action, Observation observation);

    /** What the policy says of this action in a run for this goal (a sensitive label the goal names is asked for). */
    default Verdict check(Action action, Observation observation, String goal) {
        return check(action, observation);
    }

    /** Carries out an action the policy allowed (or, in a dry run, says what it would do). */
    Execution act(Action action, Observation observation);

    /** True when actions really move the mouse and press keys. */
    boolean isReal();

    /** Releases the screen, the engines and the input connection. */
    @Override
    void close();
}
