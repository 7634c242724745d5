package dev.tca.perception.ppocr;

import java.util.List;

/**
 * Greedy CTC decoding of the recogniser's output: the most probable class at each time step,
 * repeats collapsed, blanks (class 0) dropped. The confidence is the mean probability of the
 * characters kept. Pure: tested on hand-made outputs.
 */
public final class CtcDecoder {

    /**
     * @param words the words of the line with the time steps they span, so a line can be cut into
     *              words with boxes ("File Edit View" is three menus, not one)
     */
    public record Decoded(String text, double confidence, List<Word> words) {
    }

    /** One space-separated word and the first and last time step of its characters. */
    public record Word(String text, int firstStep, int lastStep) {
    }

    private final List<String> characters;

    public CtcDecoder(List<String> characters) {
        this.characters = List.copyOf(characters);
    }

    /** @param probs [time][class]; class i+1 is the i-th character, class 0 the blank */
    public Decoded decode(float[][] probs) {
        return decode(probs, Integer.MAX_VALUE);
    }

    /**
     * @param maxGapSteps a silence longer than this many time steps between two characters ends a
     *                    word even without a space: the recogniser often writes "FileEdit" for two
     *                    menus far apart
     */
    public Decoded decode(float[][] probs, int maxGapSteps) {
        StringBuilder sb = new StringBuilder();
        double confidence = 0;
        int kept = 0;
        int previous = -1;
        java.util.List<Word> words = new java.util.ArrayList<>();
        StringBuilder word = new StringBuilder();
        int first = -1;
        int last = -1;
        for (int t = 0; t < probs.length; t++) {
            float[] step = probs[t];
            int best = 0;
            for (int c = 1; c < step.length; c++) {
                if (step[c] > step[best]) {
                    best = c;
                }
            }
            if (best != 0 && best != previous && best - 1 < characters.size()) {
                String c = characters.get(best - 1);
                sb.append(c);
                confidence += step[best];
                kept++;
                if (c.isBlank()) {
                    if (word.length() > 0) {
                        words.add(new Word(word.toString(), first, last));
                        word.setLength(0);
                    }
                } else {
                    if (word.length() > 0 && t - last > maxGapSteps) {
                        words.add(new Word(word.toString(), first, last));
                        word.setLength(0);
                    }
                    if (word.length() == 0) {
                        first = t;
                    }
                    word.append(c);
                    last = t;
                }
            }
            previous = best;
        }
        if (word.length() > 0) {
            words.add(new Word(word.toString(), first, last));
        }
        return new Decoded(sb.toString(), kept == 0 ? 0 : confidence / kept, words);
    }
}
