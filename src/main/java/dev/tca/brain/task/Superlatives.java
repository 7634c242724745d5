package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Role;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "The cheapest delivery", "the biggest size", "the fastest option": a choice among options by a
 * measure their labels show (a price, a duration, a size, a number), not by their words. Only
 * when at least two options show the measure, so a superlative never picks among things it
 * cannot compare.
 */
final class Superlatives {

    enum Measure { DATE, PRICE, DISTANCE, DURATION, WEIGHT, SIZE, NUMBER }

    /** Which measure and which end of it. */
    record Want(Measure measure, boolean most) {
    }

    private static final String OLDEST = "oldest|least\\s+recent(?:ly)?|longest\\s+ago";
    private static final String NEWEST = "newest|most\\s+recent(?:ly)?";
    private static final Map<Pattern, Want> WORDS = Map.ofEntries(
            // (by the date a row shows: "the oldest backup", "the most recent invoice")
            word(OLDEST, Measure.DATE, false),
            word(NEWEST, Measure.DATE, true),
            word("cheapest|least expensive|lowest[- ]priced?|lowest price|most affordable|budget", Measure.PRICE, false),
            word("most expensive|priciest|dearest|highest[- ]priced?|highest price|premium", Measure.PRICE, true),
            word("closest|nearest", Measure.DISTANCE, false),
            word("furthest|farthest|most\\s+distant", Measure.DISTANCE, true),
            word("fastest|quickest|soonest|shortest|earliest", Measure.DURATION, false),
            word("slowest|longest|latest", Measure.DURATION, true),
            word("lightest", Measure.WEIGHT, false),
            word("heaviest", Measure.WEIGHT, true),
            word("biggest|largest|widest|tallest|roomiest", Measure.SIZE, true),
            word("smallest|tiniest|narrowest", Measure.SIZE, false),
            word("highest|most|maximum|greatest|top", Measure.NUMBER, true),
            word("lowest|least|fewest|minimum", Measure.NUMBER, false));
    private static final Set<Role> OPTIONS = Set.of(Role.RADIO, Role.LIST_ITEM, Role.MENU_ITEM, Role.BUTTON, Role.TEXT,
            Role.LABEL, Role.TABLE_CELL, Role.TAB, Role.CHECKBOX);
    private static final Pattern PRICE = Pattern.compile("(?:[$€£¥]\\s?(\\d[\\d,]*(?:\\.\\d+)?))|(?:(\\d[\\d,]*(?:\\.\\d+)?)\\s?"
            + "(?:[$€£¥]|usd|eur|gbp|dollars?|euros?))|\\b(free)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern DURATION = Pattern.compile("\\b(\\d+(?:\\.\\d+)?|an?|one|two|three|four|five|six|seven|eight|"
            + "nine|ten)(?:\\s*[-–]\\s*\\d+)?\\s*(?:working\\s+|business\\s+)?(min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|weeks?|months?)\\b"
            + "|\\b(same[- ]day|overnight|next[- ]day|tomorrow)\\b", Pattern.CASE_INSENSITIVE);
    private static final List<String> SIZES = List.of("xxs", "xs", "s", "m", "l", "xl", "xxl", "xxxl");
    /** On the same scale as SIZES: "small" is S, "extra large" is XL. */
    private static final List<String> SIZE_WORDS = List.of("extra extra small", "extra small", "small", "medium", "large",
            "extra large", "extra extra large");
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:\\.\\d+)?");
    private static final Pattern SIZED = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(mm|cm|m|in|inch(?:es)?|\"|gb|tb|mb|ml|l|litres?|"
            + "liters?|kg|g|oz|lbs?|seats?|people|persons?|guests?|t)\\b");
    private static final List<String> COUNTS = List.of("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
            "nine", "ten");

    private Superlatives() {
    }

    private static final Pattern BY_DATE = Pattern.compile("(?i)\\b(?:" + OLDEST + "|" + NEWEST + ")\\b");

