package dev.tca.cli;

import dev.tca.brain.Brain;
import dev.tca.core.BadInputException;
import dev.tca.doctor.Check;
import dev.tca.doctor.Doctor;
import dev.tca.loop.AgentLoop;
import dev.tca.loop.Clock;
import dev.tca.loop.Episode;
import dev.tca.loop.LoopSettings;
import dev.tca.loop.Result;
import dev.tca.loop.Session;
import dev.tca.loop.Verifier;
import dev.tca.platform.Platforms;
import dev.tca.platform.sandbox.Sandbox;
import dev.tca.platform.sandbox.SandboxPlatform;
import dev.tca.session.Bundled;
import dev.tca.session.Config;
import dev.tca.session.Harness;
import dev.tca.trace.RunsFolder;
import dev.tca.trace.Scorer;
import dev.tca.trace.Trace;
import dev.tca.trace.Traces;

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
import java.util.Optional;
import java.util.concurrent.Callable;

/** tca [options] GOAL: one episode of observe, decide, check, act, verify. */
@Command(name = "tca", mixinStandardHelpOptions = true, versionProvider = Version.class, sortOptions = false,
        subcommands = {ScoreCommand.class, ReplayCommand.class, InspectCommand.class, CalibrateCommand.class, BenchCommand.class,
                McpCommand.class},
        description = "Lets a tiny local model (or a rule-based planner) drive a real computer: it reads the screen, "
                + "shows a numbered menu, acts once per step and checks on the screen that it worked. Dry run by default.",
        footer = ExitCodes.HELP)
