package dev.tca.perception;

import dev.tca.core.Element;

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
 */
public record SourceRead(List<Element> elements, List<String> screenText, List<Element> offscreen, String summary,
                         String note, List<Element> words) {

    public SourceRead {
        elements = List.copyOf(elements);
        words = words == null ? List.of() : List.copyOf(words);
        screenText = List.copyOf(screenText);
        offscreen = offscreen == null ? List.of() : List.copyOf(offscreen);
        summary = summary == null ? "" : summary;
        note = note == null ? "" : note;
    }

    public SourceRead(List<Element> elements, List<String> screenText, List<Element> offscreen, String summary,
                      String note) {
        this(elements, screenText, offscreen, summary, note, List.of());
    }

    public static SourceRead empty(String note) {
        return new SourceRead(List.of(), List.of(), List.of(), "", note);
    }
}
