package dev.tca.perception;

import dev.tca.core.Frame;
import dev.tca.core.Observation;

/** Builds the element index of one frame. */
public interface Detector {

    Observation detect(Frame frame);

    /** A one-line description for the run header, e.g. "tesseract 5.3.0 (eng)". */
    String describe();

    /** How much the last detect read, for the timing line ("14% of the screen, 1 region(s)"); empty if nothing to say. */
    default String lastReadSummary() {
        return "";
    }
}
