package dev.tca.platform.x11;

import dev.tca.platform.DisplayLoss;
import dev.tca.platform.x11.jna.Xlib;

/**
 * Xlib's default error handler exits the process: a window that closes between two calls would
 * kill tca mid-episode. This handler ignores such errors instead; every caller checks the
 * Status it gets back. A lost connection (the X server died) is fatal to Xlib whatever we do, so
 * its handler hands the news to {@link DisplayLoss}, whose listener can save the run and say so
 * before the process ends, instead of Xlib's silent exit 1. Installed once per process, kept
 * reachable so JNA never frees them.
 */
final class XErrors {

    private static final Xlib.ErrorHandler IGNORE = (display, event) -> 0;
    private static final Xlib.IOErrorHandler LOST = display -> {
        DisplayLoss.report("the X server " + System.getenv("DISPLAY") + " closed the connection (it stopped or crashed)");
        return 0;
    };
    private static boolean installed;

    private XErrors() {
    }

    static synchronized void install(Xlib x) {
        if (!installed) {
            x.XSetErrorHandler(IGNORE);
            installed = true;
        }
        claimConnectionLoss(x);
    }

    /**
     * Sets the connection-loss handler again: AWT's toolkit, started by the capture Robot, sets its own
     * (which prints nothing useful and lets Xlib exit 1). Only this one: AWT relies on its error handler.
     */
    static void claimConnectionLoss(Xlib x) {
        x.XSetIOErrorHandler(LOST);
    }
}
