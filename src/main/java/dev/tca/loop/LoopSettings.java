package dev.tca.loop;

/**
 * @param maxTurns     a hard cap on decisions, whatever the policy says: a runaway guard
 * @param settleMillis the pause after each real action before the screen is read again
 * @param stableWithinMillis how long to wait, after the settle, for the screen to stop changing
 * @param frozenAfterMillis how long the screen may stay the very same frame while actions run (waits
 *                     included) before the run stops as frozen: a hung app or X server never answers a wait
 */
public record LoopSettings(int maxTurns, long settleMillis, long stableWithinMillis, long frozenAfterMillis) {

    /** Thirty seconds: longer than any dialog takes to appear, shorter than a person's patience. */
    public static final long FROZEN_AFTER_MILLIS = 30_000;

    public LoopSettings(int maxTurns, long settleMillis) {
        this(maxTurns, settleMillis, 3000, FROZEN_AFTER_MILLIS);
    }

    public LoopSettings {
        if (maxTurns < 1) {
            throw new IllegalArgumentException("maxTurns must be >= 1");
        }
        if (settleMillis < 0 || stableWithinMillis < 0) {
            throw new IllegalArgumentException("settleMillis and stableWithinMillis must be >= 0");
        }
        if (frozenAfterMillis < 1) {
            throw new IllegalArgumentException("frozenAfterMillis must be >= 1");
        }
    }
}
