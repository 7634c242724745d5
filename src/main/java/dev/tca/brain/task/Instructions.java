package dev.tca.brain.task;

import dev.tca.brain.plan.GoalPlanner;
import dev.tca.core.Element;
import dev.tca.core.Observation;

import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * "Do what the box at the top says", "follow the instructions on the page": the goal points at an
 * instruction the screen shows. That instruction (the longest text on the screen that reads as
 * one) becomes the goal that is planned.
 */
final class Instructions {

    private static final Pattern META = Pattern.compile("(?i)^(?:please\\s+)?(?:do|follow|complete|carry\\s+out|perform|"
            + "execute|obey)\\s+(?:what|whatever|the\\s+(?:instruction|task|step|direction)s?|the\\s+\\S+\\s+(?:instruction|task)s?|"
            + "as)\\b.*");

    private Instructions() {
    }

    static boolean meta(String goal) {
        return META.matcher(goal.strip()).matches();
    }

    /** The instruction the screen shows, if one reads as such. */
    static Optional<String> onScreen(Observation o) {
        return o.elements().stream().filter(e -> !e.role().control())
                .map(Element::label).filter(GoalPlanner::readsAsInstruction)
                .max(Comparator.comparingInt(String::length));
    }
}
