package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.session.Config;

import picocli.CommandLine.Option;

/** Where frames come from: a screenshot, the built-in example, or the live screen. Options only: the harness builds. */
final class ScreenOptions {

    @Option(names = "--image", paramLabel = "PATH|example",
            description = "Replay a screenshot (PNG/JPEG), or 'example' for the built-in example desktop.")
    String image;

    @Option(names = "--live", description = "Capture the real screen (a dry run unless --real-input).")
    boolean live;

    @Option(names = "--monitor", defaultValue = "-1", paramLabel = "N", description = "Monitor to capture with --live (default: the primary).")
    int monitor;

    @Option(names = "--scale", defaultValue = "1.0", paramLabel = "F",
            description = "Downscale live frames by F in (0, 1]; clicks still land on exact screen pixels.")
    double scale;

    @Option(names = "--window", defaultValue = "screen", paramLabel = "active|screen",
            description = "With --live: read only the active window (plus a small margin), or the whole monitor (default).")
    String window;

    Config.ScreenSpec spec() {
        return spec(null);
    }

    /** With a sandbox the screen is live whatever was typed: the sandbox's own. */
    Config.ScreenSpec spec(Config.SandboxSetup sandbox) {
        if (!window.equals("active") && !window.equals("screen")) {
            throw new BadInputException("--window must be 'active' or 'screen', got '" + window + "'");
        }
        return new Config.ScreenSpec(image, live || sandbox != null, monitor, scale, window.equals("active"));
    }
}
