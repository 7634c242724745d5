package dev.tca.perception.widgets;

import java.awt.image.BufferedImage;

/** A picture's RGB values read once into an array, with the colour arithmetic the finders share. */
final class Pixels {

    final int width;
    final int height;
    final int[] rgb;

    Pixels(BufferedImage image) {
        width = image.getWidth();
        height = image.getHeight();
        rgb = image.getRGB(0, 0, width, height, null, 0, width);
    }

    int at(int x, int y) {
        return rgb[y * width + x];
    }

    /** The largest difference of any one channel: small for one flat colour or a gentle gradient. */
    static int distance(int a, int b) {
        int dr = Math.abs(((a >> 16) & 0xff) - ((b >> 16) & 0xff));
        int dg = Math.abs(((a >> 8) & 0xff) - ((b >> 8) & 0xff));
        int db = Math.abs((a & 0xff) - (b & 0xff));
        return Math.max(dr, Math.max(dg, db));
    }

    /** How far a colour is from grey: high for an accent colour such as a checked box's blue. */
    static int chroma(int c) {
        int r = (c >> 16) & 0xff;
        int g = (c >> 8) & 0xff;
        int b = c & 0xff;
        return Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b));
    }
}
