package dev.tca.mcp;

import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Source;

import java.util.List;
import java.util.Objects;

/**
 * One element as the MCP tools show it: the one format of every tool. {@code id} is stable across
 * observations while the element stays; {@code element} is its place in this observation's index,
 * which is what an action names.
 *
 * @param role  what kind of thing it is: text read off the pixels, a blind grid cell, or a widget
 * @param value its value when the source knows one (the accessibility tree), else null
 * @param state its states when the source knows them, else empty
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

    static Item of(int id, Element e) {
        return new Item(id, role(e.source()), e.label(), null, List.of(), e.box(), e.source(), e.id());
    }

    /** OCR and the grid cannot tell a button from a caption: they say where the text or cell came from. */
    static String role(Source source) {
        return switch (source) {
            case OCR -> "text";
            case GRID -> "cell";
            case AX -> "widget";
        };
    }

    /** Same element, same look: same label, role, value and state, and a box that moved at most a pixel or two. */
    boolean looksLike(Item other) {
        return label.equals(other.label) && role.equals(other.role) && Objects.equals(value, other.value)
                && state.equals(other.state) && Math.abs(box.x() - other.box.x()) <= 2
                && Math.abs(box.y() - other.box.y()) <= 2 && Math.abs(box.width() - other.box.width()) <= 2
                && Math.abs(box.height() - other.box.height()) <= 2;
    }
}
