package dev.tca.brain.plan;

import dev.tca.core.BadInputException;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Scores the planner on a JSON-lines file of goals with their expected plans: the share of
 * goals planned exactly, and per expected step whether kind, target and text match.
 * Targets compare without case; a field an expected step does not mention is not checked,
 * except kind, target and text, which are always.
 */
public final class PlanBench {

    /** The figures for one file. */
    public record Score(int goals, int exact, int steps, int kinds, int targets, int texts) {
        public double exactShare() {
            return goals == 0 ? 0 : (double) exact / goals;
        }

        public String line(String label) {
            return String.format(Locale.ROOT, "%-16s %3d goals  exact %5.1f%%  kind %5.1f%%  target %5.1f%%  text %5.1f%%"
                    + "  (%d steps)", label, goals, 100.0 * exact / goals, 100.0 * kinds / steps,
                    100.0 * targets / steps, 100.0 * texts / steps, steps);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    /** "The 15th" in a file means the 15th of this month, so files stay true on any day. */
    private static final LocalDate TODAY = LocalDate.of(2024, 6, 1);

    private PlanBench() {
    }

    /** Grammar alone. */
    public static Score run(Path jsonl, PrintWriter out) {
        return run(jsonl, out, null, "grammar");
    }

    /** Prints one figures line under the label, then each goal planned wrongly with what was expected. */
    public static Score run(Path jsonl, PrintWriter out, ActionClassifier fallback, String label) {
        GoalPlanner planner = new GoalPlanner(fallback, TODAY);
        List<String> misses = new ArrayList<>();
        int goals = 0, exact = 0, steps = 0, kinds = 0, targets = 0, texts = 0;
        for (JsonNode c : read(jsonl)) {
            goals++;
            String goal = c.path("goal").asText();
            JsonNode expected = c.path("steps");
            List<SubGoal> got;
            try {
                got = planner.plan(goal).steps();
            } catch (BadInputException e) {
                got = List.of();
            }
            boolean all = got.size() == expected.size();
            for (int i = 0; i < expected.size(); i++) {
                JsonNode e = expected.get(i);
                SubGoal s = i < got.size() ? got.get(i) : null;
                steps++;
                boolean kind = s != null && s.kind().name().equals(e.path("kind").asText());
                boolean target = s != null && sameText(e.path("target"), s.target(), true);
                boolean text = s != null && sameText(e.path("text"), s.text(), false);
                kinds += kind ? 1 : 0;
                targets += target ? 1 : 0;
                texts += text ? 1 : 0;
                all &= kind && target && text && s != null && extrasMatch(e, s);
            }
            if (all) {
                exact++;
            } else {
                misses.add("  " + goal + "\n      got: " + got.stream().map(SubGoal::describe).toList()
                        + "\n     want: " + expected);
            }
        }
        Score score = new Score(goals, exact, Math.max(steps, 1), kinds, targets, texts);
        out.println(score.line(label + " " + jsonl.getFileName()));
        misses.forEach(out::println);
        out.flush();
        return score;
    }

    private static boolean sameText(JsonNode want, String got, boolean ignoreCase) {
        if (want.isMissingNode() || want.isNull()) {
            return got == null;
        }
        return got != null && (ignoreCase ? want.asText().equalsIgnoreCase(got) : want.asText().equals(got));
    }

    /** The optional fields an expected step names. */
    private static boolean extrasMatch(JsonNode e, SubGoal s) {
        Qualifiers w = s.where();
        return check(e, "role", s.role().name())
                && (!e.has("secret") || e.get("secret").asBoolean() == s.secret())
                && (!e.has("ordinal") || Objects.equals(e.get("ordinal").asInt(), w.ordinal()))
                && (!e.has("container") || e.get("container").asText().equalsIgnoreCase(String.valueOf(w.container())))
                && (!e.has("relation") || (w.relation() != null && e.get("relation").asText().equalsIgnoreCase(
                        w.relation().side() + ":" + w.relation().anchor())))
                && (!e.has("path") || JSON.convertValue(e.get("path"), List.class).equals(s.path()))
                && (!e.has("number") || (s.number() != null && e.get("number").asDouble() == s.number()))
                && check(e, "date", String.valueOf(s.date()))
                && (!e.has("day") || (s.date() != null && s.date().getDayOfMonth() == e.get("day").asInt()))
                && check(e, "direction", String.valueOf(s.direction()))
                && (!e.has("amount") || Objects.equals(e.get("amount").asInt(), s.amount()))
                && check(e, "key", String.valueOf(s.chord()))
                && (!e.has("seconds") || (s.millis() != null && Math.round(e.get("seconds").asDouble() * 1000) == s.millis()));
    }

    private static boolean check(JsonNode e, String field, String got) {
        return !e.has(field) || e.get(field).asText().equalsIgnoreCase(got);
    }

    private static List<JsonNode> read(Path jsonl) {
        try {
            List<JsonNode> cases = new ArrayList<>();
            for (String line : Files.readAllLines(jsonl)) {
                if (!line.isBlank()) {
                    cases.add(JSON.readTree(line));
                }
            }
            return cases;
        } catch (IOException e) {
            throw new BadInputException("cannot read the plan set " + jsonl + ": " + e.getMessage());
        }
    }

}
