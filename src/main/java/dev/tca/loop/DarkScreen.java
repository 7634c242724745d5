package dev.tca.loop;

import dev.tca.core.Frame;

/**
 * A frame with nothing drawn on it: a screen saver, a display powered down, a compositor that died.
 * Reading it gives no elements, and a brain that keeps waiting on it waits forever, so the loop
 * stops on it with that reason. Dark themes are safe: their text and borders are far above the limit.
 */
final class DarkScreen {

    /** The brightest channel value still counted as black (capture noise and dithering stay below it). */
    private static final int LIMIT = 8;
    private static final int GRID = 64;

    private DarkScreen() {
    }

    /** True when every pixel of a 64x64 sample grid is black in every channel. */
    static boolean isBlack(Frame frame) {
        int w = frame.width();
        int h = frame.height();
        for (int r = 0; r < GRID; r++) {
            for (int c = 0; c < GRID; c++) {
                int rgb = frame.image().getRGB(Math.min(w - 1, c * w / GRID), Math.min(h - 1, r * h / GRID));
                if (((rgb >> 16) & 0xff) > LIMIT || ((rgb >> 8) & 0xff) > LIMIT || (rgb & 0xff) > LIMIT) {
                    return false;
                }
            }
        }
        return true;
    }
}
