package dev.tca.core;

import java.util.Locale;

/**
 * What kind of control an element is. OCR text whose kind nobody knows is {@link #TEXT}; the
 * accessibility tree and the widget detector say more, and grounding uses it ("tick" wants a
 * check box, "type" an editable field).
 */
public enum Role {
    BUTTON, TEXT_FIELD, PASSWORD_FIELD, CHECKBOX, RADIO, SLIDER, SPIN, COMBO, LINK, MENU, MENU_ITEM,
    LIST_ITEM, TAB, TREE_ITEM, TABLE_CELL, CALENDAR_DAY, LABEL, HEADING, IMAGE, WINDOW, TEXT;

    /** As shown in menus and traces: "text field", "menu item". */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    public static Role ofWire(String name) {
        if (name == null || name.isBlank()) {
            return TEXT;
        }
        return valueOf(name.strip().toUpperCase(Locale.ROOT).replace(' ', '_'));
    }

    /** A control one can type into. */
    public boolean editable() {
        return this == TEXT_FIELD || this == PASSWORD_FIELD || this == SPIN || this == COMBO;
    }

    /** Something that holds a checked state of its own. */
    public boolean checkable() {
        return this == CHECKBOX || this == RADIO;
    }

    /** An entry of a list, menu, tab strip, tree, table or calendar: the things one "chooses". */
    public boolean item() {
        return this == LIST_ITEM || this == MENU_ITEM || this == TAB || this == TREE_ITEM || this == TABLE_CELL
                || this == CALENDAR_DAY || this == RADIO;
    }

    /** A thing one can act on, as opposed to text that only labels or tells. */
    public boolean control() {
        return this != TEXT && this != LABEL && this != HEADING && this != WINDOW && this != IMAGE;
    }
}
