package dev.tca.platform;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * The display's connection died under tca (the X server was killed). The native library calls
 * {@link #report} on whichever thread noticed, and ends the process when that call returns: the
 * connection cannot be reopened. One listener per process, because the native hook is per
 * process too; the command line sets it to save what the run has so far and exit with its own
 * code. Later reports (other threads hitting the dead connection) wait for that exit.
 */
public final class DisplayLoss {

    private static volatile Consumer<String> listener = reason -> { };
    private static final AtomicBoolean REPORTED = new AtomicBoolean();

    private DisplayLoss() {
    }

    /** Who is told, once, with a one-line reason; it may end the process itself and never return. */
    public static void listen(Consumer<String> onLoss) {
        listener = onLoss;
    }

    /** Called by the platform when the display is gone; returns only on the first report, if the listener does. */
    public static void report(String reason) {
        if (!REPORTED.compareAndSet(false, true)) {
            while (true) {
                LockSupport.park();
            }
        }
        listener.accept(reason);
    }
}
