package dev.tca.perception;

import dev.tca.core.Rect;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A rating drawn as a row of the same shape ("☆☆☆☆☆" under "Overall rating"): three to ten marks of one size, level,
 * evenly spaced and alone on their line. Unrated stars are often a pale grey that the read of text takes for
 * background, so the marks are looked for at a lower contrast than letters. The n-th mark is the rating "n stars".
 */
final class RatingStars {

    /** Ink this far in brightness from its background is a pale star (letters need more). */
    static final int CONTRAST = 28;
    private static final int MIN_SIDE = 10;
    private static final int MAX_SIDE = 44;
    private static final int MIN_MARKS = 3;
    private static final int MAX_MARKS = 10;

    private RatingStars() {
    }

    /**
     * The marks of each rating row, left to right, in frame pixels.
     *
     * @param ink the frame's pixels that differ from their background by {@link #CONTRAST} or more
     */
    static List<List<Rect>> find(boolean[] ink, int w, int h) {
        List<Rect> blobs = Blobs.boxes(ink, w, h, true);
        List<Rect> marks = blobs.stream().filter(b -> b.width() >= MIN_SIDE && b.width() <= MAX_SIDE && b.height() >= MIN_SIDE
                        && b.height() <= MAX_SIDE && Math.abs(b.width() - b.height()) <= Math.max(2, b.height() / 5))
                .sorted(Comparator.comparingInt(Rect::x)).toList();
        List<List<Rect>> rows = new ArrayList<>();
        List<Rect> used = new ArrayList<>();
        for (Rect first : marks) {
            if (used.contains(first)) {
                continue;
            }
            List<Rect> row = new ArrayList<>(List.of(first));
            Rect last = first;
            int step = -1;
            for (Rect m : marks) {
                if (m.x() <= last.x() || Math.abs(m.y() - first.y()) > 2 || Math.abs(m.height() - first.height()) > 2
                        || Math.abs(m.width() - first.width()) > 2) {
                    continue;
                }
                int gap = m.x() - last.x();
                if (gap > 2.5 * first.width() || step > 0 && Math.abs(gap - step) > 2) {
                    continue;
                }
                step = gap;
                row.add(m);
                last = m;
            }
            if (row.size() >= MIN_MARKS && row.size() <= MAX_MARKS && sameInk(row, ink, w) && alone(row, blobs)) {
                rows.add(row);
                used.addAll(row);
            }
        }
        return rows;
    }

    /** Marks of one shape hold about as much ink each (a toolbar's different icons do not). */
    private static boolean sameInk(List<Rect> row, boolean[] ink, int w) {
        int[] counts = row.stream().mapToInt(r -> {
            int n = 0;
            for (int y = r.y(); y < r.bottom(); y++) {
                for (int x = r.x(); x < r.right(); x++) {
                    n += ink[y * w + x] ? 1 : 0;
                }
            }
            return n;
        }).toArray();
        int min = java.util.Arrays.stream(counts).min().orElse(0);
        int max = java.util.Arrays.stream(counts).max().orElse(0);
        return min > 0 && max <= min * 1.25;
    }

    /** No other ink on the row's line just before or after it: a word's letters in a line of text are no rating. */
    private static boolean alone(List<Rect> row, List<Rect> blobs) {
        Rect a = row.get(0);
        Rect z = row.get(row.size() - 1);
        Rect line = new Rect(a.x() - a.width(), a.y(), z.right() + z.width() - (a.x() - a.width()), a.height());
        return blobs.stream().filter(b -> !row.contains(b) && b.width() < 200 && b.height() < 60)
                .noneMatch(b -> line.intersection(b).area() > 0);
    }
}
