package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.ReadingOrder;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "What's the flight number of the cheapest direct flight on Friday morning?" over a list of result cards: each card
 * is one record around its price (the measure the superlative names, one per card in a column), the question's words
 * that tell some records from others ("direct", "morning") keep those that say them, and the asked part of the record
 * at the wanted end of the measure is the answer (its code, its time, its price or its title). Words every record says,
 * or none does ("Lisbon" on a page of Lisbon flights), describe the page, not a record.
 */
final class Records {

    /** The record at the wanted end, and what the question asks of it. */
    record Best(double value, String answer, Element from, String how) {
    }

    private static final Pattern ASKED = Pattern.compile("(?i)^(?:the\\s+)?(.+?)\\s+(?:of|for|on)\\s+(?:the|my|our|this)\\s+(.+)$");
    private static final Pattern CODE = Pattern.compile("\\b(?=[A-Z0-9-]*\\d)(?=[A-Z0-9-]*[A-Z])[A-Z][A-Z0-9-]{2,}\\b");
    private static final Pattern CLOCK = Pattern.compile("\\b([01]?\\d|2[0-3])[:.]([0-5]\\d)\\s*(am|pm|a\\.m\\.|p\\.m\\.)?",
            Pattern.CASE_INSENSITIVE);
    /** A measure's own label: "£71", "$1,240", "From €29", "2h 45m"; no sentence that merely holds one. */
    private static final int MAX_MEASURE_LENGTH = 18;
    private static final Set<String> PARTS_OF_DAY = Set.of("morning", "afternoon", "evening", "night");
    private static final Set<String> SAID_ANYWAY = Set.of("one", "ones", "option", "result", "results", "deal", "offer");

    private Records() {
    }

    /**
     * The records on this screen, or none when fewer than three cards in a column show the measure. Of two such columns
     * side by side ("Orders by country", "Returns by country"), the one under the title that says the question's words.
     */
    static List<List<Element>> of(Superlatives.Want want, String question, List<Element> pool) {
        // (read from pixels, a chart's bars come out as fields named by the words nearest them: they are no record's text)
        List<Element> shown = pool.stream().filter(e -> !e.label().isBlank() && !e.has(State.OFFSCREEN) && !e.role().editable()).toList();
        List<Element> measured = shown.stream().filter(e -> e.role() != Role.TABLE_CELL && !e.role().editable()
                && e.label().strip().length() <= MAX_MEASURE_LENGTH && Superlatives.measure(want.measure(), e.label()) != null).toList();
        List<List<Element>> columns = measured.stream().map(m -> measured.stream().filter(o -> Math.abs(o.box().center().x()
                        - m.box().center().x()) <= 40).sorted(Comparator.comparingInt(o -> o.box().center().y())).toList())
                .distinct().flatMap(c -> runs(c).stream()).distinct().filter(c -> c.size() >= 3).toList();
        Set<String> asked = Alignment.content(question);
        List<Element> column = columns.stream().max(Comparator.comparingInt((List<Element> c) -> Alignment.hits(asked,
                        titleOver(c, shown)).size()).thenComparingInt(List::size)).orElse(List.of());
        if (column.size() < 3) {
            return grid(measured, shown);
        }
        // (the cards of this column start right of any other column of the measure: the panel beside is not theirs)
        int top = column.get(0).box().y();
        int bottom = column.get(column.size() - 1).box().bottom();
        int fence = columns.stream().filter(c -> c != column && c.get(0).box().right() < column.get(0).box().x()
                        && c.get(0).box().y() < bottom && c.get(c.size() - 1).box().bottom() > top)
                .mapToInt(c -> c.stream().mapToInt(e -> e.box().right()).max().orElse(0)).max().orElse(0);
        List<int[]> bands = bands(column);
        int measureRight = column.stream().mapToInt(e -> e.box().right()).max().orElseThrow() + 40;
        int columnX = column.stream().mapToInt(e -> e.box().x()).min().orElseThrow();
        List<int[]> cards = anchored(bands, column, shown, columnX);
        // a price at a card's top left heads the lines beside and below it: the card reaches as far right as they do
        int right = cards == bands ? measureRight : shown.stream().filter(e -> e.box().x() >= columnX - 10 && e.box().x() < columnX + 700
                && cards.stream().anyMatch(b -> e.box().center().y() >= b[0] && e.box().center().y() < b[1]))
                .mapToInt(e -> e.box().right()).max().orElse(measureRight);
        bands = cards;
        int left = left(shown.stream().filter(e -> e.box().x() > fence).toList(), bands, right);
        List<List<Element>> records = new ArrayList<>();
        for (int[] band : bands) {
            records.add(shown.stream().filter(e -> e.box().center().y() >= band[0] && e.box().center().y() < band[1]
                    && e.box().x() >= left && e.box().right() <= right).sorted(ReadingOrder.COMPARATOR).toList());
        }
        return records;
    }

