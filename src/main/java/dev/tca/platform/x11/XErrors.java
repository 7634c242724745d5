package dev.tca.platform.x11;

import dev.tca.platform.x11.jna.Xlib;

/**
 * Xlib's default error handler exits the process: a window that closes between two calls would
 * kill tca mid-episode. This handler ignores such errors instead; every caller checks the
 * Status it gets back. Installed once per process, kept reachable so JNA never frees it.
 */
final class XErrors {

    private static final Xlib.ErrorHandler IGNORE = (display, event) -> 0;
    private static boolean installed;

    private XErrors() {
    }

    static synchronized void install(Xlib x) {
        if (!installed) {
            x.XSetErrorHandler(IGNORE);
            installed = true;
        }
    }
}
