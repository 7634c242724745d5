package dev.tca.trace;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Every score of a run of `tca score`, and the tables made of them: per brain, per tag, confusions.
 * Positives (a target to hit) and negatives (nothing to hit) are counted apart: accuracy, tags,
 * confusions and calibration are over positives; negatives give the false-action rate. The steps of
 * task episodes (tag {@value StepScorer#STEP}) are in neither: they are judged given a recorded history,
 * a different question from a first decision, and are tallied on their own ({@link #steps}).
 */
public record Scoreboard(List<String> brains, List<Score> scores) {

    public Scoreboard {
        brains = List.copyOf(brains);
        scores = List.copyOf(scores);
    }

    public record Tally(int total, int correct, int incorrect, int noDecision, int refused) {
        public double accuracy() {
            return total == 0 ? 0 : (double) correct / total;
        }
    }

    /** On negatives: how many times a brain acted where it should have done nothing. */
    public record Negatives(int total, int falseActions) {
        public double falseActionRate() {
            return total == 0 ? 0 : (double) falseActions / total;
        }
    }

    public Tally tally(String brain) {
        return tally(positives().filter(s -> s.brain().equals(brain)).toList());
    }

    public Tally tally(String brain, String tag) {
        return tally(positives().filter(s -> s.brain().equals(brain) && s.tags().contains(tag)).toList());
    }

    public Tally overall() {
        return tally(positives().toList());
    }

    public Negatives negatives(String brain) {
        List<Score> mine = negativesOf(brain);
        return new Negatives(mine.size(), (int) mine.stream().filter(s -> s.verdict() == Verdict.FALSE_ACTION).count());
    }

    /** The negatives a brain acted on, in trace order. */
    public List<Score> falseActions(String brain) {
        return negativesOf(brain).stream().filter(s -> s.verdict() == Verdict.FALSE_ACTION).toList();
    }

    private List<Score> negativesOf(String brain) {
        return scores.stream().filter(s -> s.brain().equals(brain) && s.tags().contains(Trace.NEGATIVE)
                && !s.tags().contains(StepScorer.STEP)).toList();
    }

    private java.util.stream.Stream<Score> positives() {
        return scores.stream().filter(s -> !s.tags().contains(Trace.NEGATIVE) && !s.tags().contains(StepScorer.STEP));
    }

    /**
     * A brain on the task episodes' labelled steps: how many it got right, how often it acted where
     * stopping was right (a false action), and in how many episodes it got every step right.
     */
    public record Steps(int total, int correct, int stops, int falseActions, int episodes, int episodesAllRight) {
        public double accuracy() {
            return total == 0 ? 0 : (double) correct / total;
        }
    }

    public Steps steps(String brain) {
        List<Score> mine = scores.stream().filter(s -> s.brain().equals(brain) && s.tags().contains(StepScorer.STEP)).toList();
        Map<String, Boolean> episodes = new TreeMap<>();
        for (Score s : mine) {
            episodes.merge(s.trace().substring(0, s.trace().lastIndexOf('#')), s.verdict() == Verdict.CORRECT, Boolean::logicalAnd);
        }
        return new Steps(mine.size(), (int) mine.stream().filter(s -> s.verdict() == Verdict.CORRECT).count(),
                (int) mine.stream().filter(s -> s.tags().contains(StepScorer.STOP)).count(),
                (int) mine.stream().filter(s -> s.verdict() == Verdict.FALSE_ACTION).count(),
                episodes.size(), (int) episodes.values().stream().filter(b -> b).count());
    }

    private static Tally tally(List<Score> list) {
        int c = 0;
        int i = 0;
        int n = 0;
        int r = 0;
        for (Score s : list) {
            switch (s.verdict()) {
                case CORRECT -> c++;
                case INCORRECT -> i++;
                case NO_DECISION -> n++;
                case REFUSED -> r++;
                case ABSTAINED, FALSE_ACTION -> throw new IllegalStateException("a negative's score in a positives' tally");
            }
        }
        return new Tally(list.size(), c, i, n, r);
    }

    public TreeSet<String> tags() {
        TreeSet<String> tags = new TreeSet<>();
        positives().forEach(s -> tags.addAll(s.tags()));
        return tags;
    }

    /** (expected -> chosen) pairs a brain got wrong, with how often, most frequent first. */
    public Map<String, Integer> confusions(String brain) {
        Map<String, Integer> counts = new TreeMap<>();
        for (Score s : positives().toList()) {
            if (s.brain().equals(brain) && s.verdict() != Verdict.CORRECT) {
                String key = "'" + s.expected() + "' -> " + (s.chosen() == null ? "no decision" : "'" + s.chosen() + "'")
                        + (s.verdict() == Verdict.REFUSED ? " (refused)" : "");
                counts.merge(key, 1, Integer::sum);
            }
        }
        List<Map.Entry<String, Integer>> sorted = new ArrayList<>(counts.entrySet());
        sorted.sort(Map.Entry.<String, Integer>comparingByValue().reversed());
        Map<String, Integer> out = new LinkedHashMap<>();
        sorted.forEach(e -> out.put(e.getKey(), e.getValue()));
        return out;
    }

    /**
     * Expected calibration error of a brain's confidences over ten equal-width bins: how far, on
     * average, its stated confidence sits from how often it is right. Null when it gives none.
     */
    public Double calibrationError(String brain) {
        List<Score> mine = positives().filter(s -> s.brain().equals(brain) && s.confidence() != null).toList();
        if (mine.isEmpty()) {
            return null;
        }
        double ece = 0;
        for (int b = 0; b < 10; b++) {
            double lo = b / 10.0;
            double hi = (b + 1) / 10.0;
            final int bin = b;
            List<Score> in = mine.stream()
                    .filter(s -> s.confidence() >= lo && (s.confidence() < hi || (bin == 9 && s.confidence() <= 1)))
                    .toList();
            if (in.isEmpty()) {
                continue;
            }
            double conf = in.stream().mapToDouble(Score::confidence).average().orElse(0);
            double acc = in.stream().filter(s -> s.verdict() == Verdict.CORRECT).count() / (double) in.size();
            ece += in.size() / (double) mine.size() * Math.abs(conf - acc);
        }
        return ece;
    }
}
