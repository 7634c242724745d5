package dev.tca.perception.tesseract;

import dev.tca.core.Rect;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;

/** The 8-bit grayscale pictures Tesseract reads best. */
final class Grayscale {

    private Grayscale() {
    }

    /**
     * A region of {@code src}, scaled by {@code scale}, in grayscale, optionally inverted, with a
     * margin of {@code pad} pixels in the region's background shade (its median): Tesseract
     * misreads text that touches the edge of its picture, and a rim of another shade around a
     * dark button makes it take the rim for the page.
     */
    static BufferedImage of(BufferedImage src, Rect region, double scale, boolean invert, int pad) {
        int w = Math.max(1, (int) Math.round(region.width() * scale));
        int h = Math.max(1, (int) Math.round(region.height() * scale));
        BufferedImage body = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = body.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
            g.drawImage(src, 0, 0, w, h, region.x(), region.y(), region.right(), region.bottom(), null);
        } finally {
            g.dispose();
        }
        byte[] in = pixels(body);
        int background = median(in);
        BufferedImage out = new BufferedImage(w + 2 * pad, h + 2 * pad, BufferedImage.TYPE_BYTE_GRAY);
        byte[] px = pixels(out);
        java.util.Arrays.fill(px, (byte) background);
        for (int y = 0; y < h; y++) {
            System.arraycopy(in, y * w, px, (y + pad) * out.getWidth() + pad, w);
        }
        if (invert) {
            for (int i = 0; i < px.length; i++) {
                px[i] = (byte) (255 - (px[i] & 0xff));
            }
        }
        return out;
    }

    private static int median(byte[] px) {
        int[] histogram = new int[256];
        for (byte b : px) {
            histogram[b & 0xff]++;
        }
        int half = px.length / 2;
        int seen = 0;
        for (int v = 0; v < 256; v++) {
            seen += histogram[v];
            if (seen > half) {
                return v;
            }
        }
        return 255;
    }

    private static byte[] pixels(BufferedImage gray) {
        return ((DataBufferByte) gray.getRaster().getDataBuffer()).getData();
    }
}
