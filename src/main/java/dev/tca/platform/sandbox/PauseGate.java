package dev.tca.platform.sandbox;

/**
 * Held shut while a person has taken over the sandbox from the watch window; the loop waits on it
 * before each action so tca and the person never drive at the same time.
 */
public final class PauseGate {

    private boolean paused;

    public synchronized void pause() {
        paused = true;
    }

    public synchronized void resume() {
        paused = false;
        notifyAll();
    }

    public synchronized boolean isPaused() {
        return paused;
    }

    /** Returns at once when open, else when the person hands control back (or the window closes). */
    public synchronized void awaitOpen() throws InterruptedException {
        while (paused) {
            wait();
        }
    }
}
