package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The readings of a tick step that set several boxes at once or name a box in other words: the boxes a
 * click's words name, only the days said, the rows marked so, every box of a kind, every folded section
 * opened first. Each returns nothing when it does not apply, and {@link Moves} grounds one box.
 */
final class Ticks {

    private static final java.util.regex.Pattern EVERY = java.util.regex.Pattern.compile(
            "(?i)^(?:every|all(?:\\s+the)?|each|any)\\s+(\\p{L}[\\p{L}-]*?)(?:\\s+(?:in|on|from|of|below|above)\\b.*)?$");
    /**
     * How near in meaning (the model's cosine) a box named in other words must be: the only box on the
     * screen ("remember me" / "Keep me signed in" 0.39; "sharing my location" / "Compact layout" 0.07), or any box.
     */
    private static final double SOLE_BOX = 0.3;
    private static final double NEAR_BOX = 0.55;

    private final String goal;
    private final Grounder grounder;
    /** Folded sections opened for a step ("3|More options"), shared with the other moves that open them. */
    private final Set<String> unfolded;
    private final Set<String> sectionsOpened = new java.util.HashSet<>();
    private int kindScrolls;
    private List<String> beforeKindScroll = List.of();

    Ticks(String goal, Grounder grounder, Set<String> unfolded) {
        this.goal = goal;
        this.grounder = grounder;
        this.unfolded = unfolded;
    }

    /**
     * "Add olives and peppers as toppings, nothing else": a click whose words name check boxes on
     * the screen ticks each of them (and, with "nothing else" or "only", unticks the others),
     * one action a box, each box's state the evidence.
     */
    Optional<Move> named(int index, SubGoal g, List<Element> pool) {
        if (g.target() == null || pool.stream().anyMatch(e -> dev.tca.core.Labels.same(e.label(), g.target()))
                // "vacuum everywhere downstairs except the kitchen": the box named is the one left out
                || EXCEPT.matcher(g.target()).find()) {
            return Optional.empty();
        }
        List<Element> boxes = pool.stream().filter(e -> e.role() == Role.CHECKBOX && Effects.knowsCheck(e)
                && dev.tca.core.Labels.core(e.label()).length() >= 3 && dev.tca.core.Labels.containsWords(g.target(), e.label()))
                .toList();
        if (boxes.isEmpty()) {
            return Optional.empty();
        }
        for (Element b : boxes) {
            if (!b.has(State.CHECKED)) {
                return Optional.of(Move.stage(new Decision(new Action.Click(b.id()), "tick " + Effects.name(b)
                        + ", which the goal names", null, Effects.checked(index, b, true))));
            }
        }
        java.util.Set<String> named = new java.util.HashSet<>();
        boxes.forEach(b -> named.addAll(Alignment.content(b.label())));
        Optional<Element> folded = Alignment.collapsed(Alignment.content(g.target()), named, pool)
                .filter(f -> unfolded.add(index + "|" + f.label()));
        if (folded.isPresent()) {
            // "... and the event reminders" when no box says so here: the folded section may hold it
            return Optional.of(Move.stage(new Decision(new Action.Click(folded.get().id()), "open " + Effects.name(folded.get())
                    + ": the goal names boxes not shown", null, Effects.changes(index, "opening " + Effects.name(folded.get())))));
        }
        boolean only = g.target().toLowerCase(java.util.Locale.ROOT).matches(".*\\b(?:nothing else|only|no others?)\\b.*")
                || goal.toLowerCase(java.util.Locale.ROOT).matches(".*\\b(?:nothing else|only|no others?)\\b.*");
        if (only) {
            for (Element other : pool) {
                // "peanuts and shellfish, nothing else" spans clauses: a box any part of the goal names stays
                if (other.role() == Role.CHECKBOX && other.has(State.CHECKED) && !boxes.contains(other)
                        && !dev.tca.core.Labels.containsWords(goal, other.label())
                        && boxes.stream().noneMatch(b -> dev.tca.core.Labels.same(b.label(), other.label()))) {
                    return Optional.of(Move.stage(new Decision(new Action.Click(other.id()), "untick " + Effects.name(other)
                            + ": the goal wants nothing else", null, Effects.checked(index, other, false))));
                }
            }
        }
        return Optional.of(Move.already("ticked " + String.join(", ", boxes.stream().map(Element::label).toList())));
    }

