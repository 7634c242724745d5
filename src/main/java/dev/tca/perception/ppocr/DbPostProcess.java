package dev.tca.perception.ppocr;

import dev.tca.core.Rect;
import dev.tca.perception.Blobs;

import java.util.ArrayList;
import java.util.List;

/**
 * Differentiable Binarization post-processing: the detector's text-probability map to text boxes.
 * Pixels above {@code threshold} are text; each connected region (after a 2x2 dilation) is a
 * candidate, kept when the mean probability of its bounding box reaches {@code boxThreshold}, then grown by
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
        List<Rect> out = new ArrayList<>();
        for (Rect b : Blobs.boxes(on, width, height, false)) {
            // PaddleOCR's "fast" score: the mean probability inside the region's bounding box
            double sum = 0;
            for (int y = b.y(); y < b.bottom(); y++) {
                for (int x = b.x(); x < b.right(); x++) {
                    sum += prob[y * width + x];
                }
            }
            if (Math.min(b.width(), b.height()) < minSize || sum / b.area() < boxThreshold) {
                continue;
            }
            double grow = (double) b.width() * b.height() * unclipRatio / (2.0 * (b.width() + b.height()));
            int x0 = (int) Math.max(0, Math.floor(b.x() - grow));
            int y0 = (int) Math.max(0, Math.floor(b.y() - grow));
            int x1 = (int) Math.min(width, Math.ceil(b.right() + grow));
            int y1 = (int) Math.min(height, Math.ceil(b.bottom() + grow));
            out.add(new Rect(x0, y0, x1 - x0, y1 - y0));
        }
        return out;
    }
}