    /** Where a superlative over dates starts in the phrase ("remove oldest backup": 7), or -1. */
    static int dateWordAt(String phrase) {
        Matcher m = BY_DATE.matcher(phrase);
        return m.find() ? m.start() : -1;
    }

    private static Map.Entry<Pattern, Want> word(String words, Measure m, boolean most) {
        return Map.entry(Pattern.compile("(?i)\\b(?:" + words + ")\\b"), new Want(m, most));
    }

    static Optional<Want> of(String target) {
        if (target == null) {
            return Optional.empty();
        }
        // the more specific measures first: "lowest price" is a price before it is a number
        for (Measure m : Measure.values()) {
            for (Map.Entry<Pattern, Want> w : WORDS.entrySet()) {
                if (w.getValue().measure() == m && w.getKey().matcher(target).find()) {
                    return Optional.of(w.getValue());
                }
            }
        }
        return Optional.empty();
    }

    /** The target's words beside its superlative ("van" of "closest van"); empty for "the cheapest one". */
    static String rest(String target) {
        String rest = target;
        for (Pattern p : WORDS.keySet()) {
            rest = p.matcher(rest).replaceAll(" ");
        }
        rest = rest.replaceAll("(?i)\\b(?:the|a|an|one|ones|option|options|choice|available|possible)\\b", " ").strip();
        return rest.replaceAll("\\s+", " ");
    }

    /** The option at the wanted end of the measure, when at least two options show it. */
    static Optional<Element> pick(Want want, List<Element> pool) {
        List<Element> measured = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        for (Element e : pool) {
            if (!OPTIONS.contains(e.role())) {
                continue;
            }
            Double v = measure(want.measure(), e.label());
            if (v != null && measured.stream().noneMatch(x -> x.label().equals(e.label()))) {
                measured.add(e);
                values.add(v);
            }
        }
        if (measured.size() < 2) {
            return Optional.empty();
        }
        int best = 0;
        for (int i = 1; i < measured.size(); i++) {
            if (want.most() ? values.get(i) > values.get(best) : values.get(i) < values.get(best)) {
                best = i;
            }
        }
        return Optional.of(measured.get(best));
    }

    /**
     * The measured cell (a fee, a duration) that is the extreme among the rows that say the words ("Saturday"), a row
     * counting once however many of its cells are measured; empty when fewer than two rows say them.
     */
    static Optional<Element> pickAmong(Want want, String words, List<Element> pool) {
        // "the cheapest morning train": of the rows whose first time is in the morning (no row says "morning")
        String part = words == null ? null : Records.partOfDay(words);
        String rest = part == null ? words : words.replaceAll("(?i)\\b" + part + "\\b", " ");
        List<Element> measured = measuredAmong(want, rest, part, pool);
        if (measured.size() < 2 && part != null && rest != null) {
            // "the cheapest morning train to Leeds" where the page's heading, not each row, says the trains go to Leeds
            measured = measuredAmong(want, null, part, pool);
        }
        if (measured.size() < 2) {
            return Optional.empty();
        }
        Comparator<Element> by = Comparator.comparingDouble(e -> measure(want.measure(), e.label()));
        return Optional.of(want.most() ? measured.stream().max(by).orElseThrow() : measured.stream().min(by).orElseThrow());
    }

    private static List<Element> measuredAmong(Want want, String rest, String part, List<Element> pool) {
        return pool.stream().filter(e -> OPTIONS.contains(e.role()) && measure(want.measure(), e.label()) != null
                && (rest == null || Places.rowHits(rest, e, pool) >= Math.min(1, Alignment.content(rest).size()))
                && (part == null || Records.inPartOfDay(part, pool.stream().filter(o -> Math.abs(o.box().center().y()
                        - e.box().center().y()) <= 20).sorted(Comparator.comparingInt(o -> o.box().x())).toList()))).toList();
    }

    static Double measure(Measure m, String label) {
        String l = label.toLowerCase(Locale.ROOT).strip();
        return switch (m) {
            case DATE -> Dated.day(l);
            case PRICE -> price(l);
            case DISTANCE -> metres(l);
            case DURATION -> hours(l);
            case WEIGHT -> grams(l);
            case SIZE -> size(l);
            case NUMBER -> {
                Matcher n = NUMBER.matcher(l.replace(",", ""));
                yield n.find() ? Double.parseDouble(n.group()) : null;
            }
        };
    }

