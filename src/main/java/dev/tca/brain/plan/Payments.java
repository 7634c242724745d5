package dev.tca.brain.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Set up a standing order of two hundred and fifty pounds a month to Jamie Chen from our joint account, starting on
 * the first of July, with Rent as the reference": a payment form said in one sentence. The amount goes in its field (in
 * figures), the payee and the account paid from are chosen, how often is an option, the first day a date, the
 * reference typed, and the payment is confirmed last. Only a sentence that names a payment and an amount.
 */
final class Payments {

    private static final Pattern VERB = Pattern.compile("(?i)^(?:please\\s+)?(?:set\\s+up|create|make|schedule|arrange|start|send|pay)\\s+"
            + "(?:an?\\s+|the\\s+|my\\s+|our\\s+)?(?:new\\s+)?(?:(?:monthly|weekly|yearly|annual|recurring|regular|one-off)\\s+)?"
            + "(standing\\s+order|direct\\s+debit|payment|transfer|bank\\s+transfer)?\\s*(?:of\\s+|for\\s+)?");
    private static final String SMALL = "zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
            + "fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand";
    private static final Pattern AMOUNT = Pattern.compile("(?i)([£$€]\\s?\\d+(?:,\\s?\\d{3})*(?:\\.\\d{2})?|\\d+(?:,\\s?\\d{3})*(?:\\.\\d{2})?"
            + "\\s*(?:pounds?|"
            + "dollars?|euros?|gbp|usd|eur)|(?:(?:" + SMALL + ")(?:[\\s-]+(?:and\\s+)?)?)+(?:pounds?|dollars?|euros?))");
    private static final Pattern EVERY = Pattern.compile("(?i),?\\s+(?:a|per|every|each)\\s+(month|week|year|day|fortnight)\\b");
    private static final Pattern TO = Pattern.compile("\\s+to\\s+((?-i:\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,3}))");
    private static final Pattern FROM = Pattern.compile("(?i),?\\s+from\\s+(?:our|my|the)\\s+([\\p{L}\\d' -]{2,30}?\\s+account)\\b");
    private static final Pattern STARTING = Pattern.compile("(?i),?\\s+(?:starting|beginning|from)\\s+(?:on\\s+|from\\s+)?([^,;.]{3,40}?)"
            + "(?=\\s*(?:[,;.]|$|\\s+with\\b|\\s+and\\b))");
    private static final Pattern REFERENCE = Pattern.compile("(?i),?\\s+(?:and\\s+)?(?:with\\s+)?(?:['\"]?([^,;.'\"]{1,30}?)['\"]?\\s+as\\s+"
            + "(?:the\\s+)?(reference|description|memo|note)|(?:the\\s+)?(reference|description|memo|note)\\s+['\"]?([^,;.'\"]{1,30}?)['\"]?)"
            + "(?=\\s*(?:[,;.]|$))");
    private static final String[] ORDINALS = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
        "nineteenth", "twentieth", "twenty-first", "twenty-second", "twenty-third", "twenty-fourth", "twenty-fifth",
        "twenty-sixth", "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth", "thirty-first"};

    private static final List<String> TEENS = List.of("thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen");

    private Payments() {
    }

    /** The sentence as the steps of its form, or the goal unchanged when it is no payment with an amount. */
    static String written(String goal) {
        String g = goal.strip();
        Matcher verb = VERB.matcher(g);
        if (!verb.lookingAt()) {
            return goal;
        }
        String rest = g.substring(verb.end()).replaceFirst("[.!]\\s*$", "");
        Matcher amount = AMOUNT.matcher(rest);
        if (!amount.lookingAt()) {
            return goal;
        }
        String figure = figure(amount.group(1));
        if (figure == null) {
            return goal;
        }
        rest = rest.substring(amount.end());
        List<String> parts = new ArrayList<>();
        parts.add("type " + figure + " into the amount");
        Matcher m;
        if ((m = TO.matcher(rest)).find()) {
            parts.add("choose " + m.group(1) + " as the payee");
            rest = cut(rest, m);
        }
        if ((m = FROM.matcher(rest)).find()) {
            parts.add("choose " + m.group(1) + " in 'pay from'");
            rest = cut(rest, m);
        }
        if ((m = EVERY.matcher(rest)).find()) {
            String unit = m.group(1).toLowerCase(Locale.ROOT);
            parts.add("choose " + (unit.equals("day") ? "daily" : unit.equals("fortnight") ? "fortnightly" : unit + "ly") + " as the frequency");
            rest = cut(rest, m);
        }
        if ((m = REFERENCE.matcher(rest)).find()) {
            String ref = m.group(1) != null ? m.group(1) : m.group(4);
            String field = m.group(2) != null ? m.group(2) : m.group(3);
            parts.add("type '" + ref.strip() + "' into the " + field.toLowerCase(Locale.ROOT));
            rest = cut(rest, m);
        }
        if ((m = STARTING.matcher(rest)).find()) {
            parts.add(2, "pick " + ordinalDay(m.group(1).strip()) + " as the start date");
            rest = cut(rest, m);
        }
        if (!rest.replaceAll("[\\s,;]+", "").isEmpty()) {
            return goal; // words the form reading does not place: the sentence is left to the grammar
        }
        return String.join(", ", parts) + ", then confirm";
    }

    /** "two hundred and fifty pounds" is 250, "£1,200" is 1200; null when the words are no number. */
    static String figure(String said) {
        String s = said.toLowerCase(Locale.ROOT).replaceAll("(?<=\\d),\\s?(?=\\d{3})", "")
                .replaceAll("[£$€,]|pounds?|dollars?|euros?|gbp|usd|eur", " ").strip();
        if (s.matches("\\d+(?:\\.\\d{2})?")) {
            return s;
        }
        long total = 0;
        long part = 0;
        boolean any = false;
        for (String w : s.split("[\\s-]+")) {
            if (w.isEmpty() || w.equals("and")) {
                continue;
            }
            int teen = TEENS.indexOf(w);
            Double n = teen >= 0 ? Double.valueOf(teen + 13) : w.equals("a") ? null : Words.number(w);
            if (n != null && n < 20) {
                part += n.longValue();
            } else if (w.matches("twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety")) {
                part += 10L * (List.of("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety").indexOf(w) + 2);
            } else if (w.equals("hundred")) {
                part = Math.max(1, part) * 100;
            } else if (w.equals("thousand")) {
                total += Math.max(1, part) * 1000;
                part = 0;
            } else {
                return null;
            }
            any = true;
        }
        return any ? Long.toString(total + part) : null;
    }

    /** "the first of July" as "1 July", which the date reader takes. */
    private static String ordinalDay(String when) {
        String w = when.replaceFirst("(?i)^the\\s+", "");
        for (int i = ORDINALS.length - 1; i >= 0; i--) {
            if (w.toLowerCase(Locale.ROOT).startsWith(ORDINALS[i] + " of ")) {
                return (i + 1) + " " + w.substring(ORDINALS[i].length() + 4);
            }
        }
        return when;
    }

    private static String cut(String s, Matcher m) {
        return s.substring(0, m.start()) + s.substring(m.end());
    }
}
