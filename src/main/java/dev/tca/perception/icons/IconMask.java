package dev.tca.perception.icons;

import java.awt.image.BufferedImage;
import java.util.Base64;

/**
 * An icon's silhouette on a fixed grid: the ink of a black-on-white picture, cropped to its box and
 * scaled (aspect kept) so its longer side spans {@link #SPAN} cells, centred. Two icons are compared
 * by their outlines (a chamfer distance), which forgives a pixel of anti-aliasing or stroke width
 * that a cell-by-cell overlap would not.
 */
public final class IconMask {

    public static final int GRID = 32;
    static final int SPAN = 28;
    /** Fewer ink pixels than this in the source is a speck, not an icon. */
    private static final int MIN_INK = 12;
    private static final int FAR = 1_000;

    private final boolean[] ink;
    /** For each cell, the chamfer distance (3 per step, 4 per diagonal) to the nearest outline cell. */
    private final int[] distance;
    private final int[] outline;
    /** The ink box's width over its height, before scaling. */
    final double aspect;
    /** Ink pixels over the ink box's area, before scaling: 1 for a solid bar. */
    final double fill;

    private IconMask(boolean[] ink, double aspect, double fill) {
        this.ink = ink;
        this.aspect = aspect;
        this.fill = fill;
        boolean[] edge = new boolean[GRID * GRID];
        int n = 0;
        for (int y = 0; y < GRID; y++) {
            for (int x = 0; x < GRID; x++) {
                int i = y * GRID + x;
                edge[i] = ink[i] && (!at(ink, x - 1, y) || !at(ink, x + 1, y) || !at(ink, x, y - 1) || !at(ink, x, y + 1));
                n += edge[i] ? 1 : 0;
            }
        }
        outline = new int[n];
        int k = 0;
        for (int i = 0; i < edge.length; i++) {
            if (edge[i]) {
                outline[k++] = i;
            }
        }
        distance = chamfer(edge);
    }

