package dev.tca.brain.task;

import dev.tca.brain.model.Calibration;
import dev.tca.brain.model.ModelBrain;
import dev.tca.brain.plan.Qualifiers;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Finds the element a sub-goal's target names: by its words (exact, one OCR slip, partial), by
 * meaning (the model's similarity, when it is loaded), by role (tick wants a check box, type an
 * editable field), and by place (the 2nd one, the one in leo's row, the one below Name). "None of
 * these" is a real outcome: the softmax includes an absent entry, so excluding or lacking the
 * target never turns a look-alike into a certainty, and a quoted target is never clicked on
 * meaning alone.
 */
final class Grounder {

    /** The logit an entry must beat to be more likely than "the target is not on this screen". */
    static final double ABSENT = 0.3;
    /** How much a fitting role adds, in the same units as the cosine. */
    static final double ROLE_FIT = 0.35;
    static final double MIN_P = 0.4;

    private final Supplier<ModelBrain> model;
    private final Calibration calibration = Calibration.MINILM;

    /** @param model the loaded model, or a supplier that returns null when it could not be loaded */
    Grounder(Supplier<ModelBrain> model) {
        this.model = model;
    }

    /**
     * @param target  the words to find, or null to take any element of the wanted roles
     * @param roles   roles that fit; an element of another known control role is unlikely
     * @param literal the goal quoted the target: words must match, meaning alone is not enough
     */
    record Query(String target, Set<Role> roles, boolean literal, Qualifiers where) {
    }

    /** The chosen element and how sure, or why nothing was chosen. */
    record Grounding(Element element, double p, String how, boolean meaningOnly) {
        Grounding(Element element, double p, String how) {
            this(element, p, how, false);
        }

        boolean found() {
            return element != null;
        }

        static Grounding none(String why) {
            return new Grounding(null, 0, why);
        }
    }

    Grounding ground(Query q, List<Element> pool) {
        List<Element> candidates = pool.stream().filter(e -> !e.has(State.OFFSCREEN)).toList();
        if (candidates.isEmpty()) {
            return Grounding.none("the screen shows nothing to choose from");
        }
        if (q.target() == null) {
            return byRoleOnly(q, candidates);
        }
        double[] logits = new double[candidates.size()];
        double[] lex = new double[candidates.size()];
        ModelBrain m = model == null ? null : model.get();
        ModelBrain.Features f = m == null ? null : m.features(q.target(), candidates);
        Optional<Glyphs.Glyph> glyph = Glyphs.of(q.target()); // "press +": read once, not once an element
        for (int i = 0; i < candidates.size(); i++) {
            Element e = candidates.get(i);
            lex[i] = f != null ? f.lexical()[i] : ModelBrain.lexical(q.target(), e);
            if (q.literal()) {
                lex[i] = strict(q.target(), e, lex[i]);
            } else if (lex[i] == 0) {
                lex[i] = Words.sameAct(q.target(), e); // "remove" the reminder: its button says Delete
            }
            if (lex[i] == 0) {
                lex[i] = glyph.map(s -> s.names(e)).orElse(0.0); // its button says "+", or "More copies"
            }
            double base = f != null ? f.cosine()[i] + calibration.lexical() * lex[i] - calibration.prompt() * f.prompt()[i]
                    + calibration.negation() * f.negation()[i]
                    : calibration.lexical() * lex[i] - (ModelBrain.readsAsText(e.label()) ? calibration.prompt() : 0);
            logits[i] = (base + ROLE_FIT * roleFit(e, q.roles())) / calibration.temperature();
            // a bare number (a calendar's "5", a page's "2") means nothing but itself: found by its words, never by meaning
            boolean number = lex[i] == 0 && e.label().strip().matches("\\d{1,4}") && !q.target().matches(".*\\d.*");
            if (e.label().isBlank() || q.literal() && lex[i] == 0 || e.has(State.DISABLED) && e.role().control() || number) {
                // a disabled control cannot do what the goal asks ("Mark PO-4422 as received", already received)
                // nothing to read: a nameless element is found by its role and place, never by meaning
                logits[i] = Double.NEGATIVE_INFINITY; // and a quoted target is found by its words, never by meaning alone
            }
        }
        double[] p = withAbsent(logits);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            if (Double.isFinite(logits[i])) {
                order.add(i);
            }
        }
        order.sort(Comparator.comparingDouble((Integer i) -> -p[i]));
        if (order.isEmpty() || p[order.get(0)] < p[candidates.size()]) {
            return Grounding.none("nothing on screen matches '" + q.target() + "'"
                    + (order.isEmpty() ? "" : " (closest: '" + candidates.get(order.get(0)).label() + "')"));
        }
        int picked = Places.pick(q.where(), order, candidates, lex, pool);
        if (picked < 0) {
            return Grounding.none("no '" + q.where().container() + "' on the screen, only rows that share some of its words");
        }
        int best = inner(picked, candidates, lex);
        Element chosen = candidates.get(best);
        double pBest = p[best];
        if (lex[best] < 1 && q.where().isEmpty()) {
            // "Like Harbour Lights" scrolled just out of view is the one meant, not "Like Harbour Walls" in view
            Optional<Element> away = pool.stream().filter(e -> e.has(State.OFFSCREEN) && Labels.same(e.label(), q.target()))
                    .findFirst();
            if (away.isPresent()) {
                return Grounding.none("'" + away.get().label() + "' is scrolled out of view");
            }
        }
        if (lex[best] == 0 && q.where().container() != null && !Words.rowAct(q.target())) {
            // (a row's verb is its button: the status pill that names the row is not what "delete" presses)
            // "the printer on the second floor": when the thing itself is not named, the item its place names is the one
            // (for a choice, a box or a value, a place that opens onto its options, "Quality Auto (1080p) ›", a tab, a folded
            // section, is where the thing is, not the thing: choosing 480p there is not done by opening it)
            Optional<Element> named = candidates.stream().filter(e -> Roles.ITEMS.contains(e.role()) || e.role() == Role.BUTTON)
                    .filter(e -> q.roles().equals(Roles.CLICKABLE) || !Roles.opensOnto(e)) // (a row's folded menu is where a click goes)
                    .filter(e -> ModelBrain.lexical(q.where().container(), e) > 0).findFirst();
            if (named.isPresent()) {
                return new Grounding(named.get(), 1.0, "matched " + named.get().describe() + " by the place the goal names ('"
                        + q.where().container() + "')");
            }
        }
        if (pBest < MIN_P && lex[best] == 0) {
            return Grounding.none(String.format("not sure which element is '%s': '%s' at p=%.2f", q.target(), chosen.label(), pBest));
        }
        if (pBest < MIN_P && lex[best] < 1 && !chosen.role().control()
                && (chosen.label().strip().split("\\s+").length >= 6 || chosen.role() == Role.HEADING)) {
            // "Sign out any device you don't recognise", "Where you're signed in": a line of help or a heading that shares a
            // word of the goal is read, not pressed
            return Grounding.none(String.format("only a line of text shares words with '%s' ('%s', p=%.2f)", q.target(),
                    chosen.label(), pBest));
        }
        // a section's title read from pixels is plain text, and clicking it is what folds it open: not the button below it
        boolean disclosure = q.roles().contains(Role.HEADING) && q.roles().contains(Role.TREE_ITEM) && lex[best] >= 1;
        Optional<Element> control = disclosure ? Optional.empty() : besideLabel(chosen, q.roles(), candidates);
        if (control.isPresent()) {
            // the words named a label: what the goal acts on is the control it labels
            return new Grounding(control.get(), pBest, String.format("matched %s beside its label '%s' (p=%.2f)",
                    control.get().describe(), chosen.label(), pBest), lex[best] == 0);
        }
        if (pBest < MIN_P && lex[best] == 0) {
            return Grounding.none(String.format("not sure which element is '%s': '%s' at p=%.2f", q.target(), chosen.label(), pBest));
        }
        String kind = lex[best] >= 1 ? "exact" : lex[best] > 0 ? "by its words" : "by meaning";
        String how = String.format("matched %s (%s, p=%.2f)%s", chosen.describe(), kind, pBest,
                lex[best] >= 1 ? "" : " for '" + q.target() + "'");
        return new Grounding(chosen, pBest, how, lex[best] == 0);
    }

    /**
     * A cell whose words are its buttons' words ("Star Archive Delete") is not what is pressed: the
     * button inside it that the words name is, else its middle would be clicked (Archive for Delete).
     */
    private static int inner(int best, List<Element> candidates, double[] lex) {
        Element outer = candidates.get(best);
        if (outer.role() == Role.BUTTON || lex[best] == 0) {
            return best;
        }
        int pick = best;
        for (int i = 0; i < candidates.size(); i++) {
            Element e = candidates.get(i);
            if (i != best && e.role().control() && e.role() != Role.TABLE_CELL && lex[i] > 0 && !e.box().equals(outer.box())
                    && !e.has(State.DISABLED)
                    && outer.box().intersection(e.box()).area() * 10 >= e.box().area() * 9 && (pick == best || lex[i] > lex[pick])) {
                pick = i;
            }
        }
        return pick;
    }

    /** The element nearest the phrase in meaning; the first when no model is loaded; empty for no elements. */
    Optional<Element> nearestInMeaning(String phrase, List<Element> elements) {
        Optional<double[]> sim = similarity(phrase, elements);
        int best = 0;
        for (int i = 1; sim.isPresent() && i < elements.size(); i++) {
            best = sim.get()[i] > sim.get()[best] ? i : best;
        }
        return elements.isEmpty() ? Optional.empty() : Optional.of(elements.get(best));
    }

    /** The model's cosine between a phrase and each element's label, or empty when no model is loaded. */
    Optional<double[]> similarity(String phrase, List<Element> elements) {
        ModelBrain m = model == null ? null : model.get();
        return m == null || elements.isEmpty() ? Optional.empty() : Optional.of(m.features(phrase, elements).cosine());
    }

    private Grounding byRoleOnly(Query q, List<Element> candidates) {
        List<Element> fitting = candidates.stream().filter(e -> q.roles().contains(e.role())).toList();
        if (fitting.isEmpty()) {
            return Grounding.none("no " + names(q.roles()) + " on screen");
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < fitting.size(); i++) {
            order.add(i);
        }
        double[] lex = new double[fitting.size()];
        int best = Places.pick(q.where(), order, fitting, lex, candidates);
        if (best < 0) {
            return Grounding.none("no '" + q.where().container() + "' on the screen, only rows that share some of its words");
        }
        Element chosen = fitting.get(best);
        return new Grounding(chosen, fitting.size() == 1 ? 1.0 : 1.0 / fitting.size(), "the " + chosen.describe()
                + (fitting.size() > 1 ? " (" + (best + 1) + " of " + fitting.size() + ")" : ""));
    }

    /** Rows and cells carry their own words: a text beside one is not its name. */
    private static final Set<Role> UNLABELLED = Set.of(Role.TABLE_CELL, Role.LIST_ITEM, Role.TREE_ITEM);

    /**
     * The control of a wanted role that a label names: to its right on the same line or below it
     * (fields, sliders), or to its left (a check box's label stands to its right). Empty when the
     * label is itself a fitting control, or nothing fitting stands near it.
     */
    static Optional<Element> besideLabel(Element label, Set<Role> roles, List<Element> candidates) {
        if (roles.isEmpty() || roles.contains(label.role()) || (label.role() != Role.TEXT && label.role() != Role.LABEL)) {
            return Optional.empty();
        }
        // a sentence of prose labels no button or list ("Colonsay sailings call at Port Askaig on Wednesdays."); a box's may
        // ("I have read and agree to the terms of the service.")
        boolean prose = Labels.core(label.label()).split(" ").length > 8 && label.label().strip().matches("(?s).*[.!?]$");
        Element best = null;
        double bestD = 400;
        for (Element c : candidates) {
            if (!roles.contains(c.role()) || c == label || UNLABELLED.contains(c.role()) || prose && !c.role().checkable()) {
                continue; // a menu's "Download" drawn over a table does not name the cell under it
            }
            var a = label.box();
            var b = c.box();
            boolean sameLine = Math.abs(a.center().y() - b.center().y()) <= Math.max(10, Math.max(a.height(), b.height()) / 2);
            boolean right = sameLine && b.x() >= a.right() - 4;
            boolean left = sameLine && b.right() <= a.x() + 4 && c.role().checkable();
            boolean below = b.y() >= a.bottom() - 4 && b.y() - a.bottom() < 80 && b.x() < a.right() + 40 && b.right() > a.x() - 40;
            if (!(right || left || below) || right && !listedAlike(label, c, candidates)) {
                continue;
            }
            double d = Places.distance(a, b);
            if (d < bestD) {
                bestD = d;
                best = c;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * A label in a column of labels (a settings list's, a sidebar's) pairs with the button on its right only when most of
     * its neighbours have one there too: "it-help" in a chat's channel list has a message's avatar level with it, the
     * channels above and below it have none.
     */
    private static boolean listedAlike(Element label, Element control, List<Element> candidates) {
        var a = label.box();
        List<Element> column = candidates.stream().filter(o -> o != label && (o.role() == Role.TEXT || o.role() == Role.LABEL)
                && !o.label().isBlank() && Math.abs(o.box().x() - a.x()) <= 4 && Math.abs(o.box().height() - a.height()) <= 4
                && Math.abs(o.box().center().y() - a.center().y()) <= 150).toList();
        if (column.size() < 3 || control.role() != Role.BUTTON) {
            return true; // a field, a box or a list beside a label is the label's in any form
        }
        long paired = column.stream().filter(o -> candidates.stream().anyMatch(c -> c != control && c.role().control()
                && Math.abs(c.box().x() - control.box().x()) <= 12
                && Math.abs(c.box().center().y() - o.box().center().y()) <= Math.max(10, Math.max(c.box().height(), o.box().height()) / 2)))
                .count();
        return paired * 2 >= column.size();
    }

    /** 1 for a role that fits, 0 for text whose kind is unknown, -1 for a control of another kind. */
    static double roleFit(Element e, Set<Role> roles) {
        if (roles.isEmpty()) {
            return 0;
        }
        if (roles.contains(e.role())) {
            return 1;
        }
        return e.role() == Role.TEXT || e.role() == Role.LABEL ? 0 : -1;
    }

    /** Softmax over the entries plus one absent entry, last. */
    private static double[] withAbsent(double[] logits) {
        double[] all = new double[logits.length + 1];
        System.arraycopy(logits, 0, all, 0, logits.length);
        all[logits.length] = ABSENT / Calibration.MINILM.temperature();
        return ModelBrain.softmax(all);
    }

    private static String names(Set<Role> roles) {
        return String.join(" or ", roles.stream().map(Role::wireName).sorted().toList());
    }

    /**
     * A literal target's match, stricter than the words-forgiving one: a label that holds only part
     * of the target ("Rename" for "Rename all", "Sound" for "Sound effects") or another number
     * ("Archive 2023" for "Archive 2024") does not name it.
     */
    static double strict(String target, Element e, double lexical) {
        if (lexical == 0) {
            return 0;
        }
        if (!digits(target).equals(digits(e.label()))) {
            return 0;
        }
        if (lexical < 0.8 && !Labels.containsWords(e.label(), target)) {
            return 0;
        }
        return lexical;
    }

    private static String digits(String s) {
        return s.replaceAll("\\D+", " ").strip();
    }

    /** True when the element's label names the target (exact or one slip). */
    static boolean names(Element e, String target) {
        return Labels.same(e.label(), target) || ModelBrain.lexical(target, e) >= 0.8;
    }
}
