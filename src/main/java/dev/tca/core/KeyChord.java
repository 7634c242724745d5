package dev.tca.core;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A key with its modifiers, such as ctrl+s, alt+F4 or Return; parsed and validated so an
 * executor never sees a name it cannot press.
 *
 * @param modifiers canonical names in a fixed order: ctrl, alt, shift, super
 * @param key       a canonical key name: one printable character, or a name such as return, tab, f4
 */
public record KeyChord(List<String> modifiers, String key) {

    private static final List<String> MODIFIER_ORDER = List.of("ctrl", "alt", "shift", "super");
    private static final Map<String, String> MODIFIER_ALIASES = Map.of(
            "ctrl", "ctrl", "control", "ctrl", "alt", "alt", "option", "alt",
            "shift", "shift", "super", "super", "win", "super", "meta", "super", "cmd", "super");
    private static final Map<String, String> KEY_ALIASES = Map.ofEntries(
            Map.entry("enter", "return"), Map.entry("return", "return"), Map.entry("tab", "tab"),
            Map.entry("esc", "escape"), Map.entry("escape", "escape"), Map.entry("space", "space"),
            Map.entry("backspace", "backspace"), Map.entry("delete", "delete"), Map.entry("del", "delete"),
            Map.entry("insert", "insert"), Map.entry("home", "home"), Map.entry("end", "end"),
            Map.entry("pageup", "pageup"), Map.entry("pgup", "pageup"), Map.entry("pagedown", "pagedown"),
            Map.entry("pgdn", "pagedown"), Map.entry("up", "up"), Map.entry("down", "down"),
            Map.entry("left", "left"), Map.entry("right", "right"), Map.entry("menu", "menu"),
            Map.entry("plus", "+"));

    public KeyChord {
        modifiers = List.copyOf(modifiers);
        for (String m : modifiers) {
            if (!MODIFIER_ORDER.contains(m)) {
                throw new IllegalArgumentException("unknown modifier '" + m + "'");
            }
        }
        if (key == null || !(isNamedKey(key) || key.codePointCount(0, key.length()) == 1)) {
            throw new IllegalArgumentException("unknown key '" + key + "'");
        }
    }

    /** Parses "ctrl+s", "Alt+F4", "Return", "ctrl+shift+t". */
    public static KeyChord parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("empty key chord");
        }
        String trimmed = text.strip();
        List<String> parts = new ArrayList<>(List.of(trimmed.split("\\s*\\+\\s*", -1)));
        if (trimmed.endsWith("+")) { // "ctrl++" means ctrl and the plus key
            parts.removeIf(String::isEmpty);
            parts.add("+");
        }
        Set<String> mods = new LinkedHashSet<>();
        for (String part : parts.subList(0, parts.size() - 1)) {
            String mod = MODIFIER_ALIASES.get(part.toLowerCase(Locale.ROOT));
            if (mod == null) {
                throw new IllegalArgumentException("unknown modifier '" + part + "' in '" + text + "'");
            }
            mods.add(mod);
        }
        String last = parts.get(parts.size() - 1);
        String key = canonicalKey(last);
        if (key == null) {
            throw new IllegalArgumentException("unknown key '" + last + "' in '" + text + "'");
        }
        List<String> ordered = MODIFIER_ORDER.stream().filter(mods::contains).toList();
        return new KeyChord(ordered, key);
    }

    private static String canonicalKey(String raw) {
        if (raw.isEmpty()) {
            return null;
        }
        String lower = raw.toLowerCase(Locale.ROOT);
        if (KEY_ALIASES.containsKey(lower)) {
            return KEY_ALIASES.get(lower);
        }
        if (lower.matches("f([1-9]|1[0-9]|2[0-4])")) {
            return lower;
        }
        if (raw.codePointCount(0, raw.length()) == 1) {
            // a letter chord is the same key whatever its case; shift is a modifier of its own
            return lower;
        }
        return null;
    }

    private static boolean isNamedKey(String key) {
        return KEY_ALIASES.containsValue(key) || key.matches("f([1-9]|1[0-9]|2[0-4])");
    }

    @Override
    public String toString() {
        return modifiers.isEmpty() ? key : String.join("+", modifiers) + "+" + key;
    }
}
