package dev.tca.platform.sandbox;

import dev.tca.core.NoScreenException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The sandbox's own D-Bus session: dbus-daemon in the foreground (--nofork, so it stays our child
 * and keeps the marker), its socket in the sandbox's private folder. The accessibility bus is
 * started on demand through it when the first GTK app asks for org.a11y.Bus.
 */
final class SessionBus {

    private SessionBus() {
    }

    /** Starts the bus and returns its address. */
    static String start(Spawner spawner, long timeoutMs) {
        Path log = spawner.folder().resolve("dbus.log");
        Process p;
        try {
            p = spawner.adopt(spawner.builder(List.of("dbus-daemon", "--session", "--nofork", "--print-address=1",
                    "--address=unix:dir=" + spawner.folder())).redirectError(log.toFile()).start());
        } catch (IOException e) {
            throw new NoScreenException("cannot start the sandbox's D-Bus session: " + e.getMessage()
                    + "; install it with: apt-get install dbus-daemon");
        }
        String address = Spawner.firstLine(p, timeoutMs);
        if (address == null || !address.startsWith("unix:")) {
            throw new NoScreenException("the sandbox's dbus-daemon did not start: " + Spawner.tail(log));
        }
        return address;
    }
}
