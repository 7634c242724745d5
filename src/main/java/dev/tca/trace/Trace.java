package dev.tca.trace;

import java.util.List;
import java.util.Objects;

/**
 * A recorded episode without pixels: what each step saw (the element index), what the brain
 * chose and why, what the policy said, what was executed, and how long it took. Enough to replay
 * any brain over the same screens and score it, on a machine with no display and no model.
 *
 * @param expected the label the first decision should aim at, when known (for scoring); always null on a
 *                 negative trace, whose tag {@value #NEGATIVE} says the right answer is to act on nothing
 * @param checker  null on a single-screen trace; on a task episode, what the task's checker read from the app's
 *                 state: only a passed episode labels its steps ({@link TraceStep#right()}), see {@link StepLabels}
 */
public record Trace(String format, int version, String goal, String brain, String screen, String expected,
                    List<String> tags, String result, String reason, List<TraceStep> steps, CheckerVerdict checker) {

    public static final String FORMAT = "tca-trace";
    /** 2: a decision's action is one {@link dev.tca.codec.ActionCodec} object (1 spread it over nullable fields). */
    public static final int VERSION = 2;
    /** The tag of a negative trace: the goal's target is not on the screen (or only a look-alike is). */
    public static final String NEGATIVE = "negative";

    public Trace {
        Objects.requireNonNull(goal, "goal");
        tags = tags == null ? List.of() : List.copyOf(tags);
        steps = steps == null ? List.of() : List.copyOf(steps);
        if (tags.contains(NEGATIVE) && expected != null) {
            throw new IllegalArgumentException("a negative trace expects no target, yet names '" + expected + "'");
        }
        if ((checker == null || !checker.passed()) && steps.stream().anyMatch(s -> s.right() != null)) {
            // a failed episode's actions did not lead to the goal: taken as right, they would teach wrong answers
            throw new IllegalArgumentException("only an episode whose checker passed may label its steps");
        }
    }

    public Trace(String format, int version, String goal, String brain, String screen, String expected,
                 List<String> tags, String result, String reason, List<TraceStep> steps) {
        this(format, version, goal, brain, screen, expected, tags, result, reason, steps, null);
    }

    /** A task episode's trace: scored step by step, not on its first decision alone. */
    public boolean episode() {
        return checker != null;
    }

    /** True when the right answer is to act on nothing: any input action here is a false action. */
    public boolean negative() {
        return tags.contains(NEGATIVE);
    }
}
