package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Rect;
import dev.tca.core.Source;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Finds ink the index does not account for: glyph-sized marks outside every element, gathered into
 * lines. Page-wide OCR drops what its layout analysis takes for noise, most often a lone digit in a
 * table cell ("3" under Quantity) and sometimes a whole short line; each such line is then read on
 * its own. The background around it decides what ink is (dark on a light page, light on a dark one).
 */
final class StrayText {

    /** Ink this far in brightness from the page's background is text. */
    private static final int CONTRAST = 90;
    /** Ink this far from its background is a glyph's own core, never a faint letter's anti-aliased edge. */
    private static final int STRONG = 140;
    private static final int MIN_HEIGHT = 7;
    private static final int MAX_HEIGHT = 40;
    /** Marks this close (in their height) on one line are one word or line. */
    private static final double GAP = 0.8;
    /** No more lines than this are read per frame: a page of unread ink is a picture, not dropped words. */
    private static final int MAX_LINES = 16;
    /** No more lone icons than this are looked up per frame. */
    private static final int MAX_ICONS = 40;
    /** Elements covering more than this share of the screen are containers and hide nothing. */
    private static final double CONTAINER = 0.25;
    private static final int MARGIN = 4;
    /** The side of the squares whose own commonest brightness is the background of the ink in them. */
    private static final int TILE = 48;
    /** Brightness this close to the page's commonest counts as the page's background. */
    private static final int NEAR_PAGE = 12;

    /** The glyph-sized marks of the last frame, by a key of its pixels: an unchanged screen is not searched again. */
    private long lastKey;
    private List<Rect> lastMarks = List.of();
    private List<Rect> lastKebabs = List.of();
    private List<List<Rect>> lastStars = List.of();

    /** Boxes, in frame pixels, of lines of ink that lie outside every element. */
    List<Rect> lines(Frame frame, List<Element> elements) {
        long screen = frame.width() * (long) frame.height();
        List<Rect> covered = elements.stream().map(e -> frame.mapping().toFrame(e.box()))
                .filter(b -> b.area() <= CONTAINER * screen).toList();
        List<Rect> marks = marks(frame).stream()
                .filter(b -> covered.stream().noneMatch(c -> c.intersection(b).area() > 0))
                .sorted(Comparator.comparingInt(Rect::x)).toList();
        List<Rect> lines = new ArrayList<>(gathered(marks, frame.width(), frame.height()));
        // the letters a read line left out lie against its ends; a value alone in its column ("9 days" in bold, far right of
        // "Left to book") stands apart: read first, before the allowance of lines runs out on the leftovers
        lines.sort(Comparator.comparing((Rect l) -> besideRead(l, covered)));
        List<Rect> text = lines.stream().filter(l -> !iconSized(l)).limit(MAX_LINES).toList();
        return java.util.stream.Stream.concat(text.stream(), lines.stream().filter(StrayText::iconSized).limit(MAX_ICONS)).toList();
    }

    /** Whether a line lies on the row of a read element, close to one of its ends (part of that line OCR read in part). */
    private static boolean besideRead(Rect line, List<Rect> read) {
        return read.stream().anyMatch(r -> {
            int overlap = Math.min(r.bottom(), line.bottom()) - Math.max(r.y(), line.y());
            int gap = Math.max(line.x() - r.right(), r.x() - line.right());
            return overlap * 2 >= Math.min(r.height(), line.height()) && gap <= 3 * Math.max(line.height(), r.height());
        });
    }

    private synchronized List<Rect> kebabs(Frame frame) {
        marks(frame);
        return lastKebabs;
    }

    private synchronized List<List<Rect>> stars(Frame frame) {
        marks(frame);
        return lastStars;
    }

