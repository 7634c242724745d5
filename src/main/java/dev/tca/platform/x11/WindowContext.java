package dev.tca.platform.x11;

import dev.tca.core.Rect;
import dev.tca.core.WindowRef;
import dev.tca.platform.awt.CaptureContext;

import java.util.List;
import java.util.Optional;

/**
 * The X11 window context of each capture: the active window and how many top-level windows
 * there are; with {@code activeOnly}, also the region to read: the active window plus a small
 * margin, so text on the desktop and in background windows does not distract the brain.
 */
public final class WindowContext implements CaptureContext {

    static final int MARGIN = 8;

    private final X11Windows windows;
    private final boolean activeOnly;

    public WindowContext(X11Windows windows, boolean activeOnly) {
        this.windows = windows;
        this.activeOnly = activeOnly;
    }

    @Override
    public Snapshot now() {
        List<WindowInfo> all = windows.topLevel();
        Optional<WindowInfo> active = windows.active();
        String description = active.map(w -> "active window " + w).orElse("no active window")
                + "; " + all.size() + " top-level window(s)";
        WindowRef ref = active.map(w -> new WindowRef(w.id(), w.appClass(), w.title(), w.bounds())).orElse(null);
        if (!activeOnly) {
            return new Snapshot(Optional.empty(), description, ref);
        }
        if (active.isEmpty()) {
            return new Snapshot(Optional.empty(), description + " (so the whole monitor is read)", null);
        }
        Rect b = active.get().bounds();
        Rect grown = new Rect(b.x() - MARGIN, b.y() - MARGIN, b.width() + 2 * MARGIN, b.height() + 2 * MARGIN);
        return new Snapshot(Optional.of(grown), description, ref);
    }
}
