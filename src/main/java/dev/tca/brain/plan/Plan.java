package dev.tca.brain.plan;

import java.util.List;
import java.util.Objects;

/** A goal and the sub-goals it was read into, in the order the loop should do them. */
public record Plan(String goal, List<SubGoal> steps) {

    public Plan {
        Objects.requireNonNull(goal, "goal");
        steps = List.copyOf(steps);
    }

    /** One numbered line per step; passwords masked. */
    public String describe() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < steps.size(); i++) {
            s.append(i + 1).append(". ").append(steps.get(i).describe()).append('\n');
        }
        return s.toString();
    }

    /** The steps only: the goal may hold a password in plain words. */
    @Override
    public String toString() {
        return "Plan[" + steps + "]";
    }
}
