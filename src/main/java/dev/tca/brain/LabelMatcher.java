package dev.tca.brain;

import dev.tca.core.Element;
import dev.tca.core.Labels;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Finds the element a target text names, on normalised cores so OCR noise and the way people
 * type do not break a match. An exact label beats a near one (one OCR slip), which beats a
 * partial one: "Save" picks Save over "Saved drafts" and "Save as...".
 */
public final class LabelMatcher {

    /** How a label matched, best first. */
    public enum Kind {
        EXACT, NEAR, PARTIAL;

        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public record Match(Element element, Kind kind, double score, int candidates) {
    }

    private LabelMatcher() {
    }

    public static Optional<Match> best(String target, List<Element> elements) {
        String want = Labels.core(target);
        if (want.isEmpty()) {
            return Optional.empty();
        }
        List<Match> matches = elements.stream()
                .map(e -> score(want, e))
                .flatMap(Optional::stream)
                .sorted(Comparator.comparing(Match::kind)
                        .thenComparing(Comparator.comparingDouble(Match::score).reversed())
                        .thenComparing(m -> -m.element().confidence()))
                .toList();
        if (matches.isEmpty()) {
            return Optional.empty();
        }
        Match top = matches.get(0);
        long rivals = matches.stream().filter(m -> m.kind() == top.kind() && m.score() == top.score()).count();
        return Optional.of(new Match(top.element(), top.kind(), top.score(), (int) rivals));
    }

    /** How {@code target} matches one element's label, if at all. */
    public static Optional<Match> match(String target, Element e) {
        String want = Labels.core(target);
        return want.isEmpty() ? Optional.empty() : score(want, e);
    }

    private static String digits(String s) {
        return s.replaceAll("\\D", "");
    }

    private static Optional<Match> score(String want, Element e) {
        String have = Labels.core(e.label());
        if (have.isEmpty()) {
            return Optional.empty();
        }
        if (Labels.same(have, want)) {
            return Optional.of(new Match(e, Kind.EXACT, 1.0, 1));
        }
        // the tree's names are the application's own text: a letter apart there is another thing ("Bruna Keller" is not
        // "Bruno Keller"), never a slip
        int slips = want.length() < 4 || e.source() == dev.tca.core.Source.AX || e.source() == dev.tca.core.Source.AX_OCR ? 0
                : Math.max(1, want.length() / 6);
        int distance = distance(want, have, slips);
        // a slip may be OCR's, but two different numbers are two different things: 08:00 is not 09:00, "Room 12" not "Room 13"
        if (distance <= slips && (digits(want).isEmpty() || digits(have).isEmpty() || digits(want).equals(digits(have)))) {
            return Optional.of(new Match(e, Kind.NEAR, 1 - (double) distance / Math.max(want.length(), have.length()), 1));
        }
        // a goal's target that starts with the label ("save document" for Save), or a label
        // that holds the target as whole words ("Save" in "Save as")
        String w = " " + want + " ";
        String h = " " + have + " ";
        // "showing read receipts" for the switch "Read receipts": what the doing is done to, the doing said by the switch
        boolean doing = want.matches("\\p{L}+ing .+") && w.endsWith(h) && have.contains(" ");
        if (h.contains(w) || w.startsWith(h) || inOrder(want, have) || doing) {
            double overlap = (double) Math.min(want.length(), have.length()) / Math.max(want.length(), have.length());
            return Optional.of(new Match(e, Kind.PARTIAL, overlap, 1));
        }
        return Optional.empty();
    }

    /** Every word of a target of two words or more, in its order, among the label's ("Mark PO-4418 as received"). */
    private static boolean inOrder(String want, String have) {
        String[] words = want.split(" ");
        if (words.length < 2) {
            return false;
        }
        String[] own = have.split(" ");
        int at = 0;
        for (String w : words) {
            while (at < own.length && !own[at].equals(w)) {
                at++;
            }
            if (at++ >= own.length) {
                return false;
            }
        }
        return true;
    }

    /**
     * Levenshtein distance, or {@code limit + 1} as soon as it must exceed {@code limit}: OCR slips
     * are a character or two, so there is no point measuring further.
     */
    static int distance(String a, String b, int limit) {
        if (Math.abs(a.length() - b.length()) > limit) {
            return limit + 1;
        }
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return Math.min(prev[b.length()], limit + 1);
    }
}
