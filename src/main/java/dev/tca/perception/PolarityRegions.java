package dev.tca.perception;

import dev.tca.core.Rect;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Finds the islands whose brightness is the opposite of the screen's: a dark button or title
 * bar on a light screen, a light panel in a dark theme. OCR engines binarise a page for one
 * polarity and often treat such an island as a picture, so each island is read again inverted.
 */
public final class PolarityRegions {

    private static final int BLOCK = 4;

    private PolarityRegions() {
    }

    /** True when most of the picture is dark (a dark theme): read it inverted. */
    public static boolean mostlyDark(BufferedImage gray) {
        byte[] px = pixels(gray);
        long sum = 0;
        for (int i = 0; i < px.length; i += 7) {
            sum += px[i] & 0xff;
        }
        return sum / Math.max(1, (px.length + 6) / 7) < 110;
    }

    /**
     * Islands of the opposite polarity in an 8-bit grayscale picture, largest first.
     *
     * @param darkIslands look for dark islands (the screen is light) or light ones (the screen is dark)
     * @param maxRegions  at most this many, so a busy screen cannot multiply the OCR time
     */
    public static List<Rect> islands(BufferedImage gray, boolean darkIslands, int maxRegions) {
        int w = gray.getWidth();
        int h = gray.getHeight();
        int cols = w / BLOCK;
        int rows = h / BLOCK;
        byte[] px = pixels(gray);
        boolean[] opposite = new boolean[cols * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int sum = 0;
                for (int y = r * BLOCK; y < (r + 1) * BLOCK; y++) {
                    for (int x = c * BLOCK; x < (c + 1) * BLOCK; x++) {
                        sum += px[y * w + x] & 0xff;
                    }
                }
                int mean = sum / (BLOCK * BLOCK);
                opposite[r * cols + c] = darkIslands ? mean < 95 : mean > 160;
            }
        }
        List<Rect> found = new ArrayList<>();
        long maxArea = (long) w * h / 4;
        for (Rect box : Blobs.boxes(opposite, cols, rows, false)) {
            Rect px4 = new Rect(box.x() * BLOCK, box.y() * BLOCK, box.width() * BLOCK, box.height() * BLOCK);
            // tall enough for a line of text, and not the whole background
            if (px4.height() >= 12 && px4.width() >= 24 && px4.area() <= maxArea) {
                found.add(px4); // inside the island: a rim of the other colour would confuse the reader
            }
        }
        found.sort(Comparator.comparingLong(Rect::area).reversed());
        return found.size() > maxRegions ? found.subList(0, maxRegions) : found;
    }

    private static byte[] pixels(BufferedImage gray) {
        if (gray.getType() != BufferedImage.TYPE_BYTE_GRAY) {
            throw new IllegalArgumentException("expected a TYPE_BYTE_GRAY image");
        }
        return ((DataBufferByte) gray.getRaster().getDataBuffer()).getData();
    }
}
