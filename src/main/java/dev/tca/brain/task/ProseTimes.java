package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.ReadingOrder;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "What time do I need to pick Maya up from school on the day of her trip?" asked of a letter: the time of the sentence
 * that says the doing the question asks about ("Please collect your child ... at that time"), not the one that shares its
 * nouns ("We arrive at the museum at about 09:45"). A sentence that points back ("at that time", "by then") says the
 * time of the sentence before it. A sentence model alone puts all of a letter's times about as near the question; the
 * doing is what tells them apart, and with no doing said, only a clear lead in meaning answers.
 */
final class ProseTimes {

    private static final Pattern ASKS = Pattern.compile("(?i)^\\s*(?:(?:and\\s+)?(?:what|which)\\s+time|(?:by\\s+)?when|how\\s+early|how\\s+late)\\b");
    private static final Pattern CLOCK = Pattern.compile("(?i)(?<![\\d:.£$€])(\\d{1,2}[:.]\\d{2})(?:\\s*([ap])\\.?m\\.?)?(?![\\d%])"
            + "|(?<![\\d:.£$€])(\\d{1,2})\\s*([ap])\\.?m\\.?(?![\\p{L}])|\\b(noon|midday|midnight)\\b");
    private static final Pattern BACK = Pattern.compile("(?i)\\b(?:(?:at|by|around|for|until|till)\\s+(?:that|this|the\\s+same)\\s+time|by\\s+then)\\b");
    /** Sentences this much nearer the question in meaning than any other answer without a doing to tell them apart. */
    private static final double LEAD = 0.08;
    /** A sentence of fewer words is a heading or a table's cell, not prose. */
    private static final int PROSE_WORDS = 5;
    /** A page's line (not a document's) of this many words is prose: a timetable's row says less. */
    private static final int PAGE_PROSE_WORDS = 8;
    /** A question's own words, said of any time. */
    private static final java.util.Set<String> ASKING = java.util.Set.of("what", "which", "when", "time", "does", "need", "needs",
            "should", "have", "must", "will", "would", "there", "they", "their", "today", "tomorrow");
    private static final Pattern RANKED = Pattern.compile("(?i)\\b(?:first|last|earliest|latest|next|soonest)\\b");

    /** The doings a question about a time may ask, each as the words a question and a letter say it with. */
    private enum Doing {
        COLLECT("\\bpick(?:ing|ed|s)?\\s+(?:\\p{L}+\\s+){0,3}up\\b|\\bpick-?up\\b|\\bcollect\\w*|\\bfetch\\w*|\\bget\\s+(?:\\p{L}+\\s+){0,2}from\\b"),
        DROP("\\bdrop(?:ping|ped|s)?\\s+(?:\\p{L}+\\s+){0,3}off\\b|\\bdrop-?off\\b|\\bbring\\w*|\\b(?:have|get)\\s+(?:\\p{L}+\\s+){0,3}(?:at|to)\\s+"
                + "(?:\\p{L}+\\s+){0,2}by\\b|\\bbe\\s+(?:at|in)\\s+(?:\\p{L}+\\s+){0,2}by\\b|\\bcheck[\\s-]?in\\b"),
        LEAVE("\\bleav(?:e|es|ing)\\b|\\bdepart\\w*|\\bset(?:s|ting)?\\s+off\\b"),
        ARRIVE("\\barriv\\w*|\\bget(?:s|ting)?\\s+(?:in|back|there)\\b|\\bbe\\s+back\\b|\\bback\\s+at\\b"),
        START("\\bstart\\w*|\\bbegin\\w*|\\bbegan\\b|\\bopen(?:s|ing)?\\b|\\bkick(?:s)?\\s+off\\b"),
        END("\\bfinish\\w*|\\bend(?:s|ing)?\\b|\\bclos(?:e|es|ing)\\b|\\bover\\b");

        private final Pattern words;

        Doing(String regex) {
            this.words = Pattern.compile("(?i)" + regex);
        }

        static List<Doing> in(String text) {
            List<Doing> out = new ArrayList<>();
            for (Doing d : values()) {
                if (d.words.matcher(text).find()) {
                    out.add(d);
                }
            }
            return out;
        }
    }

    /** A part of a sentence and the time it says (its own, or the one before it for a sentence that points back). */
    record Said(String sentence, String time) {
    }

    private ProseTimes() {
    }

