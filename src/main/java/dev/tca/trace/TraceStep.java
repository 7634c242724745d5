package dev.tca.trace;

import java.util.List;
import java.util.Map;

/**
 * One recorded step.
 *
 * @param decision  null when the brain gave none
 * @param verdict   null when nothing reached the policy
 * @param execution null when nothing was executed
 */
public record TraceStep(int index, String context, TraceObservation observation, TraceDecision decision,
                        TraceVerdict verdict, TraceExecution execution, Boolean screenChanged,
                        Map<String, Long> timingsMs) {

    public record TraceVerdict(boolean allowed, String reason) {
    }

    public record TraceExecution(boolean performed, String summary, List<Integer> pixel) {
    }
}