    private static Double price(String l) {
        Matcher p = PRICE.matcher(l);
        if (!p.find()) {
            return null;
        }
        if (p.group(3) != null) {
            return 0.0;
        }
        return Double.parseDouble((p.group(1) != null ? p.group(1) : p.group(2)).replace(",", ""));
    }

    private static final Pattern DISTANCE = Pattern.compile("\\b(\\d+(?:[.,]\\d+)?)\\s*(km|kms|kilometres?|kilometers?|mi|miles?|m|"
            + "metres?|meters?|yards?|yds?|ft|feet|min(?:ute)?s?\\s+(?:walk|away|drive|on\\s+foot))\\b");

    /** "0.4 km away", "350 m", "1.2 miles", "6 min walk": how far, in metres (a minute's walk is 80 m). */
    private static Double metres(String l) {
        Matcher d = DISTANCE.matcher(l);
        if (!d.find()) {
            return null;
        }
        double n = Double.parseDouble(d.group(1).replace(',', '.'));
        String unit = d.group(2);
        return n * (unit.startsWith("k") ? 1000 : unit.startsWith("mi") && !unit.startsWith("min") ? 1609
                : unit.startsWith("min") ? 80 : unit.startsWith("y") ? 0.914 : unit.startsWith("f") ? 0.305 : 1);
    }

    private static final Pattern WEIGHED = Pattern.compile("(\\d+(?:[.,]\\d+)?)\\s*(kg|kilos?|kilograms?|g|grams?|lbs?|pounds?|oz|ounces?)\\b");

    /** "2.6 kg", "950 g", "5.7 lb": how heavy, in grams. */
    private static Double grams(String l) {
        Matcher w = WEIGHED.matcher(l);
        if (!w.find()) {
            return null;
        }
        double n = Double.parseDouble(w.group(1).replace(',', '.'));
        String unit = w.group(2);
        return n * (unit.startsWith("k") ? 1000 : unit.startsWith("l") || unit.startsWith("p") ? 453.6 : unit.startsWith("o") ? 28.35 : 1);
    }

    private static Double hours(String l) {
        Matcher d = DURATION.matcher(l);
        if (!d.find()) {
            return null;
        }
        if (d.group(3) != null) {
            return d.group(3).startsWith("same") ? 8.0 : 24.0;
        }
        String n = d.group(1);
        double count = n.matches("\\d.*") ? Double.parseDouble(n) : n.matches("an?") ? 1 : COUNTS.indexOf(n);
        String unit = d.group(2);
        double per = unit.startsWith("min") ? 1.0 / 60 : unit.startsWith("h") ? 1 : unit.startsWith("d") ? 24
                : unit.startsWith("w") ? 168 : 720;
        return count * per;
    }

    private static Double size(String l) {
        // longest words first: "extra small" is not "small"
        List<String> words = new ArrayList<>(SIZE_WORDS);
        words.sort((a, b) -> b.length() - a.length());
        for (String w : words) {
            if (l.matches("(?:.*\\b)?" + w + "\\b.*")) {
                return (double) SIZE_WORDS.indexOf(w);
            }
        }
        String token = l.replaceAll("[()\\[\\]]", " ").strip();
        for (String t : token.split("\\s+")) {
            int i = SIZES.indexOf(t.replace("-", ""));
            if (i >= 0) {
                return (double) i;
            }
        }
        // a number is a size only with its unit: "100% linen" is not
        Matcher n = SIZED.matcher(l);
        return n.find() ? Double.parseDouble(n.group(1)) * (n.group(2).matches("tb|t") ? 1000 : 1) : null;
    }

    /** For a reason line: the option's measure in words. */
    static String describe(Want w) {
        return (w.most() ? "the most" : "the least") + " by " + w.measure().name().toLowerCase(Locale.ROOT);
    }
}
