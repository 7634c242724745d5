package dev.tca.tasks;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * For each task: open the app or page on the bench display, let the agent try, read the app's own state, close
 * everything the task started. A failing task keeps its runs folder; a passing one's is deleted.
 */
public final class TaskRunner implements AutoCloseable {

    /** How long an app may take to exit after the agent ends (zenity prints and exits on OK). */
    private static final long APP_EXIT_MS = 2_000;

    private final PageServer server;
    private final AppLauncher launcher;
    private final Path runsRoot;
    private final EpisodeTraces traces;

    /** {@code env} is the environment of everything started (DISPLAY, D-Bus); debug pages also post their boxes. */
    public TaskRunner(Map<String, String> env, Path runsRoot, boolean debugPages) throws IOException {
        this(env, runsRoot, debugPages, null);
    }

    /** @param traces where each episode's labelled trace goes (the agent must write one: {@link TcaAgent#tracing}); null for none */
    public TaskRunner(Map<String, String> env, Path runsRoot, boolean debugPages, EpisodeTraces traces) throws IOException {
        this.server = new PageServer();
        this.launcher = new AppLauncher(env, server, debugPages);
        this.runsRoot = runsRoot;
        this.traces = traces;
        Files.createDirectories(runsRoot);
    }

    public List<TaskResult> runAll(List<TaskSpec> tasks, Agent agent, Consumer<TaskResult> progress) {
        List<TaskResult> results = new ArrayList<>();
        for (TaskSpec t : tasks) {
            TaskResult r = run(t, agent);
            progress.accept(r);
            results.add(r);
        }
        return results;
    }

    public TaskResult run(TaskSpec spec, Agent agent) {
        long start = System.nanoTime();
        Path work = null;
        AppLauncher.Running app = null;
        Path runs = runsRoot.resolve(spec.id());
        try {
            work = Files.createTempDirectory("tca-task-" + spec.id());
            TaskSpec task = spec.in(work.toString());
            app = launcher.launch(task, work);
            Files.deleteIfExists(runs.resolve(EpisodeTraces.FILE)); // an earlier run's trace is not this episode's
            Agent.Attempt a = agent.attempt(task, runs);
            double seconds = (System.nanoTime() - start) / 1e9;
            Outcome o = settle(task, app, a);
            Checker.Result r = Checker.all(Checker.of(task.expect()), o);
            String reason = r.passed() ? "" : r.reason() + (a.timedOut() ? " (tca timed out after " + task.timeoutSeconds() + " s)" : "");
            if (traces != null) {
                traces.save(spec, runs, r.passed(), reason);
            }
            if (r.passed()) {
                Chromium.delete(runs);
            } else {
                Files.createDirectories(runs);
                Files.writeString(runs.resolve("tca-output.txt"), a.output());
            }
            return new TaskResult(spec, r.passed(), reason, a.steps(), seconds, a.exitCode(), r.passed() ? null : runs);
        } catch (Exception e) {
            return new TaskResult(spec, false, "the bench could not run it: " + e.getMessage(), 0,
                    (System.nanoTime() - start) / 1e9, -1, Files.isDirectory(runs) ? runs : null);
        } finally {
            if (app != null) {
                launcher.close(app);
            }
            if (work != null) {
                Chromium.delete(work);
            }
        }
    }

    /** A web page's state has had its last post; an app has had the time to exit and flush its output. */
    private Outcome settle(TaskSpec task, AppLauncher.Running app, Agent.Attempt a) throws IOException {
        if (task.launch() instanceof Launch.Page) {
            Windows.sleep(500);
            JsonNode last = server.last();
            return new Outcome(last == null ? null : last.get("state"), null, "", a.output());
        }
        long deadline = System.currentTimeMillis() + APP_EXIT_MS;
        while (app.process().isAlive() && System.currentTimeMillis() < deadline) {
            Windows.sleep(50);
        }
        return new Outcome(null, app.exitCode(), app.output(), a.output());
    }

    /** The page server, for the self-check that reads a page's boxes. */
    public PageServer server() {
        return server;
    }

    @Override
    public void close() {
        launcher.close();
        server.close();
    }
}
