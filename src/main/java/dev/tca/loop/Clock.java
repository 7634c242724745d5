package dev.tca.loop;

/** Time as the loop sees it: injected, so unit tests run without real sleeps. */
public interface Clock {

    long nanos();

    void sleep(long millis);

    Clock SYSTEM = new Clock() {
        public long nanos() {
            return System.nanoTime();
        }

        public void sleep(long millis) {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    };
}
