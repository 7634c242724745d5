package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.Qualifiers;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.KeyChord;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The next action of one sub-goal, by its kind: what to ground, which action, which effect to
 * expect. Kinds that take several actions (a combo box, a menu path, a search) say which stage
 * they are at; a target that is not on screen is looked for by scrolling, within bounds.
 */
final class Moves {

    /** Scrolls while looking for a target; a list of 60 countries takes about 8 at 5 notches each. */
    static final int MAX_SCROLLS = 10;
    /** A whole goal grounded on a button by meaning alone must be likelier than this (a guess at 0.42 pressed Cancel). */
    static final double MEANING_P = 0.5;
    /** How near in meaning (the model's cosine) a control must be to stand for a row's verb it does not say. */
    private static final double VERB_BY_MEANING = 0.6;
    /** A capitalised name chosen from a list by meaning alone must be likelier than this. */
    static final double NAME_BY_MEANING_P = 0.8;

    private final String goal;
    private List<String> targets;
    /** What a pixel slider's readout showed when last seen, by sub-goal (see pixelSlider). */
    private final java.util.Map<Integer, Double> sliderReadouts = new java.util.HashMap<>();
    /** Pixel sliders already moved by a key: from then on a readout past the number means its steps miss it. */
    private final java.util.Set<Integer> sliderKeyed = new java.util.HashSet<>();
    private final java.util.Map<Integer, Element> sliderMoved = new java.util.HashMap<>();
    private boolean single;
    private int steps;
    private final Grounder grounder;
    private final boolean literalTargets;
    /** The one step of the goal names its target literally: no guess by meaning stands in for it. */
    private final boolean literalGoal;
    private int scrolls;
    /** How often each step scrolled an open list in search of the time its goal says. */
    private final java.util.Map<Integer, Integer> listScrolls = new java.util.HashMap<>();
    private static final int MAX_LIST_SCROLLS = 2;
    private final java.util.Set<String> visitedTabs = new java.util.HashSet<>();
    private int index;
    /** Steps whose owner ("a medium") was chosen before their button. */
    private final java.util.Set<Integer> ownersChosen = new java.util.HashSet<>();
    /** The folders of a file chooser looked into for a file the goal describes. */
    private final java.util.Set<String> foldersOpened = new java.util.HashSet<>();
    /** Steps whose row was selected so that the window's one button for the verb acts on it. */
    private final java.util.Set<Integer> rowsSelected = new java.util.HashSet<>();
    /** What the last question step read, for a later step that types it. */
    private String copied;
    /** Each menu step's path as followed so far: submenus found on the way are inserted. */
    private final java.util.Map<Integer, List<String>> menuPaths = new java.util.HashMap<>();
    /** What each search step typed, for the suggestions that may follow. */
    private final java.util.Map<Integer, Typed> queries = new java.util.HashMap<>();
    /** What the last search looked for, as the goal described it ("the orchid book written by K. Ito"). */
    private String described;
    /** The search found no field to search in: what it described picks the row later steps act within. */
    private boolean rowsDescribed;
    /** Buttons pressed by meaning alone for a step, to look at what they opened (step -> label). */
    private final java.util.Map<Integer, String> opened = new java.util.HashMap<>();
    /** Steps whose thing was opened to find the verb's control inside it, with the labels shown before. */
    private final java.util.Map<Integer, Set<String>> thingsOpened = new java.util.HashMap<>();
    /** Menus opened to look for a step's target ("index|label"), each once. */
    private final java.util.Set<String> explored = new java.util.HashSet<>();
    private final Lookups lookups = new Lookups();
    private static final int MAX_MENUS_EXPLORED = 6;
    private static final int MAX_MENU_DEPTH = 5;
    /** Folded sections opened for a step ("3|More options"): each once, so a section read from pixels is not closed again. */
    private final Set<String> unfolded = new java.util.HashSet<>();
    private final Ticks ticks;
    private final FoldedDetails folded;
    private final OpeningHours hours;
    /** The boxes the goal's tick steps named, in other words too: "everything else" leaves them as those steps set them. */
    private final Set<String> boxesSet = new java.util.HashSet<>();

    Moves(String goal, dev.tca.brain.plan.Plan plan, Grounder grounder) {
        this.goal = goal;
        this.literalTargets = goal.contains("'") || goal.contains("\"");
        this.targets = references(plan);
        this.single = plan.steps().size() == 1;
        this.steps = plan.steps().size();
        this.planned = plan.steps();
        this.literalGoal = single && literal(plan.steps().get(0).target());
        this.grounder = grounder;
        this.ticks = new Ticks(goal, grounder, unfolded);
        this.folded = new FoldedDetails(goal, grounder);
        this.hours = new OpeningHours(goal);
    }

    /** The plan was read again against the first screen: its targets and size change with it. */
    void replan(dev.tca.brain.plan.Plan plan) {
        this.targets = references(plan);
        this.single = plan.steps().size() == 1;
        this.steps = plan.steps().size();
        this.planned = plan.steps();
    }

