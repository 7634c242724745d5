package dev.tca.brain.task;

import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The detours a question may need before its answer shows: the named folder or tab it is about is
 * opened ("in the Finance folder"), a place the page does not show is looked up in its search field
 * and the suggestion that names it chosen ("the temperature in Valencia, Spain"). Each question
 * takes its detour once.
 */
final class Lookups {

    /** "in the Finance folder": a named place of the application the answer lives in. */
    private static final Pattern IN_PLACE = Pattern.compile("\\b(?:in|on|under)\\s+(?:the|my|our)\\s+"
            + "(\\p{Lu}[\\p{L}\\d'’-]*(?:\\s+\\p{Lu}[\\p{L}\\d'’-]*)*)\\s+(folder|tab|section|category|album|channel|project|board|"
            + "workspace|drive|directory|account|list|playlist|team|group)\\b");
    /** "in October", "during March": a month the question is about. */
    private static final Pattern IN_MONTH = Pattern.compile("(?i)\\b(?:in|during|for|from)\\s+(?:the\\s+month\\s+of\\s+)?"
            + "(january|february|march|april|may|june|july|august|september|october|november|december)\\b");
    private static final Set<Role> MONTH_ROLES = Set.of(Role.TAB, Role.BUTTON, Role.LINK, Role.LIST_ITEM);
    private static final Set<Role> PLACE_ROLES = Set.of(Role.LINK, Role.LIST_ITEM, Role.TREE_ITEM, Role.BUTTON, Role.TAB,
            Role.TABLE_CELL, Role.LABEL, Role.MENU_ITEM);
    /** "in Valencia, Spain": a place or name the question is about, in title case (not a month or a weekday). */
    private static final Pattern ABOUT = Pattern.compile("\\b(?:in|at|for|of|near)\\s+(\\p{Lu}[\\p{L}.'’-]+(?:(?:,\\s*|\\s+)"
            + "\\p{Lu}[\\p{L}.'’-]+)*)");
    private static final Pattern CALENDAR_WORD = Pattern.compile("(?i)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|"
            + "wed|thu|fri|sat|sun)[a-z]*\\.?");
    private static final Pattern SEARCHES = Pattern.compile(".*\\b(?:search|find|city|cities|location|place|where|look\\s*up)\\b.*");

    private final Set<Integer> taken = new HashSet<>();

    /** "the Q3 deck in the Finance folder" while Recent shows another Q3 deck: the folder is opened before anything is read. */
    Optional<Move> placeFirst(int index, SubGoal g, List<Element> pool) {
        Matcher in = IN_PLACE.matcher(g.target() == null ? "" : g.target());
        if (taken.contains(index)) {
            return Optional.empty();
        }
        Matcher month = IN_MONTH.matcher(g.target() == null ? "" : g.target());
        if (!in.find() && month.find()) {
            // "the longest run I did in October" on a log that shows November: the October tab or button first
            String m = month.group(1);
            return pool.stream().filter(e -> MONTH_ROLES.contains(e.role()) && !e.has(State.SELECTED)
                            && !e.label().isBlank() && Labels.core(e.label()).split(" ").length <= 3
                            && Labels.containsWords(e.label(), m))
                    .findFirst().map(e -> open(index, e, "the question is about " + m));
        }
        if (!in.find(0)) {
            return Optional.empty();
        }
        String place = in.group(1);
        return pool.stream().filter(e -> PLACE_ROLES.contains(e.role()) && !e.has(State.SELECTED) && Labels.containsWords(e.label(), place))
                .findFirst().map(e -> open(index, e, "the question is about the " + in.group(2) + " '" + place + "'"));
    }

    /**
     * "What's the temperature in Valencia, Spain?" on a page that shows London: the place is opened
     * when a link or row names it, else typed into the page's search field; then its suggestion chosen.
     */
    Optional<Move> lookUp(int index, SubGoal g, List<Element> pool, Observation o) {
        Matcher m = ABOUT.matcher(g.target() == null ? "" : g.target());
        String place = null;
        while (m.find()) {
            place = m.group(1);
        }
        if (place == null || CALENDAR_WORD.matcher(place.split("[,\\s]")[0]).matches()) {
            return Optional.empty();
        }
        String name = place.split(",")[0].strip();
        if (taken.contains(index)) {
            return suggestion(index, place, name, pool);
        }
        Optional<Element> opener = pool.stream().filter(e -> PLACE_ROLES.contains(e.role()) && e.role() != Role.LABEL
                && Labels.containsWords(e.label(), name)).findFirst();
        if (opener.isPresent()) {
            return Optional.of(open(index, opener.get(), "the answer is about '" + place + "'"));
        }
        if (Effects.shows(o, name)) {
            return Optional.empty(); // the screen is about it already: the answer is not there
        }
        List<Element> fields = pool.stream().filter(e -> (e.role().editable() || e.role() == Role.COMBO) && !e.has(State.DISABLED)).toList();
        Optional<Element> field = fields.stream().filter(e -> SEARCHES.matcher((e.label() + " " + e.value()).toLowerCase(Locale.ROOT))
                .matches()).findFirst().or(() -> fields.size() == 1 ? Optional.of(fields.get(0)) : Optional.empty());
        if (field.isEmpty()) {
            return Optional.empty();
        }
        taken.add(index);
        return Optional.of(Move.stage(new Decision(new Action.Type(name, field.get().id(), true, false), "no answer about '"
                + place + "' on this screen; look it up in " + field.get().describe(), null,
                Effects.changes(index, "looking up " + name))));
    }

    /** Typed already: the suggestion that says most of "Valencia, Spain" (a tree may run its lines together: "ValenciaSpain"). */
    private static Optional<Move> suggestion(int index, String place, String name, List<Element> pool) {
        List<String> words = Arrays.stream(place.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")).filter(w -> !w.isEmpty()).toList();
        ToIntFunction<Element> says = e -> (int) words.stream().filter(w -> letters(e).contains(w)).count();
        return pool.stream().filter(e -> Set.of(Role.LIST_ITEM, Role.MENU_ITEM, Role.BUTTON, Role.LINK).contains(e.role())
                        && says.applyAsInt(e) > 0 && letters(e).startsWith(words.get(0)))
                .max(Comparator.comparingInt(says))
                .map(e -> Move.stage(new Decision(new Action.Click(e.id()), "choose " + e.describe() + " to see " + name,
                        null, Effects.changes(index, "choosing " + Effects.name(e)))));
    }

    private static String letters(Element e) {
        return e.label().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}]", "");
    }

    private Move open(int index, Element place, String why) {
        taken.add(index);
        return Move.stage(new Decision(new Action.Click(place.id()), why + "; open " + place.describe() + " and read there", null,
                Effects.changes(index, "opening " + Effects.name(place))));
    }
}
