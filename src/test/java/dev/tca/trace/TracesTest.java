package dev.tca.trace;

import dev.tca.Screens;
import dev.tca.act.DryRunExecutor;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.core.BadInputException;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.loop.AgentLoop;
import dev.tca.loop.Clock;
import dev.tca.loop.Verifier;
import dev.tca.session.Harness;
import dev.tca.loop.Episode;
import dev.tca.loop.LoopSettings;
import dev.tca.perception.Detector;
import dev.tca.policy.Policies;
import dev.tca.screen.ExampleDesktop;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TracesTest {

    /** A detector that returns a hand-made index, so this test is about the trace format, not OCR. */
    private static Episode episode(Observation o) {
        Detector fixed = new Detector() {
            public Observation detect(Frame frame) {
                return o;
            }

            public String describe() {
                return "hand-made";
            }
        };
        var session = Harness.session(new ExampleDesktop(), fixed, new Policies(List.of()), new DryRunExecutor(), Clock.SYSTEM);
        return new AgentLoop(session, new PlannerBrain(), Verifier.NONE, new LoopSettings(3, 0), Clock.SYSTEM, s -> { })
                .run("click 'Save'");
    }

    @Test
    void aTraceKeepsTheIndexAndDecisionButNoPixelsAndReadsBackTheSame(@TempDir Path dir) {
        Observation o = Screens.of("Saved drafts", "Save as...", "Save");
        Trace t = Traces.of(episode(o), "planner", "hand-made screen", "Save", List.of("dialog"));
        Path file = dir.resolve("t.json");
        Traces.write(t, file);
        Trace back = Traces.read(file);
        assertThat(back.goal()).isEqualTo("click 'Save'");
        assertThat(back.expected()).isEqualTo("Save");
        assertThat(back.tags()).containsExactly("dialog");
        assertThat(back.steps().get(0).observation().toObservation()).isEqualTo(o);
        assertThat(back.steps().get(0).decision().targetLabel()).isEqualTo("Save");
        assertThat(back.steps().get(0).execution().pixel()).containsExactly(310, 115);
        assertThat(Traces.toJson(back)).doesNotContain("image").doesNotContain("png");
    }

    @Test
    void aBrokenTraceIsOneLineNamingTheFileAndTheProblem(@TempDir Path dir) throws IOException {
        Path garbage = dir.resolve("garbage.json");
        Files.writeString(garbage, "{ not json");
        assertThatThrownBy(() -> Traces.read(garbage)).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("trace " + garbage + " is not a valid trace");
        Path other = dir.resolve("other.json");
        Files.writeString(other, "{\"format\": \"something-else\", \"version\": 1, \"goal\": \"g\"}");
        assertThatThrownBy(() -> Traces.read(other)).hasMessageContaining("is not a tca trace");
        Path future = dir.resolve("future.json");
        Files.writeString(future, "{\"format\": \"tca-trace\", \"version\": 99, \"goal\": \"g\"}");
        assertThatThrownBy(() -> Traces.read(future)).hasMessageContaining("has format version 99, this tca reads version 1");
        Path empty = dir.resolve("empty.json");
        Files.writeString(empty, "{\"format\": \"tca-trace\", \"version\": 1, \"goal\": \"g\", \"steps\": []}");
        assertThatThrownBy(() -> Traces.read(empty)).hasMessageContaining("has no recorded screen");
        Path badBox = dir.resolve("badbox.json");
        Files.writeString(badBox, "{\"format\":\"tca-trace\",\"version\":1,\"goal\":\"g\",\"steps\":[{\"index\":0,"
                + "\"observation\":{\"frameWidth\":10,\"frameHeight\":10,\"elements\":[{\"id\":1,\"label\":\"A\","
                + "\"box\":[1,2],\"source\":\"ocr\",\"confidence\":0.5}]}}]}");
        assertThatThrownBy(() -> Traces.read(badBox)).hasMessageContaining("has a malformed screen")
                .hasMessageContaining("box of 4 numbers");
        for (Path p : List.of(garbage, other, future, empty, badBox)) {
            assertThatThrownBy(() -> Traces.read(p)).satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
    }
}
