package dev.tca.brain.model;

import dev.tca.Models;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.trace.Score;
import dev.tca.trace.Scoreboard;
import dev.tca.trace.Scorer;
import dev.tca.trace.Trace;
import dev.tca.trace.Traces;
import dev.tca.trace.Verdict;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The model measured on the committed traces suite, against the planner. */
@Tag("engine")
class ModelQualityTest {

    private static Scoreboard board() throws IOException {
        List<Score> scores = new ArrayList<>();
        ModelBrain model = Models.brain(0.0);
        PlannerBrain planner = new PlannerBrain();
        try (Stream<Path> files = Files.list(Path.of("traces"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                Trace t = Traces.read(p);
                scores.add(Scorer.score(p.toString(), t, "model", model, Scorer.replayPolicy()));
                scores.add(Scorer.score(p.toString(), t, "planner", planner, Scorer.replayPolicy()));
            }
        }
        return new Scoreboard(List.of("model", "planner"), scores);
    }

    @Test
    void beatsThePlannerOnParaphrasesAndMatchesItOnLiteralGoals() throws IOException {
        Scoreboard b = board();
        assertThat(b.tally("model", "paraphrase").total()).isGreaterThanOrEqualTo(30);
        assertThat(b.tally("model", "paraphrase").accuracy()).isGreaterThan(b.tally("planner", "paraphrase").accuracy() + 0.3);
        assertThat(b.tally("model", "literal").accuracy()).isGreaterThanOrEqualTo(b.tally("planner", "literal").accuracy());
    }

    @Test
    void itsConfidentChoicesAreRight() throws IOException {
        Scoreboard b = board();
        List<Score> confident = b.scores().stream()
                .filter(s -> s.brain().equals("model") && s.confidence() != null && s.confidence() >= 0.8)
                .filter(s -> !s.tags().contains(dev.tca.trace.Trace.NEGATIVE)) // precision on positives; negatives: tca score
                .toList();
        long right = confident.stream().filter(s -> s.verdict() == Verdict.CORRECT).count();
        assertThat(confident).hasSizeGreaterThan(20);
        assertThat((double) right / confident.size()).as("precision at confidence >= 0.8").isGreaterThanOrEqualTo(0.9);
        assertThat(b.calibrationError("model")).as("expected calibration error").isLessThan(0.15);
    }
}
