package dev.tca.platform.x11;

import java.util.Map;

/** Maps characters and tca's canonical key names to X keysym names and values (pure, no X needed). */
public final class Keysyms {

    private static final Map<String, String> NAMED = Map.ofEntries(
            Map.entry("return", "Return"), Map.entry("tab", "Tab"), Map.entry("escape", "Escape"),
            Map.entry("space", "space"), Map.entry("backspace", "BackSpace"), Map.entry("delete", "Delete"),
            Map.entry("insert", "Insert"), Map.entry("home", "Home"), Map.entry("end", "End"),
            Map.entry("pageup", "Page_Up"), Map.entry("pagedown", "Page_Down"), Map.entry("up", "Up"),
            Map.entry("down", "Down"), Map.entry("left", "Left"), Map.entry("right", "Right"),
            Map.entry("menu", "Menu"), Map.entry("ctrl", "Control_L"), Map.entry("alt", "Alt_L"),
            Map.entry("shift", "Shift_L"), Map.entry("super", "Super_L"));

    private Keysyms() {
    }

    /** The X keysym name of a canonical key ("return" to "Return", "f4" to "F4"), or null for a character key. */
    public static String name(String key) {
        if (NAMED.containsKey(key)) {
            return NAMED.get(key);
        }
        if (key.matches("f\\d{1,2}")) {
            return "F" + key.substring(1);
        }
        return null;
    }

    /**
     * The keysym of one character: Latin-1 characters are their own keysym, every other Unicode
     * character is 0x01000000 plus its code point; newline and tab are the Return and Tab keys.
     */
    public static long of(int codePoint) {
        if (codePoint == '\n' || codePoint == '\r') {
            return 0xff0d;
        }
        if (codePoint == '\t') {
            return 0xff09;
        }
        if ((codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff)) {
            return codePoint;
        }
        return 0x01000000L | codePoint;
    }
}
