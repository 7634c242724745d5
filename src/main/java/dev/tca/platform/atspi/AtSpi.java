package dev.tca.platform.atspi;

import dev.tca.core.Rect;

import org.freedesktop.dbus.types.UInt32;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The accessibility tree of a Linux desktop (AT-SPI over D-Bus), read and acted on from pure Java.
 * A snapshot walks only applications that changed since the last one (AT-SPI events, plus a check
 * of their windows' boxes), so it is cheap to take every step. Not thread-safe: one caller at a time.
 */
public final class AtSpi implements AutoCloseable {

    private static final String REGISTRY = "org.a11y.atspi.Registry";
    private static final String ROOT = "/org/a11y/atspi/accessible/root";

    private final Bus bus;
    private final Changes changes;
    private final WindowScale scales;
    private final Map<String, AppRead> reads = new HashMap<>();
    /** Whether walks start from the applications' Cache (off only to compare with the walk without it). */
    private boolean useCache = true;
    /** Applications whose Cache is too slow to list or unreadable: walked without it. */
    private final java.util.Set<String> noCache = new java.util.HashSet<>();

    /** One application's last walk, reused while it does not change. */
    private record AppRead(String name, List<RawNode> raw, List<AxNode> nodes, String problem, List<Rect> windows,
                           int children) {
    }

    private AtSpi(Bus bus) {
        this.bus = bus;
        this.changes = new Changes(bus, 1000);
        this.scales = new WindowScale(bus);
    }

    /** Joins the accessibility bus; empty when there is none, with the one-line reason given to {@code whyNot}. */
    public static Optional<AtSpi> connect(Map<String, String> env, Consumer<String> whyNot) {
        try {
            return Optional.of(new AtSpi(Bus.open(env, 1000)));
        } catch (Bus.NoBusException e) {
            whyNot.accept(e.getMessage());
            return Optional.empty();
        }
    }

    public static Optional<AtSpi> connect(Map<String, String> env) {
        return connect(env, reason -> { });
    }

    /** The visible UI of every application on the desktop, within the budget. */
    public AxSnapshot snapshot(AxBudget budget) {
        return snapshot(budget, List.of());
    }

    /**
     * Like {@link #snapshot(AxBudget)}, but an application with a window where the screen's pixels
     * changed is walked again even without an event: Chromium sends none when a list scrolls, and a
     * reused walk would name the rows that scrolled away.
     *
     * @param repainted screen rectangles whose pixels changed since the last snapshot
     */
    public AxSnapshot snapshot(AxBudget budget, List<Rect> repainted) {
        long start = System.nanoTime();
        AppWalker.Allowance allowance = new AppWalker.Allowance(budget, start);
        List<AxNode> nodes = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        int visited = 0;
        Map<AxHandle, String> apps = appNames(allowance.callDeadline());
        reads.keySet().retainAll(apps.keySet().stream().map(AxHandle::bus).toList());
        scales.retain(apps.keySet().stream().map(AxHandle::bus).toList());
        noCache.retainAll(apps.keySet().stream().map(AxHandle::bus).toList());
        Rect screen = screen(allowance.callDeadline());
        for (Map.Entry<AxHandle, String> app : apps.entrySet()) {
            AppRead read = read(app.getKey(), app.getValue(), screen, allowance, repainted);
            if (!read.problem().isEmpty()) {
                warnings.add("ax: " + read.name() + " (" + app.getKey().bus() + ") " + read.problem()
                        + (read.raw().isEmpty() ? ": skipped" : ": partial tree"));
            }
            int offset = nodes.size();
            read.nodes().forEach(n -> nodes.add(n.shifted(offset)));
            visited += read.raw().size();
        }
        String active = null;
        Integer focused = null;
        for (AxNode n : nodes) {
            if (AxCodes.WINDOWS.contains(n.role()) && n.is("active")) {
                active = n.app();
            }
        }
        for (AxNode n : nodes) {
            if (n.is("focused") && (active == null || n.app().equals(active))) {
                focused = n.index();
            }
        }
        return new AxSnapshot(nodes, active, focused, (System.nanoTime() - start) / 1_000_000, visited, warnings);
    }

    /** Each application with its node count and whether it exposes content (walks what changed). */
    public List<AxApp> applications() {
        snapshot(AxBudget.DEFAULT);
        List<AxApp> out = new ArrayList<>();
        reads.forEach((bus, read) -> out.add(Exposure.of(read.name(), new AxHandle(bus, ROOT), read.raw())));
        out.sort(java.util.Comparator.comparing(AxApp::name));
        return out;
    }

    private AppRead read(AxHandle app, String name, Rect screen, AppWalker.Allowance allowance, List<Rect> repainted) {
        AppRead last = reads.get(app.bus());
        if (last != null && last.problem().isEmpty() && !changes.changed(app.bus()) && !touches(last.windows(), repainted)
                && unchanged(app, last, allowance)) {
            return last;
        }
        changes.clear(app.bus());
        int children = count(childCount(app), allowance.callDeadline());
        AppCache cache = cache(app, allowance);
        int scale = scales.of(app, allowance.callDeadline());
        AppWalker.Result result = new AppWalker(bus, scale, allowance).walk(app, cache);
        List<Rect> windows = result.nodes().stream().filter(r -> r.parent() < 0 && r.box() != null)
                .map(RawNode::box).toList();
        AppRead read = new AppRead(name, result.nodes(), AxTree.build(name, result.nodes(), screen), result.problem(),
                windows, children);
        reads.put(app.bus(), read);
        return read;
    }

    private static boolean touches(List<Rect> windows, List<Rect> repainted) {
        for (Rect w : windows) {
            for (Rect r : repainted) {
                if (w.intersection(r).area() > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Every object the application has, in one call; {@link AppCache#NONE} when it has no Cache
     * interface or does not answer in time, and the walk then asks for each object. GTK 3 (at-spi2-atk)
     * sets its Cache up only once something asked it for objects, so a refusal is asked again next
     * time; an application too slow to list them all is not (a Chromium page of 12,000 objects took
     * GetItems about a second, more than walking the few it shows).
     */
    private AppCache cache(AxHandle app, AppWalker.Allowance allowance) {
        if (!useCache || noCache.contains(app.bus())) {
            return AppCache.NONE;
        }
        Bus.Call call = bus.send(app.bus(), AppCache.PATH, AppCache.IFACE, "GetItems", null);
        Optional<Object[]> items = bus.await(call, allowance.callDeadline());
        if (items.isEmpty()) {
            if (!bus.answered(call)) {
                noCache.add(app.bus());
            }
            return AppCache.NONE;
        }
        try {
            return AppCache.of((List<?>) items.get()[0]);
        } catch (ClassCastException | IllegalArgumentException e) {
            noCache.add(app.bus()); // an older at-spi2-atk's item shape (a list of children in place of the index)
            return AppCache.NONE;
        }
    }

    /**
     * The cheap change check, one round trip: the application's window count and the boxes of its
     * top-level windows. A window that opens before the application has learnt which events anyone
     * listens to (at-spi2-atk asks the registry once it starts, and a busy machine answers late) sends
     * no event; the count still changes.
     */
    private boolean unchanged(AxHandle app, AppRead last, AppWalker.Allowance allowance) {
        Bus.Call count = childCount(app);
        List<Bus.Call> calls = new ArrayList<>();
        for (RawNode r : last.raw()) {
            if (r.parent() < 0 && r.box() != null) {
                calls.add(bus.send(r.handle().bus(), r.handle().path(), "org.a11y.atspi.Component", "GetExtents", "u",
                        new UInt32(0)));
            }
        }
        long deadline = allowance.callDeadline();
        int children = count(count, deadline);
        List<Rect> boxes = new ArrayList<>();
        int scale = scales.of(app, deadline);
        for (Bus.Call c : calls) {
            bus.await(c, deadline).ifPresent(v -> boxes.add(AxCodes.box((Object[]) v[0], scale)));
        }
        return last.children() == children && last.windows().equals(boxes);
    }

    private Bus.Call childCount(AxHandle app) {
        return bus.send(app.bus(), app.path(), "org.freedesktop.DBus.Properties", "Get", "ss", "org.a11y.atspi.Accessible",
                "ChildCount");
    }

    /** The count a ChildCount call answered, -1 when it did not. */
    private int count(Bus.Call call, long deadline) {
        return bus.await(call, deadline).map(v -> AxCodes.unwrap(v[0])).filter(Number.class::isInstance)
                .map(n -> ((Number) n).intValue()).orElse(-1);
    }

    /** The applications on the registry's desktop and their names. */
    private Map<AxHandle, String> appNames(long deadline) {
        Map<AxHandle, String> out = new java.util.LinkedHashMap<>();
        List<AxHandle> apps = bus.await(bus.send(REGISTRY, ROOT, "org.a11y.atspi.Accessible", "GetChildren", null),
                deadline).map(v -> AxCodes.refs((List<?>) v[0])).orElse(List.of());
        List<Bus.Call> names = new ArrayList<>();
        for (AxHandle a : apps) {
            names.add(bus.send(a.bus(), a.path(), "org.freedesktop.DBus.Properties", "Get", "ss",
                    "org.a11y.atspi.Accessible", "Name"));
        }
        for (int i = 0; i < apps.size(); i++) {
            out.put(apps.get(i), bus.await(names.get(i), deadline).map(v -> AxCodes.unwrap(v[0]))
                    .map(String::valueOf).orElse(apps.get(i).bus()));
        }
        return out;
    }

    /** The desktop's box (the registry's root), or a huge box when the registry does not say. */
    private Rect screen(long deadline) {
        return bus.await(bus.send(REGISTRY, ROOT, "org.a11y.atspi.Component", "GetExtents", "u", new UInt32(0)), deadline)
                .map(v -> AxCodes.box((Object[]) v[0], 1)).filter(r -> r.area() > 0)
                .orElse(new Rect(0, 0, 1 << 16, 1 << 16));
    }

    /** Turns the Cache interface off or on (the comparison test and the benchmark's "without cache" figure). */
    void useCache(boolean on) {
        useCache = on;
    }

    /** D-Bus calls sent since connecting. */
    long calls() {
        return bus.sent();
    }

    /** Drops the reused walks, so the next snapshot walks every application (the benchmark's cold read). */
    void forget() {
        reads.clear();
    }

    /** Does the named action ("click", "press", "toggle", "activate"; any case). */
    public boolean doAction(AxHandle h, String action) {
        return Acts.doAction(bus, h, action);
    }

    /** Sets a range's value (slider, spin button) through the Value interface. */
    public boolean setValue(AxHandle h, double value) {
        return Acts.setValue(bus, h, value);
    }

    /** Replaces an editable text's contents through EditableText. */
    public boolean setText(AxHandle h, String text) {
        return Acts.setText(bus, h, text);
    }

    /** Gives the object the keyboard focus through Component.GrabFocus. */
    public boolean focus(AxHandle h) {
        return Acts.focus(bus, h);
    }

    @Override
    public void close() {
        changes.close();
        bus.close();
    }
}