    private synchronized List<Rect> marks(Frame frame) {
        int w = frame.width();
        int h = frame.height();
        int[] lum = frame.image().getRGB(0, 0, w, h, null, 0, w);
        long key = 1125899906842597L + w * 31L + h;
        for (int i = 0; i < lum.length; i++) {
            int c = lum[i];
            key = key * 31 + (c & 0xffffff);
            lum[i] = (((c >> 16) & 0xff) * 3 + ((c >> 8) & 0xff) * 6 + (c & 0xff)) / 10;
        }
        if (key == lastKey) {
            return lastMarks;
        }
        int[] background = backgrounds(lum, w, h);
        int across = (w + TILE - 1) / TILE;
        boolean[] ink = new boolean[w * h];
        boolean[] pale = new boolean[w * h];
        for (int i = 0; i < ink.length; i++) {
            int b = background[(i / w) / TILE * across + (i % w) / TILE];
            ink[i] = b >= 128 ? lum[i] <= b - CONTRAST : lum[i] >= b + CONTRAST;
            pale[i] = b >= 128 ? lum[i] <= b - RatingStars.CONTRAST : lum[i] >= b + RatingStars.CONTRAST;
        }
        lastStars = RatingStars.find(pale, w, h);
        List<Rect> blobs = Blobs.boxes(ink, w, h, true);
        lastMarks = blobs.stream()
                .filter(b -> b.height() >= MIN_HEIGHT && b.height() <= MAX_HEIGHT && b.width() <= 1.5 * b.height())
                .toList();
        lastKebabs = Kebabs.find(blobs, b -> {
            for (int y = b.y(); y < b.bottom(); y++) {
                for (int x = b.x(); x < b.right(); x++) {
                    int i = y * w + x;
                    int bg = background[y / TILE * across + x / TILE];
                    if (Math.abs(lum[i] - bg) >= STRONG) {
                        return true;
                    }
                }
            }
            return false;
        });
        lastKey = key;
        return lastMarks;
    }

    /** Marks side by side on one line, gathered into boxes with a margin. */
    private static List<Rect> gathered(List<Rect> marks, int w, int h) {
        List<Rect> lines = new ArrayList<>();
        for (Rect m : marks) {
            int joined = -1;
            for (int i = 0; i < lines.size() && joined < 0; i++) {
                Rect l = lines.get(i);
                int overlap = Math.min(l.bottom(), m.bottom()) - Math.max(l.y(), m.y());
                boolean sameLine = overlap * 2 >= Math.min(l.height(), m.height());
                if (sameLine && m.x() - l.right() <= GAP * Math.max(l.height(), m.height())) {
                    joined = i;
                }
            }
            if (joined < 0) {
                lines.add(m);
            } else {
                lines.set(joined, union(lines.get(joined), m));
            }
        }
        // (lone icons, a feed's actions under every post, have their own allowance: they are looked up, not read)
        return lines.stream().map(l -> new Rect(l.x() - MARGIN, l.y() - MARGIN, l.width() + 2 * MARGIN,
                l.height() + 2 * MARGIN).intersection(new Rect(0, 0, w, h))).toList();
    }

