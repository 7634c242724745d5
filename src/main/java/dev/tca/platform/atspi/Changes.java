package dev.tca.platform.atspi;

import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.matchrules.DBusMatchRuleBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which applications changed since their last walk, from AT-SPI's own events. Applications emit
 * events only for types a listener registered with the registry, so this registers the few that
 * mean "the visible tree is different" and marks the sender dirty on any of them.
 */
final class Changes implements AutoCloseable {

    private static final List<String> EVENTS = List.of("object:children-changed", "object:state-changed",
            "object:property-change", "object:text-changed", "object:value-changed", "object:bounds-changed",
            "object:visible-data-changed", "window:");
    private static final List<String> INTERFACES = List.of("org.a11y.atspi.Event.Object",
            "org.a11y.atspi.Event.Window");

    private final Set<String> dirty = ConcurrentHashMap.newKeySet();
    private final List<AutoCloseable> handlers = new ArrayList<>();
    private final boolean listening;

    Changes(Bus bus, long timeoutMs) {
        boolean ok = true;
        try {
            for (String iface : INTERFACES) {
                handlers.add(bus.connection().addGenericSigHandler(DBusMatchRuleBuilder.create().withType("signal")
                        .withInterface(iface).build(), s -> dirty.add(s.getSource())));
            }
            List<Bus.Call> calls = new ArrayList<>();
            for (String event : EVENTS) {
                calls.add(bus.send("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                        "RegisterEvent", "s", event));
            }
            long deadline = System.nanoTime() + timeoutMs * 1_000_000;
            for (Bus.Call c : calls) {
                ok &= bus.await(c, deadline).isPresent();
            }
        } catch (DBusException e) {
            ok = false;
        }
        this.listening = ok;
    }

    /** Whether the application changed since {@link #clear}; always true when events could not be registered. */
    boolean changed(String bus) {
        return !listening || dirty.contains(bus);
    }

    /** Called just before an application is walked: an event during the walk marks it dirty again. */
    void clear(String bus) {
        dirty.remove(bus);
    }

    @Override
    public void close() {
        for (AutoCloseable h : handlers) {
            try {
                h.close();
            } catch (Exception e) {
                // the connection is closing anyway
            }
        }
    }
}
