package dev.tca.core;

/**
 * A way to reach an element other than its pixels, given by a source that can act on it
 * directly (the accessibility tree's object). Opaque to everything but the platform that made it.
 */
public interface ElementHandle {

    /** A short stable text for traces and logs, e.g. the bus name and object path. */
    String describe();
}
