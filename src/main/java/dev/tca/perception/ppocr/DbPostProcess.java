package dev.tca.perception.ppocr;

import dev.tca.core.Rect;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Differentiable Binarization post-processing: the detector's text-probability map to text boxes.
 * Pixels above {@code threshold} are text; each connected region (after a 2x2 dilation) is a
 * candidate, kept when its mean probability reaches {@code boxThreshold}, then grown by
 * area x {@code unclipRatio} / perimeter on every side, because the model predicts a shrunk core
 * of each text line. Screen text is axis-aligned, so boxes are rectangles. Pure: tested on maps.
 */
public record DbPostProcess(double threshold, double boxThreshold, double unclipRatio, int minSize) {

    public static final DbPostProcess DEFAULTS = new DbPostProcess(0.3, 0.5, 1.6, 3);

    /** Boxes in map coordinates. */
    public List<Rect> boxes(float[] prob, int width, int height) {
        boolean[] on = new boolean[prob.length];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (prob[y * width + x] > threshold) {
                    // dilate by 2x2: the pixel, its right, lower and lower-right neighbours
                    on[y * width + x] = true;
                    if (x + 1 < width) {
                        on[y * width + x + 1] = true;
                    }
                    if (y + 1 < height) {
                        on[(y + 1) * width + x] = true;
                        if (x + 1 < width) {
                            on[(y + 1) * width + x + 1] = true;
                        }
                    }
                }
            }
        }
        boolean[] seen = new boolean[on.length];
        List<Rect> out = new ArrayList<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int start = 0; start < on.length; start++) {
            if (!on[start] || seen[start]) {
                continue;
            }
            int minX = width;
            int minY = height;
            int maxX = -1;
            int maxY = -1;
            double sum = 0;
            int n = 0;
            queue.add(start);
            seen[start] = true;
            while (!queue.isEmpty()) {
                int i = queue.poll();
                int x = i % width;
                int y = i / width;
                minX = Math.min(minX, x);
                maxX = Math.max(maxX, x);
                minY = Math.min(minY, y);
                maxY = Math.max(maxY, y);
                sum += prob[i];
                n++;
                if (x > 0) {
                    visit(i - 1, on, seen, queue);
                }
                if (x + 1 < width) {
                    visit(i + 1, on, seen, queue);
                }
                if (y > 0) {
                    visit(i - width, on, seen, queue);
                }
                if (y + 1 < height) {
                    visit(i + width, on, seen, queue);
                }
            }
            int w = maxX - minX + 1;
            int h = maxY - minY + 1;
            if (Math.min(w, h) < minSize || sum / n < boxThreshold) {
                continue;
            }
            double grow = (double) w * h * unclipRatio / (2.0 * (w + h));
            int x0 = (int) Math.max(0, Math.floor(minX - grow));
            int y0 = (int) Math.max(0, Math.floor(minY - grow));
            int x1 = (int) Math.min(width, Math.ceil(maxX + 1 + grow));
            int y1 = (int) Math.min(height, Math.ceil(maxY + 1 + grow));
            out.add(new Rect(x0, y0, x1 - x0, y1 - y0));
        }
        return out;
    }

    private static void visit(int i, boolean[] on, boolean[] seen, ArrayDeque<Integer> queue) {
        if (on[i] && !seen[i]) {
            seen[i] = true;
            queue.add(i);
        }
    }
}
