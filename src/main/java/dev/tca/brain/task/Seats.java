package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.State;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A seat said by its code ("seat F7", "seat 12C") on a seat map whose seats say their row and number ("Row F, seat 7",
 * "Row 12 Seat C") or the code itself: a letter and a number, either way round.
 */
final class Seats {

    private static final Pattern SAID = Pattern.compile("(?i)^seat\\s+(?:(\\p{L})(\\d{1,2})|(\\d{1,2})(\\p{L}))$");

    private Seats() {
    }

    static Optional<Element> find(String target, List<Element> pool) {
        Matcher m = SAID.matcher(target.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        String letter = (m.group(1) != null ? m.group(1) : m.group(4)).toUpperCase(java.util.Locale.ROOT);
        String number = m.group(1) != null ? m.group(2) : m.group(3);
        // the row is the letter and the seat the number ("Row F, seat 7"), or the row the number ("Row 12, seat C")
        Pattern rowLetter = Pattern.compile("(?i)\\brow\\s+" + letter + "\\b.*\\bseat\\s+" + number + "\\b");
        Pattern rowNumber = Pattern.compile("(?i)\\brow\\s+" + number + "\\b.*\\bseat\\s+" + letter + "\\b");
        Pattern code = Pattern.compile("(?i)(?:^|\\bseat\\s+)(?:" + letter + "\\s?" + number + "|" + number + "\\s?" + letter + ")\\b");
        List<Element> seats = pool.stream().filter(e -> e.role().control() && !e.has(State.DISABLED) && !e.has(State.OFFSCREEN)
                && (rowLetter.matcher(e.label()).find() || rowNumber.matcher(e.label()).find() || code.matcher(e.label().strip()).find()))
                .toList();
        return seats.size() == 1 ? Optional.of(seats.get(0)) : Optional.empty();
    }
}
