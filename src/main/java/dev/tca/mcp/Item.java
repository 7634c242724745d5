package dev.tca.mcp;

import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Source;
import dev.tca.core.State;

import java.util.List;
import java.util.Objects;

/**
 * One element as the MCP tools show it: the one format of every tool. {@code id} is stable across
 * observations while the element stays; {@code element} is its place in this observation's index,
 * which is what an action names.
 *
 * @param role  what kind of control it is ("text" when only its text is known)
 * @param value the text a field holds when the source knows it, else null
 * @param state checked, focused, disabled... when the source knows them, else empty
 */
public record Item(int id, String role, String label, String value, List<String> state, Rect box, Source source,
                   int element) {

    public Item {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(source, "source");
        state = List.copyOf(state);
    }

    /** The element with its stable id; states in a fixed order, so the same look compares equal. */
    static Item of(int id, Element e) {
        return new Item(id, e.role().wireName(), e.label(), e.value().isEmpty() ? null : e.value(),
                e.states().stream().map(State::wireName).sorted().toList(), e.box(), e.source(), e.id());
    }

    /** Same element, same look: same label, role, value and state, and a box that moved at most a pixel or two. */
    boolean looksLike(Item other) {
        return label.equals(other.label) && role.equals(other.role) && Objects.equals(value, other.value)
                && state.equals(other.state) && Math.abs(box.x() - other.box.x()) <= 2
                && Math.abs(box.y() - other.box.y()) <= 2 && Math.abs(box.width() - other.box.width()) <= 2
                && Math.abs(box.height() - other.box.height()) <= 2;
    }
}