    /** Lines of one card stand closer than this; a card and the next one down stand further apart. */
    private static final int CARD_GAP = 30;

    /**
     * Cards in a grid ("Fixed Saver 12 ... £821" beside "Standard Variable ... £904", two or three to a row): no column
     * holds three of them, the grid does. The measures are its largest ones, in larger type than the page's body (the
     * cards' own figures, not the exit fee in small print), in two columns at least and three in all. Each card reaches
     * across its column, up to where the next column starts, and up and down from its measure as far as its lines stand
     * close together.
     */
    private static List<List<Element>> grid(List<Element> measured, List<Element> shown) {
        int tallest = measured.stream().mapToInt(e -> e.box().height()).max().orElse(0);
        // (a figure in the body's own type may be a fee in small print read for want of the card's own: no grid is read
        // from it, so no card is answered for the wrong figure)
        int[] heights = shown.stream().filter(e -> !e.role().control()).mapToInt(e -> e.box().height()).sorted().toArray();
        int body = heights.length == 0 ? 0 : heights[heights.length / 2];
        List<Element> big = measured.stream().filter(e -> e.box().height() >= tallest - 3 && e.box().height() >= body + 4)
                .sorted(Comparator.comparingInt(e -> e.box().x())).toList();
        List<List<Element>> columns = new ArrayList<>();
        for (Element e : big) {
            if (columns.isEmpty() || e.box().x() - columns.get(columns.size() - 1).get(0).box().x() > 40) {
                columns.add(new ArrayList<>());
            }
            columns.get(columns.size() - 1).add(e);
        }
        if (big.size() < 3 || columns.size() < 2) {
            return List.of();
        }
        List<List<Element>> records = new ArrayList<>();
        for (int c = 0; c < columns.size(); c++) {
            int left = columns.get(c).get(0).box().x() - CARD_GAP;
            int right = c + 1 < columns.size() ? columns.get(c + 1).get(0).box().x() - CARD_GAP
                    : left + columns.get(c).get(0).box().x() - columns.get(c - 1).get(0).box().x();
            List<Element> lines = shown.stream().filter(e -> e.box().x() >= left && e.box().right() <= right + 10)
                    .sorted(Comparator.comparingInt(e -> e.box().y())).toList();
            for (Element m : columns.get(c)) {
                int at = lines.indexOf(m);
                if (at < 0) {
                    continue; // a figure that reaches into the next column is no card's of this one
                }
                int top = at;
                int bottom = at;
                int reach = m.box().bottom();
                while (bottom + 1 < lines.size() && lines.get(bottom + 1).box().y() - reach < CARD_GAP) {
                    reach = Math.max(reach, lines.get(++bottom).box().bottom());
                }
                int upTo = m.box().y();
                while (top > 0 && upTo - lines.get(top - 1).box().bottom() < CARD_GAP) {
                    upTo = Math.min(upTo, lines.get(--top).box().y());
                }
                List<Element> card = lines.subList(top, bottom + 1);
                if (card.stream().filter(big::contains).count() == 1) {
                    records.add(card.stream().sorted(ReadingOrder.COMPARATOR).toList());
                }
            }
        }
        return records.size() >= 3 ? records : List.of();
    }

