package dev.tca.core;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What perception saw on one frame.
 *
 * @param elements   the numbered menu candidates, ids 1..n in order
 * @param screenText every piece of text read, including prose too long to be a menu entry;
 *                   verifiers look here
 * @param note       an honest remark for the user, e.g. that the index fell back to a blind grid;
 *                   empty when there is nothing to say
 * @param detector   which detector produced this
 * @param offscreen  controls a source knows of but that are not on screen now (scrolled away):
 *                   reachable by scrolling or by their handle, never by a guessed pixel
 * @param summary    how much the read cost, for the step's timing line ("ocr 14% of the screen,
 *                   ax 41 ms (312 nodes)"); empty when there is nothing to say
 */
public record Observation(List<Element> elements, List<String> screenText, int frameWidth, int frameHeight,
                          ScreenMapping mapping, String detector, String note, List<Element> offscreen, String summary) {

    public Observation {
        elements = List.copyOf(elements);
        screenText = List.copyOf(screenText);
        offscreen = offscreen == null ? List.of() : List.copyOf(offscreen);
        Objects.requireNonNull(mapping, "mapping");
        Objects.requireNonNull(detector, "detector");
        note = note == null ? "" : note;
        summary = summary == null ? "" : summary;
        for (int i = 0; i < elements.size(); i++) {
            if (elements.get(i).id() != i + 1) {
                throw new IllegalArgumentException("element ids must run 1..n in order; entry " + i
                        + " has id " + elements.get(i).id());
            }
        }
    }

    public Observation(List<Element> elements, List<String> screenText, int frameWidth, int frameHeight,
                       ScreenMapping mapping, String detector, String note) {
        this(elements, screenText, frameWidth, frameHeight, mapping, detector, note, List.of(), "");
    }

    public Optional<Element> element(int id) {
        return id >= 1 && id <= elements.size() ? Optional.of(elements.get(id - 1)) : Optional.empty();
    }

    /** The element that has the keyboard focus, when a source knows it. */
    public Optional<Element> focused() {
        return elements.stream().filter(e -> e.has(State.FOCUSED) && e.role() != Role.WINDOW).findFirst();
    }

    public boolean isBlind() {
        return !elements.isEmpty() && elements.stream().allMatch(e -> e.source() == Source.GRID);
    }

    public Observation withSummary(String newSummary) {
        return new Observation(elements, screenText, frameWidth, frameHeight, mapping, detector, note, offscreen, newSummary);
    }

    public Observation withNote(String newNote) {
        return new Observation(elements, screenText, frameWidth, frameHeight, mapping, detector, newNote, offscreen, summary);
    }
}
