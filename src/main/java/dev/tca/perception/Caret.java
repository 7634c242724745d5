package dev.tca.perception;

/**
 * The text caret of a focused field, found and erased in its interior before OCR: Tesseract reads
 * the thin bar as "I", "l" or "|", so an empty focused field seemed to hold "|" and a typed
 * "ada@example.org" read "ada@example.ord" (the bar glued to the g).
 *
 * <p>The caret is the rightmost ink, at most {@link #MAX_WIDTH} columns wide, each column solid
 * over its height, and it spans the whole line: from at least the top of the tallest letter to at
 * least the bottom of the lowest, and taller than the text by {@link #TALLER} pixels. A letter
 * that looks like it ("l", "I", "1") ends on the baseline and does not reach below the text, so it
 * is kept. Alone in an empty field it must still span half the interior.
 */
final class Caret {

    /** Chromium and GTK draw the caret 1 px wide; 2 with anti-aliasing on a fractional position. */
    private static final int MAX_WIDTH = 2;
    /** A caret column is ink over nearly all of its run (a letter's stem with a serif or curve is less). */
    private static final double SOLID = 0.9;
    /** The caret is the line's height; the tallest letter is shorter by at least the descender or so. */
    private static final int TALLER = 2;

    private Caret() {
    }

    /**
     * Paints the caret in {@code lum} (w by h, ink decided by {@code threshold}) with {@code face}; whether there was one.
     * With {@code afterText}, only a caret that follows text counts (alone, a bar is as likely an icon's stroke).
     */
    static boolean erase(int[] lum, int w, int h, int threshold, boolean lightText, int face, boolean afterText) {
        int right = w - 1;
        while (right >= 0 && span(lum, w, h, right, threshold, lightText) == null) {
            right--;
        }
        if (right < 0) {
            return false;
        }
        int[] bar = span(lum, w, h, right, threshold, lightText);
        if (!solid(lum, w, right, bar, threshold, lightText)) {
            return false;
        }
        int left = right;
        while (left - 1 >= 0 && right - left + 1 < MAX_WIDTH + 1) {
            int[] s = span(lum, w, h, left - 1, threshold, lightText);
            if (s == null || !solid(lum, w, left - 1, s, threshold, lightText) || Math.abs(s[0] - bar[0]) > 1
                    || Math.abs(s[1] - bar[1]) > 1) {
                break;
            }
            left--;
        }
        if (right - left + 1 > MAX_WIDTH) {
            return false;
        }
        int top = h;
        int bottom = -1;
        for (int x = 0; x < left; x++) {
            int[] s = span(lum, w, h, x, threshold, lightText);
            if (s != null) {
                top = Math.min(top, s[0]);
                bottom = Math.max(bottom, s[1]);
            }
        }
        boolean caret = bottom < 0
                ? !afterText && bar[1] - bar[0] + 1 >= h / 2
                : bar[0] <= top && bar[1] >= bottom && (bar[1] - bar[0]) >= (bottom - top) + TALLER;
        if (!caret) {
            return false;
        }
        for (int x = left; x <= right; x++) {
            for (int y = 0; y < h; y++) {
                lum[y * w + x] = face;
            }
        }
        return true;
    }

    /** The first and last row of ink in column {@code x}, or null when it has none. */
    private static int[] span(int[] lum, int w, int h, int x, int threshold, boolean lightText) {
        int first = -1;
        int last = -1;
        for (int y = 0; y < h; y++) {
            if (ink(lum[y * w + x], threshold, lightText)) {
                first = first < 0 ? y : first;
                last = y;
            }
        }
        return first < 0 ? null : new int[] {first, last};
    }

    private static boolean solid(int[] lum, int w, int x, int[] s, int threshold, boolean lightText) {
        int n = 0;
        for (int y = s[0]; y <= s[1]; y++) {
            n += ink(lum[y * w + x], threshold, lightText) ? 1 : 0;
        }
        return n >= SOLID * (s[1] - s[0] + 1);
    }

    private static boolean ink(int v, int threshold, boolean lightText) {
        return lightText ? v > threshold : v < threshold;
    }
}
