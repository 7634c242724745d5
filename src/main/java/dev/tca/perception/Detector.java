package dev.tca.perception;

import dev.tca.core.Frame;
import dev.tca.core.Observation;

/**
 * Builds the numbered element index of one frame. What the read cost comes back with the result
 * ({@link Observation#summary()}), never through a second call.
 */
public interface Detector extends AutoCloseable {

    Observation detect(Frame frame);

    /** A one-line description for the run header, e.g. "tesseract 5.3.0 (eng)". */
    String describe();

    /** Releases native engines; a detector without any does nothing. */
    @Override
    default void close() {
    }
}
