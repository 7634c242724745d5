package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.Qualifiers;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.ReadingOrder;
import dev.tca.core.Rect;
import dev.tca.core.Source;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a clause the grammar could not parse against the controls on the screen. People name the
 * effect, not the control: "switch me from monthly to annual billing" is the Billing tab and the
 * Annual option; "ship it to Canada by express" is Canada in the country box and the Express
 * option; "we're two adults and two kids in one room" is three counts; "stop videos from playing
 * on their own" unticks the box about autoplaying videos. Each control whose distinctive words the
 * clause uses becomes a sub-goal of its kind (tab, option, box, count, value in a combo box), in
 * the screen's reading order, with the tab first: what it hides is read when the clause comes
 * round again. Words after "from" (the state to leave) and after "not" name nothing to set.
 */
final class Alignment {

    /** Words that carry no name of a control: pronouns, articles, prepositions, verbs of wanting and changing. */
    private static final Pattern NEW_THING = Pattern.compile("(?i)^[^\\p{L}\\d]*(?:\\+|new|add|create|start|compose)\\b.*");
    private static final Pattern MAKING = Pattern.compile("(?i)new|add|create|start|open|make|begin|compose|write|draft|set");
    private static final Set<String> STOP = Set.of("the", "a", "an", "to", "of", "and", "or", "for", "with", "my", "me", "your",
            "in", "on", "at", "by", "as", "is", "are", "be", "this", "that", "these", "those", "i", "it", "its", "we", "us", "our",
            "i'm", "we're", "i'd", "i'll", "we'll", "you", "please", "want", "need", "would", "like", "could", "can", "should",
            "switch", "change", "make", "set", "turn", "put", "get", "go", "going", "have", "has", "just", "also", "too", "so",
            "fix", "use", "then", "now", "all", "some", "any", "them", "they", "their", "own", "from", "into", "onto", "up",
            "down", "off", "out", "over", "about", "there", "here", "one", "ones", "only", "else", "nothing", "something",
            "way", "instead", "rather", "than", "not", "don't", "do", "does", "no", "yes", "new", "let", "let's", "keep");
    /** What an editing command acts on: words of the clause that name no control by themselves. */
    private static final Set<String> OBJECTS = Set.of("text", "selection", "selected", "paragraph", "document", "page", "line",
            "lines", "word", "words", "content", "contents");
    /** The command without what it acts on: "centre" of "centre text"; the target itself when nothing is left. */
    static String withoutObjects(String target) {
        String out = java.util.Arrays.stream(target.strip().split("\\s+"))
                .filter(w -> !OBJECTS.contains(w.toLowerCase(Locale.ROOT))).collect(java.util.stream.Collectors.joining(" "));
        return out.isBlank() ? target : out;
    }

    /** Whether every word the label shares with the target is what a command acts on ("Text style" for "centre text"). */
    static boolean sharesOnlyObjects(String target, String label) {
        Set<String> shared = hits(content(target), label);
        return !shared.isEmpty() && OBJECTS.containsAll(shared);
    }

    private static final Pattern CLOCK_DIGITS = Pattern.compile("(?i)(?<![\\d.£$€])(\\d{1,2})(?::(\\d{2})(?!\\d)|\\.(\\d{2})\\s*[ap]\\.?m\\b)");
    private static final Pattern FROM_TO = Pattern.compile("(?i)\\bfrom\\s+(.+?)\\s+(?:to|into)\\b");
    private static final Pattern NOT = Pattern.compile("(?i)\\b(?:not|instead of|rather than|except|but not)\\s+(?:the\\s+)?"
            + "([\\p{L}\\p{N}'-]+)");
    private static final Pattern OFF = Pattern.compile("(?i)\\b(?:stop|turn(?:ed)?\\s+off|switch(?:ed)?\\s+off|disable|no longer|"
            + "don'?t|do not|never|without|untick|uncheck|opt out|unsubscribe|hide|mute|remove|no more|won'?t|will not|"
            + "no need|leave out|take out|skip|exclude|except|drop|no thanks|not needed)\\b");
    private static final Pattern COUNT = Pattern.compile("(?i)(?<![\\p{L}\\p{N}\u2013\u2014-])(\\d+|one|two|three|four|five|six|seven|eight|"
            + "nine|ten)\\s+(\\p{L}[\\p{L}'-]*)(?![\\p{L}-])");
    /** Number words by their value: "zero" is 0, "twelve" 12. */
    static final List<String> NUMBER_WORDS = List.of("zero", "one", "two", "three", "four", "five", "six", "seven",
            "eight", "nine", "ten", "eleven", "twelve");
    private static final Pattern TITLE = Pattern.compile("\\b(?:for|called|named|titled|entitled)\\s+(?:the\\s+|a\\s+|an\\s+)?"
            + "(\\p{Lu}[\\p{L}\\p{N}'-]*(?:\\s+[\\p{L}\\p{N}'-]+){0,4}?)(?=\\s*(?:[,.;]|$|\\band\\b|\\bwith\\b|\\bon\\b))");
    private static final Pattern COMMIT = Pattern.compile("(?i)(?:save|update|apply|submit|confirm|continue|place|book|reserve|"
            + "send|done|ok|install|finish|print|download|pay|register|post|publish)\\b.*");
    private static final Set<Role> NUMERIC = Set.of(Role.SPIN, Role.SLIDER, Role.COMBO);

    private Alignment() {
    }

    /** A click whose words read as a sentence (three words or more) that no control on the screen is named by. */
    static boolean applies(SubGoal g, List<Element> pool, boolean literal) {
        if (g.kind() == Kind.NOTE) {
            return !content(g.target()).isEmpty();
        }
        if (g.kind() != Kind.CLICK || g.target() == null || literal || !g.where().isEmpty()
                && g.where().container() == null) {
            return false;
        }
        if (g.where().container() != null && (g.target().strip().split("\\s+").length < 3
                || g.where().container().matches("\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*)+"))) {
            return false; // "delete" in Marta Ruiz's row, "mark as received" for Norwood Timber: that row's button
        }
        String whole = g.where().container() == null ? g.target() : g.target() + " " + g.where().container();
        // boxes the clause names by their labels are ticked by the click itself (Moves.ticksNamed)
        if (whole.strip().split("\\s+").length < 3 || content(whole).isEmpty()
                || pool.stream().anyMatch(e -> Grounder.names(e, g.target()))) {
            return false;
        }
        List<Element> named = pool.stream().filter(e -> e.role() == Role.CHECKBOX && Labels.core(e.label()).length() >= 3
                && Labels.containsWords(g.target(), e.label())).toList();
        if (named.isEmpty() || ALL_BUT.matcher(whole).find()) {
            // "every list except the Saturday digest" names a box to leave out, not the one to tick
            return true;
        }
        // "only waterproof boots in size 42": the box and the size button, not the box alone
        Set<String> rest = content(whole);
        named.forEach(e -> rest.removeAll(content(e.label())));
        return pool.stream().anyMatch(e -> CONTROLS.contains(e.role()) && !e.has(State.OFFSCREEN) && !e.label().isBlank()
                && hits(rest, e.label()).size() == content(e.label()).size() && !content(e.label()).isEmpty());
    }

    private static final Set<Role> CONTROLS = Set.of(Role.BUTTON, Role.RADIO, Role.LIST_ITEM, Role.TAB, Role.COMBO);

    /**
     * The sub-goals the clause names on this screen, none already as asked; empty when the clause
     * names no control here.
     *
     * @param later whether the plan goes on after this clause (else a button that commits what was set may end it)
     */
    /**
     * A short label the clause says as a value of its own ("size M", "M and red"), not as the first word of a name ("the
     * IT help channel" is no press of an avatar's initials "IT").
     */
    private static boolean said(String clause, String label) {
        return java.util.regex.Pattern.compile("(?<![\\p{L}\\p{N}])" + java.util.regex.Pattern.quote(label)
                + "(?![\\p{L}\\p{N}])(?!\\s+(?!(?:and|or|then|please|too|instead|as well)\\b)\\p{L})").matcher(clause).find();
    }

