package dev.tca.perception.widgets;

import dev.tca.core.BadInputException;
import dev.tca.perception.widgets.Widget.Kind;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Scores the detector on a folder of screenshots with truth (NAME.png + NAME.json): per kind,
 * recall (true controls found) and precision (finds that are a true control), the state read right
 * (checked, slider fraction within 0.1), and the median time per screen. Screens named
 * {@code heldout-*} are scored apart: they were not looked at while tuning.
 */
public final class WidgetBench {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private WidgetBench() {
    }

    public static Tally run(Path dir, PrintWriter out) {
        List<Path> screens = screens(dir);
        WidgetDetector detector = new WidgetDetector();
        Tally tuned = new Tally();
        Tally heldOut = new Tally();
        List<Double> millis = new ArrayList<>();
        for (Path png : screens) {
            String name = png.getFileName().toString().replaceFirst("\\.png$", "");
            BufferedImage image = read(png);
            WidgetTruth truth = WidgetTruth.read(png.resolveSibling(name + ".json"));
            List<Widget> found = detector.detect(image); // a warm-up, so the figures are the steady time
            for (int run = 0; run < 3; run++) {
                // CPU time of this thread: on a shared machine the wall clock also counts other people's work
                long t0 = THREADS.getCurrentThreadCpuTime();
                found = detector.detect(image);
                millis.add((THREADS.getCurrentThreadCpuTime() - t0) / 1e6);
            }
            Tally one = new Tally();
            one.add(truth, found);
            (name.startsWith("heldout-") ? heldOut : tuned).add(truth, found);
            out.printf("%-22s %s%n", name, one.summary());
        }
        out.println();
        tuned.print("tuning screens", out);
        heldOut.print("held-out screens", out);
        millis.sort(null);
        out.printf("median %.1f ms CPU time per screen (%d screens x 3 runs, one thread)%n",
                millis.get(millis.size() / 2), screens.size());
        out.flush();
        Tally all = new Tally();
        all.merge(tuned);
        all.merge(heldOut);
        return all;
    }

    private static List<Path> screens(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("not a folder of widget screenshots: " + dir);
        }
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> pngs = files.filter(p -> p.toString().endsWith(".png")
                    && Files.exists(p.resolveSibling(p.getFileName().toString().replaceFirst("\\.png$", ".json"))))
                    .sorted().toList();
            if (pngs.isEmpty()) {
                throw new BadInputException("no NAME.png with NAME.json in " + dir);
            }
            return pngs;
        } catch (IOException e) {
            throw new BadInputException("cannot list " + dir + ": " + e.getMessage(), e);
        }
    }

    private static BufferedImage read(Path png) {
        try {
            BufferedImage image = ImageIO.read(png.toFile());
            if (image == null) {
                throw new BadInputException("not an image: " + png);
            }
            return image;
        } catch (IOException e) {
            throw new BadInputException("cannot read " + png + ": " + e.getMessage(), e);
        }
    }

    /** Counts per kind: true controls, those found, finds, finds that are right, states read right. */
    public static final class Tally {
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

        void merge(Tally other) {
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
}
