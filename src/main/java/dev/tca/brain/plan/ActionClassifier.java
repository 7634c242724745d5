package dev.tca.brain.plan;

import java.util.Objects;

/** Decides which kind of action one clause asks for, and how sure it is. */
public interface ActionClassifier {

    /** A kind with a confidence in 0..1 and the reason, for the trace. */
    record Guess(Kind kind, double confidence, String reason) {
        public Guess {
            Objects.requireNonNull(kind, "kind");
            if (!(confidence >= 0 && confidence <= 1)) {
                throw new IllegalArgumentException("confidence must be in 0..1, got " + confidence);
            }
        }
    }

    Guess classify(String clause);
}
