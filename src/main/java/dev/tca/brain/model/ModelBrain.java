package dev.tca.brain.model;

import dev.tca.brain.Brain;
import dev.tca.brain.GoalParser;
import dev.tca.brain.Intent;
import dev.tca.brain.IntentResolver;
import dev.tca.brain.LabelMatcher;
import dev.tca.brain.menu.DecisionMenu;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The tiny local model as a brain. The verb and any quoted text come from the goal parser the
 * planner uses; the model grounds the target: it scores every menu entry against the current
 * step's target, turns the scores into a probability distribution over the menu, and acts only
 * when the top entry is probable enough. An action that left the screen unchanged is not chosen
 * again in the next step.
 */
public final class ModelBrain implements Brain {

    private final SentenceEncoder encoder;
    private final ModelSpec spec;
    private final Calibration calibration;
    private final double minConfidence;

    public ModelBrain(SentenceEncoder encoder, ModelSpec spec, Calibration calibration, double minConfidence) {
        if (minConfidence < 0 || minConfidence > 1) {
            throw new IllegalArgumentException("min confidence must be in 0..1, got " + minConfidence);
        }
        this.encoder = encoder;
        this.spec = spec;
        this.calibration = calibration;
        this.minConfidence = minConfidence;
    }

    /** The sentence encoder behind this brain, for other readers of the goal (the planner's clause classifier). */
    public SentenceEncoder encoder() {
        return encoder;
    }

    /** The menu entry probabilities for one target, in menu order (entries the history rules out get 0). */
    public record Grounding(List<Element> entries, double[] probabilities) {

        public int best() {
            int best = 0;
            for (int i = 1; i < probabilities.length; i++) {
                if (probabilities[i] > probabilities[best]) {
                    best = i;
                }
            }
            return best;
        }

        public int runnerUp() {
            int best = best();
            int second = best == 0 ? 1 : 0;
            for (int i = 0; i < probabilities.length; i++) {
                if (i != best && probabilities[i] > probabilities[second]) {
                    second = i;
                }
            }
            return second;
        }
    }

    @Override
    public Decision decide(String goal, Observation observation, List<Attempt> history) {
        List<Intent> steps = GoalParser.parseGoal(goal);
        if (steps.isEmpty()) {
            return Decision.of(new Action.Fail("the goal names nothing to do"), "the goal names nothing to do");
        }
        // a step counts as done when it changed the screen; one that did not is tried again,
        // without the target that did nothing
        int done = (int) history.stream().filter(Attempt::screenChanged).count();
        if (done >= steps.size()) {
            String why = "all " + steps.size() + " step(s) of the goal were carried out";
            return Decision.of(new Action.Done(why), why);
        }
        Intent step = steps.get(done);
        if (step.target() == null || step.targetNumber() != null) {
            return IntentResolver.resolve(step, observation); // nothing to ground: a key, a wait, "#3"
        }
        List<Element> menu = observation.elements().subList(0,
                Math.min(DecisionMenu.DEFAULT_MAX_ENTRIES, observation.elements().size()));
        if (menu.isEmpty()) {
            return Decision.of(new Action.Fail("the menu is empty"), "the menu is empty");
        }
        Grounding g = ground(step.target(), menu, lastUnchanged(history));
        int best = g.best();
        double p = g.probabilities()[best];
        Element chosen = menu.get(best);
        String versus = menu.size() > 1 ? " vs '" + menu.get(g.runnerUp()).label() + "' "
                + String.format("%.2f", g.probabilities()[g.runnerUp()]) : "";
        if (p < minConfidence) {
            String why = String.format("low confidence %.2f: '%s'%s", p, chosen.label(), versus);
            return new Decision(new Action.Fail(why), why, p);
        }
        Action action = switch (step.verb()) {
            case DOUBLE_CLICK -> new Action.DoubleClick(chosen.id());
            case RIGHT_CLICK -> new Action.RightClick(chosen.id());
            case TYPE -> new Action.Type(step.text(), chosen.id());
            case SCROLL -> new Action.Scroll(step.direction(), step.amount(), chosen.id());
            default -> new Action.Click(chosen.id());
        };
        String reason = String.format("the model grounds '%s' on '%s' (p=%.2f%s)", step.target(), chosen.label(), p, versus);
        return new Decision(action, reason, p);
    }

