package dev.tca.core;

import java.util.Objects;

/**
 * What a brain chose and why.
 *
 * @param confidence how sure the brain is, 0..1, or null when it does not say
 * @param expect     what the action should visibly do, checked on the next observation; null when
 *                   the brain predicts nothing
 */
public record Decision(Action action, String reason, Double confidence, Expectation expect) {

    public Decision {
        Objects.requireNonNull(action, "action");
        reason = reason == null ? "" : reason;
        if (confidence != null && (confidence < 0 || confidence > 1 || confidence.isNaN())) {
            throw new IllegalArgumentException("confidence must be in 0..1, got " + confidence);
        }
    }

    public Decision(Action action, String reason, Double confidence) {
        this(action, reason, confidence, null);
    }

    public static Decision of(Action action, String reason) {
        return new Decision(action, reason, null, null);
    }

    public Decision expecting(Expectation expectation) {
        return new Decision(action, reason, confidence, expectation);
    }
}
