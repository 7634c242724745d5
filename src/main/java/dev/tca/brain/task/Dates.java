package dev.tca.brain.task;

import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.time.LocalDate;
import java.time.Month;
import java.time.YearMonth;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Picks a date: in a calendar, page to the month it shows (its next/previous buttons) and click the
 * day; in a date field with no calendar, type the date.
 */
final class Dates {

    private static final Pattern YEAR = Pattern.compile("\\b(19|20)\\d\\d\\b");
    private static final Pattern NUMERIC_DATE = Pattern.compile("\\b\\d{1,4}[/.-]\\d{1,2}[/.-]\\d{2,4}\\b");
    private static final Pattern MONTH_WORD = Pattern.compile("(?i)\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b");
    /** A picker's prompt in place of a date: "Choose a date", "Select dates", "Pick a day". */
    private static final Pattern PICKER_FACE = Pattern.compile("(?i)\\s*(?:choose|select|pick|add)\\s+(?:a\\s+|your\\s+)?(?:date|day)s?\\s*");
    /** Words a date's own control says (a form's "Departing" opens its calendar). */
    private static final String DATE_WORDS = "(?i)\\s*(?:depart(?:ing|ure)?|leaving|outbound|arriv(?:e|al|ing)|return(?:ing)?|"
            + "when|check[- ]?in|check[- ]?out|pick[- ]?up|drop[- ]?off|travel date|day|start|end|due|deadline)\\b.*";
    private static final List<String> NEXT = List.of("next month", "next", ">", "›", "»", "→", "go forward");
    private static final List<String> PREVIOUS = List.of("previous month", "previous", "prev", "<", "‹", "«", "←", "go back");
    static final int MAX_PAGES = 24;

    private Dates() {
    }

    static Move pick(int index, SubGoal g, List<Element> pool, int tries, Observation o) {
        return pick(index, g, pool, 0, tries, o, true);
    }

    static Move pick(int index, SubGoal g, List<Element> pool, int stage, int tries, Observation o, boolean yearSaid) {
        return pick(index, g, pool, stage, tries, o, yearSaid, null);
    }

