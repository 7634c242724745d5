package dev.tca.perception.widgets;

import dev.tca.perception.widgets.Widget.Kind;

import java.io.PrintWriter;
import java.util.List;

/** Counts per kind for {@link WidgetBench}: true controls, those found, finds, finds that are right, states read right. */
public final class WidgetTally {

    private final int[] truths = new int[Kind.values().length];
    private final int[] recalled = new int[Kind.values().length];
    private final int[] finds = new int[Kind.values().length];
    private final int[] right = new int[Kind.values().length];
    private final int[] stated = new int[Kind.values().length];
    private final int[] stateRight = new int[Kind.values().length];

    void add(WidgetTruth truth, List<Widget> found) {
        for (WidgetTruth.Control c : truth.controls()) {
            int k = c.kind().ordinal();
            truths[k]++;
            Widget hit = found.stream().filter(w -> WidgetTruth.matches(w, c)).findFirst().orElse(null);
            if (hit == null) {
                continue;
            }
            recalled[k]++;
            if (c.checked() != null || c.fraction() != null) {
                stated[k]++;
                boolean ok = c.checked() != null ? c.checked().equals(hit.checked())
                        : Math.abs(c.fraction() - hit.fraction()) <= 0.1;
                stateRight[k] += ok ? 1 : 0;
            }
        }
        for (Widget w : found) {
            if (truth.ignores(w)) {
                continue;
            }
            finds[w.kind().ordinal()]++;
            right[w.kind().ordinal()] += truth.controls().stream().anyMatch(c -> WidgetTruth.matches(w, c)) ? 1 : 0;
        }
    }

    void merge(WidgetTally other) {
        for (int k = 0; k < truths.length; k++) {
            truths[k] += other.truths[k];
            recalled[k] += other.recalled[k];
            finds[k] += other.finds[k];
            right[k] += other.right[k];
            stated[k] += other.stated[k];
            stateRight[k] += other.stateRight[k];
        }
    }

    public double recall(Kind kind) {
        return truths[kind.ordinal()] == 0 ? Double.NaN : recalled[kind.ordinal()] / (double) truths[kind.ordinal()];
    }

    public double precision(Kind kind) {
        return finds[kind.ordinal()] == 0 ? Double.NaN : right[kind.ordinal()] / (double) finds[kind.ordinal()];
    }

    /** Recall over the controls that have no text of their own: fields, check boxes, radios, sliders. */
    public double textlessRecall() {
        int t = 0;
        int r = 0;
        for (Kind k : List.of(Kind.FIELD, Kind.CHECK_BOX, Kind.RADIO, Kind.SLIDER)) {
            t += truths[k.ordinal()];
            r += recalled[k.ordinal()];
        }
        return t == 0 ? Double.NaN : r / (double) t;
    }

    /** Of the matched controls with a known state (checked, slider fraction), the share read right. */
    public double stateAccuracy() {
        int s = 0;
        int r = 0;
        for (int k = 0; k < stated.length; k++) {
            s += stated[k];
            r += stateRight[k];
        }
        return s == 0 ? Double.NaN : r / (double) s;
    }

    String summary() {
        StringBuilder sb = new StringBuilder();
        for (Kind k : Kind.values()) {
            int i = k.ordinal();
            if (truths[i] + finds[i] > 0) {
                sb.append(String.format("%s %d/%d found, %d/%d right  ", k.name().toLowerCase(), recalled[i], truths[i], right[i], finds[i]));
            }
        }
        return sb.toString().strip();
    }

    void print(String title, PrintWriter out) {
        out.println(title + ":");
        for (Kind k : Kind.values()) {
            int i = k.ordinal();
            out.printf("  %-10s recall %3d/%-3d %5s  precision %3d/%-3d %5s  state %d/%d%n", k.name().toLowerCase(),
                    recalled[i], truths[i], pct(recall(k)), right[i], finds[i], pct(precision(k)), stateRight[i], stated[i]);
        }
        out.printf("  textless controls recall %s, state read right %s%n", pct(textlessRecall()), pct(stateAccuracy()));
    }

    private static String pct(double v) {
        return Double.isNaN(v) ? "-" : String.format("%.2f", v);
    }
}
