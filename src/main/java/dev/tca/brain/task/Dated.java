package dev.tca.brain.task;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * When a row says it was made, used or sent: "12 Mar 2024", "March 3, 2023", "2024-03-12", "12/03/2024", "Jan 2021",
 * "3 years ago", "yesterday". As a day count, so that "the oldest backup" and "the most recent invoice" compare rows by
 * it; a time of day on the same line orders a day's rows.
 */
final class Dated {

    private Dated() {
    }

    private static final String MONTH = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
            + "sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
    private static final Pattern ISO = Pattern.compile("\\b((?:19|20)\\d\\d)-(\\d{1,2})-(\\d{1,2})\\b");
    private static final Pattern NUMERIC = Pattern.compile("\\b(\\d{1,2})[/.](\\d{1,2})[/.]((?:19|20)?\\d\\d)\\b");
    private static final Pattern DAY_MONTH = Pattern.compile("\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?" + MONTH
            + "(?:,?\\s+((?:19|20)\\d\\d))?\\b");
    private static final Pattern MONTH_DAY = Pattern.compile("\\b" + MONTH + "\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+((?:19|20)\\d\\d))?");
    private static final Pattern MONTH_YEAR = Pattern.compile("\\b" + MONTH + ",?\\s+((?:19|20)\\d\\d)\\b");
    private static final Pattern AGO = Pattern.compile("\\b(\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
            + "\\s+(min(?:ute)?s?|hours?|hrs?|days?|weeks?|months?|years?|yrs?)\\s+ago\\b");
    private static final Pattern NAMED = Pattern.compile("\\b(just now|today|yesterday|last week|last month|last year|this week|"
            + "this month|this year|never)\\b");
    private static final Pattern CLOCK = Pattern.compile("\\b([01]?\\d|2[0-3]):([0-5]\\d)\\s*(am|pm)?\\b");
    private static final List<String> COUNTS = List.of("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
            "nine", "ten", "eleven", "twelve");

    /** The day (from 1970) the label says, with its time of day as a fraction; null when it says no date. */
    static Double day(String label) {
        return day(label, LocalDate.now());
    }

    static Double day(String label, LocalDate today) {
        String l = label.toLowerCase(Locale.ROOT);
        LocalDate d = date(l, today);
        if (d == null) {
            return null;
        }
        Matcher c = CLOCK.matcher(l);
        double time = 0;
        if (c.find()) {
            int h = Integer.parseInt(c.group(1));
            if (c.group(3) != null) {
                h = h % 12 + (c.group(3).equals("pm") ? 12 : 0);
            }
            time = (h * 60 + Integer.parseInt(c.group(2))) / 1440.0;
        }
        return d.toEpochDay() + time;
    }

    private static LocalDate date(String l, LocalDate today) {
        try {
            Matcher m = ISO.matcher(l);
            if (m.find()) {
                return LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
            }
            m = DAY_MONTH.matcher(l);
            if (m.find()) {
                return LocalDate.of(year(m.group(3), today), month(m.group(2)), Integer.parseInt(m.group(1)));
            }
            m = MONTH_DAY.matcher(l);
            if (m.find()) {
                return LocalDate.of(year(m.group(3), today), month(m.group(1)), Integer.parseInt(m.group(2)));
            }
            m = MONTH_YEAR.matcher(l);
            if (m.find()) {
                return LocalDate.of(Integer.parseInt(m.group(2)), month(m.group(1)), 1);
            }
            m = NUMERIC.matcher(l);
            if (m.find()) {
                int a = Integer.parseInt(m.group(1));
                int b = Integer.parseInt(m.group(2));
                int y = Integer.parseInt(m.group(3));
                y = y < 100 ? 2000 + y : y;
                // day first, as most of the world writes it, unless the second number cannot be a month
                return b > 12 ? LocalDate.of(y, a, b) : LocalDate.of(y, b, a);
            }
        } catch (DateTimeException | NumberFormatException e) {
            return null; // "31 Feb": no date
        }
        Matcher ago = AGO.matcher(l);
        if (ago.find()) {
            String n = ago.group(1);
            long count = n.matches("\\d+") ? Long.parseLong(n) : n.matches("an?") ? 1 : COUNTS.indexOf(n);
            String unit = ago.group(2);
            return unit.startsWith("y") ? today.minusYears(count) : unit.startsWith("mo") ? today.minusMonths(count)
                    : unit.startsWith("w") ? today.minusWeeks(count) : unit.startsWith("d") ? today.minusDays(count) : today;
        }
        Matcher named = NAMED.matcher(l);
        if (named.find()) {
            return switch (named.group(1)) {
                case "yesterday" -> today.minusDays(1);
                case "last week" -> today.minusWeeks(1);
                case "last month" -> today.minusMonths(1);
                case "last year" -> today.minusYears(1);
                case "never" -> LocalDate.of(1970, 1, 1); // never used: older than any use
                default -> today;
            };
        }
        return null;
    }

    private static int year(String said, LocalDate today) {
        return said == null ? today.getYear() : Integer.parseInt(said);
    }

    private static int month(String word) {
        String w = word.replace(".", "").substring(0, 3);
        return List.of("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec").indexOf(w) + 1;
    }
}
