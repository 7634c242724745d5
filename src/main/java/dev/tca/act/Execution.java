package dev.tca.act;

import dev.tca.core.Point;

import java.util.Objects;

/**
 * What an executor did (or, in a dry run, would have done).
 *
 * @param performed true when real input was sent
 * @param pixel     the screen pixel aimed at, or null for actions without a target
 */
public record Execution(boolean performed, String summary, Point pixel) {

    public Execution {
        Objects.requireNonNull(summary, "summary");
    }
}
