package dev.tca.platform.awt;

import dev.tca.core.Rect;
import dev.tca.core.WindowRef;

import java.util.Optional;

/** What the desktop looks like right now, asked before each capture: the region to read and a description. */
public interface CaptureContext {

    /** A snapshot of the context, taken once per capture. */
    Snapshot now();

    /**
     * @param region      the part of the screen to capture (in screen pixels), or empty for the whole monitor
     * @param description the window context for the step line, e.g. the active window's title and geometry
     * @param active      the active window, or null when unknown
     */
    record Snapshot(Optional<Rect> region, String description, WindowRef active) {

        public Snapshot(Optional<Rect> region, String description) {
            this(region, description, null);
        }
    }

    CaptureContext NONE = () -> new Snapshot(Optional.empty(), "");
}
