package dev.tca.cli;

import dev.tca.loop.Observed;
import dev.tca.platform.Platforms;
import dev.tca.session.Config;
import dev.tca.session.Harness;
import dev.tca.core.Observation;
import dev.tca.trace.RunsFolder;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** tca inspect: one screen read and annotated, the brain's payload written, nothing done. */
@Command(name = "inspect", mixinStandardHelpOptions = true,
        description = "Read one screen and write its annotated screenshot and the payload a brain would see; acts on nothing.")
final class InspectCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "GOAL", defaultValue = "(no goal)", description = "The goal shown in the payload.")
    String goal;

    @Mixin
    ScreenOptions screenOptions;

    @Mixin
    DetectorOptions detectorOptions;

    @Mixin
    SandboxOptions sandboxOptions;

    @Option(names = "--out", defaultValue = "runs/inspect", paramLabel = "DIR", description = "Where to write (default: ${DEFAULT-VALUE}).")
    Path out;

    @Override
    public Integer call() {
        Config.SandboxSetup sandbox = sandboxOptions.setup();
        Config config = new Config(screenOptions.spec(sandbox), detectorOptions.spec(), Config.BrainSpec.named("first"),
                Config.SafetySpec.dryRun(1), sandbox, System.getenv());
        try (Harness harness = Harness.build(config, Platforms::current)) {
            SandboxReport.of(harness).ifPresent(p -> spec.commandLine().getOut().println("sandbox: " + p.display()));
            Observed seen = harness.session().observe();
            Observation o = seen.observation();
            RunsFolder folder = new RunsFolder(out);
            List<Path> written = folder.writeScreen("inspect", seen.frame(), o, 0, RunsFolder.payload(goal, o));
            var w = spec.commandLine().getOut();
            w.println("inspect: " + harness.screenDescription() + " | " + harness.indexDescription() + " | "
                    + o.elements().size() + " elements" + (o.summary().isEmpty() ? "" : " | " + o.summary()));
            harness.warnings().forEach(x -> w.println("warning: " + x)); // no accessibility bus: said, not an error
            if (!o.note().isEmpty()) {
                w.println("warning: " + o.note());
            }
            written.forEach(p -> w.println("wrote " + p));
            SandboxReport.of(harness).ifPresent(p -> SandboxReport.print(p, spec.commandLine().getErr()));
            return ExitCodes.SUCCESS;
        }
    }
}
