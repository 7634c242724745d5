package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * "Which room is the accessibility talk in?" over a programme of session cards: no label says "Room", but each card
 * names its room ("Avon Suite", "Tamar Room", "Kelvin Hall") in a column of its own. The room asked for is the one of
 * the card that says the question's other words ("Accessibility"), a card being the band around its room in that column.
 */
final class Venues {

    /** What a question asks when it asks where a thing is on a programme. */
    private static final Pattern ASKS_ROOM = Pattern.compile("(?i).*\\b(?:room|venue|location|hall|stage|where)$");
    /** A room's own name: "Avon Suite", "Room 4B", "Main stage". */
    private static final Pattern ROOM = Pattern.compile("(?i)(?:.*\\b(?:room|suite|hall|studio|stage|theatre|theater|auditorium|"
            + "lab|lounge|library|gallery|ballroom|arena|pavilion|tent|atrium|chamber)s?\\b.*|\\s*(?:room|hall)\\s+\\w{1,4}\\s*)");
    /** Words that say what kind of thing is asked of, not which one ("the accessibility talk"). */
    private static final Set<String> KINDS = Set.of("talk", "talks", "session", "sessions", "event", "events", "class", "classes",
            "lecture", "workshop", "panel", "show", "gig", "one", "room", "venue", "location", "hall", "stage", "where", "it");

    private Venues() {
    }

    /** Whether the question asks where a thing is ("... room", "... venue"). */
    static boolean asked(String target) {
        return target != null && ASKS_ROOM.matcher(target.strip()).matches();
    }

    /** Whether the screen shows a column of rooms (two or more names of rooms one above the other). */
    static boolean shown(List<Element> pool) {
        return column(pool.stream().filter(e -> !e.label().isBlank() && !e.has(State.OFFSCREEN) && !e.role().editable()).toList())
                .size() >= 2;
    }

    private static List<Element> column(List<Element> shown) {
        List<Element> rooms = shown.stream().filter(e -> !isControl(e) && ROOM.matcher(e.label()).matches()
                && e.label().strip().split("\\s+").length <= 5).toList();
        return rooms.stream().map(r -> rooms.stream().filter(o -> Math.abs(o.box().x() - r.box().x()) <= 40)
                        .sorted(Comparator.comparingInt(o -> o.box().center().y())).toList())
                .max(Comparator.comparingInt(List::size)).orElse(List.of());
    }

    /** The room of the one card the question's words name, when the screen shows a column of rooms. */
    static Optional<Move> roomOf(String target, List<Element> pool) {
        if (target == null || !ASKS_ROOM.matcher(target.strip()).matches()) {
            return Optional.empty();
        }
        Set<String> which = Alignment.content(target);
        which.removeAll(KINDS);
        if (which.isEmpty()) {
            return Optional.empty();
        }
        List<Element> shown = pool.stream().filter(e -> !e.label().isBlank() && !e.has(State.OFFSCREEN)
                && !e.role().editable()).toList();
        List<Element> column = column(shown);
        if (column.size() < 2) {
            return Optional.empty();
        }
        // each room's card: the band halfway to its neighbours
        List<int[]> bands = Records.bands(column);
        int best = -1;
        int bestHits = 0;
        boolean tie = false;
        for (int k = 0; k < column.size(); k++) {
            int[] band = bands.get(k);
            // (a filter bar's "Accessibility" button is a way to choose cards, not a card's own word)
            // (read from pixels, a card's tag drawn as a pill comes out as a button: its words are the card's)
            // (a bar of such buttons in a row, "All sessions Keynote Accessibility ...", chooses cards and is none of them)
            int hits = shown.stream().filter(e -> (!isControl(e) || e.source() == dev.tca.core.Source.WIDGET && shown.stream()
                            .filter(b -> b.role() == Role.BUTTON && Answers.sameRow(b, e)).count() < 3) && e.box().center().y() >= band[0] && e.box().center().y() < band[1]
                    && e.box().right() <= column.get(0).box().x() + 10).mapToInt(e -> Alignment.hits(which, e.label()).size())
                    .max().orElse(0);
            if (hits > bestHits) {
                best = k;
                bestHits = hits;
                tie = false;
            } else if (hits == bestHits && hits > 0) {
                tie = true;
            }
        }
        if (best < 0 || tie) {
            return Optional.empty();
        }
        Element room = column.get(best);
        return Optional.of(Answers.answer(room.label(), room, "the room of the card that says '" + String.join("', '", which)
                + "': '" + room.label() + "'"));
    }

    private static boolean isControl(Element e) {
        return e.role() == Role.BUTTON || e.role() == Role.TAB || e.role() == Role.LINK || e.role() == Role.MENU_ITEM
                || e.role().checkable();
    }
}
