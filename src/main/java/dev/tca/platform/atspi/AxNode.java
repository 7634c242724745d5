package dev.tca.platform.atspi;

import dev.tca.core.Rect;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One visible object of the accessibility tree.
 *
 * @param index       its place in the snapshot's node list
 * @param parent      the index of its nearest kept ancestor, -1 for a top-level window
 * @param app         the application's name ("zenity", "Chromium")
 * @param window      the name of the nearest frame, dialog or window around it (itself for a window)
 * @param role        the AT-SPI role name ("push button", "check box", "entry", "document web")
 * @param states      AT-SPI state names ("focused", "checked", "editable", "showing", ...)
 * @param text        the contents of an editable text; null when it is not one
 * @param min         the Value interface's minimum; null without one (likewise max and current)
 * @param box         where it is, in screen pixels (device pixels, scale already applied)
 * @param actions     the Action interface's names ("click", "press", "activate", "toggle")
 * @param handle      what to pass to AtSpi's actions
 * @param offscreen   inside a scrolled container but outside the screen: reach it by scrolling or an
 *                    action, never by clicking its box
 */
public record AxNode(int index, int parent, String app, String window, String role, String name,
                     String description, Set<String> states, String text, Double min, Double max, Double current,
                     Rect box, List<String> actions, AxHandle handle, boolean offscreen) {

    public AxNode {
        if (index < 0 || parent >= index) {
            throw new IllegalArgumentException("a parent comes before its child: index " + index + ", parent " + parent);
        }
        Objects.requireNonNull(app, "app");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(handle, "handle");
        window = window == null ? "" : window;
        name = name == null ? "" : name;
        description = description == null ? "" : description;
        states = Set.copyOf(states);
        actions = actions.stream().filter(a -> !a.isEmpty()).toList(); // Chromium leaves them unnamed
    }

    public boolean is(String state) {
        return states.contains(state);
    }

    /** The same node at another place in a list (a snapshot concatenates the applications' lists). */
    AxNode shifted(int by) {
        return new AxNode(index + by, parent < 0 ? -1 : parent + by, app, window, role, name, description, states, text,
                min, max, current, box, actions, handle, offscreen);
    }

    /** The same node holding {@code shown} as its text (a closed drop-down's chosen option). */
    AxNode holding(String shown) {
        return new AxNode(index, parent, app, window, role, name, description, states, shown, min, max, current, box,
                actions, handle, offscreen);
    }

    @Override
    public String toString() {
        return index + " " + role + " '" + name + "' " + box + (text == null ? "" : " text='" + text + "'")
                + (current == null ? "" : " value=" + current) + (offscreen ? " offscreen" : "");
    }
}
