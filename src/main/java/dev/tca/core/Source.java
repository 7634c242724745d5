package dev.tca.core;

/** Where an element came from: read off the pixels, a blind grid cell, or the accessibility tree. */
public enum Source {
    OCR, GRID, AX;

    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
