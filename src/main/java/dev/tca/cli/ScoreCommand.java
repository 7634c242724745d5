package dev.tca.cli;

import dev.tca.brain.Brain;
import dev.tca.core.BadInputException;
import dev.tca.policy.Policy;
import dev.tca.trace.Score;
import dev.tca.trace.Scoreboard;
import dev.tca.trace.Scorer;
import dev.tca.trace.StepScorer;
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

    @Option(names = "--max-false-actions", paramLabel = "X|BRAIN=X",
            description = "Exit 1 when a brain acts on more than X (0..1) of the negative traces; BRAIN=X sets one brain's ceiling.")
    List<String> ceilings = new ArrayList<>();

    @Option(names = "--json", description = "Print the scoreboard as JSON.")
    boolean json;

    @Override
    public Integer call() {
        List<String> names = brains.isEmpty() ? Wiring.SCORING_BRAINS : brains;
        Map<String, Function<Trace, Brain>> factories = new LinkedHashMap<>();
        names.forEach(n -> factories.put(n, Wiring.scoringBrain(n, modelOptions)));
        Map<String, Double> minimum = limits("--min-accuracy", floors, names);
        Map<String, Double> maximum = limits("--max-false-actions", ceilings, names);
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
        for (Map.Entry<String, Double> c : maximum.entrySet()) {
            Scoreboard.Negatives n = board.negatives(c.getKey());
            if (n.total() == 0) {
                spec.commandLine().getErr().println("tca: --max-false-actions is set, but no trace is tagged '" + Trace.NEGATIVE + "'");
                below = true;
            } else if (n.falseActionRate() > c.getValue()) {
                spec.commandLine().getErr().printf("tca: %s acted on %d of %d negatives (%.3f), above the ceiling %.3f%n",
                        c.getKey(), n.falseActions(), n.total(), n.falseActionRate(), c.getValue());
                below = true;
            }
        }
        return below ? ExitCodes.FAILURE : ExitCodes.SUCCESS;
    }

    static Scoreboard score(List<Path> files, Map<String, Function<Trace, Brain>> factories, PrintWriter progress) {
        Policy policy = Scorer.replayPolicy();
        List<Score> scores = new ArrayList<>();
        int failedEpisodes = 0;
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            Trace t = Traces.read(file);
            if (t.episode() && !t.checker().passed()) {
                failedEpisodes++; // evidence, not a teacher: its steps carry no label
            }
            for (Map.Entry<String, Function<Trace, Brain>> b : factories.entrySet()) {
                String name = file.getFileName().toString();
                if (t.episode()) {
                    scores.addAll(StepScorer.score(name, t, b.getKey(), b.getValue().apply(t), policy));
                } else {
                    scores.add(Scorer.score(name, t, b.getKey(), b.getValue().apply(t), policy));
                }
            }
            if (progress != null && ((i + 1) % 25 == 0 || i + 1 == files.size())) {
                progress.printf("scored %d/%d traces%n", i + 1, files.size());
            }
        }
        if (progress != null && failedEpisodes > 0) {
            progress.printf("not scored: %d task episode(s) whose checker failed (kept as evidence, no labels)%n", failedEpisodes);
        }
        return new Scoreboard(List.copyOf(factories.keySet()), scores);
    }

    /** --min-accuracy and --max-false-actions: X for every brain, or BRAIN=X for one. */
    private static Map<String, Double> limits(String option, List<String> given, List<String> names) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (String f : given) {
            String[] parts = f.split("=", 2);
            String value = parts.length == 2 ? parts[1] : parts[0];
            double x;
            try {
                x = Double.parseDouble(value);
            } catch (NumberFormatException e) {
                throw new BadInputException(option + " takes X or BRAIN=X with X in 0..1, got '" + f + "'");
            }
            if (x < 0 || x > 1) {
                throw new BadInputException(option + " must be in 0..1, got " + x);
            }
            if (parts.length == 2) {
                if (!names.contains(parts[0])) {
                    throw new BadInputException(option + " names brain '" + parts[0] + "', which is not being scored");
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
        int traces = all.total() / Math.max(1, board.brains().size());
        out.printf("scoreboard: %d traces x %d brains, %d/%d correct (%.1f%%)%n", traces, board.brains().size(),
                all.correct(), all.total(), 100 * all.accuracy());
        printNegatives(board, out);
        printSteps(board, out);
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
        printFalseActions(board, out);
    }

    /** One line per brain: how often it acted on a screen where the right answer was to act on nothing. */
    private static void printNegatives(Scoreboard board, PrintWriter out) {
        int total = board.negatives(board.brains().get(0)).total();
        if (total == 0) {
            return;
        }
        out.printf("negatives: %d traces (the goal's target is absent; any input action is a false action)%n", total);
        out.printf("  %-10s %14s %8s%n", "brain", "false actions", "rate");
        for (String b : board.brains()) {
            Scoreboard.Negatives n = board.negatives(b);
            out.printf("  %-10s %14s %7.1f%%%n", b, n.falseActions() + "/" + n.total(), 100 * n.falseActionRate());
        }
    }

    /** The task episodes' labelled steps, per brain: right steps, acting where stopping was right, whole episodes. */
    private static void printSteps(Scoreboard board, PrintWriter out) {
        Scoreboard.Steps first = board.steps(board.brains().get(0));
        if (first.total() == 0) {
            return;
        }
        out.printf("task episodes: %d passed episodes, %d labelled steps (%d of them stops; acting there is a false action)%n",
                first.episodes(), first.total(), first.stops());
        out.printf("  %-10s %8s %8s %14s %15s%n", "brain", "steps", "right", "false actions", "episodes right");
        for (String b : board.brains()) {
            Scoreboard.Steps s = board.steps(b);
            out.printf("  %-10s %7.1f%% %8s %14s %15s%n", b, 100 * s.accuracy(), s.correct() + "/" + s.total(),
                    s.falseActions() + "/" + s.stops(), s.episodesAllRight() + "/" + s.episodes());
        }
    }

    private static void printFalseActions(Scoreboard board, PrintWriter out) {
        for (String b : board.brains()) {
            List<Score> acted = board.falseActions(b);
            if (!acted.isEmpty()) {
                out.println("false actions of " + b + " (goal -> chosen):");
                acted.forEach(s -> out.println("  " + s.trace() + ": '" + s.goal() + "' -> '" + s.chosen() + "'"));
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
            Scoreboard.Steps steps = board.steps(b);
            if (steps.total() > 0) {
                ObjectNode st = n.putObject("steps");
                st.put("accuracy", steps.accuracy());
                st.put("correct", steps.correct());
                st.put("total", steps.total());
                st.put("stops", steps.stops());
                st.put("falseActions", steps.falseActions());
                st.put("episodes", steps.episodes());
                st.put("episodesAllRight", steps.episodesAllRight());
            }
            Scoreboard.Negatives neg = board.negatives(b);
            n.put("negatives", neg.total());
            n.put("falseActions", neg.falseActions());
            n.put("falseActionRate", neg.falseActionRate());
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
