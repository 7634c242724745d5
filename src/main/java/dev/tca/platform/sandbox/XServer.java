package dev.tca.platform.sandbox;

import dev.tca.core.NoScreenException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Starts the sandbox's Xvfb on the first free display number from the spec's. Readiness comes from
 * Xvfb itself (-displayfd writes the number once it accepts clients), not from polling; losing a
 * race for a number to another server shows as "already active" and moves on to the next one.
 */
final class XServer {

    private static final int ATTEMPTS = 20;

    private XServer() {
    }

    static String start(Spawner spawner, SandboxSpec spec) {
        int n = spec.firstDisplay();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++, n++) {
            while (taken(n)) {
                n++;
            }
            Path log = spawner.folder().resolve("xvfb-" + n + ".log");
            Process p;
            try {
                ProcessBuilder pb = spawner.builder(List.of("Xvfb", ":" + n, "-screen", "0",
                        spec.width() + "x" + spec.height() + "x24", "-nolisten", "tcp", "-noreset", "-displayfd", "1"))
                        .redirectError(log.toFile());
                pb.environment().put("DISPLAY", ":" + n); // so a search for processes naming the display finds the server too
                p = spawner.adopt(pb.start());
                Files.writeString(spawner.folder().resolve("display"), Integer.toString(n));
            } catch (IOException e) {
                throw new NoScreenException("cannot start Xvfb for the sandbox: " + e.getMessage()
                        + "; install it with: apt-get install xvfb");
            }
            String ready = Spawner.firstLine(p, spec.readyTimeout().toMillis());
            if (Integer.toString(n).equals(ready)) {
                return ":" + n;
            }
            p.destroyForcibly();
            String why = Spawner.tail(log);
            if (!(why.contains("already active") || why.contains("Cannot establish any listening sockets"))) {
                throw new NoScreenException("Xvfb :" + n + " did not start"
                        + (ready == null && p.isAlive() ? " within " + spec.readyTimeout().toMillis() + " ms" : "")
                        + (why.isEmpty() ? "" : ": " + why));
            }
        }
        throw new NoScreenException("no free X display number from :" + spec.firstDisplay() + " after " + ATTEMPTS + " tries");
    }

    /** A display number is taken while a live process holds its lock file. A stale lock Xvfb clears itself. */
    static boolean taken(int n) {
        Path lock = Path.of("/tmp/.X" + n + "-lock");
        try {
            String pid = Files.readString(lock).strip();
            return ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false);
        } catch (IOException | NumberFormatException e) {
            return false; // no lock: Xvfb replaces a leftover socket of a dead server
        }
    }
}
