package dev.tca.brain;

import dev.tca.core.Action;
import dev.tca.core.KeyChord;

import java.util.Objects;

/**
 * One step of a goal as the goal parser understood it: a verb and what it needs. The target is
 * text to find on screen (or an element number written as "#3" or "3"), never a pixel.
 *
 * @param target the label to look for, or null when the verb needs none
 * @param text   the text to type, for TYPE
 */
public record Intent(Verb verb, String target, String text, KeyChord chord, Action.Direction direction,
                     int amount, long millis) {

    public enum Verb { CLICK, DOUBLE_CLICK, RIGHT_CLICK, TYPE, KEY, SCROLL, WAIT, DONE }

    public Intent {
        Objects.requireNonNull(verb, "verb");
    }

    static Intent click(Verb verb, String target) {
        return new Intent(verb, target, null, null, null, 0, 0);
    }

    static Intent type(String text, String target) {
        return new Intent(Verb.TYPE, target, text, null, null, 0, 0);
    }

    static Intent key(KeyChord chord) {
        return new Intent(Verb.KEY, null, null, chord, null, 0, 0);
    }

    static Intent scroll(Action.Direction direction, int amount, String target) {
        return new Intent(Verb.SCROLL, target, null, null, direction, amount, 0);
    }

    static Intent waitFor(long millis) {
        return new Intent(Verb.WAIT, null, null, null, null, 0, millis);
    }

    static Intent done() {
        return new Intent(Verb.DONE, null, null, null, null, 0, 0);
    }

    /** The target written as an element number ("#3", "3"), if it is one. */
    public Integer targetNumber() {
        if (target == null) {
            return null;
        }
        String t = target.strip();
        if (t.startsWith("#")) {
            t = t.substring(1);
        }
        return t.matches("\\d{1,4}") ? Integer.valueOf(t) : null;
    }

    public String describe() {
        return switch (verb) {
            case TYPE -> "type '" + text + "'" + (target == null ? "" : " into '" + target + "'");
            case KEY -> "key " + chord;
            case SCROLL -> "scroll " + direction.name().toLowerCase(java.util.Locale.ROOT);
            case WAIT -> "wait";
            case DONE -> "done";
            default -> verb.name().toLowerCase(java.util.Locale.ROOT) + " '" + target + "'";
        };
    }
}
