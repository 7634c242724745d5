package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.Qualifiers;
import dev.tca.brain.plan.RoleHint;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Element;
import dev.tca.core.ReadingOrder;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * "Book the council to collect both as soon as they can": of a calendar's days (or a list of dated slots) the earliest one
 * that can still be picked. Booked-out and past days are disabled controls, so they are never the answer; a day is known
 * by the date its own label says (the tree's "Thursday 27 November 2031"), so this reads only where labels say dates.
 */
final class Soonest {

    private static final Pattern ASKS = Pattern.compile("(?i)\\b(?:as\\s+soon\\s+as\\s+(?:possible|(?:they|you|we|it|someone|"
            + "anyone)\\s+can|there(?:'s|\\s+is)\\s+(?:a\\s+)?(?:slot|space|room|one))|asap|at\\s+the\\s+earliest|(?:the\\s+)?earliest"
            + "(?:\\s+(?:available|free|open|possible))?\\s+(?:date|day|slot|time|one|collection|delivery|appointment|visit)|"
            + "(?:first|next)\\s+(?:available|free|open|possible)(?:\\s+(?:date|day|slot|time|one))?|soonest\\s+(?:date|day|slot|one|"
            + "available|possible))\\b");

    /** A calendar: at least this many days that can be picked, so a list with one date in it is not one. */
    private static final int MIN_DAYS = 3;

    private Soonest() {
    }

    /** Whether the goal asks for the earliest day there is, not a day it names. */
    static boolean asked(String goal) {
        return goal != null && ASKS.matcher(goal).find();
    }

    /** The click on the earliest day the screen still offers, when the goal asks for the earliest and the days say their dates. */
    static Optional<SubGoal> day(String goal, List<Element> elements) {
        if (!asked(goal)) {
            return Optional.empty();
        }
        java.util.Map<Element, Double> days = new java.util.LinkedHashMap<>();
        java.util.Map<Element, Element> headings = new java.util.HashMap<>();
        for (Element e : elements) {
            if ((e.role() == Role.BUTTON || e.role() == Role.RADIO || e.role() == Role.LIST_ITEM || e.role() == Role.TABLE_CELL)
                    && !e.has(State.DISABLED) && e.label().matches("(?s).*\\d.*")) {
                Double day = Dated.day(e.label());
                if (day != null) {
                    days.put(e, day);
                    continue;
                }
                // a grid of bare numbers (read from pixels) under its month's heading, "November 2031"
                Optional<Element> heading = monthOver(e, elements);
                Optional<Double> under = heading.flatMap(h -> dayIn(h, e));
                if (under.isPresent()) {
                    days.put(e, under.get());
                    headings.put(e, heading.get());
                }
            }
        }
        if (days.size() < MIN_DAYS || days.keySet().stream().anyMatch(e -> e.has(State.CHECKED) || e.has(State.SELECTED))) {
            return Optional.empty(); // (a day already chosen, a pressed day button reading as checked, is not overridden)
        }
        Element first = days.entrySet().stream().min(java.util.Map.Entry.<Element, Double>comparingByValue()
                .thenComparing(java.util.Map.Entry.comparingByKey(ReadingOrder.COMPARATOR))).orElseThrow().getKey();
        SubGoal click = SubGoal.of(first.role() == Role.RADIO ? Kind.CHOOSE : Kind.CLICK, first.label());
        Element heading = headings.get(first);
        // (a bare "2" is told from the next month's "2" by the heading it stands under)
        return Optional.of(heading == null ? click : click.withRole(RoleHint.BUTTON).withWhere(new Qualifiers(null, null,
                new Qualifiers.Relation(Qualifiers.Side.BELOW, heading.label().strip()))));
    }

    /** "the first time they have after that", "the earliest slot after 18:30": a time later than one told. */
    private static final Pattern AFTER = Pattern.compile("(?i)\\b(?:first|earliest|next)\\b[^.;!?]{0,40}?\\bafter\\s+(that|then|"
            + "\\d{1,2}(?:[:.]\\d{2})?(?:\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|tonight|in\\s+the\\s+(?:morning|afternoon|evening)))?)");
    private static final Pattern TOLD = Pattern.compile("(?i)\\b(\\d{1,2})[:.](\\d{2})\\b|\\bat\\s+(\\d{1,2})\\b(?![:.]?\\d)");
    private static final Pattern SLOT = Pattern.compile("(?i)^\\s*(\\d{1,2})[:.](\\d{2})\\s*([ap])?\\.?m?\\.?\\s*$");
    /** Words that put a bare hour in the evening: "our film finishes at 9:15 tonight". */
    private static final Pattern EVENING = Pattern.compile("(?i)\\b(?:tonight|evening|dinner|supper|film|show|concert|theatre|play)\\b");

    /**
     * "Our film finishes at 9:15 tonight. Book us a table for two at the first time they have after that": of the times a
     * form still offers (a full one is disabled, or says so beside its time), the earliest later than the one told.
     */
    static Optional<SubGoal> time(String goal, List<Element> elements) {
        String said = goal == null ? "" : dev.tca.brain.plan.ClockWords.spoken(goal);
        java.util.regex.Matcher m = AFTER.matcher(said);
        if (!m.find()) {
            return Optional.empty();
        }
        String told = m.group(1).matches("(?i)that|then") ? said.substring(0, m.start()) : m.group(1);
        List<java.time.LocalTime> halves = dev.tca.brain.plan.ClockWords.in(told);
        java.time.LocalTime after = halves.isEmpty() ? null : halves.get(halves.size() - 1);
        boolean bare = after == null;
        if (bare) {
            java.util.regex.Matcher t = TOLD.matcher(told);
            while (t.find()) {
                after = t.group(1) != null ? java.time.LocalTime.of(Integer.parseInt(t.group(1)) % 24, Integer.parseInt(t.group(2)) % 60)
                        : java.time.LocalTime.of(Integer.parseInt(t.group(3)) % 24, 0);
            }
        }
        if (after == null) {
            return Optional.empty();
        }
        java.util.Map<Element, java.time.LocalTime> slots = new java.util.LinkedHashMap<>();
        for (Element e : elements) {
            java.util.regex.Matcher s = SLOT.matcher(e.label());
            if ((e.role() == Role.BUTTON || e.role() == Role.RADIO || e.role() == Role.LIST_ITEM || e.role() == Role.MENU_ITEM
                    || e.role() == Role.TABLE_CELL) && !e.has(State.DISABLED) && s.matches()) {
                int h = Integer.parseInt(s.group(1)) % 24;
                h = s.group(3) == null ? h : s.group(3).equalsIgnoreCase("p") && h < 12 ? h + 12 : s.group(3).equalsIgnoreCase("a") && h == 12 ? 0 : h;
                slots.put(e, java.time.LocalTime.of(h, Integer.parseInt(s.group(2)) % 60));
            }
        }
        // ("9:15 tonight" said bare is the evening's, and so on a list of evening times)
        if (bare && after.getHour() < 12 && (EVENING.matcher(said).find()
                || !slots.isEmpty() && slots.values().stream().allMatch(t -> t.getHour() >= 12))) {
            after = after.plusHours(12);
        }
        java.time.LocalTime from = after;
        if (slots.size() < 2 || slots.keySet().stream().anyMatch(e -> e.has(State.CHECKED) || e.has(State.SELECTED))) {
            return Optional.empty();
        }
        return slots.entrySet().stream().filter(en -> en.getValue().isAfter(from))
                .min(java.util.Map.Entry.<Element, java.time.LocalTime>comparingByValue()
                        .thenComparing(java.util.Map.Entry.comparingByKey(ReadingOrder.COMPARATOR)))
                .map(en -> SubGoal.of(en.getKey().role() == Role.RADIO ? Kind.CHOOSE : Kind.CLICK, en.getKey().label().strip()));
    }

    private static final Pattern MONTH_YEAR = Pattern.compile(
            "(?i)^\\W*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s+((?:19|20)\\d\\d)\\W*$");
    private static final Pattern BARE_DAY = Pattern.compile("^\\s*(\\d{1,2})\\s*$");

    /** The month heading nearest over a bare number's column. */
    private static Optional<Element> monthOver(Element day, List<Element> elements) {
        if (!BARE_DAY.matcher(day.label()).matches()) {
            return Optional.empty();
        }
        return elements.stream().filter(h -> MONTH_YEAR.matcher(h.label()).matches() && h.box().bottom() <= day.box().y()
                        && day.box().y() - h.box().bottom() < 320 && Math.abs(h.center().x() - day.center().x()) < 200)
                .min(Comparator.comparingInt(h -> day.box().y() - h.box().bottom() + Math.abs(h.center().x() - day.center().x())));
    }

    /** The day (from 1970) a bare number is in its heading's month ("27" under "November 2031"), if that month has it. */
    private static Optional<Double> dayIn(Element heading, Element day) {
        return Optional.ofNullable(Dated.day(day.label().strip() + " " + heading.label().strip()));
    }
}
