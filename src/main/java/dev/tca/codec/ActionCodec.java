package dev.tca.codec;

import dev.tca.core.Action;
import dev.tca.core.BadInputException;
import dev.tca.core.KeyChord;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;

/**
 * The one JSON form of an {@link Action}: an object whose {@code verb} is {@link Action#verb()}
 * and whose other fields are that verb's arguments, absent when unset.
 *
 * <pre>
 * {"verb":"click","element":3}                 also double_click, right_click
 * {"verb":"type","text":"hi","element":2,"replace":true}
 * {"verb":"type","text":"•••••","secret":true} a secret is written masked, never in clear
 * {"verb":"set_value","element":4,"value":12.5}
 * {"verb":"key","key":"ctrl+s"}
 * {"verb":"scroll","direction":"down","amount":3,"element":5}
 * {"verb":"wait","millis":500}
 * {"verb":"done","reason":"saved","answer":"42","answerElement":7}
 * {"verb":"fail","reason":"nothing matches"}
 * </pre>
 *
 * Reading is strict: an unknown verb, a missing argument, a field the verb does not take or a
 * value an {@code Action} record refuses is a {@link BadInputException} with one line naming it.
 * A secret read back is still masked: {@link #read} returns it (for display and scoring) and
 * {@link #readInput} refuses it, so a recording can never type five bullets into a password field.
 * {@link #module()} plugs the same form into any Jackson {@link ObjectMapper}.
 */
public final class ActionCodec {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Set<String> CLICKS = Set.of("element");

    private ActionCodec() {
    }

    /** The action as a JSON object; a secret's text is masked. */
    public static ObjectNode write(Action action) {
        ObjectNode n = NODES.objectNode().put("verb", action.verb());
        if (action instanceof Action.Click c) {
            n.put("element", c.element());
        } else if (action instanceof Action.DoubleClick c) {
            n.put("element", c.element());
        } else if (action instanceof Action.RightClick c) {
            n.put("element", c.element());
        } else if (action instanceof Action.Hover h) {
            n.put("element", h.element());
        } else if (action instanceof Action.Drag d) {
            n.put("element", d.element()).put("to", d.to());
        } else if (action instanceof Action.Type t) {
            n.put("text", t.shown());
            putIfSet(n, "element", t.element());
            putIfTrue(n, "replace", t.replace());
            putIfTrue(n, "secret", t.secret());
        } else if (action instanceof Action.SetValue v) {
            n.put("element", v.element()).put("value", v.value());
        } else if (action instanceof Action.Key k) {
            n.put("key", k.chord().toString());
        } else if (action instanceof Action.Scroll s) {
            n.put("direction", s.direction().name().toLowerCase(Locale.ROOT)).put("amount", s.amount());
            putIfSet(n, "element", s.element());
        } else if (action instanceof Action.Wait w) {
            n.put("millis", w.millis());
        } else if (action instanceof Action.Done d) {
            putIfText(n, "reason", d.reason());
            if (d.answer() != null) {
                n.put("answer", d.answer());
            }
            putIfSet(n, "answerElement", d.answerElement());
        } else if (action instanceof Action.Fail f) {
            putIfText(n, "reason", f.reason());
        }
        return n;
    }

