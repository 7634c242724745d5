package dev.tca.perception.widgets;

import dev.tca.core.Rect;
import dev.tca.perception.widgets.Widget.Kind;

import java.util.Optional;

/**
 * Names the control whose inside a flat region is, from its size and shape alone: a small square
 * is a check box, a small circle a radio button, a pill with a round knob at one end a switch (a
 * check box to the user), a wide low rectangle a field when it is empty or its ink starts at the
 * left, a button when its ink sits in the middle.
 */
final class BoxRules {

    /** A thin anti-aliased ring is this near its dot's colour at its darkest pixel. */
    private static final int NEAR = 100;

    private BoxRules() {
    }

    static Optional<Widget> classify(Pixels px, FlatRegions.Region region, Shape shape) {
        Rect b = region.box();
        int w = b.width();
        int h = b.height();
        if (shape.inkShare() > 0.5) {
            return Optional.empty(); // a ring (a border drawn around something), not an inside
        }
        double aspect = w / (double) h;
        if (w < 8 || h < 8) {
            return dot(px, region, shape, aspect);
        }
        if (w >= 8 && h >= 8 && w <= 24 && h <= 24 && aspect >= 0.8 && aspect <= 1.25) {
            return small(px, region, shape);
        }
        if (h >= 12 && h <= 34 && aspect >= 1.5 && aspect <= 2.8 && shape.solidity() >= 0.8 && shape.solidity() <= 0.95) {
            Optional<Widget> toggle = toggle(region, shape);
            if (toggle.isPresent()) {
                return toggle;
            }
        }
        if (disc(b, shape, aspect)) {
            // a round button filled with colour around an icon (a light's power, a player's play): no frame, no words
            return Optional.of(new Widget(Kind.BUTTON, grow(b, 1), null, null, false, 0.6));
        }
        if (h >= 12 && h <= 48 && w <= 900 && shape.solidity() >= 0.85) {
            if (w <= 40 && h <= 28 && glyph(px, region, shape)) {
                return Optional.empty(); // the stroke of a bold letter in a heading ("m" of "members"), not a small button
            }
            return wide(b, shape, aspect);
        }
        return Optional.empty();
    }

    /**
     * A filled disc as big as a finger (28 to 48 px) with a mark in its middle and nowhere near its rim: solidity near a
     * circle's pi/4, the mark well inside (a letter's bowl touches its outline).
     */
    private static boolean disc(Rect b, Shape shape, double aspect) {
        Rect ink = shape.ink();
        if (b.height() < 28 || b.height() > 48 || aspect < 0.85 || aspect > 1.18 || shape.solidity() < 0.72
                || shape.solidity() > 0.86 || ink == null || shape.inkOnEdge()) {
            return false;
        }
        int left = ink.x() - b.x();
        int right = b.right() - ink.right();
        int top = ink.y() - b.y();
        int bottom = b.bottom() - ink.bottom();
        return ink.width() <= b.width() * 0.6 && ink.height() <= b.height() * 0.6 && ink.width() >= 6 && ink.height() >= 6
                && Math.abs(left - right) <= b.width() / 5 && Math.abs(top - bottom) <= b.height() / 5;
    }

    private static Optional<Widget> small(Pixels px, FlatRegions.Region region, Shape shape) {
        // a mark inside, or the box filled with an accent colour, means checked
        boolean marked = shape.inkShare() >= 0.06 || Pixels.chroma(region.colour()) >= 80;
        Rect box = grow(region.box(), 1);
        if (shape.solidity() >= 0.9 && !glyph(px, region, shape)) {
            return Optional.of(new Widget(Kind.CHECK_BOX, box, marked, null, false, 0.5 + (shape.solidity() - 0.9) * 5));
        }
        boolean accent = Pixels.chroma(region.colour()) >= 80;
        if (shape.solidity() >= 0.6 && shape.solidity() <= 0.88 && (accent || thinRing(px, region))) {
            double roundness = 1 - Math.abs(shape.solidity() - Math.PI / 4) * 4;
            return Optional.of(new Widget(Kind.RADIO, box, marked, null, false, clamp(0.5 + roundness / 2)));
        }
        return Optional.empty();
    }

