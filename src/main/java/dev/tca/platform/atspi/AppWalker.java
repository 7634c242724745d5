package dev.tca.platform.atspi;

import dev.tca.core.Rect;

import org.freedesktop.dbus.types.UInt32;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Walks one application's tree breadth first, a level at a time: every call of a level is sent
 * before any answer is awaited, so a level costs two round trips however wide it is. Only
 * SHOWING and VISIBLE objects are opened further (a hidden object's children are hidden too).
 */
final class AppWalker {

    private static final String ACCESSIBLE = "org.a11y.atspi.Accessible";
    private static final String PREFIX = "org.a11y.atspi.";

    /** What is left of a read's budget, shared by the applications of one snapshot. */
    static final class Allowance {
        int nodes;
        final long deadline;
        final long perCallNanos;

        Allowance(AxBudget budget, long start) {
            this.nodes = budget.maxNodes();
            this.deadline = start + budget.total().toNanos();
            this.perCallNanos = budget.perCall().toNanos();
        }

        long callDeadline() {
            return Math.min(deadline, System.nanoTime() + perCallNanos);
        }
    }

    /** A walk's outcome; {@code problem} is empty when the whole visible tree was read. */
    record Result(List<RawNode> nodes, String problem) {
    }

    /** The application did not answer a call in time. */
    private static final class Hung extends Exception {
        Hung() {
            super(null, null, false, false);
        }
    }

    private final Bus bus;
    private final int scale;
    private final Allowance allowance;

    AppWalker(Bus bus, int scale, Allowance allowance) {
        this.bus = bus;
        this.scale = scale;
        this.allowance = allowance;
    }

    Result walk(AxHandle root) {
        List<RawNode> out = new ArrayList<>();
        try {
            List<AxHandle> level = children(root);
            List<Integer> parents = new ArrayList<>(java.util.Collections.nCopies(level.size(), -1));
            while (!level.isEmpty()) {
                if (allowance.nodes < level.size()) {
                    level = level.subList(0, Math.max(0, allowance.nodes));
                    readLevel(level, parents, out);
                    return new Result(out, "node budget spent");
                }
                if (System.nanoTime() > allowance.deadline) {
                    return new Result(out, "time budget spent");
                }
                allowance.nodes -= level.size();
                List<AxHandle> next = new ArrayList<>();
                List<Integer> nextParents = new ArrayList<>();
                readLevel(level, parents, out).forEach((index, kids) -> {
                    next.addAll(kids);
                    kids.forEach(k -> nextParents.add(index));
                });
                level = next;
                parents = nextParents;
            }
            return new Result(out, "");
        } catch (Hung e) {
            return new Result(out, "did not answer within " + allowance.perCallNanos / 1_000_000 + " ms");
        }
    }

    private List<AxHandle> children(AxHandle h) throws Hung {
        Bus.Call c = bus.send(h.bus(), h.path(), ACCESSIBLE, "GetChildren", null);
        return answer(c).map(v -> AxCodes.refs((List<?>) v[0])).orElse(List.of());
    }

    /** Reads one level into {@code out}; returns, per index of a shown node with children, those children. */
    private Map<Integer, List<AxHandle>> readLevel(List<AxHandle> level, List<Integer> parents, List<RawNode> out)
            throws Hung {
        int n = level.size();
        Bus.Call[][] first = new Bus.Call[n][];
        for (int i = 0; i < n; i++) {
            AxHandle h = level.get(i);
            first[i] = new Bus.Call[] {
                bus.send(h.bus(), h.path(), "org.freedesktop.DBus.Properties", "GetAll", "s", ACCESSIBLE),
                bus.send(h.bus(), h.path(), ACCESSIBLE, "GetRole", null),
                bus.send(h.bus(), h.path(), ACCESSIBLE, "GetState", null),
                bus.send(h.bus(), h.path(), ACCESSIBLE, "GetInterfaces", null),
            };
        }
        Partial[] partial = new Partial[n];
        for (int i = 0; i < n; i++) {
            Optional<Object[]> props = answer(first[i][0]);
            Optional<Object[]> role = answer(first[i][1]);
            Optional<Object[]> state = answer(first[i][2]);
            Optional<Object[]> ifaces = answer(first[i][3]);
            if (props.isEmpty() || role.isEmpty() || state.isEmpty() || ifaces.isEmpty()) {
                continue; // it went away while we read it
            }
            partial[i] = new Partial(level.get(i), (Map<?, ?>) props.get()[0], AxCodes.number(role.get()[0]).intValue(),
                    AxCodes.states((List<?>) state.get()[0]), (List<?>) ifaces.get()[0]);
        }
        for (Partial p : partial) {
            if (p != null && p.shown()) {
                p.sendDetails();
            }
        }
        Map<Integer, List<AxHandle>> kids = new java.util.LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            Partial p = partial[i];
            if (p == null) {
                continue;
            }
            int index = out.size();
            out.add(p.finish(parents.get(i)));
            if (p.children != null) {
                answer(p.children).map(v -> AxCodes.refs((List<?>) v[0])).filter(l -> !l.isEmpty())
                        .ifPresent(l -> kids.put(index, l));
            }
        }
        return kids;
    }

    private Optional<Object[]> answer(Bus.Call call) throws Hung {
        Optional<Object[]> reply = bus.await(call, allowance.callDeadline());
        if (reply.isEmpty() && !bus.answered(call)) {
            throw new Hung();
        }
        return reply;
    }

    /** One object between the two round trips of its level. */
    private final class Partial {
        final AxHandle h;
        final Map<?, ?> props;
        final int role;
        final Set<String> states;
        final Set<String> interfaces = new HashSet<>();
        Bus.Call extents;
        Bus.Call children;
        Bus.Call text;
        Bus.Call value;
        Bus.Call actions;

        Partial(AxHandle h, Map<?, ?> props, int role, Set<String> states, List<?> ifaces) {
            this.h = h;
            this.props = props;
            this.role = role;
            this.states = states;
            ifaces.forEach(i -> interfaces.add(String.valueOf(i).replace(PREFIX, "")));
        }

        boolean shown() {
            return states.contains("showing") && states.contains("visible");
        }

        void sendDetails() {
            if (interfaces.contains("Component")) {
                extents = bus.send(h.bus(), h.path(), PREFIX + "Component", "GetExtents", "u", new UInt32(0));
            }
            Object count = AxCodes.property(props, "ChildCount");
            if (count == null || AxCodes.number(count).intValue() > 0) {
                children = bus.send(h.bus(), h.path(), ACCESSIBLE, "GetChildren", null);
            }
            // Chromium's entries have Text but not EditableText: their editable state says they hold a value
            if (interfaces.contains("Text") && (interfaces.contains("EditableText") || states.contains("editable"))) {
                text = bus.send(h.bus(), h.path(), PREFIX + "Text", "GetText", "ii", 0, -1);
            }
            if (interfaces.contains("Value")) {
                value = bus.send(h.bus(), h.path(), "org.freedesktop.DBus.Properties", "GetAll", "s", PREFIX + "Value");
            }
            if (interfaces.contains("Action")) {
                actions = bus.send(h.bus(), h.path(), PREFIX + "Action", "GetActions", null);
            }
        }

        RawNode finish(int parent) throws Hung {
            Rect box = extents == null ? null : answer(extents).map(v -> AxCodes.box((Object[]) v[0], scale)).orElse(null);
            String txt = text == null ? null : answer(text).map(v -> String.valueOf(v[0])).orElse(null);
            Map<?, ?> val = value == null ? Map.of() : answer(value).map(v -> (Map<?, ?>) v[0]).orElse(Map.of());
            List<String> acts = actions == null ? List.of()
                    : answer(actions).map(v -> AxCodes.actionNames((List<?>) v[0])).orElse(List.of());
            Object count = AxCodes.property(props, "ChildCount");
            return new RawNode(h, parent, AxCodes.role(role), (String) AxCodes.property(props, "Name"),
                    (String) AxCodes.property(props, "Description"), states, interfaces, box, txt,
                    dbl(val, "MinimumValue"), dbl(val, "MaximumValue"), dbl(val, "CurrentValue"), acts,
                    count == null ? 0 : AxCodes.number(count).intValue());
        }

        private Double dbl(Map<?, ?> all, String name) {
            Object v = AxCodes.property(all, name);
            return v == null ? null : AxCodes.number(v).doubleValue();
        }
    }
}
