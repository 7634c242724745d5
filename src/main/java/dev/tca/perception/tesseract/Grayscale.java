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

    /** A region of {@code src}, scaled by {@code scale}, in grayscale, optionally inverted. */
    static BufferedImage of(BufferedImage src, Rect region, double scale, boolean invert) {
        int w = Math.max(1, (int) Math.round(region.width() * scale));
        int h = Math.max(1, (int) Math.round(region.height() * scale));
        BufferedImage gray = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = gray.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
            g.drawImage(src, 0, 0, w, h, region.x(), region.y(), region.right(), region.bottom(), null);
        } finally {
            g.dispose();
        }
        if (invert) {
            byte[] px = ((DataBufferByte) gray.getRaster().getDataBuffer()).getData();
            for (int i = 0; i < px.length; i++) {
                px[i] = (byte) (255 - (px[i] & 0xff));
            }
        }
        return gray;
    }
}
