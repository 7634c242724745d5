package dev.tca.platform.atspi;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Figures for {@code tca bench ax}: how long a snapshot of the running desktop takes, cold (every
 * application walked) and warm (unchanged applications reused), with node counts per application.
 * Each run also takes a cold snapshot without the applications' Cache interface (one object at a
 * time, the walk before it), interleaved so a busy machine weighs on both alike. Prints; asserts nothing.
 */
public final class AxBench {

    private AxBench() {
    }

    public static void run(AtSpi ax, int runs, PrintWriter out) {
        List<Long> cold = new ArrayList<>();
        List<Long> warm = new ArrayList<>();
        List<Long> plain = new ArrayList<>();
        long coldCalls = 0;
        long plainCalls = 0;
        long warmCalls = 0;
        AxSnapshot last = null;
        for (int i = 0; i < runs; i++) {
            ax.forget();
            long before = ax.calls();
            last = ax.snapshot(AxBudget.DEFAULT);
            coldCalls += ax.calls() - before;
            cold.add(last.millis());
            before = ax.calls();
            warm.add(ax.snapshot(AxBudget.DEFAULT).millis());
            warmCalls += ax.calls() - before;
            ax.forget();
            ax.useCache(false);
            before = ax.calls();
            plain.add(ax.snapshot(AxBudget.DEFAULT).millis());
            plainCalls += ax.calls() - before;
            ax.useCache(true);
        }
        out.printf("ax cold: median %d ms, p90 %d ms; warm (unchanged apps reused): median %d ms, p90 %d ms; %d runs%n",
                pct(cold, 50), pct(cold, 90), pct(warm, 50), pct(warm, 90), runs);
        out.printf("ax cold without the Cache interface: median %d ms, p90 %d ms; D-Bus calls per cold read: %d with, "
                + "%d without; per warm read: %d%n", pct(plain, 50), pct(plain, 90), coldCalls / runs, plainCalls / runs,
                warmCalls / runs);
        if (last != null) {
            out.printf("ax %d visible nodes of %d visited%s%n", last.nodes().size(), last.visited(),
                    last.warnings().isEmpty() ? "" : "; " + String.join("; ", last.warnings()));
        }
        for (AxApp app : ax.applications()) {
            out.printf("  %-24s %5d nodes  %s%n", app.name(), app.nodes(),
                    app.exposesContent() ? "exposes content" : app.hint());
        }
        out.flush();
    }

    private static long pct(List<Long> values, int p) {
        if (values.isEmpty()) {
            return 0;
        }
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }
}