    /** The action a JSON object describes; a masked secret comes back masked (see {@link #readInput}). */
    public static Action read(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new BadInputException("an action must be a JSON object with a \"verb\", got " + node);
        }
        String verb = node.path("verb").asText("");
        try {
            return switch (verb) {
                case "click" -> new Action.Click(only(node, CLICKS).element());
                case "double_click" -> new Action.DoubleClick(only(node, CLICKS).element());
                case "right_click" -> new Action.RightClick(only(node, CLICKS).element());
                case "hover" -> new Action.Hover(only(node, CLICKS).element());
                case "drag" -> new Action.Drag(only(node, Set.of("element", "to")).element(), (int) number(node, "to"));
                case "type" -> only(node, Set.of("text", "element", "replace", "secret")).type();
                case "set_value" -> new Action.SetValue(only(node, Set.of("element", "value")).element(),
                        number(node, "value"));
                case "key" -> new Action.Key(KeyChord.parse(only(node, Set.of("key")).text("key")));
                case "scroll" -> only(node, Set.of("direction", "amount", "element")).scroll();
                case "wait" -> new Action.Wait(only(node, Set.of("millis")).integer("millis"));
                case "done" -> only(node, Set.of("reason", "answer", "answerElement")).done();
                case "fail" -> new Action.Fail(only(node, Set.of("reason")).optionalText("reason"));
                case "" -> throw new BadInputException("an action needs a \"verb\"");
                default -> throw new BadInputException("unknown verb '" + verb + "'; known: click, double_click, "
                        + "right_click, hover, drag, type, set_value, key, scroll, wait, done, fail");
            };
        } catch (IllegalArgumentException e) {
            throw new BadInputException("bad " + verb + " action: " + e.getMessage());
        }
    }

    /** Like {@link #read}, for an action that will be performed: a masked secret is refused. */
    public static Action readInput(JsonNode node) {
        Action a = read(node);
        if (a instanceof Action.Type t && t.secret() && t.text().equals(Action.Type.MASK)) {
            throw new BadInputException("a recorded secret is masked; it cannot be typed again");
        }
        return a;
    }

    /** A Jackson module that writes and reads every {@link Action} field in this form. */
    public static Module module() {
        SimpleModule m = new SimpleModule("tca-action");
        m.addSerializer(Action.class, new JsonSerializer<>() {
            @Override
            public void serialize(Action a, JsonGenerator gen, SerializerProvider p) throws IOException {
                gen.writeTree(write(a));
            }
        });
        m.addDeserializer(Action.class, new JsonDeserializer<>() {
            @Override
            public Action deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
                return read(p.readValueAsTree());
            }
        });
        return m;
    }

    private static Fields only(JsonNode node, Set<String> allowed) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!f.equals("verb") && !allowed.contains(f)) {
                throw new BadInputException(node.path("verb").asText() + " does not take \"" + f + "\"; it takes " + allowed);
            }
        }
        return new Fields(node);
    }

    private static double number(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || !v.isNumber()) {
            throw new BadInputException(node.path("verb").asText() + " needs a number \"" + field + "\"");
        }
        return v.asDouble();
    }

    private static void putIfSet(ObjectNode n, String field, Integer value) {
        if (value != null) {
            n.put(field, value);
        }
    }

    private static void putIfTrue(ObjectNode n, String field, boolean value) {
        if (value) {
            n.put(field, true);
        }
    }

    private static void putIfText(ObjectNode n, String field, String value) {
        if (value != null && !value.isEmpty()) {
            n.put(field, value);
        }
    }

    /** Typed access to one action object's fields, each failure naming the verb and field. */
    private record Fields(JsonNode node) {

        String verb() {
            return node.path("verb").asText();
        }

        int element() {
            return number("element");
        }

        Integer optionalElement(String field) {
            return node.hasNonNull(field) ? number(field) : null;
        }

        /** An element number: whole, and small enough that it cannot wrap round to a valid one. */
        int number(String field) {
            long v = integer(field);
            if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
                throw new BadInputException(verb() + " \"" + field + "\" is out of range: " + v);
            }
            return (int) v;
        }

        long integer(String field) {
            JsonNode v = node.get(field);
            if (v == null || !v.canConvertToLong() || !v.isIntegralNumber()) {
                throw new BadInputException(verb() + " needs a whole number \"" + field + "\"");
            }
            return v.asLong();
        }

        String text(String field) {
            JsonNode v = node.get(field);
            if (v == null || !v.isTextual()) {
                throw new BadInputException(verb() + " needs a text \"" + field + "\"");
            }
            return v.asText();
        }

        String optionalText(String field) {
            return node.hasNonNull(field) ? text(field) : null;
        }

        boolean flag(String field) {
            JsonNode v = node.get(field);
            if (v != null && !v.isBoolean()) {
                throw new BadInputException(verb() + " needs true or false for \"" + field + "\"");
            }
            return v != null && v.asBoolean();
        }

        Action.Type type() {
            return new Action.Type(text("text"), optionalElement("element"), flag("replace"), flag("secret"));
        }

        Action.Scroll scroll() {
            String d = text("direction");
            Action.Direction direction;
            try {
                direction = Action.Direction.valueOf(d.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new BadInputException("scroll direction must be up, down, left or right, got '" + d + "'");
            }
            return new Action.Scroll(direction, (int) integer("amount"), optionalElement("element"));
        }

        Action.Done done() {
            return new Action.Done(optionalText("reason"), optionalText("answer"), optionalElement("answerElement"));
        }
    }
}
