package dev.tca.platform.atspi;

import dev.tca.core.Rect;

import org.freedesktop.dbus.types.UInt32;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One object of a walk between being found (from its application's cache or its own answers) and
 * its details' answers: the details are sent with its level and read at the end of the walk.
 */
final class ObjectRead {

    private static final String PREFIX = "org.a11y.atspi.";

    /** How the walk awaits an answer: empty on an error reply; throws when the application hung. */
    interface Answers {
        Optional<Object[]> answer(Bus.Call call) throws AppWalker.Hung;
    }

    final AxHandle handle;
    private final int parent;
    private final String name;
    private final String description;
    /** -1 when not known (the object manages its descendants, or did not say). */
    int childCount;
    private final int role;
    private final Set<String> states;
    private final Set<String> interfaces;
    private Bus.Call extents;
    private Bus.Call text;
    private Bus.Call value;
    private Bus.Call actions;

    ObjectRead(AxHandle handle, int parent, String name, String description, int childCount, int role,
            Set<String> states, Set<String> interfaces) {
        this.handle = handle;
        this.parent = parent;
        this.name = name;
        this.description = description;
        this.childCount = childCount;
        this.role = role;
        this.states = states;
        this.interfaces = interfaces;
    }

    ObjectRead(AppCache.Item item, int parent) {
        this(item.handle(), parent, item.name(), item.description(), item.childCount(), item.role(), item.states(),
                item.interfaces());
    }

    boolean shown() {
        return states.contains("showing") && states.contains("visible");
    }

    String roleName() {
        return AxCodes.role(role);
    }

    /** Asks for its box, its text if editable, its value and its actions, without waiting. */
    void sendDetails(Bus bus) {
        String dest = handle.bus();
        String path = handle.path();
        if (interfaces.contains("Component")) {
            extents = bus.send(dest, path, PREFIX + "Component", "GetExtents", "u", new UInt32(0));
        }
        // Chromium's entries have Text but not EditableText: their editable state says they hold a value
        if (interfaces.contains("Text") && (interfaces.contains("EditableText") || states.contains("editable"))) {
            text = bus.send(dest, path, PREFIX + "Text", "GetText", "ii", 0, -1);
        }
        if (interfaces.contains("Value")) {
            value = bus.send(dest, path, "org.freedesktop.DBus.Properties", "GetAll", "s", PREFIX + "Value");
        }
        if (interfaces.contains("Action")) {
            actions = bus.send(dest, path, PREFIX + "Action", "GetActions", null);
        }
    }

    /** The object with its details' answers; boxes multiplied by the application's {@code scale}. */
    RawNode finish(Answers answers, int scale) throws AppWalker.Hung {
        Rect box = extents == null ? null
                : answers.answer(extents).map(v -> AxCodes.box((Object[]) v[0], scale)).orElse(null);
        String txt = text == null ? null : answers.answer(text).map(v -> String.valueOf(v[0])).orElse(null);
        Map<?, ?> val = value == null ? Map.of() : answers.answer(value).map(v -> (Map<?, ?>) v[0]).orElse(Map.of());
        List<String> acts = actions == null ? List.of()
                : answers.answer(actions).map(v -> AxCodes.actionNames((List<?>) v[0])).orElse(List.of());
        return new RawNode(handle, parent, AxCodes.role(role), name, description, states, interfaces, box, txt,
                dbl(val, "MinimumValue"), dbl(val, "MaximumValue"), dbl(val, "CurrentValue"), acts,
                Math.max(0, childCount));
    }

    private static Double dbl(Map<?, ?> all, String name) {
        Object v = AxCodes.property(all, name);
        return v == null ? null : AxCodes.number(v).doubleValue();
    }
}
