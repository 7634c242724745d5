package dev.tca.trace;

import java.util.List;
import java.util.Map;

/**
 * One recorded step.
 *
 * @param decision  null when the brain gave none
 * @param verdict   null when nothing reached the policy
 * @param execution null when nothing was executed
 * @param evidence  what the next screen showed of the decision's expected effect; null when not seen or not asked
 *                  (a replayed brain that plans moves on through its plan by it, as it did live)
 * @param right     true when the recorded decision is the right one here (a step of an episode whose checker
 *                  passed, see {@link StepLabels}); null when the step is not scored
 */
public record TraceStep(int index, String context, TraceObservation observation, TraceDecision decision,
                        TraceVerdict verdict, TraceExecution execution, Boolean screenChanged,
                        Map<String, Long> timingsMs, String evidence, Boolean right) {

    public TraceStep {
        if (Boolean.FALSE.equals(right)) {
            throw new IllegalArgumentException("step " + index + ": right is true or absent, never false");
        }
        if (right != null && decision == null) {
            throw new IllegalArgumentException("step " + index + " is labelled right but records no decision");
        }
    }

    public TraceStep(int index, String context, TraceObservation observation, TraceDecision decision,
                     TraceVerdict verdict, TraceExecution execution, Boolean screenChanged, Map<String, Long> timingsMs) {
        this(index, context, observation, decision, verdict, execution, screenChanged, timingsMs, null, null);
    }

    public TraceStep labelled() {
        return new TraceStep(index, context, observation, decision, verdict, execution, screenChanged, timingsMs, evidence, true);
    }

    public record TraceVerdict(boolean allowed, String reason) {
    }

    public record TraceExecution(boolean performed, String summary, List<Integer> pixel) {
    }
}
