package dev.tca.brain.task;

import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "What time does the Hill Street pharmacy close on Saturdays?": of the places listed, the one whose lines say the
 * question's name; its opening hours are folded away under a button ("Opening hours ▾"), opened once; the day's row
 * ("Saturday  09:00 – 13:00") answers, its end for a closing time, its start for an opening time, "Closed" when it says so.
 */
final class OpeningHours {

    private static final Pattern ASKS = Pattern.compile("(?i)\\b(open|opens|opening|close|closes|closing|shut|shuts)\\b");
    private static final Pattern DAY = Pattern.compile("(?i)\\b(mon|tues|wednes|thurs|fri|satur|sun)days?\\b");
    private static final Pattern SPAN = Pattern.compile("(\\d{1,2}[:.]\\d{2}\\s*(?:[ap]\\.?m\\.?)?)\\s*(?:–|-|—|to)\\s*"
            + "(\\d{1,2}[:.]\\d{2}\\s*(?:[ap]\\.?m\\.?)?)", Pattern.CASE_INSENSITIVE);
    private static final Pattern HOURS_BUTTON = Pattern.compile("(?i).*\\b(?:opening\\s+(?:hours|times)|hours|times)\\b.*");
    /** Words of a question that say no place: what it asks and when. */
    private static final Set<String> ASKING = Set.of("time", "what", "when", "does", "do", "open", "opens", "opening", "close",
            "closes", "closing", "shut", "shuts", "today", "tomorrow", "weekend", "saturday", "saturdays", "sunday", "sundays",
            "monday", "mondays", "tuesday", "tuesdays", "wednesday", "wednesdays", "thursday", "thursdays", "friday", "fridays");

    /** How far under a place's title its own buttons stand at most. */
    private static final int CARD = 260;

    private final String goal;
    /** The hours button opened, or null before. */
    private Element opened;

    OpeningHours(String goal) {
        this.goal = goal;
    }

    /** The answer read off the day's row, or the hours button of the place named, pressed once; empty for other questions. */
    Optional<Move> next(int index, List<Element> pool) {
        Matcher asks = ASKS.matcher(goal);
        Matcher day = DAY.matcher(goal);
        if (!asks.find() || !day.find()) {
            return Optional.empty();
        }
        boolean closing = asks.group(1).toLowerCase(Locale.ROOT).matches("clos.*|shut.*");
        String dayStem = day.group(1).toLowerCase(Locale.ROOT);
        Optional<Element> place = place(pool);
        if (place.isEmpty()) {
            return Optional.empty();
        }
        Element title = place.get();
        // the day's row under the place's title (and its opened hours, when they were opened here)
        int from = opened != null ? opened.box().y() : title.box().y();
        Optional<Element> row = pool.stream().filter(e -> e.box().y() >= from - 2 && e.label().strip().toLowerCase(Locale.ROOT)
                        .matches(dayStem + "(?:day)?s?\\W*(?:\\s.*)?"))
                .min(Comparator.comparingInt(e -> e.box().y()));
        if (row.isPresent()) {
            String line = row.get().label() + " " + pool.stream().filter(e -> e != row.get() && Answers.sameRow(e, row.get())
                    && e.box().x() > row.get().box().x()).sorted(Comparator.comparingInt(e -> e.box().x())).map(Element::label)
                    .reduce("", (a, b) -> a + " " + b);
            Matcher span = SPAN.matcher(line);
            if (span.find()) {
                String time = (closing ? span.group(2) : span.group(1)).strip();
                return Optional.of(Answers.answer(time, row.get(), "the " + (closing ? "end" : "start") + " of '" + line.strip().replaceAll("\\s+", " ")
                        + "' under '" + title.label() + "'"));
            }
            if (line.toLowerCase(Locale.ROOT).matches(".*\\bclosed\\b.*")) {
                return Optional.of(Answers.answer("Closed", row.get(), "'" + line.strip() + "' under '" + title.label() + "'"));
            }
        }
        if (opened != null) {
            return Optional.empty();
        }
        // the place's own hours button: the first under its title, within a card's height
        Optional<Element> button = pool.stream().filter(e -> e.role() == Role.BUTTON && !e.has(State.DISABLED)
                        && e.box().y() > title.box().y() && e.box().y() - title.box().y() < CARD && HOURS_BUTTON.matcher(e.label()).matches())
                .min(Comparator.comparingInt(e -> e.box().y()));
        button.ifPresent(b -> opened = b);
        return button.map(b -> Move.stage(new Decision(new Action.Click(b.id()), "the hours of '" + title.label() + "' are folded "
                + "away: open " + Effects.name(b), null, Effects.changes(index, "opening " + Effects.name(b)))));
    }

    /** The place whose title (or a line under it) says most of the question's own words, at least two of them. */
    private Optional<Element> place(List<Element> pool) {
        Set<String> words = new java.util.LinkedHashSet<>(Alignment.content(goal));
        words.removeIf(w -> ASKING.contains(w) || w.length() < 3);
        if (words.size() < 2) {
            return Optional.empty();
        }
        return pool.stream().filter(e -> e.role() == Role.HEADING || !e.role().control() && e.label().strip().split("\\s+").length <= 6)
                .filter(e -> Alignment.hits(words, e.label()).size() >= 2)
                .max(Comparator.comparingInt((Element e) -> Alignment.hits(words, e.label()).size())
                        .thenComparingInt(e -> e.role() == Role.HEADING ? 1 : 0).thenComparingInt(e -> -e.box().y()));
    }
}
