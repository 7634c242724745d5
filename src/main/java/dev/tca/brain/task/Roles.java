package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.RoleHint;
import dev.tca.core.Element;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.EnumSet;
import java.util.Set;

/** Which roles fit a sub-goal: the goal's own word for the widget first, else what the verb acts on. */
final class Roles {

    static final Set<Role> CLICKABLE = EnumSet.of(Role.BUTTON, Role.LINK, Role.MENU, Role.MENU_ITEM, Role.TAB,
            Role.LIST_ITEM, Role.TREE_ITEM, Role.CHECKBOX, Role.RADIO, Role.TABLE_CELL, Role.CALENDAR_DAY, Role.COMBO,
            Role.IMAGE);
    static final Set<Role> EDITABLE = EnumSet.of(Role.TEXT_FIELD, Role.PASSWORD_FIELD, Role.SPIN, Role.COMBO);
    static final Set<Role> ITEMS = EnumSet.of(Role.LIST_ITEM, Role.MENU_ITEM, Role.RADIO, Role.TABLE_CELL, Role.TREE_ITEM,
            Role.TAB, Role.CALENDAR_DAY);

    /** A drop-down's closed face that asks for a choice: "Choose a category", "-- Select --". */
    static final java.util.regex.Pattern PLACEHOLDER = java.util.regex.Pattern.compile("(?i)\\s*(?:choose|select|pick)\\s+"
            + "(?:a|an|the|your|one)\\b.{0,30}|\\s*(?:--|—)?\\s*(?:please\\s+)?(?:choose|select)\\s*(?:--|—|\\.\\.\\.|…)?\\s*");

    private Roles() {
    }

    /** A button whose label ends in a down arrow ("USD ▾"), as a drop-down is drawn. */
    static boolean arrowed(Element e) {
        return e.label().strip().matches(".*[▾▼⌄˅∨]$");
    }

    /** A place that opens onto more choices: a folded section or button, a tab, a menu entry with a submenu ("Quality ›"). */
    static boolean opensOnto(Element e) {
        return e.has(State.COLLAPSED) || e.role() == Role.TAB || e.role() == Role.MENU_ITEM && e.label().strip().matches(".*[›>▸▶]$");
    }

    /** A combo box, or a button that drops a list down: collapsed, marked with a down arrow, or asking for a choice. */
    static boolean dropDown(Element e) {
        return e.role() == Role.COMBO || e.role() == Role.BUTTON && (e.has(State.COLLAPSED) || arrowed(e)
                || PLACEHOLDER.matcher(e.label()).matches());
    }

    static Set<Role> of(Kind kind, RoleHint hint) {
        Set<Role> byHint = hint(hint);
        if (!byHint.isEmpty()) {
            return byHint;
        }
        return switch (kind) {
            case TYPE, SEARCH, CLEAR -> EDITABLE;
            // a switch is a toggle button that knows whether it is on (see Moves.tick)
            case TICK, UNTICK -> EnumSet.of(Role.CHECKBOX, Role.RADIO, Role.MENU_ITEM, Role.BUTTON);
            case CHOOSE -> ITEMS;
            case MENU_PATH -> EnumSet.of(Role.MENU, Role.MENU_ITEM);
            case SWITCH_TAB -> EnumSet.of(Role.TAB);
            case EXPAND, COLLAPSE -> EnumSet.of(Role.BUTTON, Role.TREE_ITEM, Role.LINK, Role.HEADING, Role.MENU);
            case SET_VALUE -> EnumSet.of(Role.SLIDER, Role.SPIN);
            case CONFIRM, CANCEL, CLOSE, SAVE -> EnumSet.of(Role.BUTTON, Role.MENU_ITEM, Role.LINK);
            default -> CLICKABLE;
        };
    }

    private static Set<Role> hint(RoleHint hint) {
        return switch (hint) {
            case BUTTON, ICON -> EnumSet.of(Role.BUTTON);
            case EDITABLE -> EDITABLE;
            case CHECKBOX -> EnumSet.of(Role.CHECKBOX);
            case RADIO -> EnumSet.of(Role.RADIO);
            case LINK -> EnumSet.of(Role.LINK);
            case TAB -> EnumSet.of(Role.TAB);
            case MENU -> EnumSet.of(Role.MENU, Role.MENU_ITEM);
            case LIST, ITEM -> ITEMS;
            case COMBO -> EnumSet.of(Role.COMBO);
            case SLIDER -> EnumSet.of(Role.SLIDER);
            case SPIN -> EnumSet.of(Role.SPIN);
            case SECTION -> EnumSet.of(Role.BUTTON, Role.HEADING, Role.TREE_ITEM, Role.LINK);
            case ANY -> EnumSet.noneOf(Role.class);
        };
    }
}
