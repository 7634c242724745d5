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
        phrases.sort(Comparator.comparingInt((Phrase p) -> p.box().y()).thenComparingInt(p -> p.box().x()));
        return phrases;
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
        int top = Math.max(a.box().y(), b.box().y());
        int bottom = Math.min(a.box().bottom(), b.box().bottom());
        int overlap = bottom - top;
        return overlap > 0.5 * Math.min(a.box().height(), b.box().height());
    }
}
