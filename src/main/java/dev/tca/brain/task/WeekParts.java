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