    /** The stray lines read as text elements, in screen coordinates. */
    List<Element> read(Frame frame, List<Element> elements, java.util.function.Function<Rect, String> reader,
                       java.util.function.Function<Rect, String> icon) {
        List<Element> out = new ArrayList<>();
        List<Rect> covered = elements.stream().map(e -> frame.mapping().toFrame(e.box()))
                .filter(b -> b.area() <= CONTAINER * frame.width() * (long) frame.height()).toList();
        for (Rect k : kebabs(frame)) {
            if (covered.stream().noneMatch(c -> c.intersection(k).area() * 2 > k.area())) {
                // a row's "more actions" (⋮, ⋯) drawn as three dots with no frame: a button by its shape; a thin gear's
                // teeth fall apart into dots in a line too, and its whole shape says what it is
                String shape = icon.apply(k);
                String name = shape.isBlank() || shape.equals("More") ? "More actions" : shape;
                out.add(new Element(0, name, frame.mapping().toScreen(k), Source.WIDGET, 0.6, dev.tca.core.Role.BUTTON,
                        null, "", null, "", null));
            }
        }
        for (List<Rect> row : stars(frame)) {
            if (row.stream().anyMatch(m -> covered.stream().anyMatch(c -> c.intersection(m).area() * 2 > m.area()))) {
                continue;
            }
            // a rating's marks: the n-th is "n stars", a button by its place in the row
            for (int n = 1; n <= row.size(); n++) {
                Rect m = row.get(n - 1);
                Rect box = frame.mapping().toScreen(new Rect(m.x() - 2, m.y() - 2, m.width() + 4, m.height() + 4));
                out.add(new Element(0, n + (n == 1 ? " star" : " stars"), box, Source.WIDGET, 0.6, dev.tca.core.Role.BUTTON, null,
                        "", null, "", null));
            }
        }
        for (Rect line : lines(frame, elements)) {
            String name = iconSized(line) ? icon.apply(line) : "";
            String text = name.isBlank() ? reader.apply(line) : "";
            if (!text.isBlank()) {
                out.add(new Element(0, text, frame.mapping().toScreen(line), Source.OCR, 0.8));
                continue;
            }
            if (!name.isBlank()) {
                // a frameless icon that no text names (a feed's Bookmark under each post): a button by its shape
                Rect box = frame.mapping().toScreen(new Rect(line.x() - MARGIN, line.y() - MARGIN, line.width() + 2 * MARGIN,
                        line.height() + 2 * MARGIN));
                out.add(new Element(0, name, box, Source.WIDGET, 0.6, dev.tca.core.Role.BUTTON, null, "", null, "", null));
            }
        }
        return out;
    }

    /** A mark (with its margin) about as wide as high and of an icon's size: a word or a digit is narrower or wider. */
    private static boolean iconSized(Rect r) {
        return r.height() >= 18 && r.height() <= 36 && r.width() >= 18 && r.width() <= 36
                && r.width() <= r.height() * 1.34 && r.height() <= r.width() * 1.34;
    }

    private static Rect union(Rect a, Rect b) {
        int x = Math.min(a.x(), b.x());
        int y = Math.min(a.y(), b.y());
        return new Rect(x, y, Math.max(a.right(), b.right()) - x, Math.max(a.bottom(), b.bottom()) - y);
    }

    /**
     * The background of each tile: the frame's commonest brightness, except in a tile wholly on
     * another surface, which has its own (a dialog on a bare black root window would otherwise be
     * one blob of "ink").
     */
    private static int[] backgrounds(int[] lum, int w, int h) {
        int across = (w + TILE - 1) / TILE;
        int down = (h + TILE - 1) / TILE;
        int[][] histograms = new int[across * down][256];
        for (int y = 0; y < h; y++) {
            int[] row = null;
            for (int x = 0; x < w; x++) {
                if (x % TILE == 0) {
                    row = histograms[y / TILE * across + x / TILE];
                }
                row[lum[y * w + x]]++;
            }
        }
        int[] whole = new int[256];
        for (int[] hist : histograms) {
            for (int i = 0; i < 256; i++) {
                whole[i] += hist[i];
            }
        }
        int page = mode(whole);
        int[] modes = new int[histograms.length];
        for (int t = 0; t < modes.length; t++) {
            // a tile that shows any of the page's own background keeps it (a highlighted row in a drop-down is not a
            // new page); only a tile wholly on another surface (a dialog on a black root) is judged by its own
            long total = 0;
            long onPage = 0;
            for (int i = 0; i < 256; i++) {
                total += histograms[t][i];
                onPage += Math.abs(i - page) <= NEAR_PAGE ? histograms[t][i] : 0;
            }
            modes[t] = onPage * 10 >= total ? page : mode(histograms[t]);
        }
        return modes;
    }

    private static int mode(int[] histogram) {
        int best = 0;
        for (int i = 1; i < histogram.length; i++) {
            best = histogram[i] > histogram[best] ? i : best;
        }
        return best;
    }
}
