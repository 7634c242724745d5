package dev.tca.platform;

import dev.tca.act.Executor;
import dev.tca.act.InputMode;
import dev.tca.core.Point;
import dev.tca.perception.ElementSource;
import dev.tca.screen.Screen;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The one thing that knows the operating system: live capture, real input, and the element
 * sources the desktop offers beside the pixels (the accessibility tree). X11 is one implementation;
 * nothing outside {@code platform} names it.
 */
public interface Platform extends AutoCloseable {

    /** A short name for headers and the doctor, e.g. "x11 :0". */
    String name();

    /**
     * Live capture of one monitor.
     *
     * @param monitor     the monitor's index, or -1 for the primary
     * @param downscale   frames downscaled by this factor in (0, 1]
     * @param activeOnly  read only the active window (plus a margin) instead of the whole monitor
     */
    Screen screen(int monitor, double downscale, boolean activeOnly);

    /**
     * Real mouse and keyboard. Opened only after both deliberate acts; closed with the session.
     *
     * @param mode whether an element the accessibility tree can reach is acted on through the tree
     */
    RealInput input(InputMode mode);

    /** The accessibility tree of the desktop as an element source, when this platform has one. */
    default Optional<ElementSource> accessibility() {
        return Optional.empty();
    }

    /** Why the accessibility tree is missing, for one warning line; empty when it is there or not asked for. */
    default String accessibilityNote() {
        return "";
    }

    /**
     * Real input and what the policy needs from it.
     *
     * @param pointer where the pointer is now, for the fail-safe corner
     * @param close   releases the input connection
     */
    record RealInput(Executor executor, Supplier<Point> pointer, Runnable close) {
    }

    /** The platform's own notes for the doctor: lines such as "accessibility: 3 apps expose a tree". */
    default List<String> notes() {
        return List.of();
    }

    /** Releases what the platform started (a sandbox ends here with all its processes); the harness calls it last. */
    @Override
    default void close() {
    }
}
