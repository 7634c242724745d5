package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Role;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which option of a list the goal's own words say, when the goal does not say it is choosing one:
 * "she's here to meet Facilities" says Facilities of Finance, Facilities, Field sales and IT. An
 * option is said when its whole label stands in the goal as words, not after a "no" or "not"; the
 * longest one said wins, and two different ones said alike are no choice.
 */
final class NamedOptions {

    /** Options that a sentence says without meaning them ("there's no car", "yes"). */
    private static final Set<String> BARE = Set.of("yes", "no", "none", "n/a", "ok");
    private static final Pattern NEGATION = Pattern.compile("(?i)(?:\\b(?:not|no|never|without|except|instead\\s+of|"
            + "rather\\s+than)|n't)\\b(?:\\s+\\S+){0,3}\\s*$");

    private NamedOptions() {
    }

    /** The one option the text says, if any. */
    static Optional<Element> pick(String goal, List<Element> options) {
        String text = goal + clock(goal);
        Element best = null;
        int bestWords = 0;
        boolean tie = false;
        for (Element e : options) {
            String label = e.label().strip();
            if (label.length() < 2 || BARE.contains(label.toLowerCase(Locale.ROOT)) || !says(text, label)) {
                continue;
            }
            int words = label.split("\\s+").length;
            if (words > bestWords) {
                best = e;
                bestWords = words;
                tie = false;
            } else if (words == bestWords && !dev.tca.core.Labels.same(best.label(), label)) {
                tie = true;
            }
        }
        return tie ? Optional.empty() : Optional.ofNullable(best);
    }

    /**
     * The times the text says, written as a time list writes them: "at 8 in the evening" is " 20:00", "9.30am" " 09:30"
     * (and " 9:30"), so a drop-down of times has the option the goal means.
     */
    static String clock(String text) {
        StringBuilder out = new StringBuilder();
        for (java.time.LocalTime t : dev.tca.brain.plan.ClockWords.in(text)) {
            out.append(String.format(Locale.ROOT, " %02d:%02d %d:%02d", t.getHour(), t.getMinute(), t.getHour(), t.getMinute()));
        }
        return out.toString();
    }

    /** The text says the label as whole words, not negated; a short all-capitals label (IT, CSV) only in capitals. */
    static boolean says(String text, String label) {
        boolean acronym = label.length() <= 4 && label.equals(label.toUpperCase(Locale.ROOT))
                && label.chars().anyMatch(Character::isLetter);
        Matcher m = Pattern.compile((acronym ? "" : "(?i)") + "(?<![\\w-])" + Pattern.quote(label) + "(?![\\w-])").matcher(text);
        while (m.find()) {
            if (!NEGATION.matcher(text.substring(0, m.start())).find()) {
                return true;
            }
        }
        return false;
    }

    /**
     * What a drop-down shows once opened: the items the tree lists, and read from pixels the lines in
     * its column within a screenful above or below it (a GTK pop-up lays the current option over it).
     */
    static List<Element> below(Element combo, List<Element> pool) {
        // (a table's cells behind a dialog are no options of its drop-down: only what lies in the list's column)
        return pool.stream().filter(e -> e.id() != combo.id() && !e.label().isBlank()
                && (OPTIONS.contains(e.role()) || e.role() == Role.TEXT || e.role() == Role.LABEL)
                && e.box().x() < combo.box().right() && e.box().right() > combo.box().x()
                && Math.abs(e.box().center().y() - combo.box().center().y()) < 400).toList();
    }

    /** The roles a dropped list's entries have in a tree. */
    static final Set<Role> OPTIONS = java.util.EnumSet.of(Role.LIST_ITEM, Role.MENU_ITEM, Role.TREE_ITEM);
}
