package dev.tca.brain.task;

import dev.tca.core.Element;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A list read from the pixels alone: eight or more short bordered rows (the widget detector's
 * buttons) stacked in one column, with the same left edge. Without a tree nothing says "list", but
 * a person sees one and scrolls it. Rows of plain text count when there are as many, short, evenly
 * spaced and in alphabetical order (a list box's countries); a paragraph's lines are long, a form's
 * labels unevenly spaced, a settings page's sections in an order of their own.
 */
final class Lists {

    static final int MIN_ROWS = 8;

    private Lists() {
    }

    /** The middle entry of the longest such column, to scroll over; empty when the screen shows none. */
    static Optional<Element> column(List<Element> pool) {
        Optional<Element> bordered = column(pool.stream().filter(e -> e.role() == dev.tca.core.Role.BUTTON).toList(), false);
        // a list box drawn as plain rows of text (a select's options, a file list): evenly spaced short lines
        return bordered.isPresent() ? bordered : column(pool.stream().filter(e -> !e.role().control()).toList(), true);
    }

    private static Optional<Element> column(List<Element> candidates, boolean even) {
        List<Element> shortOnes = candidates.stream().filter(e -> !e.label().isBlank()
                        && e.label().strip().split("\\s+").length <= (even ? 3 : 6))
                .sorted(Comparator.comparingInt((Element e) -> e.box().x())).toList();
        List<Element> best = List.of();
        for (Element first : shortOnes) {
            List<Element> col = new ArrayList<>();
            for (Element e : shortOnes) {
                if (Math.abs(e.box().x() - first.box().x()) <= 8) {
                    col.add(e);
                }
            }
            if (col.size() > best.size()) {
                best = col;
            }
        }
        if (best.size() < MIN_ROWS) {
            return Optional.empty();
        }
        List<Element> rows = best.stream().sorted(Comparator.comparingInt((Element e) -> e.box().y())).toList();
        if (even && (!evenlySpaced(rows) || !sorted(rows))) {
            return Optional.empty();
        }
        return Optional.of(rows.get(rows.size() / 2));
    }

    /**
     * Rows of plain text in alphabetical order (countries, files, contacts): a list that goes on past
     * what shows. A settings page's sections in their own order are a menu, all of it on the screen.
     */
    private static boolean sorted(List<Element> rows) {
        int inversions = 0;
        for (int i = 1; i < rows.size(); i++) {
            inversions += rows.get(i - 1).label().compareToIgnoreCase(rows.get(i).label()) > 0 ? 1 : 0;
        }
        return inversions <= 1;
    }

    /** Rows a list's pitch apart: no gap more than half again the smallest (a paragraph's or a form's lines are not). */
    private static boolean evenlySpaced(List<Element> rows) {
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (int i = 1; i < rows.size(); i++) {
            int gap = rows.get(i).box().y() - rows.get(i - 1).box().y();
            min = Math.min(min, gap);
            max = Math.max(max, gap);
        }
        return min >= 10 && max <= min * 3 / 2;
    }
}
