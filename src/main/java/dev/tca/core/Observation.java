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
 * @param words      every word OCR read, one element each (text, screen box), in reading order
 *                   line by line, numbered on after the menu (n+1, n+2...): not in the menu, but
 *                   an action may address one, so a goal that quotes a word inside a paragraph
 *                   (a link in prose) can land on that word
 */
public record Observation(List<Element> elements, List<String> screenText, int frameWidth, int frameHeight,
                          ScreenMapping mapping, String detector, String note, List<Element> offscreen, String summary,
                          List<Element> words) {

    public Observation {
        elements = List.copyOf(elements);
        screenText = List.copyOf(screenText);
        offscreen = offscreen == null ? List.of() : List.copyOf(offscreen);
        words = words == null ? List.of() : List.copyOf(words);
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
        for (int i = 0; i < words.size(); i++) {
            if (words.get(i).id() != elements.size() + i + 1) {
                throw new IllegalArgumentException("word ids must run on after the menu's; word " + i
                        + " has id " + words.get(i).id());
            }
        }
    }

    public Observation(List<Element> elements, List<String> screenText, int frameWidth, int frameHeight,
                       ScreenMapping mapping, String detector, String note, List<Element> offscreen, String summary) {
        this(elements, screenText, frameWidth, frameHeight, mapping, detector, note, offscreen, summary, List.of());
    }

    public Observation(List<Element> elements, List<String> screenText, int frameWidth, int frameHeight,
                       ScreenMapping mapping, String detector, String note) {
        this(elements, screenText, frameWidth, frameHeight, mapping, detector, note, List.of(), "", List.of());
    }

    /** A menu element, or a word (ids after the menu's): what an action's target id names. */
    public Optional<Element> element(int id) {
        if (id >= 1 && id <= elements.size()) {
            return Optional.of(elements.get(id - 1));
        }
        int w = id - elements.size() - 1;
        return w >= 0 && w < words.size() ? Optional.of(words.get(w)) : Optional.empty();
    }

    /** The element that has the keyboard focus, when a source knows it. */
    public Optional<Element> focused() {
        return elements.stream().filter(e -> e.has(State.FOCUSED) && e.role() != Role.WINDOW).findFirst();
    }

    public boolean isBlind() {
        return !elements.isEmpty() && elements.stream().allMatch(e -> e.source() == Source.GRID);
    }

    public Observation withSummary(String newSummary) {
        return new Observation(elements, screenText, frameWidth, frameHeight, mapping, detector, note, offscreen, newSummary, words);
    }

    public Observation withNote(String newNote) {
        return new Observation(elements, screenText, frameWidth, frameHeight, mapping, detector, newNote, offscreen, summary, words);
    }
}
