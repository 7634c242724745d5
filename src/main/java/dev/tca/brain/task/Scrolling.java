package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.List;
import java.util.Optional;

/**
 * Whether a screen can be scrolled to bring a target into view, what to scroll over, and the control
 * that turns a list's page. Read from the tree where it says what lies beyond the screen, else from
 * the text near the bottom edge and the shape of repeated rows.
 */
final class Scrolling {

    private static final java.util.regex.Pattern NEXT_PAGE = java.util.regex.Pattern.compile(
            "(?i)\\s*(?:next(?:\\s+page)?|more\\s+results|load\\s+more|show\\s+more(?:\\s+results)?|older(?:\\s+posts)?)?\\s*[›»>→]?\\s*");

    private Scrolling() {
    }

    /** The control that turns a list's page: "Next ›", "»", "Load more"; not a wizard's Next below a form's fields. */
    static Optional<Element> nextPage(List<Element> pool) {
        boolean form = pool.stream().anyMatch(e -> e.role().editable() && e.role() != Role.COMBO);
        return pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.LINK) && !e.has(State.DISABLED)
                && !e.label().isBlank() && NEXT_PAGE.matcher(e.label()).matches()
                && !(form && e.label().strip().equalsIgnoreCase("next"))).max(java.util.Comparator.comparingInt(e -> e.box().y()));
    }

    /** The element to scroll over: the biggest list or document-like control, else nothing (the pointer stays). */
    static Integer over(List<Element> pool, Observation o) {
        // (a one-line field, a search box above a list, scrolls nothing)
        // (a notes box cut by the screen's bottom edge has its middle on the very last row, outside the window: the
        // wheel there scrolls nothing; with no list or box, the page's middle line is where the wheel turns the page)
        java.util.function.Predicate<Element> inside = e -> e.box().y() >= 0 && e.box().bottom() <= o.frameHeight() - 4
                && e.box().right() <= o.frameWidth() && !e.has(dev.tca.core.State.OFFSCREEN);
        return pool.stream().filter(inside).filter(e -> e.role() == Role.LIST_ITEM || e.role() == Role.TEXT_FIELD && e.box().height() >= 60
                        || e.role() == Role.TABLE_CELL)
                .max(java.util.Comparator.comparingLong(e -> e.box().area())).map(Element::id)
                .or(() -> Lists.column(pool).map(Element::id))
                .or(() -> pool.stream().filter(inside).filter(e -> !e.role().control() && !e.label().isBlank())
                        .min(java.util.Comparator.comparingInt(e -> Math.abs(e.box().center().y() - o.frameHeight() / 2)
                                + Math.abs(e.box().center().x() - o.frameWidth() / 2))).map(Element::id))
                .orElse(null);
    }

    /**
     * Whether scrolling could bring a target into view: the tree reports controls scrolled away, or
     * the screen shows a list, table or tree. A dialog read only by OCR is not scrolled blindly.
     */
    static boolean possible(Observation o) {
        return !o.offscreen().isEmpty() || o.elements().stream().anyMatch(e -> e.role() == Role.LIST_ITEM
                || e.role() == Role.TABLE_CELL || e.role() == Role.TREE_ITEM) || Lists.column(o.elements()).isPresent()
                || repeatedButtons(o.elements()) || continuesBelow(o);
    }

    /**
     * Read from pixels, or from a browser's tree (which leaves out what is scrolled away), a long page
     * shows no sign that it goes on but its text: lines of it in the last tenth of the screen (a page
     * that ends leaves a margin) say there may be more below.
     */
    static boolean continuesBelow(Observation o) {
        return linesNearBottom(o, 10, 2);
    }

    /**
     * Looser than {@link #continuesBelow}: one line in the last sixth. Enough to look once for a page's Save at its
     * foot (a settings card ends just above the fold), not to keep searching a list.
     */
    static boolean mayGoOnBelow(Observation o) {
        return linesNearBottom(o, 6, 1);
    }

    /** Lines of text (at least {@code lines}) in the last {@code 1/part} of the screen, or a paragraph cut by its edge. */
    private static boolean linesNearBottom(Observation o, int part, int lines) {
        if (!o.offscreen().isEmpty()) {
            return false; // the tree says what lies beyond the screen (GTK does; Chromium leaves out what is not showing)
        }
        dev.tca.core.Rect frame = o.mapping().toScreen(new dev.tca.core.Rect(0, 0, o.frameWidth(), o.frameHeight()));
        if (frame.height() < 400) {
            return false; // a dialog read on its own (--window active) is cut by its frame, not by a page that goes on
        }
        int bottom = frame.bottom();
        // a paragraph the tree says runs past the bottom edge is cut off as plainly
        boolean runsPast = o.elements().stream().anyMatch(e -> !e.label().isBlank() && !e.role().control()
                && e.box().y() < bottom && e.box().bottom() > bottom + 4 && e.box().height() < bottom / 2);
        return runsPast || o.elements().stream().filter(e -> !e.label().isBlank() && e.box().bottom() <= bottom)
                .filter(e -> e.box().bottom() > bottom - bottom / part).count() >= lines;
    }

    /**
     * Rows read from pixels: the same button ("Cancel") on three lines or more, or five boxes of one
     * width stacked in a column, is a list that may go on.
     */
    private static boolean repeatedButtons(List<Element> elements) {
        boolean column = elements.stream().filter(e -> e.role() == Role.BUTTON)
                .collect(java.util.stream.Collectors.groupingBy(e -> e.box().x() / 8 + ":" + e.box().width() / 8,
                        java.util.stream.Collectors.counting()))
                .values().stream().anyMatch(n -> n >= 5);
        return column || elements.stream().filter(e -> e.role() == Role.BUTTON && !e.label().isBlank())
                .collect(java.util.stream.Collectors.groupingBy(e -> dev.tca.core.Labels.core(e.label()),
                        java.util.stream.Collectors.mapping(e -> e.box().y() / 10, java.util.stream.Collectors.toSet())))
                .values().stream().anyMatch(rows -> rows.size() >= 3);
    }
}
