package dev.tca.perception.widgets;

import dev.tca.core.Rect;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Splits a picture into regions of one flat colour (neighbours within {@link #STEP} per channel, so
 * a button's gentle gradient stays one region). The inside of a field, a check box or a button is
 * such a region, fenced off from the window by its border; text inside it leaves holes.
 */
final class FlatRegions {

    /** Largest channel step between neighbours of one region: a gradient passes, a border does not. */
    static final int STEP = 6;

    /** Regions whose box is larger than this are window backgrounds, never a control's inside. */
    private static final int MAX_SIDE = 900;

    private final Pixels px;
    final int[] label;
    private final List<Region> regions = new ArrayList<>();

    /** One region's box, pixel count and colour (of its first pixel). */
    record Region(int id, Rect box, int count, int colour) {
    }

    FlatRegions(Pixels px) {
        this.px = px;
        this.label = new int[px.width * px.height];
        fill();
    }

    List<Region> regions() {
        return regions;
    }

    /** Two passes with union-find over provisional labels: faster than a flood fill on a large screen. */
    private void fill() {
        int w = px.width;
        int h = px.height;
        int[] rgb = px.rgb;
        int[] parent = new int[w * h / 2 + 2];
        int next = 1;
        for (int y = 0; y < h; y++) {
            int row = y * w;
            for (int x = 0; x < w; x++) {
                int i = row + x;
                int c = rgb[i];
                boolean left = x > 0 && Pixels.distance(c, rgb[i - 1]) <= STEP;
                boolean up = y > 0 && Pixels.distance(c, rgb[i - w]) <= STEP;
                int l;
                if (left) {
                    l = label[i - 1];
                    if (up && label[i - w] != l) {
                        l = union(parent, l, label[i - w]);
                    }
                } else if (up) {
                    l = label[i - w];
                } else {
                    if (next == parent.length) {
                        parent = Arrays.copyOf(parent, parent.length * 2);
                    }
                    l = next;
                    parent[next] = next;
                    next++;
                }
                label[i] = l;
            }
        }
        summarise(parent, next);
    }

    /** Joins two labels under the smaller, whose first pixel comes first; returns the root. */
    private static int union(int[] parent, int a, int b) {
        int ra = find(parent, a);
        int rb = find(parent, b);
        int root = Math.min(ra, rb);
        parent[ra] = root;
        parent[rb] = root;
        return root;
    }

    private static int find(int[] parent, int a) {
        while (parent[a] != a) {
            parent[a] = parent[parent[a]];
            a = parent[a];
        }
        return a;
    }

    private void summarise(int[] parent, int labels) {
        int w = px.width;
        int[] minX = new int[labels];
        int[] minY = new int[labels];
        int[] maxX = new int[labels];
        int[] maxY = new int[labels];
        int[] count = new int[labels];
        int[] colour = new int[labels];
        Arrays.fill(minX, Integer.MAX_VALUE);
        Arrays.fill(minY, Integer.MAX_VALUE);
        for (int l = 1; l < labels; l++) {
            parent[l] = find(parent, l);
        }
        for (int i = 0; i < label.length; i++) {
            int l = parent[label[i]];
            label[i] = l;
            int x = i % w;
            int y = i / w;
            if (count[l]++ == 0) {
                colour[l] = px.rgb[i];
            }
            if (x < minX[l]) {
                minX[l] = x;
            }
            if (x > maxX[l]) {
                maxX[l] = x;
            }
            if (y < minY[l]) {
                minY[l] = y;
            }
            maxY[l] = y;
        }
        for (int l = 1; l < labels; l++) {
            int bw = maxX[l] - minX[l] + 1;
            int bh = maxY[l] - minY[l] + 1;
            if (count[l] >= 20 && bw <= MAX_SIDE && bh <= MAX_SIDE) {
                regions.add(new Region(l, new Rect(minX[l], minY[l], bw, bh), count[l], colour[l]));
            }
        }
    }
}
