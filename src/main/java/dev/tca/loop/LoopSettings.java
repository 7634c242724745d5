package dev.tca.loop;

/**
 * @param maxTurns     a hard cap on decisions, whatever the policy says: a runaway guard
 * @param settleMillis the pause after each real action before the screen is read again
 * @param stableWithinMillis how long to wait, after the settle, for the screen to stop changing
 */
public record LoopSettings(int maxTurns, long settleMillis, long stableWithinMillis) {

    public LoopSettings(int maxTurns, long settleMillis) {
        this(maxTurns, settleMillis, 3000);
    }

    public LoopSettings {
        if (maxTurns < 1) {
            throw new IllegalArgumentException("maxTurns must be >= 1");
        }
        if (settleMillis < 0 || stableWithinMillis < 0) {
            throw new IllegalArgumentException("settleMillis and stableWithinMillis must be >= 0");
        }
    }
}
