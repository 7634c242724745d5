package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Element;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.time.LocalTime;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "I'm stuck at the dentist until quarter to four" over "Ends 14:30" and a choice of how much longer (30 min, 1 hour,
 * 1 hour 30 min, 2 hours): the shortest extension that reaches the time told. Read once the plan's own steps are done,
 * from a told sentence no control was found for.
 */
final class Extensions {

    private static final Pattern UNTIL = Pattern.compile("(?i)\\b(?:until|till|til|by)\\s+(\\d{1,2})(?:[:.](\\d{2}))?\\s*(am|pm)?\\b(?![:.]?\\d)");
    private static final Pattern ENDS = Pattern.compile("(?i)(?:ends?|ending|expires?|paid\\s+until|until|finish(?:es)?)(?:\\s+at)?");
    private static final Pattern TIME = Pattern.compile("(\\d{1,2})[:.](\\d{2})");
    private static final Pattern LENGTH = Pattern.compile("(?i)^\\+?\\s*(?:(\\d+)\\s*(?:hours?|hrs?|h)\\b)?\\s*(?:(\\d+)\\s*(?:minutes?|mins?|m)\\b)?");

    private Extensions() {
    }

    /** The option of how much longer that reaches the time the note tells, the shortest such; empty when the screen has none. */
    static Optional<SubGoal> reaching(String note, List<Element> pool) {
        Matcher until = note == null ? null : UNTIL.matcher(note);
        if (until == null || !until.find()) {
            return Optional.empty();
        }
        Optional<LocalTime> ends = endsAt(pool);
        List<Element> lengths = pool.stream().filter(e -> (e.role() == Role.RADIO || e.role() == Role.BUTTON || e.role() == Role.LIST_ITEM)
                && !e.has(State.DISABLED) && minutes(e.label()) > 0).toList();
        if (ends.isEmpty() || lengths.size() < 2) {
            return Optional.empty();
        }
        int h = Integer.parseInt(until.group(1));
        int m = until.group(2) == null ? 0 : Integer.parseInt(until.group(2));
        if (h > 23 || m > 59) {
            return Optional.empty();
        }
        boolean pm = "pm".equalsIgnoreCase(until.group(3));
        int wanted = (pm && h < 12 ? h + 12 : h) * 60 + m;
        int end = ends.get().getHour() * 60 + ends.get().getMinute();
        if (until.group(3) == null && wanted <= end && h < 12) {
            wanted += 12 * 60; // "until quarter to four" after a 14:30 end is the afternoon's
        }
        int need = wanted - end;
        if (need <= 0) {
            return Optional.empty();
        }
        return lengths.stream().filter(e -> minutes(e.label()) >= need).min(Comparator.comparingInt(e -> minutes(e.label())))
                .map(e -> SubGoal.of(Kind.CLICK, e.label()));
    }

    /** The button under the options that pays for or confirms the one chosen ("Pay £4.20"), if the panel has one. */
    static Optional<SubGoal> paid(SubGoal chosen, List<Element> pool) {
        Optional<Element> option = pool.stream().filter(e -> e.label().equals(chosen.target())).findFirst();
        return option.flatMap(o -> pool.stream().filter(b -> b.role() == Role.BUTTON && !b.has(State.DISABLED)
                        && COMMIT.matcher(b.label().strip()).lookingAt() && b.box().y() > o.box().bottom() - 2
                        && b.box().y() - o.box().bottom() < 160 && Math.abs(b.box().center().x() - o.box().center().x()) < 600)
                .min(Comparator.comparingInt(b -> b.box().y())))
                .map(b -> SubGoal.of(Kind.CLICK, b.label()));
    }

    private static final Pattern COMMIT = Pattern.compile("(?i)(?:pay|confirm|extend|buy|book|continue|add\\s+time)\\b");

    /** The time beside or under a label that says when the thing ends ("Ends" over "14:30"). */
    private static Optional<LocalTime> endsAt(List<Element> pool) {
        for (Element label : pool) {
            if (!ENDS.matcher(label.label().strip()).matches()) {
                continue;
            }
            Optional<Element> time = pool.stream().filter(e -> e != label && TIME.matcher(e.label().strip()).matches()
                            && (Answers.sameRow(e, label) && e.box().x() > label.box().x()
                            || e.box().y() > label.box().y() && e.box().y() - label.box().bottom() < 60
                            && Math.abs(e.box().x() - label.box().x()) < 60))
                    .min(Comparator.comparingInt(e -> Math.abs(e.box().y() - label.box().y()) + Math.abs(e.box().x() - label.box().x())));
            if (time.isPresent()) {
                Matcher t = TIME.matcher(time.get().label().strip());
                if (t.matches() && Integer.parseInt(t.group(1)) < 24 && Integer.parseInt(t.group(2)) < 60) {
                    return Optional.of(LocalTime.of(Integer.parseInt(t.group(1)), Integer.parseInt(t.group(2))));
                }
            }
        }
        return Optional.empty();
    }

    /** "1 hour 30 min £4.20" is 90 minutes; 0 for a label that starts with no length of time. */
    static int minutes(String label) {
        Matcher m = LENGTH.matcher(label.strip());
        if (!m.lookingAt() || m.group(1) == null && m.group(2) == null) {
            return 0;
        }
        return (m.group(1) == null ? 0 : Integer.parseInt(m.group(1)) * 60) + (m.group(2) == null ? 0 : Integer.parseInt(m.group(2)));
    }
}
