package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.core.Frame;
import dev.tca.core.Rect;
import dev.tca.perception.Detector;
import dev.tca.session.Config;
import dev.tca.session.Perception;
import dev.tca.perception.GroundTruth;
import dev.tca.screen.ImageScreen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** tca bench perception: recall, precision and time per OCR engine on screenshots with known truth. */
@Command(name = "perception", mixinStandardHelpOptions = true,
        description = "Label recall, precision and median ms per full screen for each OCR engine, on screenshots whose "
                + "true controls come from the applications' accessibility tree; then recall over labelled and textless "
                + "controls per source (ocr, ax, widgets, merged) where the tree's read was saved (target: merged >= 0.98).")
final class PerceptionBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "DIR", description = "Folders of NAME.png + NAME.json "
            + "(default: src/test/resources/perception-bench).")
    List<Path> dirs = new ArrayList<>();

    @Option(names = "--engine", paramLabel = "NAME", description = "tesseract | ppocr (repeatable; default: both).")
    List<String> engines = new ArrayList<>();

    @Option(names = "--per-source", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Also score each source (ocr, ax, widgets, merged) with the first engine (default: on).")
    boolean perSource;

    @Option(names = "--live", description = "Instead: time a step's perception (capture, tree, widgets, changed-region "
            + "OCR) on the running desktop (target: median <= 300 ms at 1280x800).")
    boolean live;

    @Option(names = "--runs", defaultValue = "20", description = "Steps timed with --live (default: ${DEFAULT-VALUE}).")
    int runs;

    @Override
    public Integer call() {
        if (live) {
            if (runs < 1) {
                throw new BadInputException("--runs must be at least 1");
            }
            PerceptionSources.live(engines.isEmpty() ? "auto" : engines.get(0), runs, spec.commandLine().getOut());
            return ExitCodes.SUCCESS;
        }
        List<Path> folders = dirs.isEmpty() ? List.of(Path.of("src/test/resources/perception-bench")) : dirs;
        List<Path> truths = ScoreCommand.files(folders).stream().filter(p -> !p.toString().endsWith(".tree.json")).toList();
        if (truths.isEmpty()) {
            throw new BadInputException("no screenshots with truth (*.json) in " + folders);
        }
        List<String> names = engines.isEmpty() ? List.of("tesseract", "ppocr") : engines;
        PrintWriter out = spec.commandLine().getOut();
        out.printf("perception on %d screenshots (%d cores)%n", truths.size(), Runtime.getRuntime().availableProcessors());
        out.printf("  %-10s %8s %10s %10s %12s%n", "engine", "recall", "precision", "median ms", "controls");
        for (String name : names) {
            Detector detector = Perception.build(new Config.PerceptionSpec(name, true, "off", false), Optional.empty());
            int controls = 0;
            int found = 0;
            int elements = 0;
            int right = 0;
            long[] nanos = new long[truths.size()];
            detector.detect(new ImageScreen(png(truths.get(0))).capture()); // warm-up
            for (int i = 0; i < truths.size(); i++) {
                GroundTruth truth = read(truths.get(i));
                Frame frame = new ImageScreen(png(truths.get(i))).capture();
                long t = System.nanoTime();
                var o = detector.detect(frame);
                nanos[i] = System.nanoTime() - t;
                GroundTruth.Result r = truth.score(o);
                controls += r.controls();
                found += r.found();
                elements += r.elements();
                right += r.rightElements();
                spec.commandLine().getErr().printf("%s %s: %d/%d controls%n", name, truth.name(), r.found(), r.controls());
            }
            Arrays.sort(nanos);
            out.printf("  %-10s %8.3f %10.3f %10.0f %7d/%d%n", name, (double) found / controls, (double) right / elements,
                    nanos[nanos.length / 2] / 1e6, found, controls);
        }
        if (perSource) {
            PerceptionSources.table(truths, names.get(0), out, spec.commandLine().getErr());
        }
        return ExitCodes.SUCCESS;
    }

    static Path png(Path json) {
        return json.resolveSibling(json.getFileName().toString().replaceFirst("\\.json$", ".png"));
    }

    static GroundTruth read(Path json) {
        try {
            JsonNode root = new ObjectMapper().readTree(json.toFile());
            List<GroundTruth.Node> nodes = new ArrayList<>();
            for (JsonNode c : root.path("controls")) {
                JsonNode b = c.get("box");
                nodes.add(new GroundTruth.Node(c.path("role").asText(), c.path("name").asText(),
                        new Rect(b.get(0).asInt(), b.get(1).asInt(), b.get(2).asInt(), b.get(3).asInt()),
                        c.path("editable").asBoolean(), c.path("checkable").asBoolean()));
            }
            return new GroundTruth(root.path("scenario").asText(json.getFileName().toString()), nodes);
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot read ground truth " + json + ": " + e.getMessage());
        }
    }
}
