package dev.tca.perception.widgets;

import dev.tca.core.Rect;

import java.util.Objects;

/** A piece of OCR text (a word or a phrase) and its box, in the same image pixels as the widgets. */
public record TextBox(String text, Rect box) {

    public TextBox {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(box, "box");
    }
}
