package dev.tca.brain.menu;

import dev.tca.brain.GoalParser;
import dev.tca.brain.Intent;
import dev.tca.brain.IntentResolver;
import dev.tca.codec.ActionCodec;
import dev.tca.core.Action;
import dev.tca.core.BadInputException;
import dev.tca.core.BrainException;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a model's free-text reply into one validated action, leniently: "3", "click 3", "#3 Save",
 * "type 'hi' into 2", "key ctrl+s" and a small JSON object all work. A reply that repeats
 * the menu back is an echo, not a choice, and is refused rather than acted on.
 */
public final class ReplyParser {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern BARE_NUMBER = Pattern.compile("^#?(\\d{1,4})\\b.*$", Pattern.DOTALL);
    private static final Pattern VERB_NUMBER = Pattern.compile(
            "^(click|double[_ -]?click|right[_ -]?click|hover)\\s+(?:on\\s+|over\\s+)?(?:element\\s+)?#?(\\d{1,4})\\b.*$",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    /** Two or more menu lines in one reply is a copy of the prompt. */
    static final int ECHO_LINES = 2;

    private ReplyParser() {
    }

    public static Decision parse(String reply, DecisionMenu menu, Observation observation) {
        if (reply == null || reply.isBlank()) {
            throw new BrainException("the reply is empty");
        }
        rejectEcho(reply, menu);
        String r = reply.strip();
        if (r.startsWith("{")) {
            return fromJson(r, observation);
        }
        String firstLine = r.lines().findFirst().orElse("").strip();
        Matcher m = VERB_NUMBER.matcher(firstLine);
        if (m.matches()) {
            String verb = m.group(1).toLowerCase(java.util.Locale.ROOT).replaceAll("[_ -]", "");
            return numbered(verb, Integer.parseInt(m.group(2)), observation);
        }
        m = BARE_NUMBER.matcher(firstLine);
        if (m.matches()) {
            return numbered("click", Integer.parseInt(m.group(1)), observation);
        }
        Intent intent;
        try {
            intent = GoalParser.parseStep(firstLine);
        } catch (IllegalArgumentException e) {
            throw new BrainException("the reply is not an action: '" + clip(firstLine) + "'");
        }
        Decision d = IntentResolver.resolve(intent, observation);
        return new Decision(d.action(), "the reply says '" + clip(firstLine) + "': " + d.reason(), null);
    }

    private static Decision numbered(String verb, int id, Observation observation) {
        var element = observation.element(id)
                .orElseThrow(() -> new BrainException("the reply names entry " + id + ", but the menu has "
                        + observation.elements().size()));
        Action action = switch (verb) {
            case "doubleclick" -> new Action.DoubleClick(id);
            case "rightclick" -> new Action.RightClick(id);
            case "hover" -> new Action.Hover(id);
            default -> new Action.Click(id);
        };
        return Decision.of(action, "the reply names #" + id + " '" + element.label() + "'");
    }

    /**
     * A JSON reply is read by {@link ActionCodec}, after forgiving what small models write instead:
     * "action" for "verb", "target" or "id" for "element", "keys" for "key", a stray "reason".
     * A target written as a label (not a number) is found on screen like a goal step.
     */
    private static Decision fromJson(String r, Observation observation) {
        JsonNode node;
        try {
            node = JSON.readTree(r);
        } catch (Exception e) {
            throw new BrainException("the reply looks like JSON but does not parse: '" + clip(r) + "'");
        }
        if (!node.isObject()) {
            throw new BrainException("the reply is JSON but not an action object: '" + clip(r) + "'");
        }
        String verb = node.path("verb").asText(node.path("action").asText("click")).toLowerCase(java.util.Locale.ROOT)
                .replaceAll("[ -]", "_").replaceFirst("^(double|right)click$", "$1_click");
        JsonNode target = first(node, "element", "target", "id");
        if (target != null && !target.isNumber() && !target.asText().strip().matches("#?\\d{1,4}")) {
            String label = "'" + target.asText() + "'";
            return parseStepOrRefuse(verb.equals("type") ? "type '" + node.path("text").asText("") + "' into " + label
                    : verb.replace('_', ' ') + " " + label, observation);
        }
        ObjectNode action = ((ObjectNode) node).deepCopy();
        action.remove(List.of("action", "target", "id", "keys", "confidence"));
        if (!verb.equals("done") && !verb.equals("fail")) {
            action.remove("reason");
        }
        action.put("verb", verb);
        if (target != null) {
            action.set("element", target.isNumber() ? target
                    : action.numberNode(Integer.parseInt(target.asText().strip().replace("#", ""))));
        }
        JsonNode keys = first(node, "key", "keys");
        if (keys != null) {
            action.set("key", keys);
        }
        Action a;
        try {
            a = ActionCodec.readInput(action);
        } catch (BadInputException e) {
            throw new BrainException("the reply is not a valid action: " + e.getMessage());
        }
        if (a.target().isPresent()) {
            int id = a.target().get();
            var element = observation.element(id).orElseThrow(() -> new BrainException("the reply names entry " + id
                    + ", but the menu has " + observation.elements().size()));
            return Decision.of(a, "the reply names #" + id + " '" + element.label() + "'");
        }
        return Decision.of(a, "the reply says " + a.describe());
    }

    private static JsonNode first(JsonNode node, String... fields) {
        for (String f : fields) {
            if (node.hasNonNull(f)) {
                return node.get(f);
            }
        }
        return null;
    }

    private static Decision parseStepOrRefuse(String step, Observation observation) {
        try {
            return IntentResolver.resolve(GoalParser.parseStep(step), observation);
        } catch (IllegalArgumentException e) {
            throw new BrainException("the reply is not a valid action: " + e.getMessage());
        }
    }

    private static void rejectEcho(String reply, DecisionMenu menu) {
        int repeated = 0;
        for (String line : menu.entryLines()) {
            if (reply.contains(line)) {
                repeated++;
            }
        }
        if (repeated >= ECHO_LINES || reply.contains(DecisionMenu.INSTRUCTION.substring(0, 40))) {
            throw new BrainException("the reply repeats " + repeated + " menu entries, so it looks like an echo of "
                    + "the prompt; refused instead of acted on");
        }
    }

    private static String clip(String s) {
        String one = s.replaceAll("\\s+", " ");
        return one.length() > 60 ? one.substring(0, 57) + "..." : one;
    }
}
