package dev.tca.brain.task;

import dev.tca.brain.plan.GoalPlanner;
import dev.tca.core.Element;
import dev.tca.core.Observation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * "Do what the box at the top says", "follow the instructions on the page": the goal points at an
 * instruction the screen shows. That instruction (the longest text on the screen that reads as
 * one) becomes the goal that is planned.
 */
final class Instructions {

    private static final Pattern META = Pattern.compile("(?i)^(?:please\\s+)?(?:do|follow|complete|carry\\s+out|perform|"
            + "execute|obey)\\s+(?:what|whatever|the\\s+(?:instruction|task|step|direction|note)s?|the\\s+\\S+\\s+(?:instruction|task|note)s?|"
            + "\\p{L}+['’]s\\s+(?:\\S+\\s+)?(?:note|notes|message|instructions?|request|task|directions)|as)\\b.*");

    private Instructions() {
    }

    static boolean meta(String goal) {
        return META.matcher(goal.strip()).matches();
    }

    /** The instruction the screen shows, if one reads as such. */
    static Optional<String> onScreen(Observation o) {
        List<Element> text = o.elements().stream().filter(e -> !e.role().control() && !e.label().isBlank()).toList();
        // read from pixels, the page-wide read's words make the lines too: a piece of a line may have been read again
        // inside a control the widgets saw there ("Choose Te." where a bold word met a mark), its words were not
        return java.util.stream.Stream.of(text.stream().map(Element::label), lines(text).stream(), lines(o.words()).stream())
                .flatMap(s -> s).map(t -> LEAD.matcher(t.strip()).replaceFirst("")).filter(GoalPlanner::readsAsInstruction)
                .max(Comparator.comparingInt(String::length));
    }

    /** "TASK", "Your task:", "Instructions:": what a task box puts before the instruction itself. */
    private static final Pattern LEAD = Pattern.compile("(?i)^(?:your\\s+)?(?:task|instructions?|to\\s+do|goal|challenge)\\s*[:.\\-–—]?\\s+");

    /**
     * The lines the pieces of text make: a task box whose words in bold are pieces of their own ("Choose", "Teal", "as the
     * accent colour and", ...) reads as one sentence, left to right, when the pieces sit side by side on one row.
     */
    private static List<String> lines(List<Element> text) {
        List<Element> order = text.stream().sorted(Comparator.comparingInt((Element e) -> e.box().x())).toList();
        List<List<Element>> rows = new ArrayList<>();
        for (Element e : order) {
            List<Element> row = rows.stream().filter(r -> {
                Element last = r.get(r.size() - 1);
                return Answers.sameRow(last, e) && e.box().x() - last.box().right() <= 40 && e.box().x() >= last.box().x();
            }).findFirst().orElse(null);
            if (row == null) {
                rows.add(new ArrayList<>(List.of(e)));
            } else {
                row.add(e);
            }
        }
        List<String> out = new ArrayList<>();
        for (List<Element> r : rows) {
            String line = joined(r);
            if (r.size() > 1) {
                out.add(line);
            }
            // read from pixels, a two-line instruction is two lines: one that stops mid-sentence goes on in the line below it
            Element first = r.get(0);
            Element last = r.get(r.size() - 1);
            if (!line.strip().matches("(?s).*[.!?:]$")) {
                rows.stream().filter(b -> b != r && Math.abs(b.get(0).box().x() - first.box().x()) <= 12
                                && b.get(0).box().y() > first.box().y() && b.get(0).box().y() - last.box().bottom() <= first.box().height())
                        .findFirst().ifPresent(b -> out.add(line + " " + joined(b)));
            }
        }
        return out;
    }

    private static String joined(List<Element> row) {
        StringBuilder out = new StringBuilder();
        for (Element e : row) {
            String piece = e.label().strip();
            if (!out.isEmpty()) {
                // read from pixels, a sentence's full stop is lost where the line's read breaks ("... for a refund" |
                // "Type only that number"): a piece that opens with a command after a piece of words starts a sentence
                // (pieces of a line, not its single words: "then press" | "Submit" is one sentence)
                boolean stop = !out.toString().matches("(?s).*[.!?:;,]$") && NEW_SENTENCE.matcher(piece).lookingAt()
                        && e.source() != dev.tca.core.Source.AX && lastPieceWords(out) >= 3 && piece.split("\\s+").length >= 3;
                out.append(stop ? ". " : " ");
            }
            out.append(piece);
        }
        return out.toString().replaceAll("\\s+([.,;:!?])", "$1");
    }

    /** A capitalised command word: how an instruction's next sentence opens. */
    private static final Pattern NEW_SENTENCE = Pattern.compile("(?:Type|Enter|Click|Press|Select|Choose|Pick|Tick|Untick|Check|"
            + "Uncheck|Set|Fill|Write|Put|Open|Go|Submit|Save|Then|Find|Copy|Paste|Search|Add|Remove|Delete|Mark|Toggle|Turn|"
            + "Switch|Scroll|Sign|Log|Finally|Next|After|Use|Make|Leave|Keep)\\b");

    private static int lastPieceWords(StringBuilder text) {
        String[] sentences = text.toString().split("[.!?]\\s+");
        return sentences[sentences.length - 1].strip().split("\\s+").length;
    }
}