    static List<SubGoal> expand(SubGoal g, List<Element> pool, Grounder grounder, boolean later) {
        // the grammar took "for the Sprint review" for a place: its words are still part of the sentence
        String said = g.where().container() == null ? g.target() : g.target() + " for " + g.where().container();
        // "the 40–49 age group": a range is one word with its dash, as an option writes it ("40-49" or "40–49")
        String clause = said.replaceAll("(?<=\\d)\\s*[–—]\\s*(?=\\d)", "-");
        Set<String> wanted = content(clause);
        Set<String> unwanted = unwanted(clause);
        wanted.removeAll(unwanted);
        // "centre the text": what a command acts on names no control ("Text style" is not the way to centre it)
        wanted.removeAll(OBJECTS);
        // "9:40" says a time: its 9 is no "9 years" and its 40 no "40 minutes"
        Matcher clock = CLOCK_DIGITS.matcher(clause);
        while (clock.find()) {
            wanted.remove(clock.group(1));
            wanted.remove(clock.group(2) != null ? clock.group(2) : clock.group(3));
        }
        List<SubGoal> every = everyOne(clause, pool, grounder);
        if (!every.isEmpty()) {
            return every;
        }
        List<SubGoal> allBut = allBut(clause, pool);
        if (!allBut.isEmpty()) {
            return allBut;
        }
        List<SubGoal> only = onlyThese(clause, pool);
        if (!only.isEmpty()) {
            return only;
        }
        boolean off = OFF.matcher(clause).find();
        // the clause's verb ("add olives...") is what to do, not a button's name
        String verb = clause.strip().split("\\s+")[0].toLowerCase(Locale.ROOT);
        List<SubGoal> tabs = new ArrayList<>();
        List<Element> options = new ArrayList<>();
        java.util.Map<Element, Element> radioOf = new java.util.HashMap<>();
        List<SubGoal> sets = new ArrayList<>();
        Set<String> used = new LinkedHashSet<>();
        List<Element> byOrder = pool.stream().filter(e -> !e.label().isBlank() && !e.has(State.OFFSCREEN))
                .sorted(ReadingOrder.COMPARATOR).toList();
        counts(clause, pool, grounder).forEach(c -> {
            sets.add(c);
            used.addAll(content(c.target()));
        });
        Set<String> tokens = new LinkedHashSet<>(List.of(clause.split("[^\\p{L}\\p{N}]+")));
        int bestCell = byOrder.stream().filter(e -> e.role() == Role.TABLE_CELL).mapToInt(e -> hits(wanted, e.label()).size())
                .max().orElse(0);
        // in a file chooser, folders (its path bar's buttons, its rows) are walked by the step that finds the file
        boolean chooser = FileChoosers.shown(pool);
        for (Element e : byOrder) {
            if (chooser && Set.of(Role.BUTTON, Role.TABLE_CELL, Role.LINK).contains(e.role())) {
                continue;
            }
            Set<String> hit = hits(wanted, e.label());
            if (hit.isEmpty() && e.label().strip().matches("[\\p{Lu}\\d]{1,3}") && tokens.contains(e.label().strip())
                    && said(clause, e.label().strip()) && (e.role() == Role.RADIO || e.role() == Role.LIST_ITEM || e.role() == Role.BUTTON)) {
                // "size M": a short label the clause writes the same way (S, M, XL)
                hit = Set.of(e.label().strip().toLowerCase(Locale.ROOT));
                if (e.role() == Role.BUTTON && !e.has(State.SELECTED) && !e.has(State.CHECKED)) {
                    sets.add(SubGoal.of(Kind.CLICK, e.label()));
                    continue;
                }
            }
            hit.removeAll(used);
            if (hit.isEmpty() || hits(unwanted, e.label()).size() > 0 && hit.size() < 2) {
                continue;
            }
            if (!off && hit.stream().allMatch(w -> negated(clause, w))) {
                // "make sure my card doesn't get blocked" names no "Blocked payment?" to tick or press (where the negation
                // is the clause's own way of saying off, "I don't need the documentation", the box is unticked)
                continue;
            }
            switch (e.role()) {
                case TAB -> {
                    if (!e.has(State.SELECTED)) {
                        tabs.add(SubGoal.of(Kind.SWITCH_TAB, e.label()));
                    }
                }
                case CHECKBOX -> {
                    Set<String> own = hits(wanted, e.label());
                    if (own.size() == 1 && content(e.label()).size() >= 6) {
                        continue; // "still ring me" says one word of "Let a second call from the same person ring (within ...)"
                    }
                    if (own.equals(Set.of(verb)) && !off) {
                        continue; // "scan this letter in colour": the clause's verb is what is done, not the box "Scan both sides"
                    }
                    if (byOrder.stream().anyMatch(b -> b != e && b.role() == Role.CHECKBOX && hits(wanted, b.label()).containsAll(own)
                            && hits(wanted, b.label()).size() > own.size())) {
                        continue; // "the coach back to the hotel": the box that says all of it, not "Coach to the ceremony ... Hotel"
                    }
                    if (Effects.knowsCheck(e) && e.has(State.CHECKED) == off) {
                        sets.add(SubGoal.of(off ? Kind.UNTICK : Kind.TICK, e.label()));
                    }
                    used.addAll(hit);
                }
                case TABLE_CELL -> {
                    if (hit.size() < bestCell) {
                        continue; // "Norwood Timber" names its row; "Norwood Paints" shares a word only
                    }
                    // a row of a check or radio list is chosen by its box ("tomorrow" in Overnight's row)
                    Optional<Element> box = byOrder.stream().filter(b -> b.role().checkable() && Answers.sameRow(b, e)).findFirst();
                    boolean on = box.isPresent() && box.get().has(State.CHECKED);
                    String name = box.map(b -> b.label().isBlank() ? e.label() : b.label()).orElse(e.label());
                    if (box.isPresent() && Effects.knowsCheck(box.get()) && box.get().role() == Role.CHECKBOX && on == off) {
                        sets.add(SubGoal.of(off ? Kind.UNTICK : Kind.TICK, name));
                    } else if (box.isPresent() && Effects.knowsCheck(box.get()) && box.get().role() != Role.CHECKBOX && !on && !off) {
                        sets.add(SubGoal.of(Kind.CHOOSE, name));
                    } else if (box.isEmpty() && !e.has(State.SELECTED) && !off) {
                        sets.add(SubGoal.of(Kind.CHOOSE, e.label()));
                    }
                    used.addAll(hit);
                }
                case RADIO, LIST_ITEM -> options.add(e);
                case TEXT, LABEL -> {
                    // read from pixels, a radio or box has no name: the words to its right on its line are its label
                    Optional<Element> box = pool.stream().filter(b -> b.role().checkable() && b.label().isBlank()
                            && Answers.sameRow(b, e) && b.box().right() <= e.box().x() + 4 && e.box().x() - b.box().right() < 40).findFirst();
                    if (box.isPresent() && box.get().role() == Role.RADIO) {
                        options.add(e); // chosen as one of its group, as a radio the tree names is
                        radioOf.put(e, box.get());
                    } else if (box.isPresent()) {
                        boolean on = box.get().has(State.CHECKED);
                        if (box.get().role() == Role.CHECKBOX && on == off) {
                            sets.add(SubGoal.of(off ? Kind.UNTICK : Kind.TICK, e.label()));
                        }
                        used.addAll(hit);
                    }
                }
                case BUTTON, LINK -> {
                    if (Effects.knowsCheck(e)) {
                        // a switch: on or off as the clause says
                        if (e.has(State.CHECKED) == off) {
                            sets.add(SubGoal.of(off ? Kind.UNTICK : Kind.TICK, e.label()));
                        }
                        used.addAll(hit);
                    } else if (hit.size() == content(e.label()).size() && !COMMIT.matcher(e.label()).matches()
                            && !hit.contains(verb) && !header(e, byOrder) && !dropped(e, pool) && !(NEW_THING.matcher(e.label()).matches() && !MAKING.matcher(verb).matches())) {
                        // ("New chat" makes a chat: "mute the Book club chat" does not ask for one)
                        // "make it green" and a button named Green: every word of its name is in the clause
                        sets.add(SubGoal.of(Kind.CLICK, e.label()));
                        used.addAll(hit);
                    }
                }
                default -> { }
            }
        }
        // of each group's options, the one the clause names most ("in two days": Express, 2 working days; not Standard's days)
        // (the group named most first: "two hours" is 2 hours, and "hours" is then no wish for 4 hours in a group below)
        Set<String> chosen = new java.util.HashSet<>();
        List<List<Element>> groups = new ArrayList<>(groups(options, byOrder));
        groups.sort(java.util.Comparator.comparingInt((List<Element> grp) -> grp.stream()
                .mapToInt(o -> hits(wanted, o.label()).size()).max().orElse(0)).reversed());
        for (List<Element> group : groups) {
            choose(group, wanted, tokens, chosen, radioOf, sets);
        }
        used.addAll(chosen);
        sets.addAll(namedComboBoxes(clause, used, byOrder, pool));
        sets.addAll(names(clause, used, pool));
        sets.addAll(email(clause, pool));
        sets.addAll(phone(clause, pool));
        sets.addAll(money(clause, pool));
        List<SubGoal> quantity = measured(clause, used, pool);
        sets.addAll(quantity);
        sets.addAll(recipient(clause, used, pool));
        sets.addAll(source(clause, pool));
        sets.addAll(pairs(clause, used, pool));
        sets.addAll(inComboBoxes(clause, wanted, used, pool, grounder));
        sets.addAll(qualifiedCombos(clause, wanted, used, pool, sets));
        sets.addAll(placeholderDrop(clause, wanted, used, pool, sets));
        boolean none = sets.isEmpty();
        if (sets.stream().noneMatch(st -> st.kind() == Kind.TICK || st.kind() == Kind.UNTICK)) {
            meantSwitch(clause, pool, grounder).ifPresent(sets::add);
        }
        if (none) {
            meantDrop(clause, pool, grounder).ifPresent(sets::add);
        }
        sets.addAll(monochrome(clause, pool));
        sets.addAll(onlyTheDays(clause, pool, sets));
        clockDrop(clause, pool).ifPresent(c -> {
            // (a word beside "time" in the clause, "each time", is no option of it: the clock the clause says is)
            sets.removeIf(st -> st.kind() == Kind.CHOOSE && c.where().container().equals(st.where().container())
                    && (st.target() == null || !st.target().matches(".*\\d.*")));
            sets.add(c);
        });
        Set<String> seen = new java.util.HashSet<>();
        sets.removeIf(s -> !seen.add(s.kind() == Kind.TYPE ? "type into " + s.target() : s.describe()));
        if (tabs.isEmpty()) {
            // what the clause names and the screen does not show may be folded away ("Advanced" holds Record audio)
            collapsed(wanted, used, pool, g.where().container()).ifPresent(s -> tabs.add(SubGoal.of(Kind.EXPAND, s.label())));
            // "the Northgate store" and a drop-down named Your store: opened to choose from, not pressed as a command as well
            tabs.forEach(t -> sets.removeIf(c -> c.kind() == Kind.CLICK && Labels.same(c.target(), t.target())));
        }
        if (sets.isEmpty() && tabs.isEmpty()) {
            return List.of();
        }
        List<SubGoal> all = new ArrayList<>(tabs.isEmpty() ? List.of() : tabs.subList(0, 1));
        // in the screen's reading order, as a person fills a form top to bottom
        List<SubGoal> ordered = new ArrayList<>(sets);
        ordered.sort(java.util.Comparator.comparingInt(s -> top(s, pool)));
        if (quantity.size() == 2 && ordered.remove(quantity.get(1))) {
            // (the page is worked out again once the number is in)
            ordered.add(ordered.indexOf(quantity.get(0)) + 1, quantity.get(1));
        }
        all.addAll(ordered);
        if (!later && !sets.isEmpty()) {
            commit(wanted, pool).or(() -> WISH.matcher(clause).lookingAt() ? purchase(pool) : Optional.empty())
                    .or(() -> SENDS.matcher(verb).matches() ? commitButton(clause, pool) : Optional.empty())
                    .ifPresent(all::add);
        }
        return all;
    }

    /**
     * "... and the event reminders" when no control says so but a section is folded ("More options"):
     * the section to open, after which the clause is read again.
     */
    static Optional<Element> collapsed(Set<String> wanted, Set<String> used, List<Element> pool) {
        return collapsed(wanted, used, pool, null);
    }

    /**
     * @param place the row the clause names ("the work alarm"), or null: of the rows' folded "More options", the one on the
     *              row that says the place's words, when one says more of them than every other
     */
    static Optional<Element> collapsed(Set<String> wanted, Set<String> used, List<Element> pool, String place) {
        Set<String> missing = new LinkedHashSet<>(wanted);
        missing.removeAll(used);
        // a word only a paragraph says (a help text that repeats the goal's words) is still missing from the controls
        missing.removeIf(w -> w.length() < 4 || pool.stream().anyMatch(e -> (e.role().control() || content(e.label()).size() <= 5)
                && !hits(Set.of(w), e.label()).isEmpty()));
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        List<Element> folded = pool.stream().filter(e -> e.role() == Role.BUTTON && e.has(State.COLLAPSED) && !e.label().isBlank()
                && !Roles.arrowed(e) && !e.has(State.OFFSCREEN) && !dropped(e, pool) && shown(e, pool).isEmpty())
                .sorted(ReadingOrder.COMPARATOR).toList();
        if (place != null && folded.size() >= 2) {
            String row = Places.named(place);
            int most = folded.stream().mapToInt(e -> Places.rowHits(row, e, pool)).max().orElse(0);
            List<Element> mine = folded.stream().filter(e -> Places.rowHits(row, e, pool) == most).toList();
            if (most > 0 && mine.size() == 1) {
                return Optional.of(mine.get(0));
            }
        }
        return folded.stream().findFirst()
                // read from pixels, a folded section has no state: its title says there is more
                .or(() -> pool.stream().filter(e -> !e.has(State.OFFSCREEN) && !e.has(State.EXPANDED)
                        && MORE.matcher(Labels.core(e.label())).matches()).min(ReadingOrder.COMPARATOR));
    }