    /**
     * ctrl+Home or ctrl+End to put the caret at a text's top or end: the text must have the keyboard first, so a text
     * that does not is clicked once (the biggest field: a note's body, an editor's document), then the key goes there.
     */
    private Optional<Move> caretKey(int index, SubGoal g, int stage, List<Element> pool, Observation o) {
        if (stage > 0 || !String.valueOf(g.chord()).matches("(?i)ctrl\\+(?:home|end)")
                || o.focused().filter(e -> e.role().editable()).isPresent()) {
            return Optional.empty();
        }
        return pool.stream().filter(e -> e.role() == Role.TEXT_FIELD && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED)
                        && e.box().height() >= 60)
                .max(java.util.Comparator.comparingLong(e -> (long) e.box().width() * e.box().height()))
                .or(() -> documentLine(pool, o))
                .map(text -> Move.softStage(new Decision(new Action.Click(text.id()), "give " + text.describe() + " the keyboard before "
                        + g.chord(), null, Effects.changes(index, "clicking into the text"))));
    }

    /**
     * Read from pixels, an editable note is lines of text with no box: the longest column of lines right of the
     * screen's first quarter (a list of notes sits left of it) below the toolbar, clicked on its last line.
     */
    private static Optional<Element> documentLine(List<Element> pool, Observation o) {
        List<Element> lines = pool.stream().filter(e -> !e.role().control() && !e.label().isBlank() && !e.has(State.OFFSCREEN)
                && e.source() == dev.tca.core.Source.OCR && e.box().x() > o.frameWidth() / 4 && e.box().y() > 60).toList();
        List<Element> column = List.of();
        for (Element l : lines) {
            List<Element> same = lines.stream().filter(x -> Math.abs(x.box().x() - l.box().x()) <= 6).toList();
            if (same.size() > column.size()) {
                column = same;
            }
        }
        return column.size() < 3 ? Optional.empty() : column.stream().max(java.util.Comparator.comparingInt(e -> e.box().y()));
    }

    private final LineEdits lineEdits = new LineEdits();

    /** Steps that hovered over their row to show its actions (once each; not a menu explored). */
    private final Set<Integer> rowsHovered = new java.util.HashSet<>();
    private static final java.util.regex.Pattern REMOVING = java.util.regex.Pattern.compile("(?i)remove|delete|erase|take\\s+out|cross\\s+out");

    /**
     * "Take Oliver Brandt off the guest list" in a text editor: no Remove button, but a document with that line (the
     * whole line, not "Oliver Brand"): it is deleted as {@link LineEdits} rewrites a line, and seen gone from the document.
     */
    private Optional<Move> deleteLine(int index, SubGoal g, int stage, List<Element> pool) {
        String line = g.where().container();
        if (line == null || g.target() == null || !REMOVING.matcher(g.target().strip()).matches()) {
            return Optional.empty();
        }
        // (the document's own line as it writes it, spaces and all)
        Optional<String> written = stage > 0 ? Optional.ofNullable(linesDeleted.get(index)) : LineEdits.document(pool)
                .flatMap(d -> d.value().lines().filter(l -> l.strip().equals(line.strip())).findFirst());
        written.ifPresent(w -> linesDeleted.put(index, w));
        return written.map(w -> lineEdits.next(index, new SubGoal(Kind.EDIT_LINE, w, null, null, null, false, null, null, null, null,
                null, null, null), stage, pool));
    }

    /** The line of the document each step deletes, once its deletion began. */
    private final java.util.Map<Integer, String> linesDeleted = new java.util.HashMap<>();

    /** The ctrl+Home or ctrl+End the step before this one pressed to put the caret, or null. */
    private String caretKeyBefore(int index) {
        String chord = index > 0 && planned.get(index - 1).kind() == Kind.KEY ? String.valueOf(planned.get(index - 1).chord()) : "";
        return chord.matches("(?i)ctrl\\+(?:home|end)") ? chord : null;
    }

    /** The plan's steps, as last read. */
    private List<SubGoal> planned;

    /** What the plan names on the screen: targets, menu paths and the rows they are in ("reserve" in "The Lighthouse ..."). */
    private static List<String> references(dev.tca.brain.plan.Plan plan) {
        return plan.steps().stream().flatMap(g -> java.util.stream.Stream.of(java.util.stream.Stream.ofNullable(g.target()),
                g.path().stream(), java.util.stream.Stream.ofNullable(g.where().container())).flatMap(x -> x)).toList();
    }

    /** @param failed elements earlier tries of this sub-goal acted on without a visible effect: not chosen again */
    Move next(int index, SubGoal step, int stage, int tries, Observation o, List<Element> failed) {
        // the editor opened for the step's row is its place from then on (the row behind it says the same words)
        SubGoal g = editorsOpened.containsKey(index) ? step.withWhere(Qualifiers.NONE) : step;
        this.index = index;
        this.tries = tries;
        List<Element> pool = pool(o, failed);
        fieldsBefore = fieldsNow;
        fieldsNow = pool.stream().filter(e -> e.role().editable()).map(e -> e.box().center()).toList();
        Optional<Move> place = unfoldPlace(index, g, pool).or(() -> stage == 0 ? showPlace(index, g, pool) : Optional.empty())
                .or(() -> rowEditor(index, g, pool, o));
        if (place.isPresent()) {
            return place.get();
        }
        if ((g.kind() == Kind.SET_VALUE || g.kind() == Kind.CLICK) && g.where().container() != null && tries == 0) {
            // "three jars of smooth peanut butter" on a shop's front page that shows other things: searched for first
            Optional<Move> looked = lookups.searchThing(index, g.where().container(), pool);
            if (looked.isPresent()) {
                return looked.get();
            }
        }
        return switch (g.kind()) {
            case TYPE -> type(index, g, stage, tries, pool, o);
            case SEARCH -> search(index, g, stage, pool, o);
            case TICK, UNTICK -> tick(index, g, pool, o);
            case CHOOSE -> choose(index, g, stage, pool, o);
            case MENU_PATH -> menu(index, g, stage, pool, o);
            case SET_VALUE -> stage > 0 && menuPaths.containsKey(index)
                    ? menu(index, new SubGoal(Kind.MENU_PATH, null, null, null, null, false, menuPaths.get(index), null, null, null,
                    null, null, null), stage, pool, o)
                    : setValue(index, g, pool, o);
            case CONFIRM -> button(index, g, pool, o, Words.ACCEPT, "Return");
            case CANCEL -> button(index, g, pool, o, Words.DISMISS, "Escape");
            case CLOSE -> button(index, g, pool, o, List.of("Close", "Quit", "Exit", "Done"), "Escape");
            case SAVE -> save(index, g, stage, tries, pool, o);
            case EDIT_LINE -> lineEdits.next(index, g, stage, pool);
            case KEY -> caretKey(index, g, stage, pool, o).orElseGet(() -> Move.soft(Decision.of(new Action.Key(g.chord()), "press "
                    + g.chord()).expecting(Effects.changes(index, "pressing " + g.chord())))); // a key may only move a caret
            case WAIT -> Move.act(Decision.of(new Action.Wait(g.millis()), "wait " + g.millis() + " ms")
                    .expecting(Effects.waited(index)));
            case SCROLL -> scroll(index, g, pool);
            case SCROLL_TO -> scrollTo(index, g, pool, o);
            case ANSWER -> index + 1 < steps ? copy(fitting(answer(index, g, pool, o), pool)) : fitting(answer(index, g, pool, o), pool);
            // a date by its month's name and no year ("the 17th of November") takes its year from the calendar; "tomorrow"
            // and a written year stay as the goal says
            case PICK_DATE -> Dates.pick(index, g, pool, stage, tries, o, yearSaid(g), seenToday);
            case OPEN -> open(index, g, pool);
            case DRAG -> drag(index, g, pool, o);
            case NOTE -> Move.already("'" + g.target() + "' tells; nothing to do for it");
            case CLEAR -> clear(index, g, stage, pool, o);
            default -> click(index, g, stage, tries, pool, o);
        };
    }

    /**
     * Whether the step's date has its year from the goal (written, or counted from today), not from the calendar: a
     * date by its month's name and no year ("the 17th of November", a day a card said without one) takes the
     * calendar's year.
     */
    private boolean yearSaid(SubGoal g) {
        String said = g.text() != null && MONTH_NAME.matcher(g.text()).find() ? g.text() : goal;
        return said.matches("(?s).*\\b(?:19|20)\\d{2}\\b.*") || !MONTH_NAME.matcher(said).find();
    }

    private static final java.util.regex.Pattern MONTH_NAME = java.util.regex.Pattern.compile(
            "(?i)\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b");

    /**
     * "the 10:00-12:00 slot on Saturday" while Saturday's section is folded: the place the step names is opened first
     * (once), else the same time under another day would be taken.
     */
    private Optional<Move> unfoldPlace(int index, SubGoal g, List<Element> pool) {
        String place = g.where().container();
        if (place == null || !EnumSet.of(Kind.CHOOSE, Kind.CLICK, Kind.TICK, Kind.UNTICK, Kind.TYPE, Kind.SET_VALUE).contains(g.kind())) {
            return Optional.empty();
        }
        // (a heading that says the place, "Labels" over the labels shown, is no way in when the thing is not on the screen:
        // its Edit labels button, folded, is)
        boolean thingShown = g.target() != null && pool.stream().anyMatch(e -> !e.label().isBlank()
                && dev.tca.core.Labels.containsWords(e.label(), g.target()));
        if (pool.stream().anyMatch(e -> !e.has(State.COLLAPSED) && !e.label().isBlank()
                && dev.tca.core.Labels.containsWords(e.label(), place) && (thingShown || e.role().control()))) {
            return Optional.empty();
        }
        return pool.stream().filter(e -> e.has(State.COLLAPSED) && dev.tca.core.Labels.containsWords(e.label(), place))
                .findFirst().filter(e -> unfolded.add(index + "|" + e.label()))
                .map(e -> Move.stage(new Decision(new Action.Click(e.id()), "open " + Effects.name(e) + ": '" + place
                        + "' is folded inside it", null, Effects.changes(index, "opening " + Effects.name(e)))));
    }

    /** A row the step names by three words or more that no line of the screen says whole: further down the list, not in a menu. */
    private static boolean rowAway(SubGoal g, List<Element> pool) {
        String row = g.where().container() == null ? null : Places.named(g.where().container());
        int said = row == null ? 0 : Alignment.content(row).size();
        return said >= 3 && pool.stream().noneMatch(e -> Places.rowHits(row, e, pool) >= said);
    }

    private static final Set<Role> LISTED = EnumSet.of(Role.BUTTON, Role.LIST_ITEM, Role.TAB, Role.TREE_ITEM);

    /**
     * "Freeze my debit card" while the card panel shows the Rewards Credit Card: the place the step names is an entry of a
     * list (the Everyday Debit tile) and the panel's heading names another entry of that list, so the panel is that
     * other one's; the named entry is selected first (once), or its switches would be another's.
     */
    private Optional<Move> showPlace(int index, SubGoal g, List<Element> pool) {
        String place = g.where().container();
        if (place == null || !EnumSet.of(Kind.CLICK, Kind.TICK, Kind.UNTICK, Kind.TYPE, Kind.SET_VALUE, Kind.CHOOSE).contains(g.kind())
                || !selected.add(index)) {
            return Optional.empty();
        }
        Set<String> words = Alignment.content(Places.named(place));
        // (read from pixels, a list's entry is its words: "Everyday Debit" on its tile)
        // (a sidebar's playlists are links: "Morning Run" among "Focus", "Chill")
        List<Element> entries = pool.stream().filter(e -> (LISTED.contains(e.role()) || e.role() == Role.LINK || e.source() == dev.tca.core.Source.OCR
                && !e.role().control()) && !e.has(State.OFFSCREEN)
                && !e.has(State.SELECTED) && !e.has(State.CHECKED) && !words.isEmpty()
                && Alignment.hits(words, e.label()).size() == words.size()).toList();
        if (entries.size() != 1) {
            return Optional.empty();
        }
        Element entry = entries.get(0);
        if (entry.role() == Role.TAB) {
            // "turn the new checkout flow on in staging": the Staging tab shows its own switches
            return Optional.of(Move.stage(new Decision(new Action.Click(entry.id()), "'" + place + "' is " + entry.describe()
                    + ": open it first", null, Effects.chosen(index, entry))));
        }
        // (read from pixels, another tile's name may come in pieces a little to the right: "Reward" "Credit Card")
        int near = entry.source() == dev.tca.core.Source.OCR ? 60 : 20;
        List<Element> others = pool.stream().filter(e -> e != entry && e.role() == entry.role() && !e.label().isBlank()
                && Math.abs(e.box().x() - entry.box().x()) <= near).toList();
        Optional<Element> heading = pool.stream().filter(h -> (h.role() == Role.HEADING || h.role() == Role.LABEL || h.role() == Role.TEXT)
                && Math.abs(h.box().x() - entry.box().x()) > 200 && Alignment.hits(Alignment.content(h.label()), entry.label()).size() < 2)
                .filter(h -> others.stream().anyMatch(o -> Alignment.hits(Alignment.content(h.label()), o.label()).size() >= 2
                        || h.role() == Role.HEADING && dev.tca.core.Labels.same(h.label(), o.label())))
                .findFirst();
        return heading.map(h -> Move.stage(new Decision(new Action.Click(entry.id()), "'" + place + "' is " + entry.describe()
                + "; the panel shows another ('" + h.label() + "'): open it first", null,
                Effects.changes(index, "opening " + Effects.name(entry)))));
    }

    /** Typing steps whose value turned out to be chosen in a menu entry or drop-down, by that entry's name. */
    private final java.util.Map<Integer, String> chosenIn = new java.util.HashMap<>();

    /** Steps whose place was looked for among a list's entries (once each). */
    private final Set<Integer> selected = new java.util.HashSet<>();

    /** The row editors steps opened (a product's pencil), by step: its form is the step's place from then on. */
    private final java.util.Map<Integer, Element> editorsOpened = new java.util.HashMap<>();
    private static final java.util.regex.Pattern EDITS = java.util.regex.Pattern.compile("(?i)(?:edit|modify|change)\\b.*|[✎✏🖉]\\W*");

    /**
     * "Set the small walnut dining table's stock to zero": a table shows each row's numbers as text and gives the row an Edit
     * (a pencil); the row's own Edit is pressed first, and the value is set in the form it opens. A row only partly named
     * on the screen ("Oak dining table, Small") is looked for further down first.
     */
    private Optional<Move> rowEditor(int index, SubGoal g, List<Element> pool, Observation o) {
        String owner = g.where().container();
        if (owner == null || g.target() == null || g.direction() != null || editorsOpened.containsKey(index)
                || g.kind() != Kind.SET_VALUE && g.kind() != Kind.TYPE) {
            return Optional.empty();
        }
        List<Element> edits = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.LINK) && !e.has(State.OFFSCREEN)
                && !e.has(State.DISABLED) && EDITS.matcher(e.label().strip()).matches()).toList();
        if (edits.size() < 2) {
            return Optional.empty(); // one Edit is no column of rows' editors
        }
        String row = Places.named(owner);
        int said = Alignment.content(row).size();
        // (a table's cells are words of the row, though a cell can be chosen)
        // (read from pixels, a product's name and its size are two lines: "Walnut dining table" over "Small · 4 seats")
        List<Element> lines = pool.stream().filter(e -> (!e.role().control() || e.role() == Role.TABLE_CELL) && !e.label().isBlank()
                && !e.has(State.OFFSCREEN) && (Places.rowHits(row, e, pool) >= said
                || Alignment.hits(Alignment.content(row), Places.withNextLine(e, pool)).size() >= said))
                .sorted(dev.tca.core.ReadingOrder.COMPARATOR).toList();
        Optional<Element> own = edits.stream().filter(e -> dev.tca.core.Labels.containsWords(e.label(), row)).findFirst();
        if (lines.isEmpty() && own.isEmpty()) {
            boolean partly = said >= 2 && pool.stream().anyMatch(e -> (!e.role().control() || e.role() == Role.TABLE_CELL)
                    && !e.has(State.OFFSCREEN) && Places.rowHits(row, e, pool) > 0);
            return partly ? Optional.of(search("no row says all of '" + owner + "', only rows that share some of its words", owner, o,
                    pool)) : Optional.empty();
        }
        Optional<Element> line = lines.stream().findFirst();
        if (line.isPresent() && pool.stream().anyMatch(e -> e.role() != Role.BUTTON && (e.role().editable() || NUMERIC_OR_EDITABLE.contains(e.role()))
                && Answers.sameRow(e, line.get()))) {
            return Optional.empty(); // the row holds its own field: set there
        }
        Optional<Element> edit = own.or(() -> line.flatMap(l -> edits.stream().filter(e -> Answers.sameRow(e, l))
                .min(java.util.Comparator.comparingInt(e -> Math.abs(e.box().x() - l.box().right())))));
        if (edit.isEmpty()) {
            return Optional.empty();
        }
        editorsOpened.put(index, edit.get());
        return Optional.of(Move.stage(new Decision(new Action.Click(edit.get().id()), "'" + owner + "' shows its " + g.target()
                + " as text: open its row's editor, " + edit.get().describe(), null,
                Effects.changes(index, "opening " + Effects.name(edit.get())))));
    }

    /** Whether the step opened a row's editor, whose form keeps what was set only once it is saved. */
    boolean openedEditor(int index) {
        return editorsOpened.containsKey(index);
    }

    /** What a step may act on: the screen without the goal's own words and without elements that did nothing. */
    /** The day a page said was today ("today is Tuesday 13 January 2032"), on this screen or an earlier one of the run. */
    private java.time.LocalDate seenToday;

    /** The screen {@link #seenToday} was last looked for on: each screen is read for it once, however often it is pooled. */
    private Observation todayRead;

    List<Element> pool(Observation o, List<Element> failed) {
        if (o != todayRead) {
            todayRead = o;
            o.elements().stream().map(e -> dev.tca.brain.plan.DateWords.today(e.label())).filter(java.util.Objects::nonNull)
                    .findFirst().ifPresent(d -> seenToday = d);
        }
        return GoalEcho.without(goal, targets, o.elements()).stream()
                // the same control read twice (a button and its OCR words) is not "another grounding": pressing it again
                // would press twice
                .filter(e -> failed.stream().noneMatch(f -> (f.label().equals(e.label()) || dev.tca.core.Labels.same(f.label(), e.label()))
                        && (Places.overlap(f.box(), e.box()) > 0.5 || f.box().intersection(e.box()).area() >= 0.8 * e.box().area())))
                .toList();
    }

    Grounder grounder() {
        return grounder;
    }

    Grounder.Grounding ground(SubGoal g, List<Element> pool) {
        Qualifiers where = g.where();
        if (rowsDescribed && where.container() == null && g.target() != null && repeats(pool.stream().filter(e -> e.role().control()
                && (dev.tca.brain.model.ModelBrain.lexical(g.target(), e) > 0 || Words.sameAct(g.target(), e) > 0)), 2)) {
            where = where.withContainer(described); // "save them to my favourites": the Save of the row the goal described
        }
        Grounder.Grounding found = grounder.ground(new Grounder.Query(g.target(), Roles.of(g.kind(), g.role()), literal(g.target()), where),
                pool);
        found = timed(g.target(), found);
        java.util.regex.Matcher doing = found.found() || g.target() == null ? null : DOING.matcher(g.target().strip());
        if (doing != null && doing.matches()) {
            // "stop showing read receipts": the switch says what is shown ("Read receipts"), not the showing
            // (among controls: a notice that mentions read receipts is not where they are switched)
            List<Element> controls = pool.stream().filter(e -> e.role().control()).toList();
            Grounder.Grounding rest = grounder.ground(new Grounder.Query(doing.group(1), Roles.of(g.kind(), g.role()), false, where),
                    controls);
            if (!rest.found() && !where.isEmpty()) {
                // the place ("in group chats") may be further in: the section that says the thing is the way there
                rest = grounder.ground(new Grounder.Query(doing.group(1), Roles.of(g.kind(), g.role()), false, Qualifiers.NONE), controls);
            }
            return rest.found() ? rest : found;
        }
        return found;
    }

    /** A time as a goal writes it: "9:40", "09.40", "9:40am", "4 pm". */
    private static final java.util.regex.Pattern CLOCK = java.util.regex.Pattern.compile(
            "(?i)(\\d{1,2})(?:[:.](\\d{2})(?:\\s*(?:am|pm|a\\.m\\.|p\\.m\\.))?|\\s*(?:am|pm|a\\.m\\.|p\\.m\\.))");
    private static final java.util.regex.Pattern SHOWN_CLOCK = java.util.regex.Pattern.compile("(?<!\\d)(\\d{1,2})(?:[:.](\\d{2}))?"
            + "\\s*(?i:(am|pm|a\\.m\\.|p\\.m\\.))?(?!\\d)");

    /** Whether a label shows the hour and minute (either half of the day: a list writes 9:40 as 09:40 or 21:40). */
    private static boolean showsClock(String label, int hour, int minute) {
        java.util.regex.Matcher m = SHOWN_CLOCK.matcher(label);
        while (m.find()) {
            int h = Integer.parseInt(m.group(1));
            int min = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
            if ((m.group(2) != null || m.group(3) != null) && min == minute && h % 12 == hour % 12) {
                return true;
            }
        }
        return false;
    }

    private static final java.util.regex.Pattern DOING = java.util.regex.Pattern.compile("(?i)\\p{L}{3,}ing\\s+(?:my\\s+|the\\s+|our\\s+)?"
            + "(\\S+(?:\\s+\\S+)+)");

    /** "who takes dogs", "with a garden", "£30 at most": words that describe a thing rather than name it. */
    private static final java.util.regex.Pattern DESCRIBES = java.util.regex.Pattern.compile("(?i)\\b(?:who|that|which|whose|with|"
            + "has|have|having|without)\\b|\\d");

    /** Some label said by this many of the elements at least: a control each row or card carries (a Request per sitter). */
    private static boolean repeats(Stream<Element> elements, int times) {
        return elements.filter(e -> !e.label().isBlank()).collect(java.util.stream.Collectors.groupingBy(e -> dev.tca.core.Labels
                .core(e.label()), java.util.stream.Collectors.counting())).values().stream().anyMatch(n -> n >= times);
    }

    Grounder.Grounding ground(String target, Set<Role> roles, Qualifiers where, List<Element> pool) {
        return timed(target, grounder.ground(new Grounder.Query(target, roles, literal(target), where), pool));
    }

    /** "9:40" near "Pepper Cat · 9 years" in meaning or by its "9": a time is found only where a control shows it. */
    private static Grounder.Grounding timed(String target, Grounder.Grounding found) {
        java.util.regex.Matcher clock = target == null ? null : CLOCK.matcher(target.strip());
        if (!found.found() || clock == null || !clock.matches() || showsClock(found.element().label(),
                Integer.parseInt(clock.group(1)), clock.group(2) == null ? 0 : Integer.parseInt(clock.group(2)))) {
            return found;
        }
        return Grounder.Grounding.none("no time " + target.strip() + " shown (closest: " + found.element().describe() + ")");
    }

    /** A file chooser takes a typed path in its location field (ctrl+L); its own Open (or OK) opens the file. */
    private Move openPath(int index, String path, int stage, int tries, List<Element> pool) {
        if (stage == 0) {
            return Move.stage(Decision.of(new Action.Key(KeyChord.parse("ctrl+l")), "open the location field")
                    .expecting(Effects.changes(index, "opening the location field")));
        }
        Optional<Element> field = pool.stream().filter(e -> e.role() == Role.TEXT_FIELD && e.has(State.FOCUSED)).findFirst();
        Optional<Decision> typing = PathTyping.next(index, path, stage - 1, tries, field.orElse(null));
        if (typing.isPresent()) {
            return Move.stage(typing.get());
        }
        // the dialog's own Open (or OK) takes the typed path; Return may only accept the field's completion. Opened is
        // when the chooser closes: an error box over it ("could not be displayed") changes the screen too
        Optional<Element> open = pool.stream().filter(e -> e.role() == Role.BUTTON && e.label().strip()
                .matches("(?i)_?(?:open|ok|select|choose)")).findFirst();
        var opened = pool.stream().anyMatch(e -> e.container() != null && !e.container().isBlank())
                ? Effects.windowCloses(index, chooser(field, pool), "opening " + path) : Effects.changes(index, "opening " + path);
        return Move.act(open.map(b -> new Decision(new Action.Click(b.id()), "open " + path + " with " + b.describe(), null,
                opened)).orElseGet(() -> Decision.of(new Action.Key(KeyChord.parse("Return")), "open " + path).expecting(opened)));
    }

    /**
     * "Attach the PDF of my March receipt" in a file chooser: the file whose name says the goal's words, of the kind the
     * goal says, selected for the chooser's own button; else the folder whose name says them, looked into.
     */
    private Optional<Move> describedFile(int index, SubGoal g, List<Element> pool) {
        if (g.kind() != Kind.CLICK && g.kind() != Kind.CHOOSE || !FileChoosers.shown(pool) || g.target() != null
                && pool.stream().anyMatch(e -> e.role() == Role.BUTTON && Grounder.names(e, g.target()))) {
            return Optional.empty(); // ("then click Open": the chooser's own button, pressed as it is)
        }
        Optional<Element> file = FileChoosers.file(goal, pool);
        if (file.isPresent()) {
            Element f = file.get();
            return Optional.of(f.has(State.SELECTED) ? Move.already(f.describe() + " is selected")
                    : Move.act(new Decision(new Action.Click(f.id()), "the file the goal describes: " + f.describe(), null,
                    Effects.chosen(index, f))));
        }
        Optional<Element> folder = foldersOpened.size() < MAX_FOLDERS ? FileChoosers.folder(goal, pool, foldersOpened) : Optional.empty();
        folder.ifPresent(d -> foldersOpened.add(d.label()));
        return folder.map(d -> Move.stage(new Decision(new Action.DoubleClick(d.id()), "no file here is the one the goal describes; "
                + "look inside the folder " + d.describe(), null, Effects.contentChanges(index, "opening " + Effects.name(d)))));
    }

    private static final int MAX_FOLDERS = 4;

    /** The file chooser's window: its field's, else the one the tree names a chooser or a save. */
    private static String chooser(Optional<Element> field, List<Element> pool) {
        return field.map(Element::container).filter(c -> !c.isBlank()).orElseGet(() -> pool.stream().map(Element::container)
                .filter(c -> c != null && c.matches("(?i).*\\b(?:save|file chooser|open)\\b.*")).findFirst().orElse(null));
    }

    /** A name or title: every word capitalised but the small ones ("The Quiet Allotment", "Bees in the Borders"). */
    static boolean title(String name) {
        return name.matches("\\p{Lu}[\\p{L}\\d'’.&-]*(?:\\s+(?:(?:of|the|in|and|on|for|a|an|to|de|van|von)\\s+)*\\p{Lu}[\\p{L}\\d'’.&-]*)+");
    }

    private static final java.util.regex.Pattern STARS = java.util.regex.Pattern.compile("(\\d) stars?");
    private static final java.util.regex.Pattern STAR_GLYPHS = java.util.regex.Pattern.compile("[★☆⭐✩✪✫✬✭✮✯]{1,2}");

    /**
     * "rate it 4 stars": the control that says so ("4 stars", "Rate 4 out of 5"), else the fourth of a row of star
     * glyphs (the row nearest the thing the goal names, when it names one).
     */
    private Optional<Move> star(int index, SubGoal g, List<Element> pool) {
        java.util.regex.Matcher m = STARS.matcher(g.target() == null ? "" : g.target());
        if (!m.matches()) {
            return Optional.empty();
        }
        int n = Integer.parseInt(m.group(1));
        String owner = g.where().container();
        Optional<Element> near = owner == null ? Optional.empty()
                : pool.stream().filter(e -> dev.tca.core.Labels.containsWords(e.label(), owner)).findFirst();
        java.util.Comparator<Element> nearest = java.util.Comparator.comparingInt(e -> near.map(x -> Math.abs(e.box().y()
                - x.box().y()) + (e.box().y() < x.box().y() ? 200 : 0)).orElse(0));
        String says = "(?i)(?:.*\\D)?" + n + "(?:\\s*(?:stars?|/\\s*5|out\\s+of\\s+(?:5|five)))(?:\\D.*)?|(?i)rate\\s+" + n + "\\b.*";
        Optional<Element> said = pool.stream().filter(e -> e.role().control() && e.label().strip().matches(says)).min(nearest);
        if (said.isPresent()) {
            return Optional.of(Move.act(new Decision(new Action.Click(said.get().id()), "the rating's " + Effects.name(said.get()),
                    null, Effects.changes(index, "rating " + n))));
        }
        List<Element> glyphs = pool.stream().filter(e -> STAR_GLYPHS.matcher(e.label().strip()).matches()).toList();
        return glyphs.stream().sorted(nearest).map(first -> glyphs.stream().filter(e -> Answers.sameRow(e, first))
                        .sorted(java.util.Comparator.comparingInt(e -> e.box().x())).toList())
                .filter(row -> row.size() >= Math.max(n, 3)).findFirst()
                .map(row -> Move.act(new Decision(new Action.Click(row.get(n - 1).id()), "star " + n + " of the " + row.size()
                        + " in a row", null, Effects.changes(index, "rating " + n))));
    }

    /** Whether a line says all these words: each word, and a size or count ("340g") as written, spaces aside. */
    private static boolean saysAll(Set<String> words, String line) {
        Set<String> plain = new java.util.HashSet<>(words);
        plain.removeIf(w -> w.matches(".*\\d.*"));
        String squeezed = line.toLowerCase(java.util.Locale.ROOT).replace(" ", "");
        return Alignment.hits(plain, line).size() == plain.size() && words.stream().filter(w -> w.matches(".*\\d.*"))
                .allMatch(w -> squeezed.contains(w.toLowerCase(java.util.Locale.ROOT)));
    }

    /** The things added by their Add button while a quantity was set: their "add to trolley" step is done with it. */
    private final Set<String> addedFirst = new java.util.HashSet<>();

    private Move click(int index, SubGoal g, int stage, int tries, List<Element> pool, Observation o) {
        if (g.where().container() != null && addedFirst.contains(g.where().container()) && g.target() != null
                && g.target().matches("(?i)add\\s+to\\s+.*")) {
            return Move.already("'" + g.where().container() + "' was added while its number was set");
        }
        Optional<Move> line = deleteLine(index, g, stage, pool);
        if (line.isPresent()) {
            return line.get();
        }
        String path = path(g.target());
        if (path != null && pool.stream().noneMatch(e -> Grounder.names(e, g.target()))) {
            return openPath(index, path, stage, tries, pool);
        }
        Optional<Move> inChooser = describedFile(index, g, pool);
        if (inChooser.isPresent()) {
            return inChooser.get();
        }
        if (g.target() == null && described != null && stage == 0) {
            Optional<Element> result = result(described, pool);
            if (result.isPresent()) {
                // "find the orchid book written by K. Ito and open it": the result that says most of the description
                return Move.act(new Decision(new Action.Click(result.get().id()), "open the result that matches '" + described
                        + "': " + result.get().describe(), null, Effects.changes(index, "opening " + Effects.name(result.get()))));
            }
        }
        Optional<Move> rated = star(index, g, pool);
        if (rated.isPresent()) {
            return rated.get();
        }
        Optional<Move> dated = datedRow(index, g, pool);
        if (dated.isPresent()) {
            return dated.get();
        }
        Optional<SubGoal> row = rowAction(g, pool);
        if (row.isPresent()) {
            return click(index, row.get(), stage, tries, pool, o);
        }
        Optional<Move> inside = insideThing(index, g, pool);
        if (inside.isPresent()) {
            return inside.get();
        }
        Optional<Move> selected = selectThenPress(index, g, pool);
        if (selected.isPresent()) {
            return selected.get();
        }
        Optional<Move> day = dayFirst(index, g, pool);
        if (day.isPresent()) {
            return day.get();
        }
        Optional<Move> first = chooseOwnerFirst(index, g, stage, pool, o);
        if (first.isPresent()) {
            return first.get();
        }
        if (stage > 0 && opened.containsKey(index)) {
            return afterOpening(index, g, pool);
        }
        Optional<Move> named = ticks.named(index, g, pool).or(() -> ticks.ofKind(index, g, pool, o));
        if (named.isPresent()) {
            return named.get();
        }
        Optional<Move> typedIn = addByTyping(index, g, pool);
        if (typedIn.isPresent()) {
            return typedIn.get();
        }
        String owner = g.where().container();
        if (g.kind() == Kind.CLICK && owner != null && !ownersChosen.contains(index) && Superlatives.of(owner).isEmpty()
                && !owner.matches("(?i).*\\b(?:dialog|window|form|page|toolbar|list|table|menu|"
                + "sidebar|panel|header|footer|bar|section|box|screen|tab)s?$") && !Alignment.content(owner).isEmpty()
                && pool.stream().noneMatch(e -> dev.tca.core.Labels.containsWords(e.label(), owner)
                || dev.tca.core.Labels.containsWords(Places.withNextLine(e, pool), owner)
                // a title ("The Quiet Allotment") is said whole: "Quiet Garden Hour" beside "Allotment Diaries" is not it
                || !title(owner) && Places.rowHits(owner, e, pool) >= Math.min(2, Places.specific(owner)))) {
            // "the blurry sunset shot": two captions say sunset; the one nearest in meaning ("Sunset (out of focus)") is it
            List<Element> partly = pool.stream().filter(e -> !e.role().control() && !e.label().isBlank() && !e.has(State.OFFSCREEN)
                    && e.label().strip().split("\\s+").length <= 6 && Places.rowHits(owner, e, pool) >= 1
                    && !Alignment.hits(Alignment.content(owner), e.label()).isEmpty()).toList();
            // a name ("Norwood Timber") is found by its letters, scrolled to if need be; a description by its meaning
            // ("site-survey-final.pdf" is a file's name in lower case, not a description)
            boolean described = owner.equals(owner.toLowerCase(java.util.Locale.ROOT)) && !owner.matches(".*\\S\\.[a-z][a-z0-9]{1,3}\\b.*");
            Optional<Element> meant = partly.isEmpty() || !described ? Optional.empty() : grounder.nearestInMeaning(owner, partly);
            if (meant.isPresent() && !meant.get().label().equals(owner)) {
                return click(index, g.withWhere(g.where().withContainer(meant.get().label())), stage, tries, pool, o);
            }
            // "cancel my woodworking class" in a long list: its row is found first, by scrolling
            return search("no '" + owner + "' on the screen", owner, o, pool);
        }
        if (g.kind() == Kind.CLICK && owner != null && stage == 0 && scrolls < MAX_SCROLLS && Scrolling.possible(o)) {
            // the row's name shows at the very bottom and its buttons may be cut off: bring the row up first
            List<Element> owners = pool.stream().filter(e -> !e.role().control() && !e.label().isBlank()
                    && dev.tca.core.Labels.containsWords(e.label(), owner)).toList();
            if (!owners.isEmpty() && owners.stream().allMatch(e -> e.box().bottom() > o.frameHeight() - 56)) {
                return search("'" + owner + "' is at the bottom edge", owner, o, pool);
            }
        }
        List<Element> unexplored = pool.stream().filter(e -> !explored.contains(index + "|" + e.label())).toList();
        Grounder.Grounding found = inProse(g, ground(g, unexplored), pool, o);
        if (found.found() && g.kind() == Kind.CLICK && g.target() != null && Alignment.sharesOnlyObjects(g.target(), found.element().label())
                && !Alignment.withoutObjects(g.target()).equals(g.target())) {
            // "Centre the text" near "Text style" by its word "text" only: the command's own word ("centre") says which
            String command = Alignment.withoutObjects(g.target());
            Element was = found.element();
            // (only another entry of the same menu, one above the other: not the menu bar's other menus)
            java.util.function.Predicate<Element> sibling = e -> Math.abs(e.box().x() - was.box().x()) <= 24
                    && Math.abs(e.box().y() - was.box().y()) <= 400;
            Grounder.Grounding own = ground(command, Roles.of(g.kind(), g.role()), g.where(), unexplored.stream().filter(sibling).toList());
            if (own.found() && own.element() != found.element()) {
                found = own;
            } else if (!own.found() && Menus.opener(found.element(), pool)) {
                // among a menu's submenus, the one nearest the command in meaning is the one to look into
                double p = found.p();
                Optional<Element> nearest = grounder.nearestInMeaning(command, unexplored.stream()
                        .filter(e -> Menus.opener(e, pool) && sibling.test(e)).toList());
                if (nearest.isPresent() && nearest.get() != was) {
                    found = new Grounder.Grounding(nearest.get(), p, "the submenu nearest '" + command + "' in meaning", true);
                }
            }
        }
        Optional<String> rest = insideMenus(index, g.target());
        if (rest.isPresent()) {
            // inside "File > Download" for "download this sheet as CSV": what the opened menus did not say picks the entry
            Grounder.Grounding item = ground(rest.get(), Set.of(), Qualifiers.NONE, unexplored);
            if (item.found() && !item.meaningOnly()) {
                found = item;
            }
        }
        if (found.found() && !Grounder.names(found.element(), g.target() == null ? "" : g.target())) {
            // "Mute Priya Nair": a partial match on one of five Mute buttons is not as good as the Mute in her row
            Optional<Grounder.Grounding> owned = verbAndOwner(g, pool);
            if (owned.isPresent()) {
                found = owned.get();
            }
        }
        if (found.found() && found.p() < 0.5 && Set.of(Role.TABLE_CELL, Role.TEXT, Role.LABEL).contains(found.element().role())) {
            // "High" in a table's Priority column and the filter button "High": a tie of words goes to the control
            Element said = found.element();
            Optional<Element> control = unexplored.stream().filter(e -> e != said && e.role().control()
                    && !Roles.ITEMS.contains(e.role()) && dev.tca.core.Labels.same(e.label(), said.label())).findFirst();
            if (control.isPresent()) {
                found = new Grounder.Grounding(control.get(), found.p(), found.how().replace(said.describe(), control.get().describe())
                        + "; the control of that name, not " + said.describe());
            }
        }
        Element typedInto = filled.get(index - 1);
        if (typedInto != null && g.kind() == Kind.CLICK && g.target() != null && SENDS.matcher(g.target().strip()).matches()
                && (!found.found() || found.meaningOnly() && !Grounder.names(found.element(), g.target()))) {
            // read from pixels, a chat box's send button is an arrow with no name at the far end of the box the message
            // went in; "Attach" beside it is only near "send" in meaning
            Optional<Element> end = pool.stream().filter(b -> b.role() == Role.BUTTON && b.label().isBlank() && !b.has(State.OFFSCREEN)
                    && b.box().x() > typedInto.box().center().x() && b.box().center().y() >= typedInto.box().y() - 60
                    && b.box().center().y() <= typedInto.box().bottom() + 110).max(java.util.Comparator.comparingInt(b -> b.box().x()));
            if (end.isPresent()) {
                found = new Grounder.Grounding(end.get(), 1.0, "the unnamed button at the end of the box the text went in ("
                        + Effects.name(typedInto) + ")");
            }
        }
        if (found.found() && found.meaningOnly() && g.target() != null && g.target().matches("\\p{Ll}+")
                && !Set.of(Role.BUTTON, Role.LINK, Role.MENU_ITEM).contains(found.element().role())) {
            // one verb ("reserve", "book") is a button's word: a combo box or a line of text is not what it presses
            found = Grounder.Grounding.none("no button for '" + g.target() + "' (closest in meaning: '" + found.element().label() + "')");
        }
        if (found.found() && found.meaningOnly() && g.target() != null && g.target().matches("\\p{Ll}+") && Words.rowAct(g.target())
                && Words.sameAct(g.target(), found.element()) == 0
                && grounder.similarity(g.target(), List.of(found.element())).map(c -> c[0]).orElse(0.0) < VERB_BY_MEANING) {
            // "rename" nearest to the New button (the only one: p=1): a row's verb is said by its own control, not guessed
            found = Grounder.Grounding.none("no control for '" + g.target() + "' (closest in meaning: " + found.element().describe()
                    + ")");
        }
        java.util.regex.Matcher stopping = g.target() == null ? null : STOP_DOING.matcher(g.target().strip());
        if (found.found() && found.meaningOnly() && stopping != null && stopping.matches()
                && found.element().label().toLowerCase(java.util.Locale.ROOT).contains(stopping.group(1).toLowerCase(java.util.Locale.ROOT))
                && !found.element().label().toLowerCase(java.util.Locale.ROOT).matches("(?s).*\\b(?:stop|un|remove|revoke|end|cancel|turn off).*")) {
            // "stop sharing with Dan" near "Share with someone" in meaning: the doing itself is the opposite of stopping it
            found = Grounder.Grounding.none("nothing that stops '" + stopping.group(1) + "ing' (closest in meaning: "
                    + found.element().describe() + ", which does it)");
        }
        if (found.found() && found.meaningOnly() && g.target() != null && UNDOES.matcher(found.element().label()).lookingAt()
                && !UNDOING.matcher(g.target()).find()) {
            // "set up a monthly top-up" near "Stop top-up" in meaning (p=0.45): a button that stops, removes or deletes is
            // pressed only when the goal says such a thing, never as a guess (it had stopped another pot's top-up)
            found = Grounder.Grounding.none("nothing named '" + g.target() + "' (closest in meaning: " + found.element().describe()
                    + ", which undoes something the goal does not ask to undo)");
        }
        if (found.found() && found.meaningOnly() && g.target() != null && Confirmations.back(found.element().label())
                && !Confirmations.back(g.target())) {
            // "set" near "Cancel" in meaning (p=0.48): a way back is pressed only when the goal says so, never as a guess
            found = Grounder.Grounding.none("nothing named '" + g.target() + "' (closest in meaning: " + found.element().describe()
                    + ", a way back)");
        }
        if (found.found() && found.meaningOnly() && g.target() != null && risky(found.element(), g.target())) {
            // "the milk keeps going off" near Cancel in meaning, a sentence near a box: nothing the goal's words name
            found = Grounder.Grounding.none("nothing named '" + g.target() + "' (closest in meaning: "
                    + found.element().describe() + ", which its words do not name)");
        }
        boolean elsewhere = found.found() && g.kind() == Kind.CLICK && otherObject(g.target() == null ? null : g.target()
                + (g.where().container() == null ? "" : " " + g.where().container()), found.element().label());
        if (elsewhere) {
            // "leave the Riverside Runners group": "Leave feedback" leaves something else; the group's Leave may be in a menu
            found = Grounder.Grounding.none("'" + found.element().label() + "' does it to something other than what '" + g.target()
                    + "' names");
        }
        Optional<Move> thing = found.found() ? thingFirst(index, g, found.element(), pool) : Optional.empty();
        if (thing.isPresent()) {
            return thing.get();
        }
        if (found.found() && owner != null && explored.stream().noneMatch(x -> x.startsWith(index + "|"))
                && aboveAnotherRow(owner, found.element(), pool)) {
            // "give Marta's message a thumbs up": the 👍 under a message higher up is that message's, not hers
            found = Grounder.Grounding.none(found.element().describe() + " belongs to a row above '" + owner + "'");
        }
        if (found.found() && owner != null && found.meaningOnly() && Menus.opener(found.element(), pool)) {
            // a menu found by meaning for a row's action: the menu of that row, not the first look-alike on the screen
            Grounder.Grounding meant = found;
            found = rowMenu(owner, pool).map(m -> new Grounder.Grounding(m, meant.p(), "the menu of '" + owner + "'", true))
                    .orElse(found);
        }
        String foundLabel = found.found() ? found.element().label() : "";
        if (found.found() && (found.meaningOnly() || saysLess(found.element(), g.target())) && g.kind() == Kind.CLICK
                && !literal(g.target()) && explored.size() < MAX_MENUS_EXPLORED && (Menus.opener(found.element(), pool)
                // inside a menu opened for this step, an entry that says less than the command is a submenu to look into
                || !found.meaningOnly() && !explored.contains(index + "|" + found.element().label())
                && insideMenus(index, g.target()).filter(r -> java.util.Collections.disjoint(Alignment.content(r),
                        List.of(foundLabel.toLowerCase(java.util.Locale.ROOT).split("[^\\p{L}\\p{N}]+")))).isPresent())) {
            // "Centre the text" matched the Format menu by meaning: the command is inside it, so open it and look again
            Element menu = found.element();
            explored.add(index + "|" + menu.label());
            return Move.stage(new Decision(new Action.Click(menu.id()), "'" + g.target() + "' may be inside " + menu.describe()
                    + " (p=" + String.format("%.2f", found.p()) + "); open it and look", found.p(),
                    Effects.changes(index, "opening " + Effects.name(menu))));
        }
        if (!found.found() && g.kind() == Kind.CLICK && g.target() != null && explored.size() < MAX_MENUS_EXPLORED
                && (explored.stream().anyMatch(x -> x.startsWith(index + "|")) || Menus.command(g.target()) || elsewhere)
                && !rowAway(g, pool)) {
            // looking inside menus already, or a command that lives in menus ("download this as CSV") and no control
            // says it: the next unopened menu, nearest in meaning first
            List<Element> openers = unexplored.stream().filter(e -> Menus.opener(e, pool) && !e.label().isBlank()).toList();
            Optional<Element> nearest = grounder.nearestInMeaning(g.target(), openers);
            if (nearest.isPresent()) {
                Element next = nearest.get();
                explored.add(index + "|" + next.label());
                return Move.stage(new Decision(new Action.Click(next.id()), "'" + g.target() + "' is not here; look inside "
                        + next.describe(), null, Effects.changes(index, "opening " + Effects.name(next))));
            }
        }
        if (!found.found()) {
            Optional<Element> accept = index > 0 && DIALOG_SETS.contains(planned.get(Math.min(index, planned.size()) - 1).kind())
                    && !dialogsAccepted.contains(index) ? dialogAccept(pool) : Optional.empty();
            if (accept.isPresent()) {
                // "move the lease into Apartment and throw the draft away": the Move dialog the step before chose in
                // holds the page until it is accepted ("Move here"); then this step's button is looked for
                dialogsAccepted.add(index);
                return Move.stage(new Decision(new Action.Click(accept.get().id()), "no '" + g.target() + "' while a dialog the step "
                        + "before set something in is open: accept it with " + accept.get().describe(), null,
                        Effects.pressed(index, accept.get())));
            }
        }
        if (!found.found() && g.kind() == Kind.CLICK && index == steps - 1 && steps > 1 && g.target() != null
                && g.target().split("\\s+").length <= 2 && g.where().isEmpty() && g.target().equals(g.target().toLowerCase(java.util.Locale.ROOT))) {
            // (a name, "The Quiet Allotment", or a row's own button is no dialog's word: it is looked for, not replaced)
            // the last word of a task ("... and connect", "... then send") is the dialog's own way to accept it
            return button(index, g, pool, o, Words.ACCEPT, "Return");
        }
        if (!found.found() && g.kind() == Kind.CLICK) {
            Optional<Move> cart = openCart(index, g, pool);
            if (cart.isPresent()) {
                return cart.get();
            }
        }
        if (!found.found()) {
            Optional<Grounder.Grounding> owned = verbAndOwner(g, pool);
            if (owned.isPresent()) {
                found = owned.get();
            }
        }
        boolean reaction = g.target() != null && REACTION.matcher(g.target().strip()).matches();
        if (found.found() && reaction && found.meaningOnly()) {
            // an avatar's initials or a "0 pinned" count near "thumbs up" in meaning: a reaction is named, or drawn as itself
            found = Grounder.Grounding.none("no '" + g.target() + "' (closest in meaning: " + found.element().describe() + ")");
        }
        if (!found.found() && g.kind() == Kind.CLICK && owner != null && g.target() != null && (Words.rowAct(g.target()) || reaction)
                && rowsHovered.add(index)) {
            // a chat's or a list's row shows its actions (Pin, React, ⋮) only under the pointer: hover over the row, look again
            Optional<Element> ownerLine = ownerRow(owner, pool);
            if (ownerLine.isPresent()) {
                return Move.softStage(new Decision(new Action.Hover(ownerLine.get().id()), "no '" + g.target() + "' on the screen; "
                        + "hover over the row of '" + owner + "' (" + ownerLine.get().describe() + ") to show its actions", null,
                        Effects.changes(index, "hovering over '" + owner + "'")));
            }
        }
        if (!found.found() && reaction && !explored.contains(index + "|reactions")) {
            // a reaction is chosen from the row's own picker (a smiley, "Add reaction"), never from another row's chips
            Optional<Element> picker = rowMenu(owner, pool, REACTION_PICKER);
            if (picker.isPresent()) {
                explored.add(index + "|reactions");
                return Move.stage(new Decision(new Action.Click(picker.get().id()), "'" + g.target() + "' is chosen from the "
                        + "reactions of '" + owner + "': open " + picker.get().describe(), null, Effects.changes(index, "opening "
                        + Effects.name(picker.get()))));
            }
        }
        if (!found.found() && g.kind() == Kind.CLICK && owner != null && !explored.contains(index + "|row menu")) {
            // "move the Passport renewal note to ...": no Move in its row, but its row's menu button (More, ⋮, a gear) holds it;
            // recorded as explored only once opened, so a row without one does not make this step's click expect a menu
            Optional<Element> rowMenu = rowMenu(owner, pool);
            if (rowMenu.isPresent()) {
                explored.add(index + "|row menu");
                return Move.stage(new Decision(new Action.Click(rowMenu.get().id()), "'" + g.target() + "' may be in the menu of '"
                        + owner + "': open " + rowMenu.get().describe(), null, Effects.changes(index, "opening "
                        + Effects.name(rowMenu.get()))));
            }
        }
        if (!found.found()) {
            return search(found.how(), g.target(), o, pool);
        }
        Element e = found.element();
        Action a = switch (g.kind()) {
            case DOUBLE_CLICK -> new Action.DoubleClick(e.id());
            case RIGHT_CLICK -> new Action.RightClick(e.id());
            case HOVER -> new Action.Hover(e.id());
            default -> new Action.Click(e.id());
        };
        boolean inMenu = g.kind() == Kind.CLICK && explored.stream().anyMatch(x -> x.startsWith(index + "|"));
        var expect = switch (g.kind()) {
            case SWITCH_TAB, EXPAND, COLLAPSE -> Effects.chosen(index, e);
            // an entry of a menu opened for this step is chosen when the menu closes; one that opens more was a submenu
            default -> inMenu && !Menus.opener(e, pool) ? Effects.closes(index, e, "choosing " + Effects.name(e))
                    : e.role() == Role.BUTTON ? Effects.pressed(index, e)
                    : e.role().control() ? Effects.changes(index, "clicking " + Effects.name(e))
                    : Effects.contentChanges(index, "clicking " + Effects.name(e));
        };
        if ((g.kind() == Kind.EXPAND && e.has(State.EXPANDED)) || (g.kind() == Kind.COLLAPSE && e.has(State.COLLAPSED))
                || (g.kind() == Kind.SWITCH_TAB && e.has(State.SELECTED))) {
            return Move.already(e.describe() + " already is as asked");
        }
        Decision d = new Decision(a, found.how(), found.p(), expect);
        if (g.kind() == Kind.CLICK && found.meaningOnly() && e.role() == Role.BUTTON && g.target() != null
                && !Alignment.content(g.target()).isEmpty() && Alignment.hits(Alignment.content(g.target()), e.label()).isEmpty()) {
            // "make it green" nearest to "Background colour": that button may open what the goal names; look once more
            opened.put(index, e.label());
            return Move.stage(d);
        }
        // a hover shows something only where the page has put it there (a menu, a tooltip): seen or not, the plan goes on
        return e.role().control() && g.kind() != Kind.HOVER ? Move.act(d) : Move.soft(d);
    }

    /**
     * "Drag the Fix login bug card to Done": the thing, found as a click's target is, carried onto the place: a heading,
     * a list or a label that names it (a board's column by its title), else any element that does. The place must be
     * another element; the screen is expected to change where it let go.
     */
    private Move drag(int index, SubGoal g, List<Element> pool, Observation o) {
        Grounder.Grounding named = ground(g.target(), Set.of(), g.where(), pool);
        // read from pixels, a card is a bordered box: the widgets take it for a field whose text is the card's
        Optional<Element> holding = named.found() && dev.tca.core.Labels.same(named.element().label(), g.target()) ? Optional.empty()
                : pool.stream().filter(e -> !e.value().isBlank() && dev.tca.core.Labels.same(e.value(), g.target())).findFirst();
        Grounder.Grounding what = holding.map(e -> new Grounder.Grounding(e, 1.0, "holds '" + g.target() + "'")).orElse(named);
        if (!what.found()) {
            return search(what.how(), g.target(), o, pool);
        }
        String place = g.path().get(0);
        List<Element> others = pool.stream().filter(e -> e != what.element()).toList();
        List<Element> places = others.stream().filter(e -> !e.role().control() || e.role() == Role.LIST_ITEM || e.role() == Role.TREE_ITEM)
                .toList();
        Grounder.Grounding to = ground(place, Set.of(), Qualifiers.NONE, places);
        if (!to.found() || to.meaningOnly() && to.p() < NAME_BY_MEANING_P) {
            to = ground(place, Set.of(), Qualifiers.NONE, others);
        }
        if (!to.found()) {
            return Move.fail("nowhere to drag '" + g.target() + "' to: " + to.how());
        }
        Element from = what.element();
        Element onto = to.element();
        return Move.act(new Decision(new Action.Drag(from.id(), onto.id()), "drag " + from.describe() + " onto " + onto.describe(),
                what.p(), Effects.contentChanges(index, "dropping " + Effects.name(from) + " on " + Effects.name(onto))));
    }

    /**
     * After a button found by meaning alone was pressed: a control now on the screen that the
     * target's own words name ("Green" in the colours it opened) is what the goal meant.
     */
    private Move afterOpening(int index, SubGoal g, List<Element> pool) {
        String first = opened.get(index);
        java.util.Set<String> words = Alignment.content(g.target());
        Optional<Element> named = pool.stream().filter(e -> e.role().control() && !e.label().equals(first)
                        && !Alignment.hits(words, e.label()).isEmpty())
                .min(java.util.Comparator.comparingInt((Element e) -> -Alignment.hits(words, e.label()).size())
                        .thenComparing(dev.tca.core.ReadingOrder.COMPARATOR));
        if (named.isEmpty()) {
            return Move.already("the screen changed after pressing '" + first + "' for '" + g.target() + "'");
        }
        Element e = named.get();
        Decision d = new Decision(new Action.Click(e.id()), "'" + first + "' opened " + e.describe() + ", which '" + g.target()
                + "' names", null, e.role().checkable() ? Effects.chosen(index, e) : Effects.pressed(index, e));
        return Move.act(d);
    }

    /**
     * A quoted target no menu entry names, found as a word inside prose (a link in a paragraph); see
     * {@link ProseWords}. A control found by its words ('Save draft' for "Save") stays the choice.
     */
    private Grounder.Grounding inProse(SubGoal g, Grounder.Grounding found, List<Element> pool, Observation o) {
        if (!literal(g.target()) || found.found() && (Grounder.names(found.element(), g.target())
                || found.element().role().control())) {
            return found;
        }
        return ProseWords.find(goal, g.target(), found.found() ? found.element() : null, pool, o).orElse(found);
    }

    /**
     * "Add a medium to the bag": the click's owner ("medium") is not on the screen, but a choice is
     * (a size list, radio buttons): the owner is chosen there first, then the button is pressed.
     * Empty when the owner shows, when there is nothing to choose in, or when it was already chosen.
     */
    private Optional<Move> chooseOwnerFirst(int index, SubGoal g, int stage, List<Element> pool, Observation o) {
        String owner = g.where().container();
        Set<Role> choiceRoles = Set.of(Role.COMBO, Role.RADIO, Role.LIST_ITEM, Role.MENU_ITEM);
        if (owner == null || g.kind() != Kind.CLICK || ownersChosen.contains(index)
                || g.target() == null || !g.target().toLowerCase(java.util.Locale.ROOT).startsWith("add")
                || pool.stream().noneMatch(e -> choiceRoles.contains(e.role()))) {
            return Optional.empty();
        }
        boolean chosen = pool.stream().anyMatch(e -> e.role() == Role.COMBO && Grounder.names(e.withLabel(e.value(),
                e.source()), owner) || (e.has(State.SELECTED) || e.has(State.CHECKED)) && Grounder.names(e, owner));
        boolean onlyText = Effects.shows(o, owner) && pool.stream().noneMatch(e -> (choiceRoles.contains(e.role())
                || e.role() == Role.TEXT) && Grounder.names(e, owner));
        if (chosen || onlyText) {
            return Optional.empty(); // chosen, or the owner is a thing on the page (a product), not an option
        }
        SubGoal pick = SubGoal.of(Kind.CHOOSE, owner);
        Move m = choose(index, pick, stage, pool, o);
        Set<Role> choices = Set.of(Role.COMBO, Role.RADIO, Role.LIST_ITEM, Role.MENU_ITEM);
        boolean onChoice = m.decision() != null && m.decision().action().target().flatMap(o::element)
                .filter(e -> choices.contains(e.role()) || Grounder.names(e, owner) || Superlatives.of(owner).isPresent())
                .isPresent();
        if (!onChoice) {
            return Optional.empty(); // chosen already, or nowhere to choose it: the button alone
        }
        boolean item = m.decision().action().target().flatMap(o::element).filter(e -> e.role() != Role.COMBO).isPresent();
        if (item) {
            ownersChosen.add(index); // the option itself was clicked: next, the button
        }
        return Optional.of(new Move(m.decision(), false, null, null, m.soft()));
    }

    private static final java.util.regex.Pattern DETAILS = java.util.regex.Pattern.compile("(?i)^\\W*(?:(?:chat|group|contact|"
            + "conversation|channel|item|file|event|page)\\s+)?(?:info|information|details|settings|options|more(?:\\s+(?:options|actions))?|"
            + "manage|menu|[⋮⋯…]|\\.\\.\\.)\\W*$");
    private static final int MAX_INSIDE = 3;

    /**
     * "mute the Book club chat" where no Mute is on the screen: the chat is opened, then its info or options (Chat info,
     * ⋮, Details) until a control for the verb shows ("Mute notifications"), at most three opens. Only for a verb a row or
     * a thing has (mute, archive, pin...) and a thing the screen names.
     */
    /** A file's name without its extension: "site-survey-final.pdf" is not named by another file's ".pdf". */
    static String stem(String thing) {
        return thing.strip().matches("\\S+\\.\\p{Alnum}{2,5}") ? thing.strip().replaceFirst("\\.\\p{Alnum}{2,5}$", "") : thing;
    }

    private Optional<Move> insideThing(int index, SubGoal g, List<Element> pool) {
        if (g.kind() != Kind.CLICK || g.target() == null || literal(g.target())) {
            return Optional.empty();
        }
        String[] w = g.target().strip().split("\\s+", 2);
        String verb = w[0].toLowerCase(java.util.Locale.ROOT);
        String thing = g.where().container() != null ? g.where().container() : w.length > 1 ? w[1] : null;
        // ("move to", "assign to": the verb and its preposition are one act on the thing)
        boolean particle = w.length > 1 && w[1].matches("(?i)to|into|as|off|out|over");
        if (thing == null || !Words.rowAct(verb) || verb.matches("open|view|read|show|select|play") // (opening it is the act)
                || g.where().container() != null && w.length > 1 && !particle) {
            return Optional.empty();
        }
        // (read from pixels, a menu's entries are lines of text: a short one that starts with the verb is one)
        List<Element> verbs = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.MENU_ITEM || e.role() == Role.LINK
                || e.role() == Role.LIST_ITEM || e.role() == Role.TEXT && e.source() == dev.tca.core.Source.OCR
                && e.label().strip().split("\\s+").length <= 4)
                // (a toggle named by its state, "Not starred", does the verb in Words.sameAct)
                && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED) && ((dev.tca.core.Labels.core(e.label()) + " ").startsWith(verb + " ")
                || Words.sameAct(verb, e) > 0)).toList();
        Set<String> before = thingsOpened.get(index);
        if (before == null) {
            if (!verbs.isEmpty()) {
                return Optional.empty(); // the verb's control is here: the usual grounding picks the thing's own
            }
            // (a row's star or delete button does its own act: it is not the thing to open)
            int needed = Math.min(2, Places.specific(thing));
            List<Element> named = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.LINK || e.role() == Role.LIST_ITEM
                    || e.role() == Role.TREE_ITEM) && !e.has(State.OFFSCREEN) && !e.label().isBlank() && !Effects.knowsCheck(e)
                    && !Words.rowAct(e.label()) && Places.rowHits(thing, e, pool) >= needed
                    // a sidebar's folder link level with the row is not the thing: it says a word of it, or opens its menu
                    && (!Alignment.hits(Alignment.content(stem(thing)), e.label()).isEmpty() || Menus.opener(e, pool)
                    || DETAILS.matcher(e.label()).matches())).toList();
            if (named.isEmpty()) {
                // a mail list's rows are clickable lines of text: the line of the row that says the thing opens it
                named = pool.stream().filter(e -> (e.role() == Role.LABEL || e.role() == Role.TEXT) && !e.has(State.OFFSCREEN)
                        && !e.label().isBlank() && e.label().strip().split("\\s+").length <= 8
                        && Places.rowHits(thing, e, pool) >= needed
                        && !Alignment.hits(Alignment.content(stem(thing)), e.label()).isEmpty()).toList();
            }
            int most = named.stream().mapToInt(e -> Places.rowHits(thing, e, pool)).max().orElse(0);
            List<Element> best = named.stream().filter(e -> Places.rowHits(thing, e, pool) == most).toList();
            // "Budget draft.xlsx" beside "Budget draft (old).xlsx": the row that says the name as written
            List<Element> exact = best.stream().filter(e -> dev.tca.core.Labels.containsWords(Places.withNextLine(e, pool), thing)
                    || pool.stream().anyMatch(x -> Answers.sameRow(x, e) && dev.tca.core.Labels.containsWords(Places.runOn(x, pool), thing)))
                    .toList();
            best = exact.isEmpty() ? best : exact;
            // "Greenway Gym" beside "Greenway Gym Kids Club": the row with a line that is the name and nothing more
            List<Element> same = best.stream().filter(e -> dev.tca.core.Labels.same(e.label(), thing) || pool.stream()
                    .anyMatch(x -> Answers.sameRow(x, e) && dev.tca.core.Labels.same(x.label(), thing))).toList();
            best = same.isEmpty() ? best : same;
            Optional<Element> open = best.size() == 1 ? Optional.of(best.get(0)) : grounder.nearestInMeaning(g.target(), best);
            if (open.isEmpty()) {
                return Optional.empty();
            }
            thingsOpened.put(index, pool.stream().map(Element::label).collect(java.util.stream.Collectors.toSet()));
            return Optional.of(Move.stage(new Decision(new Action.Click(open.get().id()), "no '" + verb + "' on the screen: open "
                    + open.get().describe() + " and look inside it", null, Effects.changes(index, "opening " + Effects.name(open.get())))));
        }
        if (!verbs.isEmpty()) {
            Element press = verbs.stream().filter(e -> !before.contains(e.label())).findFirst().orElse(verbs.get(0));
            return Optional.of(Move.act(new Decision(new Action.Click(press.id()), press.describe() + " is '" + verb + "' inside '"
                    + thing + "'", null, Effects.changes(index, "pressing " + Effects.name(press)))));
        }
        Optional<Element> details = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.LINK) && !e.has(State.OFFSCREEN)
                && !before.contains(e.label()) && DETAILS.matcher(e.label()).matches() && !explored.contains(index + "|" + e.label()))
                .findFirst();
        if (details.isPresent() && explored.size() < MAX_MENUS_EXPLORED && thingsOpened.size() <= MAX_INSIDE) {
            explored.add(index + "|" + details.get().label());
            return Optional.of(Move.stage(new Decision(new Action.Click(details.get().id()), "no '" + verb + "' here yet: look in "
                    + details.get().describe(), null, Effects.changes(index, "opening " + Effects.name(details.get())))));
        }
        return Optional.empty(); // nothing more to open: the usual grounding has its say (and its reason to fail)
    }

    /**
     * "Reserve the next book in that series" found the book's title by its words: the title is the thing, not the act.
     * It is opened, once, and the step then looks inside it for the verb's own control ({@link #insideThing}); a second
     * time the title stands, for a row whose click does the act.
     */
    private Optional<Move> thingFirst(int index, SubGoal g, Element found, List<Element> pool) {
        if (g.kind() != Kind.CLICK || g.target() == null || literal(g.target()) || g.where().container() != null
                || thingsOpened.containsKey(index) || !Set.of(Role.BUTTON, Role.LINK, Role.LIST_ITEM).contains(found.role())
                || Effects.knowsCheck(found) || Menus.opener(found, pool)) {
            // (a menu found by the command's words, File for "download this sheet as a CSV file", is looked into by the
            // menus' own search, down to the command's entry)
            return Optional.empty();
        }
        String[] w = g.target().strip().split("\\s+", 2);
        String verb = w[0].toLowerCase(java.util.Locale.ROOT);
        if (w.length < 2 || !Words.rowAct(verb) || verb.matches("open|view|read|show|select|play")
                || Alignment.hits(Set.of(verb), found.label()).size() > 0
                || Alignment.hits(Alignment.content(w[1]), found.label()).isEmpty()) {
            return Optional.empty();
        }
        // ("book 2" says "book", the act "reserve" in other words, only as the thing's own word)
        String rest = " " + found.label().toLowerCase(java.util.Locale.ROOT) + " ";
        for (String word : Alignment.content(w[1])) {
            rest = rest.replaceAll("(?<![\\p{L}])" + java.util.regex.Pattern.quote(word) + "(?![\\p{L}])", " ");
        }
        if (Words.sameAct(verb, found.withLabel(rest.strip(), found.source())) > 0) {
            return Optional.empty();
        }
        thingsOpened.put(index, pool.stream().map(Element::label).collect(java.util.stream.Collectors.toSet()));
        return Optional.of(Move.stage(new Decision(new Action.Click(found.id()), found.describe() + " is the thing, not '" + verb
                + "': open it and look inside it", null, Effects.changes(index, "opening " + Effects.name(found)))));
    }

    private static final Set<Role> ROWS = java.util.EnumSet.of(Role.RADIO, Role.CHECKBOX, Role.LIST_ITEM, Role.TABLE_CELL,
            Role.TREE_ITEM);

    /**
     * "Restore Tuesday evening's backup" in a window that lists backups and has one Restore button: the row is selected
     * first, then that button acts on it (a dialog's Restore, a toolbar's Delete, a mail client's Archive). Only when
     * the window has exactly one button for the verb and it is not in the row: a row's own button is pressed as it is.
     */
    private Optional<Move> selectThenPress(int index, SubGoal g, List<Element> pool) {
        String owner = g.where().container();
        if (g.kind() != Kind.CLICK || owner == null || g.target() == null || !g.target().matches("\\p{Ll}+")
                || owner.matches("(?i).*\\b(?:dialog|window|form|page|toolbar|list|table|menu|sidebar|panel|header|footer|bar|"
                + "section|box|screen|tab)s?$")) {
            return Optional.empty();
        }
        List<Element> presses = pool.stream().filter(e -> e.role() == Role.BUTTON && !e.has(State.OFFSCREEN)
                && (Grounder.names(e, g.target()) || Words.sameAct(g.target(), e) > 0)).toList();
        if (presses.size() != 1) {
            return Optional.empty();
        }
        Element press = presses.get(0);
        if (rowsSelected.contains(index)) {
            return Optional.of(Move.act(new Decision(new Action.Click(press.id()), "the row of '" + owner + "' is selected: press "
                    + press.describe(), null, Effects.pressed(index, press))));
        }
        // from pixels a list's rows are lines of text; with a tree, text beside a list is not a row
        boolean tree = pool.stream().anyMatch(e -> e.source() == dev.tca.core.Source.AX);
        List<Element> rows = pool.stream().filter(e -> !e.has(State.OFFSCREEN) && !e.label().isBlank()
                && (ROWS.contains(e.role()) || !tree && e.role() == Role.TEXT)).toList();
        java.util.Map<Element, Integer> hits = new java.util.HashMap<>();
        rows.forEach(e -> hits.put(e, Places.rowHitsWithTime(owner, e, pool)));
        int most = hits.values().stream().max(Integer::compare).orElse(0);
        List<Element> best = rows.stream().filter(e -> hits.get(e) == most).toList();
        if (most == 0 || rows.size() < 2 || best.stream().anyMatch(e -> !Answers.sameRow(e, best.get(0)))
                || Answers.sameRow(press, best.get(0))) {
            return Optional.empty(); // no row, or two rows alike: the usual grounding (and its search) decides
        }
        // a radio list's row is chosen by its box; another list's by the row itself
        Element row = best.stream().filter(e -> e.role() == Role.RADIO || e.role() == Role.CHECKBOX).findFirst()
                .or(() -> rows.stream().filter(e -> (e.role() == Role.RADIO || e.role() == Role.CHECKBOX) && Answers.sameRow(e, best.get(0)))
                        .findFirst())
                .orElse(best.get(0));
        rowsSelected.add(index);
        if (row.has(State.CHECKED)) {
            return selectThenPress(index, g, pool);
        }
        return Optional.of(Move.stage(new Decision(new Action.Click(row.id()), "select the row of '" + owner + "' ("
                + row.describe() + "), then press " + press.describe(), null, Effects.chosen(index, row))));
    }

    /** The button on a row that opens the row's menu: one that says so (More, Options, Actions, ⋮, …) or pops something up. */
    private static final java.util.regex.Pattern SENDS = java.util.regex.Pattern.compile("(?i)send(?:\\s+it|\\s+message)?|post|reply");

    /** The line of text that names the row: the name itself first, else the shortest that says all its words. */
    private static Optional<Element> ownerRow(String said, List<Element> pool) {
        String owner = Places.named(said);
        return ownerLines(said, pool).stream()
                .min(java.util.Comparator.comparing((Element e) -> !dev.tca.core.Labels.containsWords(e.label(), owner))
                        .thenComparingInt(e -> -Places.rowHits(owner, e, pool))
                        .thenComparingInt(e -> e.label().length()));
    }

    /** Every line that names the owner (its words, or most of them with the rest in its row). */
    private static List<Element> ownerLines(String said, List<Element> pool) {
        String owner = Places.named(said);
        Set<String> words = Alignment.content(owner);
        // (or by its row: "the physio appointment on Wednesday" is the Physiotherapy line beside the day box that says WED)
        return pool.stream().filter(e -> !e.role().control() && !e.has(State.OFFSCREEN) && !e.label().isBlank()
                && (dev.tca.core.Labels.containsWords(e.label(), owner)
                || !words.isEmpty() && Alignment.hits(words, e.label()).size() >= Math.max(1, words.size() - 1)
                || words.size() > 1 && !Alignment.hits(words, e.label()).isEmpty()
                && Places.rowHits(owner, e, pool) >= Math.max(2, words.size() - 1))).toList();
    }

    /** A reaction one gives a message or a post: the emoji's name, never a row's verb. */
    private static final java.util.regex.Pattern REACTION = java.util.regex.Pattern.compile("(?i)(?:an?\\s+)?(?:thumbs?[\\s-]*(?:up|down)|"
            + "\\+1|heart|smiley?|laugh(?:ing)?(?:\\s+face)?|eyes|party(?:\\s+popper)?|tada|clap(?:ping)?(?:\\s+hands)?|fire|"
            + "rocket|tick|check\\s?mark|[\\x{1F300}-\\x{1FAFF}\\x{2600}-\\x{27BF}]\\x{FE0F}?)(?:\\s+(?:emoji|reaction))?");
    /** The row's button that opens its emoji picker. */
    private static final String REACTION_PICKER = "(?i).*(?:\\breact|reaction|emoji|smiley).*";
    private static final String ROW_MENU = "(?i).*(?:\\bmore\\b|options|actions|\\bmenu\\b|manage|settings|[⋮⋯…]|\\.\\.\\.).*";

    /**
     * A control found by its words above the line that names its owner, with another line of that column wholly between
     * them: it belongs to a row higher up (a row's buttons sit beside or below its words, or level with its first line).
     */
    private static boolean aboveAnotherRow(String owner, Element found, List<Element> pool) {
        if (!found.role().control()) {
            return false;
        }
        // (with the owner named whole on several lines, "Kofi" as author of one pull request and reviewer of others, the
        // control belongs to a row above only if it is above every one of them with another line between)
        List<Element> whole = ownerLines(owner, pool).stream()
                .filter(e -> dev.tca.core.Labels.containsWords(e.label(), Places.named(owner))).toList();
        List<Element> lines = whole.size() >= 2 ? whole : ownerRow(owner, pool).map(List::of).orElse(List.of());
        return !lines.isEmpty() && lines.stream().allMatch(a -> found.box().bottom() <= a.box().y()
                && pool.stream().anyMatch(l -> l != a && l != found && !l.role().control() && !l.label().isBlank()
                && Math.abs(l.box().x() - a.box().x()) <= 16 && l.box().y() >= found.box().bottom() && l.box().bottom() <= a.box().y()));
    }

    private static Optional<Element> rowMenu(String said, List<Element> pool) {
        return rowMenu(said, pool, ROW_MENU);
    }

    /**
     * The line of text, table cell or list item that says a row's name whole: the one that is the name itself first
     * ("Greenway Gym", not "Greenway Gym Kids Club" above it), else the shortest.
     */
    private static Optional<Element> nameLine(String name, List<Element> pool) {
        return pool.stream().filter(e -> (!e.role().control() || e.role() == Role.TABLE_CELL || e.role() == Role.LIST_ITEM)
                        && !e.has(State.OFFSCREEN) && dev.tca.core.Labels.containsWords(e.label(), name))
                .min(java.util.Comparator.comparing((Element e) -> !dev.tca.core.Labels.same(e.label(), name))
                        .thenComparingInt(e -> e.label().length()));
    }

    private static Optional<Element> rowMenu(String said, List<Element> pool, String opener) {
        // the row's name: a line of text, or the table cell or list item that holds it ("JW Jonas Weber jonas.weber@...")
        // the line that is the name itself first ("Greenway Gym", not "Greenway Gym Kids Club" above it); "the Website
        // refresh project" is the card titled "Website refresh", which never says "project"
        String owner = Places.named(said);
        // (a message described by what it says, "Marta's message with the new VPN address", is the line that says most of it)
        Optional<Element> row = nameLine(owner, pool).or(() -> ownerRow(said, pool));
        return row.flatMap(r -> pool.stream().filter(b -> b.role() == Role.BUTTON && !b.has(State.OFFSCREEN)
                        && (Math.abs(b.box().center().y() - r.box().center().y()) <= Math.max(36, r.box().height())
                        // a message's toolbar floats over its first line (the author's) when the text named is its second
                        || b.box().center().y() < r.box().y() && r.box().center().y() - b.box().center().y() <= 56)
                        && (b.has(State.COLLAPSED) && opener.equals(ROW_MENU) || b.label().matches(opener)))
                .min(java.util.Comparator.comparingInt(b -> Math.abs(b.box().center().y() - r.box().center().y()))));
    }

    /**
     * "Mute Priya Nair" when the screen has a Mute button on every row: the first word is the
     * button, the rest names the row (or card) it belongs to. Only when both are on the screen.
     */
    private Optional<Grounder.Grounding> verbAndOwner(SubGoal g, List<Element> pool) {
        if (g.target() == null || !g.where().isEmpty() || g.kind() != Kind.CLICK) {
            return Optional.empty();
        }
        String[] w = g.target().strip().split("\\s+", 2);
        if (w.length < 2 || pool.stream().noneMatch(e -> Grounder.names(e, w[0]) && e.role().control())
                || pool.stream().noneMatch(e -> dev.tca.core.Labels.containsWords(e.label(), w[1].replaceAll("[,.;].*$", "")))) {
            return Optional.empty();
        }
        String owner = w[1].replaceAll("[,.;].*$", "").strip();
        Grounder.Grounding owned = ground(w[0], Roles.of(g.kind(), g.role()), Qualifiers.NONE.withContainer(owner), pool);
        // ("leave the Riverside Runners group": "Leave feedback" and "Leave the waitlist" leave something else; "Leave group"
        // and a bare "Leave" are the group's)
        if (owned.found()) {
            Set<String> object = new java.util.HashSet<>(Alignment.content(owned.element().label()));
            object.removeAll(Alignment.hits(object, w[0]));
            object.removeIf(o -> o.equalsIgnoreCase(w[0]) || Places.kindWord(o) || o.matches("\\d+"));
            if (!object.isEmpty() && Alignment.hits(object, owner).isEmpty()) {
                return Optional.empty();
            }
        }
        return owned.found() ? Optional.of(owned) : Optional.empty();
    }

    /**
     * Whether a control that says the target's verb does it to another thing: "Leave feedback" or "Leave the waitlist" for
     * "leave Riverside Runners group" (its other words name none of the target's); "Leave", "Leave this group" do not.
     */
    static boolean otherObject(String target, String label) {
        if (target == null || label == null) {
            return false;
        }
        List<String> said = new java.util.ArrayList<>(Alignment.content(target));
        // ("Remove from basket": where from, not what)
        List<String> own = new java.util.ArrayList<>(Alignment.content(label.replaceAll(
                "(?i)\\s+(?:from|to|in|into|on|onto|at|for|with|out\\s+of)\\b.*$", "")));
        if (said.size() < 2 || own.size() < 2 || Alignment.hits(Set.of(said.get(0)), own.get(0)).isEmpty()) {
            return false;
        }
        Set<String> thing = new java.util.HashSet<>(said.subList(1, said.size()));
        Set<String> object = new java.util.HashSet<>(own.subList(1, own.size()));
        object.removeIf(o -> Places.kindWord(o) || o.matches("\\d+") || o.length() < 3);
        return !object.isEmpty() && Alignment.hits(thing, String.join(" ", object)).isEmpty();
    }

    /** A question that is not the last step: its answer is kept for the step that types it. */
    private Move copy(Move read) {
        if (read.decision() != null && read.decision().action() instanceof Action.Done d && d.answer() != null) {
            copied = d.answer();
            return Move.already("read '" + d.answer() + "': " + read.decision().reason());
        }
        return read;
    }

    /** The grey words an empty field shows: "Type a name or address", "What needs to be done?", "Add a task…". */
    private static final java.util.regex.Pattern HINT = java.util.regex.Pattern.compile("(?i)(?:(?:type|enter|search|add|e\\.g\\.|your|"
            + "write|start\\s+typing)\\b.*|what(?:'s|\\s+is|\\s+needs|\\s+do)\\b.{0,40}\\?|.{1,40}(?:…|\\.\\.\\.))");

    /**
     * A borderless field read from pixels shows only its grey hint ("What needs to be done?"), found as a line of text
     * that is neither inside a field nor a field's label: typing goes there.
     */
    private static Optional<Element> borderless(List<Element> pool) {
        List<Element> fields = pool.stream().filter(e -> e.role().editable()).toList();
        return pool.stream().filter(e -> !e.role().control() && HINT.matcher(e.label().strip()).matches())
                .filter(h -> fields.stream().noneMatch(f -> f.box().contains(h.box().center())
                        || f.box().x() >= h.box().x() - 8 && f.box().x() - h.box().right() < 60 && Answers.sameRow(f, h)
                        || f.box().y() >= h.box().bottom() - 4 && f.box().y() - h.box().bottom() < 40
                        && Math.abs(f.box().x() - h.box().x()) < 40))
                .findFirst();
    }

    private Move type(int index, SubGoal g, int stage, int tries, List<Element> pool, Observation o) {
        if (SubGoal.COPIED.equals(g.text())) {
            if (copied == null) {
                return Move.fail("nothing was read to type");
            }
            g = g.withText(copied, g.secret());
        }
        if (stage > 0 && chosenIn.containsKey(index)) {
            return choose(index, SubGoal.of(Kind.CHOOSE, g.text()).withWhere(Qualifiers.NONE.withContainer(chosenIn.get(index))),
                    stage, pool, o);
        }
        Optional<Move> split = FullNames.split(index, g, stage, pool);
        if (split.isPresent()) {
            return split.get();
        }
        // (also once a section was opened to look for it: "theme" found under Appearance as Light, Dark, Match device)
        if ((stage == 0 || !chosenIn.containsKey(index)) && g.target() != null && g.text() != null && !g.secret()
                && optionNotField(g, pool)) {
            // "priority High" where Priority is a row of radio buttons (Low, Normal, High): the option, not a field beside it
            return choose(index, SubGoal.of(Kind.CHOOSE, g.text()).withWhere(Qualifiers.NONE.withContainer(g.target())), stage, pool, o);
        }
        Typed typed = queries.get(index);
        if (stage > 0 && typed != null) {
            Optional<Element> pick = suggestion(typed, pool, o.words());
            if (pick.isEmpty()) {
                return Move.already("'" + typed.text() + "' was typed; the field suggests nothing for it");
            }
            return Move.act(new Decision(new Action.Click(pick.get().id()), "pick the suggestion " + pick.get().describe(),
                    null, Effects.changes(index, "picking '" + pick.get().label() + "'")));
        }
        Element field = null;
        String how;
        if (g.target() == null) {
            // (after ctrl+Home/End the keys go where the caret was put, never into the one field there is: a search box)
            field = caretKeyBefore(index) != null ? o.focused().filter(e -> e.role().editable()).orElse(null)
                    : o.focused().filter(e -> e.role().editable()).or(() -> appeared(pool)).or(() -> borderless(pool))
                    .orElseGet(() -> only(pool, Roles.EDITABLE));
            how = field == null ? "type where the keyboard focus is" : "type into " + field.describe();
            if ("ctrl+end".equalsIgnoreCase(caretKeyBefore(index)) && !g.text().startsWith("\n") && (field != null
                    && !field.value().isEmpty() && !field.value().endsWith("\n") || field == null && documentLine(pool, o).isPresent())) {
                // a last line added to a text whose end has no line break (a page's text box; read from pixels, a note's
                // lines of text, whose last line has words): the break comes first
                g = g.withText("\n" + g.text(), g.secret());
            }
            if (field != null && g.text().startsWith("\n") && field.value().endsWith("\n")) {
                // a new last line in a document that already ends with a line break: the caret is on that empty line
                g = g.withText(g.text().substring(1), g.secret());
            }
        } else {
            Optional<Grounder.Grounding> daySaid = dayField(g, pool);
            Grounder.Grounding found = daySaid.isPresent() ? daySaid.get() : ground(g, pool);
            String setting = g.target();
            Optional<Element> options = g.secret() || g.text().matches(".*\\d.*") || g.text().strip().split("\\s+").length > 3
                    ? Optional.empty() : pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.COMBO)
                    && !e.has(State.OFFSCREEN) && dev.tca.core.Labels.containsWords(e.label(), setting)).findFirst()
                    // (a field that says it, "Add guests", takes the text: the + button called Add is not its options)
                    .filter(b -> pool.stream().noneMatch(e -> e.role().editable() && !e.has(State.OFFSCREEN)
                            && dev.tca.core.Labels.containsWords(e.label(), setting)));
            if (options.isPresent() && (!found.found() || !found.element().role().editable()
                    || Alignment.hits(Alignment.content(setting), found.element().label()).isEmpty())) {
                // "make the text size Large": no field says text size, but the Text size button holds its options; the
                // word is one of them to choose, never typed into the search box nearest in meaning
                return choose(index, SubGoal.of(Kind.CHOOSE, g.text()).withWhere(Qualifiers.NONE.withContainer(setting)), stage, pool, o);
            }
            if (found.found() && !found.element().role().editable() && g.kind() == Kind.TYPE) {
                // a list's column header "Name" is no place to type; the dialog's field "New name" says the same word
                int step = index;
                String words = g.target();
                Element said = found.element();
                Optional<Element> saying = pool.stream().filter(e -> e.role().editable() && !e.has(State.OFFSCREEN)
                        && dev.tca.core.Labels.containsWords(e.label(), words) && !filledBefore(step, e)).findFirst()
                        // "the gas meter" matched the label Gas: the one field that says Gas ("Gas reading") is it
                        .or(() -> Optional.of(pool.stream().filter(e -> e.role().editable() && !e.has(State.OFFSCREEN) && !said.label().isBlank()
                                && dev.tca.core.Labels.containsWords(e.label(), said.label()) && !filledBefore(step, e)).toList())
                                .filter(l -> l.size() == 1).map(l -> l.get(0)));
                // "move my practice reminder to 7 pm": a site's nav link Practice is no place to type, nor is the reminder's
                // switch; the drop-down beside it that shares its words (Reminder time) holds the time to choose, and where
                // none shows, the tab nearest in meaning is where to look
                Optional<Element> dropDown = saying.isPresent() || g.secret() ? Optional.empty() : pool.stream()
                        .filter(e -> (e.role() == Role.COMBO || e.role() == Role.BUTTON && (e.has(State.COLLAPSED) || Roles.arrowed(e)))
                                && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED) && e != said
                                && !Alignment.hits(Alignment.content(words), e.label()).isEmpty()).findFirst();
                if (dropDown.isPresent()) {
                    return choose(index, SubGoal.of(Kind.CHOOSE, g.text()).withWhere(Qualifiers.NONE.withContainer(dropDown.get().label())),
                            stage, pool, o);
                }
                if (saying.isEmpty() && (said.role() == Role.LINK || !said.role().control()) && !g.secret()) {
                    Optional<Move> tab = otherTab(words, pool).or(() -> nearestTab(words, pool));
                    if (tab.isPresent()) {
                        return tab.get();
                    }
                }
                if (saying.isPresent()) {
                    found = new Grounder.Grounding(saying.get(), 1.0, "the field " + saying.get().describe() + " says '" + words + "'");
                } else {
                    // read from pixels, the heading "New message" says "message" too; the box's grey hint "Write a message"
                    // is where the message goes
                    Optional<Element> hint = pool.stream().filter(e -> e != said && !e.role().control()
                            && HINT.matcher(e.label().strip()).matches()
                            && !Alignment.hits(Alignment.content(words), e.label()).isEmpty() && !filledBefore(step, e)).findFirst();
                    if (hint.isPresent() && !HINT.matcher(said.label().strip()).matches()) {
                        found = new Grounder.Grounding(hint.get(), 1.0, "the grey hint " + hint.get().describe() + " of the box for '"
                                + words + "'");
                    }
                }
            }
            if (found.found() && found.meaningOnly() && !g.secret() && misfit(found.element(), g.text())) {
                // "Large" for the text size nearest in meaning to a pop-up's Email address: no e-mail, no number, no place for it
                found = Grounder.Grounding.none("no field for '" + g.target() + "' ('" + g.text() + "' does not fit "
                        + found.element().describe() + ")");
            }
            if (found.found() && found.meaningOnly() && found.element().role().editable() && !found.element().value().isBlank()
                    && !found.element().value().strip().matches("[\\d.,]+") && !found.how().contains("beside")
                    && !g.secret() && Alignment.hits(Alignment.content(g.target()), found.element().label()).isEmpty()
                    && !dev.tca.core.Labels.containsWords(found.element().value(), g.text())) {
                // "switch the theme to Dark" nearest in meaning to Job title = "Product designer": typing would replace what
                // another field holds; the theme is an option here, or on the tab nearest to it
                String place = g.target();
                Optional<Move> tab = otherTab(place, pool).or(() -> nearestTab(place, pool));
                if (tab.isPresent()) {
                    return tab.get();
                }
                return choose(index, SubGoal.of(Kind.CHOOSE, g.text()).withWhere(Qualifiers.NONE.withContainer(g.target())), stage, pool, o);
            }
            if (found.found() && found.element().role() == Role.TAB && !found.element().has(State.SELECTED) && !g.secret()
                    && visitedTabs.add(found.element().label())) {
                // "the gas meter says 7342" names the Gas tab: its reading's field is on that tab, never typed into the tab
                Element tab = found.element();
                return Move.stage(new Decision(new Action.Click(tab.id()), "'" + g.target() + "' names " + tab.describe()
                        + "; its field is on that tab", found.p(), Effects.chosen(index, tab)));
            }
            if (g.secret() && found.found() && !secretField(found.element())) {
                // a password goes into a field that hides it or says it is one, never into Email or a tab found by meaning
                found = Grounder.Grounding.none("no password field for '" + g.target() + "' (closest: " + found.element().describe() + ")");
            }
            if (g.secret() && !found.found()) {
                return secretFieldBehind(index, g, o, pool);
            }
            if (found.found() && filledBefore(index, found.element())) {
                // "the comment" beside the heading "Leave a comment" found the name field the step before filled: another
                // step's field is not this one's; the comment box may be further down
                int step = index;
                found = ground(g, pool.stream().filter(e -> !filledBefore(step, e)).toList());
                if (!found.found()) {
                    return search("no field for '" + g.target() + "' but one an earlier step filled", g.target(), o, pool);
                }
            }
            Element lone = only(pool, Roles.EDITABLE);
            if (!found.found() && lone != null && g.target().equalsIgnoreCase("name")) {
                // "rename it to Q3 plan" in a dialog with one field, whatever its label says
                found = new Grounder.Grounding(lone, 1.0, "the only field, " + lone.describe() + ", holds the name");
            }
            if (!found.found()) {
                // a form read only by OCR: the label's own text, when it is there, is where to click
                Grounder.Grounding label = ground(g.target(), Set.of(), Qualifiers.NONE, pool);
                if (!label.found()) {
                    return search(found.how(), g.target(), o, pool);
                }
                Element named = label.element();
                if (!g.secret() && (named.role() == Role.MENU_ITEM || named.role() == Role.COMBO
                        || named.role() == Role.BUTTON && named.has(State.COLLAPSED))) {
                    // "lower the video quality to 480p" names the menu entry Quality Auto (1080p) ›: 480p is chosen in it, not typed
                    // (and stays a choice once the entry is open and its name is gone)
                    chosenIn.put(index, named.label());
                    return choose(index, SubGoal.of(Kind.CHOOSE, g.text()).withWhere(Qualifiers.NONE.withContainer(named.label())),
                            stage, pool, o);
                }
                // a borderless field read from pixels shows only its grey hint ("Type a name or address") right of
                // its label: the hint is inside the field, the label may not focus it
                Optional<Element> hint = pool.stream().filter(e -> e != named && !e.role().control() && !e.label().isBlank()
                        && Answers.sameRow(e, named) && e.box().x() >= named.box().right() && e.box().x() - named.box().right() < 120
                        && HINT.matcher(e.label()).matches()).findFirst();
                field = hint.orElse(named);
                how = "no field named '" + g.target() + "'; clicking " + (hint.isPresent() ? "its hint " : "its label ")
                        + field.describe();
            } else {
                field = found.element();
                how = found.how();
                Element named = field;
                int step = index;
                if (!named.role().editable() && named.role() != Role.COMBO && Scrolling.possible(o)
                        && Grounder.besideLabel(named, Roles.EDITABLE, pool).filter(f -> !filledBefore(step, f)).isEmpty()
                        && pool.stream().noneMatch(e -> e.role().editable() && Grounder.names(e, named.label()))) {
                    Double n = counted(g.text());
                    if (n != null && Steppers.near(named, pool).isPresent()) {
                        // read from pixels, a basket's "− 1 +" is no field: the count is reached with its buttons
                        return setValue(index, new SubGoal(Kind.SET_VALUE, null, null, null, Qualifiers.NONE.withContainer(named.label()),
                                false, null, n, null, null, null, null, null), pool, o);
                    }
                    // "Leave a comment" as a heading at the foot of the screen: the Comment field is further down
                    return search("no field for '" + g.target() + "' under " + named.describe(), g.target(), o, pool);
                }
            }
        }
        if (field != null && !field.role().editable() && !g.secret() && g.target() != null) {
            // "switch my plan to quarterly billing" where Plan is a list's column: the option the text names is chosen
            Set<String> words = Alignment.content(g.text());
            Optional<Element> option = pool.stream().filter(e -> Roles.ITEMS.contains(e.role()) || e.role() == Role.RADIO
                    || e.role() == Role.TABLE_CELL).filter(e -> !Alignment.hits(words, e.label()).isEmpty())
                    .max(java.util.Comparator.comparingInt(e -> Alignment.hits(words, e.label()).size()));
            if (option.isPresent()) {
                // a row of a radio list is chosen by its own box
                Element cell = option.get();
                String name = pool.stream().filter(b -> b.role().checkable() && !b.label().isBlank() && Answers.sameRow(b, cell))
                        .map(Element::label).findFirst().orElse(cell.label());
                return choose(index, SubGoal.of(Kind.CHOOSE, name), stage, pool, o);
            }
        }
        if (field != null && field.role() == Role.COMBO && !field.has(State.EDITABLE) && g.target() != null) {
            // "change my time zone to Tokyo" in a drop-down list: its item is chosen, letters typed there go nowhere
            return choose(index, SubGoal.of(Kind.CHOOSE, g.text()).withWhere(Qualifiers.NONE.withContainer(g.target())), stage, pool, o);
        }
        if (tries > 0 && field != null && field.role() == Role.TEXT) {
            return Move.fail("the text did not show after clicking '" + field.label() + "' and typing");
        }
        if (field != null && field.role().editable() && field.value().strip().matches("\\d+") && !g.secret()) {
            // "change the filters to three packs" in a quantity box that holds 1: the box takes the count, not the words
            Double n = counted(g.text());
            if (n != null) {
                g = g.withText(Long.toString(Math.round(n)), false);
            }
        }
        // the one-line field a dialog just brought up often holds a name to replace ("Untitled folder", selected), which
        // pixels may read as empty
        boolean fresh = field != null && field.role() == Role.TEXT_FIELD && appeared(pool).filter(field::equals).isPresent();
        // (a document, or a text box of several lines, is never typed over on a retry: its whole text would be lost)
        boolean document = field != null && (field.value().contains("\n") || g.target() == null && field.box().height() >= 60);
        boolean replace = field != null && field.role().editable() && (tries > 0 && !document || fresh || !document
                && !field.value().isEmpty() && field.value().length() < 200 && !field.value().contains("\n"));
        // a field that has the focus is typed into where its caret is: a click would move the caret
        // after ctrl+Home or ctrl+End the caret is where the text goes: a click into the field would move it
        boolean placed = g.target() == null && caretKeyBefore(index) != null;
        boolean focused = field != null && (field.has(State.FOCUSED) || placed) && !replace;
        // a count typed into a quantity box is committed by leaving it before the next step: a page that redraws its rows
        // on the change would otherwise redraw them under the next click, which is lost
        boolean commit = field != null && field.role().editable() && field.value().strip().matches("\\d+")
                && g.text().strip().matches("\\d+") && index + 1 < steps;
        Action a = new Action.Type(commit ? g.text() + "\t" : g.text(), field == null || focused ? null : field.id(), replace, g.secret());
        if (field != null && (field.role().editable() || !field.role().control())) {
            // (read from pixels, a box's grey hint stands for the box)
            filled.put(index, field);
        }
        Decision d = new Decision(a, how, null, Effects.typed(index, field, g.text(), g.secret()));
        if (field != null && field.role() == Role.COMBO && !g.secret()) {
            // a field that suggests as one types ("To": Carlos): its list is looked at once the text is in
            queries.put(index, new Typed(g.text(), field.box(), true, null));
            return Move.stage(d);
        }
        if (field != null && (field.role() == Role.TEXT_FIELD || !field.role().control()) && !g.secret() && !g.text().contains("\n")) {
            // a plain field may suggest too (a mail's To: names become chips): only an entry that appears once the
            // text is in counts, never text the page showed before
            // (read from pixels the field may be its label "To:", the typed text right of it: its suggestions drop under both)
            Rect under = field.role().control() ? field.box()
                    : new Rect(field.box().x(), field.box().y(), field.box().width() + 400, field.box().height());
            queries.put(index, new Typed(g.text(), under, true, pool.stream().map(Element::label).collect(
                    java.util.stream.Collectors.toSet())));
            return Move.stage(d);
        }
        return Move.act(d);
    }

    /** A count said in words or digits, with what it counts or alone ("three packs", "2 bottles", "four"), or null. */
    private static Double counted(String text) {
        String[] words = text.strip().split("\\s+");
        return words.length <= 2 && (words.length == 1 || words[1].matches("\\p{L}+")) ? Alignment.count(words[0]) : null;
    }

    /** A field a password may go into: one that hides what is typed, or an editable one whose label says password. */
    private static boolean secretField(Element e) {
        return e.role() == Role.PASSWORD_FIELD || e.role().editable() && dev.tca.core.Labels.namesSecret(e.label());
    }

    /**
     * No field for the password on the screen: the control that says it brings one up ("Change password", the pencil
     * beside the Password heading) is pressed once; else another tab, or further down, is looked at.
     */
    private Move secretFieldBehind(int index, SubGoal g, Observation o, List<Element> pool) {
        Optional<Element> opener = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.LINK)
                && !e.has(State.DISABLED) && !e.has(State.OFFSCREEN) && dev.tca.core.Labels.namesSecret(e.label())
                && !explored.contains(index + "|" + e.label())).findFirst();
        if (opener.isPresent() && pool.stream().noneMatch(Moves::secretField)) {
            explored.add(index + "|" + opener.get().label());
            return Move.stage(new Decision(new Action.Click(opener.get().id()), "no password field for '" + g.target() + "'; "
                    + opener.get().describe() + " may bring it up", null, Effects.changes(index, "opening " + Effects.name(opener.get()))));
        }
        return search("no password field for '" + g.target() + "'", g.target(), o, pool);
    }

    /**
     * "the lentil soup recipe" in a field that says "Search recipes": the kind of thing the field
     * searches is not part of the query (a site matching the words as written finds nothing).
     */
    static String query(String text, Element field) {
        // "the orchid book written by K. Ito": the author picks among the results, the topic is what is searched
        String topic = text.strip().replaceFirst("(?i)\\s+(?:(?:written|made|published|directed|sung|performed|posted|sold|"
                + "recorded|painted|designed)\\s+)?by\\s+\\S.*$", "").replaceFirst("(?i)\\s+(?:book|item|product|title|listing|"
                + "article|entry|thing|one)s?$", "");
        text = topic.isBlank() ? text : topic;
        String[] w = text.strip().split("\\s+");
        if (w.length < 2) {
            return text;
        }
        String last = w[w.length - 1].toLowerCase(java.util.Locale.ROOT).replaceAll("[^\\p{L}]", "");
        String says = (field.label() + " " + field.value()).toLowerCase(java.util.Locale.ROOT);
        java.util.regex.Matcher place = java.util.regex.Pattern.compile("(?i).*\\b(to|from)\\s+(\\S.*)$").matcher(text.strip());
        if (place.matches() && dev.tca.core.Labels.core(field.label()).equals(place.group(1).toLowerCase(java.util.Locale.ROOT))) {
            return place.group(2); // "flights to Reykjavik" in the field labelled To
        }
        boolean kind = last.length() >= 3 && java.util.regex.Pattern.compile("\\b" + java.util.regex.Pattern.quote(last)
                + "(?:s|es)?\\b").matcher(says).find();
        return kind ? String.join(" ", java.util.Arrays.copyOf(w, w.length - 1)) : text;
    }

    private Move search(int index, SubGoal g, int stage, List<Element> pool, Observation o) {
        if (stage == 0) {
            Element field = o.focused().filter(e -> e.role().editable()).orElse(null);
            // only a field can take the query: a "Search" button's word must not win it
            List<Element> fields = pool.stream().filter(e -> Roles.EDITABLE.contains(e.role())).toList();
            Grounder.Grounding found = fields.isEmpty() ? Grounder.Grounding.none("no field")
                    : ground(g.target() == null ? "search" : g.target(), Roles.EDITABLE, Qualifiers.NONE, fields);
            if (found.found()) {
                field = found.element();
            } else if (field == null) {
                field = only(pool, Roles.EDITABLE);
            }
            if (field == null && g.text() != null && DESCRIBES.matcher(g.text()).find()
                    && repeats(pool.stream().filter(e -> e.role() == Role.BUTTON || e.role() == Role.LINK), 3)) {
                // "find a sitter who takes dogs, has a garden and charges £30 at most" on a list with no search field: the
                // description is what picks the row for the steps after it ("save them", "ask them")
                rowsDescribed = true;
                described = g.text();
                return Move.already("no search field; the rows are told apart by '" + g.text() + "'");
            }
            if (field == null) {
                // "search for availability" on a form whose fields are set: its Search button runs it
                Set<String> words = Alignment.content("search find " + (g.target() == null ? "" : g.target()) + " "
                        + (g.text() == null ? "" : g.text())); // "look for tickets": its Find tickets button
                Optional<Element> button = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.LINK)
                        && !Alignment.hits(words, e.label()).isEmpty()).min(java.util.Comparator.comparingInt((Element e) ->
                        -Alignment.hits(words, e.label()).size()).thenComparing(dev.tca.core.ReadingOrder.COMPARATOR));
                if (button.isPresent()) {
                    return Move.act(new Decision(new Action.Click(button.get().id()), "no search field; " + button.get().describe()
                            + " runs the search", null, Effects.pressed(index, button.get())));
                }
                return Move.fail("no search field on the screen");
            }
            String query = query(g.text(), field);
            described = g.text();
            rowsDescribed = false; // a query typed into a field finds its own results
            // a plain field may complete too ("Reykjavik (KEF)" under To): only an entry that appears once the query is in
            queries.put(index, new Typed(query, field.box(), true, field.role() == Role.COMBO ? null
                    : pool.stream().map(Element::label).collect(java.util.stream.Collectors.toSet())));
            return Move.stage(new Decision(new Action.Type(query, field.id(), !field.value().isEmpty(), false),
                    "search for '" + query + "' in " + field.describe(), null, Effects.typed(index, field, query, false)));
        }
        Typed typed = queries.get(index);
        Optional<Element> pick = stage == 1 && typed != null ? suggestion(typed, pool)
                // a result list that filters as one types is not a completion: only an entry that starts with the query
                .filter(e -> typed.before() == null || e.label().toLowerCase(java.util.Locale.ROOT).startsWith(
                        typed.text().strip().toLowerCase(java.util.Locale.ROOT)) && e.box().y() - typed.field().bottom() < 150)
                : Optional.empty();
        if (pick.isPresent()) {
            // a field that suggests as one types takes the place from its list, not from the letters
            return Move.stage(new Decision(new Action.Click(pick.get().id()), "pick the suggestion " + pick.get().describe(),
                    null, Effects.changes(index, "picking '" + pick.get().label() + "'")));
        }
        Set<String> go = Set.of("search", "find", "go", "look");
        Optional<Element> button = pool.stream().filter(e -> e.role() == Role.BUTTON && !Alignment.hits(go, e.label()).isEmpty())
                .min(dev.tca.core.ReadingOrder.COMPARATOR);
        if (button.isPresent()) {
            return Move.act(new Decision(new Action.Click(button.get().id()), "run the search with " + button.get().describe(), null,
                    Effects.pressed(index, button.get())));
        }
        // results that filter as one types do not change again on Return: not a failure of the search
        return Move.soft(Decision.of(new Action.Key(KeyChord.parse("Return")), "submit the search")
                .expecting(Effects.changes(index, "submitting the search")));
    }

    private static final java.util.regex.Pattern ADDS = java.util.regex.Pattern.compile("(?i)add(?:\\s+(?:to|it|them|this)\\b.*)?");
    private static final java.util.regex.Pattern ADD_FIELD = java.util.regex.Pattern.compile(
            "(?i).*\\b(?:add|new|item|items|task|to-?do|enter|type|write)\\b.*");

    /**
     * "Add eggs to the shopping list" where no eggs show to add by a button, but the list has its one field for new
     * entries ("Add an item"): the thing is typed there and Return pressed, and seen in the list after.
     */
    private Optional<Move> addByTyping(int index, SubGoal g, List<Element> pool) {
        String thing = g.where().container();
        if (g.kind() != Kind.CLICK || thing == null || g.target() == null || !ADDS.matcher(g.target().strip()).matches()
                || pool.stream().anyMatch(e -> !e.role().editable() && !e.has(State.OFFSCREEN)
                && dev.tca.core.Labels.containsWords(e.label(), thing))) {
            return Optional.empty();
        }
        List<Element> fields = pool.stream().filter(e -> e.role() == Role.TEXT_FIELD && !e.has(State.DISABLED) && !e.has(State.OFFSCREEN)
                && e.value().isBlank() && ADD_FIELD.matcher(e.label()).matches()).toList();
        if (fields.size() != 1) {
            return Optional.empty();
        }
        Element field = fields.get(0);
        return Optional.of(Move.act(new Decision(new Action.Type(thing + "\n", field.id(), true, false), "no '" + thing
                + "' shows to add by a button: type it into " + field.describe() + " and press Return", null,
                dev.tca.core.Expectation.of(index, "'" + thing + "' shows in the list", (before, after, changed) -> after.elements().stream()
                        .anyMatch(e -> !e.role().editable() && dev.tca.core.Labels.containsWords(e.label(), thing))
                        ? Optional.of("'" + thing + "' now shows outside " + Effects.name(field)) : Optional.empty()))));
    }

    private static final java.util.regex.Pattern OPENS = java.util.regex.Pattern.compile("(?i)(?:open|view|show|see|read|check|"
            + "click|select|pick|choose|go\\s+to|look\\s+at)");

    /**
     * "Remove the oldest backup", "open the most recent invoice": of the rows that show a date (those that say the kind when
     * two or more do), the one at that end; the row's own control for the verb is pressed, or the row itself opened.
     */
    private Optional<Move> datedRow(int index, SubGoal g, List<Element> pool) {
        if (g.kind() != Kind.CLICK || g.target() == null) {
            return Optional.empty();
        }
        String phrase = g.where().container() != null ? g.where().container() : g.target();
        Optional<Superlatives.Want> want = Superlatives.of(phrase).filter(w -> w.measure() == Superlatives.Measure.DATE);
        if (want.isEmpty()) {
            return Optional.empty();
        }
        // "remove oldest backup": the verb before the superlative, the kind after it
        int at = g.where().container() == null ? Superlatives.dateWordAt(phrase) : -1;
        String verb = g.where().container() != null ? g.target() : at >= 0 ? phrase.substring(0, at).strip() : "";
        String kind = Superlatives.rest(at >= 0 ? phrase.substring(at) : phrase);
        List<Element> dated = pool.stream().filter(e -> !e.has(State.OFFSCREEN) && !e.label().isBlank() && !e.role().editable()
                && e.role() != Role.BUTTON && Dated.day(e.label()) != null).toList();
        // the rows that say most of the kind's words ("iPhone" of "the oldest iPhone backup"), else every dated row
        int most = dated.stream().mapToInt(e -> Places.rowHits(kind, e, pool)).max().orElse(0);
        List<Element> rows = dated.stream().filter(e -> Places.rowHits(kind, e, pool) == most).toList();
        if (dated.size() < 2 || rows.isEmpty()) {
            return Optional.empty();
        }
        java.util.Map<Element, Double> days = new java.util.HashMap<>();
        rows.forEach(e -> days.put(e, Dated.day(e.label())));
        java.util.Comparator<Element> by = java.util.Comparator.comparingDouble(days::get);
        Element r = want.get().most() ? rows.stream().max(by).orElseThrow() : rows.stream().min(by).orElseThrow();
        String which = (want.get().most() ? "the newest" : "the oldest") + " of " + rows.size() + " dated rows: " + r.describe();
        List<Element> onRow = pool.stream().filter(e -> !e.has(State.OFFSCREEN) && Answers.sameRow(e, r)).toList();
        if (verb.isEmpty() || OPENS.matcher(verb).matches()) {
            Element open = onRow.stream().filter(e -> e.role() == Role.LINK).findFirst()
                    .or(() -> onRow.stream().filter(e -> !e.role().control() && Dated.day(e.label()) == null && !e.label().isBlank())
                            .min(java.util.Comparator.comparingInt(e -> e.box().x()))).orElse(r);
            return Optional.of(Move.act(new Decision(new Action.Click(open.id()), which + "; open it", null,
                    Effects.changes(index, "opening " + Effects.name(open)))));
        }
        List<Element> controls = onRow.stream().filter(e -> e.role().control() && !e.role().editable() && e != r).toList();
        Grounder.Grounding found = ground(verb, Roles.CLICKABLE, Qualifiers.NONE, controls);
        if (!found.found()) {
            return Optional.empty(); // no control of the row does it: the step is grounded as it was said
        }
        return Optional.of(Move.act(new Decision(new Action.Click(found.element().id()), which + "; " + found.how(), found.p(),
                Effects.pressed(index, found.element()))));
    }

    /**
     * "heart Harbour Lights", "archive the wedding photos Hannah sent": the clause's verb is a button
     * every row repeats (Like, Archive, or its kin), so the rest of the clause describes the row.
     */
    private Optional<SubGoal> rowAction(SubGoal g, List<Element> pool) {
        if (g.kind() != Kind.CLICK || g.where().container() != null || g.target() == null || literal(g.target())) {
            return Optional.empty();
        }
        String[] w = g.target().strip().split("\\s+", 2);
        if (w.length < 2 || pool.stream().anyMatch(e -> Grounder.names(e, g.target()))) {
            return Optional.empty();
        }
        String verb = w[0].toLowerCase(java.util.Locale.ROOT);
        long repeated = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.LINK) && !e.label().isBlank()
                && (dev.tca.core.Labels.core(e.label()).split(" ")[0].equals(verb) || Words.sameAct(verb, e) > 0)).count();
        return repeated >= 2 ? Optional.of(SubGoal.of(Kind.CLICK, w[0]).withWhere(Qualifiers.NONE.withContainer(w[1])))
                : Optional.empty();
    }

    /** The clickable result whose row or card says most of the description's words (two at least, when it has two). */
    private static Optional<Element> result(String description, List<Element> pool) {
        Set<String> words = Alignment.content(description);
        int need = Math.min(2, words.size());
        return pool.stream().filter(e -> !e.label().isBlank() && !e.role().editable() && (e.role() == Role.LINK
                        || e.role() == Role.BUTTON || e.role() == Role.LIST_ITEM || e.role() == Role.HEADING || e.role() == Role.TREE_ITEM
                        || e.role() == Role.TEXT) && !Alignment.hits(words, e.label()).isEmpty()
                        && !e.label().strip().matches("(?i)search|find|go"))
                .filter(e -> Places.rowHits(description, e, pool) >= need)
                .max(java.util.Comparator.comparingInt((Element e) -> Places.rowHits(description, e, pool))
                        .thenComparingInt(e -> e.role() == Role.LINK || e.role() == Role.BUTTON ? 1 : 0)
                        .thenComparingInt(e -> Alignment.hits(words, e.label()).size()));
    }

    /**
     * What a step typed, and where: the suggestions a field shows appear just below it.
     *
     * @param before the labels the screen showed when the text was typed; null when any entry below may suggest
     */
    record Typed(String text, dev.tca.core.Rect field, boolean suggests, java.util.Set<String> before) {
    }

    /** An entry that appeared below the field holding what was typed ("Reykjavik (KEF)" for "Reykjavik"). */
    static Optional<Element> suggestion(Typed typed, List<Element> pool) {
        return suggestion(typed, pool, List.of());
    }

    /** @param words the words read on the screen: a suggestion read from pixels as one box ("PR") says the words in it */
    static Optional<Element> suggestion(Typed typed, List<Element> pool, List<Element> words) {
        String want = typed.text().strip();
        if (!typed.suggests()) {
            return Optional.empty(); // a plain search field's results below it are not suggestions to click
        }
        return pool.stream().filter(e -> !e.role().editable() && !e.label().isBlank()
                        && (typed.before() == null || !typed.before().contains(e.label()))
                        && (e.role().item() || e.role() == Role.TEXT || e.role() == Role.LINK || e.role() == Role.BUTTON)
                        && e.box().y() >= typed.field().bottom() - 4 && e.box().y() - typed.field().bottom() < 260
                        && e.box().x() < typed.field().right() && e.box().right() > typed.field().x()
                        && (dev.tca.core.Labels.containsWords(e.label(), want)
                        || e.label().toLowerCase(java.util.Locale.ROOT).startsWith(want.toLowerCase(java.util.Locale.ROOT))
                        || e.role() == Role.BUTTON && dev.tca.core.Labels.containsWords(inside(e, words), want)))
                .min(java.util.Comparator.comparingInt((Element e) -> e.role().item() ? 0 : 1)
                        .thenComparingInt(e -> e.box().y()));
    }

    /** The words read inside an element's box, in reading order. */
    private static String inside(Element e, List<Element> words) {
        return words.stream().filter(w -> e.box().contains(w.box().center())).map(Element::label)
                .collect(java.util.stream.Collectors.joining(" "));
    }

    private Move tick(int index, SubGoal g, List<Element> pool, Observation o) {
        boolean want = g.kind() == Kind.TICK;
        Optional<Move> unfold = g.target() != null && g.target().matches("(?i)(?:(?:only\\s+)?(?:every|all|each)\\b.*|everything.*)")
                ? ticks.unfoldSections(index, pool) : Optional.empty();
        if (unfold.isPresent()) {
            return unfold.get();
        }
        if (g.target() != null && g.target().matches("(?i)(?:everything|all|anything|the\\s+rest|all\\s+the\\s+others?|others?|"
                + "the\\s+others?|all\\s+of\\s+them|them\\s+all|(?:all|every|each)\\s+(?:the\\s+|of\\s+the\\s+)?(?:check\\s*|tick\\s*)?"
                + "(?:box(?:es)?|options?|items?|one))(?:\\s+else)?")) {
            // "turn everything else off": every box the goal does not name
            for (Element b : pool) {
                if (b.role() == Role.CHECKBOX && Effects.knowsCheck(b) && b.has(State.CHECKED) != want && !b.label().isBlank()
                        && !dev.tca.core.Labels.containsWords(goal, b.label()) && !boxesSet.contains(b.label())) {
                    return Move.stage(new Decision(new Action.Click(b.id()), (want ? "tick " : "untick ") + Effects.name(b)
                            + ": the goal does not name it", null, Effects.checked(index, b, want)));
                }
            }
            return Move.already("every box the goal does not name is " + (want ? "ticked" : "not ticked"));
        }
        Optional<Move> days = ticks.onlyDays(index, g, pool);
        if (days.isPresent()) {
            return days.get();
        }
        Optional<Move> marked = ticks.marked(index, g, pool);
        if (marked.isPresent()) {
            return marked.get();
        }
        Optional<Move> kind = ticks.ofKind(index, g, pool, o);
        if (kind.isPresent()) {
            return kind.get();
        }
        List<Element> boxes = pool.stream().filter(e -> e.role() != Role.BUTTON || Effects.knowsCheck(e)).toList();
        Optional<Element> toggle = !want || g.target() == null ? Optional.empty() : pool.stream().filter(e -> e.role() == Role.BUTTON
                && !Effects.knowsCheck(e) && !e.has(State.DISABLED) && dev.tca.core.Labels.same(e.label(), g.target())).findFirst();
        if (toggle.isPresent() && boxes.stream().noneMatch(b -> dev.tca.core.Labels.same(b.label(), g.target()))) {
            // "turn on repeat" and a player's Repeat button that shows no state: pressing it is what turns it on
            return Move.act(new Decision(new Action.Click(toggle.get().id()), toggle.get().describe() + " shows no state: press it "
                    + "to turn it on", null, Effects.changes(index, "pressing " + Effects.name(toggle.get()))));
        }
        Grounder.Grounding found = ground(g, boxes);
        if (g.where().container() != null && (!found.found() || !found.element().role().checkable() && !Effects.knowsCheck(found.element()))) {
            // "turn off auto-renew for okaforphoto.com" in a table that shows it only as "On": the row's Manage opens its switch
            Optional<Move> manage = rowManage(index, g.where().container(), pool);
            if (manage.isPresent()) {
                return manage.get();
            }
        }
        if (found.found() && found.meaningOnly() && !ticks.boxByMeaning(g.target(), found, boxes)) {
            // a box that shares no word with the goal ("Compact layout" for "sharing my location") is not the one:
            // it would even be reported "already as asked" without a click
            found = Grounder.Grounding.none("no box named '" + g.target() + "' (closest in meaning: '"
                    + found.element().label() + "' at p=" + String.format("%.2f", found.p()) + ")");
        }
        if (found.found() && !found.element().role().checkable() && found.element().source() != dev.tca.core.Source.OCR) {
            // a checklist's description column ("Password manager" beside KeePassXC): the box is the row's own
            Element cell = found.element();
            String key = cell.label().strip().split("\\s+")[0];
            Optional<Element> rowBox = boxes.stream().filter(b -> b.role() == Role.CHECKBOX && Effects.knowsCheck(b)
                    && Answers.sameRow(b, cell) && b.box().x() < cell.box().x()).max(java.util.Comparator.comparingInt(b -> b.box().x()))
                    // a flag's row: its switch at the end of the line, named by the flag's key ("checkout_v2 in Staging")
                    .or(() -> pool.stream().filter(b -> b != cell && (b.role() == Role.BUTTON || b.role() == Role.CHECKBOX)
                            && Answers.sameRow(b, cell) && (Effects.knowsCheck(b) || key.length() >= 3
                            && dev.tca.core.Labels.containsWords(b.label(), key)))
                            .min(java.util.Comparator.comparingInt(b -> Math.abs(b.box().x() - cell.box().right()))));
            if (rowBox.isPresent() && (cell.role() == Role.TABLE_CELL || cell.role() == Role.LIST_ITEM || cell.role() == Role.LABEL)) {
                found = new Grounder.Grounding(rowBox.get(), found.p(), "the " + rowBox.get().describe() + " of the row that says '"
                        + cell.label() + "'");
            }
        }
        if (found.found() && !found.element().role().checkable() && found.element().source() == dev.tca.core.Source.OCR) {
            // read from pixels, the title "Night light" is plain text; the switch its row names (with its help line) is the box
            Element title = found.element();
            Optional<Element> named = boxes.stream().filter(b -> b.role().checkable() && Effects.knowsCheck(b)
                    && dev.tca.core.Labels.containsWords(b.label(), title.label())
                    && Math.abs(b.box().center().y() - title.box().center().y()) <= Math.max(24, b.box().height())).findFirst()
                    // (a switch drawn without words at the end of the title's row, "Auto-renew ... [on]", is that row's)
                    .or(() -> {
                        List<Element> row = boxes.stream().filter(b -> b.role().checkable() && Effects.knowsCheck(b) && b.label().isBlank()
                                && b.box().x() > title.box().right()
                                && Math.abs(b.box().center().y() - title.box().center().y()) <= Math.max(24, b.box().height())).toList();
                        return row.size() == 1 ? Optional.of(row.get(0)) : Optional.empty();
                    });
            if (named.isPresent()) {
                found = new Grounder.Grounding(named.get(), found.p(), "the " + named.get().describe() + " that '" + title.label()
                        + "' names");
            }
            Optional<Element> disc = named.isPresent() ? Optional.empty() : pool.stream().filter(b -> b.role() == Role.BUTTON
                    && b.source() == dev.tca.core.Source.WIDGET && dev.tca.core.Labels.same(b.label(), title.label())
                    && b.box().x() > title.box().right() && Math.abs(b.box().center().y() - title.box().center().y()) <= b.box().height())
                    .findFirst();
            if (disc.isPresent()) {
                // read from pixels, a card's one icon button (a light's power disc) that its title names: its state is drawn
                // in colour, not words, so only its change is seen
                return Move.act(new Decision(new Action.Click(disc.get().id()), "the card '" + title.label() + "' has one button, "
                        + "its switch: press it", found.p(), Effects.changes(index, "pressing the switch of '" + title.label() + "'")));
            }
        }
        if ((!found.found() || !found.element().role().checkable()) && g.target() != null) {
            // read from pixels, a switch drawn as its state's word ("Performance and analytics ... Off"): the word is the switch
            Optional<Move> worded = stateWord(index, g.target(), want, pool);
            if (worded.isPresent()) {
                return worded.get();
            }
        }
        if (!found.found()) {
            // (a section's button that says the box is where it is, though no box itself)
            String why = found.how();
            // (else the settings section or tab nearest in meaning: "videos playing automatically" under Video and audio)
            return intoSection(g.target(), pool).or(() -> otherTab(g.target(), pool)).orElseGet(() -> search(why, g.target(), o, boxes));
        }
        Element box = found.element();
        boxesSet.add(box.label()); // ("password manager" is KeePassXC: not one of "everything else" the goal unticks next)
        if (Effects.knowsCheck(box) && box.has(State.CHECKED) == want) {
            // ("backing my photos up over mobile data" and "Use mobile data to load full-size photos", off already: a switch
            // that says only part of it is no proof; another tab or a folded section may hold the one that says it all)
            Optional<Move> further = lookFurther(g.target(), box, pool);
            if (further.isPresent()) {
                return further.get();
            }
            return Move.already(box.describe() + " already is as asked");
        }
        // a switch that says only part of it ("Back up photos and videos" for backing photos up over mobile data): a folded
        // section that says more ("Mobile data"), or another tab when the doing is not said, is looked in first
        Optional<Move> further = lookFurther(g.target(), box, pool);
        if (further.isPresent()) {
            return further.get();
        }
        return Move.act(new Decision(new Action.Click(box.id()), found.how(), found.p(), Effects.checked(index, box, want)));
    }

    /** A folded section or (when the doing is not said) another tab before a box that says only part of the target. */
    private Optional<Move> lookFurther(String target, Element box, List<Element> pool) {
        Set<String> said = Alignment.content(target == null ? "" : target);
        if (said.size() < 2 || Alignment.hits(said, box.label()).size() == said.size()) {
            return Optional.empty();
        }
        Optional<Move> folded = pool.stream().anyMatch(e -> e.has(State.COLLAPSED)) ? intoSection(target, pool) : Optional.empty();
        if (folded.isEmpty() && box.source() != dev.tca.core.Source.AX) {
            // read from pixels, a folded section is a title with a chevron: the short line that says all the box does not
            // ("Mobile data and roaming"), opened once
            Set<String> missing = new java.util.LinkedHashSet<>(said);
            missing.removeAll(Alignment.hits(said, box.label()));
            Optional<Element> title = missing.size() < 2 ? Optional.empty() : pool.stream().filter(e -> !e.role().control()
                    && e != box && !visitedTabs.contains(e.label()) && e.label().strip().split("\\s+").length <= 6
                    && Alignment.hits(missing, e.label()).size() == missing.size()).findFirst();
            if (title.isPresent()) {
                visitedTabs.add(title.get().label());
                return Optional.of(Move.stage(new Decision(new Action.Click(title.get().id()), "'" + target + "' is more than "
                        + box.describe() + " says; '" + title.get().label() + "' says the rest: open it", null,
                        Effects.changes(index, "opening '" + title.get().label() + "'"))));
            }
        }
        return folded.or(() -> doingMissing(target, box) ? otherTab(target, pool) : Optional.empty());
    }

    /** Whether the target says a doing ("backing up ...") that the box's words do not. */
    private static boolean doingMissing(String target, Element box) {
        if (target == null) {
            return false;
        }
        List<String> doing = Alignment.content(target).stream().filter(w -> w.length() >= 6 && w.endsWith("ing")).toList();
        return !doing.isEmpty() && Alignment.hits(new java.util.LinkedHashSet<>(doing), box.label()).size() < doing.size();
    }

    /** What a row's button that opens its settings says. */
    private static final java.util.regex.Pattern ROW_MANAGE = java.util.regex.Pattern.compile(
            "(?i)\\s*(?:manage|edit|settings|details|view|open|change|options|configure)\\b.*");
    /** The rows whose Manage was opened, once each. */
    private final Set<String> rowsManaged = new java.util.HashSet<>();

    /** The Manage (Edit, Settings ...) button on the row that says the thing named, pressed once to show its controls. */
    private Optional<Move> rowManage(int index, String thing, List<Element> pool) {
        if (!rowsManaged.add(index + "|" + thing)) {
            return Optional.empty();
        }
        List<Element> rows = pool.stream().filter(e -> !e.role().control() || e.role() == Role.TABLE_CELL)
                .filter(e -> dev.tca.core.Labels.containsWords(e.label(), thing) && e.label().strip().split("\\s+").length <= 6).toList();
        for (Element row : rows) {
            Optional<Element> button = pool.stream().filter(b -> (b.role() == Role.BUTTON || b.role() == Role.LINK) && !b.has(State.DISABLED)
                            && Answers.sameRow(b, row) && b.box().x() > row.box().x() && ROW_MANAGE.matcher(b.label()).matches())
                    .min(java.util.Comparator.comparingInt(b -> b.box().x()));
            if (button.isPresent()) {
                return Optional.of(Move.stage(new Decision(new Action.Click(button.get().id()), "no switch for it on the row of '" + thing
                        + "'; open its " + button.get().describe(), null, Effects.changes(index, "opening " + Effects.name(button.get())))));
            }
        }
        return Optional.empty();
    }

    private Move choose(int index, SubGoal given, int stage, List<Element> pool, Observation o) {
        SubGoal g = asListed(given, pool);
        // ("pick seat 12C" reads as 12C in 'seat')
        String seatSaid = g.target() == null ? null : g.where().container() != null && g.where().container().matches("(?i)seats?")
                ? "seat " + g.target() : g.target();
        Optional<Element> seat = seatSaid == null ? Optional.empty() : Seats.find(seatSaid, pool);
        if (seat.isPresent()) {
            Element e = seat.get();
            return e.has(State.SELECTED) || e.has(State.CHECKED) ? Move.already(e.describe() + " is chosen")
                    : Move.act(new Decision(new Action.Click(e.id()), "'" + g.target() + "' is " + e.describe(), null,
                    Effects.chosen(index, e)));
        }
        if (g.target() == null && g.text() != null && g.where().container() != null) {
            return namedOption(index, g, stage, pool);
        }
        Optional<Move> inRow = rowBox(index, g, stage, pool);
        if (inRow.isPresent()) {
            return inRow.get();
        }
        Optional<Move> inChooser = describedFile(index, g, pool);
        if (inChooser.isPresent()) {
            return inChooser.get();
        }
        Typed looked = queries.get(index);
        if (stage > 0 && looked != null) {
            // the name was typed into a field that looks things up: its suggestion is the choice
            Optional<Element> pick = suggestion(looked, pool);
            if (pick.isPresent()) {
                return Move.act(new Decision(new Action.Click(pick.get().id()), "pick the suggestion " + pick.get().describe(),
                        null, Effects.changes(index, "picking '" + pick.get().label() + "'")));
            }
            return Move.soft(Decision.of(new Action.Key(KeyChord.parse("Return")), "no suggestion for '" + looked.text()
                    + "'; submit it").expecting(Effects.changes(index, "submitting '" + looked.text() + "'")));
        }
        Optional<dev.tca.brain.plan.SortOrder> order = dev.tca.brain.plan.SortOrder.BOX.equals(g.where().container())
                ? dev.tca.brain.plan.SortOrder.of(g.target()) : Optional.empty();
        if (order.isPresent()) {
            return Sorts.choose(index, order.get(), stage, pool);
        }
        Optional<Superlatives.Want> want = Superlatives.of(g.target());
        if (want.isPresent() || g.where().container() != null && Superlatives.of(g.where().container()).isPresent()) {
            // "the cheapest morning train on Friday": Friday's tab first, then its rows are compared
            Optional<Move> day = dayFirst(index, g, pool);
            if (day.isPresent()) {
                return day.get();
            }
        }
        // (only for a thing described, not named: "Express shipping" is the option that says it)
        Set<String> named = g.target() == null ? Set.of() : Alignment.content(g.target());
        boolean namedOnScreen = !named.isEmpty() && pool.stream().anyMatch(e -> Alignment.hits(named, e.label()).size() == named.size());
        Optional<Element> describedRow = want.isEmpty() && !namedOnScreen ? Rows.described(g.target() + (g.where().container() == null ? ""
                : " " + g.where().container()), pool) : Optional.empty();
        if (describedRow.isPresent()) {
            Element r = describedRow.get();
            return r.has(State.SELECTED) ? Move.already(r.describe() + " is already chosen")
                    : Move.act(new Decision(new Action.Click(r.id()), "the row that says most of '" + g.target()
                    + (g.where().container() == null ? "" : " " + g.where().container()) + "': " + Rows.describe(r, pool), null,
                    Effects.chosen(index, r)));
        }
        String among = g.where().container();
        Optional<Superlatives.Want> ofRows = want.isEmpty() && among != null ? Superlatives.of(among) : Optional.empty();
        if (ofRows.isPresent()) {
            // "the cheapest Saturday delivery slot": among the rows that say Saturday, the one whose fee is lowest, by its box
            Optional<Element> row = Superlatives.pickAmong(ofRows.get(), g.target(), pool);
            if (row.isPresent()) {
                Element r = row.get();
                Element box = pool.stream().filter(b -> b.role().checkable() && Answers.sameRow(b, r)).findFirst().orElse(r);
                return box.has(State.CHECKED) || box.has(State.SELECTED) ? Move.already(box.describe() + " is already chosen")
                        : Move.act(new Decision(new Action.Click(box.id()), "the " + among + " of the rows that say '" + g.target()
                        + "': " + r.describe(), null, Effects.chosen(index, box)));
            }
        }
        // "the closest van": the closest of the rows that say van, not the closest car
        String kind = want.isEmpty() ? "" : Superlatives.rest(g.target());
        // ("the cheapest train that gets me there by 9:30": only the rows that arrive in time are compared)
        // (and "the cheapest parking it will fit in", 2.6 metres tall: only the options high enough)
        List<Element> inTime = Fits.within(goal, Deadlines.within(g.target(), pool));
        Optional<Element> extreme = want.flatMap(w -> kind.isEmpty() ? Optional.empty() : Superlatives.pickAmong(w, kind, inTime))
                .or(() -> want.flatMap(w -> Superlatives.pick(w, inTime)));
        if (extreme.isPresent()) {
            Element e = extreme.get();
            if (e.has(State.SELECTED) || e.has(State.CHECKED)) {
                return Move.already(e.describe() + " is already chosen");
            }
            List<Element> rowButtons = e.role().control() ? List.of() : pool.stream().filter(b -> b.role() == Role.BUTTON
                    && !b.has(State.DISABLED) && Answers.sameRow(b, e)).toList();
            if (rowButtons.isEmpty() && !e.role().control()) {
                // a card's Select under its price, on a line of its own: the one whose nearest price is this one
                List<Element> prices = inTime.stream().filter(x -> !x.role().control() && Answers.money(x.label()).isPresent()).toList();
                rowButtons = pool.stream().filter(b -> b.role() == Role.BUTTON && !b.has(State.DISABLED)
                                && CARD_CHOICE.matcher(b.label()).matches() && Places.distance(b.box(), e.box()) < 260
                                && prices.stream().min(java.util.Comparator.comparingDouble(x -> Places.distance(x.box(), b.box())))
                                .filter(x -> x == e).isPresent())
                        .min(java.util.Comparator.comparingDouble(b -> Places.distance(b.box(), e.box()))).stream().toList();
            }
            if (rowButtons.size() == 1) {
                // read from pixels, a card's price is words: the card's one button (Select) is what chooses it
                Element b = rowButtons.get(0);
                return Move.act(new Decision(new Action.Click(b.id()), "'" + g.target() + "': " + e.describe() + " is "
                        + Superlatives.describe(want.get()) + " of the options; press its row's " + b.describe(), null,
                        Effects.changes(index, "pressing " + Effects.name(b))));
            }
            return Move.act(new Decision(new Action.Click(e.id()), "'" + g.target() + "': " + e.describe() + " is "
                    + Superlatives.describe(want.get()) + " of the options", null, Effects.chosen(index, e)));
        }
        Grounder.Grounding item = want.isPresent() ? Grounder.Grounding.none("no options to compare for '" + g.target() + "'")
                : openOptions(g.where().container(), pool).map(options -> ground(g.withWhere(Qualifiers.NONE), options))
                .orElseGet(() -> ground(g, pool));
        // (read from pixels, an open list's options are lines of text under the box that dropped them)
        boolean exact = g.target() != null && item.found() && Roles.ITEMS.contains(item.element().role())
                && dev.tca.core.Labels.same(item.element().label(), g.target());
        List<Element> headed = g.target() == null || want.isPresent() || exact ? List.of() : pool.stream().filter(e -> (Roles.ITEMS.contains(e.role())
                        || !e.role().control() && droppedUnder(e, pool))
                && (!dev.tca.core.Labels.same(e.label(), head(e.label())) && (dev.tca.core.Labels.same(head(e.label()), g.target())
                        || dev.tca.core.Labels.same(head(e.label()), PLAN_KIND.matcher(g.target()).replaceFirst("")))
                || e.source() == dev.tca.core.Source.OCR && described(e.label(), g.target()))).toList();
        if (headed.size() == 1) {
            // "Billing — charges, refunds, invoices" beside "Billing address — change where invoices go": the option
            // whose name, before its description, is the one said
            item = new Grounder.Grounding(headed.get(0), 1.0, "matched " + headed.get(0).describe() + " by its name before its description");
        }
        if (item.found() && item.meaningOnly() && Roles.ITEMS.contains(item.element().role()) && g.target() != null
                && (item.p() < NAME_BY_MEANING_P && Character.isUpperCase(g.target().codePointAt(0))
                || g.where().container() != null)) {
            // a list of names ("Brazil" for "Portugal" at p=0.47): a name is found by its letters, else scrolled to;
            // an option of a named drop-down ("large" in Cup size) is not a look-alike elsewhere (the radio Oat),
            // unless the drop-down was opened for it and the option shares a word ("holiday savings": Holiday Saver)
            item = stage > 0 && g.where().container() != null && Roles.ITEMS.contains(item.element().role())
                    && !Alignment.hits(Alignment.content(g.target()), item.element().label()).isEmpty() ? item
                    : Grounder.Grounding.none("no item named '" + g.target() + "' (closest in meaning: '"
                    + item.element().label() + "' at p=" + String.format("%.2f", item.p()) + ")");
        }
        String inside = g.where().container();
        Element option = item.found() ? item.element() : null;
        if (option != null && inside != null && !Set.of(Role.LIST_ITEM, Role.MENU_ITEM, Role.RADIO).contains(option.role())
                && pool.stream().anyMatch(e -> e.role() == Role.COMBO && Grounder.names(e, inside)
                && !(option.box().y() >= e.box().bottom() - 4 && option.box().y() - e.box().bottom() < 400
                && option.box().x() < e.box().right() && option.box().right() > e.box().x()))) {
            // "status Pending" with a Status drop-down: a table's cell that says Pending is no option of it; words read
            // from pixels in the list dropped under it are
            item = Grounder.Grounding.none("'" + g.target() + "' is not among the options of '" + inside + "' on the screen");
        }
        boolean isItem = item.found() && (Roles.ITEMS.contains(item.element().role())
                || Grounder.names(item.element(), g.target()) && item.element().role() != Role.LABEL
                || headed.size() == 1 && item.element() == headed.get(0));
        if (isItem && item.element().role() != Role.COMBO) {
            Element e = item.element();
            if (e.has(State.SELECTED) && e.role() != Role.LIST_ITEM) {
                if (e.role() == Role.MENU_ITEM && pool.stream().anyMatch(c -> c.role() == Role.COMBO && c.has(State.EXPANDED))
                        || stage > 0 && Roles.ITEMS.contains(e.role())) {
                    // the open list of a drop-down (this step opened it, or the tree says so) would swallow the next click:
                    // choosing it again closes the list
                    return Move.act(new Decision(new Action.Click(e.id()), e.describe() + " is chosen already; close its list on it",
                            item.p(), Effects.chosen(index, e)));
                }
                return Move.already(e.describe() + " is already chosen");
            }
            return Move.act(new Decision(new Action.Click(e.id()), item.how(), item.p(), Effects.chosen(index, e)));
        }
        Optional<Element> measured = isItem ? Optional.empty() : sliderFor(g.target(), pool);
        if (measured.isPresent()) {
            // "keep it for 3 hours" beside a "How long: 1 hour" slider: no option says 3 hours; the slider is set to 3
            java.util.regex.Matcher n = AMOUNT.matcher(g.target().strip());
            return setValue(index, new SubGoal(Kind.SET_VALUE, measured.get().label().isBlank() ? null : measured.get().label(), null,
                    null, null, false, null, Double.parseDouble(n.matches() ? n.group(1) : "0"), null, null, null, null, null), pool, o);
        }
        // not listed: a combo box (named by the container, else the only one) holds it closed
        if (stage < 2) {
            Grounder.Grounding combo = g.where().container() != null ? combo(g.where().container(), pool)
                    : Grounder.Grounding.none("");
            Element box = combo.found() ? combo.element() : likeliestCombo(g.target(), pool);
            if (box == null && !combo.found()) {
                // a button that drops a list down ("USD - US dollar ▾", collapsed): the only one is the place to look
                List<Element> drops = pool.stream().filter(e -> e.role() == Role.BUTTON && !e.label().isBlank()
                        && (e.has(State.COLLAPSED) || Roles.arrowed(e))).toList();
                box = drops.size() == 1 ? drops.get(0) : null;
            }
            if (box == null && !combo.found() && g.target() != null && g.target().matches(".*\\d.*")) {
                // read from pixels, a time drop-down is a box that shows "08:00": the one box showing a value of the
                // target's shape ("09:00") is where its options are
                String shape = g.target().strip().replaceAll("\\d", "0");
                List<Element> shaped = pool.stream().filter(e -> (e.role() == Role.COMBO || e.role() == Role.TEXT_FIELD
                        || e.role() == Role.BUTTON) && (e.value() + " " + e.label()).replaceAll("\\d", "0")
                        .matches("(?s)(?:.*\\s)?" + java.util.regex.Pattern.quote(shape) + "(?:\\s.*)?")).toList();
                box = shaped.size() == 1 ? shaped.get(0) : null;
            }
            if (box != null) {
                if (Effects.shows(o, g.target()) && box.value() != null && dev.tca.core.Labels.same(box.value(), g.target())) {
                    return Move.already(box.describe() + " already shows '" + g.target() + "'");
                }
                return Move.stage(new Decision(new Action.Click(box.id()), "open " + box.describe() + " to find '" + g.target() + "'",
                        null, Effects.changes(index, "opening " + Effects.name(box))));
            }
        }
        Optional<Element> lookup = stage == 0 && want.isEmpty() && g.target() != null && !isItem
                ? lookupField(g, pool) : Optional.empty();
        if (lookup.isPresent()) {
            // "show me the weather in Porto": no Porto to click, but a field that finds places; its suggestion follows
            Element field = lookup.get();
            queries.put(index, new Typed(g.target(), field.box(), true, pool.stream().map(Element::label)
                    .collect(java.util.stream.Collectors.toSet())));
            return Move.stage(new Decision(new Action.Type(g.target(), field.id(), !field.value().isBlank(), false),
                    "no '" + g.target() + "' to choose; look it up in " + field.describe(), null,
                    Effects.typed(index, field, g.target(), false)));
        }
        Optional<Element> tile = g.target() == null ? Optional.empty() : tile(g, pool);
        if (tile.isPresent()) {
            return Move.act(new Decision(new Action.Click(tile.get().id()), "'" + g.target() + "' is written on "
                    + tile.get().describe() + (g.where().container() == null ? "" : " under '" + g.where().container() + "'"), null,
                    Effects.chosen(index, tile.get())));
        }
        Optional<Element> heading = g.target() == null || g.where().container() == null ? Optional.empty() : placeHeading(g, pool);
        Optional<Element> written = g.target() == null ? Optional.empty() : writtenItem(g, heading, pool);
        if (written.isPresent()) {
            // a folder tree or a list drawn as plain text ("2032" under Finance in a Move dialog): its line is the item
            return Move.act(new Decision(new Action.Click(written.get().id()), "'" + g.target() + "' is written as "
                    + written.get().describe() + heading.map(h -> " under '" + h.label() + "'").orElse(""), null,
                    Effects.changes(index, "choosing '" + g.target() + "'")));
        }
        // (once a step: a folder's toggle says Collapse once it is open, and a second click would shut it)
        Optional<Element> folded = heading.filter(h -> unfolded.add(index + "|place|" + g.where().container()));
        if (folded.isPresent()) {
            // read from pixels, a day's section shows no slots under its title: the title opens it
            return Move.stage(new Decision(new Action.Click(folded.get().id()), "nothing under '" + folded.get().label()
                    + "' says '" + g.target() + "': open it", null, Effects.contentChanges(index, "opening '" + folded.get().label() + "'")));
        }
        String bare = g.target() == null ? null : PLAN_KIND.matcher(g.target()).replaceFirst("");
        if (bare != null && !bare.equals(g.target()) && pool.stream().anyMatch(e -> !e.has(State.OFFSCREEN)
                && (dev.tca.core.Labels.same(e.label(), bare) || dev.tca.core.Labels.same(head(e.label()), bare)))) {
            // "the Basic plan" where the plans say only their names ("Basic", read from pixels apart from its price)
            return choose(index, g.withTarget(bare), stage, pool, o);
        }
        return search(item.found() ? "no item '" + g.target() + "' to choose" : item.how(), g.target(), o, pool);
    }

    /** Clothes' sizes as shops abbreviate them. */
    private static final java.util.Map<String, String> SIZES = java.util.Map.of("extra small", "XS", "small", "S", "medium", "M",
            "large", "L", "extra large", "XL", "x large", "XL", "extra extra large", "XXL");

    /**
     * The choice as the screen spells it: "2 pm" where the open list writes 14:00 (or 2:00 PM), "days" where it writes
     * "day(s)", "Friday" where a row of day buttons writes "Fri 16", "medium" where sizes are written "M".
     */
    private static SubGoal asListed(SubGoal g, List<Element> pool) {
        if (g.target() != null && g.target().matches("\\p{Ll}+s") && pool.stream().noneMatch(e -> dev.tca.core.Labels.same(e.label(), g.target()))) {
            // "days" where the list writes "day(s)"
            String one = g.target().substring(0, g.target().length() - 1);
            Optional<Element> listed = pool.stream().filter(e -> !e.role().editable() && e.label().strip().equalsIgnoreCase(one + "(s)")).findFirst();
            if (listed.isPresent()) {
                return g.withTarget(listed.get().label().strip());
            }
        }
        if (g.target() != null && g.target().strip().matches("(?i)(?:mon|tues|wednes|thurs|fri|satur|sun)day")
                && pool.stream().noneMatch(e -> dev.tca.core.Labels.containsWords(e.label(), g.target()))) {
            // "Friday" where a row of day buttons writes "Fri" (over its date): the one button that starts so
            String shortDay = g.target().strip().substring(0, 3).toLowerCase(java.util.Locale.ROOT);
            List<Element> days = pool.stream().filter(e -> !e.role().editable() && e.label().strip().toLowerCase(java.util.Locale.ROOT)
                    .matches(shortDay + "\\.?(?:\\s+\\d{1,2}\\b.*)?")).toList();
            if (days.size() == 1) {
                return g.withTarget(days.get(0).label().strip());
            }
        }
        String size = g.target() == null ? null : SIZES.get(g.target().strip().toLowerCase(java.util.Locale.ROOT).replace('-', ' '));
        if (size != null && pool.stream().noneMatch(e -> dev.tca.core.Labels.containsWords(e.label(), g.target()))) {
            // "a T-shirt in medium" where the sizes are written "XS S M L XL": the one item that says M
            List<Element> listed = pool.stream().filter(e -> !e.role().editable() && e.label().strip().equalsIgnoreCase(size)).toList();
            if (listed.size() == 1) {
                return g.withTarget(listed.get(0).label().strip());
            }
        }
        java.time.LocalTime t = g.target() == null ? null : dev.tca.brain.plan.ClockWords.whole(g.target());
        if (t == null || pool.stream().anyMatch(e -> dev.tca.core.Labels.same(e.label(), g.target()))) {
            return g;
        }
        return dev.tca.brain.plan.ClockWords.spellings(t).stream()
                .filter(w -> pool.stream().anyMatch(e -> !e.role().editable() && dev.tca.core.Labels.same(e.label(), w)))
                .findFirst().map(g::withTarget).orElse(g);
    }

    private static final java.util.regex.Pattern STATE_WORD = java.util.regex.Pattern.compile("(?i)(on|off|enabled|disabled|yes|no)");

    /**
     * The row whose title says most of the target's words and ends in a state's word ("Off"), no box in it: the word is
     * pressed when the state is not the one wanted, and it is seen done when the word turns.
     */
    private static Optional<Move> stateWord(int index, String target, boolean want, List<Element> pool) {
        Set<String> words = Alignment.content(target);
        Element best = null;
        Element state = null;
        int most = 0;
        for (Element t : pool) {
            if (t.role().control() || t.label().isBlank() || STATE_WORD.matcher(t.label().strip()).matches()) {
                continue;
            }
            int hits = Alignment.hits(words, t.label()).size();
            Optional<Element> s = pool.stream().filter(x -> x != t && !x.role().checkable() && STATE_WORD.matcher(x.label().strip()).matches()
                    && Answers.sameRow(x, t) && x.box().x() > t.box().right()).findFirst();
            boolean boxed = pool.stream().anyMatch(x -> x.role().checkable() && Answers.sameRow(x, t));
            if (hits > most && s.isPresent() && !boxed) {
                best = t;
                state = s.get();
                most = hits;
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        boolean on = state.label().strip().matches("(?i)on|enabled|yes");
        if (on == want) {
            return Optional.of(Move.already("'" + best.label() + "' says " + state.label().strip()));
        }
        // (a stage: the word may be a folded row's status, and pressing it shows the row's own box, ticked next)
        return Optional.of(Move.stage(new Decision(new Action.Click(state.id()), "the switch of '" + best.label() + "' says '"
                + state.label().strip() + "': press it", null, Effects.changes(index, "switching '" + best.label() + "'"))));
    }

    /** A line of text in the band under a drop-down's box, where its open list lies. */
    private static boolean droppedUnder(Element e, List<Element> pool) {
        return pool.stream().anyMatch(d -> (d.role() == Role.COMBO || d.role() == Role.BUTTON && (d.has(State.COLLAPSED)
                || d.has(State.EXPANDED) || Roles.arrowed(d) || d.label().matches("(?i)(?:choose|select|pick)\\b.*")))
                && e.box().y() >= d.box().bottom() - 4 && e.box().y() - d.box().bottom() < 400
                && e.box().x() >= d.box().x() - 10 && e.box().x() < d.box().right());
    }

    /** An option's name without the description after it: "Billing" of "Billing — charges, refunds". */
    /**
     * Read from pixels, an option's grey description runs on from its name on one line ("Hardware cameras, lenses,
     * chargers"): the name said, then words that start in lower case and list or describe.
     */
    private static boolean described(String label, String name) {
        String l = label.strip();
        String n = name.strip();
        return l.length() > n.length() + 1 && l.regionMatches(true, 0, n, 0, n.length()) && l.charAt(n.length()) == ' '
                && l.substring(n.length() + 1).matches("\\p{Ll}.*(?:,|\\s+and\\s+|\\s+or\\s+).*");
    }

    /** "the Basic plan": what kind of option it is, said after its name, which the option itself need not say. */
    private static final java.util.regex.Pattern PLAN_KIND = java.util.regex.Pattern.compile(
            "(?i)\\s+(?:plan|tier|package|subscription|membership|option)$");

    static String head(String label) {
        // ("Apartment (2029)" is a name of its own; "Apartment 1 item" is Apartment with its count)
        // ("Basic £7.99 /month HD ..." is the plan Basic with its price: "Basic with ads £4.99" is another)
        return label.split("\\s*(?:—|–|\\s-\\s|:|\\((?!\\d{2,4}\\))|(?<=\\S)\\s+(?=[£$€]\\s?\\d))")[0]
                .replaceFirst("(?i)\\s+\\d+\\s+(?:items?|files?|folders?|photos?|documents?|messages?|songs?|tracks?|videos?)$", "").strip();
    }

    /**
     * The options of the named drop-down when its list is open: they are what it offers, wherever the list drops (a
     * page's select opens a list of its own below the box, outside anything its name would place).
     */
    private static Optional<List<Element>> openOptions(String named, List<Element> pool) {
        if (named == null || pool.stream().noneMatch(e -> e.role() == Role.COMBO && e.has(State.EXPANDED) && Grounder.names(e, named))) {
            return Optional.empty();
        }
        List<Element> options = pool.stream().filter(e -> e.role() == Role.MENU_ITEM || e.role() == Role.LIST_ITEM).toList();
        return options.isEmpty() ? Optional.empty() : Optional.of(options);
    }

    private static final java.util.regex.Pattern AMOUNT = java.util.regex.Pattern.compile("(\\d+(?:\\.\\d+)?)\\s+(\\p{L}{3,})");

    /** "3 hours": the one slider or spin box whose words say hours ("How long: 1 hour"), when no option says it. */
    private static Optional<Element> sliderFor(String target, List<Element> pool) {
        java.util.regex.Matcher m = target == null ? null : AMOUNT.matcher(target.strip());
        if (m == null || !m.matches()) {
            return Optional.empty();
        }
        String unit = m.group(2).toLowerCase(java.util.Locale.ROOT).replaceAll("e?s$", "");
        List<Element> sliders = pool.stream().filter(e -> (e.role() == Role.SLIDER || e.role() == Role.SPIN)
                && (e.label() + " " + e.value()).toLowerCase(java.util.Locale.ROOT).matches("(?s).*\\b" + java.util.regex.Pattern.quote(unit)
                + ".*")).toList();
        return sliders.size() == 1 ? Optional.of(sliders.get(0)) : Optional.empty();
    }

    /** A field that takes one kind of text (an e-mail, a phone or card number, a postcode, a date) and text that is not it. */
    private static boolean misfit(Element field, String text) {
        String l = (field.label() + " " + field.value()).toLowerCase(java.util.Locale.ROOT);
        String t = text == null ? "" : text.strip();
        if (l.matches("(?s).*\\b(?:e-?mail|email address)\\b.*")) {
            return !t.contains("@");
        }
        if (l.matches("(?s).*\\b(?:phone|mobile|telephone|card number|cvc|cvv|postcode|zip|iban|sort code|account number)\\b.*")) {
            return !t.matches(".*\\d.*");
        }
        return false;
    }

    /** What a pop-up that wants something of the user says. */
    private static final java.util.regex.Pattern PESTERS = java.util.regex.Pattern.compile("(?i).*\\b(?:newsletter|subscribe|sign\\s+up|"
            + "sign\\s+me\\s+up|get\\s+the\\s+app|download\\s+(?:our|the)\\s+app|open\\s+in\\s+(?:the\\s+)?app|notifications?|special\\s+offer|"
            + "\\d+\\s?%\\s+off|discount|join\\s+(?:now|today|us)|members?\\s+only|survey|feedback)\\b.*");
    /** The way out of such a pop-up that agrees to nothing. */
    private static final java.util.regex.Pattern DECLINES = java.util.regex.Pattern.compile("(?i)\\s*(?:maybe\\s+later|no,?\\s+thanks?(?:\\s+you)?|"
            + "not\\s+now|remind\\s+me\\s+later|skip(?:\\s+for\\s+now)?|dismiss|close|[×✕✖xX]|continue\\s+(?:without|to\\s+(?:the\\s+)?(?:site|"
            + "website|article|page|reading))\\b.*|stay\\s+on\\s+(?:the\\s+)?(?:web|website|site|browser)|i'?ll\\s+do\\s+it\\s+later)[.!]?\\s*");
    private final Set<String> interstitialsDismissed = new java.util.HashSet<>();

    /**
     * A pop-up over the page that wants something the goal never mentions (a newsletter, the app, an offer): its "Maybe
     * later", "No thanks" or close button, the words of the offer being none of the goal's.
     */
    private Optional<Element> interstitial(List<Element> pool) {
        // (a pop-up pesters in a sentence: "Notifications", a settings tab's one word, is no pop-up, and a row's ✕ beside it no way out)
        List<Element> pestering = pool.stream().filter(e -> !e.label().isBlank() && PESTERS.matcher(e.label()).matches()
                && e.label().strip().split("\\s+").length >= 3).toList();
        if (pestering.isEmpty() || pestering.stream().anyMatch(e -> !Alignment.hits(Alignment.content(goal), e.label()).isEmpty()
                && goal.toLowerCase(java.util.Locale.ROOT).matches("(?s).*\\b(?:newsletter|subscribe|sign|app|notification|offer|"
                + "discount|survey|feedback|join)\\w*\\b.*"))) {
            return Optional.empty();
        }
        // the words that name the way out before a bare close button (a ✕ may close something else)
        return pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.LINK || e.role() == Role.TEXT
                        || e.role() == Role.LABEL) && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED)
                        && DECLINES.matcher(e.label()).matches()
                        && (e.role().control() || !e.label().strip().matches("(?i)close|[×✕✖xX]|dismiss|skip")))
                .min(java.util.Comparator.comparingInt((Element e) -> e.label().strip().matches("(?i)close|[×✕✖xX]|dismiss") ? 1 : 0)
                        .thenComparingInt(e -> pestering.stream().mapToInt(p -> (int) Places.distance(p.box(), e.box())).min().orElse(0)));
    }

    private static final Set<Kind> DIALOG_SETS = EnumSet.of(Kind.CHOOSE, Kind.TYPE, Kind.TICK, Kind.UNTICK, Kind.SET_VALUE, Kind.PICK_DATE);
    /** Steps that accepted the dialog the step before left open. */
    private final Set<Integer> dialogsAccepted = new java.util.HashSet<>();

    /** The enabled button beside a dialog's Cancel that is not Cancel: its accept ("Move here", "Save", "OK"). */
    private static Optional<Element> dialogAccept(List<Element> pool) {
        // (a dialog the tree names: a form's Save beside its Cancel on a page is not pressed on the way)
        Optional<Element> cancel = pool.stream().filter(e -> e.role() == Role.BUTTON && !e.has(State.OFFSCREEN)
                && e.container() != null && !e.container().isBlank()
                && e.label().strip().matches("(?i)cancel|close|back|not now|keep current.*")).findFirst();
        return cancel.flatMap(c -> pool.stream().filter(b -> b != c && b.role() == Role.BUTTON && !b.has(State.DISABLED)
                        && !b.has(State.OFFSCREEN) && !b.label().isBlank() && Answers.sameRow(b, c)
                        && Math.abs(b.box().center().x() - c.box().center().x()) < 320
                        && !b.label().strip().matches("(?i)(?:delete|remove|discard|reset|clear).*"))
                .min(java.util.Comparator.comparingInt(b -> Math.abs(b.box().center().x() - c.box().center().x()))));
    }

    /** Rows whose drop-down a choice was opened in, by step: the owner's name. */
    private final java.util.Map<Integer, String> rowBoxesOpened = new java.util.HashMap<>();

    /**
     * "Make Ana Lima an editor" in a members table with a Role box on every row: the box on the row that says her name
     * (never "Anna Lima"'s), opened, and the option chosen in its list; seen done only when that row's box shows it.
     */
    private Optional<Move> rowBox(int index, SubGoal g, int stage, List<Element> pool) {
        String owner = g.where().container();
        if (owner == null || g.target() == null) {
            return Optional.empty();
        }
        Optional<Element> box = rowDropDown(owner, pool);
        if (box.isEmpty()) {
            return Optional.empty();
        }
        Element b = box.get();
        String target = g.target();
        if (dev.tca.core.Labels.same(b.value(), target) || dev.tca.core.Labels.same(b.label(), target)) {
            return Optional.of(Move.already(b.describe() + " on the row of '" + owner + "' already shows '" + target + "'"));
        }
        dev.tca.core.Expectation shows = dev.tca.core.Expectation.of(index, "the box on the row of '" + owner + "' shows '" + target + "'", (before, after, changed) ->
                rowDropDown(owner, after.elements()).filter(now -> dev.tca.core.Labels.same(now.value(), target)
                        || dev.tca.core.Labels.same(now.label(), target)).map(now -> now.describe() + " on the row of '" + owner + "'"));
        if (stage > 0 && owner.equals(rowBoxesOpened.get(index))) {
            // its list is open: the option that says the target, above all in a menu or list (not a cell of another row)
            Grounder.Grounding item = ground(target, Set.of(Role.MENU_ITEM, Role.LIST_ITEM), Qualifiers.NONE,
                    pool.stream().filter(e -> e.role() == Role.MENU_ITEM || e.role() == Role.LIST_ITEM
                            || !e.role().control() && e.box().y() > b.box().y() - 300 && e.box().y() < b.box().bottom() + 400
                            && Math.abs(e.box().x() - b.box().x()) < 60).toList());
            if (item.found() && !item.meaningOnly()) {
                return Optional.of(Move.act(new Decision(new Action.Click(item.element().id()), item.how() + " in the list of "
                        + b.describe() + " on the row of '" + owner + "'", item.p(), shows)));
            }
            return Optional.empty();
        }
        rowBoxesOpened.put(index, owner);
        return Optional.of(Move.stage(new Decision(new Action.Click(b.id()), "open " + b.describe() + " on the row of '" + owner
                + "' to find '" + target + "'", null, Effects.changes(index, "opening " + Effects.name(b)))));
    }

    /** The one drop-down on the line of a row that says the name whole (the line that is the name itself first). */
    private static Optional<Element> rowDropDown(String owner, List<Element> pool) {
        if (!owner.matches("(?-i)\\p{Lu}\\p{Ll}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*)+")) {
            return Optional.empty(); // a person's or a thing's proper name; "the size box" is the grounder's
        }
        Optional<Element> line = nameLine(owner, pool);
        if (line.isEmpty()) {
            return Optional.empty();
        }
        Element l = line.get();
        List<Element> boxes = pool.stream().filter(c -> Roles.dropDown(c) && !c.has(State.OFFSCREEN) && c != l
                && Math.abs(c.box().center().y() - l.box().center().y()) <= Math.max(14, c.box().height() / 2 + 4)).toList();
        // (the row's "Actions for Ana Lima" menu button drops down too: a combo box is the choice's)
        List<Element> combos = boxes.stream().filter(c -> c.role() == Role.COMBO).toList();
        return combos.size() == 1 ? Optional.of(combos.get(0)) : boxes.size() == 1 ? Optional.of(boxes.get(0)) : Optional.empty();
    }

    /** The drop-down a name points at: the combo box (or a button) named so, else the one beside the label that says it. */
    private Grounder.Grounding combo(String name, List<Element> pool) {
        Grounder.Grounding combo = ground(name, Set.of(Role.COMBO), Qualifiers.NONE, pool);
        if (combo.found() && combo.element().role() != Role.COMBO && combo.element().role() != Role.BUTTON
                && !(combo.element().role() == Role.MENU_ITEM && Roles.opensOnto(combo.element()))) {
            // a label that says the name is not the box; a button named so ("Playback speed") is
            combo = Grounder.Grounding.none("'" + name + "' is " + combo.element().describe());
        }
        if (combo.found() && combo.element().role() == Role.BUTTON && Effects.knowsCheck(combo.element())
                && !combo.element().has(State.COLLAPSED)) {
            // a switch named so (the player's CC button, on or off) holds no list of options: the settings menu does
            combo = Grounder.Grounding.none("'" + name + "' is the switch " + combo.element().describe());
        }
        if (!combo.found()) {
            // a combo box shows its value, not its name: the label beside it names it
            Grounder.Grounding label = ground(name, Set.of(), Qualifiers.NONE, pool);
            // (read from pixels, a page's own drop-down is a button that says only its value, "None")
            Optional<Element> beside = label.found() ? Grounder.besideLabel(label.element(), Set.of(Role.COMBO, Role.BUTTON),
                    pool).filter(b -> Roles.dropDown(b) || Alignment.pixelDrop(b))
                    : Optional.empty();
            if (beside.isPresent()) {
                combo = new Grounder.Grounding(beside.get(), label.p(), "the combo box beside '" + label.element().label() + "'");
            }
        }
        return combo;
    }

    /** A folded section or another tab says a word of the target that the control found by meaning does not. */
    private static boolean foldedSays(String target, Element found, List<Element> pool) {
        Set<String> missing = new java.util.HashSet<>(Alignment.content(target));
        missing.removeAll(Alignment.hits(missing, found.label()));
        return !missing.isEmpty() && pool.stream().anyMatch(x -> (x.has(State.COLLAPSED) || x.role() == Role.TAB && !x.has(State.SELECTED))
                && !Alignment.hits(missing, x.label()).isEmpty());
    }

    /** What each drop-down step's list showed before it was opened. */
    private final java.util.Map<Integer, String> shownBefore = new java.util.HashMap<>();

    /**
     * A drop-down the goal describes without naming its value ("she's here to meet Facilities" beside
     * Meeting with (department)): it already shows an option the goal says, else it is opened and the
     * one option the goal says is chosen; when the goal says none, the list is closed again.
     */
    private Move namedOption(int index, SubGoal g, int stage, List<Element> pool) {
        Grounder.Grounding combo = combo(g.where().container(), pool);
        if (stage > 0) {
            List<Element> options = combo.found() ? NamedOptions.below(combo.element(), pool)
                    : pool.stream().filter(e -> NamedOptions.OPTIONS.contains(e.role())).toList();
            // (a word or a meaning is read only among the list's own entries where the tree has them: not the dialog's title)
            List<Element> entries = options.stream().filter(e -> NamedOptions.OPTIONS.contains(e.role())).toList();
            List<Element> listed = entries.isEmpty() ? options : entries;
            // (a count of people before any word: "6:45" says a 6 that "5 or 6 (people carrier)" would take for its own)
            // ("until I get up at 7" says the 07 of "Until 07:00 tomorrow")
            String clock = NamedOptions.clock(g.text());
            Optional<Element> said = NamedOptions.pick(g.text(), options).or(() -> NamedOptions.byCount(g.text(), listed))
                    .or(() -> NamedOptions.byNamedCount(g.text(), g.where().container(), listed))
                    .or(() -> NamedOptions.byWord(g.text() + clock, listed))
                    .or(() -> NamedOptions.byMeaning(g.text(), entries, grounder));
            if (said.isPresent()) {
                Element e = said.get();
                return Move.act(new Decision(new Action.Click(e.id()), "the goal says '" + e.label() + "', an option of '"
                        + g.where().container() + "'", null, Effects.chosen(index, e)));
            }
            // a time the goal says that the open list does not show yet ("07:00" below "06:30"): the list is scrolled first
            List<Element> timed = entries.stream().filter(e -> NamedOptions.time(e.label())).toList();
            if (timed.size() >= 3 && !clock.isBlank()) {
                if (listScrolls.merge(index, 1, Integer::sum) <= MAX_LIST_SCROLLS) {
                    Element lastShown = timed.stream().max(java.util.Comparator.comparingInt(e -> e.box().y())).orElseThrow();
                    return Move.stage(Decision.of(new Action.Scroll(Action.Direction.DOWN, 3, lastShown.id()), "no option of '"
                            + g.where().container() + "' here says the time the goal says; scroll the list down").expecting(
                            Effects.changes(index, "scrolling the list")));
                }
                // a list of times, and the goal's time is none of them: not a choice to leave as it was
                return Move.fail("no option of '" + g.where().container() + "' says the time the goal says");
            }
            if (!clock.isBlank() && entries.stream().anyMatch(e -> e.label().matches(".*\\b\\d{1,2}[:.]\\d{2}\\b.*"))) {
                // options that tell times, and none the goal's: what it shows now is not what was asked
                return Move.fail("no option of '" + g.where().container() + "' says the time the goal says");
            }
            // the goal says none: the list is shut by its current option (Escape could shut a dialog around it too)
            String was = shownBefore.get(index);
            Optional<Element> same = was == null ? Optional.empty() : options.stream().filter(e -> NamedOptions.OPTIONS.contains(e.role())
                    && dev.tca.core.Labels.same(e.label(), was)).findFirst();
            Decision shut = same.map(e -> Decision.of(new Action.Click(e.id()), "the goal names none of the options of '"
                    + g.where().container() + "': keep '" + was + "'")).orElseGet(() -> Decision.of(new Action.Key(KeyChord.parse(
                    "Escape")), "the goal names none of the options of '" + g.where().container() + "': close it"));
            return Move.soft(shut.expecting(Effects.changes(index, "closing the list")));
        }
        if (!combo.found()) {
            // (the goal said something of it: passing it by would claim a choice no one made)
            return Move.fail("no drop-down '" + g.where().container() + "' to choose in");
        }
        Element box = combo.element();
        String shows = box.value().isBlank() ? box.label() : box.value();
        // (an empty drop-down's name is no option it shows: "an estate car" does not find Car chosen already)
        if (!box.value().isBlank() && NamedOptions.pick(g.text(), List.of(box.withLabel(shows, box.source()))).isPresent()) {
            return Move.already(box.describe() + " already shows '" + shows + "', which the goal says");
        }
        shownBefore.put(index, shows);
        return Move.stage(new Decision(new Action.Click(box.id()), "open " + box.describe() + " to find the option the goal says",
                null, Effects.changes(index, "opening " + Effects.name(box))));
    }

    /** The title of the place a step names: the day's own, not a banner that repeats the goal ("Most popular: Saturday 10:00"). */
    private static Optional<Element> placeHeading(SubGoal g, List<Element> pool) {
        String place = g.where().container();
        return pool.stream().filter(e -> !e.label().isBlank() && dev.tca.core.Labels.containsWords(e.label(), place)
                && !dev.tca.core.Labels.containsWords(e.label(), g.target()) && e.label().strip().split("\\s+").length <= 5).findFirst();
    }

    /**
     * An item to choose that is only text: a line that says the target and nothing else, below the place the goal puts
     * it under when it names one (and that place is open: a heading still folded shows no lines of its own yet).
     */
    private static Optional<Element> writtenItem(SubGoal g, Optional<Element> heading, List<Element> pool) {
        if (g.where().container() != null && (heading.isEmpty() || heading.get().has(State.COLLAPSED))) {
            return Optional.empty();
        }
        return pool.stream().filter(e -> (e.role() == Role.LABEL || e.role() == Role.TEXT) && !e.has(State.OFFSCREEN)
                        && dev.tca.core.Labels.same(e.label(), g.target())
                        && heading.map(h -> e.box().y() > h.box().y() && e != h).orElse(true))
                .min(java.util.Comparator.comparingInt(e -> heading.map(h -> e.box().y() - h.box().y()).orElse(0)));
    }

    /**
     * Read from pixels, a tile to pick (a delivery slot, a plan card) is a box with lines of text: a "field" or "button"
     * whose words start with the item. Under a named place ("Saturday"), the first such tile below it.
     */
    private static Optional<Element> tile(SubGoal g, List<Element> pool) {
        List<Element> tiles = pool.stream().filter(e -> e.source() == dev.tca.core.Source.WIDGET && !e.has(State.OFFSCREEN)
                && Stream.of(e.label(), e.value()).anyMatch(t -> t != null && dev.tca.core.Labels.core(t)
                .startsWith(dev.tca.core.Labels.core(g.target())))).toList();
        String place = g.where().container();
        if (place == null) {
            return tiles.size() == 1 ? Optional.of(tiles.get(0)) : Optional.empty();
        }
        Optional<Element> heading = placeHeading(g, pool).filter(h -> !tiles.contains(h));
        return heading.flatMap(h -> tiles.stream().filter(t -> t.box().y() >= h.box().y())
                .min(java.util.Comparator.comparingInt(t -> t.box().y() - h.box().y())));
    }

    private static final java.util.regex.Pattern NTH_DAY = java.util.regex.Pattern.compile("(?i)\\b(?:(first|second|third|fourth|fifth|"
            + "sixth|seventh)|(\\d{1,2})(?:st|nd|rd|th))\\s+day\\b|\\bday\\s+(\\d{1,2})\\b");
    private static final java.util.regex.Pattern DAY_TAB = java.util.regex.Pattern.compile("(?i)\\s*day\\s*(\\d{1,2})\\b.*");

    /** Read from pixels, "Day 2" in light type may come out as "Day" and a "2" just right of it: the two are one label. */
    private static String withDigitAfter(Element e, List<Element> pool) {
        if (e.source() != dev.tca.core.Source.OCR || !e.label().strip().matches("(?i)day")) {
            return e.label();
        }
        return pool.stream().filter(d -> d != e && d.label().strip().matches("\\d{1,2}") && Answers.sameRow(d, e)
                        && d.box().x() >= e.box().right() - 2 && d.box().x() - e.box().right() <= Math.max(20, e.box().height()))
                .findFirst().map(d -> e.label().strip() + " " + d.label().strip()).orElse(e.label());
    }
    private static final List<String> ORDINALS = List.of("first", "second", "third", "fourth", "fifth", "sixth", "seventh");

    /** "on the second day of the summit" and a programme's "Day 2" tab. */
    static boolean sameDay(String goal, String label) {
        java.util.regex.Matcher tab = DAY_TAB.matcher(label);
        java.util.regex.Matcher said = NTH_DAY.matcher(goal);
        if (!tab.matches() || !said.find()) {
            return false;
        }
        int n = said.group(1) != null ? ORDINALS.indexOf(said.group(1).toLowerCase(java.util.Locale.ROOT)) + 1
                : Integer.parseInt(said.group(2) != null ? said.group(2) : said.group(3));
        return n == Integer.parseInt(tab.group(1));
    }

    private static final java.util.regex.Pattern WEEKDAY_WORD = java.util.regex.Pattern.compile(
            "(?i)\\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b");

    /**
     * "Training Thursday" in a timesheet whose fields say "Training, THU": the one field that says the other words and a
     * short form of the day (nothing else tells Wednesday's field from Thursday's by their words).
     */
    private static Optional<Grounder.Grounding> dayField(SubGoal g, List<Element> pool) {
        java.util.regex.Matcher day = g.target() == null ? null : WEEKDAY_WORD.matcher(g.target());
        if (day == null || !day.find()) {
            return Optional.empty();
        }
        String weekday = day.group(1).toLowerCase(java.util.Locale.ROOT);
        Set<String> rest = Alignment.content(g.target().substring(0, day.start()) + " " + g.target().substring(day.end()));
        List<Element> fields = pool.stream().filter(e -> e.role().editable() && !e.has(State.OFFSCREEN)
                && (rest.isEmpty() || Alignment.hits(rest, e.label()).size() == rest.size())
                && !Alignment.hits(Set.of(weekday), e.label()).isEmpty()).toList(); // ("THU" is Thursday's)
        if (fields.size() == 1) {
            return Optional.of(new Grounder.Grounding(fields.get(0), 0.9, "the field that says '" + String.join(" ", rest) + "' and "
                    + weekday));
        }
        return fields.isEmpty() && !rest.isEmpty() ? gridCell(rest, weekday, pool) : Optional.empty();
    }

    /**
     * Read from pixels, a grid's cells are nameless boxes: the one on the row whose title says the rest of the target
     * ("Training") under the column whose heading says the day ("Thu 12").
     */
    private static Optional<Grounder.Grounding> gridCell(Set<String> rowWords, String weekday, List<Element> pool) {
        Optional<Element> row = pool.stream().filter(e -> !e.role().control() && !e.has(State.OFFSCREEN)
                && Alignment.hits(rowWords, e.label()).size() == rowWords.size()).min(java.util.Comparator.comparingInt(e -> e.label().length()));
        if (row.isEmpty()) {
            return Optional.empty();
        }
        Element title = row.get();
        List<Element> heads = pool.stream().filter(e -> !e.role().control() && e.box().bottom() <= title.box().y()
                && e.label().strip().split("\\s+").length <= 3 && !Alignment.hits(Set.of(weekday), e.label()).isEmpty()).toList();
        if (heads.size() != 1) {
            return Optional.empty();
        }
        Element head = heads.get(0);
        List<Element> cells = pool.stream().filter(e -> (e.role().editable() || e.role() == Role.BUTTON && e.label().matches("[\\d.,]*"))
                && e.box().x() <= head.box().center().x() && e.box().right() >= head.box().center().x()
                && Math.abs(e.box().center().y() - title.box().center().y()) <= Math.max(20, title.box().height())).toList();
        return cells.size() == 1 ? Optional.of(new Grounder.Grounding(cells.get(0), 0.9, "the box on the row of '" + title.label()
                + "' under '" + head.label() + "'")) : Optional.empty();
    }

    /** A value the screen offers as an option (a radio, a segment) where no field the target names is. */
    private static boolean optionNotField(SubGoal g, List<Element> pool) {
        boolean option = pool.stream().anyMatch(e -> (e.role() == Role.RADIO || e.role() == Role.TAB || e.role() == Role.LIST_ITEM
                || e.role() == Role.BUTTON && pill(e, pool)) && !e.has(State.OFFSCREEN) && dev.tca.core.Labels.same(e.label(), g.text()));
        boolean field = pool.stream().anyMatch(e -> e.role().editable() && (dev.tca.core.Labels.containsWords(e.label(), g.target())
                || dev.tca.core.Labels.containsWords(g.target(), e.label()) && !e.label().isBlank()));
        boolean named = pool.stream().anyMatch(e -> !e.role().editable() && dev.tca.core.Labels.containsWords(e.label(), g.target()));
        return option && !field && named;
    }

    /**
     * Read from pixels, a radio drawn as a pill reads as a button: one of three or more short buttons side by side on one
     * line ("Low  Normal  High  Urgent").
     */
    private static boolean pill(Element b, List<Element> pool) {
        return b.label().strip().split("\\s+").length <= 2 && pool.stream().filter(o -> o.role() == Role.BUTTON && !o.label().isBlank()
                && o.label().strip().split("\\s+").length <= 2 && Math.abs(o.box().center().y() - b.box().center().y()) <= 4
                && Math.abs(o.box().height() - b.box().height()) <= 4 && Math.abs(o.box().center().x() - b.box().center().x()) <= 400)
                .count() >= 3;
    }

    private static final java.util.regex.Pattern BACKING_OUT = java.util.regex.Pattern.compile("(?i)\\s*(?:cancel|close|no|quit|exit|"
            + "discard|delete|remove|reset|clear|dismiss|don'?t save|sign out|log ?out)\\b.*");

    /**
     * Whether a match found only by meaning is too risky to click: a button that backs out or destroys,
     * which the goal's words do not say (or say only after a negation), or a box or switch for a whole sentence (five words
     * or more).
     */
    private static boolean risky(Element e, String target) {
        // ("doesn't get blocked" names no "Block gambling payments": a word said after a negation names nothing to press)
        boolean named = Alignment.hits(Alignment.content(target), e.label()).stream().anyMatch(w -> !Alignment.negated(target, w));
        return !named && (BACKING_OUT.matcher(e.label()).matches() || e.role() == Role.BUTTON && Confirmations.back(e.label())
                || e.role().checkable() && target.strip().split("\\s+").length >= 5);
    }

    private final Set<Integer> daysOpened = new java.util.HashSet<>();

    /**
     * "... on Thursday evening" on a timetable that shows Tuesday: the Thursday tab or button (its
     * label starts with "Thu") is opened before the row is looked for, once per step.
     */
    private Optional<Move> dayFirst(int index, SubGoal g, List<Element> pool) {
        String words = (g.target() == null ? "" : g.target()) + " " + (g.where().container() == null ? "" : g.where().container());
        java.util.regex.Matcher m = WEEKDAY_WORD.matcher(words);
        if (!m.find() || daysOpened.contains(index)) {
            return Optional.empty();
        }
        String full = m.group(1).toLowerCase(java.util.Locale.ROOT);
        String abbr = full.substring(0, 3);
        // read from pixels, a day's tab may be its bare words beside the other days' ("Thursday  Friday  Saturday")
        Optional<Element> tab = pool.stream().filter(e -> (Set.of(Role.TAB, Role.BUTTON, Role.LINK).contains(e.role())
                        || !e.role().control() && e.source() == dev.tca.core.Source.OCR && dayStrip(e, pool))
                        && !e.has(State.OFFSCREEN) && e.label().strip().split("\\s+").length <= 4)
                .filter(e -> {
                    String first = e.label().strip().toLowerCase(java.util.Locale.ROOT).split("[\\s,.]+")[0];
                    return first.equals(full) || first.equals(abbr);
                }).findFirst();
        if (tab.isEmpty()) {
            return Optional.empty();
        }
        daysOpened.add(index);
        if (tab.get().has(State.SELECTED) || tab.get().has(State.CHECKED)) {
            return Optional.empty();
        }
        return Optional.of(Move.stage(new Decision(new Action.Click(tab.get().id()), "'" + m.group(1) + "': open "
                + tab.get().describe() + " first", null, Effects.changes(index, "opening " + Effects.name(tab.get())))));
    }

    /** A weekday's words with another day's on the same line: a strip of days to choose among. */
    private static boolean dayStrip(Element day, List<Element> pool) {
        return WEEKDAY_WORD.matcher(day.label()).lookingAt() && pool.stream().anyMatch(o -> o != day
                && Math.abs(o.box().center().y() - day.box().center().y()) <= 8 && WEEKDAY_WORD.matcher(o.label()).lookingAt()
                && !dev.tca.core.Labels.same(o.label(), day.label()));
    }

    /** The command's words the menus opened for it did not say (its verb and object words aside), or empty outside menus. */
    private Optional<String> insideMenus(int index, String target) {
        List<String> opened = explored.stream().filter(x -> x.startsWith(index + "|")).map(x -> x.substring(x.indexOf('|') + 1))
                .toList();
        if (target == null || opened.isEmpty()) {
            return Optional.empty();
        }
        Set<String> rest = new java.util.LinkedHashSet<>(Alignment.content(target));
        rest.remove(target.strip().split("\\s+")[0].toLowerCase(java.util.Locale.ROOT));
        opened.forEach(label -> rest.removeAll(Alignment.hits(rest, label)));
        rest.removeAll(OBJECT_WORDS);
        return rest.isEmpty() ? Optional.empty() : Optional.of(String.join(" ", rest));
    }

    /** Words that name the thing acted on or the kind of control, not the command ("as a CSV file", "the View menu"). */
    private static final Set<String> OBJECT_WORDS = Set.of("menu", "submenu", "option", "options", "item", "button", "link", "tab",
            "file", "page", "sheet", "spreadsheet", "workbook", "document", "doc", "report", "presentation", "deck", "image",
            "picture", "photo", "it", "this", "that", "them", "one", "text", "selection", "paragraph", "line", "lines", "words");

    /**
     * "download this sheet as a CSV file" matched the submenu "Download ▸" by a word: the command
     * (CSV) is inside it, so the submenu is opened, not taken for the command.
     */
    private static boolean saysLess(Element opener, String target) {
        if (target == null) {
            return false;
        }
        Set<String> rest = new java.util.HashSet<>(Alignment.content(target));
        rest.removeAll(Alignment.hits(rest, opener.label()));
        rest.removeAll(OBJECT_WORDS);
        rest.removeIf(w -> Words.sameAct(w, opener) > 0);
        return !rest.isEmpty();
    }

    private static final java.util.regex.Pattern LOOKUP = java.util.regex.Pattern.compile("(?i).*\\b(?:search\\w*|find|look\\s*up|"
            + "city|cities|town|location|place|where|destination|address|country|airport|station|filter|recipient|to)\\b.*");

    /**
     * A text field that looks names up (its label or hint says search, city, location...; or the
     * field the choice's container names): where an item that is not listed is typed.
     */
    private static Optional<Element> lookupField(SubGoal g, List<Element> pool) {
        // (a newsletter's "Email address" holding j.moreno@example.com looks nothing up: no address of mail is a place)
        List<Element> fields = pool.stream().filter(e -> (e.role() == Role.TEXT_FIELD || e.role() == Role.COMBO
                && e.has(State.EDITABLE)) && !e.has(State.OFFSCREEN) && !e.value().contains("@")
                && !e.label().matches("(?i).*\\be-?mail\\b.*")).toList();
        String container = g.where().container();
        return fields.stream().filter(e -> container != null && !Alignment.hits(Alignment.content(container), e.label()).isEmpty())
                .findFirst()
                .or(() -> fields.stream().filter(e -> LOOKUP.matcher(e.label() + " " + e.value()).matches()).findFirst());
    }

    private Move menu(int index, SubGoal g, int stage, List<Element> pool, Observation o) {
        List<String> path = menuPaths.computeIfAbsent(index, i -> new java.util.ArrayList<>(g.path()));
        if (stage >= path.size()) {
            return Move.already("the menu path was followed");
        }
        String name = path.get(stage);
        Set<Role> roles = stage == 0 ? Set.of(Role.MENU, Role.MENU_ITEM, Role.BUTTON) : Set.of(Role.MENU_ITEM, Role.MENU);
        Grounder.Grounding found = ground(name, roles, Qualifiers.NONE, pool);
        if (found.found() && (stage > 0 && stage == path.size() - 1 || stage == 0 && !Grounder.names(found.element(), name)
                && path.size() > 1) && found.meaningOnly() && Menus.opener(found.element(), pool) && path.size() <= MAX_MENU_DEPTH) {
            // "italic" nearest in meaning to "Text style ▸": a submenu on the way, not the command itself
            path.add(stage, found.element().label());
            return Move.stage(new Decision(new Action.Click(found.element().id()), "'" + name + "' may be in the submenu "
                    + found.element().describe(), found.p(), Effects.changes(index, "opening '" + found.element().label() + "'")));
        }
        if (!found.found() && path.size() <= MAX_MENU_DEPTH) {
            // "Format > Italic" when Italic sits in Format's "Text style ▸" submenu, "Zoom > 150%" when Zoom sits in
            // the View menu: open the menu nearest in meaning
            Optional<Element> sub = submenu(name, pool, path);
            if (sub.isPresent()) {
                path.add(stage, sub.get().label());
                return Move.stage(new Decision(new Action.Click(sub.get().id()), "'" + name + "' is not in this menu; open its submenu '"
                        + sub.get().label() + "'", null, Effects.changes(index, "opening '" + sub.get().label() + "'")));
            }
        }
        if (!found.found()) {
            return Move.fail(found.how());
        }
        // the next item may sit in a submenu, so opening a menu is seen as a change, not as the next name appearing
        Decision d = new Decision(new Action.Click(found.element().id()), found.how(), found.p(),
                stage + 1 < path.size() ? Effects.changes(index, "opening '" + name + "'")
                        : Effects.closes(index, found.element(), "choosing '" + name + "'"));
        return stage + 1 < path.size() ? Move.stage(d) : Move.act(d);
    }

    /** The unvisited submenu of the open menu whose title is nearest the item in meaning, else the first in reading order. */
    private Optional<Element> submenu(String item, List<Element> pool, List<String> visited) {
        List<Element> subs = pool.stream().filter(e -> !e.label().isBlank() && visited.stream().noneMatch(v -> Grounder.names(e, v))
                && (e.role() == Role.MENU || e.label().strip().matches(".*(?:▸|►|▶|›|>|»)$")
                || (e.has(State.COLLAPSED) || e.has(State.EXPANDED)) && e.role() == Role.MENU_ITEM)).toList();
        if (subs.isEmpty() || visited.size() > MAX_MENU_DEPTH) {
            return Optional.empty();
        }
        Grounder.Grounding best = grounder.ground(new Grounder.Query(item, Set.of(), false, Qualifiers.NONE), subs);
        return best.found() ? Optional.of(best.element())
                : subs.stream().min(dev.tca.core.ReadingOrder.COMPARATOR);
    }

    private static final Set<Role> NUMERIC_OR_EDITABLE = java.util.EnumSet.of(Role.SLIDER, Role.SPIN, Role.COMBO, Role.TEXT_FIELD);

    private Move setValue(int index, SubGoal g, List<Element> pool, Observation o) {
        String owner = g.where().container();
        if (owner != null && g.direction() == null) {
            // "the fig watered every 5 days": the stepper on the fig's row, whatever its buttons' words
            // its name as written, else the shortest line that says all its words ("Oat Drink Barista Edition 1 L")
            Set<String> words = Alignment.content(Lookups.uncounted(owner)); // ("jars of" says how it is counted, not its name)
            Optional<Steppers.Stepper> onRow = pool.stream().filter(x -> !x.role().control() && !x.has(State.OFFSCREEN)
                            && (dev.tca.core.Labels.same(x.label(), owner) || !words.isEmpty()
                            && saysAll(words, x.label()) && x.label().split("\\s+").length <= 8))
                    .sorted(java.util.Comparator.comparing((Element x) -> !dev.tca.core.Labels.same(x.label(), owner))
                            .thenComparingInt(x -> x.label().length()))
                    // (a shop's card: its title on top, its stepper on a line under it)
                    .map(a -> Steppers.near(a, pool).or(() -> Steppers.under(a, pool))).flatMap(Optional::stream)
                    // a stepper whose buttons name their thing ("One more Smooth peanut butter 1kg") is that thing's only
                    .filter(st -> st.up().label().strip().split("\\s+").length < 3 || saysAll(words, st.up().label()))
                    .findFirst()
                    // the tree names each card's buttons: "One more Smooth peanut butter 340g" is its stepper, wherever its title is
                    .or(() -> pool.stream().filter(b -> b.role() == Role.BUTTON && !b.has(State.OFFSCREEN) && !words.isEmpty()
                            && b.label().matches("(?i)^\\s*(?:one\\s+more|more|increase|add\\s+one)\\b.*") && saysAll(words, b.label()))
                            .map(b -> Steppers.near(b, pool)).flatMap(Optional::stream).findFirst());
            if (onRow.isPresent()) {
                String reached = "the number beside '" + onRow.get().up().label() + "' is " + Steppers.shown(g.number());
                return Steppers.press(index, onRow.get(), g.number(), "the stepper on the row of '" + owner + "'")
                        .map(Move::stage).orElseGet(() -> Move.already(reached));
            }
            // "three jars of smooth peanut butter" where the thing shows only its Add button: added once, then its stepper
            // (which takes the Add button's place) counts on to the number
            Optional<Element> add = addedFirst.contains(owner) || !"quantity".equalsIgnoreCase(String.valueOf(g.target()))
                    ? Optional.empty() : pool.stream().filter(b -> b.role() == Role.BUTTON && !b.has(State.OFFSCREEN)
                    && !b.has(State.DISABLED) && b.label().matches("(?i)^\\s*add\\b.*") && !words.isEmpty()
                    && saysAll(words, b.label())).min(java.util.Comparator.comparingInt(b -> b.label().length()));
            if (add.isPresent()) {
                addedFirst.add(owner);
                return Move.stage(new Decision(new Action.Click(add.get().id()), "no stepper for '" + owner + "' yet: "
                        + add.get().describe() + " first", null, Effects.changes(index, "adding '" + owner + "'")));
            }
        }
        // a pixel slider being moved by its keys keeps its place while the pixels rename it from a fragment of its row
        // (or, focused, no longer show it as a slider): its readout beside that place says how far it has come
        if (sliderMoved.containsKey(index)) {
            // the slider as this screen reads it: its number drawn as its name ("21°") is the new one, not the first screen's
            Element moving = Places.same(sliderMoved.get(index), pool).orElse(sliderMoved.get(index));
            Optional<Move> next = pixelSlider(index, moving, changeTargets.getOrDefault(index, g.number()),
                    new Grounder.Grounding(moving, 1.0, "the slider being moved"), pool);
            if (next.isPresent()) {
                return next.get();
            }
        }
        Grounder.Grounding found = g.target() == null
                ? grounder.ground(new Grounder.Query(null, Roles.of(g.kind(), g.role()), false, g.where()), pool)
                : ground(g, pool);
        if (found.found() && found.meaningOnly() && g.target() != null && found.element().role() == Role.SLIDER
                && (Alignment.hits(Alignment.content(g.target()), found.element().label()).isEmpty()
                && pool.stream().anyMatch(x -> x.has(State.COLLAPSED) || x.role() == Role.TAB && !x.has(State.SELECTED))
                || foldedSays(g.target(), found.element(), pool))) {
            // "Screen timeout" near "Text size" in meaning while a folded section or another tab may hold its own control;
            // "alarm volume" near "Call volume" while a folded "Alarms and timers" says the word the slider lacks
            return search("no control named '" + g.target() + "' (closest in meaning: " + found.element().describe() + ")",
                    g.target(), o, pool);
        }
        if (!found.found()) {
            return inMenus(index, g, pool, o).orElseGet(() -> search(found.how(), g.target(), o, pool));
        }
        Element e = found.element();
        double n = g.number();
        if (g.direction() != null) {
            // "up by two": the number it shows when first seen, moved by the amount, is the target from then on
            if (!changeTargets.containsKey(index)) {
                Optional<Double> now = shownValue(e, g.target(), pool);
                if (now.isEmpty()) {
                    return Move.fail("no number shown for '" + g.target() + "' to change by " + Steppers.shown(n));
                }
                changeTargets.put(index, now.get() + (g.direction() == Action.Direction.UP ? n : -n));
            }
            n = changeTargets.get(index);
        } else if (SubGoal.TIMES.equals(g.text())) {
            // "half of what it is now": the share of the number it shows when first seen, a whole number when that is one
            if (!changeTargets.containsKey(index)) {
                Optional<Double> now = shownValue(e, g.target(), pool);
                if (now.isEmpty()) {
                    return Move.fail("no number shown for '" + g.target() + "' to take a share of");
                }
                double share = now.get() * n;
                changeTargets.put(index, now.get() == Math.rint(now.get()) ? Math.round(share) : share);
            }
            n = changeTargets.get(index);
        }
        if (e.role() == Role.SLIDER && e.source() == dev.tca.core.Source.WIDGET && g.target() != null && !SubGoal.EXTREME.equals(g.text())) {
            // read from pixels, a thermostat card has "− 19° +" under its title as well as a slider whose scale is
            // unknown (and whose track may be read as one with its neighbours'): its buttons reach the number exactly
            Grounder.Grounding title = ground(g.target(), Set.of(), Qualifiers.NONE, pool);
            Optional<Steppers.Stepper> buttons = title.found() && !title.element().role().control()
                    ? Steppers.under(title.element(), pool) : Optional.empty();
            if (buttons.isPresent()) {
                String reached = "the number under '" + title.element().label() + "' is " + Steppers.shown(n);
                return Steppers.press(index, buttons.get(), n, "the +/- buttons under " + title.element().describe())
                        .map(Move::stage).orElseGet(() -> Move.already(reached));
            }
        }
        if (e.role() != Role.SLIDER && e.role() != Role.SPIN && e.role() != Role.COMBO && !e.role().editable()) {
            // a count between two buttons ("- 1 +", Fewer / More): pressed one step at a time
            Optional<Steppers.Stepper> stepper = stepperFor(e, g.target(), pool);
            if (stepper.isPresent() && SubGoal.EXTREME.equals(g.text())) {
                return Move.fail("'" + g.target() + "' is a count between buttons: how far it goes is not shown");
            }
            if (stepper.isPresent()) {
                String reached = "the number beside '" + stepper.get().up().label() + "' is " + Steppers.shown(n);
                return Steppers.press(index, stepper.get(), n, found.how()).map(Move::stage)
                        .orElseGet(() -> Move.already(reached));
            }
            Element label = e;
            String target = g.target() == null ? label.label() : g.target();
            // "Bedroom" names a card's heading and also its slider "Bedroom target temperature", a row lower
            Optional<Element> field = pool.stream().filter(x -> (x.role() == Role.SLIDER || x.role() == Role.SPIN)
                            && dev.tca.core.Labels.containsWords(x.label(), target)).findFirst()
                    // the label's own control, whichever kind: a postcode's field, not the country box below it
                    .or(() -> Grounder.besideLabel(label, NUMERIC_OR_EDITABLE, pool))
                    // a settings row: its title at the left, its slider far off at the right of the same row
                    .or(() -> pool.stream().filter(x -> (x.role() == Role.SLIDER || x.role() == Role.SPIN) && x.box().x() > label.box().right()
                            && Math.abs(x.box().center().y() - label.box().center().y()) <= Math.max(16, label.box().height()))
                            .min(java.util.Comparator.comparingInt(x -> x.box().x())));
            if (field.isPresent()) {
                e = field.get();
            } else {
                String count = Steppers.shown(n);
                Optional<Element> pill = pool.stream().filter(b -> (b.role() == Role.BUTTON || b.role() == Role.RADIO
                                || b.role() == Role.LIST_ITEM)
                        && b.label().strip().matches(java.util.regex.Pattern.quote(count) + "(?:\\s+\\p{L}+)?")
                        && b.box().y() >= label.box().y() - 4 && b.box().y() - label.box().bottom() < 120
                        && b.box().x() >= label.box().x() - 20 && b.box().x() - label.box().right() < 600).findFirst();
                if (pill.isPresent()) {
                    // "GUESTS" over a row of buttons 1 2 3 4 5 6+: the count is the button that says it
                    return pill.get().has(State.SELECTED) || pill.get().has(State.CHECKED) ? Move.already(pill.get().describe() + " is chosen")
                            : Move.act(new Decision(new Action.Click(pill.get().id()), "the button '" + count + "' under " + label.describe(),
                            null, Effects.chosen(index, pill.get())));
                }
                // read from the pixels, a dropdown is a button showing its value: it opens like a combo box
                Optional<Element> shown = Grounder.besideLabel(label, Set.of(Role.BUTTON), pool)
                        .filter(b -> b.label().isBlank() || b.label().strip().matches("\\d+(?:\\.\\d+)?"));
                if (shown.isPresent()) {
                    String item = count;
                    if (dev.tca.core.Labels.same(shown.get().label(), item)) {
                        return Move.already(shown.get().describe() + " shows " + item);
                    }
                    boolean pills = pool.stream().anyMatch(b -> b != shown.get() && b.role() == Role.BUTTON
                            && b.label().strip().matches("\\d+\\+?") && Answers.sameRow(b, shown.get()));
                    if (!pills && !Roles.arrowed(shown.get()) && !shown.get().has(State.COLLAPSED) && !shown.get().label().isBlank()) {
                        // a box that shows a number and no arrow ("Number of attendees: 2") is a number field: the number
                        // is typed over, and left with Tab so that the page takes it
                        return Move.act(new Decision(new Action.Type(item + "\t", shown.get().id(), true, false), "type " + item
                                + " over " + shown.get().describe() + " beside '" + label.label() + "'", null,
                                Effects.typed(index, shown.get(), item, false)));
                    }
                    return Move.stage(new Decision(new Action.Click(shown.get().id()), "open " + shown.get().describe()
                            + " beside '" + label.label() + "' to find " + item, null, Effects.opened(index, item)));
                }
                // (read from pixels a stepper's buttons are icons; its count is a line, "2 people": said already, it is set)
                List<Element> party = PARTY.matcher(target).find() ? pool.stream().filter(x -> x.label().strip()
                        .matches("(?i)\\d+\\s+(?:people|persons?|guests?|diners?|adults?|seats?)")).toList() : List.of();
                if (party.size() == 1 && party.get(0).label().strip().startsWith(count + " ")) {
                    return Move.already(party.get(0).describe() + " says the count already");
                }
                if (!label.role().editable()) {
                    return inMenus(index, g, pool, o).orElseGet(() -> Move.fail("no slider, number field or +/- buttons beside "
                            + label.describe()));
                }
            }
        }
        if (SubGoal.EXTREME.equals(g.text())) {
            boolean top = n > 0.5;
            boolean middle = n > 0 && n < 1;
            String where = middle ? "middle" : top ? "top" : "bottom";
            if (e.role() == Role.SLIDER && e.source() == dev.tca.core.Source.WIDGET) {
                // read from the pixels, a slider's range is its track: as far as it goes is the track's end
                return Move.act(new Decision(new Action.SetValue(e.id(), middle ? 50 : top ? 100 : 0), found.how() + "; to the "
                        + where + " of its track", found.p(), Effects.changes(index, "moving " + e.describe())));
            }
            if (e.range() == null) {
                return Move.fail(e.describe() + " shows no range to go to the " + where + " of");
            }
            n = middle ? (e.range().min() + e.range().max()) / 2 : top ? e.range().max() : e.range().min();
        }
        if (e.role() == Role.COMBO) {
            // "two nights" in a Nights list: the number is an item to choose
            String item = n == Math.rint(n) ? Long.toString((long) n) : Double.toString(n);
            // "8 minutes" in a Screen timeout list says its unit too
            item = g.text() != null && g.text().startsWith(item) ? g.text() : item;
            return choose(index, SubGoal.of(Kind.CHOOSE, item).withWhere(Qualifiers.NONE.withContainer(e.label().isBlank()
                    ? g.target() : e.label())), 0, pool, o);
        }
        if (e.range() != null && Math.abs(e.range().current() - n) < 0.5) {
            return Move.already(e.describe() + " already holds " + n);
        }
        String text = n == Math.rint(n) ? Long.toString((long) n) : Double.toString(n);
        if (e.role() == Role.SLIDER && e.source() == dev.tca.core.Source.WIDGET) {
            Optional<Move> byReadout = pixelSlider(index, e, n, found, pool);
            if (byReadout.isPresent()) {
                return byReadout.get();
            }
        }
        // a GTK spin button takes a typed number only when the focus leaves it: Tab commits it
        Action a = e.role() == Role.SLIDER ? new Action.SetValue(e.id(), PixelSliders.trackValue(e, n))
                : new Action.Type(e.role() == Role.SPIN ? text + "\t" : text, e.id(), true, false);
        return Move.act(new Decision(a, found.how(), found.p(), Effects.valued(index, e, n)));
    }

    /**
     * A slider read from pixels whose number is drawn beside it ("14 px"): the first click lands on
     * the track where a scale from 0 puts the number, which also gives the slider the keyboard focus;
     * from then on the arrow keys move it one step at a time, the readout saying which way, until it
     * shows the number. A readout that jumps past the number ends it honestly.
     */
    private Optional<Move> pixelSlider(int index, Element slider, double n, Grounder.Grounding found, List<Element> pool) {
        Optional<Double> shown = PixelSliders.readout(slider, pool);
        if (shown.isEmpty()) {
            return Optional.empty();
        }
        double now = shown.get();
        String value = Steppers.shown(n);
        if (Math.abs(now - n) < 1e-9) {
            return Optional.of(Move.already(slider.describe() + " shows " + value + " beside it"));
        }
        if (!sliderReadouts.containsKey(index) && slider.range() != null && Math.abs(slider.range().current() - now) <= 3) {
            // the number drawn is where the thumb sits on a 0-100 track: one click there is exact, no keys needed
            return Optional.empty();
        }
        Double before = sliderReadouts.put(index, now);
        sliderMoved.putIfAbsent(index, slider);
        if (before == null) {
            return Optional.of(Move.stage(new Decision(new Action.SetValue(slider.id(), PixelSliders.trackValue(slider, now, n)),
                    found.how() + "; it shows " + Steppers.shown(now), found.p(), Effects.changes(index, "moving " + Effects.name(slider)))));
        }
        boolean up = n > now;
        if (!sliderKeyed.add(index) && before != now && (before < n) != (now < n)) {
            return Optional.of(Move.fail(Effects.name(slider) + " went from " + Steppers.shown(before) + " to " + Steppers.shown(now)
                    + ", past " + value + ": its steps do not land on it"));
        }
        return Optional.of(Move.stage(Decision.of(new Action.Key(KeyChord.parse(up ? "Right" : "Left")), Effects.name(slider)
                + " shows " + Steppers.shown(now) + "; one step " + (up ? "up" : "down") + " towards " + value)
                .expecting(Effects.changes(index, "moving " + Effects.name(slider)))));
    }

    /**
     * "Zoom in to 150%" in a reader whose View menu holds Zoom ▸ 150%: a value with no control of its
     * own is an item of the menu named by the target, found through the menus.
     */
    private Optional<Move> inMenus(int index, SubGoal g, List<Element> pool, Observation o) {
        boolean menus = pool.stream().anyMatch(e -> e.role() == Role.MENU || e.role() == Role.MENU_ITEM);
        boolean controls = pool.stream().anyMatch(e -> e.role() == Role.SLIDER || e.role() == Role.SPIN || e.role() == Role.COMBO);
        if (!menus || controls || g.target() == null) {
            return Optional.empty();
        }
        double n = g.number();
        String item = (n == Math.rint(n) ? Long.toString((long) n) : Double.toString(n));
        item = goal.contains(item + "%") || goal.contains(item + " %") || goal.matches("(?is).*\\b" + item + "\\s+per\\s*cent.*")
                ? item + "%" : item;
        SubGoal path = new SubGoal(Kind.MENU_PATH, null, null, null, null, false, List.of(g.target(), item), null, null, null, null,
                null, null);
        menuPaths.remove(index);
        // the status line "Zoom: 100%" is not the way in: only menus and their items are
        return Optional.of(menu(index, path, 0, pool.stream().filter(e -> e.role() == Role.MENU || e.role() == Role.MENU_ITEM)
                .toList(), o));
    }

    /** "Go back", "Next page", "Cancel order": a way back or elsewhere, never the form's way on. */
    private static final java.util.regex.Pattern BACKS = java.util.regex.Pattern.compile(
            "(?i)\\b(?:back|cancel|close|discard|page|previous|not now)\\b");

    private static final java.util.regex.Pattern DECLINE = java.util.regex.Pattern.compile("(?i)^(?:don'?t|do\\s+not|never)\\b");
    /** A button that declines or holds back: "Don't save", "Not now", "Keep editing", "Skip", "Later". */
    private static final java.util.regex.Pattern DECLINING = java.util.regex.Pattern.compile(
            "(?i)\\b(?:no|not|don'?t|never|cancel|close|back|skip|later|dismiss|decline|without|keep|discard|stay)\\b");

    private Move button(int index, SubGoal g, List<Element> pool, Observation o, List<String> usual, String key) {
        Set<Role> roles = Roles.of(g.kind(), g.role());
        List<String> opposite = g.kind() == Kind.CONFIRM ? Words.DISMISS : g.kind() == Kind.CANCEL ? Words.ACCEPT : List.of();
        // a list's column header ("Install" over the boxes) is not the dialog's button of the same name
        List<Element> allowed = pool.stream().filter(e -> opposite.stream().noneMatch(w -> dev.tca.core.Labels.same(w, e.label())))
                .filter(e -> !Alignment.header(e, pool)).toList();
        Optional<Move> consent = consent(index, g, pool);
        if (consent.isPresent()) {
            return consent.get();
        }
        boolean named = g.target() != null && !Words.generic(g.target());
        // 1. a button the goal names by its letters ("press Submit", "Don't Save")
        Optional<Move> byName = named ? byWord(index, g, g.target(), allowed, roles) : Optional.empty();
        if (byName.isPresent()) {
            return byName.get();
        }
        if (g.kind() == Kind.CONFIRM && g.target() != null && g.target().matches("(?i)submit|send|save")) {
            // "then submit it" where the form offers Save draft and Submit timesheet: the one that says the verb
            String verb = dev.tca.core.Labels.core(g.target());
            Optional<Element> says = allowed.stream().filter(e -> e.role() == Role.BUTTON && !e.has(State.DISABLED)
                    && (dev.tca.core.Labels.core(e.label()) + " ").startsWith(verb + " "))
                    .min(java.util.Comparator.comparingInt(e -> e.label().length())); // "Save" before "Save as draft"
            if (says.isPresent()) {
                return Move.act(new Decision(new Action.Click(says.get().id()), "'" + says.get().label() + "' starts with '"
                        + g.target() + "'", null, Effects.pressed(index, says.get())));
            }
        }
        // the fields the steps before filled are a form: its own button is the one just under them ("Update password")
        Optional<Move> own = g.kind() == Kind.CONFIRM && (!named || Words.generic(g.target()) || g.target().matches("(?i)submit|send|save"))
                ? formButton(index, allowed) : Optional.empty();
        if (own.isPresent()) {
            return own.get();
        }
        // a decline ("don't order those") is grounded by meaning only among buttons that decline: the one nearest its
        // verb does what it says not to do
        boolean declines = g.kind() == Kind.CANCEL && g.target() != null && DECLINE.matcher(g.target()).find();
        List<Element> candidates = declines ? allowed.stream().filter(e -> DECLINING.matcher(e.label()).find()).toList() : allowed;
        // 2. the goal said in its own words, grounded by meaning ("keep editing" -> Cancel), never on the opposite's buttons
        Optional<Move> byMeaning = byMeaning(index, roles, candidates);
        if (byMeaning.isPresent()) {
            return byMeaning.get();
        }
        // 3. a button that starts with the goal's word: "continue" is "Continue to payment"
        if (g.target() != null) {
            String word = dev.tca.core.Labels.core(g.target());
            // "Continue without a slot" goes on by leaving something out: not unless the goal says so
            Optional<Element> starts = allowed.stream().filter(e -> roles.contains(e.role()) && !word.isEmpty()
                    && (dev.tca.core.Labels.core(e.label()) + " ").startsWith(word + " ")
                    && (!OPT_OUT.matcher(e.label()).find() || OPT_OUT.matcher(goal).find())).findFirst();
            if (starts.isPresent()) {
                return Move.act(new Decision(new Action.Click(starts.get().id()), "'" + starts.get().label() + "' starts with '"
                        + g.target() + "'", null, Effects.pressed(index, starts.get())));
            }
        }
        // 4. the usual words for the act, in the order people expect them (OK, Yes... / Cancel, No...)
        for (String word : usual) {
            Optional<Move> m = byWord(index, g, word, allowed, roles);
            if (m.isPresent()) {
                return m.get();
            }
        }
        if (g.target() == null) {
            // a form's own words after the usual one: "Save product", "Apply changes", "Confirm booking"
            for (String word : usual) {
                String w = dev.tca.core.Labels.core(word);
                Optional<Element> starts = allowed.stream().filter(e -> e.role() == Role.BUTTON && !e.has(State.DISABLED)
                        && !e.has(State.OFFSCREEN) && (dev.tca.core.Labels.core(e.label()) + " ").startsWith(w + " ")
                        && !OPT_OUT.matcher(e.label()).find() && !BACKS.matcher(e.label()).find()).findFirst();
                if (starts.isPresent()) {
                    return Move.act(new Decision(new Action.Click(starts.get().id()), "'" + starts.get().label() + "' is the usual '"
                            + word + "' of this form", null, Effects.pressed(index, starts.get())));
                }
            }
        }
        if (named && g.kind() == Kind.CONFIRM) {
            // "apply for a permit" on a form whose one button says "Continue to payment": that button sends it
            Optional<SubGoal> form = Alignment.commitButton(g.target(), allowed);
            Optional<Element> press = form.flatMap(f -> allowed.stream().filter(e -> e.role() == Role.BUTTON
                    && e.label().equals(f.target())).findFirst());
            if (press.isPresent()) {
                return Move.act(new Decision(new Action.Click(press.get().id()), "'" + press.get().label() + "' is the form's "
                        + "button for '" + g.target() + "'", null, Effects.pressed(index, press.get())));
            }
        }
        if (named) {
            // by its words anywhere, by meaning only among buttons ("reserve" is not the Nights list)
            Grounder.Grounding found = ground(g.target(), roles, Qualifiers.NONE, candidates);
            if (found.found() && found.meaningOnly() && found.element().role() != Role.BUTTON) {
                found = ground(g.target(), Set.of(Role.BUTTON), Qualifiers.NONE,
                        candidates.stream().filter(e -> e.role() == Role.BUTTON).toList());
            }
            if (found.found()) {
                return Move.act(new Decision(new Action.Click(found.element().id()), found.how(), found.p(),
                        Effects.pressed(index, found.element())));
            }
        }
        if (g.target() != null && literal(g.target())) {
            return Move.fail("no button '" + g.target() + "' on the screen");
        }
        boolean inLine = o.focused().map(e -> e.role() == Role.TEXT_FIELD).orElse(false)
                || o.focused().isEmpty() && filled.containsKey(index - 1) && filled.get(index - 1).role() == Role.TEXT_FIELD;
        if (g.kind() == Kind.CONFIRM && inLine && scrolls == 0) {
            // the text just typed is in a one-line field and no button names the act: Return sends it (a to-do list's
            // line, a chat box), before any scrolling in search of a button
            return Move.act(Decision.of(new Action.Key(KeyChord.parse(key)), "no button for it; the text is in a one-line field: press "
                    + key).expecting(Effects.changes(index, "pressing " + key)));
        }
        Optional<Move> cart = openCart(index, g, pool);
        if (cart.isPresent()) {
            return cart.get();
        }
        if (scrolls < MAX_SCROLLS && Scrolling.possible(o)) {
            // a page whose button (or box to agree to) is below the fold: look there before pressing a key
            return search("no button for it here", g.target() == null ? key : g.target(), o, pool);
        }
        if (scrolls == 0 && g.kind() == Kind.CONFIRM && !o.screenText().isEmpty()) {
            // read from pixels or a tree that lists no scrolled-away parts: one look further down first
            scrolls++;
            return Move.stage(Decision.of(new Action.Scroll(Action.Direction.DOWN, 5, Scrolling.over(pool, o)),
                    "no button for it here; scroll down to look for it").expecting(Effects.changes(index, "scrolling")));
        }
        return Move.act(Decision.of(new Action.Key(KeyChord.parse(key)), "no button for it; press " + key)
                .expecting(Effects.changes(index, "pressing " + key)));
    }

    /**
     * The button of the form the steps before filled: at or below its last field, at most a few rows under it and in its
     * column, the nearest first; never a way back (Cancel) nor one that opens a menu.
     */
    private Optional<Move> formButton(int index, List<Element> allowed) {
        // (a role chosen between the address and its button: "tom@... [Commenter] Invite" is still that field's form)
        Element last = filled.get(index - 1) != null ? filled.get(index - 1) : filled.get(index - 2);
        if (last == null) {
            return Optional.empty();
        }
        dev.tca.core.Rect f = last.box();
        // the button on the field's own row, right of it ("Add people by email ... Invite"), else one under it
        java.util.function.ToIntFunction<Element> below = e -> Answers.sameRow(e, last) && e.box().x() >= f.right() ? 0
                : e.box().y() - f.bottom() + 1;
        return allowed.stream().filter(e -> e.role() == Role.BUTTON && !e.has(State.DISABLED) && !e.has(State.OFFSCREEN)
                        && !e.has(State.COLLAPSED) && !e.label().isBlank() && !e.equals(last)
                        && Words.DISMISS.stream().noneMatch(w -> dev.tca.core.Labels.same(w, e.label()))
                        && (e.box().center().y() > f.center().y() && e.box().y() - f.bottom() <= 160
                        && e.box().x() < f.right() + 240 && e.box().right() > f.x() - 40
                        || Answers.sameRow(e, last) && e.box().x() >= f.right() && e.box().x() - f.right() <= 320))
                .min(java.util.Comparator.comparingInt(below).thenComparingInt(e -> e.box().x()))
                .map(b -> Move.act(new Decision(new Action.Click(b.id()), b.describe() + " is the button of the form just filled, under "
                        + last.describe(), null, Effects.pressed(index, b))));
    }

    private static final java.util.regex.Pattern CONSENT = java.util.regex.Pattern.compile(
            "(?i).*\\b(?:agree|accept|terms|licen[cs]e|agreement|conditions|consent|read and understood)\\b.*");

    /**
     * "Accept the rental agreement", "accept the licence": where a box says the user agrees, accepting
     * is ticking it; the button after it is pressed here only when the plan has no next step for it.
     */
    private Optional<Move> consent(int index, SubGoal g, List<Element> pool) {
        if (g.kind() != Kind.CONFIRM || g.target() == null || !g.target().matches("(?i)accept|agree|consent")) {
            return Optional.empty();
        }
        Optional<Element> box = pool.stream().filter(e -> e.role() == Role.CHECKBOX && Effects.knowsCheck(e)
                && CONSENT.matcher(e.label()).matches()).min(dev.tca.core.ReadingOrder.COMPARATOR);
        if (box.isEmpty()) {
            return Optional.empty();
        }
        boolean more = index + 1 < steps;
        if (box.get().has(State.CHECKED)) {
            return more ? Optional.of(Move.already(box.get().describe() + " is ticked")) : Optional.empty();
        }
        Decision tick = new Decision(new Action.Click(box.get().id()), "accepting is ticking " + Effects.name(box.get()), null,
                Effects.checked(index, box.get(), true));
        return Optional.of(more ? Move.act(tick) : Move.stage(tick));
    }

    private static final java.util.regex.Pattern OPT_OUT = java.util.regex.Pattern.compile("(?i)\\b(?:without|skip|no\\s+thanks|"
            + "not\\s+now|later|as\\s+(?:a\\s+)?guest|anyway)\\b");

    private Optional<Move> byWord(int index, SubGoal g, String word, List<Element> allowed, Set<Role> roles) {
        // a line of text counts as a button only when it is short: a breadcrumb ending in "Apply" is not one
        return allowed.stream().filter(x -> Grounder.names(x, word))
                .filter(x -> roles.contains(x.role()) || x.role() == Role.TEXT && x.label().strip().split("\\s+").length <= 3)
                .max(java.util.Comparator.comparingDouble(x -> Grounder.roleFit(x, roles)))
                .map(e -> Move.act(new Decision(new Action.Click(e.id()), "'" + e.label() + "' does it ("
                        + g.kind().name().toLowerCase(java.util.Locale.ROOT) + ")", null, Effects.pressed(index, e))));
    }

    /**
     * A one-step goal said in the user's own words ("keep the draft", "never mind") is first
     * grounded as a whole on the buttons by meaning: a dialog's own button beats a generic key.
     */
    private Optional<Move> byMeaning(int index, Set<Role> roles, List<Element> pool) {
        if (!single || literalGoal) {
            return Optional.empty();
        }
        // a line of prose near the whole goal in meaning is the page saying the same (a tip, a banner), not a thing to press
        Grounder.Grounding found = grounder.ground(new Grounder.Query(goal.replaceAll("['\"]", ""), roles, false,
                Qualifiers.NONE), pool.stream().filter(e -> !explored.contains(index + "|" + e.label()))
                .filter(e -> e.role().control() || e.label().strip().split("\\s+").length < 8).toList());
        if (!found.found() || found.p() < MEANING_P) {
            return Optional.empty();
        }
        if (found.meaningOnly() && Menus.opener(found.element(), pool) && explored.size() < MAX_MENUS_EXPLORED) {
            // "Centre the text" nearest the Format menu: the command is inside it, so open it and look again
            explored.add(index + "|" + found.element().label());
            return Optional.of(Move.stage(new Decision(new Action.Click(found.element().id()), "the goal may be inside "
                    + found.element().describe() + String.format(" (p=%.2f); open it and look", found.p()), found.p(),
                    Effects.changes(index, "opening " + Effects.name(found.element())))));
        }
        return Optional.of(Move.act(new Decision(new Action.Click(found.element().id()), found.how(), found.p(),
                Effects.pressed(index, found.element()))));
    }

    /** How often a web page was scrolled to find its Save button. */
    private int saveLooks;

    private Move save(int index, SubGoal g, int stage, int tries, List<Element> pool, Observation o) {
        if (stage <= saveLooks && g.text() == null) {
            // a page or dialog with its own Save button saves by it; ctrl+s would save the page itself
            for (String word : List.of("Save", "Save changes", "Apply", "Update", "OK")) {
                Optional<Move> m = byWord(index, g, word, pool, Roles.of(Kind.SAVE, dev.tca.brain.plan.RoleHint.ANY));
                if (m.isPresent()) {
                    return m.get();
                }
            }
            // "Save preferences", "Save and close", "Update booking": a button that says it keeps the changes
            Optional<Element> says = pool.stream().filter(e -> e.role() == Role.BUTTON && !e.has(State.OFFSCREEN)
                    && dev.tca.core.Labels.core(e.label()).matches("(?:save|update|apply|submit)\\b.*")
                    && !dev.tca.core.Labels.containsWords(e.label(), "as")).min(dev.tca.core.ReadingOrder.COMPARATOR);
            if (says.isPresent()) {
                return Move.act(new Decision(new Action.Click(says.get().id()), "'" + says.get().label() + "' saves", null,
                        Effects.pressed(index, says.get())));
            }
            Optional<Move> byMeaning = byMeaning(index, Roles.of(g.kind(), g.role()), pool);
            if (byMeaning.isPresent()) {
                return byMeaning.get();
            }
            // (an application with a menu bar, "File" at its top, saves its document with ctrl+s)
            boolean menuBar = pool.stream().anyMatch(e -> dev.tca.core.Labels.same(e.label(), "File") && e.box().y() < 120);
            if (saveLooks < 2 && !menuBar && pool.stream().noneMatch(e -> e.role().editable() && e.box().height() > 120)
                    && Scrolling.mayGoOnBelow(o)) {
                // a web page's Save is at the foot of its form, under a section just opened; ctrl+s there would save the page
                saveLooks++;
                return Move.stage(Decision.of(new Action.Scroll(Action.Direction.DOWN, 5, Scrolling.over(pool, o)),
                        "no Save button here; scroll down to the foot of the page for it").expecting(Effects.changes(index, "scrolling")));
            }
        }
        if (g.text() != null && stage == 0 && FileChoosers.shown(pool)) {
            savingInOpenChooser.add(index); // the save dialog is up already (a program that asks where to save): typed in
        }
        int typing = savingInOpenChooser.contains(index) ? stage : stage - 1;
        if (g.text() != null && typing >= 0) {
            // the save dialog's name field has the focus when it opens; else the editable field named Name
            List<Element> fields = pool.stream().filter(e -> e.role() == Role.TEXT_FIELD).toList();
            Optional<Element> name = o.focused().filter(e -> e.role() == Role.TEXT_FIELD)
                    .or(() -> Optional.ofNullable(fields.isEmpty() ? null : ground("name", Roles.EDITABLE, Qualifiers.NONE, fields))
                            .filter(Grounder.Grounding::found).map(Grounder.Grounding::element));
            // the dialog ctrl+s opened may have no name field in the index yet (GTK's is in its header, read late): its
            // name field has the keyboard focus when it opens, and a path typed there is where it saves
            String path = g.text();
            Optional<Decision> typed = PathTyping.next(index, path, typing, tries, name.orElse(null));
            if (typed.isPresent()) {
                return Move.stage(typed.get());
            }
            // the save dialog's window (the field's, else any that closes) is gone once saved; an error box that opened
            // over it and closed again is not it
            return Move.act(Decision.of(new Action.Key(KeyChord.parse("Return")), "save as " + path)
                    .expecting(Effects.savedAs(index, chooser(name, pool), path)));
        }
        if (stage == 0 && g.text() == null) {
            Optional<Element> tool = toolWindowClose(pool);
            if (tool.isPresent()) {
                // ctrl+s pressed in the Find and Replace window is lost to it: that window closes first, then the document saves
                return Move.stage(new Decision(new Action.Click(tool.get().id()), "press " + tool.get().describe()
                        + " so the document has the keys", null, Effects.windowCloses(index, tool.get().container(), "closing it")));
            }
        }
        // a name to save under is asked for with Save As: ctrl+s would save a document that has a name in place, asking nothing
        String keys = g.text() != null ? "ctrl+shift+s" : "ctrl+s";
        Decision d = Decision.of(new Action.Key(KeyChord.parse(keys)), g.text() != null ? "save as with " + keys : "save with ctrl+s")
                .expecting(Effects.changes(index, keys));
        // a save in place may show nothing (the title bar is the WM's): it is not retried, and not claimed
        return g.text() != null && stage == 0 ? Move.stage(d) : Move.soft(d);
    }

    /**
     * The Close button of a tool window (Find and Replace, Preferences) open beside an application's main window, the
     * one with the menu bar: that tool window has the keyboard, so the main window's shortcuts do nothing.
     */
    private static Optional<Element> toolWindowClose(List<Element> pool) {
        return pool.stream().filter(e -> e.role() == Role.BUTTON && !e.has(State.OFFSCREEN) && e.container() != null
                        && dev.tca.core.Labels.same(e.label(), "Close"))
                .filter(close -> pool.stream().anyMatch(m -> m.role() == Role.MENU && m.container() != null
                        && !m.container().equals(close.container())))
                .findFirst();
    }

    private static final java.util.regex.Pattern EMPTYING = java.util.regex.Pattern.compile(
            "(?i)^[^\\p{L}]*(?:clear|empty|erase|wipe|delete|remove)\\b.*");

    /**
     * "clear the search field": the field focused, what it holds selected, then deleted; "empty the trash", "clear the
     * history": the button that says the act and the thing ("Empty trash") does it.
     */
    private Move clear(int index, SubGoal g, int stage, List<Element> pool, Observation o) {
        Grounder.Grounding found = ground(g, pool);
        if (stage == 0 && (!found.found() || !found.element().role().editable())) {
            Set<String> thing = Alignment.content(g.target() == null ? "" : g.target());
            Optional<Element> button = pool.stream().filter(e -> Set.of(Role.BUTTON, Role.LINK, Role.MENU_ITEM).contains(e.role())
                    && !e.has(State.DISABLED) && EMPTYING.matcher(e.label()).matches()
                    && (!Alignment.hits(thing, e.label()).isEmpty() || e.label().strip().matches("(?i)(?:clear|empty)(?:\\s+all)?")))
                    .findFirst();
            if (button.isPresent()) {
                return Move.act(new Decision(new Action.Click(button.get().id()), "'" + button.get().label() + "' empties '"
                        + g.target() + "'", null, Effects.pressed(index, button.get())));
            }
            if (found.found()) {
                return Move.fail("no field or button to empty '" + g.target() + "' (" + found.element().describe()
                        + " holds no text to clear)");
            }
        }
        if (!found.found()) {
            return Move.fail(found.how());
        }
        if (stage == 0) {
            return Move.stage(new Decision(new Action.Click(found.element().id()), found.how(), found.p(),
                    Effects.changes(index, "focusing " + found.element().describe())));
        }
        if (stage == 1) {
            return Move.softStage(Decision.of(new Action.Key(KeyChord.parse("ctrl+a")), "select what it holds")
                    .expecting(Effects.changes(index, "selecting")));
        }
        return Move.act(Decision.of(new Action.Key(KeyChord.parse("BackSpace")), "delete what was selected")
                .expecting(Effects.changes(index, "clearing")));
    }

    private Move scroll(int index, SubGoal g, List<Element> pool) {
        Integer over = null;
        if (g.target() != null) {
            Grounder.Grounding found = ground(g.target(), Set.of(), Qualifiers.NONE, pool);
            over = found.found() ? found.element().id() : null;
        }
        int amount = g.amount() == null ? 5 : g.amount();
        return Move.act(Decision.of(new Action.Scroll(g.direction(), Math.min(50, amount), over), "scroll "
                + g.direction().name().toLowerCase(java.util.Locale.ROOT)).expecting(Effects.changes(index, "scrolling")));
    }

    private Move scrollTo(int index, SubGoal g, List<Element> pool, Observation o) {
        Grounder.Grounding found = ground(g.target(), Set.of(), Qualifiers.NONE, pool);
        if (found.found()) {
            scrolls = 0;
            return Move.already("'" + g.target() + "' is on the screen");
        }
        if (scrolls >= MAX_SCROLLS * 2) {
            return Move.fail("'" + g.target() + "' did not come into view after " + scrolls + " scrolls");
        }
        scrolls++;
        return Move.stage(Decision.of(new Action.Scroll(g.direction(), 5, Scrolling.over(pool, o)), "scroll "
                + g.direction().name().toLowerCase(java.util.Locale.ROOT) + " to find '" + g.target() + "'")
                .expecting(Effects.changes(index, "scrolling")));
    }

    /**
     * A target that is not on the screen: scroll towards it when the tree says where it is, else
     * down a few times while the screen still moves, then give up with the reason.
     */
    /** The step the last search scrolled for, the way it scrolled, and the way it turned to once that way moved nothing. */
    private int searchIndex = -1;
    private Action.Direction lastSearchScroll;
    private Action.Direction searchTurned;

    Move search(String why, String target, Observation o, List<Element> pool) {
        Optional<Element> popUp = interstitial(o.elements());
        if (popUp.isPresent() && interstitialsDismissed.add(popUp.get().label())) {
            // a newsletter, an app or an offer pop-up over the page: the goal is behind it, and it says nothing the goal asks
            return Move.stage(new Decision(new Action.Click(popUp.get().id()), why + "; a pop-up the goal says nothing of covers the "
                    + "page: dismiss it with " + popUp.get().describe(), null, Effects.changes(index, "dismissing the pop-up")));
        }
        if (scrolls == 0) {
            Optional<Move> whole = byMeaning(index, Set.of(), pool);
            if (whole.isPresent()) {
                return whole.get();
            }
        }
        // a folded section on this tab that says a word of it ("Alarms and timers" for the alarm volume) before another tab
        Set<String> words = target == null ? Set.of() : Alignment.content(target);
        Optional<Move> section = pool.stream().anyMatch(e -> e.has(State.COLLAPSED) && e.role() == Role.BUTTON && !e.has(State.OFFSCREEN)
                && !visitedTabs.contains(e.label()) && !Alignment.hits(words, e.label()).isEmpty()) ? intoSection(target, pool) : Optional.empty();
        if (section.isPresent()) {
            return section.get();
        }
        Optional<Move> tab = otherTab(target, pool);
        if (tab.isPresent()) {
            return tab.get();
        }
        section = intoSection(target, pool);
        if (section.isPresent()) {
            return section.get();
        }
        // "the Basic plan" while the account page shows only the plan you have: its "Change plan" lists the others
        List<String> named = target == null ? List.of() : new java.util.ArrayList<>(Alignment.content(target));
        String kind = named.isEmpty() ? "" : named.get(named.size() - 1);
        Optional<Element> changer = kind.length() < 3 || named.size() < 2 ? Optional.empty() : o.elements().stream().filter(e ->
                (e.role() == Role.BUTTON || e.role() == Role.LINK) && !e.has(State.DISABLED) && !e.has(State.OFFSCREEN)
                && e.label().strip().matches("(?i)(?:change|switch|choose|select|edit|manage|update|compare)\\s+(?:(?:your|my|the)\\s+)?"
                        + java.util.regex.Pattern.quote(kind) + "s?\\b.{0,20}") && !managed.contains(e.label())).findFirst();
        if (changer.isPresent()) {
            managed.add(changer.get().label());
            return Move.stage(new Decision(new Action.Click(changer.get().id()), why + "; the " + kind + "s are behind "
                    + changer.get().describe(), null, Effects.changes(index, "opening " + Effects.name(changer.get()))));
        }
        // (the whole screen's buttons: a box's search is given only the boxes)
        Optional<Element> manage = target == null ? Optional.empty() : o.elements().stream().filter(e -> e.role() == Role.BUTTON
                && !e.has(State.DISABLED) && MANAGE.matcher(e.label().strip()).matches() && !managed.contains(e.label())).findFirst();
        if (manage.isPresent()) {
            // a banner's choices are behind "Manage preferences" (a settings page's behind "Advanced"): looked at once
            managed.add(manage.get().label());
            return Move.stage(new Decision(new Action.Click(manage.get().id()), why + "; look behind " + manage.get().describe(), null,
                    Effects.changes(index, "opening " + Effects.name(manage.get()))));
        }
        if (tries > 0 && scrolls > 0 && pages < MAX_PAGES && Scrolling.nextPage(pool).isPresent()) {
            scrolls = MAX_SCROLLS; // the last scroll moved nothing and the list has pages: the next page, not more scrolling
        }
        if (target == null || scrolls >= MAX_SCROLLS || !Scrolling.possible(o)) {
            Optional<Element> next = target == null || pages >= MAX_PAGES ? Optional.empty() : Scrolling.nextPage(pool);
            if (next.isPresent()) {
                // a list in pages ("Next ›", "Load more"): the next page may hold it
                pages++;
                scrolls = 0;
                return Move.stage(new Decision(new Action.Click(next.get().id()), why + "; the next page may hold it: "
                        + next.get().describe(), null, Effects.contentChanges(index, "turning the page")));
            }
            scrolls = 0;
            return Move.fail(why);
        }
        Optional<Element> away = o.offscreen().stream().filter(e -> Grounder.names(e, target)).findFirst();
        // above the list's visible part (under a sticky header, or at y < 0) is up; below it is down
        dev.tca.core.Rect shown = o.mapping().toScreen(new dev.tca.core.Rect(0, 0, o.frameWidth(), o.frameHeight()));
        int middle = shown.y() + shown.height() / 2;
        Action.Direction dir = away.map(e -> e.box().y() < middle ? Action.Direction.UP : Action.Direction.DOWN)
                .orElse(Action.Direction.DOWN);
        if (searchIndex != index) {
            searchIndex = index;
            lastSearchScroll = null;
            searchTurned = null;
        }
        if (searchTurned == null && tries > 0 && lastSearchScroll == Action.Direction.UP) {
            // up moved nothing (the top of the list): the tree's place for an offscreen row is not always where it is (a GTK
            // list reports rows below its view above it), so down from then on (a scroll down that moved nothing may only
            // have been over the wrong part of the page: down is kept)
            searchTurned = Action.Direction.DOWN;
        }
        dir = searchTurned != null ? searchTurned : dir;
        lastSearchScroll = dir;
        scrolls++;
        return Move.stage(Decision.of(new Action.Scroll(dir, 5, Scrolling.over(pool, o)), why + "; scroll "
                + dir.name().toLowerCase(java.util.Locale.ROOT) + " to look for it")
                .expecting(Effects.changes(index, "scrolling")));
    }

    private static final int MAX_PAGES = 5;
    /** How often a question's step has scrolled to look for its answer. */
    private int answerScrolls;
    private int answerPages;
    private final RowDetails rowDetails = new RowDetails();
    private List<String> lastAnswerPage = List.of();

    /** The next page of a list, while a turn shows another page (a few at most). */
    private Optional<Move> pageOn(int index, String why, List<Element> pool) {
        Optional<Element> next = Scrolling.nextPage(pool);
        List<String> page = pool.stream().map(Element::label).toList();
        if (next.isEmpty() || answerPages >= MAX_PAGES || page.equals(lastAnswerPage)) {
            return Optional.empty();
        }
        answerPages++;
        lastAnswerPage = page;
        return Optional.of(Move.stage(Decision.of(new Action.Click(next.get().id()), why + "; " + Effects.name(next.get())
                + " for the next page").expecting(Effects.changes(index, "turning the page"))));
    }
    /** Save steps whose dialog was open before the step began: their typing starts at stage 0. */
    private final Set<Integer> savingInOpenChooser = new java.util.HashSet<>();
    /** Buttons that open more choices of the same kind: what a goal names may be behind them. */
    private static final java.util.regex.Pattern MANAGE = java.util.regex.Pattern.compile("(?i)(?:manage|customi[sz]e|edit|set|change)"
            + "\\s+(?:(?:my|your|cookie|privacy)\\s+)?(?:preferences|settings|choices|options|cookies)|(?:cookie|privacy)\\s+"
            + "(?:settings|preferences|options)|(?:more\\s+)?options|advanced(?:\\s+settings)?|preferences|show\\s+(?:all\\s+)?"
            + "(?:options|settings|purposes)");
    /** The "Manage preferences" buttons a search has looked behind (once each). */
    private final Set<String> managed = new java.util.HashSet<>();
    private int pages;
    /** How often the step's last act showed no effect (a scroll that moved nothing means the end of the list). */
    private int tries;
    /** The field each typing step typed into, so that a later step does not type over it. */
    private final java.util.Map<Integer, Element> filled = new java.util.HashMap<>();

    private boolean filledBefore(int index, Element e) {
        return filled.entrySet().stream().anyMatch(f -> f.getKey() < index && dev.tca.core.Labels.same(f.getValue().label(), e.label())
                && Places.overlap(f.getValue().box(), e.box()) > 0.5);
    }

    /** The rows a count question has seen marked so far, over the scrolls of the list. */
    private final java.util.Map<String, Element> counted = new java.util.LinkedHashMap<>();
    private int countScrolls;
    /** Tabs a question's words named, and folded sections that hold its measure, opened once before reading. */
    private final Set<String> openedToAnswer = new java.util.HashSet<>();
    /** The best record a superlative question has seen so far, on this screen or above it. */
    private Records.Best recordBest;
    private int recordScrolls;

    /**
     * "the flight number of the cheapest direct flight on Friday morning" over result cards: the best record of each
     * screen kept, the list scrolled to its end (a budget of scrolls), then the asked part of the best one answered.
     */
    private Optional<Move> bestRecord(int index, SubGoal g, List<Element> pool, Observation o) {
        Optional<Superlatives.Want> want = Superlatives.of(g.target());
        if (want.isEmpty()) {
            return Optional.empty();
        }
        if (recordBest == null) {
            // things side by side in columns, a row per feature ("Weight 2.6 kg 2.1 kg 2.4 kg"): the column's name
            Optional<Comparisons.Best> compared = Comparisons.best(want.get(), pool);
            if (compared.isPresent()) {
                return Optional.of(Answers.answer(compared.get().name().label(), compared.get().name(), compared.get().how()));
            }
        }
        Optional<Records.Best> here = Records.best(want.get(), g.target(), pool);
        Optional<Element> fold = here.isEmpty() && recordBest == null ? Comparisons.folded(want.get(), pool) : Optional.empty();
        if (fold.isPresent() && openedToAnswer.add(fold.get().label())) {
            // "the lightest" with no weight on the screen and "Dimensions & weight" folded: open it and read
            return Optional.of(Move.stage(new Decision(new Action.Click(fold.get().id()), "no " + want.get().measure().name()
                    .toLowerCase(java.util.Locale.ROOT) + " shows; open " + fold.get().describe() + " where it is", null,
                    Effects.changes(index, "opening " + Effects.name(fold.get())))));
        }
        if (here.isEmpty() && recordBest == null) {
            return Optional.empty();
        }
        here.filter(b -> recordBest == null || (want.get().most() ? b.value() > recordBest.value() : b.value() < recordBest.value()))
                .ifPresent(b -> recordBest = b);
        if (tries == 0 && recordScrolls < MAX_SCROLLS * 2 && Scrolling.possible(o)) {
            recordScrolls++;
            return Optional.of(Move.stage(Decision.of(new Action.Scroll(Action.Direction.DOWN, 5, Scrolling.over(pool, o)),
                    "best so far: " + recordBest.how() + "; scroll down for more").expecting(Effects.changes(index, "scrolling"))));
        }
        Element from = pool.contains(recordBest.from()) ? recordBest.from() : null;
        return Optional.of(Answers.answer(recordBest.answer(), from, recordBest.how()));
    }
    private int countPages;
    private int roomScrolls;
    /** The labels of the page a count last turned from: a turn that shows them again reached the end. */
    private List<String> lastCountedPage = List.of();

    /** The answer read off this screen, else looked for on the tab nearest the question in meaning. */
    /** "how much", "what time", "when", "which aisle": questions whose answer holds a number, a day or a time. */
    private static final java.util.regex.Pattern ASKS_NUMBER = java.util.regex.Pattern.compile(
            "(?i).*\\b(?:how\\s+much|how\\s+many|how\\s+(?:heavy|long|far|big|tall|old|wide|high|deep|fast|often|late|early|soon)|"
            + "what\\s+time|when(?:'s|\\s+is|\\s+are|\\s+do|\\s+does|\\s+will)?|what\\s+date|"
            + "which\\s+(?:day|date|aisle|gate|platform|room\\s+number|floor)|how\\s+(?:warm|cold|hot))\\b.*");
    /** "what's its account number": a number or a code with digits, never a line of help that says the words, nor a date. */
    private static final java.util.regex.Pattern ASKS_ID = java.util.regex.Pattern.compile(
            "(?i).*\\b(?:(?:account|phone|card|order|tracking|membership|policy|customer|booking|confirmation|flight|ticket|reference|"
            + "serial|invoice)\\s+(?:number|no\\.?)|(?:booking|confirmation)\\s+(?:reference|code)|sort\\s+code|postcode)\\b.*");
    private static final java.util.regex.Pattern DATE_LIKE = java.util.regex.Pattern.compile("(?i).*\\b(?:jan|feb|mar|apr|may|jun|jul|"
            + "aug|sep|sept|oct|nov|dec)[a-z]*\\b.*|.*\\b\\d{1,2}:\\d{2}\\b.*");
    /** A button that stops, removes or ends something, and a goal that asks for such an undoing. */
    private static final java.util.regex.Pattern UNDOES = java.util.regex.Pattern.compile("(?i)\\s*(?:stop|cancel|remove|delete|"
            + "turn\\s+off|switch\\s+off|disable|unsubscribe|end|deactivate|close\\s+(?:my\\s+)?account|leave|revoke|unshare|"
            + "clear|reset|discard|block)\\b");
    private static final java.util.regex.Pattern UNDOING = java.util.regex.Pattern.compile("(?i)\\b(?:stop|cancel|remove|delete|"
            + "turn\\s+off|switch\\s+off|disable|unsubscribe|end|deactivate|close|leave|revoke|unshare|clear|reset|discard|block|"
            + "get\\s+rid|erase|bin|trash|no\\s+longer|don'?t|quit|pause|freeze|kill)");
    /** "stop sharing with Dan": the stem of the doing to stop ("shar"). */
    private static final java.util.regex.Pattern STOP_DOING = java.util.regex.Pattern.compile("(?i)stop\\s+(\\p{L}{3,}?)(?:e)?ing\\b.*");
    private static final java.util.regex.Pattern HOW_MUCH = java.util.regex.Pattern.compile("(?i)\\bhow\\s+(?:much|many)\\b");
    /** A number that stands as one ("641", "2.4 GB", "£9.40", "300g"), not a digit inside a code ("G4", "BX-7"). */
    private static final java.util.regex.Pattern STANDALONE_NUMBER = java.util.regex.Pattern.compile("(?<![\\p{L}\\d-])\\d[\\d,.]*");
    private static final java.util.regex.Pattern DAY_WORD = java.util.regex.Pattern.compile("(?i)\\b(?:monday|tuesday|wednesday|"
            + "thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|noon|midnight|january|february|"
            + "march|april|may|june|july|august|september|october|november|december|free|none|closed|no|zero|one|two|three|four|"
            + "five|six|seven|eight|nine|ten|eleven|twelve|dozen|half|quarter|midday)\\b");

    /**
     * An answer to "how much", "when" or "which aisle" that says no number, day or time is a line read from the wrong
     * place ("Adhesive picture hooks, pack of 6" says a count, "Minnows" a class's name): an honest failure, not an answer.
     */
    private Move fitting(Move m, List<Element> pool) {
        if (m.decision() == null || !(m.decision().action() instanceof Action.Done d) || d.answer() == null) {
            return m;
        }
        String a = d.answer();
        Element from = d.answerElement() == null ? null : pool.stream().filter(e -> e.id() == d.answerElement()).findFirst()
                .orElse(null);
        if (from != null && from.role() == Role.LABEL && dev.tca.core.Labels.same(from.label(), a)
                && pool.stream().anyMatch(f -> f.role().editable() && dev.tca.core.Labels.same(f.label(), a))) {
            // "Your yearly electricity use (kWh)", a field's own label, is what it asks for, never what the page answers
            // (read from pixels, a chart's bars come out as fields named by the text nearest them: that text may answer)
            return Move.fail("the line read for the answer ('" + a + "') is the label of a field, not an answer");
        }
        if (ASKS_ID.matcher(goal).matches() && (!a.matches("(?s).*\\d.*") || DATE_LIKE.matcher(a).matches() || DAY_WORD.matcher(a).find()
                || a.strip().split("\\s+").length > 3)) {
            return Move.fail("the line read for the answer ('" + a + "') is no number or code, which the question asks for");
        }
        if (!ASKS_NUMBER.matcher(goal).matches()) {
            return m;
        }
        if (HOW_MUCH.matcher(goal).find() && a.matches("(?s).*\\d.*") && !STANDALONE_NUMBER.matcher(a).find()) {
            // "how many units did we use" answered "G4" (a meter's model): a count or an amount is a number of its own
            return Move.fail("the line read for the answer ('" + a + "') holds a code, not the number the question asks for");
        }
        if (a.matches("(?s).*\\d.*") || DAY_WORD.matcher(a).find()) {
            return m;
        }
        return Move.fail("the line read for the answer ('" + a + "') holds no number, day or time, which the question asks for");
    }

    private Move answer(int index, SubGoal g, List<Element> pool, Observation o) {
        Optional<Move> proseTime = ProseTimes.read(goal, pool, grounder);
        if (proseTime.isPresent()) {
            return proseTime.get();
        }
        Optional<List<String>> marks = Answers.countedMarks(goal);
        if (marks.isPresent()) {
            // "how many of my invoices are overdue" in a list longer than the screen: counted down to its end
            String said = String.join("' and '", marks.get());
            Answers.markedRows(marks.get(), o).forEach(counted::putIfAbsent);
            if (tries == 0 && countScrolls < MAX_SCROLLS * 3 && Scrolling.possible(o)) {
                countScrolls++;
                return Move.stage(Decision.of(new Action.Scroll(Action.Direction.DOWN, 5, Scrolling.over(pool, o)), counted.size()
                        + " rows marked '" + said + "' so far; scroll down for more").expecting(Effects.changes(index,
                        "scrolling")));
            }
            // a list in pages is counted page by page, while a turn shows rows not seen before
            Optional<Element> next = Scrolling.nextPage(pool);
            List<String> page = pool.stream().map(Element::label).toList();
            if (next.isPresent() && countPages < MAX_PAGES && !page.equals(lastCountedPage)) {
                countPages++;
                lastCountedPage = page;
                return Move.stage(Decision.of(new Action.Click(next.get().id()), counted.size() + " rows marked '" + said
                        + "' so far; " + Effects.name(next.get()) + " for the next page").expecting(Effects.changes(index,
                        "turning the page")));
            }
            if (!counted.isEmpty()) {
                Element first = counted.values().iterator().next();
                return Answers.answer(Integer.toString(counted.size()), first, counted.size() + " rows marked '" + said
                        + "' (" + String.join(", ", counted.keySet()) + ")");
            }
        }
        // (read from pixels, a strip of tabs is a line of short words: "This month  Last month  Last 90 days")
        Optional<Element> period = pool.stream().filter(e -> (e.role() == Role.TAB || !e.role().control()
                        && e.label().strip().split("\\s+").length <= 3 && pool.stream().filter(t -> t != e && !t.role().control()
                        && Answers.sameRow(t, e) && t.label().strip().split("\\s+").length <= 3
                        && Math.abs(t.box().center().x() - e.box().center().x()) < 260).count() >= 2)
                && !e.has(State.SELECTED) && !e.has(State.OFFSCREEN)
                && (e.label().strip().split("\\s+").length >= 2 && goal.toLowerCase(java.util.Locale.ROOT)
                .matches("(?s).*\\b" + java.util.regex.Pattern.quote(e.label().strip().toLowerCase(java.util.Locale.ROOT)) + "\\b.*")
                || sameDay(goal, withDigitAfter(e, pool))))
                .findFirst();
        // (a day's tab by its number: "Day" read alone before the click and "Day 2" after it are the same tab)
        if (period.isPresent() && openedToAnswer.add(sameDay(goal, withDigitAfter(period.get(), pool)) ? "day tab"
                : period.get().label())) {
            // "the most returns last month" on a dashboard that shows this month: its "Last month" tab first
            return Move.stage(new Decision(new Action.Click(period.get().id()), "the question says '" + period.get().label()
                    + "': show that tab before reading", null, Effects.chosen(index, period.get())));
        }
        Optional<Element> day = WeekParts.dayTab(goal, pool);
        if (day.isPresent() && openedToAnswer.add("day of the week")) {
            // "the last spin class on Thursday" on a timetable that opens on Monday: Thursday's tab first
            Decision show = new Decision(new Action.Click(day.get().id()), "the question is about " + WeekParts.day(goal)
                    + ": show '" + day.get().label() + "' before reading", null, Effects.chosen(index, day.get()));
            // (read from pixels, the day shown already cannot be told: its click need not change the screen)
            return day.get().role() == Role.TAB ? Move.stage(show) : Move.softStage(show);
        }
        Optional<Element> week = WeekParts.tab(goal, pool);
        if (week.isPresent() && openedToAnswer.add("part of the week")) {
            // "on a Saturday" beside prices in two tabs, "Monday to Friday" and "Weekends": the weekend's tab first (read from
            // pixels, the tab may be shown already, so its click need not change the screen)
            return Move.softStage(new Decision(new Action.Click(week.get().id()), "the question is about a "
                    + WeekParts.day(goal) + ": show '" + week.get().label()
                    + "' before reading", null, Effects.chosen(index, week.get())));
        }
        Optional<Move> record = bestRecord(index, g, pool, o);
        if (record.isPresent()) {
            return record.get();
        }
        Optional<Move> room = Venues.roomOf(g.target(), pool);
        if (room.isPresent()) {
            return room.get();
        }
        if (Venues.asked(g.target()) && Venues.shown(pool)) {
            if (roomScrolls < MAX_SCROLLS && Scrolling.possible(o)) {
                // the card the question names is further down the programme
                roomScrolls++;
                return Move.stage(Decision.of(new Action.Scroll(Action.Direction.DOWN, 5, Scrolling.over(pool, o)),
                        "no card here says what the question names; scroll down for it").expecting(Effects.changes(index, "scrolling")));
            }
            // another line of a card is no room: better no answer than a wrong one
            return Move.fail("no card with a room says what '" + g.target() + "' names");
        }
        Optional<Move> folder = lookups.placeFirst(index, g, pool);
        if (folder.isPresent()) {
            return folder.get();
        }
        Optional<Move> unmask = unmask(index, pool);
        if (unmask.isPresent()) {
            return unmask.get();
        }
        Optional<Move> details = folded.open(index, pool).or(() -> folded.amount(pool));
        if (details.isPresent()) {
            return details.get();
        }
        DatedRows.Found dated = DatedRows.read(goal, Answers.titles(goal), pool);
        if (dated.answer().isPresent()) {
            return dated.answer().get();
        }
        if (dated.otherMonths()) {
            // the payee's rows here are of other months: further down, then the statement's next page
            Optional<Move> on = scrollOn(index, g, "no row of the asked month here", pool, o)
                    .or(() -> pageOn(index, "no row of the asked month here", pool));
            if (on.isPresent()) {
                return on.get();
            }
        }
        Optional<Move> hoursRead = hours.next(index, pool);
        if (hoursRead.isPresent()) {
            return hoursRead.get();
        }
        Optional<Move> lookUp = lookups.lookUpFirst(index, g, pool, o).or(() -> lookups.searchFirst(index, goal, pool))
                .or(() -> rowDetails.open(index, goal, Answers.titles(goal), pool))
                .or(() -> rowDetails.read(goal, Answers.titles(goal), pool));
        if (lookUp.isPresent()) {
            return lookUp.get();
        }
        // (a line that cannot answer the question is no reading: the detours below still look for one that can)
        Move read = fitting(Answers.read(index, g, pool, o, goal), pool);
        if (read.failure() == null) {
            return read;
        }
        // (a title the question names and the screen does not show: another row near it in meaning is no answer)
        boolean away = g.target() != null && Answers.nameAway(g.target(), goal, pool).isPresent();
        // (a thing the question names in lower case that no one line says: further down first, then a row near in meaning)
        boolean unseen = !away && Answers.subjectAway(g.target(), pool).isPresent();
        return lookups.openSubject(index, goal, pool)
                .or(() -> unseen ? scrollOn(index, g, read.failure(), pool, o) : Optional.empty())
                // (a row near in meaning whose line cannot answer, "Spinach and ricotta cannelloni" for the calories of the
                // chickpea and spinach curry, is no reading either: the curry may be further down)
                .or(() -> away ? Optional.<Move>empty() : Answers.rowByMeaning(index, g, pool, o, goal, grounder)
                        .filter(m -> fitting(m, pool).failure() == null)).or(() -> otherTab(g.target(), pool))
                .or(() -> lookups.lookUp(index, g, pool, o))
                // a title the question names and no line shows: further down, else on the list's next page ("What's on", six
                // events a page), before any section near in meaning is opened
                .or(() -> away ? scrollOn(index, g, read.failure(), pool, o).or(() -> pageOn(index, read.failure(), pool))
                        : Optional.empty())
                .or(() -> section(index, g, pool))
                .or(() -> scrollOn(index, g, read.failure(), pool, o))
                .orElse(read);
    }

    /**
     * Further down the page (a price list under the fold): scrolled to, a few times at most, even where the screen shows no
     * sign of more (a page's last lines may be a picture); a scroll that moves nothing ends it.
     */
    /** "check out", "go to checkout", "proceed to checkout": what a shop's basket holds. */
    private static final java.util.regex.Pattern CHECKOUT = java.util.regex.Pattern.compile("(?i)\\s*(?:go\\s+to\\s+|proceed\\s+to\\s+)?"
            + "(?:the\\s+)?check\\s*-?\\s*out\\s*");
    /** A shop's basket by any of its names (read from pixels, the cart icon is named Cart). */
    private static final java.util.regex.Pattern CART = java.util.regex.Pattern.compile("(?i)\\b(?:basket|cart|bag|trolley)\\b");
    /** The steps whose basket was opened to find the checkout, once each. */
    private final Set<Integer> cartsOpened = new java.util.HashSet<>();

    /** A shop's checkout is in its basket, opened by the basket's own button (an icon with a count, "Basket, 2 items"). */
    private Optional<Move> openCart(int index, SubGoal g, List<Element> pool) {
        if (g.target() == null || !CHECKOUT.matcher(g.target()).matches() || cartsOpened.contains(index)) {
            return Optional.empty();
        }
        Optional<Element> cart = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.LINK) && !e.has(State.DISABLED)
                        && CART.matcher(e.label()).find() && !e.label().matches("(?i).*\\b(?:add|remove|delete|save)\\b.*"))
                .min(java.util.Comparator.comparingInt(e -> e.box().y()));
        cart.ifPresent(c -> cartsOpened.add(index));
        return cart.map(c -> Move.stage(new Decision(new Action.Click(c.id()), "no '" + g.target() + "' here; open " + c.describe()
                + ", where a shop's checkout is", null, Effects.changes(index, "opening " + Effects.name(c)))));
    }

    /** A card's own button that takes it: Select, Choose, Book, View ... */
    private static final java.util.regex.Pattern CARD_CHOICE = java.util.regex.Pattern.compile(
            "(?i)\\s*(?:select|choose|pick|book|reserve|view|add|buy|get)(?:\\s+(?:this|it|now|deal|option|space|room|plan))?\\s*");

    /** What a booking's party is called on its form. */
    private static final java.util.regex.Pattern PARTY = java.util.regex.Pattern.compile("(?i)\\b(?:guests?|people|persons?|diners?|"
            + "party|seats?|adults?)\\b");

    private Optional<Move> scrollOn(int index, SubGoal g, String why, List<Element> pool, Observation o) {
        if (g.target() == null || answerScrolls >= MAX_SCROLLS || tries > 0) {
            return Optional.empty();
        }
        answerScrolls++;
        return Optional.of(Move.stage(Decision.of(new Action.Scroll(Action.Direction.DOWN, 5, Scrolling.over(pool, o)),
                why + "; scroll down to look for it").expecting(Effects.changes(index, "scrolling"))));
    }

    /**
     * A question whose answer no text on the screen holds, beside a stack of short titles (a help page's folded questions,
     * "Returns and refunds"): the title nearest the question in meaning is opened once, and the answer read under it.
     * Read from pixels such a title is plain text; the tree's own sections are opened by their expandable state before.
     */
    private Optional<Move> section(int index, SubGoal g, List<Element> pool) {
        if (g.target() == null) {
            return Optional.empty();
        }
        List<Element> titles = pool.stream().filter(e -> !e.role().control() && e.role() != Role.HEADING || e.role() == Role.BUTTON
                        || e.role() == Role.LINK).filter(e -> e.label().strip().split("\\s+").length <= 7 && e.label().strip().length() > 3
                        // (a folded section's button may say how many it holds: "Vaccinations 9 recorded")
                        && (!e.label().matches(".*\\d.*") || e.has(State.COLLAPSED) && !sectionTitle(e).isBlank())
                        && !e.label().strip().endsWith("."))
                .filter(e -> !unfolded.contains(index + "|section|" + e.label())).toList();
        List<Element> stacked = stacks(titles);
        String asked = String.join(" ", Alignment.content(g.target()));
        Optional<double[]> sim = stacked.size() < 3 || asked.isBlank() ? Optional.empty() : grounder.similarity(asked, stacked.stream()
                .map(e -> e.withLabel(sectionTitle(e), e.source())).toList());
        if (sim.isEmpty()) {
            return Optional.empty();
        }
        Alignment.Ranked r = Alignment.Ranked.of(sim.get());
        if (r.top() < SECTION_MEANING || r.lead() < SECTION_MARGIN) {
            return Optional.empty();
        }
        Element title = stacked.get(r.best());
        unfolded.add(index + "|section|" + title.label());
        return Optional.of(Move.stage(new Decision(new Action.Click(title.id()), "no text answers '" + g.target() + "'; open '"
                + title.label() + "', nearest in meaning, to read under it", null, Effects.contentChanges(index, "opening '"
                + title.label() + "'"))));
    }

    /**
     * Titles in stacks: three or more that start at one x, each under the one before by at most 100 pixels (a summary's
     * "Name" over "Ravi Menon" further up is a pair of its own, not part of the sections' stack).
     */
    private static List<Element> stacks(List<Element> titles) {
        List<Element> out = new java.util.ArrayList<>();
        List<Element> left = new java.util.ArrayList<>(titles);
        left.sort(java.util.Comparator.comparingInt(e -> e.box().y()));
        while (!left.isEmpty()) {
            Element first = left.remove(0);
            List<Element> stack = new java.util.ArrayList<>(List.of(first));
            for (java.util.Iterator<Element> it = left.iterator(); it.hasNext(); ) {
                Element e = it.next();
                Element last = stack.get(stack.size() - 1);
                if (Math.abs(e.box().x() - first.box().x()) <= 8 && e.box().y() > last.box().y() && e.box().y() - last.box().y() <= 100) {
                    stack.add(e);
                    it.remove();
                }
            }
            if (stack.size() >= 3) {
                out.addAll(stack);
            }
        }
        return out;
    }

    /** A section's title without the count after it: "Vaccinations", not "Vaccinations 9 recorded". */
    private static String sectionTitle(Element e) {
        return e.label().strip().replaceFirst("\\s+\\d.*$", "").strip();
    }

    private static final double SECTION_MEANING = 0.3;
    private static final double SECTION_MARGIN = 0.05;

    private static final java.util.regex.Pattern MASKED = java.util.regex.Pattern.compile("[•●∙*·]{4,}");
    private static final java.util.regex.Pattern REVEAL = java.util.regex.Pattern.compile(
            "(?i)^\\W*(?:show|reveal|unhide|unmask|view)\\b(?!\\s+(?:more|less|all\\s+(?:results|items|reviews|comments)|details))"
            + ".{0,30}$");

    /**
     * A question about values the screen hides ("€ ••••••" beside every account): the button that shows them ("Show
     * balances", an eye icon named so) is pressed once, then the answer is read.
     */
    private Optional<Move> unmask(int index, List<Element> pool) {
        if (unmasked || pool.stream().noneMatch(e -> !e.role().editable() && MASKED.matcher(e.label().replace(" ", "")).find())) {
            return Optional.empty();
        }
        Optional<Element> reveal = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.CHECKBOX)
                && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED) && REVEAL.matcher(e.label()).matches()).findFirst();
        reveal.ifPresent(r -> unmasked = true);
        return reveal.map(r -> Move.stage(new Decision(new Action.Click(r.id()), "the values are hidden (••••); show them with "
                + r.describe(), null, Effects.changes(index, "showing the hidden values"))));
    }

    /** Whether a question already pressed the button that shows hidden values. */
    private boolean unmasked;

    /**
     * "read receipts" on a settings page of sections ("Messages  read receipts, typing, disappearing ›"): the one
     * section button or link whose words say the target's (its doing left out) is where it is; each opened once.
     */
    private Optional<Move> intoSection(String target, List<Element> pool) {
        if (target == null) {
            return Optional.empty();
        }
        java.util.regex.Matcher doing = DOING.matcher(target.strip());
        Set<String> words = Alignment.content(doing.matches() ? doing.group(1) : target);
        if (words.size() < 2) {
            return Optional.empty(); // one word is too little to say a section holds it
        }
        List<Element> sections = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.LINK
                        || e.role() == Role.TREE_ITEM) && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED)
                        && !Effects.knowsCheck(e) // (a switch is what is set, never where to look)
                        && e.label().strip().split("\\s+").length > words.size() && !visitedTabs.contains(e.label())
                        && Alignment.hits(words, e.label()).size() == words.size()).toList();
        if (sections.isEmpty()) {
            // a folded section says part of it ("Receipts & typing" for read receipts): the one that says the most
            List<Element> folded = pool.stream().filter(e -> e.has(State.COLLAPSED) && !e.has(State.OFFSCREEN)
                    && !visitedTabs.contains(e.label()) && !Alignment.hits(words, e.label()).isEmpty()).toList();
            int most = folded.stream().mapToInt(e -> Alignment.hits(words, e.label()).size()).max().orElse(0);
            sections = folded.stream().filter(e -> Alignment.hits(words, e.label()).size() == most).toList();
        }
        if (sections.size() != 1) {
            return Optional.empty();
        }
        Element s = sections.get(0);
        visitedTabs.add(s.label());
        return Optional.of(Move.stage(new Decision(new Action.Click(s.id()), "'" + target + "' is not here; " + s.describe()
                + " says it: look inside", null, Effects.changes(index, "opening " + Effects.name(s)))));
    }

    /**
     * A target that may sit on another tab: the unselected tab whose title is nearest the target in
     * meaning is opened (each tab once per search), and the step is grounded again there.
     */
    /** The unvisited tab nearest in meaning to the target, however near: a last place to look before a wrong field. */
    private Optional<Move> nearestTab(String target, List<Element> pool) {
        List<Element> tabs = pool.stream().filter(e -> e.role() == Role.TAB && !e.has(State.SELECTED) && !visitedTabs.contains(e.label()))
                .toList();
        Optional<Element> tab = tabs.isEmpty() ? Optional.empty() : grounder.nearestInMeaning(target, tabs);
        tab.ifPresent(t -> visitedTabs.add(t.label()));
        return tab.map(t -> Move.stage(new Decision(new Action.Click(t.id()), "no field says '" + target + "' on this tab; open tab '"
                + t.label() + "', nearest in meaning, to look for it", null, Effects.chosen(index, t))));
    }

    private Optional<Move> otherTab(String target, List<Element> pool) {
        if (target == null) {
            return Optional.empty();
        }
        List<Element> tabs = pool.stream().filter(e -> e.role() == Role.TAB && !e.has(State.SELECTED)
                && !visitedTabs.contains(e.label())).toList();
        if (tabs.isEmpty() && pool.stream().noneMatch(e -> e.role() == Role.TAB)) {
            tabs = textTabs(pool).stream().filter(e -> !visitedTabs.contains(e.label())).toList();
        }
        if (tabs.isEmpty() && pool.stream().noneMatch(e -> e.role() == Role.TAB)) {
            // read from pixels, a switcher of people drawn as cards ("Sam Harper", "Ella Harper"): the one whose name the
            // question says ("What mark did Ella get ...") is where its answer is
            Optional<Element> named = namedCard(target, pool).filter(c -> !visitedTabs.contains(c.label()));
            if (named.isPresent()) {
                visitedTabs.add(named.get().label());
                return Optional.of(Move.stage(new Decision(new Action.Click(named.get().id()), "'" + target + "' is about '"
                        + named.get().label() + "': open it to look for it", null, Effects.changes(index, "opening '"
                        + named.get().label() + "'"))));
            }
        }
        if (tabs.isEmpty() && pool.stream().noneMatch(e -> e.role() == Role.TAB)) {
            // a settings page's sections as a column of buttons ("Account", "Display & reading", "Privacy"): a tab each
            // (read from pixels only before any scrolling: a list being scrolled through is no sidebar of sections)
            boolean tree = pool.stream().anyMatch(e -> e.source() == dev.tca.core.Source.AX);
            tabs = tree || scrolls == 0 ? sideNav(pool, tree).stream().filter(e -> !visitedTabs.contains(e.label())).toList() : List.of();
            if (!tree && !tabs.isEmpty() && !clearlyNearest(target, tabs)) {
                // read from pixels, a column of words may be a file manager's places as well as a settings page's sections:
                // one is opened only when it stands out in meaning ("text size": Display & reading), never as a guess
                tabs = List.of();
            }
            if (!tabs.isEmpty()) {
                Element section = grounder.nearestInMeaning(target, tabs).orElseThrow();
                visitedTabs.add(section.label());
                return Optional.of(Move.stage(new Decision(new Action.Click(section.id()), "'" + target + "' is not in this section; "
                        + "open " + section.describe() + ", the nearest in meaning, to look for it", null,
                        Effects.changes(index, "opening " + Effects.name(section)))));
            }
        }
        if (tabs.isEmpty()) {
            return Optional.empty();
        }
        Grounder.Grounding best = grounder.ground(new Grounder.Query(target, Set.of(Role.TAB), false, Qualifiers.NONE), tabs);
        // a tab drawn as words is only looked at: the nearest in meaning is worth a look though none is near enough to be named
        boolean drawn = tabs.stream().noneMatch(e -> e.role() == Role.TAB);
        Element tab = best.found() ? best.element() : drawn ? grounder.nearestInMeaning(target, tabs).orElse(null) : null;
        if (tab == null && !drawn) {
            // "the shift on Wednesday the 21st" beside tabs of weeks ("Next week · 19–25 Jan"): the week that holds the day;
            // else, with a few tabs none of which says the words, each in turn (the visited ones are not opened again)
            tab = daySpan(target, tabs).orElse(tabs.size() <= 4 ? tabs.stream().min(dev.tca.core.ReadingOrder.COMPARATOR).orElse(null) : null);
        }
        if (tab == null) {
            return Optional.empty();
        }
        visitedTabs.add(tab.label());
        return Optional.of(Move.stage(new Decision(new Action.Click(tab.id()), "'" + target + "' is not on this tab; open tab '"
                + tab.label() + "' to look for it", best.p(), Effects.chosen(index, tab))));
    }

    /** The tab whose span of days ("19–25 Jan", "26 Jan – 1 Feb") holds the day of the month the target says ("the 21st"). */
    private static Optional<Element> daySpan(String target, List<Element> tabs) {
        java.util.regex.Matcher said = Places.ORDINAL.matcher(target);
        if (!said.find()) {
            return Optional.empty();
        }
        int day = Integer.parseInt(said.group(1));
        java.util.regex.Pattern span = java.util.regex.Pattern.compile("\\b(\\d{1,2})(?:\\s+\\p{L}+)?\\s*[–—-]\\s*(\\d{1,2})\\b");
        List<Element> holding = tabs.stream().filter(t -> {
            java.util.regex.Matcher m = span.matcher(t.label());
            if (!m.find()) {
                return false;
            }
            int from = Integer.parseInt(m.group(1));
            int to = Integer.parseInt(m.group(2));
            return from <= to ? day >= from && day <= to : day >= from || day <= to;
        }).toList();
        return holding.size() == 1 ? Optional.of(holding.get(0)) : Optional.empty();
    }

    /**
     * A column of three to eight buttons or links with short names, one under the other at the same left edge (a settings
     * page's sidebar); the one the page's heading repeats is the section open now and is left out.
     */
    private static List<Element> sideNav(List<Element> pool, boolean tree) {
        int right = pool.stream().mapToInt(e -> e.box().right()).max().orElse(0);
        List<Element> items = pool.stream().filter(e -> !e.label().isBlank() && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED)
                && e.label().strip().split("\\s+").length <= 3 && e.label().matches("[\\p{L} &,'-]+")
                && (tree ? (e.role() == Role.BUTTON || e.role() == Role.LINK)
                        && (e.source() == dev.tca.core.Source.AX || e.source() == dev.tca.core.Source.AX_OCR)
                        : drawnNavItem(e, pool, right))).toList();
        for (Element first : items) {
            List<Element> column = items.stream().filter(o -> Math.abs(o.box().x() - first.box().x()) <= 8)
                    .sorted(java.util.Comparator.comparingInt(o -> o.box().y())).toList();
            if (column.size() < 3 || column.size() > 8) {
                continue;
            }
            boolean stacked = true;
            for (int i = 1; i < column.size() && stacked; i++) {
                int gap = column.get(i).box().y() - column.get(i - 1).box().bottom();
                stacked = gap >= -2 && gap <= 60;
            }
            // read from pixels, words framed together by one box are a list's items (countries to scroll through), not sections
            boolean framed = !tree && pool.stream().anyMatch(b -> b.source() == dev.tca.core.Source.WIDGET && column.stream()
                    .allMatch(e -> b.box().intersection(e.box()).area() == e.box().area()));
            // a row's own button repeated down a list ("Details" on every event) is no section of a sidebar
            boolean repeated = column.stream().map(e -> dev.tca.core.Labels.core(e.label())).distinct().count() < column.size();
            if (stacked && !framed && !repeated) {
                return column.stream().filter(e -> pool.stream().noneMatch(h -> h.role() == Role.HEADING && dev.tca.core.Labels.same(h.label(), e.label())))
                        .toList();
            }
        }
        return List.of();
    }

    /**
     * How far the nearest of a drawn sidebar's words must stand above the next in meaning, and how near it must be, to be
     * opened: "text size" and Display & reading 0.30 (the next 0.13); "launch rockets" and Trash 0.24 is a guess.
     */
    private static final double STANDS_OUT = 0.1;
    private static final double NEAR_ENOUGH = 0.28;

    /** Whether one of these is near the target in meaning and nearer than every other by {@link #STANDS_OUT}. */
    private boolean clearlyNearest(String target, List<Element> items) {
        double[] sim = grounder.similarity(target, items).orElse(null);
        if (sim == null || sim.length < 2) {
            return false;
        }
        double[] sorted = sim.clone();
        java.util.Arrays.sort(sorted);
        return sorted[sorted.length - 1] >= NEAR_ENOUGH && sorted[sorted.length - 1] - sorted[sorted.length - 2] >= STANDS_OUT;
    }

    /**
     * Read from pixels, a sidebar's section is bare words in the left third of the screen with nothing else on their line
     * near them; a row's check box and its words are no section, nor is a form's label beside its field.
     */
    private static boolean drawnNavItem(Element e, List<Element> pool, int screenRight) {
        if (e.role().control() && e.role() != Role.BUTTON && e.role() != Role.LINK || e.box().right() > screenRight / 3) {
            return false;
        }
        // (a control within a field's reach, words only as close as a line's next word: the page's content starts further)
        return pool.stream().noneMatch(o -> o != e && (o.role().checkable() || o.role().editable() || !o.label().isBlank())
                && Math.abs(o.box().center().y() - e.box().center().y()) <= Math.max(6, e.box().height() / 2)
                && o.box().x() < e.box().right() + (o.role().checkable() || o.role().editable() ? 200 : 40)
                && o.box().right() > e.box().x() - 60
                && o.box().intersection(e.box()).area() < Math.min(o.box().area(), e.box().area()));
    }

    /**
     * Read from pixels, tabs drawn as bare words on one line ("GENERAL  APPEARANCE  ACCESSIBILITY") are plain text: three
     * to six short words or pairs on one baseline, far apart (a menu bar's stand closer), with nothing else on that
     * line. Only looked at when a target is nowhere on the screen.
     */
    private static List<Element> textTabs(List<Element> pool) {
        List<Element> words = pool.stream().filter(e -> e.source() == dev.tca.core.Source.OCR && !e.role().control()
                && !e.label().isBlank() && e.label().strip().split("\\s+").length <= 2 && e.label().matches("[\\p{L} &'’-]+")
                // (a tab's name starts with a capital: "thi" and "fil" are pieces of lines OCR broke, and pressing them had
                // changed a radio option of the page)
                && Character.isUpperCase(e.label().strip().codePointAt(0)) && !e.has(State.OFFSCREEN)).toList();
        for (Element w : words) {
            List<Element> line = pool.stream().filter(o -> !o.label().isBlank() && Math.abs(o.box().center().y() - w.box().center().y()) <= 4)
                    .sorted(java.util.Comparator.comparingInt(o -> o.box().x())).toList();
            // (the chosen tab may be drawn as a filled pill: a button of a word or two among the words)
            if (line.size() < 3 || line.size() > 6 || !line.stream().allMatch(o -> words.contains(o) || o.role() == Role.BUTTON
                    && o.label().strip().split("\\s+").length <= 2 && o.label().matches("[\\p{L} &]+")) || line.stream().noneMatch(words::contains)) {
                continue;
            }
            boolean spaced = true;
            // (a strip with its chosen tab drawn as a pill is a strip of tabs: its words may stand closer, the pill's own
            // padding makes its gap)
            boolean pilled = line.stream().anyMatch(o -> o.role() == Role.BUTTON);
            for (int i = 1; i < line.size(); i++) {
                int gap = line.get(i).box().x() - line.get(i - 1).box().right();
                boolean pill = line.get(i).role() == Role.BUTTON || line.get(i - 1).role() == Role.BUTTON;
                spaced &= gap >= (pill ? 16 : pilled ? 36 : 40) && gap <= 320; // a menu bar's words ("File  Edit  View") stand closer
            }
            if (spaced && !headsColumns(line, pool)) {
                return line;
            }
        }
        return List.of();
    }

    private static final java.util.regex.Pattern FIRST_NAME = java.util.regex.Pattern.compile("\\b(\\p{Lu}\\p{Ll}{2,})\\b");

    /**
     * The one short line read from pixels that starts with a name the target says (capitalised), with another
     * line of the same shape on its row (the other person's card); never a line the current view's heading says.
     */
    private static Optional<Element> namedCard(String target, List<Element> pool) {
        java.util.regex.Matcher m = FIRST_NAME.matcher(target);
        List<Element> out = new java.util.ArrayList<>();
        while (m.find()) {
            String name = m.group(1);
            pool.stream().filter(e -> e.source() == dev.tca.core.Source.OCR && !e.role().control() && !e.has(State.OFFSCREEN)
                    && e.label().strip().matches("\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}[\\p{L}'-]+){1,2}")
                    && e.label().strip().startsWith(name + " ")
                    && pool.stream().anyMatch(o -> o != e && Answers.sameRow(o, e) && Math.abs(o.box().x() - e.box().x()) >= 100
                            && o.label().strip().matches("\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}[\\p{L}'-]+){0,2}")
                            && !o.label().strip().startsWith(name + " "))).forEach(out::add);
        }
        return out.size() == 1 ? Optional.of(out.get(0)) : Optional.empty();
    }

    /** A line of words whose words each stand over another word just below (a table's header row), not a strip of tabs. */
    private static boolean headsColumns(List<Element> line, List<Element> pool) {
        long over = line.stream().filter(w -> pool.stream().anyMatch(o -> o != w && !o.label().isBlank()
                && o.box().y() > w.box().bottom() && o.box().y() - w.box().bottom() <= 40
                && Math.abs(o.box().x() - w.box().x()) <= 8)).count();
        return over >= 3 && over * 2 > line.size();
    }

    /**
     * Whether the goal names this target as a thing on the screen ("click 'Rename all'", "press
     * Cancel", "open the Inbox"), rather than saying what to achieve ("keep the draft"): then only
     * a label with its words will do, never a look-alike or a guess by meaning.
     */
    boolean literal(String target) {
        if (target == null) {
            return false;
        }
        if (literalTargets && (goal.contains("'" + target) || goal.contains("\"" + target))) {
            return true;
        }
        String t = java.util.regex.Pattern.quote(target.strip());
        return java.util.regex.Pattern.compile("(?i)\\b(?:click|press|tap|hit|push|open)\\s+(?:on\\s+)?"
                + "(?:the\\s+)?['\"]?" + t + "(?!\\w)").matcher(goal).find();
    }

    /** The path a target names ("file /tmp/x/budget.ods", "~/notes.txt"), or null. */
    static String path(String target) {
        if (target == null) {
            return null;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?:^|\\s)((?:/|~/)[^\\s'\"]+)").matcher(target);
        return m.find() ? m.group(1) : null;
    }

    /** The one element of these roles, else the largest (an editor's document is its biggest text area). */
    private final java.util.Map<Integer, Double> changeTargets = new java.util.HashMap<>();

    /**
     * The stepper beside what the words matched, else the one whose buttons say the words ("Raise
     * Hallway temperature" for the hallway heating, a row below the card's heading).
     */
    private static Optional<Steppers.Stepper> stepperFor(Element e, String target, List<Element> pool) {
        if (target == null) {
            return Steppers.near(e, pool);
        }
        Set<String> words = Alignment.content(target);
        // buttons that say the words come first: in cards side by side, the row of a heading holds the others' steppers too
        return pool.stream().filter(b -> b.role() == Role.BUTTON && !Alignment.hits(words, b.label()).isEmpty())
                // the grounded button's own stepper before another card's ("quantity" of the stoneware teapot)
                .sorted(java.util.Comparator.comparingInt((Element b) -> -Alignment.hits(words, b.label()).size())
                        .thenComparingDouble(b -> Places.distance(b.box(), e.box())))
                .map(b -> Steppers.near(b, pool)).flatMap(Optional::stream)
                .filter(st -> !Alignment.hits(words, st.up().label()).isEmpty() && st.down() != null && !Alignment.hits(words, st.down().label()).isEmpty())
                .findFirst().or(() -> Steppers.near(e, pool))
                // a form's label over its own "− 2 guests +" line ("GUESTS")
                .or(() -> e.role().control() ? Optional.empty() : Steppers.under(e, pool));
    }

    /** The number a control shows now: a stepper's, a slider's or spin box's value, the one its name or label points to. */
    private static Optional<Double> shownValue(Element e, String target, List<Element> pool) {
        if (e.range() != null) {
            return Optional.of(e.range().current());
        }
        Optional<Steppers.Stepper> stepper = stepperFor(e, target, pool);
        if (stepper.isPresent()) {
            return Optional.of(stepper.get().value());
        }
        String words = target == null ? e.label() : target;
        return pool.stream().filter(x -> (x.role() == Role.SLIDER || x.role() == Role.SPIN) && x.range() != null
                        && dev.tca.core.Labels.containsWords(x.label(), words)).findFirst()
                .or(() -> Grounder.besideLabel(e, Set.of(Role.SLIDER, Role.SPIN), pool).filter(x -> x.range() != null))
                .map(x -> x.range().current());
    }

    /**
     * Of several drop-downs, the one an item belongs in: "10:30" in Time, not in Reason for visit; by
     * the kind of value first (a time, a date, a count), else nearest in meaning, else the largest.
     */
    private Element likeliestCombo(String item, List<Element> pool) {
        List<Element> combos = pool.stream().filter(e -> e.role() == Role.COMBO && !e.has(State.DISABLED)).toList();
        if (combos.size() < 2 || item == null) {
            return only(pool, Set.of(Role.COMBO));
        }
        String kind = NamedOptions.time(item) ? "(?i).*\\b(?:time|slot|hour|at|start|from|when)\\b.*"
                : item.matches("\\d+") ? "(?i).*\\b(?:number|count|qty|quantity|guests|people|persons|adults|children|nights|seats|tickets)\\b.*"
                : null;
        if (kind != null) {
            Optional<Element> fits = combos.stream().filter(e -> e.label().matches(kind)).findFirst();
            if (fits.isPresent()) {
                return fits.get();
            }
        }
        return grounder.similarity(item, combos).isEmpty() ? only(pool, Set.of(Role.COMBO))
                : grounder.nearestInMeaning(item, combos).orElseThrow();
    }

    private static final java.util.regex.Pattern OPENER = java.util.regex.Pattern.compile(
            "(?i)^[^\\p{L}\\d]*(?:\\+|new|add|create)(?:\\s+(?:an?\\s+|new\\s+)?(\\p{L}.{0,30}?))?[^\\p{L}\\d]*$");

    /**
     * "create a folder called Reports": the control that brings up the thing's form ("+ New folder" before a bare "New"
     * or "+"); a screen without one shows the field already (a to-do list's own line), so nothing is pressed.
     */
    private Move open(int index, SubGoal g, List<Element> pool) {
        Set<String> noun = Alignment.content(g.target());
        Element best = null;
        int bestScore = 0;
        for (Element e : pool) {
            java.util.regex.Matcher m = OPENER.matcher(e.label().strip());
            if (!Set.of(Role.BUTTON, Role.LINK, Role.MENU_ITEM).contains(e.role()) || e.has(State.DISABLED) || !m.matches()) {
                continue;
            }
            int score = m.group(1) == null ? 1 : Alignment.hits(noun, m.group(1)).isEmpty() ? 0 : 2;
            if (score > bestScore) {
                best = e;
                bestScore = score;
            }
        }
        if (best == null) {
            return Move.already("no control opens a new " + g.target() + "; its field is typed into as the screen shows it");
        }
        return Move.act(new Decision(new Action.Click(best.id()), "open a new " + g.target() + " with " + best.describe(), null,
                Effects.changes(index, "opening " + Effects.name(best))));
    }

    /** Where the editable fields stood on the observation before this one, and on this one. */
    private List<dev.tca.core.Point> fieldsBefore = List.of();
    private List<dev.tca.core.Point> fieldsNow = List.of();

    /**
     * With no focus to go by (pixels), the one field that came with the last act is where typing goes: the name
     * field of the "New folder" dialog just opened, not the search box that was there all along.
     */
    private Optional<Element> appeared(List<Element> pool) {
        if (fieldsBefore.isEmpty()) {
            return Optional.empty();
        }
        List<Element> fresh = pool.stream().filter(e -> e.role().editable() && !e.has(State.DISABLED)
                && fieldsBefore.stream().noneMatch(e.box()::contains)).toList();
        return fresh.size() == 1 ? Optional.of(fresh.get(0)) : Optional.empty();
    }

    static Element only(List<Element> pool, Set<Role> roles) {
        return pool.stream().filter(e -> roles.contains(e.role()) && !e.has(State.DISABLED))
                .max(java.util.Comparator.comparingLong(e -> e.box().area())).orElse(null);
    }
}

