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
 * before any answer is awaited, so a level costs two round trips however wide it is. What the
 * application's {@link AppCache} holds (role, name, states, interfaces, children) is not asked
 * for, so with a complete cache only the shown objects' details are, in one burst. Only SHOWING
 * and VISIBLE objects are opened further (a hidden object's children are hidden too).
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
    /** Set once the application did not answer: later awaits take only what already came. */
    private boolean hung;

    AppWalker(Bus bus, int scale, Allowance allowance) {
        this.bus = bus;
        this.scale = scale;
        this.allowance = allowance;
    }

    /**
     * Walks the application under {@code root}, taking from {@code cache} what it holds and asking only
     * for the rest. Each object's details (box, text, value, actions) are sent with its level and
     * awaited at the end, so with a complete cache the whole walk costs one round trip; with
     * {@link AppCache#NONE} every object is asked for (the walk before GetItems, kept as the fallback).
     */
    Result walk(AxHandle root, AppCache cache) {
        List<Partial> found = new ArrayList<>();
        List<RawNode> out = new ArrayList<>();
        String problem = "";
        try {
            List<AxHandle> level = cache.children(root).orElse(null);
            if (level == null) {
                level = answer(bus.send(root.bus(), root.path(), ACCESSIBLE, "GetChildren", null))
                        .map(v -> AxCodes.refs((List<?>) v[0])).orElse(List.of());
            }
            List<Integer> parents = new ArrayList<>(java.util.Collections.nCopies(level.size(), -1));
            while (!level.isEmpty()) {
                if (allowance.nodes < level.size()) {
                    level = level.subList(0, Math.max(0, allowance.nodes));
                    readLevel(level, parents, found, cache);
                    problem = "node budget spent";
                    break;
                }
                if (System.nanoTime() > allowance.deadline) {
                    problem = "time budget spent";
                    break;
                }
                allowance.nodes -= level.size();
                List<AxHandle> next = new ArrayList<>();
                List<Integer> nextParents = new ArrayList<>();
                readLevel(level, parents, found, cache).forEach((index, kids) -> {
                    next.addAll(kids);
                    kids.forEach(k -> nextParents.add(index));
                });
                level = next;
                parents = nextParents;
            }
            for (Partial p : found) {
                out.add(p.finish());
            }
            return new Result(out, problem);
        } catch (Hung e) {
            hung = true; // what already answered is kept; nothing more is waited for
            try {
                for (int i = out.size(); i < found.size(); i++) {
                    out.add(found.get(i).finish());
                }
            } catch (Hung again) {
                // the rest of the walk is lost
            }
            return new Result(out, "did not answer within " + allowance.perCallNanos / 1_000_000 + " ms");
        }
    }

    /** The interfaces' short names ("Component", "Text") from their D-Bus names. */
    static Set<String> shortNames(List<?> ifaces) {
        Set<String> out = new HashSet<>();
        ifaces.forEach(i -> out.add(String.valueOf(i).replace(PREFIX, "")));
        return out;
    }

    /**
     * Reads one level into {@code found} (an object the cache lacks costs four calls) and sends each
     * shown object's details; returns, per index of a shown node with children, those children.
     */
    private Map<Integer, List<AxHandle>> readLevel(List<AxHandle> level, List<Integer> parents, List<Partial> found,
            AppCache cache) throws Hung {
        int n = level.size();
        Bus.Call[][] first = new Bus.Call[n][];
        for (int i = 0; i < n; i++) {
            AxHandle h = level.get(i);
            if (cache.item(h).isEmpty()) {
                first[i] = new Bus.Call[] {
                    bus.send(h.bus(), h.path(), "org.freedesktop.DBus.Properties", "GetAll", "s", ACCESSIBLE),
                    bus.send(h.bus(), h.path(), ACCESSIBLE, "GetRole", null),
                    bus.send(h.bus(), h.path(), ACCESSIBLE, "GetState", null),
                    bus.send(h.bus(), h.path(), ACCESSIBLE, "GetInterfaces", null),
                };
            }
        }
        Partial[] partial = new Partial[n];
        for (int i = 0; i < n; i++) {
            partial[i] = first[i] == null ? new Partial(cache.item(level.get(i)).orElseThrow(), parents.get(i))
                    : asked(level.get(i), first[i], parents.get(i));
        }
        Bus.Call[] childCalls = new Bus.Call[n];
        List<List<AxHandle>> known = new ArrayList<>(java.util.Collections.nCopies(n, null));
        for (int i = 0; i < n; i++) {
            Partial p = partial[i];
            if (p == null || !p.shown()) {
                continue;
            }
            p.sendDetails();
            Optional<List<AxHandle>> cached = cache.children(p.h);
            if (cached.isPresent()) {
                known.set(i, cached.get());
            } else if (p.childCount != 0) {
                childCalls[i] = bus.send(p.h.bus(), p.h.path(), ACCESSIBLE, "GetChildren", null);
            }
        }
        Map<Integer, List<AxHandle>> kids = new java.util.LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            Partial p = partial[i];
            if (p == null) {
                continue;
            }
            int index = found.size();
            found.add(p);
            List<AxHandle> list = known.get(i);
            if (childCalls[i] != null) {
                list = answer(childCalls[i]).map(v -> AxCodes.refs((List<?>) v[0])).orElse(List.of());
                p.childCount = list.size();
            }
            if (list != null && !list.isEmpty()) {
                kids.put(index, list);
            }
        }
        return kids;
    }

    /** An object the cache lacks, from its four answers; null when it went away while we read it. */
    private Partial asked(AxHandle h, Bus.Call[] calls, int parent) throws Hung {
        Optional<Object[]> props = answer(calls[0]);
        Optional<Object[]> role = answer(calls[1]);
        Optional<Object[]> state = answer(calls[2]);
        Optional<Object[]> ifaces = answer(calls[3]);
        if (props.isEmpty() || role.isEmpty() || state.isEmpty() || ifaces.isEmpty()) {
            return null;
        }
        Map<?, ?> all = (Map<?, ?>) props.get()[0];
        Object count = AxCodes.property(all, "ChildCount");
        return new Partial(h, parent, (String) AxCodes.property(all, "Name"),
                (String) AxCodes.property(all, "Description"), count == null ? -1 : AxCodes.number(count).intValue(),
                AxCodes.number(role.get()[0]).intValue(), AxCodes.states((List<?>) state.get()[0]),
                shortNames((List<?>) ifaces.get()[0]));
    }

    private Optional<Object[]> answer(Bus.Call call) throws Hung {
        Optional<Object[]> reply = bus.await(call, hung ? System.nanoTime() : allowance.callDeadline());
        if (reply.isEmpty() && !bus.answered(call)) {
            throw new Hung();
        }
        return reply;
    }

    /** One object between being found and its details' answers. */
    private final class Partial {
        final AxHandle h;
        final int parent;
        final String name;
        final String description;
        /** -1 when not known (the object manages its descendants, or did not say). */
        int childCount;
        final int role;
        final Set<String> states;
        final Set<String> interfaces;
        Bus.Call extents;
        Bus.Call text;
        Bus.Call value;
        Bus.Call actions;

        Partial(AxHandle h, int parent, String name, String description, int childCount, int role, Set<String> states,
                Set<String> interfaces) {
            this.h = h;
            this.parent = parent;
            this.name = name;
            this.description = description;
            this.childCount = childCount;
            this.role = role;
            this.states = states;
            this.interfaces = interfaces;
        }

        Partial(AppCache.Item item, int parent) {
            this(item.handle(), parent, item.name(), item.description(), item.childCount(), item.role(), item.states(),
                    item.interfaces());
        }

        boolean shown() {
            return states.contains("showing") && states.contains("visible");
        }

        void sendDetails() {
            if (interfaces.contains("Component")) {
                extents = bus.send(h.bus(), h.path(), PREFIX + "Component", "GetExtents", "u", new UInt32(0));
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

        RawNode finish() throws Hung {
            Rect box = extents == null ? null : answer(extents).map(v -> AxCodes.box((Object[]) v[0], scale)).orElse(null);
            String txt = text == null ? null : answer(text).map(v -> String.valueOf(v[0])).orElse(null);
            Map<?, ?> val = value == null ? Map.of() : answer(value).map(v -> (Map<?, ?>) v[0]).orElse(Map.of());
            List<String> acts = actions == null ? List.of()
                    : answer(actions).map(v -> AxCodes.actionNames((List<?>) v[0])).orElse(List.of());
            return new RawNode(h, parent, AxCodes.role(role), name, description, states, interfaces, box, txt,
                    dbl(val, "MinimumValue"), dbl(val, "MaximumValue"), dbl(val, "CurrentValue"), acts,
                    Math.max(0, childCount));
        }

        private Double dbl(Map<?, ?> all, String name) {
            Object v = AxCodes.property(all, name);
            return v == null ? null : AxCodes.number(v).doubleValue();
        }
    }
}
