package dev.tca.platform.sandbox;

import dev.tca.core.NoScreenException;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The structural guarantee that nothing a sandbox started outlives tca, kill -9 included. A
 * watchdog shell, in its own session so a terminal's Ctrl-C does not reach it, blocks reading a
 * pipe whose only writer is tca. The pipe closes when tca closes the sandbox or dies in any way
 * at all; the watchdog then ends every process whose environment carries the sandbox's marker.
 * The marker is inherited by everything started in the sandbox, including what dbus-daemon and
 * at-spi-bus-launcher spawn after their double forks (measured: at-spi-bus-launcher, the
 * accessibility bus's dbus-daemon and at-spi2-registryd all carry it).
 */
final class Reaper implements AutoCloseable {

    static final String MARKER = "TCA_SANDBOX";

    /** $1 marker value, $2 the sandbox's private folder (holds "display" once Xvfb is up), removed last. */
    private static final String SCRIPT = """
            id=$1; dir=$2
            read -r _ || true
            pids() { grep -lzxF "TCA_SANDBOX=$id" /proc/[0-9]*/environ 2>/dev/null | sed 's#^/proc/\\([0-9]*\\)/environ$#\\1#'; }
            p=$(pids); [ -n "$p" ] && kill -TERM $p 2>/dev/null
            i=0; while [ $i -lt 20 ] && [ -n "$(pids)" ]; do sleep 0.05; i=$((i+1)); done
            i=0; while [ $i -lt 20 ]; do p=$(pids); [ -z "$p" ] && break; kill -KILL $p 2>/dev/null; sleep 0.05; i=$((i+1)); done
            if [ -f "$dir/display" ]; then n=$(cat "$dir/display")
              if [ -f "/tmp/.X$n-lock" ] && ! kill -0 "$(tr -dc 0-9 < "/tmp/.X$n-lock")" 2>/dev/null; then
                rm -f "/tmp/.X$n-lock" "/tmp/.X11-unix/X$n"; fi; fi
            rm -rf -- "$dir"
            """;

    private final Process watchdog;
    private final OutputStream lifeline;

    private Reaper(Process watchdog) {
        this.watchdog = watchdog;
        this.lifeline = watchdog.getOutputStream();
    }

    static Reaper start(String marker, Path folder) {
        ProcessBuilder pb = new ProcessBuilder("setsid", "sh", "-c", SCRIPT, "tca-reaper", marker, folder.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().remove(MARKER); // the watchdog must never match its own sweep
        try {
            return new Reaper(pb.start());
        } catch (IOException e) {
            throw new NoScreenException("cannot start the sandbox's watchdog (setsid, sh; util-linux): " + e.getMessage());
        }
    }

    /** Ends every process of the sandbox and waits until the watchdog has swept (a few seconds at most). */
    @Override
    public void close() {
        try {
            lifeline.close();
        } catch (IOException e) {
            // the watchdog is already gone; its sweep ran when the pipe broke
        }
        try {
            watchdog.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
