package dev.tca.brain.plan;

import dev.tca.core.BadInputException;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Finds a date written the ways people write one: "15 March 2024", "March 15, 2024", "2024-03-15", "the 15th", "tomorrow". */
public final class DateWords {

    /** A date and where it was written in the text. */
    /** @param relative the words said relative to today ("this Saturday", "tomorrow"), else null */
    record Found(LocalDate date, int start, int end, String relative) {
        Found(LocalDate date, int start, int end) {
            this(date, start, end, null);
        }
    }

    private static final String MONTH = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
            + "sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
    private static final Pattern ISO = Pattern.compile("\\b(\\d{4})-(\\d{1,2})-(\\d{1,2})\\b");
    private static final Pattern DAY_MONTH = Pattern.compile(
            "\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?" + MONTH + "\\.?(?:,?\\s+(\\d{4}))?\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern MONTH_DAY = Pattern.compile(
            "\\b" + MONTH + "\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern ORDINAL_OF_MONTH = Pattern.compile("\\bthe\\s+(\\d{1,2})(?:st|nd|rd|th)\\s+of\\s+(next|this)\\s+month\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern ORDINAL_DAY = Pattern.compile("\\bthe\\s+(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+\\p{L})",
            Pattern.CASE_INSENSITIVE);
    /** "Monday the 17th", "Fri 13th": a day of the month that falls on that weekday. */
    private static final Pattern WEEKDAY_DAY = Pattern.compile("\\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+(?:the\\s+)?"
            // "Saturday 10:00-12:00" is a time of that day, not the 10th
            + "(\\d{1,2})(?:st|nd|rd|th)?\\b(?![:.]\\d)(?!\\s*(?:am|pm|a\\.m|p\\.m)\\b)(?!\\s+(?:of\\s+)?" + MONTH + ")",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern RELATIVE = Pattern.compile("\\b(today|tomorrow|yesterday)\\b", Pattern.CASE_INSENSITIVE);

    private static final String COUNT = "(\\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
    private static final Pattern FROM_TODAY = Pattern.compile("\\b" + COUNT + "\\s+(days?|weeks?|months?)\\s+(?:from\\s+(?:today|now)|"
            + "after\\s+today|from\\s+now)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern NEXT_WEEKDAY = Pattern.compile("\\b(?:next|this\\s+coming|coming)\\s+"
            + "(mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\\b", Pattern.CASE_INSENSITIVE);

    /** "the first Monday in April", "the last Friday of May 2031": that weekday counted in the month. */
    private static final Pattern NTH_WEEKDAY = Pattern.compile("\\b(?:the\\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\\s+"
            + "(mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\\s+(?:in|of)\\s+" + MONTH + "(?:,?\\s+(\\d{4}))?\\b",
            Pattern.CASE_INSENSITIVE);
    /** "the first Tuesday of next month": that weekday counted in the month after today's (or in today's: "this month"). */
    private static final Pattern NTH_WEEKDAY_RELATIVE = Pattern.compile("\\b(?:the\\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)"
            + "\\s+(mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\\s+(?:in|of)\\s+(next|this)\\s+month\\b",
            Pattern.CASE_INSENSITIVE);
    /** "this Saturday": the coming one, today if it is today. */
    private static final Pattern THIS_WEEKDAY = Pattern.compile("\\bthis\\s+(mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)"
            + "(?:day)?\\b(?!\\s+(?:morning|afternoon|evening|night)\\b\\s*\\d)", Pattern.CASE_INSENSITIVE);

    private static java.time.DayOfWeek weekday(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (java.time.DayOfWeek d : java.time.DayOfWeek.values()) {
            if (d.name().toLowerCase(Locale.ROOT).startsWith(w.substring(0, 3))) {
                return d;
            }
        }
        throw new IllegalArgumentException("no weekday '" + word + "'");
    }

    private DateWords() {
    }

    /**
     * The first date in the text, or null; a date that cannot exist ("31 February 2024") is bad input.
     *
     * @param today what "the 15th" and a date without a year are relative to
     */
    static Found find(String text, LocalDate today) {
        Matcher counted = NTH_WEEKDAY.matcher(text);
        if (counted.find()) {
            Found f = found(counted, () -> nthWeekday(counted.group(1), weekday(counted.group(2)), month(counted.group(3)),
                    counted.group(4), today));
            // (without a year its day depends on the year: its words are kept for the calendar's year to count it in)
            return counted.group(4) == null ? new Found(f.date(), f.start(), f.end(), counted.group()) : f;
        }
        Matcher relative = NTH_WEEKDAY_RELATIVE.matcher(text);
        if (relative.find()) {
            LocalDate month = "next".equalsIgnoreCase(relative.group(3)) ? today.plusMonths(1) : today;
            Found f = found(relative, () -> nthWeekday(relative.group(1), weekday(relative.group(2)), month.getMonthValue(),
                    Integer.toString(month.getYear()), today));
            // (counted from today: a page that says which day today is counts it from there)
            return new Found(f.date(), f.start(), f.end(), relative.group());
        }
        Matcher iso = ISO.matcher(text);
        if (iso.find()) {
            return found(iso, () -> LocalDate.of(num(iso.group(1)), num(iso.group(2)), num(iso.group(3))));
        }
        Matcher dm = DAY_MONTH.matcher(text);
        if (dm.find()) {
            return onItsWeekday(found(dm, () -> dated(dm.group(3), month(dm.group(2)), num(dm.group(1)), today)), dm.group(3),
                    text, today);
        }
        Matcher md = MONTH_DAY.matcher(text);
        if (md.find()) {
            return onItsWeekday(found(md, () -> dated(md.group(3), month(md.group(1)), num(md.group(2)), today)), md.group(3),
                    text, today);
        }
        Matcher wd = WEEKDAY_DAY.matcher(text);
        if (wd.find()) {
            return found(wd, () -> onWeekday(wd.group(1), num(wd.group(2)), today));
        }
        Matcher ofMonth = ORDINAL_OF_MONTH.matcher(text);
        if (ofMonth.find()) {
            // "the 21st of next month", "the 3rd of this month"
            // (relative: counted from the day a page says is today)
            LocalDate base = ofMonth.group(2).equalsIgnoreCase("next") ? today.plusMonths(1) : today;
            try {
                return new Found(base.withDayOfMonth(num(ofMonth.group(1))), ofMonth.start(), ofMonth.end(), ofMonth.group());
            } catch (DateTimeException e) {
                throw new BadInputException("no such date: '" + ofMonth.group() + "'");
            }
        }
        Matcher nth = ORDINAL_DAY.matcher(text);
        if (nth.find()) {
            return found(nth, () -> today.withDayOfMonth(num(nth.group(1))));
        }
        Matcher m;
        if ((m = FROM_TODAY.matcher(text)).find()) {
            // "two weeks from today", "10 days from now": counted on from today
            // ("delivered in two days" is a speed of delivery, not a date)
            Double n = Words.number(m.group(1));
            String unit = m.group(2).toLowerCase(Locale.ROOT);
            if (n != null) {
                long k = n.longValue();
                LocalDate d = unit.startsWith("day") ? today.plusDays(k) : unit.startsWith("week") ? today.plusWeeks(k)
                        : today.plusMonths(k);
                return new Found(d, m.start(), m.end(), m.group());
            }
        }
        if ((m = NEXT_WEEKDAY.matcher(text)).find()) {
            // "next Friday", "this coming Saturday": the first such day after today
            java.time.DayOfWeek want = weekday(m.group(1));
            LocalDate d = today.plusDays(1);
            while (d.getDayOfWeek() != want) {
                d = d.plusDays(1);
            }
            return new Found(d, m.start(), m.end(), m.group());
        }
        if ((m = THIS_WEEKDAY.matcher(text)).find()) {
            java.time.DayOfWeek want = weekday(m.group(1));
            LocalDate d = today;
            while (d.getDayOfWeek() != want) {
                d = d.plusDays(1);
            }
            return new Found(d, m.start(), m.end(), m.group());
        }
        if ((m = RELATIVE.matcher(text)).find()) {
            String word = m.group(1).toLowerCase(Locale.ROOT);
            LocalDate d = word.equals("today") ? today : word.equals("tomorrow") ? today.plusDays(1) : today.minusDays(1);
            return new Found(d, m.start(), m.end(), m.group());
        }
        return null;
    }

    /**
     * A date said relative to today ("this Saturday", "tomorrow", "in two weeks from today") counted from the day a
     * screen says is today ("Today is Wednesday 11 June 2031"), not the machine's clock.
     */
    public static LocalDate relativeTo(String said, LocalDate today) {
        Found f = find(said, today);
        return f == null || f.relative() == null ? null : f.date();
    }

    /** "the last Friday of June" counted in that year (null when the words say no such day of a month). */
    public static LocalDate nthWeekdayIn(String said, int year) {
        Matcher m = said == null ? null : NTH_WEEKDAY.matcher(said);
        return m == null || !m.find() ? null : nthWeekday(m.group(1), weekday(m.group(2)), month(m.group(3)), Integer.toString(year),
                LocalDate.of(year, 1, 1));
    }

    /** The first date a line of the screen says ("Tuesday 14 October at 10:20"), counted from today; null when none. */
    public static LocalDate on(String line, LocalDate today) {
        try {
            Found f = find(line, today);
            // (a line that says "Sunday 1 February" says a date; "tomorrow" says none by itself)
            return f == null || f.relative() != null && !WEEKDAY_DATE.matcher(f.relative()).matches() ? null : f.date();
        } catch (BadInputException e) {
            return null; // a line that only looks like a date ("31 February") says none
        }
    }

    /** "Today is Wednesday 11 June 2031", "Today: Jun 11, 2031": the day a page says is today, with its year. */
    public static LocalDate today(String line) {
        Matcher m = TODAY_IS.matcher(line);
        if (!m.find()) {
            return null;
        }
        String rest = line.substring(m.end());
        Found f = find(rest, LocalDate.of(2000, 1, 1));
        return f != null && f.start() <= 12 && rest.substring(f.start(), f.end()).matches(".*\\b(?:19|20)\\d{2}\\b.*") ? f.date() : null;
    }

    private static final Pattern TODAY_IS = Pattern.compile("(?i)\\btoday(?:\\s+is|:|\\s*[-–—]|,)\\s*");

    private interface DateMaker {
        LocalDate make();
    }

    private static Found found(Matcher m, DateMaker maker) {
        try {
            return new Found(maker.make(), m.start(), m.end());
        } catch (DateTimeException e) {
            throw new BadInputException("no such date: '" + m.group() + "'");
        }
    }

    private static int num(String digits) {
        return Integer.parseInt(digits);
    }

    /** "July 3" without a year is the next one: people move bookings and deliveries forward, not into the past. */
    /** The first (second, ..., last) such weekday of the month, in the year said or the next such month from today. */
    private static LocalDate nthWeekday(String which, java.time.DayOfWeek day, int month, String year, LocalDate today) {
        int y = year != null ? num(year) : month < today.getMonthValue() ? today.getYear() + 1 : today.getYear();
        String w = which.toLowerCase(Locale.ROOT);
        if (w.equals("last")) {
            return LocalDate.of(y, month, 1).with(java.time.temporal.TemporalAdjusters.lastInMonth(day));
        }
        int n = "1st first".contains(w) ? 1 : "2nd second".contains(w) ? 2 : "3rd third".contains(w) ? 3 : 4;
        return LocalDate.of(y, month, 1).with(java.time.temporal.TemporalAdjusters.dayOfWeekInMonth(n, day));
    }

    private static LocalDate dated(String year, int month, int day, LocalDate today) {
        if (year != null) {
            return LocalDate.of(num(year), month, day);
        }
        LocalDate d = LocalDate.of(today.getYear(), month, day);
        return d.isBefore(today) ? d.plusYears(1) : d;
    }

    private static final Pattern WEEKDAY_DATE = Pattern.compile("(?i)(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+(?:the\\s+)?\\d.*|"
            + "(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+" + MONTH + ".*");
    private static final Pattern WEEKDAY_BEFORE = Pattern.compile("(?i)\\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+(?:the\\s+)?$");

    /**
     * "Sunday 1 February" without a year: of the years that put the day on that weekday, within eleven years either way,
     * the one nearest today (a booking page set in another year than the machine's clock still gets its Sunday, and a
     * claim for "the taxi on Monday 2 February" the Monday just gone), the later on a tie. The date keeps its words, as
     * a date said relative to today does: a page that says which day today is counts the year from there, still on that
     * weekday. As found when the year is said or no weekday is.
     */
    private static Found onItsWeekday(Found f, String year, String text, LocalDate today) {
        Matcher w = WEEKDAY_BEFORE.matcher(text.substring(0, f.start()));
        if (year != null || !w.find()) {
            return f;
        }
        java.time.DayOfWeek want = weekday(w.group(1));
        LocalDate best = f.date();
        long nearest = Long.MAX_VALUE;
        for (int i = -11; i <= 11; i++) {
            LocalDate other = f.date().plusYears(i);
            long away = Math.abs(java.time.temporal.ChronoUnit.DAYS.between(today, other));
            if (other.getDayOfMonth() == f.date().getDayOfMonth() && other.getDayOfWeek() == want && away <= nearest) {
                best = other;
                nearest = away;
            }
        }
        return new Found(best, w.start(), f.end(), text.substring(w.start(), f.end()));
    }

    /** The next day numbered {@code day} (today or later) that falls on the weekday, within two years. */
    private static LocalDate onWeekday(String weekday, int day, LocalDate today) {
        int want = "montuewedthufrisatsun".indexOf(weekday.toLowerCase(Locale.ROOT).substring(0, 3)) / 3 + 1;
        java.time.YearMonth ym = java.time.YearMonth.from(today);
        for (int i = 0; i < 24; i++, ym = ym.plusMonths(1)) {
            if (day <= ym.lengthOfMonth()) {
                LocalDate d = ym.atDay(day);
                if (!d.isBefore(today) && d.getDayOfWeek().getValue() == want) {
                    return d;
                }
            }
        }
        throw new DateTimeException("no " + weekday + " the " + day + " in the next two years");
    }

    private static int month(String name) {
        String n = name.toLowerCase(Locale.ROOT).substring(0, 3);
        return "janfebmaraprmayjunjulaugsepoctnovdec".indexOf(n) / 3 + 1;
    }
}
