package dev.tca.tasks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Finds an application's visible windows with xdotool, by process tree or by window class. */
final class Windows {

    private final Map<String, String> env;

    Windows(Map<String, String> env) {
        this.env = Map.copyOf(env);
    }

    /** Waits until the process (or one it started), or a window of the class, shows a window; false on time-out. */
    boolean await(Process p, String windowClass, long timeoutMillis) {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (System.currentTimeMillis() < deadline) {
            if (windowClass != null ? !search("--class", windowClass).isEmpty() : anyOf(p)) {
                return true;
            }
            if (!p.isAlive()) {
                return false;
            }
            sleep(100);
        }
        return false;
    }

    private boolean anyOf(Process p) {
        List<ProcessHandle> tree = new ArrayList<>(p.descendants().toList());
        tree.add(0, p.toHandle());
        for (ProcessHandle h : tree) {
            if (!search("--pid", Long.toString(h.pid())).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    List<String> search(String by, String value) {
        ProcessBuilder pb = new ProcessBuilder("xdotool", "search", "--onlyvisible", by, value);
        pb.environment().putAll(env);
        pb.redirectErrorStream(true);
        try {
            Process x = pb.start();
            String out = new String(x.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            x.waitFor(5, TimeUnit.SECONDS);
            return x.exitValue() == 0 ? out.lines().filter(l -> l.matches("\\d+")).toList() : List.of();
        } catch (IOException e) {
            throw new IllegalStateException("xdotool is needed to find windows (apt-get install xdotool): " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of();
        }
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