    /** Scores every entry against the target and normalises them into probabilities. */
    public Grounding ground(String target, List<Element> menu, Optional<String> excluded) {
        Features f = features(target, menu);
        double[] logits = new double[menu.size()];
        for (int i = 0; i < menu.size(); i++) {
            boolean ruledOut = excluded.isPresent() && Labels.same(excluded.get(), menu.get(i).label());
            logits[i] = ruledOut ? Double.NEGATIVE_INFINITY : f.logit(i, calibration);
        }
        return new Grounding(menu, softmax(logits));
    }

    /**
     * What the calibration weighs, per menu entry: the model's cosine similarity to the target,
     * the lexical match (1 exact, 0.8 one slip, 0.3 partial, 0 none), whether it reads as text
     * rather than a control (a prompt or a sentence), and whether it agrees with the goal's negation.
     */
    public record Features(double[] cosine, double[] lexical, double[] prompt, double[] negation) {

        public double logit(int i, Calibration c) {
            return (cosine[i] + c.lexical() * lexical[i] - c.prompt() * prompt[i] + c.negation() * negation[i])
                    / c.temperature();
        }
    }

    public Features features(String target, List<Element> menu) {
        List<String> texts = new ArrayList<>();
        texts.add(spec.queryPrefix() + target);
        menu.forEach(e -> texts.add(spec.passagePrefix() + e.label()));
        float[][] v = encoder.encode(texts);
        double[] cos = new double[menu.size()];
        double[] lex = new double[menu.size()];
        double[] prompt = new double[menu.size()];
        double[] negation = new double[menu.size()];
        Negation.Polarity goal = Negation.of(target);
        for (int i = 0; i < menu.size(); i++) {
            cos[i] = SentenceEncoder.cosine(v[0], v[i + 1]);
            lex[i] = lexical(target, menu.get(i));
            prompt[i] = readsAsText(menu.get(i).label()) ? 1 : 0;
            negation[i] = Negation.agreement(goal, Negation.of(menu.get(i).label()));
        }
        return new Features(cos, lex, prompt, negation);
    }

    public static double[] softmax(double[] logits) {
        double max = Double.NEGATIVE_INFINITY;
        for (double l : logits) {
            max = Math.max(max, l);
        }
        double[] p = new double[logits.length];
        double sum = 0;
        for (int i = 0; i < p.length; i++) {
            p[i] = Double.isInfinite(logits[i]) ? 0 : Math.exp(logits[i] - max);
            sum += p[i];
        }
        for (int i = 0; i < p.length; i++) {
            p[i] = sum == 0 ? 0 : p[i] / sum;
        }
        return p;
    }

    /** 1 for the exact label, 0.8 for one OCR slip, 0.3 for a partial one, else 0. */
    public static double lexical(String target, Element e) {
        return LabelMatcher.best(target, List.of(e)).map(m -> switch (m.kind()) {
            case EXACT -> 1.0;
            case NEAR -> 0.8;
            case PARTIAL -> 0.3;
        }).orElse(0.0);
    }

    /**
     * A prompt ("Save changes?", "Name:") or a sentence ("An update is ready to install.") is text
     * to read, not a control to press, though it often shares the goal's words.
     */
    public static boolean readsAsText(String label) {
        String l = label.strip();
        if (l.endsWith("?") || l.endsWith(":")) {
            return true;
        }
        return l.endsWith(".") && !l.endsWith("..") && Labels.core(l).split(" ").length >= 4;
    }

    private static Optional<String> lastUnchanged(List<Attempt> history) {
        if (history.isEmpty()) {
            return Optional.empty();
        }
        Attempt last = history.get(history.size() - 1);
        return last.screenChanged() || last.targetLabel().isEmpty() ? Optional.empty() : Optional.of(last.targetLabel());
    }

    @Override
    public String describe() {
        return describe(spec, minConfidence);
    }

    /** What describe() will say, known before the model is loaded. */
    public static String describe(ModelSpec spec, double minConfidence) {
        return "model " + spec.name() + String.format(" (min confidence %.2f)", minConfidence);
    }
}