    /**
     * A card's price at its top ("£1,295" over the title, the address and the bills line): the card runs from that price
     * down to the next one, not halfway up to it; likewise up from a price at a card's foot. Told by where the cards' other
     * lines lie: nearly all below their price, or nearly all above it.
     */
    private static List<int[]> anchored(List<int[]> bands, List<Element> column, List<Element> shown, int columnX) {
        int above = 0;
        int below = 0;
        for (int k = 0; k < column.size(); k++) {
            Element m = column.get(k);
            int y = m.box().center().y();
            int[] band = bands.get(k);
            for (Element e : shown) {
                int c = e.box().center().y();
                // (the lines that start where the price starts, or right of it: a card's body beside its photo)
                if (e == m || e.box().x() < columnX - 10 || e.box().x() > columnX + 60 || c < band[0] || c >= band[1]) {
                    continue;
                }
                above += c < y - 12 ? 1 : 0;
                below += c > y + 12 ? 1 : 0;
            }
        }
        boolean top = below >= 4 && above * 2 < below;
        boolean foot = above >= 4 && below * 2 < above;
        if (!top && !foot) {
            return bands;
        }
        List<int[]> out = new ArrayList<>();
        for (int k = 0; k < column.size(); k++) {
            int y = column.get(k).box().y();
            int bottom = column.get(k).box().bottom();
            int step = k + 1 < column.size() ? column.get(k + 1).box().y() - y : k > 0 ? y - column.get(k - 1).box().y() : 200;
            int back = k > 0 ? bottom - column.get(k - 1).box().bottom() : step;
            out.add(top ? new int[] {y - 12, y - 12 + step} : new int[] {bottom + 12 - back, bottom + 12});
        }
        return out;
    }

    /**
     * Each element of a column (two or more, top to bottom) as the band of its record: halfway to its neighbours, the
     * first and last as deep as the next one.
     */
    static List<int[]> bands(List<Element> column) {
        List<int[]> bands = new ArrayList<>();
        for (int k = 0; k < column.size(); k++) {
            int y = column.get(k).box().center().y();
            int up = k > 0 ? (y - column.get(k - 1).box().center().y()) / 2 : (column.get(1).box().center().y() - y) / 2;
            int down = k + 1 < column.size() ? (column.get(k + 1).box().center().y() - y) / 2 : up;
            bands.add(new int[] {y - up, y + down});
        }
        return bands;
    }

    /** A column cut where its values stand apart by far more than their usual step: a chart's, then a table's below it. */
    private static List<List<Element>> runs(List<Element> column) {
        if (column.size() < 4) {
            return List.of(column);
        }
        List<Integer> gaps = new ArrayList<>();
        for (int i = 1; i < column.size(); i++) {
            gaps.add(column.get(i).box().center().y() - column.get(i - 1).box().center().y());
        }
        int step = gaps.stream().sorted().toList().get(gaps.size() / 2);
        List<List<Element>> out = new ArrayList<>();
        List<Element> run = new ArrayList<>(List.of(column.get(0)));
        for (int i = 1; i < column.size(); i++) {
            if (gaps.get(i - 1) > step * 1.8 + 4) {
                out.add(run);
                run = new ArrayList<>();
            }
            run.add(column.get(i));
        }
        out.add(run);
        return out;
    }

    /** The words right above a column's first value, over its width and to its left: its panel's or table's title. */
    private static String titleOver(List<Element> column, List<Element> shown) {
        Element first = column.get(0);
        int right = column.stream().mapToInt(e -> e.box().right()).max().orElseThrow();
        return String.join(" ", shown.stream().filter(e -> e.box().bottom() <= first.box().y() && first.box().y() - e.box().bottom() < 90
                && e.box().x() < right && e.box().x() > first.box().x() - 560 && e.box().right() > first.box().x() - 560)
                .map(Element::label).toList());
    }

