package dev.tca.loop;

/**
 * @param maxTurns     a hard cap on decisions, whatever the policy says: a runaway guard
 * @param settleMillis the pause after each real action before the screen is read again
 */
public record LoopSettings(int maxTurns, long settleMillis) {

    public LoopSettings {
        if (maxTurns < 1) {
            throw new IllegalArgumentException("maxTurns must be >= 1");
        }
        if (settleMillis < 0) {
            throw new IllegalArgumentException("settleMillis must be >= 0");
        }
    }
}
