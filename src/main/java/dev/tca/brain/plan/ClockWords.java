package dev.tca.brain.plan;

import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Times said in words ("8 in the evening", "9.30am", "10 at night") as a time list writes them (20:00, 09:30, 22:00). */
public final class ClockWords {

    private static final Pattern SAID = Pattern.compile("(?i)\\b(\\d{1,2})(?:[:.](\\d{2}))?\\s*(?:o'?clock\\s*)?"
            + "(am|pm|a\\.m\\.|p\\.m\\.|in\\s+the\\s+(?:morning|afternoon|evening)|at\\s+night|tonight)");

    /** "until I get up at 7", "done by 9": an hour said bare after a word of time, with nothing after it that counts else. */
    private static final Pattern BARE_HOUR = Pattern.compile("(?i)\\b(?:at|until|till|by)\\s+(\\d{1,2})(?![\\d:%/]|[.,]\\d)"
            + "(?!\\s*(?:st|nd|rd|th|am|pm|a\\.m|p\\.m|o'?clock|in\\s+the|at\\s+night|tonight|min|hour|hr|day|week|month|year|"
            + "people|person|guest|adult|child|kid|item|pound|euro|dollar|percent|per|x\\b|(?-i:[A-Z])))");

    private ClockWords() {
    }

    /** The hours said bare ("at 7" is 7), each as it is written, in order; a time said with its half of the day is not one. */
    public static List<Integer> bareHours(String text) {
        List<Integer> out = new ArrayList<>();
        Matcher m = BARE_HOUR.matcher(text);
        while (m.find()) {
            int h = Integer.parseInt(m.group(1));
            if (h >= 1 && h <= 23) {
                out.add(h);
            }
        }
        return out;
    }

    /** Every time the text says in words, in order. */
    public static List<LocalTime> in(String text) {
        List<LocalTime> out = new ArrayList<>();
        Matcher m = SAID.matcher(text);
        while (m.find()) {
            LocalTime t = of(m);
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }

    private static final String HOURS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,2}";
    private static final Pattern HALF_PAST = Pattern.compile("(?i)\\b(half|quarter)\\s+(past|to|after)\\s+(" + HOURS + ")\\b"
            + "(\\s+o'?clock)?");

    /** "half past seven", "quarter to nine": written 7:30 and 8:45, so that the half of the day said after it applies. */
    public static String spoken(String text) {
        Matcher m = HALF_PAST.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String h = m.group(3).toLowerCase(Locale.ROOT);
            int hour = h.matches("\\d+") ? Integer.parseInt(h) : List.of(HOURS.split("\\|")).indexOf(h) + 1;
            boolean half = m.group(1).equalsIgnoreCase("half");
            boolean before = m.group(2).equalsIgnoreCase("to");
            int minutes = half ? 30 : before ? 45 : 15;
            int shown = before ? (hour == 1 ? 12 : hour - 1) : hour;
            m.appendReplacement(out, shown + ":" + minutes);
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The time a text says when it says only that ("2 pm", "3:30 p.m."), else null. */
    public static LocalTime whole(String text) {
        Matcher m = SAID.matcher(text.strip());
        return m.matches() ? of(m) : null;
    }

    /** The ways a list writes a time: "14:00", "2:00 PM", "2:00 pm", "2 PM", "14.00". */
    public static List<String> spellings(LocalTime t) {
        int h12 = t.getHour() % 12 == 0 ? 12 : t.getHour() % 12;
        String half = t.getHour() < 12 ? "AM" : "PM";
        return List.of(String.format(Locale.ROOT, "%02d:%02d", t.getHour(), t.getMinute()),
                String.format(Locale.ROOT, "%d:%02d", t.getHour(), t.getMinute()),
                String.format(Locale.ROOT, "%d:%02d %s", h12, t.getMinute(), half),
                String.format(Locale.ROOT, "%d:%02d%s", h12, t.getMinute(), half),
                String.format(Locale.ROOT, "%02d.%02d", t.getHour(), t.getMinute()),
                t.getMinute() == 0 ? String.format(Locale.ROOT, "%d %s", h12, half) : String.format(Locale.ROOT, "%d.%02d %s", h12, t.getMinute(), half));
    }

    /** The text with each "9 in the morning" written 09:00: "in the morning" is no place to look in. */
    static String written(String text) {
        Matcher m = SAID.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            LocalTime t = m.group(3).toLowerCase(Locale.ROOT).startsWith("in") ? of(m) : null;
            m.appendReplacement(out, Matcher.quoteReplacement(t == null ? m.group()
                    : String.format(Locale.ROOT, "%02d:%02d", t.getHour(), t.getMinute())));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** A time of day, or null for one no clock shows ("13 pm"). */
    private static LocalTime of(Matcher m) {
        int h = Integer.parseInt(m.group(1));
        int min = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
        if (h > 12 || min > 59) {
            return null;
        }
        String part = m.group(3).toLowerCase(Locale.ROOT);
        boolean later = part.startsWith("p") || part.contains("afternoon") || part.contains("evening") || part.contains("night");
        return LocalTime.of(later ? (h == 12 ? 12 : h + 12) : (h == 12 ? 0 : h), min);
    }
}