    /**
     * Where the cards start: the leftmost edge that nearly every record has something at (a card's title column); a
     * sidebar beside the first cards ends before the last ones.
     */
    private static int left(List<Element> shown, List<int[]> bands, int right) {
        List<Integer> starts = shown.stream().filter(e -> e.box().right() <= right).map(e -> e.box().x()).distinct().sorted().toList();
        for (int x : starts) {
            long having = bands.stream().filter(b -> shown.stream().anyMatch(e -> Math.abs(e.box().x() - x) <= 6
                    && e.box().center().y() >= b[0] && e.box().center().y() < b[1])).count();
            if (having * 5 >= bands.size() * 4L) {
                return x - 6;
            }
        }
        return 0;
    }

    /** The record at the wanted end among those the question's words describe, and the part of it asked for. */
    static Optional<Best> best(Superlatives.Want want, String question, List<Element> pool) {
        List<List<Element>> records = of(want, question, pool);
        if (records.isEmpty()) {
            return Optional.empty();
        }
        Matcher asked = ASKED.matcher(question.strip());
        String part = asked.matches() && Superlatives.of(asked.group(1)).isEmpty() ? asked.group(1) : "";
        String described = asked.matches() && !part.isEmpty() ? asked.group(2) : question;
        List<List<Element>> kept = new ArrayList<>(records);
        List<String> said = new ArrayList<>();
        // "cheapest once bills are included": what is added to each record's measure, not a word that picks records
        Matcher allIn = ALL_IN.matcher(question);
        Set<String> added = allIn.find() ? Alignment.content(allIn.group(1)) : Set.of();
        for (String w : Alignment.content(Superlatives.rest(described))) {
            if (SAID_ANYWAY.contains(w) || added.contains(w) || !added.isEmpty() && ADDED_WORDS.contains(w)) {
                continue;
            }
            List<List<Element>> with = kept.stream().filter(r -> says(r, w)).toList();
            if (!with.isEmpty() && with.size() < kept.size()) {
                kept = new ArrayList<>(with);
                said.add(w);
            }
        }
        // (a card cut off by the screen's edge before its bills line shows cannot be counted yet)
        List<List<Element>> measuredOnes = kept.stream().filter(r -> value(want, r) != null && (added.isEmpty()
                || r.stream().anyMatch(e -> !Alignment.hits(added, e.label()).isEmpty()))).toList();
        if (measuredOnes.isEmpty()) {
            return Optional.empty();
        }
        java.util.function.ToDoubleFunction<List<Element>> total = r -> value(want, r) + extra(added, r);
        Comparator<List<Element>> by = Comparator.comparingDouble(total);
        List<Element> best = want.most() ? measuredOnes.stream().max(by).orElseThrow() : measuredOnes.stream().min(by).orElseThrow();
        // its title: the record's leftmost line level with its measure (a bar's country, a card's name), the upper of two
        // (a card's name above its code); a panel's title above the first row is no record's
        Element measure = figure(want, best).orElseThrow();
        List<Element> level = best.stream().filter(e -> Math.abs(e.box().center().y() - measure.box().center().y()) <= 14).toList();
        Element title = (level.size() > 1 ? level : best).stream().min(Comparator.comparingInt((Element e) -> e.box().x() / 8)
                .thenComparingInt(e -> e.box().y())).orElseThrow();
        // "which one": a title other records share too ("1 bedroom flat") does not say which; the first line of the
        // record no other record says does ("Larch Court, Riverside")
        List<List<Element>> all = records;
        Element told = title;
        // (nor does its measure: a card headed by its price)
        if (part.isEmpty() && (Superlatives.measure(want.measure(), title.label()) != null
                || all.stream().filter(r -> r != best).anyMatch(r -> r.stream().anyMatch(e -> Labels.same(e.label(), title.label()))))) {
            List<Element> own = best.stream().filter(e -> !e.role().control() && Superlatives.measure(want.measure(), e.label()) == null
                    && e.label().strip().split("\\s+").length >= 2 && all.stream().filter(r -> r != best)
                    .noneMatch(r -> r.stream().anyMatch(o -> Labels.same(o.label(), e.label())))).toList();
            // a name ("Larch Court, Riverside") tells it better than a description of its kind ("1 bedroom flat")
            told = own.stream().filter(e -> NAME.matcher(e.label().strip()).matches()).findFirst()
                    .or(() -> own.stream().findFirst()).orElse(title);
        }
        Element answer = part(part, best).orElse(told);
        String text = part.matches("(?i).*\\b(?:time|depart\\w*|leav\\w*|when|arriv\\w*)\\b.*") ? clock(answer.label())
                .orElse(answer.label()) : codeIn(part, answer.label());
        return Optional.of(new Best(total.applyAsDouble(best), text.strip(), answer, "the record " + (want.most() ? "highest" : "lowest")
                + " by " + want.measure().name().toLowerCase(Locale.ROOT) + (added.isEmpty() ? "" : " with its "
                + String.join(" ", added) + " added") + (said.isEmpty() ? "" : " among those that say '"
                + String.join("', '", said) + "'") + ": '" + String.join(" ", best.stream().map(Element::label).toList()) + "'"));
    }

