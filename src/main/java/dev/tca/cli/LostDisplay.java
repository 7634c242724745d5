package dev.tca.cli;

import dev.tca.platform.DisplayLoss;

import java.io.PrintWriter;
import java.util.function.Supplier;

/**
 * What tca does when the X server dies mid-run: save what the run has so far, say so in one line,
 * and exit 3 (no screen). The native library ends the process once its handler returns, so this
 * runs on the thread that hit the dead connection and exits from there; a watchdog halts the JVM
 * should a shutdown hook hang on the dead display.
 */
final class LostDisplay {

    private static final long HALT_AFTER_MILLIS = 1000;

    private LostDisplay() {
    }

    /** @param saveSoFar writes the partial trace and returns where it went ("" when nothing was asked for) */
    static void exitOnLoss(PrintWriter err, Supplier<String> saveSoFar) {
        DisplayLoss.listen(reason -> {
            Thread watchdog = new Thread(() -> {
                try {
                    Thread.sleep(HALT_AFTER_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                Runtime.getRuntime().halt(ExitCodes.NO_SCREEN);
            }, "tca-lost-display-watchdog");
            watchdog.setDaemon(true);
            watchdog.start();
            String saved;
            try {
                saved = saveSoFar.get();
            } catch (RuntimeException e) {
                saved = "; the run so far could not be saved: " + e.getMessage();
            }
            err.println("tca: lost the screen mid-run: " + reason + saved);
            err.flush();
            dev.tca.session.Brains.awaitLoading();
            System.exit(ExitCodes.NO_SCREEN);
        });
    }
}
