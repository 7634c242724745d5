package dev.tca.mcp;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Figures for `tca bench mcp`: the median time of an observe call and of an act call with its
 * diff (one click by label, and the screen read before and after), through the same handlers the
 * server runs, without the stdio hop (a few hundred microseconds of JSON).
 */
public final class McpBench {

    private McpBench() {
    }

    /** Per-call medians in milliseconds. */
    public record Figures(long observeMedianMs, long actDiffMedianMs, int rounds) {
    }

    /** @param label an element on the screen to click (a dry run clicks nothing; real input really clicks it) */
    public static Figures run(Desktop desktop, String label, int rounds, PrintWriter out) {
        StableIds ids = new StableIds();
        LookTools look = new LookTools(desktop, ids);
        ActTool act = new ActTool(desktop, ids, Integer.MAX_VALUE);
        Map<String, Object> click = Map.of("actions", List.of(Map.of("do", "click", "label", label)));
        ToolTable.guarded("observe", look::observe, Map.of()); // warm-up: engines loaded, first full read
        List<Long> observe = new ArrayList<>();
        List<Long> acts = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            long t0 = System.nanoTime();
            var o = ToolTable.guarded("observe", look::observe, Map.of());
            observe.add((System.nanoTime() - t0) / 1_000_000);
            long t1 = System.nanoTime();
            var a = ToolTable.guarded("act", act::call, click);
            acts.add((System.nanoTime() - t1) / 1_000_000);
            if (Boolean.TRUE.equals(o.isError()) || Boolean.TRUE.equals(a.isError())) {
                throw new IllegalStateException("bench call failed: " + a.content());
            }
        }
        Figures f = new Figures(median(observe), median(acts), rounds);
        out.println("mcp observe median: " + f.observeMedianMs() + " ms over " + rounds + " call(s) (target <= 400)");
        out.println("mcp act+diff median: " + f.actDiffMedianMs() + " ms over " + rounds + " call(s) (target <= 600; "
                + (desktop.realInput() ? "real input, settle included" : "dry run") + ")");
        out.flush();
        return f;
    }

    private static long median(List<Long> values) {
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }
}