    /** "once bills are included", "including delivery", "with fees added": the words of what comes on top. */
    private static final Pattern ALL_IN = Pattern.compile("(?i)\\b(?:once|when|with|after|including|incl\\.?|plus|counting)\\s+(?:the\\s+)?"
            + "(\\p{L}+(?:\\s+\\p{L}+)?)\\s*(?:are\\s+|is\\s+)?(?:included|added|counted|in|on\\s+top)?\\b");
    /** A line of names: its words (two or more) start with capitals ("Larch Court, Riverside", "The Granary"). */
    private static final Pattern NAME = Pattern.compile("(?:\\p{Lu}[\\p{L}'’-]*[,.]?\\s+){1,5}\\p{Lu}[\\p{L}'’-]*");
    private static final Set<String> ADDED_WORDS = Set.of("included", "including", "added", "counted", "month", "monthly", "each");
    private static final Pattern MONEY = Pattern.compile("[£$€]\\s?(\\d[\\d,]*(?:\\.\\d{1,2})?)");

    /**
     * What a record adds on top of its measure for the words ("bills"): the amount its line about them gives ("Bills not
     * included · about £180 a month"), none where that line has no amount ("Bills included").
     */
    private static double extra(Set<String> added, List<Element> record) {
        if (added.isEmpty()) {
            return 0;
        }
        for (Element line : record) {
            if (Alignment.hits(added, line.label()).isEmpty()) {
                continue;
            }
            if (line.label().matches("(?i).*\\bincluded\\b.*") && !line.label().matches("(?i).*\\bnot\\s+included\\b.*")) {
                return 0; // "Bills included"
            }
            // (the amount may stand in its own element on the same line: "about" then a bold "£180 a month")
            for (Element e : record.stream().filter(o -> o == line || Answers.sameRow(o, line) && o.box().x() >= line.box().x()).toList()) {
                Matcher m = MONEY.matcher(e.label());
                if (m.find()) {
                    return Double.parseDouble(m.group(1).replace(",", ""));
                }
            }
            return 0;
        }
        return 0;
    }

    private static Double value(Superlatives.Want want, List<Element> record) {
        return figure(want, record).map(e -> Superlatives.measure(want.measure(), e.label())).orElse(null);
    }

    /** The record's own figure: of the measures it shows, the one in the largest type (an exit fee's "£75" is small print). */
    private static Optional<Element> figure(Superlatives.Want want, List<Element> record) {
        List<Element> measures = record.stream().filter(e -> e.label().strip().length() <= MAX_MEASURE_LENGTH
                && Superlatives.measure(want.measure(), e.label()) != null).toList();
        int tallest = measures.stream().mapToInt(e -> e.box().height()).max().orElse(0);
        return measures.stream().filter(e -> e.box().height() >= tallest - 3).findFirst();
    }

    /** The part of the day the words say ("morning" of "the cheapest morning train"), or null. */
    static String partOfDay(String words) {
        return Alignment.content(words).stream().filter(PARTS_OF_DAY::contains).findFirst().orElse(null);
    }

