package dev.tca.cli;

import dev.tca.brain.Brain;
import dev.tca.trace.Scorer;
import dev.tca.trace.StepScorer;
import dev.tca.trace.Trace;
import dev.tca.trace.Traces;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** tca replay TRACE --brain B: runs a brain over the recorded screens; nothing is captured or clicked. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Run a brain over a trace's recorded screens: nothing captured, nothing clicked.")
final class ReplayCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
    ModelOptions modelOptions;

    @Parameters(paramLabel = "TRACE", description = "A trace file written by --trace.")
    Path file;

    @Option(names = "--brain", defaultValue = "planner", description = "planner | model | first | oracle (default: ${DEFAULT-VALUE}).")
    String brain;

    @Override
    public Integer call() {
        Trace t = Traces.read(file);
        Brain b = Wiring.scoringBrain(brain, modelOptions).apply(t);
        PrintWriter out = spec.commandLine().getOut();
        out.println("replay: " + file + " | goal: " + t.goal() + " | recorded by: " + t.brain() + " | brain: " + b.describe());
        for (Scorer.Replayed r : Scorer.replay(t, b)) {
            if (r.decision() == null) {
                out.println("  step " + r.index() + " | no decision: " + r.error());
            } else {
                String label = r.decision().action().target().flatMap(r.observation()::element)
                        .map(e -> " '" + e.label() + "'").orElse("");
                out.println("  step " + r.index() + " | " + r.decision().action().describe() + label + " | "
                        + r.decision().reason());
            }
        }
        if (t.episode()) {
            return episode(t, b, out);
        }
        if (t.expected() == null && !t.negative()) {
            out.println("score: none (the trace has no expected label)");
            return ExitCodes.SUCCESS;
        }
        var score = Scorer.score(file.getFileName().toString(), t, brain, b, Scorer.replayPolicy());
        out.println(score.line());
        boolean right = score.verdict() == dev.tca.trace.Verdict.CORRECT || score.verdict() == dev.tca.trace.Verdict.ABSTAINED;
        return right ? ExitCodes.SUCCESS : ExitCodes.FAILURE;
    }

    /** A task episode: each labelled step judged; a failed episode's steps have no label to judge by. */
    private int episode(Trace t, Brain b, PrintWriter out) {
        if (!t.checker().passed()) {
            out.println("score: none (the checker of task " + t.checker().task() + " failed: " + t.checker().reason()
                    + "; its steps carry no label)");
            return ExitCodes.SUCCESS;
        }
        var scores = StepScorer.score(file.getFileName().toString(), t, brain, b, Scorer.replayPolicy());
        scores.forEach(s -> out.println(s.trace().substring(s.trace().lastIndexOf('#') + 1) + ": " + s.line()));
        long right = scores.stream().filter(s -> s.verdict() == dev.tca.trace.Verdict.CORRECT).count();
        out.println("steps: " + right + "/" + scores.size() + " right (task " + t.checker().task() + ", checker passed)");
        return right == scores.size() ? ExitCodes.SUCCESS : ExitCodes.FAILURE;
    }
}