    /**
     * A switch: a pill-shaped track (rounded ends, so less solid than a rectangle) with a round knob
     * at one end. It is a check box to the user: on when the knob is at the right or the track is
     * an accent colour.
     */
    private static Optional<Widget> toggle(FlatRegions.Region region, Shape shape) {
        Rect b = region.box();
        Rect knob = shape.ink();
        if (knob == null || knob.height() < b.height() / 2 || knob.width() < knob.height() * 0.7 || knob.width() > knob.height() * 1.4
                || knob.y() - b.y() > b.height() / 3 || b.bottom() - knob.bottom() > b.height() / 3) {
            return Optional.empty();
        }
        int left = knob.x() - b.x();
        int right = b.right() - knob.right();
        if (Math.min(left, right) > b.height() / 3 || Math.abs(left - right) < b.width() / 4) {
            return Optional.empty(); // a knob hugs one end; a mark in the middle is a button's icon
        }
        boolean on = right < left || Pixels.chroma(region.colour()) >= 80;
        return Optional.of(new Widget(Kind.CHECK_BOX, grow(b, 1), on, null, false, 0.6));
    }

    private static Optional<Widget> wide(Rect b, Shape shape, double aspect) {
        Rect box = grow(b, 1);
        double solid = clamp(0.5 + (shape.solidity() - 0.9) * 5);
        if (shape.ink() == null || shape.inkColumns() <= 3) {
            // nothing inside but perhaps a caret: an empty field, if it is field-shaped (a grid's number cell, "[    ]" under
            // Thu, is narrower than a form's field but still no button: a button says what it does)
            boolean cell = aspect >= 1.5 && b.height() >= 24 && b.width() >= 48;
            return aspect >= 2.5 || cell ? Optional.of(new Widget(Kind.FIELD, box, null, null, true, aspect >= 2.5 ? solid : solid * 0.9))
                    : Optional.empty();
        }
        Rect ink = shape.ink();
        int left = ink.x() - b.x();
        int right = b.right() - ink.right();
        // a square button's glyph sits off its middle by a few pixels (Chromium's "−" 4 px right of it in 38):
        // a field is never square, so a square is held to its middle third
        int slack = aspect < 1.6 ? b.width() / 3 : Math.max(4, b.width() / 6);
        if (Math.abs(left - right) <= slack) {
            if (b.width() > 480 && aspect > 8 && ink.height() > 18) {
                return Optional.empty(); // a band across a card with lines of words at both ends ("ORDER PLACED ... ORDER # 5182")
            }
            if (b.width() > 480 && aspect > 8 && left <= 16 && right <= 16) {
                // one line of words at the left and a mark at the far right: a native select's value and its chevron
                return Optional.of(new Widget(Kind.FIELD, box, null, null, false, solid * 0.9));
            }
            return aspect >= 0.9 ? Optional.of(new Widget(Kind.BUTTON, box, null, null, false, solid)) : Optional.empty();
        }
        return aspect >= 2.5 && left < right
                ? Optional.of(new Widget(Kind.FIELD, box, null, null, false, solid * 0.9))
                : Optional.empty();
    }

    /**
     * A bold letter's stroke is a flat region too ("n", "D" in a heading): its holes are the page
     * showing through, so they touch its top or bottom row, or they have the colour just outside
     * it; a control's mark is drawn on an accent fill, inside, in a colour of its own.
     */
    private static boolean glyph(Pixels px, FlatRegions.Region region, Shape shape) {
        if (shape.ink() == null || Pixels.chroma(region.colour()) >= 80) {
            return false; // an accent fill is a checked box's (its gradient may split it, a tick then touching a part's edge)
        }
        if (shape.inkOnEdge()) {
            return true;
        }
        Rect b = region.box();
        int cy = b.y() + b.height() / 2;
        int hole = holeColour(px, region, shape);
        int outLeft = px.at(Math.max(0, b.x() - 2), cy);
        int outRight = px.at(Math.min(px.width - 1, b.right() + 1), cy);
        return Pixels.distance(hole, outLeft) <= 40 && Pixels.distance(hole, outRight) <= 40;
    }

