package dev.tca.core;

import java.util.Locale;

/**
 * Where an element came from: read off the pixels (OCR), the accessibility tree (AX), both at once
 * (AX_OCR: a tree control whose name OCR also read, or OCR text naming a nameless control), a
 * shape found in the pixels (WIDGET), or a blind grid cell.
 */
public enum Source {
    OCR, GRID, AX, AX_OCR, WIDGET;

    /** As written in menus and traces: "ocr", "ax+ocr". */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '+');
    }

    public static Source ofWire(String name) {
        return valueOf(name.strip().toUpperCase(Locale.ROOT).replace('+', '_'));
    }
}
