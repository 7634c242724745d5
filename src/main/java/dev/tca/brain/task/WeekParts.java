package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Prices and hours told apart by the part of the week: a question's day and the tab of its part. */
final class WeekParts {

    private static final Pattern DAY = Pattern.compile("(?i)\\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\\b");

    private static final Pattern WEEKEND_TAB = Pattern.compile(
            "(?i).*(?:\\bweekends?\\b|\\bsat(?:urday)?s?\\s*(?:[-–&/+]|and|to)\\s*sun).*");
    private static final Pattern WEEKDAYS_TAB = Pattern.compile(
            "(?i).*(?:\\bweekdays?\\b|\\bmon(?:day)?s?\\s*(?:[-–]|to|through|thru|until)\\s*fri).*");

    private WeekParts() {
    }

    /** The day of the week a question names ("on a Saturday"), or null. */
    static String day(String goal) {
        Matcher m = DAY.matcher(goal);
        return m.find() ? m.group(1) : null;
    }

    /**
     * The tab of the day itself: "Thu 16 Oct" or "Thursday" among a strip of the week's days, for "on Thursday" (a tab
     * chosen already is left as it is).
     */
    static Optional<Element> dayTab(String goal, List<Element> pool) {
        String day = day(goal);
        if (day == null) {
            return Optional.empty();
        }
        Pattern own = Pattern.compile("(?i)^\\s*" + day.substring(0, 3) + "(?:" + day.substring(3) + ")?\\.?\\b.*");
        Pattern any = Pattern.compile("(?i)^\\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?\\b.*");
        // (read from pixels, a strip of days is a line of day words: "Mon  Tue  Wed ...")
        List<Element> all = pool.stream().filter(e -> (e.role() == Role.TAB || e.role() == Role.BUTTON || !e.role().control())
                && !e.has(State.OFFSCREEN) && e.label().strip().split("\\s+").length <= 4 && any.matcher(e.label()).matches()).toList();
        List<Element> tabs = all.stream().filter(e -> e.role() == Role.TAB || e.role() == Role.BUTTON || onLine(e, all) >= 3).toList();
        if (tabs.size() < 3) {
            return Optional.empty(); // (a strip shows several days; one button that starts with a day is something else)
        }
        return tabs.stream().filter(e -> own.matcher(e.label()).matches() && !e.has(State.SELECTED)).findFirst();
    }

    private static long onLine(Element e, List<Element> all) {
        return all.stream().filter(o -> Math.abs(o.box().center().y() - e.box().center().y()) <= 6).count();
    }

    /**
     * The tab of the part of the week a question's day falls in: "Weekends and bank holidays" for "on a Saturday" where
     * "Monday to Friday" stands beside it (both are there, or a weekend is no tab but a line of text).
     */
    static Optional<Element> tab(String goal, List<Element> pool) {
        Matcher day = DAY.matcher(goal);
        if (!day.find()) {
            return Optional.empty();
        }
        boolean weekend = day.group(1).toLowerCase(Locale.ROOT).startsWith("s");
        Predicate<Element> tabLike = e -> !e.role().editable() && !e.has(State.OFFSCREEN)
                && !e.label().isBlank() && e.label().strip().split("\\s+").length <= 6;
        Predicate<Element> weekendTab = e -> tabLike.test(e) && WEEKEND_TAB.matcher(e.label()).matches()
                && !WEEKDAYS_TAB.matcher(e.label()).matches();
        Predicate<Element> weekdaysTab = e -> tabLike.test(e) && WEEKDAYS_TAB.matcher(e.label()).matches()
                && !WEEKEND_TAB.matcher(e.label()).matches();
        Predicate<Element> wanted = weekend ? weekendTab : weekdaysTab;
        Predicate<Element> other = weekend ? weekdaysTab : weekendTab;
        return pool.stream().filter(wanted).filter(e -> !e.has(State.SELECTED))
                .filter(e -> pool.stream().anyMatch(t -> other.test(t) && (Answers.sameRow(t, e) || t.role() == Role.TAB
                        && e.role() == Role.TAB)))
                .findFirst();
    }
}
