package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.platform.sandbox.SandboxSpec;
import dev.tca.session.Config;

import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;

/** A private desktop to drive instead of the user's (issue 14). Options only: the harness starts the sandbox. */
final class SandboxOptions {

    @Option(names = "--sandbox", description = "Drive a private desktop (its own Xvfb and D-Bus session) instead of yours: "
            + "a live screen of its own, so --live is implied; everything it starts ends with tca.")
    boolean sandbox;

    @Option(names = "--sandbox-size", paramLabel = "WxH",
            description = "The sandbox's screen size (default: " + SandboxSpec.DEFAULT_SIZE + ").")
    String size;

    @Option(names = "--launch", paramLabel = "CMD", description = "Start CMD in the sandbox and wait for its window "
            + "(repeatable; words split as a shell would, no shell runs). At the end tca says how each one ended.")
    List<String> launch = new ArrayList<>();

    @Option(names = "--watch", description = "Show the sandbox in a window on your display, with tca's clicks and steps; "
            + "'Take over' pauses tca and lets you drive. Closing the window ends the run.")
    boolean watch;

    @Option(names = "--sandbox-display", paramLabel = "N", description = "Search for a free X display number for the "
            + "sandbox from N (default: " + SandboxSpec.DEFAULT_FIRST_DISPLAY + ").")
    Integer firstDisplay;

    /** The sandbox asked for, or null for the user's own desktop. */
    Config.SandboxSetup setup() {
        if (!sandbox) {
            if (!launch.isEmpty() || watch || size != null || firstDisplay != null) {
                throw new BadInputException((!launch.isEmpty() ? "--launch" : watch ? "--watch"
                        : size != null ? "--sandbox-size" : "--sandbox-display")
                        + " goes with --sandbox (tca starts apps only inside a sandbox, never on your desktop)");
            }
            return null;
        }
        if (firstDisplay != null && (firstDisplay < 1 || firstDisplay > 60000)) {
            throw new BadInputException("--sandbox-display must be in 1..60000, got " + firstDisplay);
        }
        SandboxSpec spec = SandboxSpec.of(size, launch);
        return new Config.SandboxSetup(firstDisplay == null ? spec : spec.withFirstDisplay(firstDisplay), watch);
    }
}
