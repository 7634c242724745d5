package dev.tca.brain.task;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "charges £30 a night at most", "under 2 km away", "rated at least 4.5": the bounds a description
 * puts on a number, checked against the numbers a row or card shows. A row's words tell which
 * sitter takes dogs; only its price tells which of three such sitters is within budget.
 */
final class Limits {

    /** A number the description bounds: at most or at least, in money or in a unit (km, stars), or bare. */
    record Limit(double value, boolean atMost, String unit) {
    }

    private static final String NUMBER = "(\\d{1,3}(?:,\\d{3})+|\\d+(?:[.,]\\d+)?)";
    private static final String CURRENCY = "[£$€]";
    private static final String UNIT = "(km|kms|kilometres?|kilometers?|mi|miles?|mins?|minutes?|hours?|hrs?|stars?|gb|mb|tb|kg|"
            + "seats?|people|guests?|persons?|years?|days?|nights?)";
    private static final String MOST = "at\\s+most|max(?:imum)?|or\\s+less|or\\s+under|or\\s+below|tops|or\\s+cheaper|or\\s+fewer";
    private static final String MOST_BEFORE = "at\\s+most|no\\s+more\\s+than|not\\s+more\\s+than|up\\s+to|under|below|less\\s+than|"
            + "max(?:imum)?(?:\\s+of)?|cheaper\\s+than|within|fewer\\s+than|no\\s+(?:further|farther)\\s+than";
    private static final String LEAST = "at\\s+least|or\\s+more|or\\s+over|or\\s+above|or\\s+better|minimum|plus|\\+";
    private static final String LEAST_BEFORE = "at\\s+least|no\\s+less\\s+than|not\\s+less\\s+than|over|above|more\\s+than|"
            + "min(?:imum)?(?:\\s+of)?|better\\s+than";
    /** "at most £30", "under 2 km": the bound's words before the number. */
    private static final Pattern BEFORE = Pattern.compile("(?i)\\b(" + MOST_BEFORE + "|" + LEAST_BEFORE + ")\\s+(" + CURRENCY + ")?\\s*"
            + NUMBER + "\\s*" + UNIT + "?\\b");
    /** "£30 a night at most", "4.5 stars or more": after it, a few words on. */
    private static final Pattern AFTER = Pattern.compile("(?i)(" + CURRENCY + ")?\\s*" + NUMBER + "\\s*" + UNIT
            + "?(?:\\s+(?:a|an|per|each|every)\\s+\\p{L}+)?\\s+(" + MOST + "|" + LEAST + ")(?![\\p{L}])");

    private Limits() {
    }

    /** The bounds the description says, in the order it says them. */
    static List<Limit> of(String description) {
        List<Limit> out = new ArrayList<>();
        if (description == null) {
            return out;
        }
        Matcher m = BEFORE.matcher(description);
        while (m.find()) {
            String word = m.group(1).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
            String unit = unit(m.group(2), m.group(4));
            // "rated at least 4.5": a rating's number is its stars
            out.add(new Limit(number(m.group(3)), word.matches(MOST_BEFORE.replace("\\s+", " ")), unit.isEmpty()
                    && description.substring(Math.max(0, m.start() - 12), m.start()).matches("(?is).*\\brat(?:ed|ing)\\s*$") ? "stars" : unit));
        }
        Matcher a = AFTER.matcher(description);
        while (a.find()) {
            String word = a.group(4).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
            Limit l = new Limit(number(a.group(2)), word.matches(MOST.replace("\\s+", " ")), unit(a.group(1), a.group(3)));
            if (!out.contains(l)) {
                out.add(l);
            }
        }
        return out;
    }

    /**
     * How the text fares against the bounds: one for each bound a number of its kind meets, minus
     * one for each it breaks; a bound the text shows no such number for counts nothing.
     */
    static int score(List<Limit> limits, String text) {
        int score = 0;
        for (Limit l : limits) {
            List<Double> shown = numbers(text, l.unit());
            if (shown.isEmpty()) {
                continue;
            }
            // a row that shows several (a price and a deposit) meets the bound when its first does: that is its headline
            double v = shown.get(0);
            score += (l.atMost() ? v <= l.value() + 1e-9 : v >= l.value() - 1e-9) ? 1 : -1;
        }
        return score;
    }

    /** The numbers of this kind the text shows: amounts of money for "money", "2.1 km" for "km", any for "". */
    static List<Double> numbers(String text, String unit) {
        List<Double> out = new ArrayList<>();
        Matcher m;
        if (unit.equals("money")) {
            m = Pattern.compile(CURRENCY + "\\s?" + NUMBER + "|" + NUMBER + "\\s?(?:" + CURRENCY + "|eur|gbp|usd)\\b",
                    Pattern.CASE_INSENSITIVE).matcher(text);
            while (m.find()) {
                out.add(number(m.group(1) != null ? m.group(1) : m.group(2)));
            }
        } else if (unit.equals("stars")) {
            // a rating shows as "★ 4.7", "4.7 ★" or "4.7 stars"
            m = Pattern.compile("[★⭐]\\s?" + NUMBER + "|" + NUMBER + "\\s?(?:[★⭐]|stars?\\b)", Pattern.CASE_INSENSITIVE).matcher(text);
            while (m.find()) {
                out.add(number(m.group(1) != null ? m.group(1) : m.group(2)));
            }
        } else if (!unit.isEmpty()) {
            m = Pattern.compile(NUMBER + "\\s?" + UNIT + "\\b", Pattern.CASE_INSENSITIVE).matcher(text);
            while (m.find()) {
                if (unit(null, m.group(2)).equals(unit)) {
                    out.add(number(m.group(1)));
                }
            }
        }
        return out;
    }

    /** One name per kind of unit: "£" and "$" are money, "kms" and "kilometres" are km. */
    private static String unit(String currency, String word) {
        if (currency != null) {
            return "money";
        }
        if (word == null) {
            return "";
        }
        String w = word.toLowerCase(Locale.ROOT);
        if (w.startsWith("k")) {
            return w.equals("kg") ? "kg" : "km";
        }
        if (w.startsWith("mi") && !w.startsWith("min")) {
            return "miles";
        }
        if (w.startsWith("min")) {
            return "minutes";
        }
        if (w.startsWith("h")) {
            return "hours";
        }
        if (w.startsWith("star")) {
            return "stars";
        }
        if (w.startsWith("seat") || w.startsWith("people") || w.startsWith("guest") || w.startsWith("person")) {
            return "people";
        }
        return w.replaceAll("s$", "");
    }

    private static double number(String s) {
        // "1,200" is a thousand and more; "4,5" is a decimal comma
        return Double.parseDouble(s.matches("\\d{1,3}(?:,\\d{3})+") ? s.replace(",", "") : s.replace(',', '.'));
    }
}
