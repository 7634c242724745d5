package dev.tca.tasks;

import dev.tca.live.PrivateDisplay;
import dev.tca.trace.Scorer;
import dev.tca.trace.StepScorer;
import dev.tca.trace.Trace;
import dev.tca.trace.TraceStep;
import dev.tca.trace.Traces;
import dev.tca.trace.Verdict;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One real task (a zenity list: pick Cherry, press OK) run as the bench runs it, with its episode
 * recorded: the trace lands where its checker's verdict says, carries that verdict, reads, and the
 * task brain replayed over it (through the JAR, as `tca replay` and `tca score` run) makes the
 * recorded decisions again.
 */
@Tag("desktop")
class EpisodeTracesTest {

    @Test
    void aRecordedEpisodeCarriesItsCheckersVerdictAndReplaysStepByStep(@TempDir Path dir) throws Exception {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("DISPLAY", PrivateDisplay.require());
        Path jar = Path.of("target/tca.jar").toAbsolutePath();
        TaskSpec task = TaskLoader.bundled().stream().filter(t -> t.id().equals("zenity-list-fruit")).findFirst().orElseThrow();
        EpisodeTraces traces = new EpisodeTraces(dir.resolve("traces"));
        TaskResult result;
        try (TaskRunner runner = new TaskRunner(env, dir.resolve("runs"), false, traces)) {
            result = runner.run(task, new TcaAgent(jar, env).tracing());
        }
        Path file = dir.resolve("traces").resolve(result.passed() ? "" : "failed").resolve(task.id() + ".json");
        assertThat(traces.written()).containsExactly(file);
        Trace t = Traces.read(file);
        assertThat(t.checker().task()).isEqualTo(task.id());
        assertThat(t.checker().passed()).as("the checker's verdict, not tca's").isEqualTo(result.passed());
        assertThat(t.tags()).contains("gtk", "list", EpisodeTraces.TAG);
        assertThat(t.steps()).hasSizeGreaterThanOrEqualTo(2);
        // a slip on a loaded machine still records a valid failed trace; the replay is proved on a pass
        assertThat(result.passed()).as("the task passed: " + result.reason()).isTrue();
        List<TraceStep> labelled = t.steps().stream().filter(s -> Boolean.TRUE.equals(s.right())).toList();
        assertThat(labelled).hasSizeGreaterThanOrEqualTo(2);
        assertThat(StepScorer.score(file.getFileName().toString(), t, "oracle", Scorer.oracle().apply(t), Scorer.replayPolicy()))
                .hasSize(labelled.size()).extracting(s -> s.verdict()).containsOnly(Verdict.CORRECT);
        Run replay = tca(jar, "replay", file.toString(), "--brain", "task");
        assertThat(replay.output()).contains("steps: " + labelled.size() + "/" + labelled.size() + " right");
        assertThat(replay.exit()).isZero();
        Run score = tca(jar, "score", dir.resolve("traces").toString(), "--brain", "task", "--brain", "first");
        assertThat(score.output()).contains("task episodes: 1 passed episodes, " + labelled.size() + " labelled steps")
                .containsPattern("task +100\\.0% +" + labelled.size() + "/" + labelled.size() + " +0/1 +1/1")
                .containsPattern("first +\\d+\\.\\d% +\\d+/" + labelled.size() + " +\\d/1 +\\d/1");
    }

    private record Run(int exit, String output) {
    }

    private static Run tca(Path jar, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), out);
    }
}
