package dev.tca.trace;

import dev.tca.Screens;
import dev.tca.act.DryRunExecutor;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.core.Action;
import dev.tca.core.BadInputException;
import dev.tca.core.Decision;
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
        assertThatThrownBy(() -> Traces.read(future)).hasMessageContaining("has format version 99, this tca reads versions 1 and 2");
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

    @Test
    void aVersionOneTraceIsReadAsVersionTwoWithItsVerbAndArguments(@TempDir Path dir) throws IOException {
        Trace real = Traces.read(Path.of("traces/coloured-publish.json"));
        assertThat(real.version()).isEqualTo(Trace.VERSION);
        Path v1 = dir.resolve("v1.json");
        Files.writeString(v1, "{\"format\":\"tca-trace\",\"version\":1,\"goal\":\"g\",\"steps\":[{\"index\":0,"
                + "\"observation\":{\"frameWidth\":10,\"frameHeight\":10,\"elements\":[{\"id\":1,\"label\":\"A\","
                + "\"box\":[1,2,3,4],\"source\":\"ocr\",\"confidence\":0.5}]},\"decision\":{\"action\":\"scroll\","
                + "\"target\":1,\"targetLabel\":\"A\",\"direction\":\"down\",\"amount\":3,\"reason\":\"r\"}},"
                + "{\"index\":1,\"observation\":{\"frameWidth\":10,\"frameHeight\":10,\"elements\":[]},"
                + "\"decision\":{\"action\":\"type\",\"text\":\"\u2022\u2022\u2022\u2022\u2022\",\"reason\":\"r\"}}]}");
        Trace t = Traces.read(v1);
        assertThat(t.steps().get(0).decision().action()).isEqualTo(new Action.Scroll(Action.Direction.DOWN, 3, 1));
        assertThat(t.steps().get(0).decision().targetLabel()).isEqualTo("A");
        assertThat(t.steps().get(1).decision().action()).isEqualTo(new Action.Type(Action.Type.MASK, null, false, true));
    }

    @Test
    void aVersionTwoTraceWritesTheActionAsOneObjectAndNeverASecret(@TempDir Path dir) {
        Observation o = Screens.of("Password");
        TraceDecision d = TraceDecision.of(Decision.of(new Action.Type("hunter2", 1, true, true), "the goal gave it"), o);
        TraceStep step = new TraceStep(0, "hand-made", TraceObservation.of(o), d, null, null, null, java.util.Map.of());
        Trace t = new Trace(Trace.FORMAT, Trace.VERSION, "g", "none", "hand-made", null, List.of(), "dry run", "", List.of(step));
        String json = Traces.toJson(t);
        assertThat(json).doesNotContain("hunter2").contains("\"verb\" : \"type\"", "\"secret\" : true", "\"version\" : 2");
        Path file = dir.resolve("v2.json");
        Traces.write(t, file);
        assertThat(Traces.read(file).steps().get(0).decision()).isEqualTo(
                new TraceDecision(new Action.Type(Action.Type.MASK, 1, true, true), "Password", "the goal gave it", null));
    }
}
