package dev.tca.trace;

import dev.tca.brain.planner.FirstBrain;
import dev.tca.brain.planner.PlannerBrain;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The committed suite of traces recorded from real applications (scripts/record-traces.sh):
 * it is big and varied enough, every trace reads, and the brains keep their floors. The floors
 * are regression guards set just under the measured figures in the README.
 */
class TraceSuiteTest {

    private static List<Trace> suite() throws IOException {
        List<Trace> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("traces"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                out.add(Traces.read(p));
            }
        }
        return out;
    }

    private static double accuracy(List<Trace> all, java.util.function.Function<Trace, dev.tca.brain.Brain> brain) {
        List<Trace> traces = all.stream().filter(t -> !t.negative()).toList();
        long right = traces.stream()
                .filter(t -> Scorer.score("t", t, "b", brain.apply(t), Scorer.replayPolicy()).verdict() == Verdict.CORRECT)
                .count();
        return (double) right / traces.size();
    }

    @Test
    void theSuiteIsBigAndCoversTheCasesThatBreakGuiAgents() throws IOException {
        List<Trace> traces = suite();
        assertThat(traces).hasSizeGreaterThanOrEqualTo(60);
        Set<String> tags = new TreeSet<>();
        traces.forEach(t -> tags.addAll(t.tags()));
        assertThat(tags).contains("dialog", "menu", "list", "form", "similar", "dark", "coloured", "small", "overlap",
                "paraphrase", "literal");
        assertThat(traces).allMatch(t -> (t.expected() != null || t.negative()) && !t.steps().get(0).observation().elements().isEmpty());
    }

    @Test
    void thirtyNegativesAskForWhatIsNotThereAndTheOracleActsOnNone() throws IOException {
        List<Trace> negatives = suite().stream().filter(Trace::negative).toList();
        assertThat(negatives).hasSizeGreaterThanOrEqualTo(30);
        assertThat(negatives).allMatch(t -> t.expected() == null && (t.tags().contains("absent") || t.tags().contains("lookalike")));
        assertThat(negatives).noneMatch(t -> Scorer.score("t", t, "oracle", Scorer.oracle().apply(t), Scorer.replayPolicy())
                .verdict() == Verdict.FALSE_ACTION);
        assertThat(negatives).anyMatch(t -> Scorer.score("t", t, "first", new FirstBrain(), Scorer.replayPolicy())
                .verdict() == Verdict.FALSE_ACTION);
    }

    @Test
    void theTaskEpisodesArePassedMultiStepWebAndGtkGoalsTheOracleReplaysStepByStep() throws IOException {
        List<Trace> episodes = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("traces", "tasks"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                episodes.add(Traces.read(p));
            }
        }
        assertThat(episodes).hasSizeGreaterThanOrEqualTo(10);
        assertThat(episodes).allMatch(t -> t.episode() && t.checker().passed() && !t.checker().task().startsWith("ho"));
        assertThat(episodes).anyMatch(t -> t.tags().contains("web")).anyMatch(t -> t.tags().contains("gtk"));
        for (Trace t : episodes) {
            List<Score> steps = StepScorer.score(t.checker().task(), t, "oracle", Scorer.oracle().apply(t), Scorer.replayPolicy());
            assertThat(steps).as(t.checker().task() + ": labelled steps, a stop among them").hasSizeGreaterThanOrEqualTo(3)
                    .anyMatch(s -> s.tags().contains(StepScorer.STOP));
            assertThat(steps).as(t.checker().task()).allMatch(s -> s.verdict() == Verdict.CORRECT);
        }
    }

    @Test
    void theBrainsKeepTheirFloors() throws IOException {
        List<Trace> traces = suite();
        assertThat(accuracy(traces, Scorer.oracle())).as("oracle: what perception lets any brain reach").isGreaterThanOrEqualTo(0.95);
        List<Trace> literal = traces.stream().filter(t -> t.tags().contains("literal")).toList();
        assertThat(accuracy(literal, t -> new PlannerBrain())).as("planner on literal goals").isGreaterThanOrEqualTo(0.95);
        assertThat(accuracy(traces, t -> new FirstBrain())).as("first is the floor").isLessThan(0.15);
    }
}