    /** The silhouette of the dark pixels of {@code blackOnWhite}, or null when there are too few to be an icon. */
    public static IconMask of(BufferedImage blackOnWhite) {
        int w = blackOnWhite.getWidth();
        int h = blackOnWhite.getHeight();
        int minX = w;
        int minY = h;
        int maxX = -1;
        int maxY = -1;
        int count = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (dark(blackOnWhite, x, y)) {
                    count++;
                    minX = Math.min(minX, x);
                    maxX = Math.max(maxX, x);
                    minY = Math.min(minY, y);
                    maxY = Math.max(maxY, y);
                }
            }
        }
        if (count < MIN_INK) {
            return null;
        }
        int bw = maxX - minX + 1;
        int bh = maxY - minY + 1;
        double scale = SPAN / (double) Math.max(bw, bh);
        int tw = Math.max(1, (int) Math.round(bw * scale));
        int th = Math.max(1, (int) Math.round(bh * scale));
        int ox = (GRID - tw) / 2;
        int oy = (GRID - th) / 2;
        // each grid cell is inked when at least half of the source pixels that fall in it are ink
        int[] inkIn = new int[GRID * GRID];
        int[] all = new int[GRID * GRID];
        for (int y = 0; y < bh; y++) {
            for (int x = 0; x < bw; x++) {
                int cell = (oy + Math.min(th - 1, (int) (y * scale))) * GRID + ox + Math.min(tw - 1, (int) (x * scale));
                all[cell]++;
                inkIn[cell] += dark(blackOnWhite, minX + x, minY + y) ? 1 : 0;
            }
        }
        boolean[] ink = new boolean[GRID * GRID];
        for (int ty = 0; ty < th; ty++) {
            for (int tx = 0; tx < tw; tx++) {
                int cell = (oy + ty) * GRID + ox + tx;
                if (all[cell] == 0) { // enlarging: no source pixel fell here, sample the nearest one
                    int sx = Math.min(bw - 1, (int) ((tx + 0.5) / scale));
                    int sy = Math.min(bh - 1, (int) ((ty + 0.5) / scale));
                    ink[cell] = dark(blackOnWhite, minX + sx, minY + sy);
                } else {
                    ink[cell] = inkIn[cell] * 2 >= all[cell];
                }
            }
        }
        return new IconMask(ink, bw / (double) bh, count / (double) (bw * bh));
    }

    /**
     * How unlike two icons are: the mean distance, in grid cells, from each outline cell of one to
     * the nearest of the other (averaged both ways), plus twice the share of ink they do not share.
     * Outlines alone let a thin frame pass for a solid shape of the same contour (a door for a box);
     * the ink alone punishes a stroke one pixel wider. 0 is the same shape; above 2 little alike.
     */
    double distanceTo(IconMask other) {
        if (outline.length == 0 || other.outline.length == 0) {
            return Double.MAX_VALUE;
        }
        return (meanTo(other) + other.meanTo(this)) / 2 / 3.0 + 2 * (1 - iou(other));
    }

    /** Shared ink cells over all ink cells of either. */
    private double iou(IconMask other) {
        int both = 0;
        int either = 0;
        for (int i = 0; i < ink.length; i++) {
            both += ink[i] && other.ink[i] ? 1 : 0;
            either += ink[i] || other.ink[i] ? 1 : 0;
        }
        return either == 0 ? 0 : both / (double) either;
    }

    private double meanTo(IconMask other) {
        long sum = 0;
        for (int i : outline) {
            sum += other.distance[i];
        }
        return sum / (double) outline.length;
    }

    /** The cells as Base64 of a bit string, row by row: the template file's form. */
    public String encode() {
        byte[] bytes = new byte[GRID * GRID / 8];
        for (int i = 0; i < ink.length; i++) {
            if (ink[i]) {
                bytes[i / 8] |= (byte) (1 << (7 - i % 8));
            }
        }
        return Base64.getEncoder().encodeToString(bytes);
    }

    static IconMask decode(String base64, double aspect) {
        // a template's fill is not needed: only a picture's own is looked at (is it a bar?)
        byte[] bytes = Base64.getDecoder().decode(base64);
        if (bytes.length != GRID * GRID / 8) {
            throw new IllegalArgumentException("an icon mask is " + GRID * GRID / 8 + " bytes, not " + bytes.length);
        }
        boolean[] ink = new boolean[GRID * GRID];
        for (int i = 0; i < ink.length; i++) {
            ink[i] = (bytes[i / 8] & (1 << (7 - i % 8))) != 0;
        }
        return new IconMask(ink, aspect, 0);
    }

    private static boolean dark(BufferedImage img, int x, int y) {
        int c = img.getRGB(x, y);
        return ((c >> 16) & 0xff) * 3 + ((c >> 8) & 0xff) * 6 + (c & 0xff) < 1280;
    }

    private static boolean at(boolean[] cells, int x, int y) {
        return x >= 0 && y >= 0 && x < GRID && y < GRID && cells[y * GRID + x];
    }

    private static int[] chamfer(boolean[] edge) {
        int[] d = new int[GRID * GRID];
        for (int i = 0; i < d.length; i++) {
            d[i] = edge[i] ? 0 : FAR;
        }
        for (int y = 0; y < GRID; y++) {
            for (int x = 0; x < GRID; x++) {
                int i = y * GRID + x;
                if (x > 0) {
                    d[i] = Math.min(d[i], d[i - 1] + 3);
                }
                if (y > 0) {
                    d[i] = Math.min(d[i], d[i - GRID] + 3);
                }
                if (x > 0 && y > 0) {
                    d[i] = Math.min(d[i], d[i - GRID - 1] + 4);
                }
                if (x < GRID - 1 && y > 0) {
                    d[i] = Math.min(d[i], d[i - GRID + 1] + 4);
                }
            }
        }
        for (int y = GRID - 1; y >= 0; y--) {
            for (int x = GRID - 1; x >= 0; x--) {
                int i = y * GRID + x;
                if (x < GRID - 1) {
                    d[i] = Math.min(d[i], d[i + 1] + 3);
                }
                if (y < GRID - 1) {
                    d[i] = Math.min(d[i], d[i + GRID] + 3);
                }
                if (x < GRID - 1 && y < GRID - 1) {
                    d[i] = Math.min(d[i], d[i + GRID + 1] + 4);
                }
                if (x > 0 && y < GRID - 1) {
                    d[i] = Math.min(d[i], d[i + GRID - 1] + 4);
                }
            }
        }
        return d;
    }
}
