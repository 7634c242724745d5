package dev.tca.core;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a detector saw on one frame.
 *
 * @param elements   the numbered menu candidates, ids 1..n in order
 * @param screenText every piece of text read, including prose too long to be a menu entry;
 *                   verifiers look here
 * @param note       an honest remark for the user, e.g. that the index fell back to a blind grid;
 *                   empty when there is nothing to say
 * @param detector   which detector produced this
 */
public record Observation(List<Element> elements, List<String> screenText, int frameWidth, int frameHeight,
                          ScreenMapping mapping, String detector, String note) {

    public Observation {
        elements = List.copyOf(elements);
        screenText = List.copyOf(screenText);
        Objects.requireNonNull(mapping, "mapping");
        Objects.requireNonNull(detector, "detector");
        note = note == null ? "" : note;
        for (int i = 0; i < elements.size(); i++) {
            if (elements.get(i).id() != i + 1) {
                throw new IllegalArgumentException("element ids must run 1..n in order; entry " + i
                        + " has id " + elements.get(i).id());
            }
        }
    }

    public Optional<Element> element(int id) {
        return id >= 1 && id <= elements.size() ? Optional.of(elements.get(id - 1)) : Optional.empty();
    }

    public boolean isBlind() {
        return !elements.isEmpty() && elements.stream().allMatch(e -> e.source() == Source.GRID);
    }
}
