package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Labels;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Drops screen text that repeats the goal: a task bar, a terminal or a chat that shows the
 * instruction would otherwise be the best "partial match" for every target in it.
 */
final class GoalEcho {

    private GoalEcho() {
    }

    /** @param targets what the plan looks for: an element that is one of them is never an echo */
    static List<Element> without(String goal, List<String> targets, List<Element> elements) {
        List<String> goalWords = Arrays.asList(Labels.core(goal).split(" "));
        return elements.stream()
                .filter(e -> targets.stream().anyMatch(t -> names(t, e.label())) || !echoes(goalWords, e))
                .toList();
    }

    /** A reference names the label: the same words, or all of them but an article ("The Lighthouse at Skerry Point"). */
    private static boolean names(String reference, String label) {
        if (Labels.same(reference, label)) {
            return true;
        }
        return Labels.containsWords(label, reference)
                && Labels.core(label).replaceFirst("^(?:the|a|an)\\s+", "").equals(Labels.core(reference).replaceFirst("^(?:the|a|an)\\s+", ""));
    }

    /**
     * An element echoes the goal when it is text (not a control the tree names) of three or more
     * words, most of which (70%) occur in the goal in the same order, and which covers most of the
     * goal (80% of its words) or is long (5 words or more): "Date and Time" in "click Date and
     * Time" is the target, "Click Date and Time to continue" on a task bar is the goal itself.
     */
    static boolean echoes(List<String> goalWords, Element e) {
        if (e.role().control() && e.role() != dev.tca.core.Role.TEXT) {
            return false;
        }
        return echoes(goalWords, e.label());
    }

    /** A line of the screen's text that is the goal itself (an instruction box read as text). */
    static boolean echoes(String goal, String line) {
        return echoes(Arrays.asList(Labels.core(goal).split(" ")), line);
    }

    private static boolean echoes(List<String> goalWords, String label) {
        String[] words = Labels.core(label).split(" ");
        if (words.length < 3) {
            return false;
        }
        int inOrder = 0;
        int from = 0;
        for (String w : words) {
            int at = indexFrom(goalWords, w, from);
            if (at >= 0) {
                inOrder++;
                from = at + 1;
            }
        }
        Set<String> distinct = new HashSet<>(Arrays.asList(words));
        boolean covers = inOrder >= 0.8 * goalWords.size() || words.length >= 5;
        return inOrder >= 0.7 * words.length && distinct.size() >= 2 && covers;
    }

    private static int indexFrom(List<String> list, String w, int from) {
        for (int i = from; i < list.size(); i++) {
            if (list.get(i).equals(w)) {
                return i;
            }
        }
        return -1;
    }
}
