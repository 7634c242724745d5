package dev.tca.tasks;

import java.nio.file.Path;

/** One task's outcome: pass or fail with the checker's reason, the steps taken against the minimum, the time. */
public record TaskResult(TaskSpec task, boolean passed, String reason, int steps, double seconds, int tcaExit,
                         Path runsDir) {
}
