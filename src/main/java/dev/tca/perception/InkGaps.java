package dev.tca.perception;

import dev.tca.core.Rect;

import java.awt.image.BufferedImage;

/**
 * Measures the empty space between two words on the picture itself, not from their boxes: an
 * OCR engine sometimes cuts a word's box short ("Save" of "Saved"), which would fake a wide gap.
 * A column counts as empty when its pixels between the words' tops and bottoms are all alike.
 */
public final class InkGaps {

    /** Luminance spread below which a column segment is plain background. */
    private static final int FLAT = 40;

    private final BufferedImage image;

    public InkGaps(BufferedImage image) {
        this.image = image;
    }

    /** The number of empty columns between the right edge of {@code left} and the left edge of {@code right}. */
    public int emptyColumns(Rect left, Rect right) {
        int x0 = Math.max(0, left.right());
        int x1 = Math.min(image.getWidth(), right.x());
        int y0 = Math.max(0, Math.min(left.y(), right.y()));
        int y1 = Math.min(image.getHeight(), Math.max(left.bottom(), right.bottom()));
        int empty = 0;
        for (int x = x0; x < x1; x++) {
            int min = 255;
            int max = 0;
            for (int y = y0; y < y1; y++) {
                int rgb = image.getRGB(x, y);
                int lum = (((rgb >> 16) & 0xff) * 3 + ((rgb >> 8) & 0xff) * 6 + (rgb & 0xff)) / 10;
                min = Math.min(min, lum);
                max = Math.max(max, lum);
            }
            if (max - min < FLAT) {
                empty++;
            }
        }
        return empty;
    }
}
