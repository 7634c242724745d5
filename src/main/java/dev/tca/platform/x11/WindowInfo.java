package dev.tca.platform.x11;

import dev.tca.core.Rect;

/**
 * One top-level window as X11 describes it.
 *
 * @param id       the X window id
 * @param title    _NET_WM_NAME (UTF-8) or WM_NAME; empty when it has none
 * @param appClass the class half of WM_CLASS ("Zenity", "Mousepad"); empty when unset
 * @param bounds   where it is, in root (screen) pixels
 */
public record WindowInfo(long id, String title, String appClass, Rect bounds) {

    @Override
    public String toString() {
        return "'" + title + "' (" + (appClass.isEmpty() ? "no class" : appClass) + ") " + bounds.width() + "x"
                + bounds.height() + " at " + bounds.x() + "," + bounds.y();
    }
}
