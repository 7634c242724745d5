package dev.tca.platform.atspi;

import org.freedesktop.dbus.types.Variant;

import java.util.List;
import java.util.Optional;

/**
 * Acting through the tree. Each act is one or two D-Bus calls with a deadline; an application
 * that went away answers with an error (or not at all), which is a {@code false}, never an exception.
 */
final class Acts {

    private static final String PREFIX = "org.a11y.atspi.";
    private static final long TIMEOUT_NANOS = 2_000_000_000L;

    private Acts() {
    }

    static boolean doAction(Bus bus, AxHandle h, String action) {
        Optional<Object[]> names = call(bus, h, "Action", "GetActions", null);
        if (names.isEmpty()) {
            return false;
        }
        List<String> list = AxCodes.actionNames((List<?>) names.get()[0]);
        for (int i = 0; i < list.size(); i++) {
            // GetActions gives localized names (Chromium's are empty): GetName has the plain one
            if (list.get(i).equalsIgnoreCase(action) || call(bus, h, "Action", "GetName", "i", i)
                    .map(v -> action.equalsIgnoreCase(String.valueOf(v[0]))).orElse(false)) {
                return call(bus, h, "Action", "DoAction", "i", i).map(v -> Boolean.TRUE.equals(v[0])).orElse(false);
            }
        }
        return false;
    }

    /** Value's CurrentValue is a writable D-Bus property (libatspi's atspi_value_set_current_value sets it). */
    static boolean setValue(Bus bus, AxHandle h, double value) {
        return bus.await(bus.send(h.bus(), h.path(), "org.freedesktop.DBus.Properties", "Set", "ssv", PREFIX + "Value",
                "CurrentValue", new Variant<>(value)), deadline()).isPresent();
    }

    static boolean setText(Bus bus, AxHandle h, String text) {
        return call(bus, h, "EditableText", "SetTextContents", "s", text).map(v -> Boolean.TRUE.equals(v[0]))
                .orElse(false);
    }

    static boolean focus(Bus bus, AxHandle h) {
        return call(bus, h, "Component", "GrabFocus", null).map(v -> Boolean.TRUE.equals(v[0])).orElse(false);
    }

    private static Optional<Object[]> call(Bus bus, AxHandle h, String iface, String member, String sig,
                                           Object... args) {
        return bus.await(bus.send(h.bus(), h.path(), PREFIX + iface, member, sig, args), deadline());
    }

    private static long deadline() {
        return System.nanoTime() + TIMEOUT_NANOS;
    }
}
