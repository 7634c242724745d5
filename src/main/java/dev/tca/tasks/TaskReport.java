package dev.tca.tasks;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The figures of a bench run: success rate, median steps against the minimum, median seconds, per tag, failures. */
public record TaskReport(List<TaskResult> results) {

    public TaskReport {
        results = List.copyOf(results);
    }

    public long passed() {
        return results.stream().filter(TaskResult::passed).count();
    }

    public static String line(TaskResult r) {
        return String.format("%-4s %-28s %2d steps (min %d) %6.1f s%s", r.passed() ? "PASS" : "FAIL", r.task().id(), r.steps(),
                r.task().minSteps(), r.seconds(), r.passed() ? "" : "  " + r.reason());
    }

    public void print(PrintWriter out) {
        out.println(summary("all tasks", results));
        out.println();
        out.printf("  %-10s %5s %7s %9s %9s %8s%n", "tag", "tasks", "passed", "med steps", "med min", "med s");
        Map<String, List<TaskResult>> byTag = new TreeMap<>();
        results.forEach(r -> r.task().tags().forEach(t -> byTag.computeIfAbsent(t, k -> new ArrayList<>()).add(r)));
        byTag.forEach((tag, rs) -> out.printf("  %-10s %5d %6.0f%% %9.1f %9.1f %8.1f%n", tag, rs.size(),
                100.0 * rs.stream().filter(TaskResult::passed).count() / rs.size(),
                median(rs.stream().mapToDouble(TaskResult::steps).toArray()),
                median(rs.stream().mapToDouble(r -> r.task().minSteps()).toArray()),
                median(rs.stream().mapToDouble(TaskResult::seconds).toArray())));
        List<TaskResult> failed = results.stream().filter(r -> !r.passed()).toList();
        if (!failed.isEmpty()) {
            out.println();
            out.println("failing tasks:");
            failed.forEach(r -> out.println("  " + r.task().id() + ": " + r.reason()
                    + (r.runsDir() == null ? "" : " (runs: " + r.runsDir() + ")")));
        }
    }

    private static String summary(String what, List<TaskResult> rs) {
        long ok = rs.stream().filter(TaskResult::passed).count();
        return String.format("%s: %d/%d passed (%.0f%%), median steps %.1f vs minimal %.1f, median %.1f s per task", what, ok,
                rs.size(), rs.isEmpty() ? 0.0 : 100.0 * ok / rs.size(),
                median(rs.stream().mapToDouble(TaskResult::steps).toArray()),
                median(rs.stream().mapToDouble(r -> r.task().minSteps()).toArray()),
                median(rs.stream().mapToDouble(TaskResult::seconds).toArray()));
    }

    static double median(double[] v) {
        if (v.length == 0) {
            return 0;
        }
        double[] s = v.clone();
        java.util.Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    public String json() {
        ObjectMapper m = new ObjectMapper();
        ObjectNode root = m.createObjectNode();
        root.put("tasks", results.size()).put("passed", passed());
        ArrayNode arr = root.putArray("results");
        for (TaskResult r : results) {
            ObjectNode n = arr.addObject();
            n.put("id", r.task().id()).put("passed", r.passed()).put("reason", r.reason()).put("steps", r.steps())
                    .put("minSteps", r.task().minSteps()).put("seconds", Math.round(r.seconds() * 10) / 10.0)
                    .put("tcaExit", r.tcaExit()).put("runs", r.runsDir() == null ? null : r.runsDir().toString());
            r.task().tags().forEach(n.putArray("tags")::add);
        }
        return root.toString();
    }
}
