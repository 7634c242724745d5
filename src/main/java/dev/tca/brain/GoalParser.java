package dev.tca.brain;

import dev.tca.core.Action;
import dev.tca.core.KeyChord;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a goal written the way people write commands ("click 'Save'", "press ctrl+s",
 * "type 'hello' into Name then press Return", "scroll down") into intents, one per step.
 * Targets may be in single, double or typographic quotes, or none; verbs in any case.
 */
public final class GoalParser {

    private static final Pattern QUOTED = Pattern.compile("'([^']*)'|\"([^\"]*)\"");
    private static final Pattern STEP_SPLIT = Pattern.compile("\\s*(?:,\\s*and then|,\\s*then|\\band then|\\bthen|;)\\s+",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern DOUBLE = Pattern.compile("^double[- ]?click\\s+(?:on\\s+)?(.+)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern RIGHT = Pattern.compile("^right[- ]?click\\s+(?:on\\s+)?(.+)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern CLICK = Pattern.compile(
            "^(?:click|tap|select|choose|pick|hit|push|press|activate)\\s+(?:on\\s+)?(.+)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern KEY = Pattern.compile("^(?:press|hit|key|push)\\s+(\\S+)(?:\\s.*)?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern TYPE = Pattern.compile(
            "^(?:type|enter|write|input)\\s+(.+?)(?:\\s+(?:into|in|on)\\s+(?:the\\s+)?(.+))?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern FILL = Pattern.compile("^fill\\s+(?:in\\s+)?(?:the\\s+)?(.+?)\\s+with\\s+(.+)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern SCROLL = Pattern.compile(
            "^scroll\\s+(up|down|left|right)(?:\\s+(\\d+))?(?:\\s+(?:times|notches))?(?:\\s+(?:in|over|on)\\s+(?:the\\s+)?(.+))?$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern WAIT = Pattern.compile(
            "^wait(?:\\s+(?:for\\s+)?(\\d+(?:\\.\\d+)?)\\s*(ms|milliseconds?|s|secs?|seconds?)?)?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern DONE = Pattern.compile("^(?:done|finish|finished|stop)$", Pattern.CASE_INSENSITIVE);
    private static final Pattern PURPOSE = Pattern.compile("\\s+(?:to|so that|so|in order to|because|and)\\s+.*$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern ROLE_SUFFIX = Pattern.compile(
            "\\s+(?:button|link|menu|tab|item|option|field|box|entry|checkbox)$", Pattern.CASE_INSENSITIVE);

    private GoalParser() {
    }

    /** Parses a goal leniently: a clause with no known verb is a click on what it names. */
    public static List<Intent> parseGoal(String goal) {
        List<Intent> intents = new ArrayList<>();
        for (String clause : steps(normaliseQuotes(goal))) {
            Intent intent = parseClause(clause, true);
            if (intent != null) {
                intents.add(intent);
            }
        }
        return intents;
    }

    /**
     * Parses one line strictly, as a script step: an unknown verb is an error.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static Intent parseStep(String line) {
        Intent intent = parseClause(normaliseQuotes(line).strip(), false);
        if (intent == null) {
            throw new IllegalArgumentException("unknown action '" + line.strip()
                    + "' (known: click, double click, right click, type, press/key, scroll, wait, done)");
        }
        return intent;
    }

    static String normaliseQuotes(String s) {
        return s.replace('‘', '\'').replace('’', '\'').replace('‚', '\'')
                .replace('“', '"').replace('”', '"').replace('„', '"')
                .replace('«', '"').replace('»', '"');
    }

    /** Splits on "then", "and then" and ";" outside quotes. */
    private static List<String> steps(String goal) {
        List<String> out = new ArrayList<>();
        StringBuilder masked = new StringBuilder(goal);
        Matcher q = QUOTED.matcher(goal);
        while (q.find()) {
            for (int i = q.start(); i < q.end(); i++) {
                masked.setCharAt(i, '_');
            }
        }
        Matcher m = STEP_SPLIT.matcher(masked);
        int last = 0;
        while (m.find()) {
            out.add(goal.substring(last, m.start()));
            last = m.end();
        }
        out.add(goal.substring(last));
        return out.stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    private static Intent parseClause(String clause, boolean lenient) {
        String c = clause.strip().replaceAll("[.!]+$", "");
        if (c.isEmpty()) {
            return null;
        }
        Matcher m;
        if ((m = DONE.matcher(c)).matches()) {
            return Intent.done();
        }
        if ((m = WAIT.matcher(c)).matches()) {
            return Intent.waitFor(millis(m.group(1), m.group(2)));
        }
        if ((m = SCROLL.matcher(c)).matches()) {
            Action.Direction d = Action.Direction.valueOf(m.group(1).toUpperCase(Locale.ROOT));
            int amount = m.group(2) == null ? 3 : Integer.parseInt(m.group(2));
            return Intent.scroll(d, amount, m.group(3) == null ? null : target(m.group(3)));
        }
        if ((m = FILL.matcher(c)).matches()) {
            return Intent.type(unquote(m.group(2)), target(m.group(1)));
        }
        if ((m = TYPE.matcher(c)).matches()) {
            String text = firstQuoted(c);
            if (text != null) {
                String after = c.substring(c.indexOf(text) + text.length() + 1).strip();
                Matcher into = Pattern.compile("^(?:into|in|on)\\s+(?:the\\s+)?(.+)$", Pattern.CASE_INSENSITIVE)
                        .matcher(after);
                return Intent.type(text, into.matches() ? target(into.group(1)) : null);
            }
            return Intent.type(m.group(1), m.group(2) == null ? null : target(m.group(2)));
        }
        if ((m = KEY.matcher(c)).matches() && firstQuoted(c) == null) {
            try {
                return Intent.key(KeyChord.parse(m.group(1)));
            } catch (IllegalArgumentException notAChord) {
                // "press OK" names a button, not a key: fall through to click
            }
        }
        if ((m = DOUBLE.matcher(c)).matches()) {
            return Intent.click(Intent.Verb.DOUBLE_CLICK, target(m.group(1)));
        }
        if ((m = RIGHT.matcher(c)).matches()) {
            return Intent.click(Intent.Verb.RIGHT_CLICK, target(m.group(1)));
        }
        if ((m = CLICK.matcher(c)).matches()) {
            return Intent.click(Intent.Verb.CLICK, target(m.group(1)));
        }
        if (!lenient) {
            return null;
        }
        return Intent.click(Intent.Verb.CLICK, target(c));
    }

    /** The thing a clause names: its first quoted text, else the words before any purpose clause. */
    private static String target(String raw) {
        String quoted = firstQuoted(raw);
        if (quoted != null) {
            return quoted;
        }
        String t = PURPOSE.matcher(raw.strip()).replaceFirst("");
        t = t.replaceFirst("(?i)^the\\s+", "");
        t = ROLE_SUFFIX.matcher(t).replaceFirst("");
        return t.strip();
    }

    private static String firstQuoted(String s) {
        Matcher q = QUOTED.matcher(s);
        if (!q.find()) {
            return null;
        }
        return q.group(1) != null ? q.group(1) : q.group(2);
    }

    private static String unquote(String s) {
        String q = firstQuoted(s);
        return q != null ? q : s.strip();
    }

    private static long millis(String number, String unit) {
        if (number == null) {
            return 1000;
        }
        double n = Double.parseDouble(number);
        boolean ms = unit != null && unit.toLowerCase(Locale.ROOT).startsWith("m");
        return Math.round(ms ? n : n * 1000);
    }
}
