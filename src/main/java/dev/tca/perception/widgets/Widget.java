package dev.tca.perception.widgets;

import dev.tca.core.Rect;

import java.util.Objects;

/**
 * One control found on the pixels.
 *
 * @param box        in image pixels, the control's outline
 * @param checked    for check boxes and radio buttons: whether a mark is inside; null for other kinds
 * @param fraction   for sliders: where the knob sits along the track, 0..1; null for other kinds
 * @param empty      for text fields: nothing but perhaps a caret inside; false for other kinds
 * @param confidence 0..1, how clearly the shape matched its kind
 */
public record Widget(Kind kind, Rect box, Boolean checked, Double fraction, boolean empty, double confidence) {

    /** The kinds of control the detector knows. */
    public enum Kind { FIELD, CHECK_BOX, RADIO, SLIDER, BUTTON }

    public Widget {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(box, "box");
        if ((checked != null) != (kind == Kind.CHECK_BOX || kind == Kind.RADIO)) {
            throw new IllegalArgumentException("checked is for check boxes and radios only, not " + kind);
        }
        if ((fraction != null) != (kind == Kind.SLIDER)) {
            throw new IllegalArgumentException("fraction is for sliders only, not " + kind);
        }
        if (fraction != null && (fraction < 0 || fraction > 1)) {
            throw new IllegalArgumentException("fraction must be within 0..1: " + fraction);
        }
        if (empty && kind != Kind.FIELD) {
            throw new IllegalArgumentException("empty is for fields only, not " + kind);
        }
        if (confidence < 0 || confidence > 1) {
            throw new IllegalArgumentException("confidence must be within 0..1: " + confidence);
        }
    }
}