    /** The colour of the first ink pixel (one that is not the region's colour) in the ink's rows. */
    private static int holeColour(Pixels px, FlatRegions.Region region, Shape shape) {
        Rect ink = shape.ink();
        for (int y = ink.y(); y < ink.bottom(); y++) {
            for (int x = ink.x(); x < ink.right(); x++) {
                if (Pixels.distance(px.at(x, y), region.colour()) > 40) {
                    return px.at(x, y);
                }
            }
        }
        return region.colour();
    }

    /**
     * A plain radio's ring is a thin line on every side; the round hole of a bold letter ("o", "d"
     * in a heading) has a thick stroke on at least one side, or another letter right beside it.
     */
    private static boolean thinRing(Pixels px, FlatRegions.Region region) {
        Rect b = region.box();
        int cx = b.x() + b.width() / 2;
        int cy = b.y() + b.height() / 2;
        return stroke(px, b.x(), cy, -1, 0, region.colour()) <= 2 && stroke(px, b.right() - 1, cy, 1, 0, region.colour()) <= 2
                && stroke(px, cx, b.y(), 0, -1, region.colour()) <= 2 && stroke(px, cx, b.bottom() - 1, 0, 1, region.colour()) <= 2;
    }

    /** Going out from a region's edge: how many pixels in a row differ clearly from its colour. */
    private static int stroke(Pixels px, int x, int y, int dx, int dy, int inside) {
        int n = 0;
        while (n < 10 && x >= 0 && y >= 0 && x < px.width && y < px.height && Pixels.distance(px.at(x, y), inside) <= 40) {
            x += dx;
            y += dy;
        }
        while (n < 10 && x >= 0 && y >= 0 && x < px.width && y < px.height && Pixels.distance(px.at(x, y), inside) > 40) {
            x += dx;
            y += dy;
            n++;
        }
        return n;
    }

    /**
     * A small accent-coloured dot inside a ring of the same colour, a lighter gap between them: the
     * selected radio button of a web page, whose thin anti-aliased ring is no flat region of its own.
     */
    private static Optional<Widget> dot(Pixels px, FlatRegions.Region region, Shape shape, double aspect) {
        Rect b = region.box();
        if (b.width() < 5 || aspect < 0.8 || aspect > 1.25 || shape.solidity() < 0.6
                || Pixels.chroma(region.colour()) < 80) {
            return Optional.empty();
        }
        int cx = b.x() + b.width() / 2;
        int cy = b.y() + b.height() / 2;
        int r = b.width() / 2;
        int colour = px.at(cx, cy); // the dot's middle: its edge pixels are blended with the gap
        for (int d = r + 2; d <= r + 5; d++) {
            if (ring(px, cx, cy, d, colour) && !ring(px, cx, cy, r + 1, colour)) {
                Rect box = new Rect(cx - d - 1, cy - d - 1, 2 * d + 3, 2 * d + 3);
                return Optional.of(new Widget(Kind.RADIO, box, true, null, false, 0.6));
            }
        }
        return Optional.empty();
    }

    /** True when the four points at distance {@code d} left, right, above and below are near the colour. */
    private static boolean ring(Pixels px, int cx, int cy, int d, int colour) {
        if (cx - d < 0 || cy - d < 0 || cx + d >= px.width || cy + d >= px.height) {
            return false;
        }
        return Pixels.distance(px.at(cx - d, cy), colour) <= NEAR && Pixels.distance(px.at(cx + d, cy), colour) <= NEAR
                && Pixels.distance(px.at(cx, cy - d), colour) <= NEAR && Pixels.distance(px.at(cx, cy + d), colour) <= NEAR;
    }

    private static Rect grow(Rect r, int by) {
        return new Rect(r.x() - by, r.y() - by, r.width() + 2 * by, r.height() + 2 * by);
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }
}
