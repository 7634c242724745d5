package dev.tca.perception;

import dev.tca.core.Rect;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Groups OCR words into the phrases a person would click: words on one text row (they overlap
 * vertically by more than half their height) join while the empty space between them stays under
 * {@code wordGap} times the row's height. A wider gap is the space between two buttons.
 */
public final class PhraseMerger {

    /** How much empty space lies between two word boxes on the same row, in pixels. */
    public interface Gap {
        int between(Rect left, Rect right);

        /** The gap the boxes show, for when there is no picture to look at. */
        Gap GEOMETRIC = (l, r) -> Math.max(0, r.x() - l.right());
    }

    private final double wordGap;

    public PhraseMerger(double wordGap) {
        this.wordGap = wordGap;
    }

    public List<Phrase> merge(List<OcrWord> words) {
        return merge(words, Gap.GEOMETRIC);
    }

    public List<Phrase> merge(List<OcrWord> words, Gap gaps) {
        List<List<OcrWord>> rows = rows(words);
        List<Phrase> phrases = new ArrayList<>();
        for (List<OcrWord> row : rows) {
            row.sort(Comparator.comparingInt(w -> w.box().x()));
            List<OcrWord> current = new ArrayList<>();
            for (OcrWord w : row) {
                if (!current.isEmpty()) {
                    OcrWord prev = current.get(current.size() - 1);
                    int height = Math.max((prev.box().height() + w.box().height()) / 2, 1);
                    int gap = gaps.between(prev.box(), w.box());
                    if (gap > wordGap * height) {
                        phrases.add(Phrase.of(current));
                        current = new ArrayList<>();
                    }
                }
                current.add(w);
            }
            if (!current.isEmpty()) {
                phrases.add(Phrase.of(current));
            }
        }
        return readingOrder(phrases);
    }

    /** Top to bottom by visual row, left to right within a row, as a person reads the screen. */
    private static List<Phrase> readingOrder(List<Phrase> phrases) {
        List<Phrase> byTop = new ArrayList<>(phrases);
        byTop.sort(Comparator.comparingDouble(p -> p.box().y() + p.box().height() / 2.0));
        List<Phrase> out = new ArrayList<>();
        List<Phrase> row = new ArrayList<>();
        for (Phrase p : byTop) {
            if (!row.isEmpty() && !sameRow(row.get(0).box(), p.box())) {
                row.sort(Comparator.comparingInt(q -> q.box().x()));
                out.addAll(row);
                row.clear();
            }
            row.add(p);
        }
        row.sort(Comparator.comparingInt(q -> q.box().x()));
        out.addAll(row);
        return out;
    }

    private static List<List<OcrWord>> rows(List<OcrWord> words) {
        List<OcrWord> sorted = new ArrayList<>(words);
        sorted.sort(Comparator.comparingDouble(w -> w.box().y() + w.box().height() / 2.0));
        List<List<OcrWord>> rows = new ArrayList<>();
        for (OcrWord w : sorted) {
            List<OcrWord> home = null;
            for (List<OcrWord> row : rows) {
                if (sameRow(row.get(0), w)) {
                    home = row;
                    break;
                }
            }
            if (home == null) {
                home = new ArrayList<>();
                rows.add(home);
            }
            home.add(w);
        }
        return rows;
    }

    private static boolean sameRow(OcrWord a, OcrWord b) {
        return sameRow(a.box(), b.box());
    }

    private static boolean sameRow(Rect a, Rect b) {
        int overlap = Math.min(a.bottom(), b.bottom()) - Math.max(a.y(), b.y());
        return overlap > 0.5 * Math.min(a.height(), b.height());
    }
}
