package dev.tca.core;

import java.util.Objects;

/** A policy's answer about one action: allowed or denied, always with the reason. */
public record Verdict(boolean allowed, String reason) {

    public Verdict {
        Objects.requireNonNull(reason, "reason");
    }

    public static Verdict allow(String reason) {
        return new Verdict(true, reason);
    }

    public static Verdict deny(String reason) {
        return new Verdict(false, reason);
    }
}
