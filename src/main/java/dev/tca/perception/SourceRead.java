package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Rect;

import java.util.List;

/**
 * What one source found on a frame.
 *
 * @param elements   unnumbered candidates (id 0), in screen pixels
 * @param screenText every text the source read, prose included, for verifiers and answers
 * @param offscreen  controls the source knows of that are scrolled out of view
 * @param summary    what the read cost, for the timing line ("ax 41 ms (312 nodes)"); may be empty
 * @param note       a warning for the user (no accessibility bus, no text found); may be empty
 * @param words      each word OCR read (id 0), reading order; addressable, never in the menu
 * @param modal      the boxes of a modal dialog the source knows is open (the tree's aria-modal): what
 *                   other sources find outside them is behind it, out of reach; empty when none is
 */
public record SourceRead(List<Element> elements, List<String> screenText, List<Element> offscreen, String summary,
                         String note, List<Element> words, List<Rect> modal) {

    public SourceRead {
        elements = List.copyOf(elements);
        modal = modal == null ? List.of() : List.copyOf(modal);
        words = words == null ? List.of() : List.copyOf(words);
        screenText = List.copyOf(screenText);
        offscreen = offscreen == null ? List.of() : List.copyOf(offscreen);
        summary = summary == null ? "" : summary;
        note = note == null ? "" : note;
    }

    public SourceRead(List<Element> elements, List<String> screenText, List<Element> offscreen, String summary,
                      String note, List<Element> words) {
        this(elements, screenText, offscreen, summary, note, words, List.of());
    }

    public SourceRead(List<Element> elements, List<String> screenText, List<Element> offscreen, String summary,
                      String note) {
        this(elements, screenText, offscreen, summary, note, List.of(), List.of());
    }

    /** This read without what lies outside {@code boxes} (a modal dialog's): those elements are behind it. */
    public SourceRead within(List<Rect> boxes) {
        java.util.function.Predicate<Element> inside = e -> boxes.stream().anyMatch(b -> b.contains(e.box().center()));
        return new SourceRead(elements.stream().filter(inside).toList(), screenText, offscreen, summary, note,
                words.stream().filter(inside).toList(), modal);
    }

    public static SourceRead empty(String note) {
        return new SourceRead(List.of(), List.of(), List.of(), "", note);
    }
}
