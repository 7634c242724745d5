package dev.tca.brain.model;

import dev.tca.core.Labels;

import java.util.HashSet;
import java.util.Set;

/**
 * What a text says not to do. Embedding models are weak at negation: "don't save" sits right
 * next to "Save". So the words a negation governs are read here: "don't save", "do not save",
 * "never save" and "without saving" all negate "save", and the model brain compares the goal's
 * negated and plain words with each label's. Words are compared by a crude stem ("saving",
 * "saved" and "save" are one), enough for the short texts of a UI.
 */
final class Negation {

    private static final Set<String> NEGATORS = Set.of("not", "dont", "never", "without", "cannot", "cant", "doesnt",
            "isnt", "wont");
    /** Skipped between a negation and the word it governs: "don't [even] save", "without [any] saving". */
    private static final Set<String> FILLERS = Set.of("a", "an", "the", "to", "it", "this", "that", "them", "any",
            "my", "your", "me", "even", "be", "do", "does", "ever");
    /** Said with a negation word but not negating an action. */
    private static final Set<String> IDIOMS = Set.of("never mind", "not now", "not yet");

    record Polarity(Set<String> negated, Set<String> plain) {
    }

    private Negation() {
    }

    static Polarity of(String text) {
        String[] words = Labels.core(text).split(" ");
        Set<String> negated = new HashSet<>();
        Set<String> plain = new HashSet<>();
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            if (w.isEmpty() || FILLERS.contains(w)) {
                continue;
            }
            if (NEGATORS.contains(w) && !(i + 1 < words.length && IDIOMS.contains(w + " " + words[i + 1]))) {
                int j = i + 1;
                while (j < words.length && FILLERS.contains(words[j])) {
                    j++;
                }
                if (j < words.length && !NEGATORS.contains(words[j])) {
                    negated.add(stem(words[j]));
                    i = j;
                }
                continue;
            }
            plain.add(stem(w));
        }
        return new Polarity(Set.copyOf(negated), Set.copyOf(plain));
    }

    /**
     * +1 when the label negates what the goal negates ("don't save" and "Close without saving"),
     * -1 when one of them negates what the other names plainly ("don't save" and "Save"), else 0.
     */
    static double agreement(Polarity goal, Polarity label) {
        double score = 0;
        for (String s : goal.negated()) {
            if (label.negated().contains(s)) {
                score += 1;
            } else if (label.plain().contains(s)) {
                score -= 1;
            }
        }
        for (String s : goal.plain()) {
            if (label.negated().contains(s)) {
                score -= 1;
            }
        }
        return Math.max(-1, Math.min(1, score));
    }

    static String stem(String word) {
        String w = word;
        for (String suffix : new String[] {"ing", "ed", "es", "s"}) {
            if (w.length() > suffix.length() + 2 && w.endsWith(suffix)) {
                w = w.substring(0, w.length() - suffix.length());
                break;
            }
        }
        return w.length() > 3 && w.endsWith("e") ? w.substring(0, w.length() - 1) : w;
    }
}
