package dev.tca.platform.awt;

import dev.tca.core.Rect;

import java.util.Optional;

/** What the desktop looks like right now, asked before each capture: the region to read and a description. */
public interface CaptureContext {

    /** A snapshot of the context, taken once per capture. */
    Snapshot now();

    /**
     * @param region      the part of the screen to capture (in screen pixels), or empty for the whole monitor
     * @param description the window context for the step line, e.g. the active window's title and geometry
     */
    record Snapshot(Optional<Rect> region, String description) {
    }

    CaptureContext NONE = () -> new Snapshot(Optional.empty(), "");
}
