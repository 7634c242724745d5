package dev.tca.brain.plan;

import dev.tca.core.Action;
import dev.tca.core.KeyChord;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One step of a plan: a kind of action, what it acts on and what it needs. Only the fields the
 * kind uses are set; the rest are null (or ANY / NONE / empty).
 *
 * @param target    the label to find, cleaned of articles and role words; null when the goal names none
 * @param text      the text to type (TYPE, SEARCH, SAVE as a file name), only ever taken from the goal
 * @param role      the widget kind the words point at
 * @param where     ordinal, container and relation
 * @param secret    the text is a password: kept, but never shown by describe() or toString()
 * @param path      MENU_PATH items in order
 * @param number    SET_VALUE's number; PICK_DATE's day when the goal gives only a day (of the month the calendar shows)
 * @param date      PICK_DATE's date
 * @param direction SCROLL and SCROLL_TO's direction; SET_VALUE's when the number is a change (up or down by it)
 * @param amount    SCROLL's notches, null for the loop's default
 * @param chord     KEY's chord
 * @param millis    WAIT's duration
 */
public record SubGoal(Kind kind, String target, String text, RoleHint role, Qualifiers where, boolean secret,
                      List<String> path, Double number, LocalDate date, Action.Direction direction, Integer amount,
                      KeyChord chord, Long millis) {

    static final String MASK = "•••••";
    /** A TYPE step's text when it is whatever the ANSWER step before it read off the screen. */
    public static final String COPIED = "{what was read}";
    /** A SET_VALUE step's text when its number is a share of what the control shows now ("half of what it is"). */
    public static final String TIMES = "{times what it shows}";
    /** A SET_VALUE step's text when it goes as far as the control goes: its number is 1 for the top, 0 for the bottom. */
    public static final String EXTREME = "{as far as it goes}";

    public SubGoal {
        Objects.requireNonNull(kind, "kind");
        role = role == null ? RoleHint.ANY : role;
        where = where == null ? Qualifiers.NONE : where;
        path = path == null ? List.of() : List.copyOf(path);
        if (target != null && target.isBlank()) {
            throw new IllegalArgumentException("target must not be blank");
        }
        switch (kind) {
            case TYPE, SEARCH -> require(text != null, "text");
            case MENU_PATH -> require(path.size() >= 1, "path");
            case DRAG -> require(target != null && path.size() == 1, "target and a place");
            case SET_VALUE -> require(number != null, "number");
            case PICK_DATE -> require(date != null, "date");
            case SCROLL, SCROLL_TO -> require(direction != null, "direction");
            case KEY -> require(chord != null, "chord");
            case EDIT_LINE -> require(target != null, "line");
            case WAIT -> require(millis != null && millis >= 0, "millis");
            default -> { }
        }
    }

    private void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException(kind + " needs a " + what);
        }
    }

    /** A step of this kind on this target (null: none), every other field unset. */
    public static SubGoal of(Kind kind, String target) {
        return new SubGoal(kind, target, null, null, null, false, null, null, null, null, null, null, null);
    }

    public SubGoal withTarget(String t) {
        return new SubGoal(kind, t, text, role, where, secret, path, number, date, direction, amount, chord, millis);
    }

    public SubGoal withText(String t, boolean isSecret) {
        return new SubGoal(kind, target, t, role, where, isSecret, path, number, date, direction, amount, chord, millis);
    }

    public SubGoal withRole(RoleHint r) {
        return new SubGoal(kind, target, text, r, where, secret, path, number, date, direction, amount, chord, millis);
    }

    public SubGoal withWhere(Qualifiers w) {
        return new SubGoal(kind, target, text, role, w, secret, path, number, date, direction, amount, chord, millis);
    }

    SubGoal withKind(Kind k) {
        return new SubGoal(k, target, text, role, where, secret, path, number, date, direction, amount, chord, millis);
    }

    /** One line a person reads: "type '•••••' into 'password'", "choose 'Mango' in 'list'". */
    public String describe() {
        String shown = text == null ? null : secret ? MASK : text;
        String name = kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        StringBuilder s = new StringBuilder(name);
        switch (kind) {
            case TYPE -> s.append(" '").append(shown).append('\'').append(target == null ? "" : " into '" + target + "'");
            case SEARCH -> s.append(" '").append(shown).append('\'');
            case MENU_PATH -> s.append(' ').append(String.join(" > ", path));
            case DRAG -> s.append(" '").append(target).append("' onto '").append(path.isEmpty() ? "?" : path.get(0)).append('\'');
            case SET_VALUE -> s.append(target == null ? "" : " '" + target + "'").append(EXTREME.equals(text)
                    ? (number > 0.5 ? " to its highest" : number > 0 ? " to its middle" : " to its lowest") : (TIMES.equals(text) ? " to what it shows times "
                    : direction == null ? " to " : direction == Action.Direction.UP ? " up by " : " down by ") + number(number));
            case PICK_DATE -> s.append(' ').append(number != null ? "day " + number.intValue() + " of the month shown" : date).append(target == null ? "" : " in '" + target + "'");
            case SCROLL -> s.append(' ').append(direction.name().toLowerCase(Locale.ROOT))
                    .append(amount == null ? "" : " " + amount).append(target == null ? "" : " in '" + target + "'");
            case SCROLL_TO -> s.append(' ').append(direction.name().toLowerCase(Locale.ROOT)).append(" to '")
                    .append(target).append('\'');
            case KEY -> s.append(' ').append(chord);
            case WAIT -> s.append(' ').append(millis).append(" ms");
            case SAVE -> s.append(shown == null ? "" : " as '" + shown + "'");
            case EDIT_LINE -> s.append(" '").append(target).append(shown == null ? "' away" : "' to '" + shown + "'");
            case CHOOSE -> s.append(target != null ? " '" + target + "'" : shown != null ? " what the goal says" : "");
            default -> s.append(target == null ? "" : " '" + target + "'");
        }
        if (role != RoleHint.ANY) {
            s.append(" [").append(role.name().toLowerCase(Locale.ROOT)).append(']');
        }
        if (!where.isEmpty()) {
            s.append(' ').append(where);
        }
        return s.toString();
    }

    private static String number(double n) {
        return n == Math.rint(n) && Math.abs(n) < 1e15 ? Long.toString((long) n) : Double.toString(n);
    }

    /** Masks the text of a secret, like describe(). */
    @Override
    public String toString() {
        return "SubGoal[" + describe() + "]";
    }
}
