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
                + "true controls come from the applications' accessibility tree.")
final class PerceptionBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "DIR", description = "Folders of NAME.png + NAME.json "
            + "(default: src/test/resources/perception-bench).")
    List<Path> dirs = new ArrayList<>();

    @Option(names = "--engine", paramLabel = "NAME", description = "tesseract | ppocr (repeatable; default: both).")
    List<String> engines = new ArrayList<>();

    @Override
    public Integer call() {
        List<Path> folders = dirs.isEmpty() ? List.of(Path.of("src/test/resources/perception-bench")) : dirs;
        List<Path> truths = ScoreCommand.files(folders);
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
        return ExitCodes.SUCCESS;
    }

    private static Path png(Path json) {
        return json.resolveSibling(json.getFileName().toString().replaceFirst("\\.json$", ".png"));
    }

    static GroundTruth read(Path json) {
        try {
            JsonNode root = new ObjectMapper().readTree(json.toFile());
            List<GroundTruth.Node> nodes = new ArrayList<>();
            for (JsonNode c : root.path("controls")) {
                JsonNode b = c.get("box");
                nodes.add(new GroundTruth.Node(c.path("role").asText(), c.path("name").asText(),
                        new Rect(b.get(0).asInt(), b.get(1).asInt(), b.get(2).asInt(), b.get(3).asInt())));
            }
            return new GroundTruth(root.path("scenario").asText(json.getFileName().toString()), nodes);
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot read ground truth " + json + ": " + e.getMessage());
        }
    }
}
