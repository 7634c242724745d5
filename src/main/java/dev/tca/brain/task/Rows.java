package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * "a colour printer on the 2nd floor that is actually working" in a list of printers with Location, Prints in and
 * Status columns: the row is chosen by how many of the description's words its cells say, and a status the words ask
 * for ("working", "available") counts for a row whose status says so ("Ready") and against one that says the opposite
 * ("Offline (paper jam)"). Only among three rows or more of the same columns, and only when one row is the clear best.
 */
final class Rows {

    private static final Set<Role> CELLS = Set.of(Role.TABLE_CELL, Role.LIST_ITEM, Role.TREE_ITEM, Role.TEXT, Role.LABEL);
    private static final Pattern WANTS_WORKING = Pattern.compile("(?i)\\b(?:working|works|available|online|ready|free|open|active|"
            + "idle|in\\s+stock|operational|running|up)\\b");
    private static final Pattern WORKING = Pattern.compile("(?i)^\\s*(?:ready|online|available|idle|open|active|in\\s+stock|ok|"
            + "working|operational|running|up|free|connected)\\b.*");
    private static final Pattern BROKEN = Pattern.compile("(?i).*\\b(?:offline|error|jam(?:med)?|busy|out\\s+of|unavailable|closed|"
            + "sold\\s+out|disabled|down|maintenance|broken|full|paused|stopped|not\\s+\\w+|disconnected|failed|fault)\\b.*");

    private Rows() {
    }

    /** The first cell of the one row the description fits best, when three rows or more share their columns. */
    static Optional<Element> described(String description, List<Element> pool) {
        Set<String> words = Alignment.content(description);
        words.removeIf(w -> WANTS_WORKING.matcher(w).matches() || w.equals("actually") || w.equals("really"));
        boolean working = WANTS_WORKING.matcher(description).find();
        List<List<Element>> rows = rows(pool);
        if (rows.size() < 3 || words.size() + (working ? 1 : 0) < 2) {
            return Optional.empty();
        }
        // a row that is the description's name ("Mango") is the grounder's to find
        if (rows.stream().flatMap(List::stream).anyMatch(e -> dev.tca.core.Labels.same(e.label(), description))) {
            return Optional.empty();
        }
        List<Integer> scores = rows.stream().map(r -> score(r, words, working)).toList();
        int top = scores.stream().max(Integer::compare).orElseThrow();
        if (top < 2 || scores.stream().filter(x -> x == top).count() != 1) {
            return Optional.empty();
        }
        List<Element> best = rows.get(scores.indexOf(top));
        // (its words must be more than a kind every row shares: "printer" alone tells no row from another)
        long said = words.stream().filter(w -> saysWord(best, w)).count();
        if (said < Math.min(2, words.size())) {
            return Optional.empty();
        }
        return Optional.of(best.get(0));
    }

    private static int score(List<Element> row, Set<String> words, boolean working) {
        int s = (int) words.stream().filter(w -> saysWord(row, w)).count() * 2;
        if (working) {
            if (row.stream().anyMatch(e -> BROKEN.matcher(e.label()).matches())) {
                s -= 2;
            } else if (row.stream().anyMatch(e -> WORKING.matcher(e.label()).matches())) {
                s += 2;
            }
        }
        return s;
    }

    private static boolean saysWord(List<Element> row, String w) {
        Pattern p = Pattern.compile("(?i)(?<![\\p{L}\\p{N}])" + Pattern.quote(w) + "(?:s|es)?(?![\\p{L}\\p{N}])");
        return row.stream().anyMatch(e -> p.matcher(e.label()).find());
    }

    /** Lines of two cells or more side by side whose columns start where at least two other lines' do. */
    static List<List<Element>> rows(List<Element> pool) {
        List<Element> cells = pool.stream().filter(e -> CELLS.contains(e.role()) && !e.label().isBlank() && !e.has(State.OFFSCREEN))
                .sorted(Comparator.comparingInt(e -> e.box().center().y())).toList();
        List<List<Element>> lines = new ArrayList<>();
        for (Element e : cells) {
            List<Element> last = lines.isEmpty() ? null : lines.get(lines.size() - 1);
            if (last != null && Math.abs(last.get(0).box().center().y() - e.box().center().y()) <= 5) {
                last.add(e);
            } else {
                lines.add(new ArrayList<>(List.of(e)));
            }
        }
        lines.removeIf(l -> l.size() < 2);
        lines.forEach(l -> l.sort(Comparator.comparingInt(e -> e.box().x())));
        return lines.stream().filter(l -> lines.stream().filter(o -> o != l && sharedColumns(l, o) >= 2).count() >= 2).toList();
    }

    private static long sharedColumns(List<Element> a, List<Element> b) {
        return a.stream().filter(x -> b.stream().anyMatch(y -> Math.abs(x.box().x() - y.box().x()) <= 10)).count();
    }

    /** For a reason line: the row's cells. */
    static String describe(Element first, List<Element> pool) {
        return rows(pool).stream().filter(r -> r.get(0) == first).findFirst()
                .map(r -> "'" + String.join(" | ", r.stream().map(Element::label).toList()) + "'").orElse(first.describe());
    }
}