public final class TcaCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
    ModelOptions modelOptions;

    @Parameters(arity = "0..1", paramLabel = "GOAL", description = "What to do, e.g. \"click 'Save'\".")
    String goal;

    @Mixin
    ScreenOptions screenOptions;

    @Mixin
    DetectorOptions detectorOptions;

    @Mixin
    SandboxOptions sandboxOptions;

    @Option(names = "--brain", defaultValue = "task", paramLabel = "NAME",
            description = "task | planner | model | script | first (default: ${DEFAULT-VALUE}: the goal read into a plan, "
                    + "each step grounded by the model and verified on the screen).")
    String brain;

    @Option(names = "--script", paramLabel = "FILE", description = "Steps for --brain script, one action per line.")
    Path script;

    @Option(names = "--steps", defaultValue = "20", paramLabel = "N", description = "Action budget: real actions a run may take (default: ${DEFAULT-VALUE}; a form of five fields needs six, a retry one more, a calendar a click per page).")
    int steps;

    @Option(names = "--verify-text", paramLabel = "TEXT", description = "Success only when TEXT is on the screen after an action.")
    List<String> verifyText = new ArrayList<>();

    @Option(names = "--verify-gone", paramLabel = "TEXT", description = "Success only when TEXT, seen at the start, has gone.")
    List<String> verifyGone = new ArrayList<>();

    @Mixin
    SafetyOptions safety;

    @Option(names = "--json", description = "Print the whole episode as JSON (a trace) on stdout.")
    boolean json;

    @Option(names = "--trace", paramLabel = "FILE", description = "Record the run as a trace (JSON, no pixels).")
    Path trace;

    @Option(names = "--expected", paramLabel = "LABEL", description = "The label the first decision should aim at: "
            + "scores the run on the spot and goes into the trace.")
    String expected;

    @Option(names = "--tag", paramLabel = "TAG", description = "A tag for the trace (repeatable), e.g. dialog, paraphrase.")
    List<String> tags = new ArrayList<>();

    @Option(names = "--runs-dir", paramLabel = "DIR", description = "Write per step the raw and annotated screenshot "
            + "and the payload the brain saw.")
    Path runsDir;

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
        if (expected != null && tags.contains(Trace.NEGATIVE)) {
            throw new BadInputException("--expected names a target, but --tag " + Trace.NEGATIVE + " says there is none");
        }
        Config config = config();
        Verifier verifier = verifier();
        RunsFolder runs = runsDir == null ? null : new RunsFolder(runsDir);
        try (Harness harness = Harness.build(config, Platforms::current)) {
            Optional<SandboxPlatform> sandbox = SandboxReport.of(harness);
            try {
                return run(config, harness, sandbox, verifier, runs, out);
            } finally {
                sandbox.ifPresent(p -> SandboxReport.print(p, spec.commandLine().getErr()));
            }
        }
    }

    private int run(Config config, Harness harness, Optional<SandboxPlatform> sandbox, Verifier verifier, RunsFolder runs,
                    PrintWriter out) {
        Session session = harness.session();
        Brain theBrain = harness.brain();
        if (!json) {
            sandbox.ifPresent(p -> out.println("sandbox: " + p.display() + " (" + config.sandbox().spec().width() + "x"
                    + config.sandbox().spec().height() + "), its own X server and D-Bus session; your desktop is not touched"));
            out.println("goal: " + goal);
            out.println("mode: " + (session.isReal() ? "REAL INPUT (mouse and keyboard live)" : "DRY RUN (nothing is touched)")
                    + " | screen: " + harness.screenDescription() + " | brain: " + theBrain.describe());
            out.println("index: " + harness.indexDescription());
            harness.warnings().forEach(w -> out.println("warning: " + w));
            out.println("kill switch: create " + harness.killSwitch() + " to stop before the next action");
            if (!verifier.isNone()) {
                out.println("verify: " + verifier.describe());
            }
        }
        LoopSettings settings = new LoopSettings(steps * 2 + 2, config.safety().settleMillis());
        String[] lastContext = {""};
        List<dev.tca.loop.Step> soFar = new java.util.concurrent.CopyOnWriteArrayList<>();
        LostDisplay.exitOnLoss(spec.commandLine().getErr(), () -> savePartial(soFar, theBrain, harness, runs));
        AgentLoop loop = new AgentLoop(session, theBrain, verifier, settings, Clock.SYSTEM, step -> {
            sandbox.flatMap(SandboxPlatform::watch).ifPresent(w -> w.showStep(StepLine.of(step)));
            if (!json) {
                if (config.screen().live() && !step.context().equals(lastContext[0])) {
                    out.println("  context: " + step.context());
                    lastContext[0] = step.context();
                }
                if (!step.observation().note().isEmpty()) {
                    out.println("warning: " + step.observation().note());
                }
                out.println("  " + StepLine.of(step) + "   [" + step.timings() + "]");
            }
            soFar.add(step.withoutFrame());
            if (runs != null) {
                runs.write(goal, step);
            }
        });
        Episode episode = loop.run(goal);
        Trace recorded = Traces.of(episode, theBrain.describe(), harness.screenDescription(), expected, tags);
        if (json) {
            out.println(Traces.toJson(recorded));
        } else {
            if (episode.result() == Result.DRY_RUN && episode.plan().size() > 1) {
                out.println("plan:");
                for (int i = 0; i < episode.plan().size(); i++) {
                    out.println("  " + (i + 1) + ". " + episode.plan().get(i));
                }
            }
            if (episode.answer() != null) {
                out.println("answer: " + episode.answer());
            }
            out.println("result: " + episode.result().wireName() + " - " + episode.reason());
        }
        if (trace != null) {
            Traces.write(recorded, trace);
            spec.commandLine().getErr().println("trace: wrote " + trace + " (" + recorded.steps().size() + " step(s))");
        }
        if (runs != null) {
            spec.commandLine().getErr().println(runs.failure().map(f -> "runs: " + f)
                    .orElse("runs: wrote " + episode.steps().size() + " step(s) to " + runs.dir()));
        }
        if (expected != null && !json) {
            out.println(Scorer.recorded(goal, recorded).line());
        }
        return exitCode(episode);
    }

    /** The trace of a run cut short by a lost display: its steps so far, ended as a failure. */
    private String savePartial(List<dev.tca.loop.Step> soFar, Brain theBrain, Harness harness, RunsFolder runs) {
        String where = runs == null ? "" : "; the runs folder " + runs.dir() + " has " + soFar.size() + " step(s)";
        if (trace == null) {
            return where;
        }
        if (soFar.isEmpty()) {
            return "; no step was complete, so no trace was written" + where;
        }
        Episode cut = new Episode(goal, soFar, Result.FAILURE, "lost the screen after " + soFar.size() + " step(s)");
        Traces.write(Traces.of(cut, theBrain.describe(), harness.screenDescription(), expected, tags), trace);
        return "; the trace so far (" + soFar.size() + " step(s)) is in " + trace + where;
    }

    /** The options as one config: values only; the harness builds the parts. */
    Config config() {
        Config.SandboxSetup sandbox = sandboxOptions.setup();
        return new Config(screenOptions.spec(sandbox), detectorOptions.spec(), modelOptions.spec(brain, script),
                safety.spec(steps), safety.input(), sandbox, System.getenv());
    }

    static int exitCode(Episode episode) {
        return episode.result() == Result.SUCCESS || episode.result() == Result.DRY_RUN
                ? ExitCodes.SUCCESS : ExitCodes.FAILURE;
    }

    private Verifier verifier() {
        List<Verifier> all = new ArrayList<>();
        verifyText.forEach(t -> all.add(Verifier.textAppears(t)));
        verifyGone.forEach(t -> all.add(Verifier.textGone(t)));
        return Verifier.all(all);
    }

    private int runDoctor(PrintWriter out) {
        List<Check> checks = new ArrayList<>(new Doctor(new Doctor.Settings(safety.killSwitch(), safety.realInput, System.getenv()),
                Bundled.files()).run());
        if (sandboxOptions.sandbox) {
            checks.addAll(Sandbox.checks());
        }
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
                : sandboxOptions.sandbox ? "READY for --image and --sandbox runs; driving your own desktop needs a display."
                : "READY for --image runs; live capture and input need a display.");
        return blocked ? ExitCodes.FAILURE : ExitCodes.SUCCESS;
    }
}
