package dev.tca.brain.model;

import java.util.List;

/**
 * Fits the calibration on labelled examples: a grid search for the temperature and the two
 * weights with the lowest negative log-likelihood of the right entry. Small grids, few examples:
 * this runs in well under a second.
 */
public final class Calibrator {

    /** One labelled grounding problem: the features of every menu entry and which entry is right. */
    public record Example(ModelBrain.Features features, int right) {
    }

    public record Fit(Calibration calibration, double nll) {
    }

    private Calibrator() {
    }

    public static Fit fit(List<Example> examples) {
        Fit best = null;
        for (double t = 0.01; t <= 0.30001; t += 0.005) {
            // bounded on purpose: past these weights the likelihood on the suite is flat (the exact
            // label and the prompts decide alone), so a wider grid only buys overconfidence
            for (double lex = 0; lex <= 2.0001; lex += 0.1) {
                for (double prompt = 0; prompt <= 0.60001; prompt += 0.05) {
                    for (double neg = 0; neg <= 0.60001; neg += 0.05) {
                        Calibration c = new Calibration(round(t), round(lex), round(prompt), round(neg));
                        double nll = nll(examples, c);
                        if (best == null || nll < best.nll()) {
                            best = new Fit(c, nll);
                        }
                    }
                }
            }
        }
        return best;
    }

    /** The share of examples whose most probable entry is the right one. */
    public static double accuracy(List<Example> examples, Calibration c) {
        long right = examples.stream().filter(e -> {
            double[] p = probabilities(e.features(), c);
            int best = 0;
            for (int i = 1; i < p.length; i++) {
                if (p[i] > p[best]) {
                    best = i;
                }
            }
            return best == e.right();
        }).count();
        return examples.isEmpty() ? 0 : (double) right / examples.size();
    }

    /** Mean negative log-likelihood of the right entries. */
    public static double nll(List<Example> examples, Calibration c) {
        double sum = 0;
        for (Example e : examples) {
            double[] p = probabilities(e.features(), c);
            sum -= Math.log(Math.max(p[e.right()], 1e-12));
        }
        return sum / Math.max(1, examples.size());
    }

    public static double[] probabilities(ModelBrain.Features f, Calibration c) {
        double[] logits = new double[f.cosine().length];
        for (int i = 0; i < logits.length; i++) {
            logits[i] = f.logit(i, c);
        }
        return ModelBrain.softmax(logits);
    }

    private static double round(double x) {
        return Math.round(x * 1000) / 1000.0;
    }
}
