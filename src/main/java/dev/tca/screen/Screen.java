package dev.tca.screen;

import dev.tca.core.Frame;

/** A source of frames: the thing the loop observes. */
public interface Screen {

    /** Takes one picture of the screen now. */
    Frame capture();

    /** A short description for the run header ("example desktop", "image shot.png", "monitor 0 1280x800"). */
    String describe();
}
