package dev.tca.perception;

import dev.tca.core.Rect;

import java.awt.image.BufferedImage;

/**
 * A control the accessibility tree reports but the screen does not show: a chat message's or a list row's actions
 * (React, Reply, ⋮) are in the page all the time and made visible only under the pointer (opacity 0 until hovered).
 * Their box is then one colour with the ground around it: nothing drawn there, nothing a person could see or aim at.
 * A colour swatch is one colour too, but not the colour of its ground, so it stays.
 */
public final class Undrawn {

    /** How far a channel may stray from the ground's colour and still be ground (anti-aliasing, faint gradients). */
    private static final int TOLERANCE = 8;
    /** The ring around the box read as its ground. */
    private static final int RING = 3;
    /** Larger boxes are panels or fields, where an empty ground means nothing. */
    private static final int MAX_WIDTH = 240;
    private static final int MAX_HEIGHT = 90;

    private Undrawn() {
    }

    /** @param box in the image's pixels */
    public static boolean at(BufferedImage image, Rect box) {
        if (box.width() < 4 || box.height() < 4 || box.width() > MAX_WIDTH || box.height() > MAX_HEIGHT
                || box.x() - RING < 0 || box.y() - RING < 0 || box.right() + RING > image.getWidth()
                || box.bottom() + RING > image.getHeight()) {
            return false;
        }
        int ground = image.getRGB(box.x() - RING, box.y() - RING);
        for (int y = box.y() - RING; y < box.bottom() + RING; y++) {
            for (int x = box.x() - RING; x < box.right() + RING; x++) {
                if (!near(image.getRGB(x, y), ground)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean near(int a, int b) {
        return Math.abs((a >> 16 & 0xff) - (b >> 16 & 0xff)) <= TOLERANCE && Math.abs((a >> 8 & 0xff) - (b >> 8 & 0xff)) <= TOLERANCE
                && Math.abs((a & 0xff) - (b & 0xff)) <= TOLERANCE;
    }
}
