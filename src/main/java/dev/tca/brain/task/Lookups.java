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
    static final Pattern IN_MONTH = Pattern.compile("(?i)\\b(?:in|during|for|from)\\s+(?:the\\s+month\\s+of\\s+)?"
            + "(january|february|march|april|may|june|july|august|september|october|november|december)\\b");
    private static final Set<Role> MONTH_ROLES = Set.of(Role.TAB, Role.BUTTON, Role.LINK, Role.LIST_ITEM);
    private static final Set<Role> PLACE_ROLES = Set.of(Role.LINK, Role.LIST_ITEM, Role.TREE_ITEM, Role.BUTTON, Role.TAB,
            Role.TABLE_CELL, Role.LABEL, Role.MENU_ITEM);
    /** "in Valencia, Spain": a place or name the question is about, in title case (not a month or a weekday). */
    private static final Pattern ABOUT = Pattern.compile("\\b(?:in|at|for|of|near)\\s+((?:\\d{1,5}[A-Za-z]?\\s+)?\\p{Lu}[\\p{L}.'’-]+"
            + "(?:(?:,\\s*|\\s+)\\p{Lu}[\\p{L}.'’-]+)*)");
    private static final Pattern CALENDAR_WORD = Pattern.compile("(?i)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|"
            + "wed|thu|fri|sat|sun)[a-z]*\\.?");
    private static final Pattern SEARCHES = Pattern.compile(".*\\b(?:search|find|city|cities|location|place|where|look\\s*up|"
            + "address|street|post\\s*code|zip|looking\\s+for)\\b.*");
    /** "Which aisle are the brass picture hooks in?", "How much is the oak bookcase?": the thing a question is about. */
    private static final Pattern SUBJECT = Pattern.compile("(?i)^(?:(?:which|what)\\s+\\p{L}+(?:\\s+\\p{L}+)?\\s+(?:is|are|was|were|does|do)"
            + "|how\\s+much\\s+(?:is|are|does|do)|where\\s+(?:is|are|can\\s+i\\s+find))\\s+(?:the|my|a|an|your)\\s+"
            + "([\\p{L}][\\p{L}' -]{2,50}?)(?:\\s+(?:in|on|at|kept|stocked|sold|cost|costs|weigh|for))?\\s*\\?\\s*$");
    private static final Pattern HOUSE_NUMBER = Pattern.compile("^(\\d{1,5}[A-Za-z]?)\\s");

    private final Set<Integer> taken = new HashSet<>();
    /** The questions whose suggestion was looked for once after the typing (a second look would choose it again). */
    private final Set<Integer> chosen = new HashSet<>();
    /** Where each question's place was typed: its suggestions drop down under it. */
    private final java.util.Map<Integer, dev.tca.core.Rect> typedInto = new java.util.HashMap<>();

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
        return lookUp(index, g, pool, o, false);
    }

    /**
     * "When's the garden waste next collected at 14 Alder Close?" on a page that asks for an address: the place the
     * question is about is nowhere on the screen, so nothing here can answer it (the sidebar's "collected every two
     * weeks" is about every address); it is looked up in a field made for it before anything is read.
     */
    Optional<Move> lookUpFirst(int index, SubGoal g, List<Element> pool, Observation o) {
        return lookUp(index, g, pool, o, true);
    }

    private Optional<Move> lookUp(int index, SubGoal g, List<Element> pool, Observation o, boolean first) {
        Matcher m = ABOUT.matcher(g.target() == null ? "" : g.target());
        String place = null;
        while (m.find()) {
            place = m.group(1);
        }
        if (place == null || CALENDAR_WORD.matcher(place.replaceFirst("^\\d+[A-Za-z]?\\s+", "").split("[,\\s]")[0]).matches()) {
            return Optional.empty();
        }
        String name = place.split(",")[0].strip();
        if (taken.contains(index)) {
            Optional<Move> pick = chosen.contains(index) ? Optional.empty() : suggestion(index, place, name, pool);
            pick.ifPresent(p -> chosen.add(index));
            return pick;
        }
        if (first && Effects.shows(o, name)) {
            return Optional.empty();
        }
        Optional<Element> opener = first ? Optional.empty()
                : pool.stream().filter(e -> PLACE_ROLES.contains(e.role()) && e.role() != Role.LABEL
                && Labels.containsWords(e.label(), name)).findFirst();
        if (opener.isPresent()) {
            return Optional.of(open(index, opener.get(), "the answer is about '" + place + "'"));
        }
        if (Effects.shows(o, name)) {
            return Optional.empty(); // the screen is about it already: the answer is not there
        }
        List<Element> fields = pool.stream().filter(e -> (e.role().editable() || e.role() == Role.COMBO) && !e.has(State.DISABLED)
                && !e.value().strip().matches("(?s)(?:\\S+\\s+){5,}.*\\.$")).toList(); // (a sentence in a box is a banner)
        Optional<Element> field = fields.stream().filter(e -> searchButtonBeside(e, pool)).findFirst()
                .or(() -> fields.stream().filter(e -> SEARCHES.matcher((e.label() + " " + e.value() + " " + captionAbove(e, pool))
                        .toLowerCase(Locale.ROOT)).matches()).findFirst())
                .or(() -> fields.size() == 1 && !first ? Optional.of(fields.get(0)) : Optional.empty());
        if (field.isEmpty()) {
            return Optional.empty();
        }
        taken.add(index);
        typedInto.put(index, field.get().box());
        return Optional.of(Move.stage(new Decision(new Action.Type(name, field.get().id(), true, false), "no answer about '"
                + place + "' on this screen; look it up in " + field.get().describe(), null,
                Effects.changes(index, "looking up " + name))));
    }

    /**
     * "Which aisle are the brass picture hooks in?" on a shop's front page that shows other hooks: the thing the question is
     * about is said by no line, so it is searched for in the page's search box (typed, then sent) before anything is read.
     */
    Optional<Move> searchFirst(int index, String goal, List<Element> pool) {
        Optional<String> asked = subject(goal);
        if (asked.isEmpty()) {
            return Optional.empty();
        }
        Set<String> words = Alignment.content(asked.get());
        // (read from pixels, a search box whose grey placeholder reads "What are you looking for?" may be taken for a wide button)
        return search(index, asked.get(), pool, pool.stream().noneMatch(e -> !e.role().editable()
                && Alignment.hits(words, e.label() + " " + e.value()).size() == words.size()), true);
    }

    /**
     * The search for a thing no line says, in two stages: typed into the page's search box, then sent (its own button, else
     * Return); nothing once sent, or when the thing is shown already.
     *
     * @param pixelBox whether a wide button that says "search" or "looking for" is the box (its placeholder read from pixels)
     */
    private Optional<Move> search(int index, String thing, List<Element> pool, boolean missing, boolean pixelBox) {
        if (searched.contains(index)) {
            return Optional.empty();
        }
        Element field = searchTyped.get(index);
        if (field != null) {
            searched.add(index);
            return Optional.of(sendSearch(index, field, pool));
        }
        if (!missing) {
            return Optional.empty(); // the screen says it: act or read there
        }
        Optional<Element> box = pool.stream().filter(e -> (e.role().editable() || pixelBox && e.role() == Role.BUTTON
                        && e.box().width() >= 4 * e.box().height() && e.source() != dev.tca.core.Source.AX
                        && e.source() != dev.tca.core.Source.AX_OCR) // (a tree's button is a button: "Choose a safe place")
                && !e.has(State.DISABLED) && !e.has(State.OFFSCREEN)
                && (e.role().editable() && searchButtonBeside(e, pool)
                        || SEARCHES.matcher((e.label() + " " + e.value()).toLowerCase(Locale.ROOT)).matches()))
                .min(Comparator.comparing((Element e) -> !e.role().editable()));
        if (box.isEmpty()) {
            return Optional.empty();
        }
        searchTyped.put(index, box.get());
        return Optional.of(Move.stage(new Decision(new Action.Type(thing, box.get().id(), !box.get().value().isEmpty(), false),
                "no line here says '" + thing + "'; search for it in " + box.get().describe(), null,
                Effects.typed(index, box.get(), thing, false))));
    }

    /** "jars of", "a pack of": how a thing is counted, not its name. */
    private static final Pattern COUNTED_IN = Pattern.compile("(?i)^(?:\\d+\\s+|a\\s+|an\\s+)?(?:jars?|bags?|packs?|packets?|bottles?|tins?|"
            + "cans?|boxes|box|cartons?|loaves|loaf|bunch(?:es)?|punnets?|tubs?|pots?|rolls?|bars?|pairs?)\\s+of\\s+");

    /**
     * "Put three jars of smooth peanut butter in my trolley" on a shop's page that shows other things: no line says the
     * thing, so it is searched for (its name, without how it is counted or its size) in the page's search box and sent;
     * then the step goes on among the results.
     */
    Optional<Move> searchThing(int index, String thing, List<Element> pool) {
        if (thing == null) {
            return Optional.empty();
        }
        String name = uncounted(thing).replaceAll("(?i)\\s*\\b\\d+(?:\\.\\d+)?\\s*(?:g|kg|ml|l|cl|oz|lb|pack)\\b", "").strip();
        // "order for the garden hose": the order's own words are the hose's; "order" names only its kind
        Set<String> words = Alignment.content(Places.named(name));
        // (one word names too little to search for; a line that says it all is here)
        return search(index, name, pool, words.size() >= 2 && pool.stream().noneMatch(e -> Alignment.hits(words, e.label()).size()
                >= words.size()), false);
    }

    /** A thing's name without how it is counted: "smooth peanut butter 340g" for "jars of smooth peanut butter 340g". */
    static String uncounted(String thing) {
        // ("packs of the rechargeable AA batteries": the article after the count is no word to search for)
        return COUNTED_IN.matcher(thing.strip()).replaceFirst("").replaceFirst("(?i)^(?:the|those|these)\\s+", "");
    }

    private static Move sendSearch(int index, Element field, List<Element> pool) {
        Optional<Element> go = pool.stream().filter(b -> searchButtonBeside(field, List.of(b))).findFirst();
        return Move.softStage(go.map(b -> new Decision(new Action.Click(b.id()), "run the search with " + b.describe(), null,
                        Effects.changes(index, "searching")))
                .orElseGet(() -> Decision.of(new Action.Key(dev.tca.core.KeyChord.parse("Return")), "send the search")
                        .expecting(Effects.changes(index, "searching"))));
    }

    /** The thing the goal's question is about ("brass picture hooks" in "Which aisle are the brass picture hooks in?"). */
    static Optional<String> subject(String goal) {
        Matcher m = SUBJECT.matcher(lastSentence(goal));
        return m.matches() ? Optional.of(m.group(1).strip()) : Optional.empty();
    }

    /** The goal's last sentence: the question, after what is told before it ("I'm going to the Northgate store later."). */
    private static String lastSentence(String goal) {
        String[] sentences = goal.strip().split("(?<=[.!?])\\s+");
        return sentences[sentences.length - 1];
    }

    private static final Pattern OF_SUBJECT = Pattern.compile("(?i)\\b(?:of|for|in|on|about)\\s+(?:the|my|our|a|an|this|that)\\s+"
            + "([\\p{L}][\\p{L}'’ -]{2,50}?)\\s*[?.!]*\\s*$");

    /** The thing a question names at its end, "the chickpea and spinach curry" in "... calories are in the chickpea and spinach curry?". */
    static Optional<String> endSubject(String text) {
        Matcher m = OF_SUBJECT.matcher(text == null ? "" : text.strip());
        return m.find() ? Optional.of(m.group(1).strip()) : Optional.empty();
    }
    private final Set<Integer> openedSubject = new HashSet<>();

    /**
     * "How many grams of protein are in one serving of the red lentil soup?" on a page of recipe cards: the card titled with
     * the question's subject (the red lentil soup, not the red lentil and bacon soup) is opened once, and read there.
     */
    Optional<Move> openSubject(int index, String goal, List<Element> pool) {
        if (openedSubject.contains(index)) {
            return Optional.empty();
        }
        String asked = lastSentence(goal).strip();
        Optional<String> subject = subject(goal).or(() -> asked.endsWith("?") ? endSubject(asked) : Optional.empty());
        if (subject.isEmpty()) {
            return Optional.empty();
        }
        String said = Labels.core(subject.get());
        Optional<Element> card = pool.stream().filter(e -> (Set.of(Role.BUTTON, Role.LINK, Role.LIST_ITEM).contains(e.role())
                        || !e.role().control() && e.role() != Role.HEADING) && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED)
                        && (Labels.core(e.label()).equals(said) || Labels.core(e.label()).startsWith(said + " ")))
                .min(Comparator.comparing((Element e) -> !e.role().control()).thenComparingInt(e -> e.label().length()));
        if (card.isEmpty()) {
            return Optional.empty();
        }
        openedSubject.add(index);
        return Optional.of(Move.stage(new Decision(new Action.Click(card.get().id()), "the question is about '" + subject.get()
                + "': open " + card.get().describe() + " and read there", null, Effects.changes(index, "opening '"
                + subject.get() + "'"))));
    }

    private final java.util.Map<Integer, Element> searchTyped = new java.util.HashMap<>();
    private final Set<Integer> searched = new HashSet<>();

    /** A search box's own button: a short or unnamed button (a magnifier) flush against its right edge, as tall as it. */
    private static boolean searchButtonBeside(Element field, List<Element> pool) {
        return pool.stream().anyMatch(b -> b.role() == Role.BUTTON && !b.has(State.DISABLED)
                && (b.label().strip().length() <= 2 || SEARCHES.matcher(b.label().toLowerCase(Locale.ROOT)).matches())
                && Math.abs(b.box().x() - (field.box().x() + field.box().width())) <= 12
                && Math.abs(b.box().center().y() - field.box().center().y()) <= 8
                && Math.abs(b.box().height() - field.box().height()) <= 12);
    }

    /** The text over a field that names it, with a hint line between ("Street or postcode", then "For example, ..."). */
    private static String captionAbove(Element field, List<Element> pool) {
        return pool.stream().filter(t -> !t.role().control() && t.box().y() + t.box().height() <= field.box().y() + 2
                        && field.box().y() - (t.box().y() + t.box().height()) <= 60
                        && Math.abs(t.box().x() - field.box().x()) <= 16)
                .map(Element::label).reduce("", (a, b) -> a + " " + b);
    }

    /** Typed already: the suggestion that says most of "Valencia, Spain" (a tree may run its lines together: "ValenciaSpain"). */
    private Optional<Move> suggestion(int index, String place, String name, List<Element> pool) {
        dev.tca.core.Rect typed = typedInto.get(index);
        List<String> words = Arrays.stream(place.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")).filter(w -> !w.isEmpty()).toList();
        ToIntFunction<Element> says = e -> (int) words.stream().filter(w -> letters(e).contains(w)).count();
        // "14 Alder Close" among "41 Alder Close" and "4 Alder Close": a house number the place has is the suggestion's own
        Matcher number = HOUSE_NUMBER.matcher(place);
        String house = number.find() ? number.group(1).toLowerCase(Locale.ROOT) : null;
        // (read from pixels, a suggestion is a line of text just under the field it was typed into)
        return pool.stream().filter(e -> (Set.of(Role.LIST_ITEM, Role.MENU_ITEM, Role.BUTTON, Role.LINK).contains(e.role())
                        || typed != null && !e.has(State.DISABLED) && e.box().y() >= typed.bottom() - 2 && e.box().y() - typed.bottom() < 320
                        && e.box().x() >= typed.x() - 8 && e.box().x() < typed.right())
                        && (typed == null || !typed.contains(e.box().center())) // (the words typed, read back, are no suggestion)
                        && says.applyAsInt(e) > 0 && letters(e).startsWith(words.get(0))
                        && (house == null || Arrays.asList((e.label() + " " + e.value()).toLowerCase(Locale.ROOT).split("[^\\p{L}\\d]+"))
                        .contains(house)))
                .max(Comparator.comparingInt(says))
                .map(e -> Move.stage(new Decision(new Action.Click(e.id()), "choose " + e.describe() + " to see " + name,
                        null, Effects.changes(index, "choosing " + Effects.name(e)))));
    }

    /** (read from pixels, a suggestion may be taken for a box that holds its words) */
    private static String letters(Element e) {
        return (e.label() + e.value()).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}]", "");
    }

    private Move open(int index, Element place, String why) {
        taken.add(index);
        return Move.stage(new Decision(new Action.Click(place.id()), why + "; open " + place.describe() + " and read there", null,
                Effects.changes(index, "opening " + Effects.name(place))));
    }
}
