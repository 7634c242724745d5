package dev.tca.perception.widgets;

import dev.tca.core.BadInputException;

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

    public static WidgetTally run(Path dir, PrintWriter out) {
        List<Path> screens = screens(dir);
        WidgetDetector detector = new WidgetDetector();
        WidgetTally tuned = new WidgetTally();
        WidgetTally heldOut = new WidgetTally();
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
            WidgetTally one = new WidgetTally();
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
        WidgetTally all = new WidgetTally();
        all.merge(tuned);
        all.merge(heldOut);
        return all;
    }

    /** The NAME.png files of a folder that have a NAME.json truth beside them; one-line errors otherwise. */
    public static List<Path> screens(Path dir) {
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

    /** A screenshot, or a one-line error. */
    public static BufferedImage read(Path png) {
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
}
