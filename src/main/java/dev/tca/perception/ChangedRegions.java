package dev.tca.perception;

import dev.tca.core.Rect;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Where two captures differ, as rectangles: both are compared tile by tile at 1/8 scale; changed
 * tiles that touch (edges or corners) form one rectangle; each rectangle grows until no known
 * word straddles its edge (a crop through a line reads half of it); rectangles that then overlap
 * merge. Pure: tested on drawn pictures.
 */
public final class ChangedRegions {

    static final int TILE = 32;
    private static final int STEP = 8;
    private static final int LEVEL = 6;

    private ChangedRegions() {
    }

    /** The changed rectangles, or an empty list when nothing changed. */
    public static List<Rect> between(BufferedImage before, BufferedImage after, List<Rect> knownWords) {
        int cols = (after.getWidth() + TILE - 1) / TILE;
        int rows = (after.getHeight() + TILE - 1) / TILE;
        boolean[] changed = new boolean[cols * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                changed[r * cols + c] = tileDiffers(before, after, c * TILE, r * TILE);
            }
        }
        List<Rect> rects = new ArrayList<>();
        for (Rect b : Blobs.boxes(changed, cols, rows, true)) {
            int x0 = b.x() * TILE;
            int y0 = b.y() * TILE;
            rects.add(new Rect(x0, y0, Math.min(after.getWidth(), b.right() * TILE) - x0,
                    Math.min(after.getHeight(), b.bottom() * TILE) - y0));
        }
        // a word box the last read reported may reach past the image's edge (a glyph cut off at the bottom)
        Rect image = new Rect(0, 0, after.getWidth(), after.getHeight());
        return settle(rects, knownWords).stream().map(r -> r.intersection(image)).filter(r -> r.area() > 0).toList();
    }

    /** The share of the screen the rectangles cover, 0..1. */
    public static double share(List<Rect> rects, int width, int height) {
        long area = 0;
        for (Rect r : rects) {
            area += r.area();
        }
        return Math.min(1, (double) area / ((long) width * height));
    }

    private static boolean tileDiffers(BufferedImage a, BufferedImage b, int x0, int y0) {
        for (int y = y0 + STEP / 2; y < Math.min(y0 + TILE, b.getHeight()); y += STEP) {
            for (int x = x0 + STEP / 2; x < Math.min(x0 + TILE, b.getWidth()); x += STEP) {
                if (lum(a.getRGB(x, y)) - lum(b.getRGB(x, y)) > LEVEL || lum(b.getRGB(x, y)) - lum(a.getRGB(x, y)) > LEVEL) {
                    return true;
                }
            }
        }
        // a thin glyph can fall between the samples: compare every pixel of the tile's middle row and column too
        int my = Math.min(y0 + TILE / 2, b.getHeight() - 1);
        for (int x = x0; x < Math.min(x0 + TILE, b.getWidth()); x++) {
            if (a.getRGB(x, my) != b.getRGB(x, my)) {
                return true;
            }
        }
        int mx = Math.min(x0 + TILE / 2, b.getWidth() - 1);
        for (int y = y0; y < Math.min(y0 + TILE, b.getHeight()); y++) {
            if (a.getRGB(mx, y) != b.getRGB(mx, y)) {
                return true;
            }
        }
        return false;
    }

    private static int lum(int rgb) {
        return (((rgb >> 16) & 0xff) * 3 + ((rgb >> 8) & 0xff) * 6 + (rgb & 0xff)) / 10;
    }

    /** Grows rectangles over the words they cut and merges those that meet, until nothing changes. */
    static List<Rect> settle(List<Rect> rects, List<Rect> words) {
        List<Rect> out = new ArrayList<>(rects);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < out.size(); i++) {
                Rect r = out.get(i);
                for (Rect w : words) {
                    long inter = r.intersection(w).area();
                    if (inter > 0 && inter < w.area()) {
                        r = r.union(w);
                        changed = true;
                    }
                }
                for (int j = out.size() - 1; j > i; j--) {
                    if (r.intersection(out.get(j)).area() > 0) {
                        r = r.union(out.remove(j));
                        changed = true;
                    }
                }
                out.set(i, r);
            }
        }
        return out;
    }
}
