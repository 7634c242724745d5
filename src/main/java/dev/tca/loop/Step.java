package dev.tca.loop;

import dev.tca.act.Execution;
import dev.tca.core.Decision;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

/**
 * One turn of the loop: what was seen, chosen, allowed and executed, and how long it took.
 *
 * @param frame         the picture this step saw (kept for the runs folder; traces drop it)
 * @param context       where the frame came from, and the window context when live
 * @param decision      null when the brain failed to decide
 * @param verdict       null when nothing reached the policy
 * @param execution     null when nothing was executed
 * @param screenChanged whether the screen differed after the action; null when not executed
 */
public record Step(int index, Frame frame, String context, Observation observation, Decision decision, Verdict verdict, Execution execution,
                   Boolean screenChanged, Timings timings) {
}
