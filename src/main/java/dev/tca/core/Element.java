package dev.tca.core;

import java.util.Objects;

/**
 * One numbered thing on the screen a brain can choose.
 *
 * @param id         its number in the menu, from 1
 * @param box        where it is, in screen pixels
 * @param confidence how sure the detector is, 0..1
 */
public record Element(int id, String label, Rect box, Source source, double confidence) {

    public Element {
        if (id < 1) {
            throw new IllegalArgumentException("element id must be >= 1, got " + id);
        }
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(source, "source");
        if (confidence < 0 || confidence > 1) {
            throw new IllegalArgumentException("confidence must be in 0..1, got " + confidence);
        }
    }

    public Point center() {
        return box.center();
    }
}
