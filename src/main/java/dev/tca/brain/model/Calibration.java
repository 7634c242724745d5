package dev.tca.brain.model;

/**
 * How the model's similarities become probabilities: logit = (cosine + lexical * exactness -
 * prompt * readsAsText + negation * negationAgreement) / temperature, then a softmax over the
 * menu. The lexical term lets an exact label win as surely as it does for the planner; the prompt
 * term marks text to read rather than press (a question, a field's caption, a sentence); the
 * negation term follows what the goal says not to do (see Negation).
 *
 * <p>Fitted on the committed traces suite by {@code tca calibrate traces/} (grid search for the
 * lowest negative log-likelihood of the expected element, lexical up to 2, prompt and negation
 * up to 0.6: beyond them the likelihood is flat); the numbers below are its output.
 */
public record Calibration(double temperature, double lexical, double prompt, double negation) {

    public static final Calibration MINILM = new Calibration(0.08, 2.0, 0.6, 0.6);

    public Calibration {
        if (!(temperature > 0)) {
            throw new IllegalArgumentException("temperature must be positive");
        }
    }
}
