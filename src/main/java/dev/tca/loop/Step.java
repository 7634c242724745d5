package dev.tca.loop;

import dev.tca.act.Execution;
import dev.tca.core.Decision;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

/**
 * One turn of the loop: what was seen, chosen, allowed and executed, what the screen showed of
 * the expected effect, and how long it took.
 *
 * @param frame         the picture this step saw, for the runs folder while the step is reported;
 *                      null once the episode keeps the step (an episode holds no pixels)
 * @param context       where the frame came from, and the window context when live
 * @param decision      null when the brain failed to decide
 * @param verdict       null when nothing reached the policy
 * @param execution     null when nothing was executed
 * @param screenChanged whether the screen differed after the action; null when not executed
 * @param evidence      what the next screen showed of the expected effect; null when not seen or not asked
 */
public record Step(int index, Frame frame, String context, Observation observation, Decision decision, Verdict verdict,
                   Execution execution, Boolean screenChanged, String evidence, Timings timings) {

    public Step withoutFrame() {
        return new Step(index, null, context, observation, decision, verdict, execution, screenChanged, evidence, timings);
    }
}
