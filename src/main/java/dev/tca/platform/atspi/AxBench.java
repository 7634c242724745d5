package dev.tca.platform.atspi;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Figures for {@code tca bench ax}: how long a snapshot of the running desktop takes, cold (every
 * application walked) and warm (unchanged applications reused), with node counts per application.
 * Prints; asserts nothing.
 */
public final class AxBench {

    private AxBench() {
    }

    public static void run(AtSpi ax, int runs, PrintWriter out) {
        List<Long> cold = new ArrayList<>();
        List<Long> warm = new ArrayList<>();
        AxSnapshot last = null;
        for (int i = 0; i < runs; i++) {
            ax.forget();
            last = ax.snapshot(AxBudget.DEFAULT);
            cold.add(last.millis());
            warm.add(ax.snapshot(AxBudget.DEFAULT).millis());
        }
        out.printf("ax cold: median %d ms, p90 %d ms; warm (unchanged apps reused): median %d ms, p90 %d ms; %d runs%n",
                pct(cold, 50), pct(cold, 90), pct(warm, 50), pct(warm, 90), runs);
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
