package dev.tca.perception;

import dev.tca.core.Rect;

import java.util.List;

/** Words a person would click as one thing, such as "Close without saving". */
public record Phrase(List<OcrWord> words, Rect box, String text, double confidence) {

    public Phrase {
        words = List.copyOf(words);
    }

    static Phrase of(List<OcrWord> words) {
        Rect box = words.get(0).box();
        StringBuilder text = new StringBuilder();
        double conf = 0;
        for (OcrWord w : words) {
            box = box.union(w.box());
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(w.text());
            conf += w.confidence();
        }
        return new Phrase(words, box, text.toString(), conf / words.size());
    }

    public int wordCount() {
        return words.size();
    }
}
