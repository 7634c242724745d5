package dev.tca.platform.sandbox;

import dev.tca.core.BadInputException;
import dev.tca.platform.x11.X11Windows;

import java.io.IOException;
import java.util.List;

/**
 * Starts one app in the sandbox and waits until it has mapped a window: a new named top-level
 * window on the sandbox's X server. Apps start one after another, so "new" belongs to this app.
 */
final class AppLauncher {

    private static final long POLL_MS = 20;
    /** A launcher that daemonizes exits at once yet still maps a window shortly after. */
    private static final long GRACE_AFTER_EXIT_MS = 1000;

    private AppLauncher() {
    }

    static LaunchedApp launch(Spawner spawner, String display, List<String> command, long timeoutMs) {
        try (X11Windows windows = X11Windows.open(display)) {
            int before = windows.topLevel().size();
            Spawner.Logged p;
            try {
                p = spawner.start(command);
            } catch (IOException e) {
                throw new BadInputException("cannot launch '" + String.join(" ", command) + "': "
                        + (e.getMessage().contains("error=2") ? "command not found" : e.getMessage()));
            }
            long deadline = System.currentTimeMillis() + timeoutMs;
            long exitedAt = 0;
            while (System.currentTimeMillis() < deadline) {
                if (windows.topLevel().size() > before) {
                    return new LaunchedApp(command, p.process(), p.stdout(), p.stderr());
                }
                if (!p.process().isAlive()) {
                    if (exitedAt == 0) {
                        exitedAt = System.currentTimeMillis();
                    }
                    if (p.process().exitValue() != 0 || System.currentTimeMillis() - exitedAt > GRACE_AFTER_EXIT_MS) {
                        String err = Spawner.tail(p.stderr());
                        throw new BadInputException("'" + String.join(" ", command) + "' exited with code "
                                + p.process().exitValue() + " before showing a window" + (err.isEmpty() ? "" : ": " + err));
                    }
                }
                sleep();
            }
            String err = Spawner.tail(p.stderr());
            throw new BadInputException("'" + String.join(" ", command) + "' showed no window within " + timeoutMs + " ms"
                    + (err.isEmpty() ? "" : "; its stderr: " + err));
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(POLL_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BadInputException("interrupted while waiting for the app's window");
        }
    }
}
