package dev.tca.brain.plan;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A value the screen shows, carried into a field: "put the total in the Amount field", "copy the invoice number into
 * the reference box", "read the order number and type it into the search box", "copy the tracking code and paste it
 * into Reference". Each is a read (an ANSWER) and a type of what was read, never the words "the total" typed.
 */
final class Copying {

    /** The nouns that say what a value is only with a word before them ("the invoice number", not "the number"). */
    private static final String KIND_OF_VALUE = "(?:number|no\\.?|id|code|price|cost|amount|value|date|time|e-?mail(?:\\s+address)?|"
            + "address|phone|count|title|name|score|figure|postcode|zip|iban|pin|token|key|word|text)";
    /** Where the value is said to be: "the order ID from the email". */
    private static final String WHERE = "\\s+(?:of|from|for|on|in|shown|next\\s+to|beside|under|at)\\s+";
    /** "the total", "the invoice number", "your order ID from the email": a value by what it is, not its text. */
    private static final Pattern SHOWN = Pattern.compile("(?:the|this|that|your|my|our)\\s+((?:[\\p{L}\\d'’-]+\\s+){0,3}?"
            + "(?:" + KIND_OF_VALUE + "|total|subtotal|balance|sum|result|answer|reference)(?=\\s|$)(?:" + WHERE + ".+)?)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern NEEDS_WORD = Pattern.compile("(?i)" + KIND_OF_VALUE);
    private static final Pattern CARRY_INTO = Pattern.compile("^(?:enter|type|put|write|copy|fill\\s+in|input|paste|insert|"
            + "transfer|carry)\\s+(.+?)\\s+(?:into|in|to|onto)\\s+(\\S.*)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern FILL_WITH = Pattern.compile("^fill\\s+(?:in\\s+|out\\s+)?(.+?)\\s+with\\s+(.+)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern PASTE = Pattern.compile("^paste\\s+(?:it\\s+|that\\s+|this\\s+|them\\s+)?(?:into|in|to|onto)\\s+(.+)$",
            Pattern.CASE_INSENSITIVE);
    /** What a typing clause says instead of the text itself, once something was read: "type it", "enter that number". */
    private static final Pattern PRONOUN = Pattern.compile("(?i)(?:only\\s+|just\\s+)?(?:it|that|this|them|the\\s+same|(?:that|this|the)\\s+"
            + "(?:number|value|code|text|one|answer|result|total|amount|figure|word|name|date))");
    private static final Pattern COPY_CLICK = Pattern.compile("(?i)copy\\s+(?:the\\s+)?(.+)");

    private Copying() {
    }

    /**
     * The read and the typing when the clause carries a value the screen shows into a field; empty when what it types
     * is text of its own ("type the quick brown fox into the editor" names no value).
     */
    static Optional<List<SubGoal>> carried(String clause, String masked) {
        Matcher m = CARRY_INTO.matcher(masked);
        String value;
        String field;
        if (m.matches()) {
            value = clause.substring(m.start(1), m.end(1));
            field = clause.substring(m.start(2));
        } else if ((m = FILL_WITH.matcher(masked)).matches()) {
            value = clause.substring(m.start(2));
            field = clause.substring(m.start(1), m.end(1));
        } else {
            return Optional.empty();
        }
        return shown(value).map(read -> List.of(SubGoal.of(Kind.ANSWER, read), typeRead(field)));
    }

    /** "the invoice number" → "invoice number"; empty for text to type as it is. */
    private static Optional<String> shown(String phrase) {
        String p = phrase.strip();
        if (Words.firstQuoted(p) != null) {
            return Optional.empty();
        }
        Matcher m = SHOWN.matcher(p);
        if (!m.matches()) {
            return Optional.empty();
        }
        String what = m.group(1).strip();
        if (!what.contains(" ") && NEEDS_WORD.matcher(what).matches()) {
            return Optional.empty(); // "the name", "the text": which one is not said
        }
        return Optional.of(Targets.clean(what));
    }

    /**
     * "paste it into Reference" or "type it into the search box" after a read (or after "copy the invoice number",
     * which then becomes the read): the field gets what was read. {@code before} is changed in that last case.
     */
    static List<SubGoal> pasted(String clause, List<SubGoal> read, List<SubGoal> before) {
        Matcher paste = PASTE.matcher(clause.strip());
        boolean typesPronoun = read.size() == 1 && read.get(0).kind() == Kind.TYPE && read.get(0).text() != null
                && PRONOUN.matcher(read.get(0).text().strip()).matches();
        if (!paste.matches() && !typesPronoun || before.isEmpty()) {
            return read;
        }
        SubGoal last = before.get(before.size() - 1);
        Matcher copy = last.kind() == Kind.CLICK && last.target() != null && last.where().isEmpty()
                ? COPY_CLICK.matcher(last.target()) : null;
        if (copy != null && copy.matches()) {
            before.set(before.size() - 1, SubGoal.of(Kind.ANSWER, Targets.clean(copy.group(1))));
        } else if (before.stream().noneMatch(g -> g.kind() == Kind.ANSWER)) {
            return read;
        }
        if (typesPronoun) {
            return List.of(read.get(0).withText(SubGoal.COPIED, false));
        }
        return List.of(typeRead(paste.group(1)));
    }

    /** What was read, typed into the field the words name (an editable one when they name no kind). */
    static SubGoal typeRead(String field) {
        Targets.Read f = Targets.read(field, Kind.TYPE, true);
        return new SubGoal(Kind.TYPE, f.label(), SubGoal.COPIED, f.role() == RoleHint.ANY ? RoleHint.EDITABLE : f.role(),
                f.where(), false, null, null, null, null, null, null, null);
    }
}
