package dev.tca.platform.sandbox;

import java.awt.GraphicsEnvironment;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Measures a sandbox: time to ready (X server up, session bus up, the first window of `xmessage`
 * mapped), time to tear down, and the watch window's frame rate while the sandbox's picture changes.
 */
public final class SandboxBench {

    private SandboxBench() {
    }

    public static void run(int runs, PrintWriter out) {
        run(runs, out, SandboxSpec.DEFAULT_FIRST_DISPLAY);
    }

    public static void run(int runs, PrintWriter out, int firstDisplay) {
        if (runs < 1) {
            throw new IllegalArgumentException("runs must be at least 1, got " + runs);
        }
        SandboxSpec spec = SandboxSpec.of(null, List.of("xmessage -center hi")).withFirstDisplay(firstDisplay);
        List<Double> ready = new ArrayList<>();
        List<Double> teardown = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            Sandbox s = Sandbox.start(spec);
            long t1 = System.nanoTime();
            s.close();
            long t2 = System.nanoTime();
            ready.add((t1 - t0) / 1e6);
            teardown.add((t2 - t1) / 1e6);
        }
        out.printf(Locale.ROOT, "sandbox ready (Xvfb %dx%d + dbus + xmessage window), %d runs: median %.0f ms, p90 %.0f ms%n",
                spec.width(), spec.height(), runs, percentile(ready, 50), percentile(ready, 90));
        out.printf(Locale.ROOT, "sandbox teardown (every process gone), %d runs: median %.0f ms, p90 %.0f ms%n",
                runs, percentile(teardown, 50), percentile(teardown, 90));
        out.flush();
        if (GraphicsEnvironment.isHeadless()) {
            out.println("watch window: skipped, this JVM has no display to show it on");
        } else {
            out.printf(Locale.ROOT, "watch window while the sandbox changes every 50 ms: %.1f frames a second%n",
                    watchFps(spec));
        }
        out.flush();
    }

    private static double watchFps(SandboxSpec spec) {
        try (Sandbox s = Sandbox.start(spec)) {
            s.spawn(List.of("sh", "-c", "while :; do xsetroot -solid red; sleep 0.05; xsetroot -solid blue; sleep 0.05; done"));
            WatchWindow w = WatchWindow.open(s, () -> { });
            Thread.sleep(1000);
            long f0 = w.framesPainted();
            long t0 = System.nanoTime();
            Thread.sleep(5000);
            double fps = (w.framesPainted() - f0) / ((System.nanoTime() - t0) / 1e9);
            w.close();
            return fps;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot start xsetroot in the sandbox: " + e.getMessage(), e);
        }
    }

    static double percentile(List<Double> values, int p) {
        List<Double> sorted = values.stream().sorted().toList();
        int index = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }
}
