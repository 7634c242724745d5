package dev.tca.brain.plan;

import dev.tca.brain.model.SentenceEncoder;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Picks the kind of a clause by meaning: the clause's sentence vector against a few prototype
 * sentences per kind; a kind scores its best prototype. The confidence is a softmax over the
 * kinds' scores, so two close kinds give a low one.
 */
public final class EmbeddingClassifier implements ActionClassifier {

    /** Softmax temperature over cosines: MiniLM's cosines between unrelated commands sit 0.1-0.3 apart. */
    private static final double TEMPERATURE = 0.05;

    private static final Map<Kind, List<String>> PROTOTYPES = prototypes();

    private final SentenceEncoder encoder;
    private final List<Kind> kinds = new ArrayList<>();
    private final float[][] vectors;

    public EmbeddingClassifier(SentenceEncoder encoder) {
        this.encoder = encoder;
        List<String> texts = new ArrayList<>();
        PROTOTYPES.forEach((kind, sentences) -> sentences.forEach(s -> {
            kinds.add(kind);
            texts.add(s);
        }));
        this.vectors = encoder.encode(texts);
    }

    @Override
    public Guess classify(String clause) {
        float[] v = encoder.encode(List.of(clause.strip().toLowerCase(java.util.Locale.ROOT)))[0];
        Map<Kind, Double> best = new LinkedHashMap<>();
        for (int i = 0; i < vectors.length; i++) {
            best.merge(kinds.get(i), SentenceEncoder.cosine(v, vectors[i]), Math::max);
        }
        Kind top = null;
        double sum = 0;
        double topScore = Double.NEGATIVE_INFINITY;
        for (Map.Entry<Kind, Double> e : best.entrySet()) {
            sum += Math.exp((e.getValue() - 1) / TEMPERATURE);
            if (e.getValue() > topScore) {
                topScore = e.getValue();
                top = e.getKey();
            }
        }
        double p = Math.exp((topScore - 1) / TEMPERATURE) / sum;
        return new Guess(top, Math.min(1, p), String.format(java.util.Locale.ROOT,
                "closest to the %s examples (cosine %.2f)", top.name().toLowerCase(java.util.Locale.ROOT), topScore));
    }

    private static Map<Kind, List<String>> prototypes() {
        Map<Kind, List<String>> p = new LinkedHashMap<>();
        p.put(Kind.CLICK, List.of("click the button", "press the publish button", "open the link", "post it",
                "send the message", "like the photo", "reply to the comment"));
        p.put(Kind.TICK, List.of("tick the checkbox", "enable the setting", "turn the feature on", "activate the option",
                "mark the box as checked", "opt in"));
        p.put(Kind.UNTICK, List.of("untick the checkbox", "disable the setting", "turn the feature off",
                "remove the check mark", "opt out"));
        p.put(Kind.TYPE, List.of("type text into the field", "write a word in the box", "put a name in the input",
                "fill the field with text"));
        p.put(Kind.CHOOSE, List.of("choose an item from the list", "select an option in the dropdown",
                "pick a value from the choices"));
        p.put(Kind.SWITCH_TAB, List.of("go to the tab", "switch to another tab"));
        p.put(Kind.EXPAND, List.of("expand the section", "show more details", "open up the tree node"));
        p.put(Kind.COLLAPSE, List.of("collapse the section", "hide the details", "fold the tree node"));
        p.put(Kind.SET_VALUE, List.of("set the slider to a number", "change the value to 10"));
        p.put(Kind.SCROLL, List.of("scroll down the page", "move further down the page", "go down a bit"));
        p.put(Kind.SAVE, List.of("save the document", "store the changes to disk", "keep my changes"));
        p.put(Kind.CONFIRM, List.of("confirm the dialog", "click ok", "accept", "submit the form", "proceed",
                "go ahead"));
        p.put(Kind.CANCEL, List.of("cancel the dialog", "dismiss the message", "never mind", "back out"));
        p.put(Kind.CLOSE, List.of("close the window", "quit the application", "exit the program"));
        p.put(Kind.KEY, List.of("press a keyboard shortcut", "hit the enter key"));
        p.put(Kind.WAIT, List.of("wait a moment", "hold on for a second", "pause briefly"));
        p.put(Kind.ANSWER, List.of("what is the value", "tell me the number", "how many items are there",
                "read the label"));
        p.put(Kind.SEARCH, List.of("search for something", "look up a word", "find information about a topic"));
        p.put(Kind.HOVER, List.of("hover the mouse over the icon", "point at the element"));
        p.put(Kind.CLEAR, List.of("clear the text field", "delete the contents of the box", "erase the input"));
        return p;
    }
}
