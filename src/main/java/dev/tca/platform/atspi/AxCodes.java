package dev.tca.platform.atspi;

import dev.tca.core.Rect;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Pure decoding of what AT-SPI answers: role numbers to names, state bit sets to names, and the
 * shapes dbus-java gives D-Bus values (a struct is an {@code Object[]}, an array a {@code List},
 * a variant a {@code Variant}). Tested on saved answers; no D-Bus here.
 */
final class AxCodes {

    /** AtspiRole, in order (at-spi2-core atspi-constants.h); index = role number. */
    private static final String[] ROLES = {
        "invalid", "accelerator label", "alert", "animation", "arrow", "calendar", "canvas", "check box",
        "check menu item", "color chooser", "column header", "combo box", "date editor", "desktop icon",
        "desktop frame", "dial", "dialog", "directory pane", "drawing area", "file chooser", "filler",
        "focus traversable", "font chooser", "frame", "glass pane", "html container", "icon", "image",
        "internal frame", "label", "layered pane", "list", "list item", "menu", "menu bar", "menu item",
        "option pane", "page tab", "page tab list", "panel", "password text", "popup menu", "progress bar",
        "push button", "radio button", "radio menu item", "root pane", "row header", "scroll bar", "scroll pane",
        "separator", "slider", "spin button", "split pane", "status bar", "table", "table cell",
        "table column header", "table row header", "tearoff menu item", "terminal", "text", "toggle button",
        "tool bar", "tool tip", "tree", "tree table", "unknown", "viewport", "window", "extended", "header",
        "footer", "paragraph", "ruler", "application", "autocomplete", "editbar", "embedded", "entry", "chart",
        "caption", "document frame", "heading", "page", "section", "redundant object", "form", "link",
        "input method window", "table row", "tree item", "document spreadsheet", "document presentation",
        "document text", "document web", "document email", "comment", "list box", "grouping", "image map",
        "notification", "info bar", "level bar", "title bar", "block quote", "audio", "video", "definition",
        "article", "landmark", "log", "marquee", "math", "rating", "timer", "static", "math fraction",
        "math root", "subscript", "superscript", "description list", "description term", "description value",
        "footnote", "content deletion", "content insertion", "mark", "suggestion", "push button menu",
    };

    /** AtspiStateType, in order; index = bit number in the two 32-bit words of GetState. */
    private static final String[] STATES = {
        "invalid", "active", "armed", "busy", "checked", "collapsed", "defunct", "editable", "enabled",
        "expandable", "expanded", "focusable", "focused", "has-tooltip", "horizontal", "iconified", "modal",
        "multi-line", "multiselectable", "opaque", "pressed", "resizable", "selectable", "selected", "sensitive",
        "showing", "single-line", "stale", "transient", "vertical", "visible", "manages-descendants",
        "indeterminate", "required", "truncated", "animated", "invalid-entry", "supports-autocompletion",
        "selectable-text", "is-default", "visited", "checkable", "has-popup", "read-only",
    };

    /** Roles that are a window of their own: a node's {@code window} is the name of the nearest one. */
    static final Set<String> WINDOWS = Set.of("frame", "dialog", "window", "alert", "file chooser", "color chooser",
            "font chooser");

    /** Roles that scroll their content: an off-screen node inside one can still be reached. */
    static final Set<String> SCROLLERS = Set.of("scroll pane", "viewport", "document web", "document frame", "list",
            "list box", "tree", "tree table", "table");

    private AxCodes() {
    }

    static String role(int number) {
        return number >= 0 && number < ROLES.length ? ROLES[number] : "role " + number;
    }

    /** The names of the bits set in GetState's {@code au} (low word first). */
    static Set<String> states(List<?> words) {
        Set<String> out = new LinkedHashSet<>();
        for (int w = 0; w < words.size() && w < 2; w++) {
            long bits = number(words.get(w)).longValue() & 0xffffffffL;
            for (int b = 0; b < 32; b++) {
                int i = w * 32 + b;
                if ((bits & (1L << b)) != 0 && i > 0 && i < STATES.length) {
                    out.add(STATES[i]);
                }
            }
        }
        return out;
    }

    /** GetExtents' {@code (iiii)}: x, y, width, height, multiplied by the window's scale. */
    static Rect box(Object[] xywh, int scale) {
        int w = number(xywh[2]).intValue();
        int h = number(xywh[3]).intValue();
        return new Rect(number(xywh[0]).intValue() * scale, number(xywh[1]).intValue() * scale,
                Math.max(0, w) * scale, Math.max(0, h) * scale);
    }

    /** An {@code a(so)} reference list (GetChildren) as handles. */
    static List<AxHandle> refs(List<?> list) {
        List<AxHandle> out = new ArrayList<>(list.size());
        for (Object o : list) {
            out.add(ref((Object[]) o));
        }
        return out;
    }

    /** An {@code (so)} reference. */
    static AxHandle ref(Object[] so) {
        return new AxHandle(String.valueOf(so[0]), String.valueOf(so[1]));
    }

    /** Action.GetActions' {@code a(sss)}: the (localized) names, in action order; an empty one stays empty. */
    static List<String> actionNames(List<?> list) {
        List<String> out = new ArrayList<>(list.size());
        for (Object o : list) {
            out.add(String.valueOf(((Object[]) o)[0]));
        }
        return out;
    }

    /** A value from Properties.GetAll's {@code a{sv}}, unwrapped from its variant; null when absent. */
    static Object property(Map<?, ?> all, String name) {
        return unwrap(all.get(name));
    }

    /** A variant's value; anything else as it is. */
    static Object unwrap(Object o) {
        return o instanceof org.freedesktop.dbus.types.Variant<?> variant ? variant.getValue() : o;
    }

    static Number number(Object o) {
        if (o instanceof Number n) {
            return n;
        }
        throw new IllegalArgumentException("expected a number from AT-SPI, got " + (o == null ? "null" : o.getClass()));
    }
}
