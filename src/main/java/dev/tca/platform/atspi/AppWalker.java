package dev.tca.platform.atspi;

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
    static final class Hung extends Exception {
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
        List<ObjectRead> found = new ArrayList<>();
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
            for (ObjectRead p : found) {
                out.add(p.finish(this::answer, scale));
            }
            return new Result(out, problem);
        } catch (Hung e) {
            hung = true; // what already answered is kept; nothing more is waited for
            try {
                for (int i = out.size(); i < found.size(); i++) {
                    out.add(found.get(i).finish(this::answer, scale));
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
    private Map<Integer, List<AxHandle>> readLevel(List<AxHandle> level, List<Integer> parents, List<ObjectRead> found,
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
        ObjectRead[] partial = new ObjectRead[n];
        for (int i = 0; i < n; i++) {
            partial[i] = first[i] == null ? new ObjectRead(cache.item(level.get(i)).orElseThrow(), parents.get(i))
                    : asked(level.get(i), first[i], parents.get(i));
        }
        Bus.Call[] childCalls = new Bus.Call[n];
        List<List<AxHandle>> known = new ArrayList<>(java.util.Collections.nCopies(n, null));
        for (int i = 0; i < n; i++) {
            ObjectRead p = partial[i];
            if (p == null || !p.shown() && !closedOptions(p, parents.get(i), found)) {
                continue;
            }
            p.sendDetails(bus);
            Optional<List<AxHandle>> cached = cache.children(p.handle);
            if (cached.isPresent()) {
                known.set(i, cached.get());
            } else if (p.childCount != 0) {
                childCalls[i] = bus.send(p.handle.bus(), p.handle.path(), ACCESSIBLE, "GetChildren", null);
            }
        }
        Map<Integer, List<AxHandle>> kids = new java.util.LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            ObjectRead p = partial[i];
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
            // (a long hidden list of options is not walked: see closedOptions; decided on the children themselves, so a walk
            // from the cache and one without it visit the same)
            boolean longHidden = !p.shown() && list != null && list.size() > MAX_CLOSED_OPTIONS;
            if (list != null && !list.isEmpty() && !longHidden) {
                kids.put(index, list);
            }
        }
        return kids;
    }

    /**
     * A closed drop-down's list (a web page's select): hidden, but its chosen option is shown, and that option is
     * what the box shows, which the box's own name (its label) does not say. A long list (a country picker) is left
     * unread: its options would spend the walk's node budget that the rest of the page needs.
     */
    private static boolean closedOptions(ObjectRead p, int parent, List<ObjectRead> found) {
        return parent >= 0 && AxTree.OPTIONS.equals(p.roleName()) && AxTree.DROP_DOWN.equals(found.get(parent).roleName());
    }

    private static final int MAX_CLOSED_OPTIONS = 60;

    /** An object the cache lacks, from its four answers; null when it went away while we read it. */
    private ObjectRead asked(AxHandle h, Bus.Call[] calls, int parent) throws Hung {
        Optional<Object[]> props = answer(calls[0]);
        Optional<Object[]> role = answer(calls[1]);
        Optional<Object[]> state = answer(calls[2]);
        Optional<Object[]> ifaces = answer(calls[3]);
        if (props.isEmpty() || role.isEmpty() || state.isEmpty() || ifaces.isEmpty()) {
            return null;
        }
        Map<?, ?> all = (Map<?, ?>) props.get()[0];
        Object count = AxCodes.property(all, "ChildCount");
        return new ObjectRead(h, parent, (String) AxCodes.property(all, "Name"),
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
}
