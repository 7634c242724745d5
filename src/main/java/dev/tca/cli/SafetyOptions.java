package dev.tca.cli;

import dev.tca.session.Config;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** Real input, the kill switch and the grid guard: everything that decides whether anything is touched. Options only. */
final class SafetyOptions {

    @Option(names = "--real-input", description = "Really click and type (with --live, and only with "
            + Config.ALLOW_VARIABLE + "=1 set as well).")
    boolean realInput;

    @Option(names = "--allow-grid", description = "Permit real clicks on blind grid cells.")
    boolean allowGrid;

    @Option(names = "--kill-switch", paramLabel = "PATH", description = "A file whose existence stops the run before "
            + "its next action (default: tca.STOP in the temp folder).")
    Path killSwitch;

    @Option(names = "--settle-ms", defaultValue = "400", paramLabel = "MS",
            description = "Pause after each real action before the screen is read again (default: ${DEFAULT-VALUE}).")
    long settleMillis;

    Path killSwitch() {
        return killSwitch != null ? killSwitch : Config.SafetySpec.defaultKillSwitch();
    }

    Config.SafetySpec spec(int steps) {
        return new Config.SafetySpec(realInput, allowGrid, killSwitch(), steps, settleMillis);
    }
}
