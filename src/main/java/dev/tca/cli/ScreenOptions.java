package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.core.NoScreenException;
import dev.tca.platform.DisplayEnvironment;
import dev.tca.platform.awt.RobotScreen;
import dev.tca.platform.x11.WindowContext;
import dev.tca.platform.x11.X11Windows;
import dev.tca.screen.ExampleDesktop;
import dev.tca.screen.ImageScreen;
import dev.tca.screen.Screen;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** Where frames come from: a screenshot, the built-in example, or the live screen. */
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

    Screen screen() {
        if (image != null && live) {
            throw new BadInputException("choose one screen: --image or --live, not both");
        }
        if (image == null && !live) {
            throw new BadInputException("say where the screen comes from: --image PATH, --image example, or --live");
        }
        if (!window.equals("active") && !window.equals("screen")) {
            throw new BadInputException("--window must be 'active' or 'screen', got '" + window + "'");
        }
        if (window.equals("active") && !live) {
            throw new BadInputException("--window active needs --live");
        }
        if (!(scale > 0 && scale <= 1)) {
            throw new BadInputException("--scale must be in (0, 1], got " + scale);
        }
        if (live) {
            DisplayEnvironment display = DisplayEnvironment.current();
            if (!display.canCapture()) {
                throw new NoScreenException("--live needs a display: " + display.explain());
            }
            return new RobotScreen(monitor, scale, new WindowContext(X11Windows.open(), window.equals("active")));
        }
        if (image.equals("example")) {
            return new ExampleDesktop();
        }
        return new ImageScreen(Path.of(image));
    }
}
