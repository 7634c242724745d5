package dev.tca.loop;

import dev.tca.core.Frame;
import dev.tca.core.Observation;

/**
 * One look at the screen: the frame, what perception made of it, and what each part cost.
 *
 * @param fingerprint the frame's digest, computed once ({@link Frame#fingerprint})
 */
public record Observed(Frame frame, Observation observation, long fingerprint, long captureMs, long detectMs) {

    /** Where the frame came from, with the window context when live. */
    public String context() {
        return frame.source();
    }
}
