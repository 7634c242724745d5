package dev.tca.brain.task;

import dev.tca.brain.plan.SortOrder;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.ReadingOrder;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Puts a list in the order the goal asks ("cheapest first"): the option that says that order when
 * it shows, else the box or button that holds the orders is opened (a "Sort by" select, a "Sort:
 * Recommended ▾" button), else the column header named by the order's key is clicked. An option is
 * matched by key and direction ({@link SortOrder#fit}), so "Lowest price" serves "price: low to high".
 */
final class Sorts {

    /** The words a sort control starts with, or the orders a page shows before anyone chose one. */
    private static final Pattern BOX = Pattern.compile("(?i)^\\s*(?:sort(?:ed)?(?:\\s+by)?|order\\s+by|arrange\\s+by)\\b.*"
            + "|^\\s*(?:recommended|featured|relevance|most relevant|best match|default|popular|newest|price.*)\\s*[▾▼⌄˅∨]?\\s*$");
    private static final Set<Role> OPTIONS = Set.of(Role.LIST_ITEM, Role.MENU_ITEM, Role.RADIO, Role.TAB, Role.BUTTON,
            Role.LINK);
    /** Read off the pixels of an open list, options are plain text. */
    private static final Set<Role> READ = Set.of(Role.TEXT, Role.LABEL);

    private Sorts() {
    }

    static Move choose(int index, SortOrder order, int stage, List<Element> pool) {
        List<Element> shown = pool.stream().filter(e -> !e.label().isBlank() && !e.has(State.OFFSCREEN)).toList();
        Optional<Element> box = box(shown);
        if (box.isPresent() && (box.get().value() != null && order.fit(box.get().value()) == 2 || order.fit(afterSort(box.get().label())) == 2)) {
            return Move.already(box.get().describe() + " already sorts by " + order.describe());
        }
        // before the box is opened only an option that says key and direction counts (a "Newest" badge on a card does not)
        int least = stage > 0 ? 1 : 2;
        Optional<Element> option = shown.stream()
                .filter(e -> box.isEmpty() || e.id() != box.get().id())
                .filter(e -> OPTIONS.contains(e.role()) || stage > 0 && READ.contains(e.role()))
                .filter(e -> order.fit(e.label()) >= least && e.label().length() <= 40)
                .max(Comparator.comparingInt((Element e) -> order.fit(e.label()))
                        .thenComparing(ReadingOrder.COMPARATOR.reversed()));
        if (option.isPresent()) {
            Element e = option.get();
            if (e.has(State.SELECTED) || e.has(State.CHECKED)) {
                return Move.already(e.describe() + " is already chosen");
            }
            return Move.act(new Decision(new Action.Click(e.id()), "'" + e.label() + "' sorts by " + order.describe(), null,
                    Effects.chosen(index, e)));
        }
        if (box.isPresent() && stage < 2) {
            return Move.stage(new Decision(new Action.Click(box.get().id()), "open " + box.get().describe()
                    + " to sort by " + order.describe(), null, Effects.changes(index, "opening " + Effects.name(box.get()))));
        }
        Optional<Element> header = shown.stream().filter(e -> e.role() != Role.TEXT_FIELD
                && Labels.core(e.label()).equalsIgnoreCase(order.key())).findFirst();
        if (header.isPresent() && stage == 0) {
            return Move.act(new Decision(new Action.Click(header.get().id()), "sort by clicking " + header.get().describe(),
                    null, Effects.changes(index, "sorting by " + order.key())));
        }
        return Move.fail("no way to sort by " + order.describe() + " on the screen (no sort box, option or '"
                + order.key() + "' header)");
    }

    /** The control that holds the orders: a combo box or button that says sort, or sits beside a "Sort by" label. */
    private static Optional<Element> box(List<Element> shown) {
        for (Element e : shown) {
            if ((e.role() == Role.COMBO || e.role() == Role.BUTTON) && BOX.matcher(e.label()).matches()
                    && (e.role() == Role.COMBO || e.label().toLowerCase(java.util.Locale.ROOT).startsWith("sort")
                    || e.label().toLowerCase(java.util.Locale.ROOT).startsWith("order by") || e.has(State.COLLAPSED))) {
                return Optional.of(e);
            }
        }
        for (Element label : shown) {
            if ((label.role() == Role.LABEL || label.role() == Role.TEXT) && label.label().matches("(?i)\\s*(?:sort|order)"
                    + "(?:ed)?(?:\\s+by)?\\s*:?\\s*")) {
                Optional<Element> beside = Grounder.besideLabel(label, Set.of(Role.COMBO, Role.BUTTON), shown);
                if (beside.isPresent()) {
                    return beside;
                }
            }
        }
        return Optional.empty();
    }

    /** "Sort: Price: low to high" says the order after its first colon. */
    private static String afterSort(String label) {
        int colon = label.indexOf(':');
        return colon < 0 ? "" : label.substring(colon + 1);
    }
}
