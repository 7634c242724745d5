package dev.tca.mcp;

import dev.tca.core.Action;
import dev.tca.core.KeyChord;
import dev.tca.core.Labels;

import java.util.List;
import java.util.Locale;

/** One entry of an act batch, read into a core action aimed at the element it names by id or by label. */
final class ActionSpec {

    static final List<String> VERBS = List.of("click", "double_click", "right_click", "hover", "type", "key", "scroll", "wait");

    private ActionSpec() {
    }

    /** The action, and how to tell the client about it in its own ids. */
    record Resolved(Action action, Item target) {
        String describe() {
            String d = action.describe();
            if (target == null) {
                return d;
            }
            return d.replace("#" + target.element(), "#" + target.id() + " '" + target.label() + "'");
        }
    }

    static boolean namesElement(Args spec) {
        return spec.has("id") || spec.has("label");
    }

    static Resolved resolve(Args spec, List<Item> items, StableIds ids) {
        String verb = spec.string("do");
        if (!VERBS.contains(verb)) {
            throw new ToolException(spec.where() + ": unknown action '" + verb + "' (known: " + String.join(", ", VERBS) + ")");
        }
        Item target = target(spec, items, ids);
        Integer element = target == null ? null : target.element();
        Action action = switch (verb) {
            case "click", "double_click", "right_click", "hover" -> {
                if (target == null) {
                    throw new ToolException(spec.where() + ": " + verb + " needs an 'id' or a 'label'");
                }
                yield switch (verb) {
                    case "click" -> new Action.Click(element);
                    case "double_click" -> new Action.DoubleClick(element);
                    case "hover" -> new Action.Hover(element);
                    default -> new Action.RightClick(element);
                };
            }
            case "type" -> new Action.Type(spec.string("text"), element);
            case "key" -> new Action.Key(KeyChord.parse(spec.string("keys")));
            case "scroll" -> new Action.Scroll(direction(spec), spec.integer("amount", 3, 1, 50), element);
            default -> new Action.Wait(spec.integer("ms", 500, 0, 60_000));
        };
        return new Resolved(action, target);
    }

    private static Action.Direction direction(Args spec) {
        String d = spec.optString("direction").orElse("down");
        try {
            return Action.Direction.valueOf(d.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new ToolException(spec.where() + ": 'direction' must be up, down, left or right, got '" + d + "'");
        }
    }

    /** The element named by id, or by label (exactly, else as words within a label); null when none is named. */
    private static Item target(Args spec, List<Item> items, StableIds ids) {
        if (spec.has("id") && spec.has("label")) {
            throw new ToolException(spec.where() + ": give 'id' or 'label', not both");
        }
        if (spec.has("id")) {
            return ids.find(spec.optInt("id", 1, Integer.MAX_VALUE).orElseThrow(), items);
        }
        if (!spec.has("label")) {
            return null;
        }
        String label = spec.string("label");
        List<Item> exact = items.stream().filter(i -> Labels.same(i.label(), label)).toList();
        List<Item> found = exact.isEmpty()
                ? items.stream().filter(i -> Labels.containsWords(i.label(), label)).toList() : exact;
        if (found.isEmpty()) {
            throw new ToolException(spec.where() + ": no element labelled '" + label + "' is on the screen");
        }
        if (found.size() > 1) {
            throw new ToolException(spec.where() + ": the label '" + label + "' matches elements "
                    + String.join(", ", found.stream().map(i -> i.id() + " '" + i.label() + "'").toList()) + "; name one by id");
        }
        return found.get(0);
    }
}
