package dev.tca.loop;

import java.util.List;
import java.util.Objects;

/** A whole run: the goal, every step, and how and why it ended. */
public record Episode(String goal, List<Step> steps, Result result, String reason) {

    public Episode {
        Objects.requireNonNull(goal, "goal");
        steps = List.copyOf(steps);
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(reason, "reason");
    }
}
