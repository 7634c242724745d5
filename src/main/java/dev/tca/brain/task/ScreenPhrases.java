package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Observation;

import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names on the screen that hold a word the planner splits on: "Expand Returns and refunds and
 * click Start a return" is two steps, not three, because the screen shows a section called
 * "Returns and refunds". Such a name in the goal is quoted before the goal is planned, so the
 * splitter keeps it whole and the grounding takes it letter for letter.
 */
final class ScreenPhrases {

    private static final Pattern SPLITS = Pattern.compile("(?i)\\s(?:and|then|&)\\s|,\\s");
    private static final int MAX_WORDS = 7;
    /** A piece of a sentence, not a name: a task box's words between its bold ones ("as the accent colour and"). */
    private static final Pattern PIECE = Pattern.compile("(?i)^(?:and|then|or|as|to|of|with|by|for|in|on)\\s|\\s(?:and|then|or|as|to|of|"
            + "the|a|press|click|with|by|for|in|on)[,.]?$");

    private ScreenPhrases() {
    }

    static String protect(String goal, Observation o) {
        List<String> names = o.elements().stream().map(Element::label).map(String::strip)
                .filter(l -> SPLITS.matcher(l).find() && l.split("\\s+").length <= MAX_WORDS && !PIECE.matcher(l).find())
                .distinct().sorted(Comparator.comparingInt(String::length).reversed()).toList();
        String out = goal;
        for (String name : names) {
            Matcher m = Pattern.compile("(?i)(?<![\\w'\"])" + Pattern.quote(name) + "(?![\\w'\"])").matcher(out);
            if (m.find() && !insideQuotes(out, m.start())) {
                out = out.substring(0, m.start()) + "'" + out.substring(m.start(), m.end()) + "'" + out.substring(m.end());
            }
        }
        return out;
    }

    /** Whether an odd number of quote marks stands before the position. */
    private static boolean insideQuotes(String s, int at) {
        int n = 0;
        for (int i = 0; i < at; i++) {
            char c = s.charAt(i);
            if (c == '\'' && (i == 0 || !Character.isLetter(s.charAt(i - 1))) || c == '"') {
                n++;
            }
        }
        return n % 2 == 1;
    }
}
