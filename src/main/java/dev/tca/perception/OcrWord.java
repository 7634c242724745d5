package dev.tca.perception;

import dev.tca.core.Rect;

import java.util.Objects;

/**
 * One word an OCR engine read.
 *
 * @param box        in frame pixels
 * @param confidence 0..1
 */
public record OcrWord(String text, Rect box, double confidence) {

    public OcrWord {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(box, "box");
    }
}
