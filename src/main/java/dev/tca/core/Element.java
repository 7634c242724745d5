package dev.tca.core;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * One thing on the screen a brain can choose: a control from the accessibility tree, a widget
 * found in the pixels, or a phrase read by OCR. Sources emit candidates with id 0; the indexer
 * numbers them 1..n for the menu.
 *
 * @param id         its number in the menu, from 1 (0 while it is an unnumbered candidate)
 * @param box        where it is, in screen pixels
 * @param confidence how sure the source is, 0..1
 * @param role       what kind of control it is ({@link Role#TEXT} when only its text is known)
 * @param states     checked, selected, focused, expanded, disabled...
 * @param value      the text a field holds, or "" (never null)
 * @param range      a slider's or spin box's value and bounds, or null
 * @param container  where it sits when that tells it apart ("in 'Print' dialog", "row 'leo'"), or ""
 * @param handle     a way to act on it without pixels, or null
 */
public record Element(int id, String label, Rect box, Source source, double confidence, Role role, Set<State> states,
                      String value, Range range, String container, ElementHandle handle) {

    public Element {
        if (id < 0) {
            throw new IllegalArgumentException("element id must be >= 0, got " + id);
        }
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(source, "source");
        if (!(confidence >= 0 && confidence <= 1)) {
            throw new IllegalArgumentException("confidence must be in 0..1, got " + confidence);
        }
        role = role == null ? Role.TEXT : role;
        states = states == null || states.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(states));
        value = value == null ? "" : value;
        container = container == null ? "" : container;
    }

    /** Text read off the pixels: no role, no state. */
    public Element(int id, String label, Rect box, Source source, double confidence) {
        this(id, label, box, source, confidence, Role.TEXT, Set.of(), "", null, "", null);
    }

    public Point center() {
        return box.center();
    }

    public boolean has(State state) {
        return states.contains(state);
    }

    public Element withId(int newId) {
        return new Element(newId, label, box, source, confidence, role, states, value, range, container, handle);
    }

    public Element withLabel(String newLabel, Source newSource) {
        return new Element(id, newLabel, box, newSource, confidence, role, states, value, range, container, handle);
    }

    public Element withContainer(String newContainer) {
        return new Element(id, label, box, source, confidence, role, states, value, range, newContainer, handle);
    }

    /**
     * How a menu shows it: {@code button 'Save'}, {@code text field 'Email' (empty)},
     * {@code checkbox 'Olives' (unchecked)}, {@code slider 'Volume' 40 (0-100)}; plain OCR text is
     * just its quoted label.
     */
    public String describe() {
        StringBuilder s = new StringBuilder();
        if (role != Role.TEXT) {
            s.append(role.wireName()).append(' ');
        }
        s.append('\'').append(label).append('\'');
        if (range != null) {
            s.append(' ').append(range);
        } else if (role.editable()) {
            s.append(value.isEmpty() ? " (empty)" : role == Role.PASSWORD_FIELD ? " (filled)" : " = '" + clip(value) + "'");
        }
        if (role.checkable()) {
            s.append(has(State.CHECKED) ? " (checked)" : has(State.MIXED) ? " (mixed)" : " (unchecked)");
        } else if (has(State.CHECKED)) {
            s.append(" (on)");
        }
        if (has(State.SELECTED)) {
            s.append(" (selected)");
        }
        if (has(State.EXPANDED)) {
            s.append(" (expanded)");
        } else if (has(State.COLLAPSED)) {
            s.append(" (collapsed)");
        }
        if (has(State.DISABLED)) {
            s.append(" (disabled)");
        }
        if (has(State.FOCUSED)) {
            s.append(" (focused)");
        }
        if (!container.isEmpty()) {
            s.append(' ').append(container);
        }
        return s.toString();
    }

    private static String clip(String v) {
        String one = v.replace('\n', ' ');
        return one.length() > 24 ? one.substring(0, 23) + "…" : one;
    }
}
