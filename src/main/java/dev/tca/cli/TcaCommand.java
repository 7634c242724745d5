package dev.tca.cli;

import dev.tca.act.DryRunExecutor;
import dev.tca.act.Executor;
import dev.tca.brain.Brain;
import dev.tca.core.BadInputException;
import dev.tca.doctor.Check;
import dev.tca.doctor.Doctor;
import dev.tca.loop.AgentLoop;
import dev.tca.loop.Episode;
import dev.tca.loop.LoopSettings;
import dev.tca.loop.Result;
import dev.tca.loop.Verifier;
import dev.tca.perception.Detector;
import dev.tca.policy.Policy;
import dev.tca.screen.Screen;
import dev.tca.trace.EpisodeJson;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** tca [options] GOAL: one episode of observe, decide, check, act, verify. */
@Command(name = "tca", mixinStandardHelpOptions = true, versionProvider = Version.class, sortOptions = false,
        subcommands = BenchCommand.class,
        description = "Lets a tiny local model (or a rule-based planner) drive a real computer: it reads the screen, "
                + "shows a numbered menu, acts once per step and checks on the screen that it worked. Dry run by default.",
        footer = ExitCodes.HELP)
public final class TcaCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "GOAL", description = "What to do, e.g. \"click 'Save'\".")
    String goal;

    @Mixin
    ScreenOptions screenOptions;

    @Mixin
    DetectorOptions detectorOptions;

    @Option(names = "--brain", defaultValue = "planner", paramLabel = "NAME",
            description = "planner | script | first (default: ${DEFAULT-VALUE}).")
    String brain;

    @Option(names = "--script", paramLabel = "FILE", description = "Steps for --brain script, one action per line.")
    Path script;

    @Option(names = "--steps", defaultValue = "5", paramLabel = "N", description = "Action budget (default: ${DEFAULT-VALUE}).")
    int steps;

    @Option(names = "--verify-text", paramLabel = "TEXT", description = "Success only when TEXT is on the screen after an action.")
    List<String> verifyText = new ArrayList<>();

    @Option(names = "--verify-gone", paramLabel = "TEXT", description = "Success only when TEXT, seen at the start, has gone.")
    List<String> verifyGone = new ArrayList<>();

    @Mixin
    SafetyOptions safety;

    @Option(names = "--json", description = "Print the whole episode as JSON on stdout.")
    boolean json;

    @Option(names = "--doctor", description = "Check this machine (display, capture, input, OCR, kill switch) and exit.")
    boolean doctor;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (doctor) {
            return runDoctor(out);
        }
        if (goal == null || goal.isBlank()) {
            throw new BadInputException("missing GOAL: say what to do, e.g. tca --image example \"click 'Save'\"");
        }
        if (steps < 1) {
            throw new BadInputException("--steps must be at least 1, got " + steps);
        }
        safety.requireDeliberateActs(screenOptions);
        Brain theBrain = Wiring.brain(brain, script);
        Screen screen = screenOptions.screen();
        Detector detector = detectorOptions.detector();
        Executor executor = safety.executor();
        Policy policy = safety.policy(steps);
        Verifier verifier = verifier();
        if (!json) {
            out.println("goal: " + goal);
            out.println("mode: " + (executor.isReal() ? "REAL INPUT (mouse and keyboard live)" : "DRY RUN (nothing is touched)")
                    + " | screen: " + screen.describe() + " | brain: " + theBrain.describe());
            out.println("index: " + detector.describe());
            out.println("kill switch: create " + safety.killSwitch() + " to stop before the next action");
            if (verifier != null) {
                out.println("verify: " + verifier.describe());
            }
        }
        LoopSettings settings = new LoopSettings(steps * 2 + 2, safety.settleMillis);
        String[] lastContext = {""};
        AgentLoop loop = new AgentLoop(screen, detector, theBrain, policy, executor, verifier, settings, step -> {
            if (!json) {
                if (screenOptions.live && !step.context().equals(lastContext[0])) {
                    out.println("  context: " + step.context());
                    lastContext[0] = step.context();
                }
                if (!step.observation().note().isEmpty()) {
                    out.println("warning: " + step.observation().note());
                }
                out.println("  " + StepLine.of(step) + "   [" + step.timings() + "]");
            }
        });
        Episode episode = loop.run(goal);
        if (json) {
            out.println(EpisodeJson.of(episode, theBrain.describe(), screen.describe()).toPrettyString());
        } else {
            out.println("result: " + episode.result().wireName() + " - " + episode.reason());
        }
        return exitCode(episode);
    }

    static int exitCode(Episode episode) {
        return episode.result() == Result.SUCCESS || episode.result() == Result.DRY_RUN
                ? ExitCodes.SUCCESS : ExitCodes.FAILURE;
    }

    private Verifier verifier() {
        List<Verifier> all = new ArrayList<>();
        verifyText.forEach(t -> all.add(Verifier.textAppears(t)));
        verifyGone.forEach(t -> all.add(Verifier.textGone(t)));
        if (all.isEmpty()) {
            return null;
        }
        return all.size() == 1 ? all.get(0) : Verifier.all(all);
    }

    private int runDoctor(PrintWriter out) {
        List<Check> checks = new Doctor(new Doctor.Settings(safety.killSwitch(), safety.realInput, System.getenv())).run();
        out.println("tca doctor (" + System.getProperty("os.name") + " " + System.getProperty("os.arch") + ")");
        for (Check c : checks) {
            String tag = switch (c.status()) {
                case OK -> "[ok  ]";
                case WARN -> "[warn]";
                case FAIL -> c.required() ? "[FAIL]" : "[no  ]";
            };
            out.println("  " + tag + " " + c.name() + ": " + c.detail());
            if (!c.fix().isEmpty() && c.status() != Check.Status.OK) {
                out.println("         fix: " + c.fix());
            }
        }
        boolean blocked = checks.stream().anyMatch(Check::blocks);
        boolean live = checks.stream().noneMatch(c -> c.status() == Check.Status.FAIL);
        out.println(blocked ? "NOT READY: a required check failed."
                : live ? "READY: tca can read and drive this desktop."
                : "READY for --image runs; live capture and input need a display.");
        return blocked ? ExitCodes.FAILURE : ExitCodes.SUCCESS;
    }
}
