package dev.tca.trace;

import java.util.List;

/**
 * One brain's result on one trace.
 *
 * @param chosen    the label the brain aimed at, or a description of its action ("key ctrl+s"), or null
 * @param confidence the brain's confidence when it gave one
 */
public record Score(String trace, String brain, String goal, String expected, String chosen, Verdict verdict,
                    String detail, Double confidence, List<String> tags) {

    public Score {
        tags = List.copyOf(tags);
    }

    /** The on-the-spot line: score: correct  expected 'Save', chose 'Save'. */
    public String line() {
        return "score: " + verdict.wireName() + "  expected " + (expected == null ? "nothing" : "'" + expected + "'") + ", chose "
                + (chosen == null ? "nothing" : "'" + chosen + "'") + (detail.isEmpty() ? "" : " (" + detail + ")");
    }
}
