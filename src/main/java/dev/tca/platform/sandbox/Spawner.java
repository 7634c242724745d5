package dev.tca.platform.sandbox;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Starts processes with the sandbox's environment, and so with its marker: the one way a process
 * of the sandbox comes to life, which is what lets the Reaper find every one of them.
 */
final class Spawner {

    /** The user's session: none of it may leak into the sandbox, or an app would talk to the real desktop. */
    private static final List<String> USER_SESSION = List.of("DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS",
            "XAUTHORITY", "AT_SPI_BUS_ADDRESS", "SESSION_MANAGER", "XDG_SESSION_ID", "XDG_SESSION_TYPE",
            "XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "GNOME_SETUP_DISPLAY", "XDG_ACTIVATION_TOKEN", "DESKTOP_STARTUP_ID");

    private final Path folder;
    private final Map<String, String> env = new TreeMap<>();
    private final List<Process> started = new ArrayList<>();
    private int count;

    Spawner(String marker, Path folder) {
        this.folder = folder;
        env.put(Reaper.MARKER, marker);
        env.put("XDG_RUNTIME_DIR", folder.toString()); // the a11y bus socket lands here, not in a path shared with the user
        env.put("NO_AT_BRIDGE", "0");
        env.put("GTK_A11Y", "atspi");
    }

    void put(String name, String value) {
        env.put(name, value);
    }

    /** The variables that point a process into the sandbox (on top of the user's environment minus their session). */
    Map<String, String> env() {
        return Map.copyOf(env);
    }

    Path folder() {
        return folder;
    }

    synchronized List<Process> started() {
        return List.copyOf(started);
    }

    ProcessBuilder builder(List<String> command) {
        ProcessBuilder pb = new ProcessBuilder(command).directory(folder.toFile());
        USER_SESSION.forEach(pb.environment()::remove);
        pb.environment().putAll(env);
        return pb;
    }

    /** Starts the command with its output in files named after it, so a failure can quote its stderr. */
    synchronized Logged start(List<String> command) throws IOException {
        count++;
        Path out = folder.resolve("p" + count + ".out");
        Path err = folder.resolve("p" + count + ".err");
        Process p = builder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        started.add(p);
        return new Logged(p, out, err);
    }

    synchronized Process adopt(Process p) {
        started.add(p);
        return p;
    }

    record Logged(Process process, Path stdout, Path stderr) {
    }

    /** The last lines of a log joined into one line, for a one-line error. */
    static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8).stream()
                    .map(String::strip).filter(l -> !l.isEmpty()).toList();
            String joined = String.join(" | ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
            return joined.length() > 300 ? "..." + joined.substring(joined.length() - 300) : joined;
        } catch (IOException e) {
            return "";
        }
    }

    /** The first line the process prints, or null if it exits or stays silent past the timeout. */
    static String firstLine(Process p, long timeoutMs) {
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            // not closed: the pipe stays open for the process's lifetime so it never meets a broken pipe
            BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.US_ASCII));
            try {
                String s = r.readLine();
                return s == null ? null : s.strip();
            } catch (IOException e) {
                return null;
            }
        });
        try {
            return line.get(timeoutMs, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
