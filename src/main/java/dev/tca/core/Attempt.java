package dev.tca.core;

import java.util.Objects;

/**
 * One earlier step as a brain may see it: what was done, to which label, whether the screen
 * changed afterwards (so a brain can avoid repeating an action that did nothing), and whether the
 * effect the brain expected was seen.
 *
 * @param evidence what the screen showed of the expected effect; null when it was not seen or
 *                 nothing was expected
 */
public record Attempt(Action action, String targetLabel, boolean screenChanged, String evidence) {

    public Attempt {
        Objects.requireNonNull(action, "action");
        targetLabel = targetLabel == null ? "" : targetLabel;
    }

    public Attempt(Action action, String targetLabel, boolean screenChanged) {
        this(action, targetLabel, screenChanged, null);
    }

    public boolean effectSeen() {
        return evidence != null;
    }
}
