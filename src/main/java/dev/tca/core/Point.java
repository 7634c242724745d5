package dev.tca.core;

/** A pixel position. */
public record Point(int x, int y) {

    @Override
    public String toString() {
        return "(" + x + ", " + y + ")";
    }
}
