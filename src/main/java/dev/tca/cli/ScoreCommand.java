package dev.tca.cli;

import dev.tca.brain.Brain;
import dev.tca.core.BadInputException;
import dev.tca.policy.Policy;
import dev.tca.trace.Score;
import dev.tca.trace.Scoreboard;
import dev.tca.trace.Scorer;
import dev.tca.trace.Trace;
import dev.tca.trace.Traces;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.stream.Stream;

/** tca score DIR --brain B...: replays each brain over every trace and prints the scoreboard. */
@Command(name = "score", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Replay brains over recorded traces (no display, nothing clicked) and print a scoreboard.")
final class ScoreCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
    ModelOptions modelOptions;

    @Parameters(arity = "1..*", paramLabel = "TRACES", description = "Trace files, or folders searched for *.json.")
    List<Path> paths;

    @Option(names = "--brain", paramLabel = "NAME", description = "planner | model | first | oracle (repeatable; default: all).")
    List<String> brains = new ArrayList<>();

    @Option(names = "--min-accuracy", paramLabel = "X|BRAIN=X",
            description = "Exit 1 when a brain's accuracy is below X (0..1); BRAIN=X sets one brain's floor.")
    List<String> floors = new ArrayList<>();

    @Option(names = "--json", description = "Print the scoreboard as JSON.")
    boolean json;

    @Override
    public Integer call() {
        List<String> names = brains.isEmpty() ? Wiring.SCORING_BRAINS : brains;
        Map<String, Function<Trace, Brain>> factories = new LinkedHashMap<>();
        names.forEach(n -> factories.put(n, Wiring.scoringBrain(n, modelOptions)));
        Map<String, Double> minimum = floors(names);
        List<Path> files = files(paths);
        if (files.isEmpty()) {
            throw new BadInputException("no trace files (*.json) in " + paths);
        }
        Scoreboard board = score(files, factories, spec.commandLine().getErr());
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(json(board));
        } else {
            print(board, out);
        }
        boolean below = false;
        for (Map.Entry<String, Double> f : minimum.entrySet()) {
            double acc = board.tally(f.getKey()).accuracy();
            if (acc < f.getValue()) {
                spec.commandLine().getErr().printf("tca: %s accuracy %.3f is below the floor %.3f%n", f.getKey(), acc, f.getValue());
                below = true;
            }
        }
        return below ? ExitCodes.FAILURE : ExitCodes.SUCCESS;
    }

    static Scoreboard score(List<Path> files, Map<String, Function<Trace, Brain>> factories, PrintWriter progress) {
        Policy policy = Scorer.replayPolicy();
        List<Score> scores = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            Trace t = Traces.read(file);
            for (Map.Entry<String, Function<Trace, Brain>> b : factories.entrySet()) {
                scores.add(Scorer.score(file.getFileName().toString(), t, b.getKey(), b.getValue().apply(t), policy));
            }
            if (progress != null && ((i + 1) % 25 == 0 || i + 1 == files.size())) {
                progress.printf("scored %d/%d traces%n", i + 1, files.size());
            }
        }
        return new Scoreboard(List.copyOf(factories.keySet()), scores);
    }

    private Map<String, Double> floors(List<String> names) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (String f : floors) {
            String[] parts = f.split("=", 2);
            String value = parts.length == 2 ? parts[1] : parts[0];
            double x;
            try {
                x = Double.parseDouble(value);
            } catch (NumberFormatException e) {
                throw new BadInputException("--min-accuracy takes X or BRAIN=X with X in 0..1, got '" + f + "'");
            }
            if (x < 0 || x > 1) {
                throw new BadInputException("--min-accuracy must be in 0..1, got " + x);
            }
            if (parts.length == 2) {
                if (!names.contains(parts[0])) {
                    throw new BadInputException("--min-accuracy names brain '" + parts[0] + "', which is not being scored");
                }
                out.put(parts[0], x);
            } else {
                names.forEach(n -> out.putIfAbsent(n, x));
            }
        }
        return out;
    }

    static List<Path> files(List<Path> paths) {
        List<Path> out = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> walk = Files.walk(p)) {
                    walk.filter(f -> f.toString().endsWith(".json") && Files.isRegularFile(f)).sorted().forEach(out::add);
                } catch (IOException e) {
                    throw new BadInputException("cannot read folder " + p + ": " + e.getMessage());
                }
            } else if (Files.isRegularFile(p)) {
                out.add(p);
            } else {
                throw new BadInputException("no such trace file or folder: " + p);
            }
        }
        return out;
    }

    private static void print(Scoreboard board, PrintWriter out) {
        Scoreboard.Tally all = board.overall();
        int traces = board.scores().size() / Math.max(1, board.brains().size());
        out.printf("scoreboard: %d traces x %d brains, %d/%d correct (%.1f%%)%n", traces, board.brains().size(),
                all.correct(), all.total(), 100 * all.accuracy());
        out.printf("  %-10s %8s %8s %9s %11s %8s %9s %6s%n", "brain", "accuracy", "correct", "incorrect", "no decision",
                "refused", "total", "ECE");
        for (String b : board.brains()) {
            Scoreboard.Tally t = board.tally(b);
            Double ece = board.calibrationError(b);
            out.printf("  %-10s %7.1f%% %8d %9d %11d %8d %9d %6s%n", b, 100 * t.accuracy(), t.correct(), t.incorrect(),
                    t.noDecision(), t.refused(), t.total(), ece == null ? "-" : String.format("%.3f", ece));
        }
        out.println("per tag (accuracy):");
        StringBuilder head = new StringBuilder(String.format("  %-16s", "tag"));
        board.brains().forEach(b -> head.append(String.format(" %9s", b)));
        out.println(head);
        for (String tag : board.tags()) {
            StringBuilder row = new StringBuilder(String.format("  %-16s", tag));
            for (String b : board.brains()) {
                Scoreboard.Tally t = board.tally(b, tag);
                row.append(String.format(" %8.0f%%", 100 * t.accuracy()));
            }
            out.println(row.append("   (").append(board.tally(board.brains().get(0), tag).total()).append(" traces)"));
        }
        for (String b : board.brains()) {
            Map<String, Integer> conf = board.confusions(b);
            if (!conf.isEmpty()) {
                out.println("confusions of " + b + " (expected -> chosen):");
                conf.forEach((k, v) -> out.println("  " + v + "x " + k));
            }
        }
    }

    private static String json(Scoreboard board) {
        ObjectMapper m = new ObjectMapper();
        ObjectNode root = m.createObjectNode();
        ObjectNode brains = root.putObject("brains");
        for (String b : board.brains()) {
            Scoreboard.Tally t = board.tally(b);
            ObjectNode n = brains.putObject(b);
            n.put("accuracy", t.accuracy());
            n.put("correct", t.correct());
            n.put("incorrect", t.incorrect());
            n.put("noDecision", t.noDecision());
            n.put("refused", t.refused());
            n.put("total", t.total());
            Double ece = board.calibrationError(b);
            if (ece != null) {
                n.put("ece", ece);
            }
            ObjectNode tags = n.putObject("tags");
            board.tags().forEach(tag -> tags.put(tag, board.tally(b, tag).accuracy()));
        }
        ArrayNode scores = root.putArray("scores");
        for (Score s : board.scores()) {
            ObjectNode n = scores.addObject();
            n.put("trace", s.trace());
            n.put("brain", s.brain());
            n.put("goal", s.goal());
            n.put("expected", s.expected());
            n.put("chosen", s.chosen());
            n.put("verdict", s.verdict().wireName());
            if (s.confidence() != null) {
                n.put("confidence", s.confidence());
            }
        }
        return root.toPrettyString();
    }
}
