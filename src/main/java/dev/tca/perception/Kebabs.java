package dev.tca.perception;

import dev.tca.core.Rect;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The "more actions" glyph a row or a card puts at its end: three small dots in a column (⋮) or a row (⋯), evenly
 * spaced and alone. Each dot is too small for a mark of text, so the read of stray ink never sees it; a dotted rule
 * has more than three in a line, and a colon or an ellipsis in a word has letters beside it.
 */
final class Kebabs {

    /** A dot of a small ⋮ drawn with anti-aliasing is one dark pixel (the rest too light to count as ink). */
    private static final int MIN_DOT = 1;
    private static final int MAX_DOT = 7;
    /** Dots of one glyph stand this far apart at most (centre to centre, in dot sizes). */
    private static final double MAX_STEP = 3.5;

    private Kebabs() {
    }

    /**
     * The glyphs' boxes among the blobs of ink of a frame, with a margin to click.
     *
     * @param dark whether a blob holds a pixel far darker than the ink's threshold: a one-pixel dot must, since the
     *             letters of faint or dimmed text fall apart into one-pixel specks that are only just ink
     */
    static List<Rect> find(List<Rect> blobs, java.util.function.Predicate<Rect> dark) {
        List<Rect> dots = blobs.stream().filter(b -> b.width() >= MIN_DOT && b.width() <= MAX_DOT && b.height() >= MIN_DOT
                && b.height() <= MAX_DOT && Math.abs(b.width() - b.height()) <= 2 && (b.width() > 1 && b.height() > 1 || dark.test(b)))
                .sorted(Comparator.comparingInt(Rect::y)).toList();
        Set<Rect> dotSet = Collections.newSetFromMap(new IdentityHashMap<>());
        dotSet.addAll(dots);
        List<Rect> found = new ArrayList<>();
        for (boolean column : new boolean[] {true, false}) {
            // each dot's successor once, so a frame full of full stops and i-dots costs one pass over the pairs
            Map<Rect, Rect> next = new IdentityHashMap<>();
            for (Rect a : dots) {
                Rect b = next(a, dots, column);
                if (b != null) {
                    next.put(a, b);
                }
            }
            Set<Rect> followers = Collections.newSetFromMap(new IdentityHashMap<>());
            followers.addAll(next.values());
            for (Rect a : dots) {
                Rect b = next.get(a);
                Rect c = b == null ? null : next.get(b);
                if (c == null || Math.abs(step(a, b, column) - step(b, c, column)) > 1 || next.containsKey(c)
                        || followers.contains(a) || crowded(a, b, c, blobs, dotSet)) {
                    continue;
                }
                int x = Math.min(a.x(), c.x());
                int y = Math.min(a.y(), c.y());
                int right = Math.max(a.right(), c.right());
                int bottom = Math.max(a.bottom(), c.bottom());
                int side = Math.max(right - x, bottom - y);
                int cx = (x + right) / 2;
                int cy = (y + bottom) / 2;
                found.add(new Rect(cx - side / 2 - 6, cy - side / 2 - 6, side + 12, side + 12));
            }
        }
        return found;
    }

    /** The nearest dot after this one in its column (or row): the same centre line, a gap of a few dot sizes. */
    private static Rect next(Rect a, List<Rect> dots, boolean column) {
        Rect best = null;
        int bestAlong = Integer.MAX_VALUE;
        for (Rect d : dots) {
            int across = column ? Math.abs(centreX(d) - centreX(a)) : Math.abs(centreY(d) - centreY(a));
            int along = column ? centreY(d) - centreY(a) : centreX(d) - centreX(a);
            if (d != a && across <= 1 && along > 0 && along <= MAX_STEP * Math.max(2, Math.max(a.width(), a.height())) + 2 && along < bestAlong) {
                best = d;
                bestAlong = along;
            }
        }
        return best;
    }

    private static int step(Rect a, Rect b, boolean column) {
        return column ? centreY(b) - centreY(a) : centreX(b) - centreX(a);
    }

    /** Other ink (a letter) close beside the three dots: a glyph in a line of words, not an icon on its own. */
    private static boolean crowded(Rect a, Rect b, Rect c, List<Rect> blobs, Set<Rect> dots) {
        int x = Math.min(a.x(), c.x()) - 8;
        int y = Math.min(a.y(), c.y()) - 8;
        Rect near = new Rect(x, y, Math.max(a.right(), c.right()) + 8 - x, Math.max(a.bottom(), c.bottom()) + 8 - y);
        // (a table's rules or a card's border are one large blob around everything: only letter-sized ink counts)
        // (a thin gear's teeth are dots too: three of them in a line with more around them are no ⋮)
        return blobs.stream().filter(o -> o != a && o != b && o != c && (dots.contains(o) || o.width() <= 48 && o.height() <= 48))
                .anyMatch(o -> near.intersection(o).area() > 0);
    }

    private static int centreX(Rect r) {
        return r.x() + r.width() / 2;
    }

    private static int centreY(Rect r) {
        return r.y() + r.height() / 2;
    }
}
