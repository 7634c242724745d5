package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Labels;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "What was the longest run I did in October?" over a table: the column the superlative measures
 * (Distance for longest, Price for cheapest), only the rows that say what is asked about (Run,
 * not Walk), and the cell with the largest or smallest number. Empty unless the table shows a
 * header for the measure and two rows or more to compare.
 */
final class Extremes {

    /** A superlative, the columns that measure it, whether the most is wanted. */
    private record Measure(Pattern word, Pattern column, boolean most) {
    }

    private static final List<Measure> MEASURES = List.of(
            measure("longest|furthest|farthest", "distance|length|km|miles?|duration|time", true),
            measure("shortest", "distance|length|km|miles?|duration|time", false),
            measure("cheapest|least expensive|lowest[- ]priced", "price|cost|amount|total|fare|fee", false),
            measure("most expensive|priciest|dearest|highest[- ]priced", "price|cost|amount|total|fare|fee", true),
            measure("biggest|largest", "size|amount|total|area|capacity|count", true),
            measure("smallest", "size|amount|total|area|capacity|count", false),
            measure("heaviest", "weight|kg|lbs?", true),
            measure("lightest", "weight|kg|lbs?", false),
            measure("fastest|quickest", "time|duration|pace", false),
            measure("slowest", "time|duration|pace", true),
            measure("highest|most|best|top", "score|rating|points|amount|total|count|value", true),
            measure("lowest|least|fewest|worst", "score|rating|points|amount|total|count|value", false));
    private static final Pattern NUMBER = Pattern.compile("-?\\d[\\d,]*(?:\\.\\d+)?|(\\d+):(\\d{2})(?::(\\d{2}))?");

    private Extremes() {
    }

    private static Measure measure(String words, String columns, boolean most) {
        return new Measure(Pattern.compile("(?i)\\b(?:" + words + ")\\s+(\\p{L}+)"),
                Pattern.compile("(?i)^(?:" + columns + ")\\b.*"), most);
    }

    static Optional<Move> read(String question, List<Element> pool) {
        for (Measure m : MEASURES) {
            Matcher said = m.word().matcher(question);
            if (!said.find()) {
                continue;
            }
            String noun = said.group(1).toLowerCase(Locale.ROOT);
            for (Element h : pool) {
                if (!m.column().matcher(Labels.core(h.label())).matches() || Labels.core(h.label()).split(" ").length > 2) {
                    continue;
                }
                if (Answers.headerRow(h, pool).size() < 3) {
                    continue; // a header stands in a row of headers
                }
                List<Element> table = Answers.spanned(h, pool).stream().filter(e -> e.box().y() > h.box().bottom() - 2).toList();
                List<Element> column = table.stream().filter(e -> Math.abs(e.box().center().x() - h.box().center().x())
                        <= Math.max(h.box().width(), e.box().width()) / 2 + 8 && value(e.label()).isPresent()).toList();
                // the rows that say what the question is about ("run" in the Activity column), when any does
                List<Element> about = column.stream().filter(c -> table.stream().anyMatch(e -> e != c && Answers.sameRow(e, c)
                        && Alignment.hits(java.util.Set.of(noun), e.label()).size() == 1)).toList();
                List<Element> rows = about.size() >= 1 ? about : column;
                if (column.size() < 2 || rows.isEmpty()) {
                    continue;
                }
                Comparator<Element> by = Comparator.comparingDouble(e -> value(e.label()).orElse(0.0));
                Element best = (m.most() ? rows.stream().max(by) : rows.stream().min(by)).orElseThrow();
                return Optional.of(Answers.answer(best.label(), best, "the " + (m.most() ? "largest" : "smallest") + " '"
                        + h.label().strip() + "' of " + rows.size() + " row(s)" + (rows == about ? " with '" + noun + "'" : "")));
            }
        }
        return Optional.empty();
    }

    private static final Pattern CLOCK_EXTREME = Pattern.compile("(?i)\\b(last|latest|first|earliest)\\s+(\\p{L}+)");
    private static final Pattern CLOCK = Pattern.compile("^\\s*([01]?\\d|2[0-3])[:.]([0-5]\\d)\\b.*");

