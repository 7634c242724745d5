package dev.tca.core;

import java.util.Objects;

/**
 * One earlier step as a brain may see it: what was done, to which label, and whether the screen
 * changed afterwards (so a brain can avoid repeating an action that did nothing).
 */
public record Attempt(Action action, String targetLabel, boolean screenChanged) {

    public Attempt {
        Objects.requireNonNull(action, "action");
        targetLabel = targetLabel == null ? "" : targetLabel;
    }
}
