package dev.tca.tasks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** Opens what a task starts from on the bench display, and waits until its window is really there. */
final class AppLauncher implements AutoCloseable {

    private static final long WINDOW_TIMEOUT_MS = 20_000;

    private final Map<String, String> env;
    private final PageServer server;
    private final Chromium chromium;
    private final Windows windows;
    private final boolean debugPages;

    AppLauncher(Map<String, String> env, PageServer server, boolean debugPages) throws IOException {
        this.env = Map.copyOf(env);
        this.server = server;
        this.chromium = new Chromium();
        this.windows = new Windows(env);
        this.debugPages = debugPages;
    }

    /** A started app: its process, where its stdout goes, and the profile to delete (web only). */
    record Running(Process process, Path stdout, Path profile) {

        Integer exitCode() {
            return process.isAlive() ? null : process.exitValue();
        }

        String output() throws IOException {
            return Files.readString(stdout, StandardCharsets.UTF_8);
        }
    }

    Running launch(TaskSpec task, Path work) throws IOException {
        Path stdout = work.resolve("app.stdout");
        if (task.launch() instanceof Launch.Page page) {
            server.reset();
            Path profile = chromium.profile();
            Running r = start(Chromium.command(profile, server.url(page.name(), debugPages), page.accessibility()), stdout, profile, work,
                    page.accessibility());
            long deadline = System.currentTimeMillis() + WINDOW_TIMEOUT_MS;
            while (server.last() == null && System.currentTimeMillis() < deadline) {
                Windows.sleep(50);
            }
            // the page's first post says it loaded; the window check says it is mapped on the display
            ready(task, r, server.last() != null && windows.await(r.process(), null, 5_000), "the page did not load");
            return r;
        }
        Launch.App app = (Launch.App) task.launch();
        for (var f : app.files().entrySet()) {
            Path to = work.resolve(f.getKey());
            Files.createDirectories(to.getParent());
            Files.writeString(to, f.getValue());
        }
        Running r = start(app.command(), stdout, null, work, false);
        ready(task, r, windows.await(r.process(), app.windowClass(), WINDOW_TIMEOUT_MS), app.program() + " showed no window");
        return r;
    }

    private void ready(TaskSpec task, Running r, boolean ok, String problem) {
        if (!ok) {
            close(r);
            throw new IllegalStateException(task.id() + ": " + problem + " within " + WINDOW_TIMEOUT_MS / 1000 + " s");
        }
        Windows.sleep(400); // the first paint after mapping; tca's first capture should see the finished window
    }

    /**
     * @param accessibility Chromium joins the accessibility bus only with ACCESSIBILITY_ENABLED=1 as well as
     *                      --force-renderer-accessibility (on a desktop with no GNOME setting, as Xvfb is)
     */
    private Running start(java.util.List<String> command, Path stdout, Path profile, Path work, boolean accessibility)
            throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.directory(work.toFile()); // file choosers open in the task's folder, not wherever the bench was started
        pb.environment().putAll(env);
        // GTK settings in memory: no session-restore prompt, no state carried from one task to the next
        pb.environment().put("GSETTINGS_BACKEND", "memory");
        if (accessibility) {
            pb.environment().put("ACCESSIBILITY_ENABLED", "1");
        } else {
            pb.environment().remove("ACCESSIBILITY_ENABLED");
        }
        pb.redirectOutput(stdout.toFile());
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        try {
            return new Running(pb.start(), stdout, profile);
        } catch (IOException e) {
            throw new IllegalStateException("cannot start " + command.get(0) + ": " + e.getMessage(), e);
        }
    }

    /** Ends the app and everything it started; a web task's profile is deleted. */
    void close(Running r) {
        Processes.endTree(r.process(), r.profile() == null ? 300 : 2_000);
        if (r.profile() != null) {
            Chromium.delete(r.profile());
        }
    }

    @Override
    public void close() {
        chromium.close();
    }
}
