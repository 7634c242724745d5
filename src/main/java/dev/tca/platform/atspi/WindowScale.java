package dev.tca.platform.atspi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * How many screen pixels one unit of an application's AT-SPI coordinates is. GTK 3 reports its
 * boxes in logical pixels: under GDK_SCALE=2 a window at screen (388, 278) says (194, 139) and
 * half its size. GTK takes the factor from its environment, so it is read from there: the
 * application's process (the accessibility bus knows its id), once per application.
 */
final class WindowScale {

    private static final String DBUS = "org.freedesktop.DBus";

    private final Bus bus;
    private final Map<String, Integer> known = new HashMap<>();

    WindowScale(Bus bus) {
        this.bus = bus;
    }

    /** The factor for the application's boxes; 1 when it is not GTK or its environment cannot be read. */
    int of(AxHandle app, long deadline) {
        Integer k = known.get(app.bus());
        if (k != null) {
            return k;
        }
        Bus.Call toolkit = bus.send(app.bus(), app.path(), "org.freedesktop.DBus.Properties", "Get", "ss",
                "org.a11y.atspi.Application", "ToolkitName");
        Bus.Call pid = bus.send(DBUS, "/org/freedesktop/DBus", DBUS, "GetConnectionUnixProcessID", "s", app.bus());
        boolean gtk = bus.await(toolkit, deadline).map(v -> String.valueOf(AxCodes.unwrap(v[0])))
                .filter(t -> t.toLowerCase(Locale.ROOT).startsWith("gtk")).isPresent();
        Optional<Object[]> process = bus.await(pid, deadline);
        int scale = 1;
        if (gtk && process.isPresent()) {
            try {
                scale = gdkScale(Files.readAllBytes(Path.of("/proc", String.valueOf(AxCodes.number(process.get()[0])),
                        "environ")));
            } catch (IOException | SecurityException e) {
                scale = 1; // another user's process, or it exited: its boxes are taken as they come
            }
        }
        known.put(app.bus(), scale);
        return scale;
    }

    /** Forgets the applications that left the bus. */
    void retain(Collection<String> buses) {
        known.keySet().retainAll(buses);
    }

    /**
     * Pure: GDK_SCALE from a /proc environ (NUL-separated), read as GTK 3 reads it (atol: the leading
     * digits, "2.5" is 2); 1 when absent, 0 or unreadable, at most 8.
     */
    static int gdkScale(byte[] environ) {
        for (String entry : new String(environ, StandardCharsets.UTF_8).split("\0")) {
            if (entry.startsWith("GDK_SCALE=")) {
                String digits = entry.substring("GDK_SCALE=".length()).strip().replaceFirst("^([0-9]{0,2}).*", "$1");
                int s = digits.isEmpty() ? 0 : Integer.parseInt(digits);
                return s >= 1 && s <= 8 ? s : 1;
            }
        }
        return 1;
    }
}