    /**
     * "What time does the last spin class on Thursday start?" on a timetable with no header: of the rows whose line says the
     * noun ("Spin", "Spin Express"), the one whose time of day comes last (or first); its time is the answer.
     */
    static Optional<Move> byClock(String question, List<Element> pool) {
        Matcher said = CLOCK_EXTREME.matcher(question);
        if (!said.find() || !question.toLowerCase(Locale.ROOT).matches("(?s).*\\b(?:what\\s+time|when)\\b.*")) {
            return Optional.empty();
        }
        boolean most = said.group(1).toLowerCase(Locale.ROOT).startsWith("la");
        java.util.Set<String> noun = java.util.Set.of(said.group(2).toLowerCase(Locale.ROOT));
        List<Element> times = pool.stream().filter(e -> !e.has(dev.tca.core.State.OFFSCREEN) && CLOCK.matcher(e.label()).matches()).toList();
        List<Element> rows = times.stream().filter(t -> pool.stream().anyMatch(e -> e != t && Answers.sameRow(e, t)
                && e.box().x() > t.box().x() && Alignment.hits(noun, e.label()).size() == 1)).toList();
        if (times.size() < 2 || rows.isEmpty()) {
            return Optional.empty();
        }
        Comparator<Element> by = Comparator.comparingInt(e -> {
            Matcher m = CLOCK.matcher(e.label());
            m.matches();
            return Integer.parseInt(m.group(1)) * 60 + Integer.parseInt(m.group(2));
        });
        Element best = (most ? rows.stream().max(by) : rows.stream().min(by)).orElseThrow();
        Matcher m = CLOCK.matcher(best.label());
        m.matches();
        return Optional.of(Answers.answer(m.group(1) + ":" + m.group(2), best, "the " + (most ? "latest" : "earliest") + " of "
                + rows.size() + " time(s) on a line that says '" + said.group(2) + "'"));
    }

    private static final Pattern LAST_DATED = Pattern.compile("(?i)\\bwhen\\s+(?:did|was|were|have|had)\\b.*?\\b(last|most\\s+recently|first)\\b"
            + "(?<rest>.*)$");
    private static final java.util.Set<String> NOT_THE_THING = java.util.Set.of("have", "had", "get", "got", "did", "was", "were",
            "take", "took", "make", "made", "go", "went", "see", "saw", "do", "done", "pay", "paid", "last", "first", "recently");

    /**
     * "When did I last have a tetanus jab?" in a record of dated rows: of the rows that say the thing (on the row's own
     * line or the small line under its name, "Tetanus, diphtheria and polio"), the one whose date comes last (or first).
     */
    static Optional<Move> byDate(String question, List<Element> pool) {
        Matcher said = LAST_DATED.matcher(question.replaceAll("\\?+$", ""));
        if (!said.find()) {
            return Optional.empty();
        }
        boolean most = !said.group(1).toLowerCase(Locale.ROOT).equals("first");
        java.util.Set<String> thing = new java.util.LinkedHashSet<>(Alignment.content(said.group("rest")));
        thing.removeAll(NOT_THE_THING);
        if (thing.isEmpty()) {
            return Optional.empty();
        }
        java.time.LocalDate today = java.time.LocalDate.now();
        List<Element> shown = pool.stream().filter(e -> !e.has(dev.tca.core.State.OFFSCREEN) && !e.label().isBlank()).toList();
        // the lines that say a date with its year, each read once
        java.util.Map<Element, java.time.LocalDate> dates = new java.util.LinkedHashMap<>();
        shown.stream().filter(d -> d.label().matches("(?s).*\\b(?:19|20)\\d{2}\\b.*"))
                .forEach(d -> java.util.Optional.ofNullable(dev.tca.brain.plan.DateWords.on(d.label(), today)).ifPresent(t -> dates.put(d, t)));
        java.util.Map<Element, java.time.LocalDate> dated = new java.util.LinkedHashMap<>();
        for (Element e : shown) {
            if (Alignment.hits(thing, e.label()).isEmpty() || dates.containsKey(e) || dev.tca.brain.plan.DateWords.on(e.label(), today) != null) {
                continue;
            }
            // the date on the line, or on the line the name above this small line starts
            dates.keySet().stream().filter(d -> d != e && d.box().x() > e.box().x() && d.box().center().y() >= e.box().y() - 25
                            && d.box().center().y() <= e.box().bottom() + 4)
                    .min(Comparator.comparingInt(d -> Math.abs(d.box().center().y() - e.box().center().y())))
                    .ifPresent(d -> dated.putIfAbsent(d, dates.get(d)));
        }
        if (dated.isEmpty()) {
            return Optional.empty();
        }
        java.util.Map.Entry<Element, java.time.LocalDate> best = (most ? dated.entrySet().stream().max(java.util.Map.Entry.comparingByValue())
                : dated.entrySet().stream().min(java.util.Map.Entry.comparingByValue())).orElseThrow();
        return Optional.of(Answers.answer(best.getKey().label().strip(), best.getKey(), "the " + (most ? "latest" : "earliest") + " of "
                + dated.size() + " date(s) on a row that says '" + String.join(" ", thing) + "'"));
    }

    /** The number a cell shows: "14.2 km" is 14.2, "1:19:48" is seconds. */
    private static Optional<Double> value(String text) {
        Matcher n = NUMBER.matcher(text);
        if (!n.find()) {
            return Optional.empty();
        }
        if (n.group(1) != null) {
            double h = Double.parseDouble(n.group(1));
            double mm = Double.parseDouble(n.group(2));
            return Optional.of(n.group(3) != null ? h * 3600 + mm * 60 + Double.parseDouble(n.group(3)) : h * 60 + mm);
        }
        return Optional.of(Double.parseDouble(n.group().replace(",", "")));
    }
}
