package dev.tca.tasks;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What the checkers look at after a run: the page's last reported state (null if none), the app's exit code
 * (null while it still runs) and stdout, and tca's printed output (only for answers).
 */
public record Outcome(JsonNode pageState, Integer appExit, String appStdout, String tcaOutput) {

    public Outcome {
        appStdout = appStdout == null ? "" : appStdout;
        tcaOutput = tcaOutput == null ? "" : tcaOutput;
    }
}