    /**
     * @param yearSaid whether the goal wrote the year; a date without one is the next from the month a calendar shows
     * @param seenToday the day a page of the run said was today, or null
     */
    static Move pick(int index, SubGoal g, List<Element> pool, int stage, int tries, Observation o, boolean yearSaid,
                     LocalDate seenToday) {
        Optional<YearMonth> shown = shown(pool, o);
        // "the 22nd of the same month": a day of whatever month the calendar shows
        LocalDate date = g.number() != null && shown.isPresent()
                ? shown.get().atDay(Math.min(g.number().intValue(), shown.get().lengthOfMonth())) : g.date();
        // (the run's moves read each screen for it already; a caller without them reads this one)
        LocalDate pageToday = seenToday != null ? seenToday : pool.stream().map(e -> dev.tca.brain.plan.DateWords.today(e.label()))
                .filter(java.util.Objects::nonNull).findFirst().orElse(null);
        if (pageToday != null && g.text() != null && dev.tca.brain.plan.DateWords.relativeTo(g.text(), pageToday) != null) {
            // "this Saturday" on a page that says "Today is Wednesday 11 June 2031": that week's Saturday
            date = dev.tca.brain.plan.DateWords.relativeTo(g.text(), pageToday);
            yearSaid = true;
        }
        if (!yearSaid && g.number() == null && shown.isEmpty() && pageToday != null && date != null) {
            // "2 February" on a page that says "today is Tuesday 13 January 2032": the next 2 February from that day
            LocalDate same = date.withYear(pageToday.getYear());
            date = same.isBefore(pageToday) ? same.plusYears(1) : same;
        }
        if (!yearSaid && g.number() == null && shown.isPresent()) {
            // "the 17th of November" in a calendar that opens on October 2031: that November, not the one after today
            LocalDate same = date.withYear(shown.get().getYear());
            date = YearMonth.from(same).isBefore(shown.get()) ? same.plusYears(1) : same;
            // "the last Friday of June": that weekday counted in the year the calendar shows
            LocalDate counted = dev.tca.brain.plan.DateWords.nthWeekdayIn(g.text(), date.getYear());
            date = counted != null ? counted : date;
        }
        String day = Integer.toString(date.getDayOfMonth());
        if (shown.isEmpty()) {
            // the field the goal names ("the return") before any field that says date
            Element field = pool.stream().filter(e -> e.role().editable() && g.target() != null && (Grounder.names(e, g.target())
                            || Labels.containsWords(e.label(), g.target())))
                    .findFirst().or(() -> pool.stream().filter(e -> e.role().editable() && Labels.containsWords(e.label(), "date"))
                            .findFirst()).orElse(null);
            Optional<Element> button = field == null ? opener(null, pool) : Optional.empty();
            if (button.isPresent()) {
                // "Choose a date" is a button that opens a calendar: the form's one other field is not the date's
                return Move.stage(new Decision(new Action.Click(button.get().id()), "open the calendar with "
                        + button.get().describe(), null, Effects.changes(index, "opening the calendar")));
            }
            // the form's one field left to fill, never one that holds something else ("From" = "Harwick Central")
            List<Element> open = pool.stream().filter(e -> Roles.EDITABLE.contains(e.role()) && !e.has(State.DISABLED)
                    // (a document, lines of text, that says a year somewhere is no date field)
                    && !e.value().contains("\n") && e.value().length() <= 40
                    && (e.value().isBlank() || YEAR.matcher(e.value()).find() || e.value().matches(".*\\d{1,2}[/.-]\\d{1,2}.*"))).toList();
            // of a form's two date fields, the one that already holds a date is where a single date goes (a departure
            // shows today's; an optional return is blank)
            List<Element> dated = open.stream().filter(e -> !e.value().isBlank()).toList();
            // read from pixels, a date input is a box that shows "02/26/2032": the one such box is the date's field
            List<Element> shownDates = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.COMBO)
                    && NUMERIC_DATE.matcher(e.label() + " " + e.value()).find()).toList();
            field = field != null ? field : dated.size() == 1 ? dated.get(0) : shownDates.size() == 1 ? shownDates.get(0)
                    : open.size() == 1 ? open.get(0) : null;
            if (field != null && !yearSaid && g.number() == null) {
                // "14 August" in a form that shows "Wed 9 Jul 2031": that August, not the one after today
                Matcher y = YEAR.matcher(field.value());
                if (y.find()) {
                    date = date.withYear(Integer.parseInt(y.group()));
                }
            }
            if (field != null && stage == 0 && tries == 0 && !field.has(State.FOCUSED) && (MONTH_WORD.matcher(field.value()).find()
                    && YEAR.matcher(field.value()).find() || PICKER_FACE.matcher(field.value()).matches())) {
                // a date shown in words ("Wed 9 Jul 2031") or a prompt to choose one ("Choose a date") is mostly a date
                // picker's face: a click shows whether a calendar opens; a field it only focuses takes the date typed next
                return Move.stage(new Decision(new Action.Click(field.id()), "open the calendar of " + field.describe(), null,
                        Effects.changes(index, "opening the calendar")));
            }
            boolean typable = field != null && !field.has(State.DISABLED) && !field.has(State.READ_ONLY);
            Optional<Element> opener = opener(field, pool);
            if ((!typable || tries > 0) && opener.isPresent()) {
                // a read-only date field is filled from its calendar: open it, then page and click the day
                return Move.stage(new Decision(new Action.Click(opener.get().id()), "open the calendar with "
                        + opener.get().describe(), null, Effects.changes(index, "opening the calendar")));
            }
            if (field == null) {
                return Move.fail("no calendar and no date field on the screen");
            }
            String typed = String.format("%02d/%02d/%04d", date.getMonthValue(), date.getDayOfMonth(), date.getYear());
            return Move.act(new Decision(new Action.Type(typed, field.id(), true, false), "type the date into " + field.describe(),
                    null, Effects.typed(index, field, typed, false)));
        }
        YearMonth want = YearMonth.from(date);
        int months = (want.getYear() - shown.get().getYear()) * 12 + want.getMonthValue() - shown.get().getMonthValue();
        if (months == 0) {
            // (a picker whose cells name their whole date shows days of the months around it too: the shown month's)
            Month wanted = shown.get().getMonth();
            Optional<Element> cell = pool.stream().filter(e -> day.equals(dayOf(e)) && wanted.equals(month(e.label()))
                    && !e.label().strip().matches("\\d{1,2}")).findFirst().or(() -> dayCell(pool, day));
            if (cell.isEmpty()) {
                return Move.fail("the calendar shows " + shown.get() + " but no day " + day);
            }
            return Move.act(new Decision(new Action.Click(cell.get().id()), "day " + day + " of " + shown.get(), null,
                    Effects.chosen(index, cell.get())));
        }
        // a calendar that pages by year too (GTK's): the fewest clicks, years first ("15 March 2024" from
        // December 2026 is three years back and three months on, not two back and nine)
        int years = Math.round(months / 12f);
        Optional<Element> byYear = years != 0 ? pool.stream().filter(e -> e.role() == Role.BUTTON
                && Labels.same(e.label(), years > 0 ? "next year" : "previous year")).findFirst() : Optional.empty();
        if (byYear.isPresent() && Math.abs(years) + Math.abs(months - 12 * years) < Math.abs(months)) {
            return Move.stage(new Decision(new Action.Click(byYear.get().id()), "the calendar shows " + shown.get()
                    + "; a year " + (years > 0 ? "forward" : "back") + " towards " + want, null,
                    Effects.changes(index, "paging the calendar")));
        }
        if (Math.abs(months) > MAX_PAGES) {
            return Move.fail("the calendar shows " + shown.get() + ", " + Math.abs(months) + " months from " + want);
        }
        List<String> words = months > 0 ? NEXT : PREVIOUS;
        for (String w : words) {
            Optional<Element> button = pool.stream().filter(e -> Labels.same(e.label(), w) || e.label().strip().equals(w)
                    || Labels.containsWords(e.label(), w) && e.role() == Role.BUTTON).findFirst();
            if (button.isPresent()) {
                return Move.stage(new Decision(new Action.Click(button.get().id()), "the calendar shows " + shown.get()
                        + "; page " + (months > 0 ? "forward" : "back") + " towards " + want, null,
                        Effects.changes(index, "paging the calendar")));
            }
        }
        if (tries > 0) {
            // the keys did nothing: the calendar lacks the focus; a click on one of its days gives it (the day is picked later)
            // a day in the middle: a 30 or a 1 may belong to the month before or after, and clicking it turns the page
            // (not the day chosen already: a click on it changes nothing to see, and the keys are tried again either way)
            Optional<Element> focus = dayCell(pool, "15").filter(e -> !e.has(State.SELECTED)).or(() -> dayCell(pool, "14"))
                    .or(() -> dayCell(pool, "1"))
                    .or(() -> pool.stream().filter(e -> dayOf(e) != null
                    && Set.of(Role.CALENDAR_DAY, Role.TABLE_CELL, Role.BUTTON, Role.TEXT, Role.LABEL).contains(e.role())).findFirst());
            if (focus.isPresent()) {
                return Move.softStage(new Decision(new Action.Click(focus.get().id()), "give the calendar the keyboard focus",
                        null, Effects.changes(index, "focusing the calendar")));
            }
        }
        // a calendar without page buttons in the index: Page Down / Page Up change the month of many; GTK's (whose arrows
        // it draws itself) takes Ctrl+Right / Ctrl+Left, tried once the page keys did nothing and the calendar was focused
        String key = stage == 0 && tries == 0 ? (months > 0 ? "pagedown" : "pageup") : months > 0 ? "ctrl+Right" : "ctrl+Left";
        return Move.stage(Decision.of(new Action.Key(dev.tca.core.KeyChord.parse(key)), "the calendar shows " + shown.get()
                + "; " + key + " towards " + want).expecting(Effects.changes(index, "paging the calendar")));
    }

    /**
     * What opens a date field's calendar: a button that says so (calendar, date, 📅) on its row, else
     * a nameless button just right of the field, else the read-only field itself (many pickers open on a click).
     */
    private static Optional<Element> opener(Element field, List<Element> pool) {
        // "Departing", "Check-in", a button that shows the date it holds: what opens the calendar of a form
        Optional<Element> named = pool.stream().filter(e -> e.role() == Role.BUTTON && (e.label().matches(
                "(?i).*(?:calendar|date|📅|🗓|📆).*") || e.label().matches(DATE_WORDS) || YEAR.matcher(e.label()).find()
                && MONTH_WORD.matcher(e.label()).find()) && (field == null || sameRow(field, e))).findFirst();
        if (named.isPresent() || field == null) {
            return named;
        }
        Optional<Element> beside = pool.stream().filter(e -> e.role() == Role.BUTTON && e.label().isBlank() && sameRow(field, e)
                && e.box().x() >= field.box().right() - 4 && e.box().x() - field.box().right() < 60).findFirst();
        if (beside.isPresent()) {
            return beside;
        }
        return field.has(State.DISABLED) || field.has(State.READ_ONLY) ? Optional.of(field) : Optional.empty();
    }

    private static boolean sameRow(Element a, Element b) {
        return Math.abs(a.box().center().y() - b.box().center().y()) <= Math.max(12, a.box().height() / 2);
    }

    /** The month and year a calendar shows: a month name and a year read near each other. */
    static Optional<YearMonth> shown(List<Element> pool, Observation o) {
        List<String> texts = new ArrayList<>();
        // a date field's value ("Sat, 19 Jun 2027") is not a calendar's page: only labels and the screen's text
        Stream.concat(pool.stream().filter(e -> !e.role().editable()).map(Element::label), o.screenText().stream())
                .filter(t -> !t.isBlank()).forEach(texts::add);
        long days = texts.stream().flatMap(t -> Stream.of(t.strip().split("\\s+"))).filter(w -> w.matches("[1-9]|[12]\\d|3[01]"))
                .distinct().count();
        if (days < 10) {
            return Optional.empty(); // no month of days on the screen: the calendar is closed
        }
        Month month = null;
        Integer year = null;
        // a calendar's title says the month and the year alone ("September 2031"); a field's or a button's words
        // ("Depart Wed 9 Jul 2031") say the date chosen, which is not the page once the calendar is paged
        for (String t : texts) {
            Matcher y = YEAR.matcher(t);
            if (Labels.core(t).split(" ").length == 2 && month(t) != null && y.find()) {
                return Optional.of(YearMonth.of(Integer.parseInt(y.group()), month(t)));
            }
        }
        // GTK's header: the month and the year each on its own ("June", "2031"), before a line of the dialog's text that
        // says today's date ("today is Wednesday 14 May 2031"), which is not the page once the calendar is paged
        for (String t : texts) {
            Month m = month(t);
            if (m != null && month == null && Labels.core(t).split(" ").length <= 2) {
                month = m;
            }
            if (year == null && t.strip().matches("(19|20)\\d\\d")) {
                year = Integer.parseInt(t.strip());
            }
        }
        if (month != null && year != null) {
            return Optional.of(YearMonth.of(year, month));
        }
        for (String t : texts) {
            Month m = month(t);
            Matcher y = YEAR.matcher(t);
            if (m != null && y.find()) {
                return Optional.of(YearMonth.of(Integer.parseInt(y.group()), m));
            }
        }
        return Optional.empty();
    }

    private static Month month(String text) {
        for (String w : Labels.core(text).split(" ")) {
            for (Month m : Month.values()) {
                String full = m.getDisplayName(TextStyle.FULL, Locale.ENGLISH).toLowerCase(Locale.ROOT);
                if (w.equals(full) || w.length() == 3 && full.startsWith(w)) {
                    return m;
                }
            }
        }
        return null;
    }

    /** The cell of this month's day: after the first "1" in reading order (earlier cells belong to the month before). */
    private static Optional<Element> dayCell(List<Element> pool, String day) {
        Set<Role> cells = Set.of(Role.CALENDAR_DAY, Role.TABLE_CELL, Role.BUTTON, Role.TEXT, Role.LIST_ITEM, Role.LABEL);
        List<Element> days = pool.stream().filter(e -> cells.contains(e.role()) && dayOf(e) != null)
                .sorted(dev.tca.core.ReadingOrder.COMPARATOR).toList();
        int first = -1;
        for (int i = 0; i < days.size(); i++) {
            if ("1".equals(dayOf(days.get(i)))) {
                first = i;
                break;
            }
        }
        for (int i = first; first >= 0 && i < days.size(); i++) {
            if (day.equals(dayOf(days.get(i)))) {
                return Optional.of(days.get(i));
            }
        }
        // no "1" read (a lone digit pixels may drop): a late day's first cell is the month before's, an early day's last
        // the month after's
        List<Element> same = days.stream().filter(e -> day.equals(dayOf(e))).toList();
        return same.isEmpty() ? Optional.empty() : Optional.of(Integer.parseInt(day) >= 15 ? same.get(same.size() - 1) : same.get(0));
    }

    /** The day a cell shows: "14", or a label that is a whole date ("14 March 2025", "Friday, March 14, 2025"). */
    private static String dayOf(Element e) {
        String l = e.label().strip();
        if (l.matches("\\d{1,2}")) {
            return Integer.toString(Integer.parseInt(l));
        }
        Matcher m = Pattern.compile("(?i)^(?:\\p{L}+,?\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+\\p{L}+|\\p{L}+\\s+(\\d{1,2})(?:st|nd|rd|th)?),?"
                + "(?:\\s+\\d{4})?$").matcher(l);
        if (m.matches() && month(l) != null) {
            return Integer.toString(Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2)));
        }
        return null;
    }
}
