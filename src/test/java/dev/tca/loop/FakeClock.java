package dev.tca.loop;

/** A clock for unit tests: sleeping moves time on at once, so a loop's settle and waits cost nothing real. */
final class FakeClock implements Clock {

    private long nanos;
    private long slept;

    @Override
    public long nanos() {
        return nanos += 1_000; // every look at the clock takes a microsecond, so laps are never negative
    }

    @Override
    public void sleep(long millis) {
        nanos += millis * 1_000_000;
        slept += millis;
    }

    long sleptMillis() {
        return slept;
    }
}