    /** The answer to a question about a time from the prose on the screen, or empty when it asks none or none is clear. */
    static Optional<Move> read(String goal, List<Element> pool, Grounder grounder) {
        if (!ASKS.matcher(goal).find() || RANKED.matcher(goal).find()) {
            return Optional.empty(); // "the last train": a timetable's rows are ranked, not read as prose
        }
        Optional<Element> document = LineEdits.document(pool);
        List<Element> lines = document.map(List::of).orElseGet(() -> pool.stream().filter(e -> !e.role().control()
                && !e.has(State.OFFSCREEN) && e.label().strip().split("\\s+").length >= PAGE_PROSE_WORDS)
                .sorted(ReadingOrder.COMPARATOR).toList());
        String text = document.map(Element::value).orElseGet(() -> String.join("\n", lines.stream().map(Element::label).toList()));
        List<Said> said = said(text);
        if (said.size() < 2) {
            return Optional.empty();
        }
        List<Doing> asked = Doing.in(goal);
        List<Said> doing = asked.isEmpty() ? List.of() : said.stream().filter(s -> Doing.in(s.sentence()).containsAll(asked)).toList();
        List<Said> pick = doing.isEmpty() ? said : doing;
        // "When does the gala start?" beside "the doors open at 07:00": the part that also says what the question names
        java.util.Set<String> named = Alignment.content(goal);
        named.removeIf(w -> w.length() < 4 || ASKING.contains(w));
        int most = pick.stream().mapToInt(x -> Alignment.hits(named, x.sentence()).size()).max().orElse(0);
        List<Said> naming = pick.stream().filter(x -> Alignment.hits(named, x.sentence()).size() == most).toList();
        if (most > 0 && naming.stream().map(Said::time).distinct().count() == 1) {
            return Optional.of(answer(naming.get(0), lines));
        }
        if (pick.stream().map(Said::time).distinct().count() == 1) {
            return Optional.of(answer(pick.get(0), lines));
        }
        Optional<double[]> sim = grounder.similarity(goal, pick.stream().map(s -> new Element(0, s.sentence(),
                new dev.tca.core.Rect(0, 0, 1, 1), dev.tca.core.Source.AX, 1.0)).toList());
        if (sim.isEmpty()) {
            return Optional.empty();
        }
        double[] c = sim.get();
        int best = 0;
        for (int i = 1; i < c.length; i++) {
            best = c[i] > c[best] ? i : best;
        }
        double second = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < c.length; i++) {
            if (i != best && !pick.get(i).time().equals(pick.get(best).time())) {
                second = Math.max(second, c[i]);
            }
        }
        return c[best] - second >= LEAD ? Optional.of(answer(pick.get(best), lines)) : Optional.empty();
    }

    private static Move answer(Said s, List<Element> lines) {
        Element from = lines.stream().filter(e -> (e.value().isEmpty() ? e.label() : e.value()).contains(s.time())).findFirst()
                .orElse(lines.isEmpty() ? null : lines.get(0));
        return Answers.answer(s.time(), from, "the time in '" + s.sentence().strip() + "'");
    }

    /** The parts of the prose that say a time: each sentence's clauses, paragraphs' wrapped lines joined. */
    static List<Said> said(String text) {
        List<Said> out = new ArrayList<>();
        for (String paragraph : text.split("\\n\\s*\\n")) {
            String joined = paragraph.replaceAll("\\s*\\n\\s*", " ").strip();
            String last = null;
            for (String sentence : joined.split("(?<=[.!?])\\s+(?=[\\p{Lu}\\d\"'“])")) {
                if (sentence.strip().split("\\s+").length < PROSE_WORDS) {
                    last = lastTime(sentence, last);
                    continue;
                }
                boolean any = false;
                // "School normally finishes at 15:15, but on the day ...": each clause says its own time
                for (String clause : sentence.split("(?i),?\\s+but\\s+|,\\s+(?:and|while|then)\\s+|;\\s*")) {
                    Matcher m = CLOCK.matcher(clause);
                    if (m.find()) {
                        out.add(new Said(clause, time(m)));
                        any = true;
                    }
                }
                if (!any && last != null && BACK.matcher(sentence).find()) {
                    out.add(new Said(sentence, last));
                }
                last = lastTime(sentence, last);
            }
        }
        return out;
    }

    private static String lastTime(String sentence, String before) {
        Matcher m = CLOCK.matcher(sentence);
        String last = before;
        while (m.find()) {
            last = time(m);
        }
        return last;
    }

    private static String time(Matcher m) {
        if (m.group(1) != null) {
            return m.group(1) + (m.group(2) == null ? "" : " " + m.group(2).toLowerCase(Locale.ROOT) + "m");
        }
        if (m.group(3) != null) {
            return m.group(3) + " " + m.group(4).toLowerCase(Locale.ROOT) + "m";
        }
        return m.group(5).toLowerCase(Locale.ROOT);
    }
}
