package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns the words any OCR engine read into an Observation: merges them into phrases, keeps the
 * ones that look like controls as numbered elements (in screen pixels), keeps every phrase,
 * prose included, as screen text for the verifiers, and every word of those phrases with its own
 * box, so a word inside prose can still be addressed.
 */
public final class OcrIndexer {

    private final OcrSettings settings;
    private final PhraseMerger merger;

    public OcrIndexer(OcrSettings settings) {
        this.settings = settings;
        this.merger = new PhraseMerger(settings.wordGap());
    }

    /**
     * @param gaps how to measure the space between words; {@link InkGaps} on the frame when there
     *             is one, so a box the engine cut short does not split a phrase
     */
    public Observation index(List<OcrWord> words, PhraseMerger.Gap gaps, int frameWidth, int frameHeight,
                             ScreenMapping mapping, String detector) {
        List<OcrWord> confident = words.stream()
                .filter(w -> w.confidence() >= settings.minWordConfidence())
                .map(OcrIndexer::trimBorders)
                .filter(w -> !w.text().isBlank())
                .toList();
        List<Element> elements = new ArrayList<>();
        List<String> text = new ArrayList<>();
        List<OcrWord> read = new ArrayList<>();
        for (Phrase merged : merger.merge(confident, gaps)) {
            Phrase p = trimSymbols(merged);
            if (p == null) {
                continue;
            }
            String label = p.text().strip();
            String core = Labels.core(label);
            if (core.length() < settings.minCoreLength()) {
                continue; // one-letter junk: a stray border read as "l" or "|"
            }
            text.add(label);
            read.addAll(p.words());
            if (p.wordCount() > settings.maxPhraseWords()) {
                continue; // prose: readable for verifiers, not a thing to click
            }
            elements.add(new Element(elements.size() + 1, label, mapping.toScreen(p.box()), Source.OCR,
                    Math.min(1, Math.max(0, p.confidence()))));
        }
        List<Element> addressable = new ArrayList<>();
        for (OcrWord w : read) {
            addressable.add(new Element(elements.size() + addressable.size() + 1, w.text(), mapping.toScreen(w.box()), Source.OCR,
                    Math.min(1, Math.max(0, w.confidence()))));
        }
        return new Observation(elements, text, frameWidth, frameHeight, mapping, detector, "", List.of(), "", addressable);
    }

    /** An icon read as "&" or "@" at either end of a phrase is not part of its label; null when nothing is left. */
    private static Phrase trimSymbols(Phrase p) {
        List<OcrWord> words = p.words();
        int from = 0;
        int to = words.size();
        while (from < to && Labels.core(words.get(from).text()).isEmpty()) {
            from++;
        }
        while (to > from && Labels.core(words.get(to - 1).text()).isEmpty()) {
            to--;
        }
        if (from == to) {
            return null;
        }
        return from == 0 && to == words.size() ? p : Phrase.of(words.subList(from, to));
    }

    /** A button's border read as "|", "[" or "{" beside a word is not part of the word. */
    private static OcrWord trimBorders(OcrWord w) {
        String t = w.text().replaceAll("^[|\\[{]+", "").replaceAll("[|\\]}]+$", "");
        return t.equals(w.text()) ? w : new OcrWord(t, w.box(), w.confidence());
    }
}
