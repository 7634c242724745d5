package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.platform.sandbox.SandboxBench;
import dev.tca.platform.sandbox.SandboxSpec;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** tca bench sandbox: how long a sandbox takes to come up and go, and the watch window's frame rate (logic in the sandbox package). */
@Command(name = "sandbox", mixinStandardHelpOptions = true,
        description = "Start and end a sandbox (Xvfb + D-Bus + an xmessage window) N times: ready and teardown median "
                + "and p90; then the watch window's frame rate on this display (skipped without one).")
final class SandboxBenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--runs", defaultValue = "10", paramLabel = "N", description = "How many sandboxes (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--first-display", defaultValue = "" + SandboxSpec.DEFAULT_FIRST_DISPLAY, paramLabel = "N",
            description = "Search for a free display number from here (default: ${DEFAULT-VALUE}).")
    int firstDisplay;

    @Override
    public Integer call() {
        if (runs < 1) {
            throw new BadInputException("--runs must be at least 1, got " + runs);
        }
        if (firstDisplay < 1 || firstDisplay > 60000) {
            throw new BadInputException("--first-display must be in 1..60000, got " + firstDisplay);
        }
        SandboxBench.run(runs, spec.commandLine().getOut(), firstDisplay);
        return ExitCodes.SUCCESS;
    }
}
