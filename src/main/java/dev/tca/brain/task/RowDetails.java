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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "What time do doors open for the Marlow Quartet concert on 22 October?" on a list of events that each fold their times
 * behind a Details button: the row that says the question's title (and its day, where several rows say it) has its
 * details opened once before the answer is read.
 */
final class RowDetails {

    private static final Pattern DETAILS = Pattern.compile("(?i)\\s*(?:(?:show|view|see|more)\\s+)?(?:details|info|information|more)"
            + "(?:\\s+info)?\\s*[▾▸›+]?\\s*");
    private static final Pattern DATE = Pattern.compile("(?i)\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?"
            + "(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b");

    /** The row whose details were opened, or null before. */
    private Element opened;

    /** The details button of the row the question's title names, or nothing (opened already, no such row or button). */
    Optional<Move> open(int index, String goal, List<String> titles, List<Element> pool) {
        if (opened != null || titles.isEmpty()) {
            return Optional.empty();
        }
        List<Element> named = pool.stream().filter(e -> !e.role().editable() && !e.has(State.OFFSCREEN)
                && titles.stream().anyMatch(t -> dev.tca.core.Labels.containsWords(e.label(), t.replaceFirst("^The\\s+", ""))))
                .toList();
        Matcher date = DATE.matcher(goal);
        String day = date.find() ? date.group(1) : null;
        String month = day == null ? null : date.group(2).toLowerCase(Locale.ROOT);
        // where several rows say the title, the one whose line says the question's day (and its month, where the day is
        // not enough: read from pixels, a small "OCT" may be lost)
        List<Element> onDay = day == null || named.size() < 2 ? named
                : named.stream().filter(r -> band(r, pool).stream().anyMatch(e -> said(e, day))).toList();
        List<Element> rows = onDay.size() < 2 || day == null ? onDay : onDay.stream().filter(r -> band(r, pool).stream()
                .anyMatch(e -> e.label().toLowerCase(Locale.ROOT).contains(month))).toList();
        if (rows.size() != 1) {
            return Optional.empty();
        }
        Element row = rows.get(0);
        Optional<Element> button = band(row, pool).stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.LINK)
                        && !e.has(State.EXPANDED) && !e.has(State.DISABLED) && DETAILS.matcher(e.label()).matches())
                .min(Comparator.comparingInt(e -> Math.abs(e.box().center().y() - row.box().center().y())));
        if (button.isEmpty() && ASKS_DAY.matcher(goal).find() && (row.role() == Role.BUTTON || row.role() == Role.LIST_ITEM) && !row.has(State.SELECTED)
                && !row.has(State.EXPANDED) && !row.has(State.DISABLED) && named.size() == 1) {
            // a list of rows that are buttons themselves ("Oakfield Books 2 books In transit"), whose details show in a pane
            // beside them: the row is opened by pressing it
            button = Optional.of(row);
        }
        button.ifPresent(b -> opened = row);
        return button.map(b -> Move.stage(new Decision(new Action.Click(b.id()), "the question is about '" + row.label()
                + "': open its " + Effects.name(b) + " to read there", null, Effects.changes(index, "opening the details of '"
                + row.label() + "'"))));
    }

    /**
     * In the opened row's details (just under it), the line that starts with most of the question's own words and goes on
     * with a number: "Doors open 18:45" for "what time do doors open", read as what follows those words.
     */
    Optional<Move> read(String goal, List<String> titles, List<Element> pool) {
        Element row = opened == null ? null : pool.stream().filter(e -> e.label().equals(opened.label())).findFirst().orElse(null);
        if (row == null) {
            return Optional.empty();
        }
        java.util.Set<String> asked = new java.util.LinkedHashSet<>(Alignment.content(goal));
        titles.forEach(t -> asked.removeAll(Alignment.content(t)));
        Element best = null;
        int most = 0;
        String value = null;
        for (Element e : pool) {
            if (e.box().y() < row.box().bottom() - 2 || e.box().y() - row.box().bottom() > 200) {
                continue;
            }
            Matcher m = LEAD_VALUE.matcher(e.label().strip());
            if (!m.matches()) {
                continue;
            }
            int hits = Alignment.hits(asked, m.group(1)).size();
            if (hits == Alignment.content(m.group(1)).size() && hits > most) {
                most = hits;
                best = e;
                value = m.group(2);
            }
        }
        if (best == null && ASKS_DAY.matcher(goal).find()) {
            // "which day is my parcel coming": a row pressed shows its details in a pane beside the list; the one line on the
            // screen that says it arrives on a day ("Arriving Wednesday") answers
            List<Element> days = pool.stream().filter(e -> ARRIVES_ON.matcher(e.label().strip()).matches()).toList();
            if (days.stream().map(e -> e.label().strip()).distinct().count() == 1) {
                return Optional.of(Answers.answer(days.get(0).label().strip(), days.get(0), "'" + days.get(0).label()
                        + "' in the details of '" + row.label() + "'"));
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        return Optional.of(Answers.answer(value, best, "'" + best.label() + "' in the details of '" + row.label() + "'"));
    }

    private static final Pattern ASKS_DAY = Pattern.compile("(?i)\\b(?:which|what)\\s+day\\b|\\bwhen\\b");
    private static final Pattern ARRIVES_ON = Pattern.compile("(?i)(?:arriving|arrives|due|expected|delivery|coming)\\s+(?:on\\s+)?"
            + "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow)\\b.{0,30}");

    /** A details line: a few words, then a value with a digit ("Doors open 18:45", "Tickets: £24"). */
    private static final Pattern LEAD_VALUE = Pattern.compile("(\\p{L}[\\p{L}' ]{1,40}?)\\s*[:·-]?\\s+(\\S*\\d.*)");

    /** The elements on a row's line: their middles near its middle (a date drawn as day, number and month on three lines). */
    private static List<Element> band(Element row, List<Element> pool) {
        int reach = Math.max(40, row.box().height());
        return pool.stream().filter(e -> Math.abs(e.box().center().y() - row.box().center().y()) <= reach).toList();
    }

    private static boolean said(Element e, String day) {
        return e.label().strip().matches("(?i)(?:\\p{L}+\\s+)?0?" + day + "(?:st|nd|rd|th)?(?:\\s+\\p{L}+)?");
    }
}
