package dev.tca.brain.task;

import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * "How much do I still have to pay in customs for the tea from Japan?": the parcel's row says Japan and tea but no
 * amount, and it folds its details away (collapsed, or a ▾ at its end). A money question opens that row once, then
 * reads the money line in the details that says most of the question.
 */
final class FoldedDetails {

    /** A disclosure mark standing on its own beside a row. */
    private static final Pattern DISCLOSURE = Pattern.compile("\\s*[▾▸▶▼›⌄⌃+]\\s*");
    /** A word written with a capital inside the sentence: a name ("Japan"). */
    private static final Pattern NAME = Pattern.compile("(?<=\\s)\\p{Lu}[\\p{L}'-]+");

    private static final Pattern ROW_MENU = Pattern.compile("(?i)^\\s*(?:(?:more\\s+)?(?:options|actions)|more|menu)\\b|^\\s*[⋮⋯…]\\s*$");

    private final String goal;
    private final Grounder grounder;
    /** The row whose details were opened, or null before. */
    private Element opened;

    FoldedDetails(String goal, Grounder grounder) {
        this.goal = goal;
        this.grounder = grounder;
    }

    /**
     * The folded row that says most of the question's words and holds no amount of its own, opened once; a tie goes to
     * the row with the goal's capitalised name (Matcha Mori From Japan over Hana Tea House (UK)), else to the nearer in
     * meaning.
     */
    Optional<Move> open(int index, List<Element> pool) {
        if (opened != null || !Answers.asksMoney(goal)) {
            return Optional.empty();
        }
        Set<String> words = Alignment.content(goal);
        Set<String> names = new java.util.HashSet<>();
        java.util.regex.Matcher cap = NAME.matcher(goal);
        while (cap.find()) {
            names.addAll(Alignment.content(cap.group()));
        }
        List<Element> rows = pool.stream().filter(e -> folded(e, pool) && Answers.money(e.label()).isEmpty()).toList();
        Comparator<Element> rank = Comparator.comparingInt((Element e) -> Alignment.hits(words, e.label()).size())
                .thenComparingInt(e -> Alignment.hits(names, e.label()).size());
        Optional<Element> top = rows.stream().max(rank);
        if (top.isEmpty() || Alignment.hits(words, top.get().label()).size() < 2) {
            return Optional.empty();
        }
        List<Element> best = rows.stream().filter(e -> rank.compare(e, top.get()) == 0).toList();
        Optional<Element> meant = best.size() == 1 ? Optional.of(best.get(0)) : grounder.nearestInMeaning(goal, best);
        meant.ifPresent(row -> opened = row);
        return meant.map(row -> Move.stage(new Decision(new Action.Click(row.id()), "open " + Effects.name(row)
                + ": its details hold the amount", null, Effects.changes(index, "opening " + Effects.name(row)))));
    }

    /** The amount in the opened row's details: the line with money between it and the next row that says most of the question. */
    Optional<Move> amount(List<Element> pool) {
        Element row = opened == null ? null : pool.stream().filter(e -> e.label().equals(opened.label())).findFirst().orElse(null);
        if (row == null) {
            return Optional.empty();
        }
        int end = pool.stream().filter(e -> e.role() == row.role() && e.box().y() > row.box().bottom()
                && Math.abs(e.box().x() - row.box().x()) <= 20).mapToInt(e -> e.box().y()).min().orElse(Integer.MAX_VALUE);
        Set<String> words = Alignment.content(goal);
        return pool.stream().filter(e -> e.box().y() >= row.box().bottom() - 2 && e.box().y() < end && Answers.money(e.label()).isPresent())
                .max(Comparator.comparingInt((Element e) -> Alignment.hits(words, e.label()).size()).thenComparingInt(e -> -e.box().y()))
                .map(e -> Answers.answer(Answers.money(e.label()).orElseThrow(), e, "the amount in the details of '" + row.label()
                        + "': '" + e.label() + "'"));
    }

    /** A row that folds its details: collapsed, ending in a disclosure arrow, or with one standing at its end. */
    private static boolean folded(Element e, List<Element> pool) {
        // (a row's menu, "Options for Holiday pot" or ⋮, holds what one does to it, not its details)
        return (e.role() == Role.BUTTON || e.role() == Role.LIST_ITEM || e.role() == Role.TREE_ITEM) && !e.has(State.OFFSCREEN)
                && !ROW_MENU.matcher(e.label()).find()
                && !e.has(State.EXPANDED) && (e.has(State.COLLAPSED) || Roles.arrowed(e) || e.label().strip().matches(".*[▸▶›]$")
                || pool.stream().anyMatch(x -> x != e && Answers.sameRow(x, e) && DISCLOSURE.matcher(x.label()).matches()
                && x.box().x() >= e.box().right() - 40));
    }
}
