package dev.tca.brain.task;

import dev.tca.core.Element;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A list read from the pixels alone: eight or more short bordered rows (the widget detector's
 * buttons) stacked in one column, with the same left edge. Without a tree nothing says "list", but
 * a person sees one and scrolls it. Plain lines of text (a menu, a paragraph) are not such a list.
 */
final class Lists {

    static final int MIN_ROWS = 8;

    private Lists() {
    }

    /** The middle entry of the longest such column, to scroll over; empty when the screen shows none. */
    static Optional<Element> column(List<Element> pool) {
        List<Element> shortOnes = pool.stream().filter(e -> e.role() == dev.tca.core.Role.BUTTON && !e.label().isBlank()
                        && e.label().strip().split("\\s+").length <= 4)
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
        return Optional.of(rows.get(rows.size() / 2));
    }
}
