package dev.tca.platform;

import dev.tca.core.NoScreenException;
import dev.tca.platform.x11.X11Platform;

/** Picks the platform tca runs on, or says honestly that there is none. */
public final class Platforms {

    private Platforms() {
    }

    /** @throws NoScreenException (exit 3) on an OS or display tca cannot drive, naming it */
    public static Platform current() {
        DisplayEnvironment display = DisplayEnvironment.current();
        if (display.kind() == DisplayEnvironment.Kind.OTHER_OS) {
            throw new NoScreenException("tca drives X11 desktops (Linux); " + System.getProperty("os.name")
                    + " is not supported yet");
        }
        if (!display.canCapture()) {
            throw new NoScreenException("--live needs a display: " + display.explain());
        }
        return new X11Platform(display.display(), System.getenv());
    }
}
