package dev.tca.brain.model;

/**
 * How the model's similarities become probabilities: logit = (cosine + lexical * exactness -
 * prompt * looksLikeAPrompt + negation * negationAgreement) / temperature, then a softmax over the menu. The lexical term lets an
 * exact label win as surely as it does for the planner; the prompt term marks text that ends in
 * "?" or ":" (a question or a field's caption, rarely the thing to click).
 *
 * <p>Fitted on the committed traces suite by {@code tca calibrate traces/} (grid search for the
 * lowest negative log-likelihood of the expected element, lexical up to 2 and prompt up to 0.6:
 * beyond them the likelihood is flat); the numbers below are its output.
 */
public record Calibration(double temperature, double lexical, double prompt, double negation) {

    public static final Calibration MINILM = new Calibration(0.09, 2.0, 0.6, 0.1);

    public Calibration {
        if (!(temperature > 0)) {
            throw new IllegalArgumentException("temperature must be positive");
        }
    }
}
