package dev.tca.mcp;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A tool call's arguments, read with their types checked: a missing or wrong-typed argument is a
 * {@link ToolException} that names the argument, what was expected and what came.
 */
final class Args {

    private final String where;
    private final Map<String, Object> values;

    Args(String where, Map<String, Object> values) {
        this.where = where;
        this.values = values == null ? Map.of() : values;
    }

    String string(String name) {
        return optString(name).orElseThrow(() -> missing(name, "a string"));
    }

    Optional<String> optString(String name) {
        Object v = values.get(name);
        if (v == null) {
            return Optional.empty();
        }
        if (!(v instanceof String s)) {
            throw wrong(name, "a string", v);
        }
        return Optional.of(s);
    }

    Optional<Integer> optInt(String name, int min, int max) {
        Object v = values.get(name);
        if (v == null) {
            return Optional.empty();
        }
        if (!(v instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())) {
            throw wrong(name, "an integer", v);
        }
        long l = n.longValue();
        if (l < min || l > max) {
            throw new ToolException(where + ": '" + name + "' must be " + min + ".." + max + ", got " + l);
        }
        return Optional.of((int) l);
    }

    int integer(String name, int fallback, int min, int max) {
        return optInt(name, min, max).orElse(fallback);
    }

    boolean bool(String name, boolean fallback) {
        Object v = values.get(name);
        if (v == null) {
            return fallback;
        }
        if (!(v instanceof Boolean b)) {
            throw wrong(name, "true or false", v);
        }
        return b;
    }

    List<String> strings(String name) {
        Object v = values.get(name);
        if (v == null) {
            return List.of();
        }
        if (!(v instanceof List<?> list) || !list.stream().allMatch(String.class::isInstance)) {
            throw wrong(name, "a list of strings", v);
        }
        return list.stream().map(String.class::cast).toList();
    }

    /** A list of objects, each read as its own Args ("act: actions[2]: ..."). */
    List<Args> objects(String name) {
        Object v = values.get(name);
        if (v == null) {
            throw missing(name, "a list");
        }
        if (!(v instanceof List<?> list)) {
            throw wrong(name, "a list", v);
        }
        List<Args> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            if (!(list.get(i) instanceof Map<?, ?> m)) {
                throw wrong(name + "[" + i + "]", "an object", list.get(i));
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> typed = (Map<String, Object>) m;
            out.add(new Args(where + ": " + name + "[" + i + "]", typed));
        }
        return out;
    }

    boolean has(String name) {
        return values.get(name) != null;
    }

    String where() {
        return where;
    }

    private ToolException missing(String name, String expected) {
        return new ToolException(where + ": missing argument '" + name + "' (" + expected + ")");
    }

    private ToolException wrong(String name, String expected, Object got) {
        String kind = got instanceof String ? "the string \"" + got + "\"" : got instanceof Number ? "the number " + got
                : got instanceof Boolean ? String.valueOf(got) : got instanceof List ? "a list" : got instanceof Map ? "an object"
                : String.valueOf(got);
        return new ToolException(where + ": '" + name + "' must be " + expected + ", got " + kind);
    }
}
