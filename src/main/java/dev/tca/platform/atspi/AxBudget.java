package dev.tca.platform.atspi;

import java.time.Duration;

/**
 * Bounds one read of the tree, so a huge or hung application costs at most this much.
 *
 * @param maxNodes objects visited per read, over all applications
 * @param total    wall time per read; the walk stops (with a warning) when it is spent
 * @param perCall  how long one D-Bus call may take before its application is skipped
 */
public record AxBudget(int maxNodes, Duration total, Duration perCall) {

    public static final AxBudget DEFAULT = new AxBudget(4000, Duration.ofMillis(1500), Duration.ofMillis(400));

    public AxBudget {
        if (maxNodes < 1) {
            throw new IllegalArgumentException("maxNodes must be at least 1: " + maxNodes);
        }
        if (total == null || total.isNegative() || total.isZero()) {
            throw new IllegalArgumentException("total must be a positive duration: " + total);
        }
        if (perCall == null || perCall.isNegative() || perCall.isZero()) {
            throw new IllegalArgumentException("perCall must be a positive duration: " + perCall);
        }
    }
}