    /** Whether the first time the row's elements show, in their order, is in that part of the day ("06:40" is morning). */
    static boolean inPartOfDay(String word, List<Element> row) {
        Optional<Integer> hour = row.stream().map(e -> hour(e.label())).flatMap(Optional::stream).findFirst();
        if (hour.isEmpty()) {
            return false;
        }
        int h = hour.get();
        return switch (word) {
            case "morning" -> h >= 5 && h < 12;
            case "afternoon" -> h >= 12 && h < 17;
            case "evening" -> h >= 17 && h < 22;
            default -> h >= 20 || h < 5;
        };
    }

    /** A word a record says ("Direct"), or its part of the day by the first time it shows ("06:40" is morning). */
    private static boolean says(List<Element> record, String word) {
        if (PARTS_OF_DAY.contains(word) && record.stream().anyMatch(e -> hour(e.label()).isPresent())) {
            return inPartOfDay(word, record);
        }
        Pattern w = Pattern.compile("(?i)(?<![\\p{L}\\p{N}])" + Pattern.quote(word) + "(?:s|es)?(?![\\p{L}\\p{N}])");
        boolean nonstop = word.equals("direct") || word.equals("nonstop");
        // (a field's label is its name, often borrowed from a title nearby: a chart's bar read as a field is no word of the row)
        return record.stream().filter(e -> !e.role().editable()).anyMatch(e -> w.matcher(e.label()).find()
                || nonstop && e.label().matches("(?i).*\\b(?:direct|non-?stop)\\b.*"));
    }

    private static Optional<Integer> hour(String label) {
        Matcher m = CLOCK.matcher(label);
        if (!m.find()) {
            return Optional.empty();
        }
        int h = Integer.parseInt(m.group(1));
        String half = m.group(3) == null ? "" : m.group(3).toLowerCase(Locale.ROOT);
        return Optional.of(half.startsWith("p") && h < 12 ? h + 12 : half.startsWith("a") && h == 12 ? 0 : h);
    }

    private static Optional<String> clock(String label) {
        Matcher m = CLOCK.matcher(label);
        return m.find() ? Optional.of(m.group().strip()) : Optional.empty();
    }

    /** The element of the record the question asks for: a code, a time, the price, or one that names the part. */
    private static Optional<Element> part(String part, List<Element> record) {
        String p = part.toLowerCase(Locale.ROOT);
        if (p.isBlank() || p.matches(".*\\b(?:name|title|called|airline|company|operator|brand|who)\\b.*")) {
            return Optional.empty();
        }
        if (p.matches(".*\\b(?:number|code|id|reference|ref|no)\\b.*")) {
            return record.stream().filter(e -> CODE.matcher(e.label()).find()).findFirst();
        }
        if (p.matches(".*\\b(?:price|cost|fare|fee|total)\\b.*")) {
            return record.stream().filter(e -> e.label().strip().length() <= MAX_MEASURE_LENGTH
                    && Superlatives.measure(Superlatives.Measure.PRICE, e.label()) != null).findFirst();
        }
        if (p.matches(".*\\b(?:time|depart\\w*|leav\\w*|when)\\b.*")) {
            return record.stream().filter(e -> CLOCK.matcher(e.label()).find()).findFirst();
        }
        if (p.matches(".*\\barriv\\w*\\b.*")) {
            List<Element> times = record.stream().filter(e -> CLOCK.matcher(e.label()).find()).toList();
            return times.size() > 1 ? Optional.of(times.get(1)) : times.stream().findFirst();
        }
        Set<String> words = Alignment.content(part);
        return record.stream().filter(e -> !Alignment.hits(words, e.label()).isEmpty()).findFirst();
    }

    /** A label that holds the code asked for among other words ("TP1363 · Airbus A320"): the code alone. */
    private static String codeIn(String part, String label) {
        if (!part.toLowerCase(Locale.ROOT).matches(".*\\b(?:number|code|id|reference|ref|no)\\b.*")) {
            return label;
        }
        Matcher m = CODE.matcher(label);
        return m.find() ? m.group() : label;
    }
}
