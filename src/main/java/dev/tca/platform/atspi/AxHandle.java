package dev.tca.platform.atspi;

import java.util.Objects;

/**
 * Where an accessible object lives, so it can be acted on later: its application's unique name
 * on the accessibility bus and its object path there. It goes stale when the application exits.
 */
public record AxHandle(String bus, String path) implements dev.tca.core.ElementHandle {

    public AxHandle {
        Objects.requireNonNull(bus, "bus");
        Objects.requireNonNull(path, "path");
    }

    @Override
    public String describe() {
        return bus + path;
    }

    @Override
    public String toString() {
        return bus + path;
    }
}
