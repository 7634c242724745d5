package dev.tca.perception;

import dev.tca.core.Rect;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/** Connected regions of a grid of on/off cells, as bounding boxes in cell units. */
public final class Blobs {

    private Blobs() {
    }

    /**
     * @param eightConnected true when cells touching at a corner belong together, false for edges only
     */
    public static List<Rect> boxes(boolean[] on, int cols, int rows, boolean eightConnected) {
        boolean[] seen = new boolean[on.length];
        List<Rect> out = new ArrayList<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int start = 0; start < on.length; start++) {
            if (!on[start] || seen[start]) {
                continue;
            }
            int minC = cols;
            int minR = rows;
            int maxC = -1;
            int maxR = -1;
            queue.add(start);
            seen[start] = true;
            while (!queue.isEmpty()) {
                int i = queue.poll();
                int c = i % cols;
                int r = i / cols;
                minC = Math.min(minC, c);
                maxC = Math.max(maxC, c);
                minR = Math.min(minR, r);
                maxR = Math.max(maxR, r);
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        boolean neighbour = (dr != 0 || dc != 0) && (eightConnected || dr == 0 || dc == 0);
                        int nr = r + dr;
                        int nc = c + dc;
                        if (neighbour && nr >= 0 && nr < rows && nc >= 0 && nc < cols) {
                            int n = nr * cols + nc;
                            if (on[n] && !seen[n]) {
                                seen[n] = true;
                                queue.add(n);
                            }
                        }
                    }
                }
            }
            out.add(new Rect(minC, minR, maxC - minC + 1, maxR - minR + 1));
        }
        return out;
    }
}
