package dev.tca.loop;

import java.util.List;
import java.util.Objects;

/**
 * A whole run: the goal, the brain's plan, every step, and how and why it ended.
 *
 * @param plan   the brain's plan, one line a sub-goal; empty for brains that do not plan
 * @param answer the answer to a question goal, read off the screen; null otherwise
 */
public record Episode(String goal, List<String> plan, List<Step> steps, Result result, String reason, String answer) {

    public Episode {
        Objects.requireNonNull(goal, "goal");
        plan = List.copyOf(plan);
        steps = List.copyOf(steps);
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(reason, "reason");
    }

    public Episode(String goal, List<Step> steps, Result result, String reason) {
        this(goal, List.of(), steps, result, reason, null);
    }
}
