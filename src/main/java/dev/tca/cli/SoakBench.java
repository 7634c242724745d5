package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.core.NoScreenException;
import dev.tca.loop.AgentLoop;
import dev.tca.loop.Clock;
import dev.tca.loop.Episode;
import dev.tca.loop.LoopSettings;
import dev.tca.loop.Result;
import dev.tca.loop.Verifier;
import dev.tca.platform.Platforms;
import dev.tca.session.Config;
import dev.tca.session.Harness;
import dev.tca.tasks.BenchDisplay;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/**
 * tca bench soak: many episodes in one JVM against a real zenity dialog, each with a harness of its
 * own as a command-line run would build, so a leak in opening or closing the screen, the OCR engine
 * or the input connection shows up as growth. The figures and the leak rule are in {@link SoakFigures}.
 */
@Command(name = "soak", mixinStandardHelpOptions = true,
        description = "Run N episodes in a row in this JVM against a zenity question relaunched each time, on a private "
                + "Xvfb (DISPLAY); print heap after GC at warm-up and at the end, threads, open files, child processes "
                + "left, episodes/min and the median step. Exit 1 on a leak (heap +10%% after warm-up, or threads, "
                + "files or processes left over).")
final class SoakBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--episodes", defaultValue = "300", paramLabel = "N", description = "How many episodes (default: ${DEFAULT-VALUE}).")
    int episodes;

    @Option(names = "--warm-up", defaultValue = "20", paramLabel = "N",
            description = "Episodes before the baseline is taken (default: ${DEFAULT-VALUE}).")
    int warmUp;

    @Option(names = "--brain", defaultValue = "planner", paramLabel = "NAME", description = "The brain (default: ${DEFAULT-VALUE}).")
    String brain;

    @Mixin
    DetectorOptions detectorOptions;

    @Mixin
    SafetyOptions safety;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (warmUp < 1 || episodes <= warmUp) {
            throw new BadInputException("--episodes (" + episodes + ") must be more than --warm-up (" + warmUp + "), which must be at least 1");
        }
        String display = System.getenv("DISPLAY");
        if (display == null || display.isBlank()) {
            throw new NoScreenException("bench soak needs a private Xvfb as DISPLAY");
        }
        // the harness captures and clicks on this JVM's DISPLAY, so that is the display that must be a private Xvfb
        BenchDisplay.choose(display.replaceAll("\\.\\d+$", ""), System.getenv());
        Config config = new Config(new Config.ScreenSpec(null, true, -1, 1.0, false), detectorOptions.spec(),
                new Config.BrainSpec(brain, null, null, 0.4), safety.spec(4), null, System.getenv());
        config.validate();
        PrintWriter out = spec.commandLine().getOut();
        out.println("soak: " + episodes + " episodes on " + display + ", brain " + brain + ", "
                + (config.safety().realInput() ? "REAL INPUT on the private display" : "dry run") + ", warm-up " + warmUp);
        out.flush();
        SoakFigures figures = new SoakFigures(SoakFigures.Usage.now());
        Map<Result, Integer> results = new java.util.EnumMap<>(Result.class);
        long started = System.nanoTime();
        for (int i = 1; i <= episodes; i++) {
            Episode e = episode(config, i);
            results.merge(e.result(), 1, Integer::sum);
            e.steps().forEach(s -> figures.step(s.timings().totalMs()));
            if (i == warmUp) {
                figures.warm(SoakFigures.Usage.now());
            }
            if (i % 25 == 0) {
                spec.commandLine().getErr().println("soak: " + i + "/" + episodes + " " + results);
            }
        }
        long millis = (System.nanoTime() - started) / 1_000_000;
        figures.end(SoakFigures.Usage.now(), childrenLeft());
        figures.print(out, episodes, millis, results);
        return figures.leaks().isEmpty() ? ExitCodes.SUCCESS : ExitCodes.FAILURE;
    }

    /** One question, one run of the loop, the dialog ended whatever happened to it. */
    private Episode episode(Config config, int n) throws IOException, InterruptedException {
        String text = "Soak " + n + ": carry on?";
        Process zenity = new ProcessBuilder("zenity", "--question", "--title", "Soak", "--text", text)
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try (Harness harness = Harness.build(config, Platforms::current)) {
            awaitWindow(harness, zenity);
            List<Verifier> verify = new ArrayList<>();
            if (config.safety().realInput()) {
                verify.add(Verifier.textGone("carry on"));
            }
            AgentLoop loop = new AgentLoop(harness.session(), harness.brain(), Verifier.all(verify),
                    new LoopSettings(10, config.safety().settleMillis()), Clock.SYSTEM, s -> { });
            return loop.run("click 'Yes'");
        } finally {
            zenity.destroy();
            if (!zenity.waitFor(3, TimeUnit.SECONDS)) {
                zenity.destroyForcibly().waitFor(3, TimeUnit.SECONDS);
            }
        }
    }

    /** Until the dialog's button is read off the screen: a run on a half-drawn dialog measures nothing. */
    private static void awaitWindow(Harness harness, Process zenity) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 15_000;
        while (System.currentTimeMillis() < deadline && zenity.isAlive()) {
            if (Verifier.shows(harness.session().observe().observation(), "carry on")) {
                return;
            }
            Thread.sleep(100);
        }
        throw new NoScreenException("the zenity question never showed on " + System.getenv("DISPLAY")
                + (zenity.isAlive() ? " within 15 s" : ": zenity exited with " + zenity.exitValue()));
    }

    private static int childrenLeft() throws InterruptedException {
        for (int i = 0; i < 50 && ProcessHandle.current().children().anyMatch(ProcessHandle::isAlive); i++) {
            Thread.sleep(100);
        }
        return (int) ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).count();
    }
}
