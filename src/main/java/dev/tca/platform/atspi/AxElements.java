package dev.tca.platform.atspi;

import dev.tca.core.Element;
import dev.tca.core.Range;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Turns accessibility nodes into menu candidates: the AT-SPI role becomes one of tca's roles, the
 * states and values come along, and nodes that only hold others (panels, fillers, documents,
 * scroll panes) are left out unless they can be clicked and have a name. Pure: tested on saved walks.
 */
final class AxElements {

    private static final Map<String, Role> ROLES = Map.ofEntries(
            Map.entry("push button", Role.BUTTON), Map.entry("toggle button", Role.BUTTON),
            Map.entry("push button menu", Role.BUTTON), Map.entry("button", Role.BUTTON),
            Map.entry("entry", Role.TEXT_FIELD), Map.entry("password text", Role.PASSWORD_FIELD),
            Map.entry("autocomplete", Role.TEXT_FIELD), Map.entry("spin button", Role.SPIN),
            Map.entry("combo box", Role.COMBO), Map.entry("check box", Role.CHECKBOX),
            Map.entry("check menu item", Role.CHECKBOX), Map.entry("radio button", Role.RADIO),
            Map.entry("radio menu item", Role.RADIO), Map.entry("slider", Role.SLIDER), Map.entry("link", Role.LINK),
            Map.entry("menu", Role.MENU), Map.entry("menu item", Role.MENU_ITEM), Map.entry("list item", Role.LIST_ITEM),
            Map.entry("page tab", Role.TAB), Map.entry("tree item", Role.TREE_ITEM), Map.entry("table cell", Role.TABLE_CELL),
            Map.entry("label", Role.LABEL), Map.entry("static", Role.LABEL), Map.entry("caption", Role.LABEL),
            Map.entry("heading", Role.HEADING), Map.entry("icon", Role.IMAGE), Map.entry("image", Role.IMAGE),
            // a list's column header is a button (it sorts); left out, the widget detector took it for a field
            Map.entry("table column header", Role.BUTTON), Map.entry("column header", Role.BUTTON));

    private AxElements() {
    }

    static Optional<Element> of(AxNode n, boolean manyWindows) {
        Role role = role(n);
        if (role == null) {
            return Optional.empty();
        }
        String label = label(n, role);
        if (label.isEmpty() && !role.control()) {
            return Optional.empty(); // a nameless label or heading says nothing
        }
        Set<State> states = states(n, role);
        String value = role.editable() && n.text() != null ? n.text() : "";
        if (role == Role.COMBO && value.isEmpty()) {
            value = n.name();
        }
        Range range = n.current() != null && n.min() != null && n.max() != null && n.min() <= n.max()
                ? new Range(n.current(), n.min(), n.max()) : null;
        String container = manyWindows && !n.window().isEmpty() && !n.window().equals(n.name()) ? "in '" + n.window() + "'" : "";
        return Optional.of(new Element(0, label, n.box(), Source.AX, 1.0, role, states, value, range, container, n.handle()));
    }

    static Role role(AxNode n) {
        String r = n.role().toLowerCase(Locale.ROOT);
        if (r.equals("text") || r.equals("paragraph")) {
            if (n.is("editable")) {
                return n.is("multi-line") ? Role.TEXT_FIELD : Role.TEXT_FIELD;
            }
            return n.name().isBlank() ? null : Role.LABEL;
        }
        Role mapped = ROLES.get(r);
        if (mapped == Role.TABLE_CELL && (n.is("checkable") || n.actions().stream().anyMatch(a -> a.equalsIgnoreCase("toggle")))) {
            return Role.CHECKBOX; // a list's check column (zenity --checklist): a check box to the user
        }
        if (mapped != null) {
            return mapped;
        }
        // a clickable div or section with a name acts like a button
        boolean clickable = n.actions().stream().anyMatch(a -> a.equals("click") || a.equals("press") || a.equals("activate"));
        return clickable && !n.name().isBlank() && n.box().area() < 400_000 ? Role.BUTTON : null;
    }

    private static String label(AxNode n, Role role) {
        String label = n.name().strip();
        if (label.isEmpty()) {
            label = n.description().strip();
        }
        // a slider's text is its value as drawn ("30"), which its range already says
        if (label.isEmpty() && !role.editable() && role != Role.SLIDER && n.text() != null) {
            label = n.text().strip();
        }
        if (role == Role.SLIDER && label.matches("[-+]?[0-9]+([.,][0-9]+)?%?")) {
            label = ""; // GtkScale's description is its value as drawn; the range says it, the label beside names it
        }
        // a control's name is short; a paragraph is kept whole up to a point, since it may be an instruction to follow
        int most = role.control() ? 120 : 320;
        return label.length() > most ? label.substring(0, most - 1) + "…" : label;
    }

    private static Set<State> states(AxNode n, Role role) {
        Set<State> s = EnumSet.noneOf(State.class);
        if (n.is("checked") || n.is("pressed") && role == Role.BUTTON) {
            s.add(State.CHECKED);
        } else if (role.checkable() || n.is("checkable") || n.role().equals("toggle button")) {
            // a toggle button that is not pressed is off, as an unticked box is
            s.add(State.UNCHECKED);
        }
        if (n.is("indeterminate")) {
            s.add(State.MIXED);
        }
        if (n.is("selected")) {
            s.add(State.SELECTED);
        }
        if (n.is("focused")) {
            s.add(State.FOCUSED);
        }
        if (n.is("expanded")) {
            s.add(State.EXPANDED);
        } else if (n.is("expandable") || n.is("has-popup") && n.role().equals("push button")) {
            s.add(State.COLLAPSED); // a button that pops a list up and has not: a closed drop-down
        }
        if (role.control() && !n.is("sensitive") && !n.is("enabled")) {
            s.add(State.DISABLED);
        }
        if (n.is("editable")) {
            s.add(State.EDITABLE);
        }
        if (n.is("read-only")) {
            s.add(State.READ_ONLY);
        }
        if (n.offscreen()) {
            s.add(State.OFFSCREEN);
        }
        return s;
    }

    static boolean manyWindows(List<AxNode> nodes) {
        return nodes.stream().map(AxNode::window).filter(w -> !w.isEmpty()).distinct().count() > 1;
    }
}
