package dev.tca.trace;

import dev.tca.core.Action;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/**
 * Reads format version 1, where a decision spread its verb's arguments over nullable fields
 * ({@code action, target, text, key, direction, amount, millis}), by rewriting each decision into
 * version 2's single action object. The files stay as recorded; only this class knows the old form.
 */
final class TraceV1 {

    private static final List<String> ARGUMENTS = List.of("text", "key", "direction", "amount", "millis");

    private TraceV1() {
    }

    static void upgrade(ObjectNode trace) {
        for (JsonNode step : trace.path("steps")) {
            if (step.path("decision").isObject()) {
                ((ObjectNode) step).set("decision", decision((ObjectNode) step.get("decision")));
            }
        }
        trace.put("version", Trace.VERSION);
    }

    private static ObjectNode decision(ObjectNode old) {
        ObjectNode action = old.objectNode().put("verb", old.path("action").asText(""));
        if (old.hasNonNull("target")) {
            action.set("element", old.get("target"));
        }
        for (String field : ARGUMENTS) {
            if (old.hasNonNull(field)) {
                action.set(field, old.get(field));
            }
        }
        String verb = action.path("verb").asText();
        if (verb.equals("done") || verb.equals("fail")) {
            action.set("reason", old.get("reason"));
        }
        if (verb.equals("type") && Action.Type.MASK.equals(action.path("text").asText())) {
            action.put("secret", true);
        }
        ObjectNode d = old.objectNode();
        d.set("action", action);
        d.set("targetLabel", old.get("targetLabel"));
        d.set("reason", old.get("reason"));
        d.set("confidence", old.get("confidence"));
        return d;
    }
}
