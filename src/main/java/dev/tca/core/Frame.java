package dev.tca.core;

import java.awt.image.BufferedImage;
import java.util.Objects;

/**
 * One captured picture of the screen and the exact mapping from its pixels to screen pixels.
 *
 * @param source a short human description of where the pixels came from ("example desktop", a file, "monitor 0")
 * @param active the active window when the platform knows it, else null
 */
public record Frame(BufferedImage image, ScreenMapping mapping, String source, WindowRef active) {

    public Frame {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(mapping, "mapping");
        Objects.requireNonNull(source, "source");
    }

    public Frame(BufferedImage image, ScreenMapping mapping, String source) {
        this(image, mapping, source, null);
    }

    /**
     * What must stay the same for an earlier read of this screen to be reused: the capture region
     * and the active window's id and geometry (a title that changes does not force a full read); with
     * no window known, the frame's source.
     */
    public String cacheKey() {
        return active == null ? source + "|" + mapping : mapping + "|" + active.key();
    }

    public int width() {
        return image.getWidth();
    }

    public int height() {
        return image.getHeight();
    }

    /**
     * A cheap digest of the picture at low resolution, so the loop can tell "the screen did not
     * change" without keeping old frames. Sampling a 64x40 grid of mean luminances is robust to
     * nothing but real change, which is what we want: any repaint of a button shows up.
     */
    public long fingerprint() {
        int cols = 64;
        int rows = 40;
        long hash = 1125899906842597L;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int x0 = c * width() / cols;
                int y0 = r * height() / rows;
                int x1 = Math.max(x0 + 1, (c + 1) * width() / cols);
                int y1 = Math.max(y0 + 1, (r + 1) * height() / rows);
                long sum = 0;
                int n = 0;
                for (int y = y0; y < y1 && y < height(); y += 2) {
                    for (int x = x0; x < x1 && x < width(); x += 2) {
                        int rgb = image.getRGB(x, y);
                        sum += ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
                        n++;
                    }
                }
                hash = 31 * hash + (n == 0 ? 0 : sum / n);
            }
        }
        return hash;
    }
}
