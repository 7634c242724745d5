package dev.tca.perception;

import dev.tca.core.Frame;

/**
 * One way of finding elements on a frame: OCR, the accessibility tree, the pixel widget detector.
 * A source emits unnumbered candidates (id 0); the {@link Indexer} merges all sources into one menu.
 */
public interface ElementSource extends AutoCloseable {

    SourceRead read(Frame frame);

    /** A one-line description for the run header. */
    String describe();

    @Override
    default void close() {
    }
}
