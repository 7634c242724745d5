package dev.tca.tasks;

import java.nio.file.Path;

/** Whatever tries the task once the app is open: tca as a subprocess, or the self-check's scripted real input. */
@FunctionalInterface
public interface Agent {

    /** What the attempt left behind: its exit code (-1 when killed at the time-out), its output and its step count. */
    record Attempt(int exitCode, String output, int steps, boolean timedOut) {
    }

    Attempt attempt(TaskSpec task, Path runsDir) throws Exception;
}
