package dev.tca.trace;

import java.util.Objects;

/**
 * What a task's checker said of the episode a trace records, read from the application's own state
 * (a page's posted state, an app's output or exit code), never from tca's own word.
 *
 * @param task   the task's id in the suite
 * @param reason why it failed; empty when it passed
 */
public record CheckerVerdict(String task, boolean passed, String reason) {

    public CheckerVerdict {
        Objects.requireNonNull(task, "task");
        reason = reason == null ? "" : reason;
    }
}