    /**
     * A drop-down button whose list shows under it though its state still says collapsed (a page that shows its menu
     * without telling the tree): pressing it again would shut what the clause chooses from.
     */
    private static boolean dropped(Element button, List<Element> pool) {
        return pool.stream().filter(o -> (o.role() == Role.LIST_ITEM || o.role() == Role.MENU_ITEM) && !o.has(State.OFFSCREEN)
                && o.box().y() >= button.box().bottom() - 4 && o.box().y() - button.box().bottom() < 240
                && o.box().right() > button.box().x() - 200 && o.box().x() < button.box().right() + 200).count() >= 2;
    }

    private static final Pattern MORE = Pattern.compile("(?:[▶▸►›>+]\\s*)?(?:show\\s+)?(?:more|advanced|additional|other|extra)"
            + "(?:\\s+(?:options|settings|preferences|choices|filters|details|fields))?|show\\s+(?:more|all|advanced)");

    /**
     * Options in groups, as a form shows them: a text between options that is not one of their
     * own labels (a legend: "Colour", "Size") starts the next group.
     */
    private static List<List<Element>> groups(List<Element> options, List<Element> byOrder) {
        List<List<Element>> out = new ArrayList<>();
        List<Element> current = new ArrayList<>();
        for (Element e : byOrder) {
            if (options.contains(e)) {
                current.add(e);
            } else if (!current.isEmpty() && (e.role() == Role.LABEL || e.role() == Role.TEXT || e.role() == Role.HEADING)
                    && !outside(e, current, byOrder)
                    && options.stream().noneMatch(o -> Labels.same(o.label(), e.label()))
                    // (an option's own second line, "uploaded 17 March 2031" under its file's name, is part of its label)
                    && options.stream().noneMatch(o -> Labels.containsWords(o.label(), e.label()))) {
                out.add(current);
                current = new ArrayList<>();
            }
        }
        if (!current.isEmpty()) {
            out.add(current);
        }
        return out;
    }

    /**
     * A text that lies outside the dialog or panel the options are in ("Chime volume" of the page behind a modal, read from
     * its pixels between two of the modal's radios) is no legend of theirs.
     */
    private static boolean outside(Element text, List<Element> options, List<Element> byOrder) {
        String box = options.get(0).container();
        if (box == null || box.isBlank() || box.equals(text.container())
                || options.stream().anyMatch(o -> !box.equals(o.container()))) {
            return false;
        }
        Rect hull = byOrder.stream().filter(e -> box.equals(e.container())).map(Element::box).reduce(Rect::union).orElseThrow();
        return text.box().right() <= hull.x() || text.box().x() >= hull.right();
    }

    /** The option of a group the clause names most; none on a tie. */
    private static void choose(List<Element> options, Set<String> wanted, Set<String> tokens, Set<String> used,
                               java.util.Map<Element, Element> radioOf, List<SubGoal> sets) {
        Element best = null;
        int most = 0;
        boolean tie = false;
        for (Element e : options) {
            Set<String> own = hits(wanted, e.label());
            own.removeAll(used);
            int n = own.size() + (e.label().strip().matches("[\\p{Lu}\\d]{1,3}")
                    && tokens.contains(e.label().strip()) ? 1 : 0);
            tie = n == most && best != null;
            if (n > most) {
                most = n;
                best = e;
                tie = false;
            }
        }
        if (best != null && !tie) {
            Element state = radioOf.getOrDefault(best, best);
            if (!state.has(State.SELECTED) && !state.has(State.CHECKED)) {
                sets.add(SubGoal.of(Kind.CHOOSE, best.label()));
            }
            used.addAll(hits(wanted, best.label()));
        }
    }

    /** "two adults and two kids in one room": a count for each number field, slider or +/- pair the noun names. */
    private static List<SubGoal> counts(String clause, List<Element> pool, Grounder grounder) {
        List<SubGoal> out = new ArrayList<>();
        boolean numeric = pool.stream().anyMatch(e -> NUMERIC.contains(e.role()))
                || pool.stream().anyMatch(e -> e.role() == Role.BUTTON && e.label().strip().matches("(?i)[+−–-]|.*\\b(?:add|more|fewer|"
                + "remove|increase|decrease)\\b.*"));
        if (!numeric) {
            return out;
        }
        Matcher m = COUNT.matcher(clause);
        while (m.find()) {
            Double n = count(m.group(1));
            String noun = m.group(2);
            if (n == null || STOP.contains(noun.toLowerCase(Locale.ROOT))) {
                continue;
            }
            Grounder.Grounding g = grounder.ground(new Grounder.Query(noun, NUMERIC, false, Qualifiers.NONE),
                    pool.stream().filter(e -> !e.label().isBlank() && e.role() != Role.BUTTON).toList());
            if (g.found() && (NUMERIC.contains(g.element().role()) || Steppers.near(g.element(), pool).isPresent()
                    || Grounder.besideLabel(g.element(), NUMERIC, pool).isPresent())) {
                out.add(new SubGoal(Kind.SET_VALUE, g.element().label(), null, null, null, false, null, n, null, null, null,
                        null, null));
            }
        }
        return out;
    }

    private static final Pattern EVERY = Pattern.compile("(?i)^(\\p{L}+)\\s+(?:both|all|every|each)\\s+(?:of\\s+)?(?:the\\s+)?"
            + "(\\p{L}[\\p{L}-]+)");

    /**
     * "Silence both engineers": the button repeated on every card or row (Mute), pressed on each
     * card whose words name the kind (Engineer), each named by the card's other words (its person).
     */
    private static List<SubGoal> everyOne(String clause, List<Element> pool, Grounder grounder) {
        Matcher m = EVERY.matcher(clause.strip());
        if (!m.find()) {
            return List.of();
        }
        Set<String> kind = content(m.group(2));
        List<Element> kinds = pool.stream().filter(e -> !e.role().control() && !hits(kind, e.label()).isEmpty()
                && content(e.label()).size() <= 3).toList();
        List<Element> repeated = pool.stream().filter(e -> e.role() == Role.BUTTON && !e.label().isBlank()
                && pool.stream().filter(o -> o.role() == Role.BUTTON && o.label().equals(e.label())).count() >= 2).toList();
        if (kinds.size() < 2 || repeated.isEmpty()) {
            return List.of();
        }
        List<String> names = repeated.stream().map(Element::label).distinct().toList();
        String button = names.get(0);
        if (names.size() > 1) {
            List<Element> one = names.stream().map(n -> repeated.stream().filter(e -> e.label().equals(n)).findFirst().orElseThrow())
                    .toList();
            Optional<double[]> sim = grounder.similarity(m.group(1), one);
            int best = 0;
            for (int i = 1; sim.isPresent() && i < one.size(); i++) {
                best = sim.get()[i] > sim.get()[best] ? i : best;
            }
            button = names.get(best);
        }
        String press = button;
        List<SubGoal> out = new ArrayList<>();
        for (Element k : kinds) {
            Optional<Element> b = repeated.stream().filter(e -> e.label().equals(press))
                    .min(java.util.Comparator.comparingDouble(e -> Places.distance(k.box(), e.box())));
            // the card's other words nearest its kind word ("Wen Li" above "Engineer"): nearest the button can be a
            // neighbour card's name, or a stray word of a heading, when the button sits far across the card
            Optional<Element> owner = b.flatMap(x -> pool.stream().filter(e -> e != k && !e.role().control() && !e.label().isBlank()
                            && e.role() != Role.HEADING && hits(kind, e.label()).isEmpty())
                    .min(java.util.Comparator.comparingDouble(e -> Places.distance(k.box(), e.box()))));
            owner.ifPresent(o -> out.add(SubGoal.of(Kind.CLICK, press).withWhere(Qualifiers.NONE.withContainer(o.label()))));
        }
        return out.size() >= 2 ? out : List.of();
    }

    private static final Pattern MONOCHROME = Pattern.compile("(?i)\\b(?:black\\s+(?:and|&)\\s+white|gr[ae]y\\s*scale|monochrome|mono)\\b");

    /**
     * "in black and white" where the form has no such option, only a Colour box that is ticked: the box off. (A form that
     * says "Black and white" is chosen by the clause's words as any option is.)
     */
    static List<SubGoal> monochrome(String clause, List<Element> pool) {
        if (!MONOCHROME.matcher(clause).find() || pool.stream().anyMatch(e -> e.label().matches("(?i).*\\b(?:black|mono|gr[ae]y)\\w*\\b.*"))) {
            return List.of();
        }
        return pool.stream().filter(e -> e.role().checkable() && e.role() != Role.RADIO && Effects.knowsCheck(e)
                        && e.has(State.CHECKED) && e.label().strip().matches("(?i)colou?r(?:\\s+printing)?"))
                .findFirst().map(e -> List.of(SubGoal.of(Kind.UNTICK, e.label()))).orElse(List.of());
    }

    private static final Pattern ALL_BUT = Pattern.compile("(?i)\\b(?:every|everywhere|everything|all|each|any)\\b.*?\\b(except(?:\\s+for)?|"
            + "but(?:\\s+not)?|apart\\s+from|other\\s+than|besides|save\\s+for)\\s+(?:the\\s+|my\\s+|for\\s+)?(.+)$");

    /**
     * "Unsubscribe me from every mailing list except the Saturday digest": each box set as the clause
     * says, the ones it excepts the other way. Only where two boxes or more show and the exception
     * names one of them.
     */
    private static List<SubGoal> allBut(String clause, List<Element> pool) {
        Matcher m = ALL_BUT.matcher(clause);
        if (!m.find()) {
            return List.of();
        }
        // (the exception's own word, "except", says nothing of the rest being on or off: "vacuum everywhere except ...")
        boolean off = OFF.matcher(clause.substring(0, m.start(1))).find();
        Set<String> exception = content(m.group(2));
        java.util.Map<Element, String> names = new java.util.LinkedHashMap<>();
        java.util.Map<Element, String> rows = new java.util.HashMap<>();
        for (Element box : pool.stream().filter(e -> e.role().checkable() && e.role() != Role.RADIO && Effects.knowsCheck(e)
                && !e.has(State.OFFSCREEN)).sorted(ReadingOrder.COMPARATOR).toList()) {
            String name = box.label().isBlank() ? pool.stream().filter(e -> !e.role().control() && !e.label().isBlank()
                    && Answers.sameRow(e, box) && e.box().x() >= box.box().x()).min(java.util.Comparator.comparingInt(
                    e -> e.box().x())).map(Element::label).orElse("") : box.label();
            if (!name.isBlank()) {
                names.put(box, name);
                rows.put(box, name + " " + pool.stream().filter(e -> !e.role().checkable() && !e.label().isBlank()
                        && Answers.sameRow(e, box)).map(Element::label).collect(java.util.stream.Collectors.joining(" ")));
            }
        }
        // "everywhere downstairs except the kitchen": only the rows that say the floor (Ground floor), when some do and
        // some do not; words no row says ("every mailing list") ask for every box
        Set<String> scope = scope(clause.substring(m.start() , m.start(1)));
        long inScope = names.keySet().stream().filter(b -> !hits(scope, rows.get(b)).isEmpty()).count();
        boolean narrowed = inScope > 0 && inScope < names.size();
        List<SubGoal> out = new ArrayList<>();
        int boxes = 0;
        boolean named = false;
        for (java.util.Map.Entry<Element, String> e : names.entrySet()) {
            if (narrowed && hits(scope, rows.get(e.getKey())).isEmpty()) {
                continue;
            }
            String name = e.getValue();
            boxes++;
            boolean excepted = hits(exception, name).size() == Math.min(exception.size(), content(name).size())
                    && !hits(exception, name).isEmpty();
            named |= excepted;
            boolean on = excepted == off;
            if (e.getKey().has(State.CHECKED) != on) {
                out.add(SubGoal.of(on ? Kind.TICK : Kind.UNTICK, name));
            }
        }
        return boxes >= 2 && named ? out : List.of();
    }

