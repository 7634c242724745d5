package dev.tca.perception;

/**
 * The named thresholds that turn raw OCR words into menu entries.
 *
 * @param minWordConfidence words below this (0..1) are noise and dropped
 * @param maxPhraseWords    a phrase longer than this is prose, not a control: kept as screen text only
 * @param minCoreLength     a phrase whose normalised core is shorter is one-letter junk
 * @param wordGap           words join into one phrase when the gap between them is at most this
 *                          many times the line height ("Close without saving" is one element)
 * @param upscaleBelow      frames whose text is likely small (height at most this) are read at 2x
 */
public record OcrSettings(double minWordConfidence, int maxPhraseWords, int minCoreLength, double wordGap,
                          int upscaleBelow) {

    public static final OcrSettings DEFAULTS = new OcrSettings(0.7, 7, 2, 1.0, 1600);

    public OcrSettings {
        if (minWordConfidence < 0 || minWordConfidence > 1) {
            throw new IllegalArgumentException("minWordConfidence must be in 0..1");
        }
        if (maxPhraseWords < 1 || minCoreLength < 1 || wordGap <= 0) {
            throw new IllegalArgumentException("maxPhraseWords, minCoreLength and wordGap must be positive");
        }
    }
}
