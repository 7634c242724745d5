package dev.tca.core;

import java.util.Objects;

/**
 * The window a frame was captured in: what the platform says about the active window.
 *
 * @param id     the platform's window id (an X window id), 0 when unknown
 * @param app    the application ("Zenity", "Chromium"); empty when unknown
 * @param title  the window's title; empty when it has none
 * @param bounds where it is, in screen pixels
 */
public record WindowRef(long id, String app, String title, Rect bounds) {

    public WindowRef {
        app = app == null ? "" : app;
        title = title == null ? "" : title;
        Objects.requireNonNull(bounds, "bounds");
    }

    /** What identifies the window for caching: its id and geometry, not its title, which apps change freely. */
    public String key() {
        return id + "@" + bounds;
    }

    @Override
    public String toString() {
        return "'" + title + "' (" + (app.isEmpty() ? "no class" : app) + ") " + bounds.width() + "x" + bounds.height()
                + " at " + bounds.x() + "," + bounds.y();
    }
}