    /** Where a place is told by the floor it is on, the words rows use for it. */
    private static final java.util.Map<String, Set<String>> FLOORS = java.util.Map.of(
            "downstairs", Set.of("downstairs", "ground", "lower"),
            "upstairs", Set.of("upstairs", "first", "upper", "top"));

    /** The words between "every" and "except" that may say which rows ("downstairs", "weekday"), a floor as rows say it. */
    private static Set<String> scope(String head) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : content(head.replaceFirst("(?i)^\\s*(?:every|everywhere|everything|all|each|any)\\b", ""))) {
            out.addAll(FLOORS.getOrDefault(w, Set.of(w)));
        }
        return out;
    }

    private static final Pattern ONLY = Pattern.compile("(?i)\\b(?:only|just|nothing\\s+else|no\\s+other|none\\s+of\\s+the\\s+others?)\\b");

    /**
     * "I only want email notifications when someone mentions me, nothing else by email": of the switches a word of the
     * clause groups ("Email for Comments", "Email for Mentions", ...), the ones the rest of the clause names on, the
     * others of that group off; other groups (Push) untouched. A switch read as a button counts when one of its group
     * reports being on.
     */
    private static List<SubGoal> onlyThese(String clause, List<Element> pool) {
        if (!ONLY.matcher(clause).find()) {
            return List.of();
        }
        List<Element> toggles = pool.stream().filter(e -> !e.label().isBlank() && !e.has(State.OFFSCREEN)
                && (e.role().checkable() && e.role() != Role.RADIO && Effects.knowsCheck(e) || e.role() == Role.BUTTON)).toList();
        Set<String> words = content(clause);
        for (String group : words) {
            List<Element> members = toggles.stream().filter(e -> hits(Set.of(group), e.label()).size() == 1).toList();
            boolean switches = members.stream().anyMatch(e -> e.has(State.CHECKED))
                    && members.stream().allMatch(e -> e.role().checkable() || e.role() == Role.BUTTON);
            if (members.size() < 2 || !switches) {
                continue;
            }
            Set<String> wanted = new LinkedHashSet<>(words);
            wanted.remove(group);
            List<Element> on = members.stream().filter(e -> !hits(wanted, e.label()).isEmpty()).toList();
            if (on.isEmpty() || on.size() == members.size()) {
                continue;
            }
            List<SubGoal> out = new ArrayList<>();
            for (Element e : members) {
                boolean want = on.contains(e);
                if (e.has(State.CHECKED) != want) {
                    out.add(SubGoal.of(want ? Kind.TICK : Kind.UNTICK, e.label()));
                }
            }
            return out;
        }
        return List.of();
    }

    /** Where the control a sub-goal acts on stands (its box's top), for ordering; the end when it is not found. */
    private static int top(SubGoal s, List<Element> pool) {
        String name = s.kind() == Kind.CHOOSE && s.where().container() != null ? s.where().container() : s.target();
        return pool.stream().filter(e -> name != null && Labels.same(e.label(), name)).mapToInt(e -> e.box().y()).min()
                .orElseGet(() -> pool.stream().filter(e -> name != null && e.role().editable() && Labels.containsWords(e.label(), name))
                        .mapToInt(e -> e.box().y()).min().orElse(Integer.MAX_VALUE)); // "name": First name and Last name
    }

    /** A column's header: two cells or boxes or more stand under it. */
    static boolean header(Element b, List<Element> all) {
        List<Element> below = all.stream().filter(e -> (e.role() == Role.TABLE_CELL || e.role().checkable())
                && e.box().y() > b.box().bottom() - 2
                && Math.abs(e.box().center().x() - b.box().center().x()) <= Math.max(b.box().width(), e.box().width()) / 2)
                .toList();
        // a column's first row starts right under its header; boxes two headings further down are another group's
        return below.size() >= 2 && below.stream().mapToInt(e -> e.box().y() - b.box().bottom()).min().orElse(0)
                <= Math.max(30, b.box().height() * 2);
    }

    /** "the Finance department" beside a combo box labelled Department: the capitalised words next to its name. */
    private static List<SubGoal> namedComboBoxes(String clause, Set<String> used, List<Element> byOrder, List<Element> pool) {
        List<SubGoal> out = new ArrayList<>();
        for (Element combo : pool.stream().filter(e -> e.role() == Role.COMBO).toList()) {
            String name = Labels.core(nameOf(combo, pool).label());
            if (name.isBlank() || name.split(" ").length > 3) {
                continue;
            }
            String q = Pattern.quote(name);
            String run = "\\p{Lu}[\\p{L}\\p{N}'-]*";
            // case matters for the value (a capitalised name), not for the box's own name
            Matcher after = Pattern.compile("\\b(?i:" + q + ")\\s*(?::|is|=|of)?\\s+(" + run + "(?:\\s+[\\p{Lu}\\p{N}][\\p{L}\\p{N}'-]*)*)")
                    .matcher(clause);
            Matcher before = Pattern.compile("(" + run + "(?:\\s+" + run + ")*)\\s+(?i:" + q + ")\\b").matcher(clause);
            String value = null;
            if (after.find()) {
                value = after.group(1);
                if (combo.value() != null && combo.value().toLowerCase(Locale.ROOT).startsWith(name.toLowerCase(Locale.ROOT) + " ")) {
                    value = after.group(0).strip(); // "Room C" where the box holds "Room A"
                }
            } else if (before.find() && !(before.start() == 0 && !before.group(1).contains(" "))) {
                value = before.group(1).replaceFirst("^(?:Add|Put|Move|Set|Choose|Pick|Select)\\s+", "");
            }
            // ("until I get up": a pronoun or an article is no value, capitalised or not)
            if (value == null || combo.value() != null && Labels.same(combo.value(), value)
                    || value.matches("(?:I|I'm|I'd|I'll|I've|It|We|You|He|She|They|My|Our|Your|The|A|An|This|That|There)")) {
                continue;
            }
            out.add(SubGoal.of(Kind.CHOOSE, value).withWhere(Qualifiers.NONE.withContainer(nameOf(combo, pool).label()
                    .replaceAll("[:*]", "").strip())));
            used.addAll(content(value));
            used.addAll(content(name));
        }
        return out;
    }

    private static final Pattern EMAIL = Pattern.compile("[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+");

    /** "Register Priya Das (priya@das.io)": an address goes into the one empty email field. */
    private static List<SubGoal> email(String clause, List<Element> pool) {
        Matcher m = EMAIL.matcher(clause);
        List<Element> fields = emptyFields(pool, ".*\\be ?mail\\b.*");
        return m.find() && fields.size() == 1 ? List.of(new SubGoal(Kind.TYPE, fields.get(0).label(), m.group(), null, null, false,
                null, null, null, null, null, null, null)) : List.of();
    }

    /** The empty text fields whose label matches: the one that takes an address, a number, a name. */
    private static List<Element> emptyFields(List<Element> pool, String label) {
        return pool.stream().filter(e -> e.role() == Role.TEXT_FIELD && (e.value() == null || e.value().isBlank())
                && Labels.core(e.label()).matches(label)).toList();
    }

    /** "£640", "$1,200.50", "75 euros": a sum of money, its number in group 1 or 2. */
    static final Pattern MONEY = Pattern.compile("(?i)[£$€¥]\\s?(\\d[\\d,]*(?:\\.\\d{1,2})?)(?![\\d])|(?<![\\w.])(\\d[\\d,]*"
            + "(?:\\.\\d{1,2})?)\\s?(?:[£$€¥]|euros?|dollars?|pounds?|usd|eur|gbp|chf)\\b");

    /** "send Marta £640": the sum goes into the one empty field for an amount, as digits. */
    private static List<SubGoal> money(String clause, List<Element> pool) {
        Matcher m = MONEY.matcher(clause);
        String amount = ".*\\b(?:amount|sum|how much|value|total|payment|price|transfer)\\b.*";
        List<Element> fields = emptyFields(pool, amount);
        if (!m.find()) {
            return List.of();
        }
        String number = (m.group(1) != null ? m.group(1) : m.group(2)).replace(",", "");
        List<Element> spins = pool.stream().filter(e -> (e.role() == Role.SPIN || e.role() == Role.SLIDER)
                && Labels.core(e.label()).matches(amount)).toList();
        if (fields.isEmpty() && spins.size() == 1) {
            // "worth £40" beside an Amount spin box: its number set
            return List.of(new SubGoal(Kind.SET_VALUE, spins.get(0).label(), null, null, null, false, null,
                    Double.valueOf(number), null, null, null, null, null));
        }
        if (fields.size() != 1) {
            return List.of();
        }
        return List.of(new SubGoal(Kind.TYPE, fields.get(0).label(), number, null, null, false, null, null, null, null, null,
                null, null));
    }

    /** "about 2,900 kWh", "12.5 miles", "40 hours": a number and the unit it is counted in. */
    private static final Pattern QUANTITY = Pattern.compile("(?<![\\p{L}\\p{N}£$€.,-])(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)\\s*"
            + "(\\p{L}{2,}|m²|m2)(?![\\p{L}])");
    /** A button that works out again what a field's number changes ("Update estimates", "Recalculate"). */
    private static final Pattern RECOUNT = Pattern.compile("(?i)\\s*(?:update|recalculate|calculate|refresh|estimate|show|get|"
            + "compare|apply|go)\\b.{0,30}");

    /**
     * "We use about 2,900 kWh of electricity a year" beside a field labelled "Your yearly electricity use (kWh)": the
     * number goes into the one field whose label says the unit, in place of what it holds, and the button beside it that
     * works the page out again is pressed. A unit no single field says is left to the rest of the reading.
     */
    private static List<SubGoal> measured(String clause, Set<String> used, List<Element> pool) {
        Matcher m = QUANTITY.matcher(clause);
        while (m.find()) {
            String unit = m.group(2).toLowerCase(Locale.ROOT);
            if (STOP.contains(unit) || NUMBER_WORDS.contains(unit) || used.contains(unit) || unit.matches("am|pm|st|nd|rd|th")) {
                continue;
            }
            Pattern says = Pattern.compile("(?i).*(?<![\\p{L}])" + Pattern.quote(unit) + "(?![\\p{L}]).*");
            // each field that says the unit, with the name it goes by (its own, else the label that says the unit for it)
            java.util.Map<Element, String> fields = new java.util.LinkedHashMap<>();
            for (Element e : pool) {
                if (e.has(State.OFFSCREEN)) {
                    continue;
                }
                if (e.role() == Role.TEXT_FIELD && says.matcher(e.label()).matches()) {
                    fields.put(e, e.label());
                } else if ((e.role() == Role.LABEL || e.role() == Role.TEXT) && e.label().length() <= 60
                        && says.matcher(e.label()).matches()) {
                    // read from pixels, a field has no name: the label over it or on its left says the unit
                    Grounder.besideLabel(e, Set.of(Role.TEXT_FIELD), pool)
                            .ifPresent(f -> fields.putIfAbsent(f, f.label().isBlank() ? e.label() : f.label()));
                }
            }
            List<Element> open = fields.keySet().stream().filter(f -> f.value() == null || f.value().isBlank()
                    || f.value().strip().matches("[\\d.,\\s]+")).toList();
            if (open.size() != 1) {
                continue;
            }
            Element field = open.get(0);
            String name = fields.get(field);
            if (name.isBlank()) {
                continue;
            }
            List<SubGoal> out = new ArrayList<>(List.of(new SubGoal(Kind.TYPE, name, m.group(1).replace(",", ""), null, null, false,
                    null, null, null, null, null, null, null)));
            pool.stream().filter(b -> b.role() == Role.BUTTON && !b.has(State.OFFSCREEN) && RECOUNT.matcher(b.label()).matches()
                            && Math.abs(b.box().center().y() - field.box().center().y()) <= 30 && b.box().x() >= field.box().right() - 4
                            && b.box().x() - field.box().right() <= 200)
                    .min(java.util.Comparator.comparingInt(b -> b.box().x()))
                    .ifPresent(b -> out.add(SubGoal.of(Kind.CLICK, b.label())));
            used.add(unit);
            return out;
        }
        return List.of();
    }

    private static final Pattern RECIPIENT = Pattern.compile("^(?i:send|give|pay|gift|email|e-mail|message|text|invite|"
            + "transfer\\s+to|pay\\s+to|write\\s+to)\\s+(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?)\\b");

    /** "Send Tomasz a gift card": the person goes into the one empty field for whom it is for. */
    private static List<SubGoal> recipient(String clause, Set<String> used, List<Element> pool) {
        Matcher m = RECIPIENT.matcher(clause.strip());
        if (!m.find() || used.contains(m.group(1).toLowerCase(Locale.ROOT))) {
            return List.of();
        }
        List<Element> fields = emptyFields(pool, ".*\\b(?:recipient'?s?|name|to|payee|who|friend'?s?|person|guest'?s?)\\b.*");
        return fields.size() == 1 ? List.of(new SubGoal(Kind.TYPE, fields.get(0).label(), m.group(1), null, null, false, null,
                null, null, null, null, null, null)) : List.of();
    }

    private static final Pattern SOURCE = Pattern.compile("(?i)\\b(?:out\\s+of|from)\\s+(?:my|our|the)\\s+"
            + "(\\p{L}[\\p{L}'’ -]{2,30}?)(?:\\s+(?:account|pot|card|wallet))?\\s*[.!]?$");
    private static final Pattern SOURCE_LABEL = Pattern.compile("(?i).*\\b(?:from|source|debit|pay\\s+with|funding)\\b.*");

    /** "... out of my holiday savings": that account chosen in the drop-down labelled Pay from (its options show once opened). */
    private static List<SubGoal> source(String clause, List<Element> pool) {
        Matcher m = SOURCE.matcher(clause.strip());
        if (!m.find()) {
            return List.of();
        }
        for (Element label : pool) {
            if ((label.role() == Role.LABEL || label.role() == Role.TEXT) && label.label().length() <= 30
                    && SOURCE_LABEL.matcher(label.label()).matches()) {
                Optional<Element> drop = Grounder.besideLabel(label, Set.of(Role.COMBO, Role.BUTTON), pool)
                        .filter(Roles::dropDown);
                if (drop.isPresent() && hits(content(m.group(1)), drop.get().label()).isEmpty()) {
                    return List.of(SubGoal.of(Kind.CHOOSE, m.group(1).strip()).withWhere(Qualifiers.NONE
                            .withContainer(label.label().replaceAll("[:*]", "").strip())));
                }
            }
        }
        return List.of();
    }

    private static final Pattern PHONE = Pattern.compile("(?<![\\w@.])\\+?\\d[\\d ().-]{5,}\\d(?![\\w@])");

    /** "phone 555-0142": a number of seven digits or more goes into the one empty phone field. */
    private static List<SubGoal> phone(String clause, List<Element> pool) {
        Matcher m = PHONE.matcher(clause);
        List<Element> fields = emptyFields(pool, ".*\\b(?:phone|telephone|tel|mobile|cell)\\b.*");
        while (m.find()) {
            if (m.group().replaceAll("\\D", "").length() >= 7 && fields.size() == 1) {
                return List.of(new SubGoal(Kind.TYPE, fields.get(0).label(), m.group().strip(), null, null, false, null, null, null,
                        null, null, null, null));
            }
        }
        return List.of();
    }

    private static final Pattern PAIR = Pattern.compile("(?i)^(?:(?:the|his|her|their|my|our|its|your)\\s+)?(.+?)\\s+"
            + "(?:is|are|should\\s+be|must\\s+be|needs?\\s+to\\s+be|has\\s+to\\s+be|will\\s+be|should\\s+(?:say|read))"
            + "(?:\\s+(?:called|named|set\\s+to))?\\s+(.+?)(?:,?\\s+(?:not|instead\\s+of|rather\\s+than)\\s+(.+))?$");

    /**
     * "The server should be called backup-02, not backup-01", "name on the mug should be Ingrid":
     * the value goes into the text field the subject names (or the field that holds the value to leave).
     */
    private static List<SubGoal> pairs(String clause, Set<String> used, List<Element> pool) {
        Matcher m = PAIR.matcher(clause.strip().replaceAll("[.!]+$", ""));
        if (!m.matches()) {
            return List.of();
        }
        String value = m.group(2).replaceFirst("(?i)\\s+and\\s+.*$", "").strip().replaceAll("^['\"]|['\"]$", "");
        Set<String> subject = content(m.group(1));
        String old = m.group(3) == null ? null : m.group(3).strip().replaceAll("^['\"]|['\"]$", "");
        List<Element> fields = pool.stream().filter(e -> e.role().editable() && !e.has(State.OFFSCREEN)).toList();
        Element field = null;
        int most = 0;
        for (Element f : fields) {
            String name = f.label().isBlank() ? "" : f.label();
            int n = hits(subject, name).size();
            if (old != null && f.value() != null && Labels.same(f.value(), old)) {
                n += 2; // the field that holds what to leave
            }
            if (n > most) {
                most = n;
                field = f;
            }
        }
        if (field == null || value.isBlank() || value.split("\\s+").length > 6 || field.label().isBlank()
                || field.value() != null && field.value().equals(value)) {
            return List.of();
        }
        used.addAll(content(value));
        boolean secret = field.role() == Role.PASSWORD_FIELD || Labels.core(field.label()).matches(".*\\b(?:password|passcode|pin)\\b.*");
        return List.of(new SubGoal(Kind.TYPE, field.label(), value, null, null, secret, null, null, null, null, null, null, null));
    }

    /** "Add Lin Chen to ...": two capitalised words in a row no control shows, typed into the empty name field. */
    private static List<SubGoal> names(String clause, Set<String> used, List<Element> pool) {
        List<Element> fields = pool.stream().filter(e -> e.role() == Role.TEXT_FIELD && e.value().isBlank()
                && Labels.core(e.label()).matches(".*\\b(?:name|title|who|subject|topic)\\b.*")).toList();
        List<SubGoal> out = new ArrayList<>();
        boolean firstAndLast = fields.size() == 2 && fields.stream().anyMatch(FullNames::first)
                && fields.stream().anyMatch(FullNames::last);
        if (firstAndLast) {
            // typed as one full name: the step splits it between the two fields
            fields = List.of(new Element(0, "name", fields.get(0).box(), fields.get(0).source(), 1.0, Role.TEXT_FIELD,
                    Set.of(), "", null, null, null));
        }
        if (fields.size() != 1) {
            return out;
        }
        if (!Labels.core(fields.get(0).label()).matches(".*\\b(?:name|who)\\b.*")) {
            // a title: "for the Sprint review", "called Spring plans"
            Matcher t = TITLE.matcher(clause);
            if (t.find() && content(t.group(1)).stream().noneMatch(used::contains)) {
                out.add(new SubGoal(Kind.TYPE, fields.get(0).label(), t.group(1), null, null, false, null, null, null, null, null,
                        null, null));
                used.addAll(content(t.group(1)));
            }
            return out;
        }
        Matcher m = Pattern.compile("(?<![\\p{L}])(\\p{Lu}[\\p{Ll}'-]+(?:\\s+\\p{Lu}[\\p{Ll}'-]+)+)").matcher(clause);
        while (m.find()) {
            // the sentence's first word is capitalised anyway: "Add Lin Chen" names Lin Chen
            String name = m.start() == 0 ? m.group(1).replaceFirst("^\\S+\\s+", "") : m.group(1);
            if (!name.contains(" ") || content(name).stream().anyMatch(used::contains)
                    || pool.stream().anyMatch(e -> Labels.containsWords(e.label(), name))) {
                continue;
            }
            out.add(new SubGoal(Kind.TYPE, fields.get(0).label(), name, null, null, false, null, null, null, null, null, null,
                    null));
            used.addAll(content(name));
            break;
        }
        return out;
    }

    /** How near in meaning a wished-for word must be to a drop-down's name to be taken for one of its options. */
    private static final double WISHED_OPTION = 0.45;
    private static final double ROW_MARGIN = 0.05;

    /**
     * "a birthday gift card" beside a drop-down named Card design showing Thank you: the words before
     * the drop-down's own word ("birthday gift") are the option to look for once it is open. Only words
     * the screen shows nowhere, for a drop-down no other sub-goal sets.
     */
    private static List<SubGoal> qualifiedCombos(String clause, Set<String> wanted, Set<String> used, List<Element> pool,
                                                 List<SubGoal> sets) {
        List<SubGoal> out = new ArrayList<>();
        String[] words = clause.strip().split("\\s+");
        for (Element combo : pool.stream().filter(e -> e.role() == Role.COMBO && !e.has(State.OFFSCREEN)).toList()) {
            String name = nameOf(combo, pool).label();
            if (sets.stream().anyMatch(s -> s.where().container() != null && Labels.same(s.where().container(), name))
                    || combo.value() != null && !hits(wanted, combo.value()).isEmpty()) {
                continue;
            }
            Set<String> own = content(name);
            for (int i = 1; i < words.length; i++) {
                String w = words[i].replaceAll("[^\\p{L}\\p{N}'-]", "").toLowerCase(Locale.ROOT);
                if (hits(own, w).isEmpty() && !own.contains(w)) {
                    continue;
                }
                List<String> before = new ArrayList<>();
                for (int j = i - 1; j >= 0 && before.size() < 2; j--) {
                    String b = words[j].replaceAll("[^\\p{L}\\p{N}'-]", "");
                    String lb = b.toLowerCase(Locale.ROOT);
                    if (!wanted.contains(lb) || used.contains(lb) || !own.isEmpty() && !hits(own, lb).isEmpty()
                            || pool.stream().anyMatch(e -> e != combo && (e.role().control() || content(e.label()).size() <= 3)
                            && Labels.containsWords(e.label(), b))) {
                        break; // a word a control or a short label says names that, not an option
                    }
                    before.add(0, b);
                }
                if (!before.isEmpty()) {
                    out.add(SubGoal.of(Kind.CHOOSE, String.join(" ", before)).withWhere(Qualifiers.NONE
                            .withContainer(name.replaceAll("[:*]", "").strip())));
                    break;
                }
            }
        }
        return out;
    }

    /**
     * "a high priority billing request" on a form whose Category drop-down still says "Choose a
     * category": the one word of the clause that no step uses and the screen does not show
     * ("billing") is what to look for once it is open. Only for the one drop-down still unset.
     */
    private static List<SubGoal> placeholderDrop(String clause, Set<String> wanted, Set<String> used, List<Element> pool,
                                                 List<SubGoal> sets) {
        List<Element> drops = pool.stream().filter(e -> (e.role() == Role.COMBO || e.role() == Role.BUTTON)
                && !e.has(State.OFFSCREEN) && Roles.PLACEHOLDER.matcher(e.role() == Role.COMBO && e.value() != null
                && !e.value().isBlank() ? e.value() : e.label()).matches()).toList();
        if (drops.size() != 1) {
            return List.of();
        }
        Set<String> planned = new LinkedHashSet<>();
        sets.forEach(s -> {
            planned.addAll(content(s.target() == null ? "" : s.target()));
            planned.addAll(content(s.text() == null ? "" : s.text()));
        });
        String verb = clause.strip().split("\\s+")[0].toLowerCase(Locale.ROOT);
        List<String> left = wanted.stream().filter(w -> !used.contains(w) && !planned.contains(w) && !w.equals(verb)
                && w.matches("\\p{L}{3,}") && pool.stream().noneMatch(e -> !e.label().isBlank() && !hits(Set.of(w), e.label()).isEmpty()))
                .toList();
        if (left.isEmpty() || left.size() > 2) {
            return List.of();
        }
        Element drop = drops.get(0);
        String name = pool.stream().filter(l -> (l.role() == Role.LABEL || l.role() == Role.TEXT) && !l.label().isBlank()
                && Grounder.besideLabel(l, Set.of(Role.COMBO, Role.BUTTON), pool).filter(d -> d == drop).isPresent())
                .map(l -> l.label().replaceAll("[:*]", "").strip()).findFirst().orElse(drop.label());
        return List.of(SubGoal.of(Kind.CHOOSE, String.join(" ", left)).withWhere(Qualifiers.NONE.withContainer(name)));
    }

    private static final Pattern WEEKDAY = Pattern.compile("(?i)\\b(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?s?\\b");
    private static final Pattern WEEKDAY_LABEL = Pattern.compile("(?i)\\s*(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday|s|\\.)?\\s*");

    /**
     * "Water the greenhouse on Mondays, Wednesdays and Fridays" where a row of day switches (Mon ... Sun) shows Monday and
     * Thursday on: the days said on, every other day off. Only where the clause names a day and the row has five or more.
     */
    private static List<SubGoal> onlyTheDays(String clause, List<Element> pool, List<SubGoal> sets) {
        List<Element> days = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.CHECKBOX) && Effects.knowsCheck(e)
                && WEEKDAY_LABEL.matcher(e.label()).matches()).toList();
        Set<String> said = new java.util.HashSet<>();
        Matcher m = WEEKDAY.matcher(clause);
        while (m.find()) {
            said.add(m.group(1).toLowerCase(Locale.ROOT));
        }
        if (days.size() < 5 || said.isEmpty() || NOT_ONLY.matcher(clause).find()) {
            return List.of(); // ("on Saturdays too", "but not on Fridays": the other days are as they are, or another reading's)
        }
        List<SubGoal> out = new ArrayList<>();
        for (Element d : days) {
            Matcher l = WEEKDAY_LABEL.matcher(d.label());
            l.matches();
            boolean on = said.contains(l.group(1).toLowerCase(Locale.ROOT));
            boolean planned = sets.stream().anyMatch(st -> st.target() != null && Labels.same(st.target(), d.label()));
            if (!planned && d.has(State.CHECKED) != on) {
                out.add(SubGoal.of(on ? Kind.TICK : Kind.UNTICK, d.label()));
            }
        }
        return out;
    }

    private static final Pattern NOT_ONLY = Pattern.compile("(?i)\\b(?:too|also|as\\s+well|add|plus|not|no\\s+longer|except|"
            + "skip|without|instead|n't)\\b");

    private static final Pattern TIME_DROP = Pattern.compile("(?i).*\\b(?:time|start(?:s|ing)?|at|hour|when|from|until|till)\\b.*");
    private static final Pattern TIME_WORD = Pattern.compile("(?i)\\b(?:start(?:s|ing)?|at|from|until|till)\\b");

    /** "at 7 in the morning" beside a drop-down named Start time: that time is chosen in it once it is open. */
    private static Optional<SubGoal> clockDrop(String clause, List<Element> pool) {
        if (dev.tca.brain.plan.ClockWords.in(clause).isEmpty() && dev.tca.brain.plan.ClockWords.bareHours(clause).isEmpty()) {
            return Optional.empty();
        }
        List<Element> drops = pool.stream().filter(e -> e.role() == Role.COMBO && !e.has(State.DISABLED)
                && TIME_DROP.matcher(nameOf(e, pool).label()).matches()).toList();
        if (drops.size() > 1) {
            // "until I get up at 7" beside Until and Let calls through from: the one whose name says the clause's word of time
            drops = drops.stream().filter(d -> {
                Matcher said = TIME_WORD.matcher(nameOf(d, pool).label());
                while (said.find()) {
                    if (Pattern.compile("(?i)\\b" + Pattern.quote(said.group()) + "\\b").matcher(clause).find()) {
                        return true;
                    }
                }
                return false;
            }).toList();
        }
        if (drops.size() != 1) {
            return Optional.empty();
        }
        String name = nameOf(drops.get(0), pool).label().replaceAll("[:*]", "").strip();
        return name.isBlank() ? Optional.empty() : Optional.of(SubGoal.of(Kind.CHOOSE, null).withText(clause, false)
                .withWhere(Qualifiers.NONE.withContainer(name)));
    }

    /** A drop-down's value that says nothing is chosen yet ("No preference", "None"), beside the placeholders. */
    private static final Pattern UNSET = Pattern.compile("(?i)\\s*(?:no\\s+preference|none|not\\s+specified|any|n/?a|-+|—|"
            + "no\\s+\\p{L}+|nothing|not\\s+sure)\\s*");

    /**
     * "We'd like to sit by the window", "it's a birthday" on a form with several drop-downs left unset (Seating preference:
     * No preference; Occasion: None): the clause is about the one whose name is nearest it in meaning, by a clear margin;
     * which option it says is read once the list is open.
     */
    private static Optional<SubGoal> meantDrop(String clause, List<Element> pool, Grounder grounder) {
        // (a page's own drop-down is a folded button that shows its value inside, Occasion ▾ None, and counts while unset:
        // a folded button that shows a date is a calendar's; the combo boxes already set still stand in the comparison,
        // so that a wish about the time is not read in the one left unset)
        // (read from pixels, such a button says only its value, "None", under the label that names it)
        List<Element> drops = pool.stream().filter(e -> !e.has(State.OFFSCREEN) && !e.has(State.DISABLED)
                && (e.role() == Role.COMBO || e.role() == Role.BUTTON && e.has(State.COLLAPSED) && !e.label().isBlank()
                && unset(e, pool) || pixelDrop(e) && nameOf(e, pool) != e)).toList();
        if (drops.stream().noneMatch(d -> unset(d, pool)) || !wish(clause) && !OCCASION.matcher(clause).lookingAt()
                && !ASSURE.matcher(clause).lookingAt()) {
            return Optional.empty();
        }
        List<Element> names = drops.stream().map(d -> nameOf(d, pool)).toList();
        Optional<double[]> sim = grounder.similarity(clause, names);
        if (sim.isEmpty()) {
            return Optional.empty();
        }
        Ranked r = Ranked.of(sim.get());
        int best = r.best();
        // (one drop-down alone is meant only when it is as near as the best would be ahead of a second)
        if (!unset(drops.get(best), pool) || r.top() < MEANT_DROP + (drops.size() == 1 ? MEANT_MARGIN : 0) || r.lead() < MEANT_MARGIN) {
            return Optional.empty();
        }
        String name = names.get(best).label().replaceAll("[:*]", "").strip();
        return name.isBlank() ? Optional.empty() : Optional.of(SubGoal.of(Kind.CHOOSE, null).withText(clause, false)
                .withWhere(Qualifiers.NONE.withContainer(name)));
    }

    private static boolean unset(Element drop, List<Element> pool) {
        return unset(drop.role() == Role.COMBO ? drop.value() : drop.source() == Source.AX ? shown(drop, pool) : drop.label());
    }

    /** Read from pixels, a page's own drop-down is a button that says only its unset value ("None"). */
    static boolean pixelDrop(Element e) {
        return e.role() == Role.BUTTON && e.source() != Source.AX && unset(e.label());
    }

    static boolean unset(String value) {
        return value != null && (Roles.PLACEHOLDER.matcher(value).matches() || UNSET.matcher(value).matches());
    }

    /**
     * What a button shows inside it besides its own name ("None" in the Occasion drop-down, "Friday 24 October" in the Date
     * picker's): a button that shows a value is a field, not a section's title. Empty when it shows only its name or arrows.
     */
    static String shown(Element button, List<Element> pool) {
        return pool.stream().filter(l -> l != button && !l.role().control() && !l.label().isBlank()
                        && l.label().matches(".*[\\p{L}\\p{N}].*") && !Labels.same(l.label(), button.label())
                        && button.box().contains(l.box().center()))
                .min(ReadingOrder.COMPARATOR).map(Element::label).orElse("");
    }

    /** The clause says the word only after a negation a few words before it ("doesn't get blocked"). */
    static boolean negated(String clause, String word) {
        Matcher m = Pattern.compile("(?i)\\b" + Pattern.quote(word) + "\\w*").matcher(clause);
        boolean any = false;
        while (m.find()) {
            any = true;
            if (!NEGATED_BEFORE.matcher(clause.substring(0, m.start())).find()) {
                return false;
            }
        }
        return any;
    }

    private static final Pattern NEGATION = Pattern.compile("(?i)\\b(?:not|never)\\b|n't\\b");
    private static final Pattern NEGATED_BEFORE = Pattern.compile("(?i)(?:\\b(?:not|never|no\\s+longer)|n't)\\b(?:\\s+\\S+){0,2}\\s*$");

    /** "just make sure anyone from work can still ring me": what must stay possible, said of a setting the form has. */
    private static final Pattern ASSURE = Pattern.compile("(?i)\\s*(?:just\\s+|but\\s+|and\\s+|please\\s+)*(?:make\\s+sure|ensure|"
            + "see\\s+(?:to\\s+it\\s+)?that)\\b");

    /**
     * "Keep the phone quiet until I get up": a state the clause asks to keep or make, said of no box by its words, is the
     * switch off now whose name is nearest it in meaning (Turn on Do Not Disturb), by a clear margin over the other boxes.
     */
    private static Optional<SubGoal> meantSwitch(String clause, List<Element> pool, Grounder grounder) {
        Matcher m = KEEP_STATE.matcher(clause);
        // ("make sure it doesn't get blocked" asks what must not happen: no state is named to switch on)
        if (!m.lookingAt() || OFF.matcher(clause).find() || ASSURE.matcher(clause).lookingAt() || NEGATION.matcher(clause).find()) {
            return Optional.empty();
        }
        String state = m.group(1).strip();
        List<Element> boxes = pool.stream().filter(e -> e.role() == Role.CHECKBOX && Effects.knowsCheck(e) && !e.label().isBlank()
                && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED)).toList();
        if (boxes.isEmpty()) {
            return Optional.empty();
        }
        Optional<double[]> sim = grounder.similarity(state, boxes);
        if (sim.isEmpty()) {
            return Optional.empty();
        }
        Ranked r = Ranked.of(sim.get());
        Element box = boxes.get(r.best());
        if (r.top() < MEANT_SWITCH || r.lead() < MEANT_MARGIN || box.has(State.CHECKED)) {
            return Optional.empty();
        }
        return Optional.of(SubGoal.of(Kind.TICK, box.label()));
    }

    /** The highest of some scores, its value, and how far it stands ahead of the next (infinite when it is alone). */
    record Ranked(int best, double top, double lead) {
        static Ranked of(double[] scores) {
            int best = 0;
            for (int k = 1; k < scores.length; k++) {
                best = scores[k] > scores[best] ? k : best;
            }
            double next = Double.NEGATIVE_INFINITY;
            for (int k = 0; k < scores.length; k++) {
                next = k != best ? Math.max(next, scores[k]) : next;
            }
            return new Ranked(best, scores[best], scores[best] - next);
        }
    }

    /** "keep the phone quiet", "make my profile private": the thing and the state asked for, up to a when or a why. */
    private static final Pattern KEEP_STATE = Pattern.compile("(?i)\\s*(?:please\\s+)?(?:keep|make|leave|put|set)\\s+"
            + "((?:the\\s+|my\\s+|our\\s+|it\\s+)?[\\p{L}' -]+?)(?=\\s+(?:until|till|for|from|while|when|during|so|because|"
            + "tonight|today|overnight)\\b|[,.;]|$)");
    private static final double MEANT_SWITCH = 0.45;

    /** How near in meaning a clause must be to a drop-down's name, and by how much nearer than to the next one's. */
    private static final double MEANT_DROP = 0.35;
    private static final double MEANT_MARGIN = 0.08;

    /**
     * "to Canada": a capitalised name the screen does not show, when a combo box is there, is looked
     * for in the combo box nearest it in meaning ("Country" for Canada).
     */
    private static List<SubGoal> inComboBoxes(String clause, Set<String> wanted, Set<String> used, List<Element> pool,
                                              Grounder grounder) {
        List<Element> combos = pool.stream().filter(e -> e.role() == Role.COMBO).toList();
        List<SubGoal> out = new ArrayList<>();
        if (combos.isEmpty()) {
            return out;
        }
        String[] words = clause.strip().split("\\s+");
        for (int i = 1; i < words.length; i++) {
            String w = words[i].replaceAll("[^\\p{L}\\p{N}'-]", "");
            String lower = w.toLowerCase(Locale.ROOT);
            // "like to sit": a verb after "to" is what the person wants to do, no place or option
            boolean infinitive = words[i - 1].equalsIgnoreCase("to") && i >= 2 && words[i - 2].matches(INFINITIVE_BEFORE);
            // ("as a PDF": what a thing is made as is an option too)
            boolean placed = (words[i - 1].matches("(?i)to|in|at|from|into|on|for|as")
                    || i >= 2 && words[i - 1].matches("(?i)an?") && words[i - 2].equalsIgnoreCase("as")) && !infinitive;
            if (w.length() < 3 || infinitive || !wanted.contains(lower) || used.contains(lower)
                    || !placed && !wish(clause) && !OCCASION.matcher(clause).lookingAt()
                    || pool.stream().anyMatch(e -> Labels.containsWords(e.label(), w))) {
                continue;
            }
            List<Element> names = combos.stream().map(c -> nameOf(c, pool)).toList();
            // (its name and what it holds: "colour" is nearer Mode's "Black and white" than Save as's "JPEG image")
            List<Element> described = java.util.stream.IntStream.range(0, combos.size()).mapToObj(k -> combos.get(k).value() == null
                    || combos.get(k).value().isBlank() ? names.get(k) : names.get(k).withLabel(names.get(k).label() + " "
                    + combos.get(k).value(), names.get(k).source())).toList();
            Optional<double[]> sim = grounder.similarity(w, described);
            String noun = i + 1 < words.length ? words[i + 1].replaceAll("[^\\p{L}\\p{N}'-]", "") : "";
            if (sim.isPresent() && wanted.contains(noun.toLowerCase(Locale.ROOT))) {
                // "on Letter paper": the word with the noun it qualifies is nearer its drop-down (Paper size) than alone
                double[] both = grounder.similarity(w + " " + noun, names).orElse(sim.get());
                double[] alone = sim.get();
                sim = Optional.of(java.util.stream.IntStream.range(0, alone.length).mapToDouble(k -> Math.max(alone[k], both[k]))
                        .toArray());
            }
            Ranked r = sim.map(Ranked::of).orElse(new Ranked(0, 0, Double.POSITIVE_INFINITY));
            int best = r.best();
            boolean asWhat = words[i - 1].equalsIgnoreCase("as") || i >= 2 && words[i - 1].matches("(?i)an?") && words[i - 2].equalsIgnoreCase("as");
            List<Integer> saveAs = java.util.stream.IntStream.range(0, names.size())
                    .filter(k -> Labels.containsWords(names.get(k).label(), "as")).boxed().toList();
            if (asWhat && saveAs.size() == 1) {
                best = saveAs.get(0); // "as a PDF": the drop-down named "Save as", whatever the others hold
            }
            // "I'd like a large one": a word no label shows may be a drop-down's hidden option when it is near in
            // meaning to that drop-down's name (large ~ Cup size) and the page does not name it anywhere (a mug is the product)
            // (a word placed after "to", "from" is a name's place when capitalised, "to Canada"; "from work" is not one)
            boolean named = placed && Character.isUpperCase(w.charAt(0)) && calendarWord(w) == null; // ("on Saturday" is a day)
            if (!named && (sim.isEmpty() || r.top() < WISHED_OPTION || r.lead() < ROW_MARGIN
                    || pool.stream().anyMatch(e -> !hits(Set.of(lower), e.label()).isEmpty()))) {
                continue;
            }
            Element combo = combos.get(best);
            if (combo.value() != null && Labels.same(combo.value(), w)) {
                continue;
            }
            String label = names.get(best).label();
            out.add(SubGoal.of(Kind.CHOOSE, w).withWhere(label.isBlank() ? Qualifiers.NONE
                    : Qualifiers.NONE.withContainer(label.replaceAll("[:*]", "").strip())));
            used.add(lower);
        }
        return out;
    }

    private static final String INFINITIVE_BEFORE = "(?i)like|love|want|wants|need|needs|prefer|hope|hoping|going|able|trying|plan|"
            + "planning|have|has|got|wish";
    /** "it's a birthday", "it's for our anniversary": what the occasion is, said as a fact (an option of the form's drop-down). */
    private static final Pattern OCCASION = Pattern.compile("(?i)\\s*(?:it's|it’s|it\\s+is|this\\s+is|that's)\\s+(?:a|an|our|my|for)\\b");

    /** The combo box's own label, else the label that stands beside it. */
    private static Element nameOf(Element combo, List<Element> pool) {
        // (a button read from pixels says its value, not its name)
        boolean valued = combo.role() == Role.BUTTON && combo.source() != Source.AX;
        if (!combo.label().isBlank() && !valued && (combo.value() == null || !Labels.same(combo.label(), combo.value()))) {
            return combo;
        }
        return pool.stream().filter(l -> (l.role() == Role.LABEL || l.role() == Role.TEXT) && !l.label().isBlank())
                .filter(l -> Grounder.besideLabel(l, Set.of(combo.role()), pool).filter(c -> c == combo).isPresent())
                // a label that says what the box says (a web page's select is named by its label), then one on its row
                .min(java.util.Comparator.comparingInt((Element l) -> Labels.same(l.label(), combo.label()) ? 0 : 1)
                        .thenComparingInt(l -> Answers.sameRow(l, combo) ? 0 : 1)
                        .thenComparingDouble(l -> Places.distance(l.box(), combo.box()))).orElse(combo);
    }

    private static final Pattern COMMIT_VERB = Pattern.compile("(?i)^(register|sign\\s+up|enrol|enroll|book|order|submit|send|pay|"
            + "subscribe|apply|reserve|buy|join|create|add|save|post|publish|print|export|download|share)\\b.*");
    private static final Pattern FORM_BUTTON = Pattern.compile("(?i)(?:submit|register|sign\\s+up|send|save|book|order|pay|print|export|"
            + "subscribe|apply|reserve|join|create|add|post|publish|continue|confirm|done|ok)\\b.*");

    /** Whether a button's label sends a form ("Submit claim", "Book now"), or says the goal's own act ("claim"). */
    static boolean commitsWhenPressed(String label, String verb) {
        return label != null && (FORM_BUTTON.matcher(label.strip()).matches() || !hits(Set.of(verb.toLowerCase(Locale.ROOT)), label).isEmpty());
    }

    /** Whether the clause's verb is what a form's own button does ("register Tomas Reyes for the cleanup"). */
    static boolean commitsWhenDone(String clause) {
        return clause != null && COMMIT_VERB.matcher(clause.strip()).matches();
    }

    /** The button that does what the verb says: named by the verb, else the one form button on the screen. */
    static Optional<SubGoal> commitButton(String clause, List<Element> pool) {
        String verb = clause.strip().split("\\s+")[0].toLowerCase(Locale.ROOT);
        List<Element> all = pool.stream().filter(e -> e.role() == Role.BUTTON && !e.label().isBlank()
                && !e.has(State.DISABLED)).toList();
        List<Element> shown = all.stream().filter(e -> !e.has(State.OFFSCREEN)).toList();
        // a long form's button at its foot is further down (the tree lists it): scrolled to when none is on the screen
        List<Element> buttons = shown.isEmpty() || shown.stream().noneMatch(b -> FORM_BUTTON.matcher(b.label().strip()).matches())
                ? all : shown;
        Optional<Element> named = buttons.stream().filter(b -> !hits(Set.of(verb), b.label()).isEmpty()).findFirst();
        // ("Save as draft" beside "Submit application" keeps the form unsent: the one that sends is the form's button)
        List<Element> form = buttons.stream().filter(b -> FORM_BUTTON.matcher(b.label().strip()).matches()
                && !b.label().matches("(?i).*\\b(?:draft|later)\\b.*")).toList();
        return named.or(() -> form.size() == 1 ? Optional.of(form.get(0)) : Optional.empty())
                .map(b -> SubGoal.of(Kind.CLICK, b.label()));
    }

    /**
     * The button at the foot of the form whose control was set last: enabled, saying the verb or what a form's button says
     * ("Continue", "Book now"), on that control's line or under it, in its column; the nearest such. A button above what
     * was set (a sidebar's "Book the chef's table") or a link (the site's "Book" page) is another thing's.
     */
    static Optional<Element> footButton(String verb, Element set, List<Element> pool) {
        String v = verb.strip().toLowerCase(Locale.ROOT);
        return pool.stream().filter(e -> e.role() == Role.BUTTON && !e.has(State.DISABLED) && e != set && !e.label().isBlank()
                        && (FORM_BUTTON.matcher(e.label().strip()).matches() || !hits(Set.of(v), e.label()).isEmpty())
                        && !e.label().matches("(?i).*\\b(?:draft|later|back|cancel)\\b.*")
                        && e.box().y() >= set.box().y() - 10 && e.box().x() < set.box().right() + 400 && e.box().right() > set.box().x() - 400)
                .min(java.util.Comparator.comparingInt(e -> e.box().y() - set.box().y() + Math.abs(e.center().x() - set.center().x()) / 2));
    }

    /** A button that keeps what was set, named by a word of the clause ("Update billing" for "... annual billing"). */
    private static Optional<SubGoal> commit(Set<String> wanted, List<Element> pool) {
        return pool.stream().filter(e -> e.role() == Role.BUTTON && !e.label().isBlank()
                        && COMMIT.matcher(e.label()).matches() && !hits(wanted, e.label()).isEmpty())
                .min(ReadingOrder.COMPARATOR).map(e -> SubGoal.of(Kind.CLICK, e.label()));
    }

    /** Verbs whose act a form's one button completes ("send Marta £640" and Continue). */
    private static final Pattern SENDS = Pattern.compile("(?i)send|pay|transfer|submit|book|reserve|order|register|apply|ask|"
            + "request|file|report|schedule|donate|tip|move|give");

    private static final Pattern WISH = Pattern.compile("(?i)\\s*(?:i|we)(?:'d|\\s+would|\\s+really|\\s+only|'ll|\\s+will)?\\s+"
            + "(?:like|want|take|have|need|prefer|go\\s+for)\\b|\\s*(?:give|get|order)\\s+(?:me|us)\\b");
    private static final Pattern PURCHASE = Pattern.compile("(?i)(?:add\\s+to\\s+(?:my\\s+)?(?:bag|cart|basket|order)|buy(?:\\s+now)?|"
            + "order(?:\\s+now)?|place\\s+(?:my\\s+|the\\s+|your\\s+)?order|check\\s*out|add)\\b.*");

    /** Whether the clause asks by saying what the person wants ("I only want the digest", "I'd like the blue one"). */
    static boolean wish(String clause) {
        return clause != null && WISH.matcher(clause).lookingAt();
    }

    private static final Pattern KEEPS = Pattern.compile("(?i)(?:save|update|apply)\\b.*");

    /** The one button that keeps what a form was set to ("Save preferences", "Update"), if the screen has exactly one. */
    static Optional<SubGoal> saveButton(List<Element> pool) {
        List<Element> all = pool.stream().filter(e -> e.role() == Role.BUTTON && !e.has(State.DISABLED)
                && KEEPS.matcher(Labels.core(e.label())).matches() && !Labels.containsWords(e.label(), "as")).toList();
        List<Element> shown = all.stream().filter(e -> !e.has(State.OFFSCREEN)).toList();
        // a settings page's Save at its foot is further down (the tree lists it): scrolled to when it is the only one
        List<Element> buttons = shown.isEmpty() ? all : shown;
        return buttons.size() == 1 ? Optional.of(SubGoal.of(Kind.CLICK, buttons.get(0).label())) : Optional.empty();
    }

    /** "I'd like the blue one, medium size" on a shop's page: what was chosen goes into the bag. */
    private static Optional<SubGoal> purchase(List<Element> pool) {
        List<Element> buttons = pool.stream().filter(e -> e.role() == Role.BUTTON && !e.has(State.OFFSCREEN)
                && PURCHASE.matcher(e.label().strip()).matches()).toList();
        return buttons.size() == 1 ? Optional.of(SubGoal.of(Kind.CLICK, buttons.get(0).label())) : Optional.empty();
    }

    private static final List<String> CALENDAR = List.of("january", "february", "march", "april", "may", "june", "july", "august",
            "september", "october", "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
            "sunday");

    /**
     * A month's or a weekday's name in full or cut short ("March", "Mar", "Sept", "Tues") as its first three letters, else
     * null: a row that says "1 Mar 2031" is "the invoice from March".
     */
    static String calendarWord(String word) {
        String w = word.toLowerCase(Locale.ROOT).replaceAll("\\.$", "");
        if (w.length() < 3) {
            return null;
        }
        for (String c : CALENDAR) {
            if (c.startsWith(w)) {
                return c.substring(0, 3);
            }
        }
        return null;
    }

    static Double count(String word) {
        int i = NUMBER_WORDS.indexOf(word.toLowerCase(Locale.ROOT));
        // (boxed on both sides: a conditional of a double and null unboxes the null, and a word that is no count threw)
        return i >= 0 ? Double.valueOf(i) : word.matches("\\d+") ? Double.valueOf(word) : null;
    }

    /** The clause's words that may name a control, lower case. */
    static Set<String> content(String text) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}'’-]+")) {
            String t = w.replace('’', '\'').replaceAll("^['-]+|['-]+$", "");
            int n = NUMBER_WORDS.indexOf(t);
            if (n >= 2) {
                out.add(Integer.toString(n)); // "two days" names "2 working days"
            } else if (t.length() >= 2 && !STOP.contains(t) || t.matches("\\d")) {
                out.add(t);
            }
        }
        return out;
    }

    /** Words that name the state to leave: "from monthly to annual", "not the red one". */
    private static Set<String> unwanted(String clause) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = FROM_TO.matcher(clause);
        while (m.find()) {
            out.addAll(content(m.group(1)));
        }
        m = NOT.matcher(clause);
        while (m.find()) {
            out.addAll(content(m.group(1)));
        }
        return out;
    }

    /** The clause's words the label uses: the same word, or the same stem ("annual" in "Annually", "adults" in "Adult"). */
    static Set<String> hits(Set<String> words, String label) {
        Set<String> out = new LinkedHashSet<>();
        Set<String> own = content(label.replaceAll("\\(.*?\\)", " "));
        for (String w : words) {
            for (String l : own) {
                // (a short word said exactly is that word: "AA" batteries are not "AAA" ones)
                if (l.length() >= 3 && w.length() >= 3 && !l.matches("\\d.*") && sameStem(w, l)
                        || l.length() <= 2 && l.equals(w)) {
                    out.add(w);
                }
            }
        }
        return out;
    }

    /** A verb's form without its ending: "backing" and "backed" are "back", "stopping" is "stop", "saving" is "sav(e)". */
    private static String root(String w) {
        String r = w.length() >= 6 && w.endsWith("ing") ? w.substring(0, w.length() - 3)
                : w.length() >= 5 && w.endsWith("ed") ? w.substring(0, w.length() - 2) : w;
        if (r.length() >= 4 && r.charAt(r.length() - 1) == r.charAt(r.length() - 2) && r != w) {
            r = r.substring(0, r.length() - 1); // (stopp-ing)
        }
        return r.endsWith("e") && r.length() >= 4 ? r.substring(0, r.length() - 1) : r;
    }

    /** What English puts after a stem: how two forms of one word may part. */
    private static final Set<String> ENDINGS = Set.of("", "s", "es", "e", "ed", "d", "ing", "er", "ers", "est", "ly", "y", "ies", "ied",
            "ion", "ions", "al", "ally", "ment", "ness", "ful", "ive", "or", "ors", "en", "ic", "ity", "ise", "ize", "ised", "ized");

    /** The one who does a thing, and what is of that thing: dentist and dental, florist and floral. */
    private static final Set<String> WHO_DOES = Set.of("ist", "ists");
    private static final Set<String> WHAT_OF = Set.of("al", "ry", "ic", "ics", "ical", "istry");

    private static boolean sameStem(String a, String b) {
        String day = calendarWord(a);
        if (a.equals(b) || day != null && day.equals(calendarWord(b)) || root(a).equals(root(b))) {
            return true;
        }
        int common = 0;
        while (common < Math.min(a.length(), b.length()) && a.charAt(common) == b.charAt(common)) {
            common++;
        }
        // (two words that part after five or six letters part as a word and its ending: "starting" and "started", never
        // "chickpea" and "chicken")
        String restA = a.substring(common).replaceFirst("['’]s$", "");
        String restB = b.substring(common).replaceFirst("['’]s$", "");
        if (common >= 4 && (WHO_DOES.contains(restA) && WHAT_OF.contains(restB) || WHO_DOES.contains(restB) && WHAT_OF.contains(restA))) {
            return true; // "the dentist's" is the dental practice, the florist the floral one
        }
        return common >= 5 && Math.max(a.length(), b.length()) - common <= 3
                && (common >= 7 || ENDINGS.contains(a.substring(common)) && ENDINGS.contains(b.substring(common)))
                || common >= 4 && common == Math.min(a.length(), b.length()) && Math.abs(a.length() - b.length()) <= 2
                // a word said short ("physio", "admin", "photo") is the start of the screen's longer one
                || common >= 5 && common == a.length() && b.length() > a.length();
    }
}
