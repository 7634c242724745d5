package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Rect;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A literal target found as a word, or a few consecutive words of one line, inside prose: a link
 * in a paragraph is not a menu entry when OCR is all there is, but its words are on the
 * observation ({@link Observation#words()}), each addressable by id. Used only when no menu
 * element is named by the target itself, so a link the tree reports is still clicked as the link.
 */
final class ProseWords {

    /** Longer targets are sentences, not a word or a link's few words. */
    static final int MAX_WORDS = 4;

    private ProseWords() {
    }

    /**
     * @param line the line of text the grounder chose for the target, or null: its words come first
     * @param pool what the move may choose from: menu elements outside it (the goal's echo, tried
     *             without effect) also rule out the words inside them
     * @return the word to click (the one under the matched words' centre), or empty
     */
    static Optional<Grounder.Grounding> find(String goal, String target, Element line, List<Element> pool, Observation o) {
        if (target == null || o.words().isEmpty() || pool.stream().anyMatch(e -> Labels.same(e.label(), target))) {
            return Optional.empty();
        }
        String[] want = Labels.core(target).split(" ");
        if (want.length > MAX_WORDS || want[0].isEmpty()) {
            return Optional.empty();
        }
        List<String> goalWords = Arrays.asList(Labels.core(goal).split(" "));
        List<List<Element>> matches = new ArrayList<>();
        for (List<Element> words : lines(o.words())) {
            Element whole = new Element(0, String.join(" ", words.stream().map(Element::label).toList()), words.get(0).box(),
                    words.get(0).source(), 1);
            if (GoalEcho.echoes(goalWords, whole)) {
                continue; // the instruction shown on screen (a terminal, a task bar) is not the target
            }
            for (int from = 0; from + want.length <= words.size(); from++) {
                List<Element> run = words.subList(from, from + want.length);
                if (same(run, want) && run.stream().noneMatch(w -> ruledOut(w, pool, o))) {
                    matches.add(run);
                }
            }
        }
        if (matches.isEmpty()) {
            return Optional.empty();
        }
        List<Element> run = matches.stream().filter(m -> line != null && line.box().contains(m.get(0).center()))
                .findFirst().orElse(matches.get(0));
        Rect box = run.get(0).box();
        for (Element w : run) {
            box = box.union(w.box());
        }
        Rect span = box;
        Element word = run.stream().filter(w -> w.box().contains(span.center())).findFirst().orElse(run.get(run.size() / 2));
        String how = String.format("matched the word%s '%s' inside a line of text (ocr word #%d)%s", run.size() > 1 ? "s" : "",
                target, word.id(), matches.size() > 1 ? ", the first of " + matches.size() + " on screen" : "");
        return Optional.of(new Grounder.Grounding(word, 1.0 / matches.size(), how));
    }

    private static boolean same(List<Element> run, String[] want) {
        for (int i = 0; i < want.length; i++) {
            if (!Labels.core(run.get(i).label()).equals(want[i])) {
                return false;
            }
        }
        return true;
    }

    /** Inside a menu element the move may not choose (an echo of the goal, a target tried in vain). */
    private static boolean ruledOut(Element word, List<Element> pool, Observation o) {
        return o.elements().stream().anyMatch(e -> !pool.contains(e) && e.box().contains(word.center()));
    }

    /** The words cut into lines: the next word continues a line when it stands just right of the last one. */
    static List<List<Element>> lines(List<Element> words) {
        List<List<Element>> lines = new ArrayList<>();
        List<Element> line = new ArrayList<>();
        for (Element w : words) {
            if (!line.isEmpty() && !continues(line.get(line.size() - 1).box(), w.box())) {
                lines.add(line);
                line = new ArrayList<>();
            }
            line.add(w);
        }
        if (!line.isEmpty()) {
            lines.add(line);
        }
        return lines;
    }

    private static boolean continues(Rect last, Rect next) {
        int h = Math.max(last.height(), next.height());
        boolean sameLine = Math.abs(last.center().y() - next.center().y()) <= h / 2;
        int gap = next.x() - last.right();
        return sameLine && gap >= -2 && gap <= 2 * h;
    }
}
