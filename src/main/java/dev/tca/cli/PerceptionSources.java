package dev.tca.cli;

import dev.tca.core.Frame;
import dev.tca.core.NoScreenException;
import dev.tca.perception.Detector;
import dev.tca.perception.ElementSource;
import dev.tca.perception.GroundTruth;
import dev.tca.perception.Indexer;
import dev.tca.perception.SourceRead;
import dev.tca.platform.DisplayEnvironment;
import dev.tca.platform.Platform;
import dev.tca.platform.Platforms;
import dev.tca.platform.atspi.AtSpiSource;
import dev.tca.platform.atspi.AxSnapshotFile;
import dev.tca.screen.ImageScreen;
import dev.tca.screen.Screen;
import dev.tca.session.Config;
import dev.tca.session.Perception;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The per-source half of {@code tca bench perception}: recall over labelled and textless controls
 * for OCR alone, the accessibility tree alone, widgets + OCR (the tree switched off) and all three
 * merged, on screenshots saved with the tree's own read (NAME.tree.json); and, with {@code --live},
 * what a step's perception costs on the running desktop.
 */
final class PerceptionSources {

    private PerceptionSources() {
    }

    /** The tree read saved beside a screenshot, replayed as the frame's tree. */
    private static final class SavedTree implements ElementSource {
        private AtSpiSource now;

        @Override
        public SourceRead read(Frame frame) {
            return now.read(frame);
        }

        @Override
        public String describe() {
            return "accessibility tree (saved)";
        }
    }

    static void table(List<Path> truths, String engine, PrintWriter out, PrintWriter err) {
        List<Path> withTree = truths.stream().filter(t -> Files.isRegularFile(tree(t))).toList();
        if (withTree.isEmpty()) {
            out.println("no saved tree reads (NAME.tree.json): per-source recall skipped; capture them with "
                    + "scripts/capture-screens.sh OUT 1280x800 bench");
            return;
        }
        SavedTree saved = new SavedTree();
        String[] names = {"ocr", "ax", "widgets", "merged"};
        Detector[] detectors = {
            Perception.build(new Config.PerceptionSpec(engine, false, "off", false), Optional.empty()),
            new Indexer(List.of(saved), Indexer.DEFAULT_CAP),
            Perception.build(new Config.PerceptionSpec(engine, false, "off", true), Optional.empty()),
            Perception.build(new Config.PerceptionSpec(engine, false, "on", true), Optional.of(saved))};
        out.printf("per source (%s) on %d screenshots with a saved tree read%n", engine, withTree.size());
        out.printf("  %-8s %16s %16s %16s %10s%n", "source", "labelled", "textless", "all", "median ms");
        for (int d = 0; d < names.length; d++) {
            int[] sum = new int[4];
            long[] nanos = new long[withTree.size()];
            for (int i = 0; i < withTree.size(); i++) {
                Path json = withTree.get(i);
                saved.now = AtSpiSource.replaying(AxSnapshotFile.read(tree(json)));
                GroundTruth truth = PerceptionBench.read(json);
                Frame frame = new ImageScreen(PerceptionBench.png(json)).capture();
                long t = System.nanoTime();
                GroundTruth.Result r = truth.score(detectors[d].detect(frame));
                nanos[i] = System.nanoTime() - t;
                sum[0] += r.found();
                sum[1] += r.controls();
                sum[2] += r.textlessFound();
                sum[3] += r.textless();
                err.printf("%s %s: labelled %d/%d, textless %d/%d%n", names[d], truth.name(), r.found(), r.controls(),
                        r.textlessFound(), r.textless());
            }
            Arrays.sort(nanos);
            out.printf("  %-8s %16s %16s %16s %10.0f%n", names[d], ratio(sum[0], sum[1]), ratio(sum[2], sum[3]),
                    ratio(sum[0] + sum[2], sum[1] + sum[3]), nanos[nanos.length / 2] / 1e6);
        }
    }

    /**
     * Capture + tree + widgets + changed-region OCR, step after step, on the running desktop: once on
     * an unchanged screen, once where the middle of the screen (a 480x320 dialog's place) changed
     * since the step before (the previous frame is replayed with that area blanked, untimed).
     */
    static void live(String engine, int runs, PrintWriter out) {
        DisplayEnvironment display = DisplayEnvironment.current();
        if (!display.canCapture()) {
            throw new NoScreenException("bench perception --live needs a display: " + display.explain());
        }
        Platform platform = Platforms.current();
        Screen screen = platform.screen(-1, 1.0, false);
        Optional<ElementSource> tree = platform.accessibility();
        try (Detector index = Perception.build(new Config.PerceptionSpec(engine, true, "auto", true), tree)) {
            Frame first = screen.capture();
            index.detect(first); // the first step reads everything; later ones only what changed
            for (boolean changed : new boolean[] {false, true}) {
                long[] nanos = new long[runs];
                String summary = "";
                int elements = 0;
                for (int i = 0; i < runs; i++) {
                    if (changed) {
                        index.detect(blanked(first));
                    }
                    long t = System.nanoTime();
                    var o = index.detect(screen.capture());
                    nanos[i] = System.nanoTime() - t;
                    summary = o.summary();
                    elements = o.elements().size();
                }
                out.println("a step's perception, live, " + (changed ? "a dialog's area changed" : "unchanged screen")
                        + " (" + elements + " elements; last: " + summary + "): " + BenchCommand.stats(nanos));
            }
            out.println("  index: " + index.describe());
            if (tree.isEmpty()) {
                out.println("  " + platform.accessibilityNote());
            }
        }
    }

    private static Frame blanked(Frame f) {
        java.awt.image.BufferedImage copy = new java.awt.image.BufferedImage(f.width(), f.height(),
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = copy.createGraphics();
        g.drawImage(f.image(), 0, 0, null);
        g.setColor(java.awt.Color.GRAY);
        g.fillRect(Math.max(0, f.width() / 2 - 240), Math.max(0, f.height() / 2 - 160), 480, 320);
        g.dispose();
        return new Frame(copy, f.mapping(), f.source(), f.active());
    }

    private static String ratio(int found, int of) {
        return of == 0 ? "-" : String.format("%.3f %4d/%-4d", (double) found / of, found, of);
    }

    private static Path tree(Path json) {
        return json.resolveSibling(json.getFileName().toString().replaceFirst("\\.json$", ".tree.json"));
    }
}
