package dev.tca.perception.widgets;

import dev.tca.core.Rect;

import java.util.Optional;

/**
 * A box for several lines of text (a review, a comment, a message's body): a tall flat rectangle fenced by its
 * border, empty or holding one line of words right at its top left corner (its grey hint). A card or a panel keeps a
 * wider margin round its words and holds other controls, an open drop-down's options are lines stacked one below the
 * other; the grip a browser draws in the bottom right corner to resize the box is no text.
 */
final class TextAreas {

    private static final int MIN_WIDTH = 120;
    /** Lower than this, a box with a line of words is a row of a list (an open drop-down's options), not a text area. */
    private static final int MIN_HEIGHT = 60;
    /** Its words are one line: the grey hint; lines stacked below each other are a list's options or a card's text. */
    private static final int LINE = 26;
    private static final int MAX_WIDTH = 1000;
    private static final int MAX_HEIGHT = 400;
    /** The words of a text box start this close to its left edge, and below its top by their line's spacing too. */
    private static final int INSET = 12;
    private static final int TOP_INSET = 18;
    /** The resize grip's square in the bottom right corner. */
    private static final int GRIP = 16;

    private TextAreas() {
    }

    static Optional<Widget> classify(FlatRegions regions, int width, int height, FlatRegions.Region region) {
        Rect b = region.box();
        if (b.width() < MIN_WIDTH || b.width() > MAX_WIDTH || b.height() < MIN_HEIGHT || b.height() > MAX_HEIGHT || b.x() <= 0 || b.y() <= 0
                || b.right() >= width || b.bottom() >= height || b.width() < b.height()) {
            return Optional.empty();
        }
        int[] label = regions.label;
        long outline = 0;
        int inkLeft = Integer.MAX_VALUE;
        int inkTop = Integer.MAX_VALUE;
        int inkBottom = -1;
        long ink = 0;
        for (int y = b.y(); y < b.bottom(); y++) {
            int first = -1;
            int last = -1;
            for (int x = b.x(); x < b.right(); x++) {
                if (label[y * width + x] == region.id()) {
                    first = first < 0 ? x : first;
                    last = x;
                }
            }
            if (first < 0) {
                continue;
            }
            outline += last - first + 1;
            for (int x = first; x <= last; x++) {
                boolean grip = x >= b.right() - GRIP && y >= b.bottom() - GRIP;
                if (label[y * width + x] != region.id() && !grip) {
                    inkLeft = Math.min(inkLeft, x - b.x());
                    inkTop = Math.min(inkTop, y - b.y());
                    inkBottom = Math.max(inkBottom, y - b.y());
                    ink++;
                }
            }
        }
        if (outline < 0.97 * b.area() || ink > 0.2 * outline) {
            return Optional.empty(); // not a rectangle, or more drawing than words
        }
        boolean empty = ink == 0;
        if (!empty && (inkLeft > INSET || inkTop > TOP_INSET || inkBottom - inkTop > LINE)) {
            return Optional.empty();
        }
        Rect box = new Rect(b.x() - 1, b.y() - 1, b.width() + 2, b.height() + 2);
        return Optional.of(new Widget(Widget.Kind.FIELD, box, null, null, empty, 0.5));
    }
}
