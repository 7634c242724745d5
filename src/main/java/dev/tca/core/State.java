package dev.tca.core;

import java.util.Locale;

/** A state flag an element reports (the accessibility tree says most of them; the widget detector a few). */
public enum State {
    CHECKED, UNCHECKED, MIXED, SELECTED, FOCUSED, EXPANDED, COLLAPSED, DISABLED, EDITABLE, READ_ONLY, OFFSCREEN;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    public static State ofWire(String name) {
        return valueOf(name.strip().toUpperCase(Locale.ROOT).replace(' ', '_'));
    }
}
