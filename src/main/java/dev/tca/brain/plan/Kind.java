package dev.tca.brain.plan;

/** What a sub-goal asks the loop to do; the loop grounds the target on screen and verifies the result. */
public enum Kind {
    CLICK, DOUBLE_CLICK, RIGHT_CLICK, HOVER,
    /** Press on the target, carry it to the place {@code path} names and let go there. */
    DRAG,
    /**
     * Bring up the form for a new thing (its "+ New folder", "Add task"); nothing to press when the screen has no such
     * control, its field being already there (a to-do list's own line).
     */
    OPEN,
    /** Focus the field and type; the field's value is replaced when the goal sets it. */
    TYPE,
    /** Empty a field. */
    CLEAR,
    TICK, UNTICK,
    /** An item in a list, combo box or radio group, with an optional container. */
    CHOOSE,
    /** Menu items in order, the first in the menu bar. */
    MENU_PATH,
    SWITCH_TAB, EXPAND, COLLAPSE,
    /** A slider or spin box set to a number. */
    SET_VALUE,
    PICK_DATE,
    SCROLL,
    /** Scroll until the target is visible. */
    SCROLL_TO,
    SAVE,
    /** A document's line rewritten: the target is the line as it stands, the text what it becomes (none: the line goes). */
    EDIT_LINE,
    /** Accept the dialog (OK, submit, login...), grounded later by meaning on its buttons. */
    CONFIRM,
    CANCEL,
    /** Close a window, dialog or tab. */
    CLOSE,
    KEY, WAIT,
    /**
     * A sentence that tells rather than asks ("This photo is on its side", "His email is t@x.org"):
     * read against the screen for values it sets, never clicked as it stands.
     */
    NOTE,
    /** A question about what is on screen; the loop reads and answers instead of acting. */
    ANSWER,
    /** Type a query into the search field and submit it. */
    SEARCH
}
