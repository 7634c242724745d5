package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Rect;

import java.time.LocalTime;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "The cheapest train that gets me there by 9:30": the rows whose time under an Arrives column is later are no option.
 * The planner writes "in time" as "by" the time the goal told ("a meeting at half past nine").
 */
final class Deadlines {

    private static final Pattern BY = Pattern.compile("(?i)\\b(?:there|arriv\\w*|in)\\s+by\\s+(\\d{1,2})[:.](\\d{2})\\b");
    private static final Pattern ARRIVES = Pattern.compile("(?i)arriv(?:es|e|al|ing)(?:\\s+(?:at|time))?|gets\\s+in|due");
    private static final Pattern CLOCK = Pattern.compile("(\\d{1,2})[:.](\\d{2})");

    private Deadlines() {
    }

    /** The pool without the rows that arrive after the deadline the words say; the pool itself when they say none. */
    static List<Element> within(String said, List<Element> pool) {
        Matcher m = said == null ? null : BY.matcher(said);
        if (m == null || !m.find() || Integer.parseInt(m.group(1)) > 23 || Integer.parseInt(m.group(2)) > 59) {
            return pool;
        }
        LocalTime by = LocalTime.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
        Element header = pool.stream().filter(e -> ARRIVES.matcher(e.label().strip()).matches()).findFirst().orElse(null);
        if (header == null) {
            return pool;
        }
        Rect h = header.box();
        List<Element> late = pool.stream().filter(e -> e.box().y() >= h.bottom() - 2 && e.box().x() < h.right() && e.box().right() > h.x())
                .filter(e -> {
                    Matcher t = CLOCK.matcher(e.label().strip());
                    return t.matches() && Integer.parseInt(t.group(1)) < 24 && Integer.parseInt(t.group(2)) < 60
                            && LocalTime.of(Integer.parseInt(t.group(1)), Integer.parseInt(t.group(2))).isAfter(by);
                }).toList();
        return late.isEmpty() ? pool : pool.stream().filter(e -> late.stream().noneMatch(l -> Answers.sameRow(l, e))).toList();
    }
}
