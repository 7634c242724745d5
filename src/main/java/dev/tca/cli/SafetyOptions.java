package dev.tca.cli;

import dev.tca.session.Config;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** Real input and how it goes, the kill switch and the grid guard: everything that decides whether and how anything is touched. Options only. */
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

    @Option(names = "--input", defaultValue = "auto", paramLabel = "pixels|native|auto",
            description = "How real input reaches a control the accessibility tree knows: pixels (always the mouse and "
                    + "keyboard), native (the tree's own press, text and value), auto (pixels, the tree where it is "
                    + "more reliable: sliders, controls scrolled away, a retried click). Default: ${DEFAULT-VALUE}.")
    String input;

    Config.InputSpec input() {
        return new Config.InputSpec(input);
    }

    Path killSwitch() {
        return killSwitch != null ? killSwitch : Config.SafetySpec.defaultKillSwitch();
    }

    Config.SafetySpec spec(int steps) {
        return new Config.SafetySpec(realInput, allowGrid, killSwitch(), steps, settleMillis);
    }
}
