package dev.tca.trace;

import java.util.List;
import java.util.Objects;

/**
 * A recorded episode without pixels: what each step saw (the element index), what the brain
 * chose and why, what the policy said, what was executed, and how long it took. Enough to replay
 * any brain over the same screens and score it, on a machine with no display and no model.
 *
 * @param expected the label the first decision should aim at, when known (for scoring)
 */
public record Trace(String format, int version, String goal, String brain, String screen, String expected,
                    List<String> tags, String result, String reason, List<TraceStep> steps) {

    public static final String FORMAT = "tca-trace";
    /** 2: a decision's action is one {@link dev.tca.codec.ActionCodec} object (1 spread it over nullable fields). */
    public static final int VERSION = 2;

    public Trace {
        Objects.requireNonNull(goal, "goal");
        tags = tags == null ? List.of() : List.copyOf(tags);
        steps = steps == null ? List.of() : List.copyOf(steps);
    }
}
