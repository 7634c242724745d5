package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * "Which of the vacuum cleaners I'm comparing is the lightest?" on a comparison page: the things side by side in
 * columns, a row per feature ("Weight 2.6 kg 2.1 kg 2.4 kg"). The row that names the measure is read, the column at the
 * wanted end is found, and the thing's name is the largest line of text at the head of that column. A feature folded
 * away ("Dimensions & weight" collapsed) is opened first.
 */
final class Comparisons {

    /** The words a feature row or its section says for each measure. */
    private static final Map<Superlatives.Measure, Pattern> NAMES = Map.of(
            Superlatives.Measure.WEIGHT, Pattern.compile("(?i).*\\b(?:weight|weighs|mass)\\b.*"),
            Superlatives.Measure.PRICE, Pattern.compile("(?i).*\\b(?:price|cost)\\b.*"),
            Superlatives.Measure.DISTANCE, Pattern.compile("(?i).*\\b(?:distance|range)\\b.*"),
            Superlatives.Measure.DURATION, Pattern.compile("(?i).*\\b(?:run\\s*time|battery|duration|time)\\b.*"),
            Superlatives.Measure.SIZE, Pattern.compile("(?i).*\\b(?:size|capacity|dimensions?)\\b.*"));

    /** The thing at the wanted end, and how it was found. */
    record Best(Element name, String how) {
    }

    private Comparisons() {
    }

    /** A folded section whose title names the measure ("Dimensions & weight"), when no value of the measure shows. */
    static Optional<Element> folded(Superlatives.Want want, List<Element> pool) {
        Pattern names = NAMES.get(want.measure());
        if (names == null || pool.stream().anyMatch(e -> e.label().strip().length() <= 18 && Superlatives.measure(want.measure(),
                e.label()) != null)) {
            return Optional.empty();
        }
        return pool.stream().filter(e -> !e.has(State.OFFSCREEN) && !e.has(State.EXPANDED) && names.matcher(e.label()).matches()
                        && e.label().strip().split("\\s+").length <= 5 && !e.role().editable())
                .min(Comparator.comparingInt((Element e) -> e.has(State.COLLAPSED) ? 0 : 1).thenComparingInt(e -> e.box().y()));
    }

    /** The name at the head of the column whose value on the measure's row is at the wanted end. */
    static Optional<Best> best(Superlatives.Want want, List<Element> pool) {
        Pattern names = NAMES.get(want.measure());
        if (names == null) {
            return Optional.empty();
        }
        List<Element> shown = pool.stream().filter(e -> !e.label().isBlank() && !e.has(State.OFFSCREEN) && !e.role().editable()).toList();
        for (Element row : shown.stream().filter(e -> names.matcher(e.label()).matches() && e.label().strip().split("\\s+").length <= 4
                && Superlatives.measure(want.measure(), e.label()) == null).toList()) {
            List<Element> values = shown.stream().filter(v -> v != row && Answers.sameRow(v, row) && v.box().x() > row.box().right()
                    && v.label().strip().length() <= 18 && Superlatives.measure(want.measure(), v.label()) != null).toList();
            if (values.size() < 2) {
                continue;
            }
            Comparator<Element> by = Comparator.comparingDouble(v -> Superlatives.measure(want.measure(), v.label()));
            Element end = want.most() ? values.stream().max(by).orElseThrow() : values.stream().min(by).orElseThrow();
            Optional<Element> head = head(end, values, shown);
            if (head.isPresent()) {
                return Optional.of(new Best(head.get(), "the column whose '" + row.label() + "' is " + (want.most() ? "the most" : "the least")
                        + " (" + end.label() + ") is headed '" + head.get().label() + "'"));
            }
        }
        return Optional.empty();
    }

    /**
     * The column's name: above the row, in the column, the largest words that are no figure and are not said alike in the
     * other columns ("Stick / handheld" is every column's type).
     */
    private static Optional<Element> head(Element value, List<Element> values, List<Element> shown) {
        int x = value.box().center().x();
        return shown.stream().filter(e -> e.box().bottom() < value.box().y() && Math.abs(e.box().center().x() - x) <= 60)
                .filter(e -> !e.role().control() || e.role() == Role.LINK || e.role() == Role.HEADING)
                .filter(e -> !e.label().matches(".*\\d.*") && e.label().strip().length() >= 3)
                .filter(e -> values.stream().filter(v -> v != value).noneMatch(v -> shown.stream().anyMatch(o -> o != e
                        && Math.abs(o.box().center().x() - v.box().center().x()) <= 60 && Answers.sameRow(o, e)
                        && dev.tca.core.Labels.same(o.label(), e.label()))))
                .max(Comparator.comparingInt((Element e) -> e.box().height()).thenComparingInt(e -> -Math.abs(e.box().center().x() - x)));
    }
}
