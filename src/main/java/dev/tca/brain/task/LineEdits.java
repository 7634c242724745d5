package dev.tca.brain.task;

import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Expectation;
import dev.tca.core.KeyChord;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Rewrites one line of a document as {@link DocumentEdits} planned it: the caret is put on the line where the screen
 * shows it, the line is selected from Home to End, and what it becomes is typed over it (or it is deleted with its line
 * break). The document's own text, read again, is the evidence.
 */
final class LineEdits {

    /** The document each step rewrites a line of, once it began. */
    private final Map<Integer, Element> documents = new HashMap<>();

    /**
     * The editor's document: the biggest field whose text has lines, shown, with no other field, box or choice beside it
     * (a form's comment box is one of the form's values, not a document to rewrite).
     */
    static Optional<Element> document(List<Element> pool) {
        Optional<Element> doc = pool.stream().filter(e -> e.role() == Role.TEXT_FIELD && e.value() != null && e.value().contains("\n")
                        && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED))
                .max(Comparator.comparingLong(e -> (long) e.box().width() * e.box().height()));
        return doc.filter(d -> pool.stream().noneMatch(e -> e != d && !e.has(State.OFFSCREEN) && (e.role().editable()
                || e.role() == Role.CHECKBOX || e.role() == Role.RADIO || e.role() == Role.SLIDER)));
    }

    Move next(int index, SubGoal g, int stage, List<Element> pool) {
        String line = g.target();
        Element doc = stage > 0 && documents.containsKey(index) ? documents.get(index) : document(pool)
                .filter(d -> d.value().lines().anyMatch(line::equals)).orElse(null);
        if (doc == null) {
            return stage == 0 && document(pool).filter(d -> d.value().lines().anyMatch(l -> l.equals(g.text()))).isPresent()
                    ? Move.already("the document says '" + g.text() + "'")
                    : Move.fail("no document here has the line '" + line + "'");
        }
        documents.put(index, doc);
        if (stage == 0) {
            Optional<Place> place = place(line, doc, pool);
            if (place.isEmpty()) {
                return Move.fail("the line '" + line + "' is in " + doc.describe() + " but neither it nor a line above it is read on the screen");
            }
            downs.put(index, place.get().downs());
            return Move.softStage(new Decision(new Action.Click(place.get().row().id()), place.get().downs() == 0
                    ? "put the caret on the line '" + line + "'" : "put the caret on the line '" + place.get().row().label() + "', "
                    + place.get().downs() + " above '" + line + "'", null, Effects.changes(index, "clicking the line")));
        }
        int down = downs.getOrDefault(index, 0);
        if (stage <= down) {
            return Move.softStage(Decision.of(new Action.Key(KeyChord.parse("Down")), "down to the line '" + line + "'")
                    .expecting(Effects.changes(index, "moving the caret")));
        }
        if (g.text() != null && g.text().startsWith(line + "\n")) {
            // a new line after this one: to its end, and a line break and the new words typed there
            String added = g.text().substring(line.length());
            return stage - down == 1 ? Move.softStage(Decision.of(new Action.Key(KeyChord.parse("End")), "to the end of '" + line + "'")
                    .expecting(Effects.changes(index, "moving the caret")))
                    : Move.act(Decision.of(new Action.Type(added, null), "write '" + added.strip() + "' on a new line after it")
                    .expecting(added(index, doc, added.substring(1))));
        }
        return switch (stage - down) {
            case 1 -> Move.softStage(Decision.of(new Action.Key(KeyChord.parse("Home")), "to the line's start")
                    .expecting(Effects.changes(index, "moving the caret")));
            case 2 -> Move.softStage(Decision.of(new Action.Key(KeyChord.parse("shift+End")), "select the line '" + line + "'")
                    .expecting(Effects.changes(index, "selecting the line")));
            case 3 -> g.text() == null
                    ? Move.softStage(Decision.of(new Action.Key(KeyChord.parse("Delete")), "delete its words")
                    .expecting(Effects.changes(index, "deleting the line")))
                    : g.text().isEmpty()
                    ? Move.act(Decision.of(new Action.Key(KeyChord.parse("Delete")), "empty the line").expecting(rewritten(index, doc, line, "")))
                    : Move.act(Decision.of(new Action.Type(g.text(), null), "write '" + g.text() + "' over it")
                    .expecting(rewritten(index, doc, line, g.text())));
            default -> Move.act(Decision.of(new Action.Key(KeyChord.parse("Delete")), "delete its line break")
                    .expecting(rewritten(index, doc, line, null)));
        };
    }

    /** How many lines below the clicked row each step's line is. */
    private final Map<Integer, Integer> downs = new HashMap<>();

    /** A row of read text to click, and how many lines below it the line to rewrite is. */
    record Place(Element row, int downs) {
    }

    /** The document, read again, has each new line one time more than before. */
    private static Expectation added(int index, Element doc, String lines) {
        List<String> wanted = lines.lines().toList();
        Map<String, Long> before = new HashMap<>();
        wanted.forEach(w -> before.put(w, doc.value().lines().filter(w::equals).count()));
        return Expectation.of(index, "the document has the line '" + lines + "'", (b, after, changed) -> Places.same(doc, after.elements())
                .filter(d -> wanted.stream().allMatch(w -> d.value().lines().filter(w::equals).count() > before.get(w)))
                .map(d -> Effects.name(doc) + " now has the line '" + lines + "'"));
    }

    /** The document, read again, has one line fewer that says the old words, and one more that says the new ones. */
    private static Expectation rewritten(int index, Element doc, String line, String now) {
        long olds = doc.value().lines().filter(line::equals).count();
        long news = now == null ? 0 : doc.value().lines().filter(now::equals).count();
        return Expectation.of(index, now == null ? "the line '" + line + "' is gone" : "the line '" + line + "' says '" + now + "'",
                (before, after, changed) -> Places.same(doc, after.elements())
                        .filter(d -> d.value().lines().filter(line::equals).count() < olds
                                && (now == null || d.value().lines().filter(now::equals).count() > news))
                        .map(d -> now == null ? "'" + line + "' is no longer a line of " + Effects.name(doc)
                                : Effects.name(doc) + " now has the line '" + now + "'"));
    }

    /**
     * Where the caret goes for the line: the read row that is the line itself, else the nearest row above it that is
     * one line of the document and no other (OCR may not read "08:00" at all, but reads the heading above it); the
     * caret then goes down the lines between.
     */
    static Optional<Place> place(String line, Element doc, List<Element> pool) {
        List<List<Element>> rows = rows(pool.stream().filter(e -> !e.role().control() && e.role() != Role.TEXT_FIELD
                && !e.label().isBlank() && !e.has(State.OFFSCREEN) && doc.box().contains(e.box().center())).toList());
        List<String> lines = doc.value().lines().toList();
        int target = lines.indexOf(line);
        Place best = null;
        int last = -1;
        for (List<Element> row : rows) {
            String read = text(row);
            int at = -1;
            double top = 0;
            double second = 0;
            for (int j = 0; j < lines.size(); j++) {
                double a = alike(lines.get(j), read);
                if (a > top) {
                    second = top;
                    top = a;
                    at = j;
                } else if (a > second) {
                    second = a;
                }
            }
            // a row that is one line, below the rows before it (in the document's order), at or above the line
            if (top >= 0.85 && second < top - 0.1 && at > last && at <= target) {
                last = at;
                best = new Place(row.get(0), target - at);
            }
        }
        return Optional.ofNullable(best);
    }

    /** Read text grouped into rows by where their middles sit, top to bottom, each row left to right. */
    private static List<List<Element>> rows(List<Element> texts) {
        List<Element> sorted = new ArrayList<>(texts);
        sorted.sort(Comparator.comparingInt(e -> e.box().center().y()));
        List<List<Element>> rows = new ArrayList<>();
        for (Element e : sorted) {
            List<Element> last = rows.isEmpty() ? null : rows.get(rows.size() - 1);
            if (last != null && Math.abs(last.get(0).box().center().y() - e.box().center().y()) <= Math.max(4, e.box().height() / 2)) {
                last.add(e);
            } else {
                rows.add(new ArrayList<>(List.of(e)));
            }
        }
        rows.forEach(r -> r.sort(Comparator.comparingInt(e -> e.box().x())));
        return rows;
    }

    private static String text(List<Element> row) {
        return String.join(" ", row.stream().map(Element::label).toList());
    }

    /** How alike two lines read, 0 to 1, by edit distance over their letters and digits. */
    static double alike(String a, String b) {
        String x = a.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
        String y = b.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
        if (x.isEmpty() || y.isEmpty()) {
            return x.equals(y) ? 1 : 0;
        }
        int[] prev = new int[y.length() + 1];
        int[] cur = new int[y.length() + 1];
        for (int j = 0; j <= y.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= x.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= y.length(); j++) {
                cur[j] = Math.min(Math.min(cur[j - 1], prev[j]) + 1, prev[j - 1] + (x.charAt(i - 1) == y.charAt(j - 1) ? 0 : 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return 1 - (double) prev[y.length()] / Math.max(x.length(), y.length());
    }
}
