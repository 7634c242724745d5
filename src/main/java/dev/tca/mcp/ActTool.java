package dev.tca.mcp;

import dev.tca.act.Execution;
import dev.tca.core.TcaException;
import dev.tca.core.Verdict;
import dev.tca.policy.Policy;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * act: a batch of actions, each checked by the policy and carried out in turn, stopping at the
 * first refusal or failure. Answers with what each action did and the index diff between the
 * screen before the batch and after it. After real input the screen is read again before the
 * next action that names an element, so ids resolve against what is on the screen now.
 */
final class ActTool {

    private final Desktop desktop;
    private final StableIds ids;
    private final int budget;

    ActTool(Desktop desktop, StableIds ids, int budget) {
        this.desktop = desktop;
        this.ids = ids;
        this.budget = budget;
    }

    CallToolResult call(Args args) {
        List<Args> specs = args.objects("actions");
        if (specs.isEmpty()) {
            throw new ToolException(args.where() + ": 'actions' is empty; give at least one action");
        }
        Policy policy = desktop.policy(budget);
        Desktop.Seen now = desktop.observe();
        List<Item> before = ids.assign(now.observation());
        List<Item> items = before;
        boolean touched = false;
        boolean executed = false;
        List<Map<String, Object>> done = new ArrayList<>();
        String stop = null;
        for (Args spec : specs) {
            if (touched && ActionSpec.namesElement(spec)) {
                now = desktop.observeSettled();
                items = ids.assign(now.observation());
                touched = false;
            }
            Map<String, Object> entry = new LinkedHashMap<>();
            done.add(entry);
            try {
                ActionSpec.Resolved r = ActionSpec.resolve(spec, items, ids);
                entry.put("action", r.describe());
                Verdict verdict = policy.check(r.action(), now.observation());
                if (!verdict.allowed()) {
                    entry.put("status", "refused");
                    entry.put("reason", verdict.reason());
                    stop = "refused by policy: " + verdict.reason() + " (" + spec.where() + ": " + r.describe() + ")";
                    break;
                }
                Execution ex = desktop.act(r.action(), now.observation());
                entry.put("status", r.action().isInput() && !ex.performed() ? "dry_run" : "done");
                entry.put("did", ex.summary());
                touched |= r.action().isInput() && desktop.realInput();
                executed = true;
            } catch (ToolException | IllegalArgumentException | TcaException e) {
                entry.put("status", "failed");
                entry.put("reason", e.getMessage());
                stop = e.getMessage();
                break;
            }
        }
        List<Item> after = items;
        if (executed) {
            after = ids.assign((touched ? desktop.observeSettled() : desktop.observe()).observation());
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("mode", desktop.realInput() ? "real input" : "dry run (nothing was touched)");
        body.put("actions", done);
        IndexDiff diff = IndexDiff.between(before, after);
        body.put("appeared", Views.items(diff.appeared()));
        body.put("vanished", Views.items(diff.vanished()));
        body.put("changed", Views.items(diff.changed()));
        return stop == null ? Reply.ok(body) : Reply.error(stop, body);
    }
}