    private static final java.util.regex.Pattern NOT_A_SECTION = java.util.regex.Pattern.compile(
            "(?i).*(?:\\bmore\\b|options|actions|\\bmenu\\b|sort|filter|[⋮⋯…]|\\.\\.\\.).*");

    /**
     * "switch off every light" while rooms are folded (an accordion: headers in a column, one open): every folded
     * section is opened first, once, so "every" means every one and not the ones in view.
     */
    Optional<Move> unfoldSections(int index, List<Element> pool) {
        List<Element> headers = pool.stream().filter(e -> (e.role() == Role.BUTTON || e.role() == Role.TREE_ITEM)
                && (e.has(State.COLLAPSED) || e.has(State.EXPANDED)) && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED)
                && e.label().replaceAll("[^\\p{L}]", "").length() >= 3 && !NOT_A_SECTION.matcher(e.label()).matches()).toList();
        Optional<Element> folded = headers.stream().filter(e -> e.has(State.COLLAPSED) && !sectionsOpened.contains(e.label())
                && headers.stream().anyMatch(h -> h != e && Math.abs(h.box().x() - e.box().x()) <= 20)).findFirst();
        folded.ifPresent(f -> sectionsOpened.add(f.label()));
        return folded.map(f -> Move.stage(new Decision(new Action.Click(f.id()), "open the folded section " + f.describe()
                + " so that every one is in view", null, Effects.changes(index, "opening " + Effects.name(f)))));
    }

    private static final java.util.regex.Pattern WEEKDAY_BOX = java.util.regex.Pattern.compile(
            "(?i)^\\W*(mon|tue|wed|thu|fri|sat|sun)(?:s|day|days|\\.|\\p{L}{0,5})?\\W*$");

    /**
     * "only on Fridays": the days' boxes (Mon ... Sun, or the days written out) are ticked for the days the goal says and
     * unticked for the others; boxes that are not days are left alone.
     */
    Optional<Move> onlyDays(int index, SubGoal g, List<Element> pool) {
        if (g.kind() != Kind.TICK || g.target() == null || !g.target().matches("(?i)only\\s+.+")) {
            return Optional.empty();
        }
        Set<String> said = new java.util.HashSet<>();
        java.util.regex.Matcher w = java.util.regex.Pattern.compile("(?i)\\b(mon|tue|wed|thu|fri|sat|sun)\\p{L}*").matcher(goal);
        while (w.find()) {
            said.add(w.group(1).toLowerCase(java.util.Locale.ROOT));
        }
        List<Element> dayBoxes = pool.stream().filter(b -> Effects.knowsCheck(b)
                && !b.has(State.OFFSCREEN) && WEEKDAY_BOX.matcher(b.label()).matches()).toList();
        if (said.isEmpty() || dayBoxes.size() < 3) {
            return Optional.empty();
        }
        for (Element b : dayBoxes) {
            java.util.regex.Matcher d = WEEKDAY_BOX.matcher(b.label());
            boolean should = d.matches() && said.contains(d.group(1).toLowerCase(java.util.Locale.ROOT));
            if (b.has(State.CHECKED) != should) {
                return Optional.of(Move.stage(new Decision(new Action.Click(b.id()), (should ? "tick " : "untick ") + Effects.name(b)
                        + (should ? ": a day the goal says" : ": only the days the goal says"), null, Effects.checked(index, b, should))));
            }
        }
        return Optional.of(Move.already("only " + String.join(", ", said) + " ticked among the days"));
    }

    private static final java.util.regex.Pattern MARKED = java.util.regex.Pattern.compile("(?i)^(only\\s+|just\\s+)?(?:all\\s+|every\\s+|each\\s+)?"
            + "(?:of\\s+)?(?:the\\s+)?(?:\\p{L}+\\s+){0,2}?(?:marked(?:\\s+as)?|labell?ed(?:\\s+as)?|tagged(?:\\s+as)?|flagged(?:\\s+as)?|"
            + "of\\s+(?:type|kind)|in\\s+(?:the\\s+)?category|whose\\s+\\p{L}+\\s+is)\\s+['\"]?(.+?)['\"]?$");

    /**
     * "Tick only the updates marked Security": each box whose row says the mark, and with "only" the others not;
     * a mark no row says leaves it to the other readings.
     */
    Optional<Move> marked(int index, SubGoal g, List<Element> pool) {
        java.util.regex.Matcher m = g.target() == null ? null : MARKED.matcher(g.target().strip());
        if (m == null || !m.matches()) {
            return Optional.empty();
        }
        String mark = m.group(2);
        boolean want = g.kind() == Kind.TICK;
        boolean only = m.group(1) != null || goal.toLowerCase(java.util.Locale.ROOT).matches(".*\\b(?:only|nothing else)\\b.*");
        List<Element> boxes = pool.stream().filter(b -> b.role() == Role.CHECKBOX && Effects.knowsCheck(b)).toList();
        java.util.function.Predicate<Element> says = b -> pool.stream().anyMatch(e -> e != b && e.role() != Role.CHECKBOX
                && dev.tca.core.Labels.same(e.label(), mark) && Answers.sameRow(b, e));
        List<Element> hits = boxes.stream().filter(says).toList();
        if (hits.isEmpty()) {
            return Optional.empty();
        }
        for (Element b : boxes) {
            boolean should = hits.contains(b) ? want : !want;
            if (b.has(State.CHECKED) != should && (hits.contains(b) || only)) {
                return Optional.of(Move.stage(new Decision(new Action.Click(b.id()), (should ? "tick " : "untick ") + Effects.name(b)
                        + (hits.contains(b) ? ": its row says '" + mark + "'" : ": its row does not say '" + mark + "'"), null,
                        Effects.checked(index, b, should))));
            }
        }
        return Optional.of(Move.already((want ? "ticked" : "unticked") + " every row that says '" + mark + "'"));
    }

    /**
     * "Tick every fruit in the list": the boxes whose labels are nearest the kind in meaning, split
     * from the rest at the widest gap of the model's similarities; each ticked, the others left
     * as they are. Only with the model, with three boxes or more, and with a clear gap.
     */
    private static final java.util.regex.Pattern EXCEPT = java.util.regex.Pattern.compile(
            "(?i)\\b(?:except|apart\\s+from|but\\s+not|other\\s+than|save\\s+for|besides)\\b");

    /** Kinds of things a box's word may belong to instead (carrot is near "fruit", nearer "vegetable"). */
    private static final List<String> KINDS_OF_THINGS = List.of("fruit", "vegetable", "animal", "bird", "fish", "insect", "flower",
            "tree", "colour", "country", "city", "drink", "food", "sport", "musical instrument", "tool", "furniture", "clothing",
            "vehicle", "metal", "planet", "language", "job", "body part", "feeling", "weather", "shape", "month", "weekday",
            "number", "person's name", "game", "spice", "herb", "nut", "grain", "cheese", "meat", "dessert", "flavour");

    /**
     * How much nearer each box's word is to the kind than to any other kind of thing: one small model's similarity alone
     * puts Carrot nearer "fruit" than Apple is, but Carrot is nearer still to "vegetable".
     */
    private double[] contrasted(String kind, double[] sim, List<Element> boxes) {
        double[] other = new double[sim.length];
        java.util.Arrays.fill(other, -1);
        Element self = new Element(0, kind, new dev.tca.core.Rect(0, 0, 1, 1), dev.tca.core.Source.OCR, 1.0);
        for (String k : KINDS_OF_THINGS) {
            Optional<double[]> near = grounder.similarity(k, List.of(self));
            if (k.equalsIgnoreCase(kind) || near.isEmpty() || near.get()[0] > 0.6) {
                continue; // the kind itself, or one of its own names
            }
            double[] s = grounder.similarity(k, boxes).orElse(null);
            for (int i = 0; s != null && i < s.length; i++) {
                other[i] = Math.max(other[i], s[i]);
            }
        }
        double[] v = new double[sim.length];
        for (int i = 0; i < sim.length; i++) {
            v[i] = other[i] < 0 ? sim[i] : sim[i] - other[i];
        }
        return v;
    }

    /** Things a kind's word covers that a sentence model keeps apart ("lamp" far from "light" beside "Lights" rows). */
    private static final java.util.Map<String, Set<String>> KINDS_OF = java.util.Map.of(
            "light", Set.of("lamp", "bulb", "lantern", "chandelier", "spotlight", "sconce", "downlight", "led strip"));

    Optional<Move> ofKind(int index, SubGoal g, List<Element> pool, Observation o) {
        java.util.regex.Matcher m = EVERY.matcher(g.target() == null ? "" : g.target());
        // a switch (a button that is on or off) is a box too
        List<Element> boxes = pool.stream().filter(e -> (e.role() == Role.CHECKBOX || e.role() == Role.BUTTON) && Effects.knowsCheck(e)
                && !e.label().isBlank() && !e.has(State.OFFSCREEN)).toList();
        if (!m.matches() || boxes.size() < 3) {
            return Optional.empty();
        }
        String kind = m.group(1).replaceFirst("(?i)(?<=[^s])s$", "");
        Optional<double[]> sim = grounder.similarity(kind, boxes);
        if (sim.isEmpty()) {
            return Optional.empty();
        }
        double[] v = contrasted(kind, sim.get(), boxes);
        double[] sorted = v.clone();
        java.util.Arrays.sort(sorted);
        double cut = Double.NaN;
        double gap = 0;
        for (int i = 0; i + 1 < sorted.length; i++) {
            if (sorted[i + 1] - sorted[i] > gap) {
                gap = sorted[i + 1] - sorted[i];
                cut = (sorted[i] + sorted[i + 1]) / 2;
            }
        }
        if (gap < 0.04) {
            return Optional.empty();
        }
        if (sorted[sorted.length - 1] > 0 && sorted[0] < 0) {
            // nearer this kind than any other kind of thing is the test (Plum is nearer fruit, so no vegetable); the
            // widest gap alone split "lamp" from "light"
            cut = 0;
        }
        for (int i = 0; i < boxes.size(); i++) {
            Element b = boxes.get(i);
            boolean want = g.kind() != Kind.UNTICK;
            // "every light except the hallway's": a box the goal names is the exception, left as it is
            Set<String> own = new java.util.HashSet<>(Alignment.content(b.label()));
            own.removeAll(Alignment.hits(own, kind));
            boolean excepted = EXCEPT.matcher(goal).find() && !Alignment.hits(own, goal).isEmpty();
            boolean named = !Alignment.hits(Alignment.content(b.label()), kind).isEmpty() || KINDS_OF.getOrDefault(
                    kind.toLowerCase(java.util.Locale.ROOT), Set.of()).stream().anyMatch(w -> dev.tca.core.Labels.containsWords(b.label(), w));
            if ((v[i] > cut || named) && b.has(State.CHECKED) != want && !excepted) {
                return Optional.of(Move.stage(new Decision(new Action.Click(b.id()), String.format("%s %s: a kind of '%s' "
                        + "(similarity %.2f, the others below %.2f)", want ? "tick" : "untick", Effects.name(b), kind, v[i], cut), null,
                        Effects.checked(index, b, want))));
            }
        }
        List<String> inView = pool.stream().map(Element::label).toList();
        if (kindScrolls < Moves.MAX_SCROLLS && Scrolling.continuesBelow(o) && !inView.equals(beforeKindScroll)) {
            // every one in view is done; the list goes on below the fold (a scroll that moves nothing ends it)
            kindScrolls++;
            beforeKindScroll = inView;
            return Optional.of(Move.softStage(Decision.of(new Action.Scroll(Action.Direction.DOWN, 5, null), "every " + kind
                    + " in view is done; scroll down for more").expecting(Effects.changes(index, "scrolling"))));
        }
        return Optional.of(Move.already((g.kind() != Kind.UNTICK ? "ticked" : "unticked") + " every " + kind));
    }


    /**
     * "don't remember me" where the one box says "Keep me signed in": a box named in other words is
     * the one when it is the only box on the screen and near enough in meaning, or very near.
     */
    boolean boxByMeaning(String target, Grounder.Grounding found, List<Element> boxes) {
        long others = boxes.stream().filter(e -> e != found.element() && Effects.knowsCheck(e) && !e.label().isBlank()).count();
        // the softmax p is near 1 whenever there is one box; the model's own similarity says whether it means the same
        double cosine = target == null ? 0 : grounder.similarity(target, List.of(found.element())).map(c -> c[0]).orElse(0.0);
        return cosine >= NEAR_BOX || others == 0 && cosine >= SOLE_BOX;
    }
}
