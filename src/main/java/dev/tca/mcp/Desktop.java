package dev.tca.mcp;

import dev.tca.act.Execution;
import dev.tca.core.Action;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.doctor.Check;
import dev.tca.loop.Episode;
import dev.tca.policy.Policy;

import java.util.List;
import java.util.Objects;

/**
 * What the MCP tools need from a desktop: look, check, act, and the rest. Kept small so it can sit
 * over whatever composes tca's parts: today a harness session.
 */
public interface Desktop {

    /** One capture of the screen and its element index. */
    Seen observe();

    /** The same, once two captures in a row are alike: after real input an app may still be repainting. */
    Seen observeSettled();

    /** The rules in force for one tool call, with its own budget of input actions. */
    Policy policy(int budget);

    /** Carries out an action the policy allowed; after real input, returns once the screen has settled. */
    Execution act(Action action, Observation observation);

    /** True when actions really move the mouse and press keys. */
    boolean realInput();

    List<Window> windows();

    List<Check> doctor();

    /** A whole episode: observe, decide, check, act, verify, within the goal's step budget. */
    Episode runGoal(Goal goal);

    /** A frame and what the detector saw on it. */
    record Seen(Frame frame, Observation observation) {
        public Seen {
            Objects.requireNonNull(frame, "frame");
            Objects.requireNonNull(observation, "observation");
        }
    }

    /** A top-level window. */
    record Window(long id, String title, String application, Rect box, boolean active) {
    }

    /**
     * @param verifyText texts that must be on the screen after an action for a success
     * @param verifyGone texts, seen at the start, that must have gone for a success
     */
    record Goal(String goal, String brain, int steps, List<String> verifyText, List<String> verifyGone) {
        public Goal {
            Objects.requireNonNull(goal, "goal");
            Objects.requireNonNull(brain, "brain");
            verifyText = List.copyOf(verifyText);
            verifyGone = List.copyOf(verifyGone);
            if (steps < 1) {
                throw new IllegalArgumentException("steps must be at least 1, got " + steps);
            }
        }
    }
}
