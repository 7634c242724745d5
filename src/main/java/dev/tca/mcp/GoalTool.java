package dev.tca.mcp;

import dev.tca.loop.Episode;
import dev.tca.loop.Step;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** run_goal: one whole tca episode from a goal; answers with its steps and the verified result. */
final class GoalTool {

    static final List<String> BRAINS = List.of("planner", "task", "first", "model");

    private final Desktop desktop;
    private final int budget;

    GoalTool(Desktop desktop, int budget) {
        this.desktop = desktop;
        this.budget = budget;
    }

    CallToolResult call(Args args) {
        String goal = args.string("goal");
        if (goal.isBlank()) {
            throw new ToolException(args.where() + ": 'goal' is empty; say what to do, e.g. click 'OK'");
        }
        String brain = args.optString("brain").orElse("planner");
        if (!BRAINS.contains(brain)) {
            throw new ToolException(args.where() + ": unknown brain '" + brain + "' (known: " + String.join(", ", BRAINS) + ")");
        }
        int steps = args.integer("steps", Math.min(5, budget), 1, budget);
        Episode episode = desktop.runGoal(new Desktop.Goal(goal, brain, steps, args.strings("verify_text"),
                args.strings("verify_gone")));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("result", episode.result().wireName());
        body.put("reason", episode.reason());
        body.put("steps", episode.steps().stream().map(GoalTool::step).toList());
        return episode.reason().startsWith("policy: ")
                ? Reply.error("refused by " + episode.reason(), body) : Reply.ok(body);
    }

    private static Map<String, Object> step(Step s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("index", s.index());
        if (s.decision() != null) {
            m.put("action", s.decision().action().describe());
            s.decision().action().target().flatMap(s.observation()::element).ifPresent(e -> m.put("target", e.label()));
        }
        if (s.verdict() != null) {
            m.put("allowed", s.verdict().allowed());
            m.put("policy", s.verdict().reason());
        }
        if (s.execution() != null) {
            m.put("did", s.execution().summary());
        }
        if (s.screenChanged() != null) {
            m.put("screen_changed", s.screenChanged());
        }
        return m;
    }
}
