package dev.tca.platform.atspi;

import org.freedesktop.dbus.connections.impl.DBusConnection;
import org.freedesktop.dbus.connections.impl.DBusConnectionBuilder;
import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.Error;
import org.freedesktop.dbus.messages.Message;
import org.freedesktop.dbus.messages.MethodCall;

import java.io.IOException;
import java.util.Map;
import java.util.Optional;

/**
 * The D-Bus side: one connection to the accessibility bus and method calls with a deadline each.
 * Calls are sent first and awaited later, so a batch of N calls costs about one round trip, not N.
 * Nothing here interprets what the applications answer; {@link AxCodes} does.
 */
final class Bus implements AutoCloseable {

    /** A call on its way; {@link #await} gives its answer. */
    record Call(MethodCall message) {
    }

    private final DBusConnection connection;
    /** Calls sent so far (the benchmark's calls per read). */
    private long sent;

    private Bus(DBusConnection connection) {
        this.connection = connection;
    }

    /** Finds the accessibility bus (AT_SPI_BUS_ADDRESS, else org.a11y.Bus on the session bus) and joins it. */
    static Bus open(Map<String, String> env, long timeoutMs) throws NoBusException {
        String address = env.get("AT_SPI_BUS_ADDRESS");
        if (address == null || address.isBlank()) {
            address = askSessionBus(env, timeoutMs);
        }
        try {
            return new Bus(DBusConnectionBuilder.forAddress(address).withShared(false).build());
        } catch (DBusException | RuntimeException e) {
            throw new NoBusException("cannot join the accessibility bus at " + address + ": " + e.getMessage());
        }
    }

    private static String askSessionBus(Map<String, String> env, long timeoutMs) throws NoBusException {
        String session = env.get("DBUS_SESSION_BUS_ADDRESS");
        if (session == null || session.isBlank()) {
            throw new NoBusException("no D-Bus session (DBUS_SESSION_BUS_ADDRESS is unset), so no accessibility bus");
        }
        try (Bus bus = new Bus(DBusConnectionBuilder.forAddress(session).withShared(false).build())) {
            Optional<Object[]> reply = bus.await(bus.send("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus",
                    "GetAddress", null), System.nanoTime() + timeoutMs * 1_000_000);
            if (reply.isEmpty() || !(reply.get()[0] instanceof String a) || a.isBlank()) {
                throw new NoBusException("the session bus has no accessibility bus (org.a11y.Bus did not answer; "
                        + "install at-spi2-core)");
            }
            return a;
        } catch (DBusException | RuntimeException e) {
            throw new NoBusException("cannot reach the D-Bus session at " + session + ": " + e.getMessage());
        }
    }

    /** Sends a method call without waiting; {@code signature} is null for a call without arguments. */
    Call send(String dest, String path, String iface, String member, String signature, Object... args) {
        try {
            MethodCall call = connection.getMessageFactory().createMethodCall(null, dest, path, iface, member, (byte) 0,
                    signature, args);
            connection.sendMessage(call);
            sent++;
            return new Call(call);
        } catch (DBusException e) {
            throw new IllegalArgumentException("bad D-Bus call " + iface + "." + member + ": " + e.getMessage(), e);
        }
    }

    /** The reply's values; empty on an error reply, a closed peer or when the deadline passes. */
    Optional<Object[]> await(Call call, long deadlineNanos) {
        long ms = Math.max(1, (deadlineNanos - System.nanoTime()) / 1_000_000);
        Message reply = call.message().getReply(ms);
        if (reply == null || reply instanceof Error) {
            return Optional.empty();
        }
        try {
            return Optional.of(reply.getParameters());
        } catch (DBusException e) {
            return Optional.empty();
        }
    }

    /** Whether the call got any answer (false: it timed out, so its application did not answer). */
    boolean answered(Call call) {
        return call.message().hasReply();
    }

    long sent() {
        return sent;
    }

    DBusConnection connection() {
        return connection;
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (IOException e) {
            // already gone: nothing left to release
        }
    }

    /** The one-line reason there is no accessibility bus to read. */
    static final class NoBusException extends Exception {
        NoBusException(String message) {
            super(message);
        }
    }
}
