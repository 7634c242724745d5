package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.tasks.BenchDisplay;
import dev.tca.tasks.EpisodeTraces;
import dev.tca.tasks.TaskLoader;
import dev.tca.tasks.TaskReport;
import dev.tca.tasks.TaskRunner;
import dev.tca.tasks.TaskSpec;
import dev.tca.tasks.TcaAgent;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** tca bench tasks: real goals on real pages and GTK apps, checked by the apps' own state (logic in dev.tca.tasks). */
@Command(name = "tasks", mixinStandardHelpOptions = true,
        description = "Run the task suite: open each page or app on a private display, run tca on its goal as a user "
                + "would, check the app's own state; print success rate, steps and seconds, per tag.")
final class TasksBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--tags", split = ",", paramLabel = "TAG", description = "Only tasks with any of these tags; a held-out "
            + "set (tag heldout, heldout2, ...) runs only when its own tag is asked for.")
    List<String> tags = new ArrayList<>();

    @Option(names = "--skip-tags", split = ",", paramLabel = "TAG", description = "Leave out tasks with any of these tags "
            + "(e.g. pixels: only the web tasks with the tree).")
    List<String> skipTags = new ArrayList<>();

    @Option(names = "--json", description = "Print the results as JSON.")
    boolean json;

    @Option(names = "--tasks", paramLabel = "DIR", description = "Task folder (default: the tasks in the JAR).")
    Path dir;

    @Option(names = "--display", paramLabel = ":N", description = "An Xvfb display you started (else DISPLAY must equal TCA_TEST_DISPLAY).")
    String display;

    @Option(names = "--runs-root", defaultValue = "runs/tasks", paramLabel = "DIR",
            description = "Where failing tasks keep their runs folders (default: ${DEFAULT-VALUE}).")
    Path runsRoot;

    @Option(names = "--record-traces", paramLabel = "DIR", description = "Save each episode's trace, labelled with the "
            + "checker's verdict, for `tca score`: passed episodes in DIR/ID.json, failed ones (unlabelled) in DIR/failed/.")
    Path recordTraces;

    @Override
    public Integer call() throws IOException {
        String d = BenchDisplay.choose(display, System.getenv());
        List<TaskSpec> all = dir == null ? TaskLoader.bundled() : TaskLoader.fromDirectory(dir);
        List<TaskSpec> chosen = TaskLoader.select(all, tags).stream().filter(t -> skipTags.stream().noneMatch(t::hasTag)).toList();
        if (chosen.isEmpty()) {
            throw new BadInputException("no task has any of the tags " + tags);
        }
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("DISPLAY", d);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        err.println("bench tasks: " + chosen.size() + " task(s) on " + d);
        EpisodeTraces traces = recordTraces == null ? null : new EpisodeTraces(recordTraces);
        TcaAgent agent = new TcaAgent(TcaAgent.runningJar(), env);
        try (TaskRunner runner = new TaskRunner(env, runsRoot.toAbsolutePath(), false, traces)) {
            var results = runner.runAll(chosen, traces == null ? agent : agent.tracing(), r -> err.println(TaskReport.line(r)));
            if (traces != null) {
                err.println("bench tasks: wrote " + traces.written().size() + " trace(s) to " + recordTraces
                        + (traces.missing().isEmpty() ? "" : "; none for " + String.join(", ", traces.missing())));
            }
            TaskReport report = new TaskReport(results);
            if (json) {
                out.println(report.json());
            } else {
                report.print(out);
            }
            return report.passed() == results.size() ? ExitCodes.SUCCESS : ExitCodes.FAILURE;
        }
    }
}
