package dev.tca.cli;

import dev.tca.loop.Result;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What a soak measures and when it calls a leak. The baseline is taken after the warm-up, not at
 * the start: the first episodes load classes, start AWT and fill caches, which is growth but not a
 * leak. A leak is heap after GC up by more than {@link #HEAP_GROWTH}, or more than {@link #SLACK}
 * threads or open files above the baseline (a pool may start a worker late; one leaked per
 * episode is hundreds), or any child process left.
 */
final class SoakFigures {

    static final double HEAP_GROWTH = 0.10;
    static final int SLACK = 4;

    /** One reading of the process, heap after a full collection. */
    record Usage(long heapBytes, int threads, int files, long rssKb) {

        static Usage now() {
            for (int i = 0; i < 3; i++) {
                System.gc(); // a hint: three rounds settle what finalizers and cleaners freed
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
            return new Usage(heap, ManagementFactory.getThreadMXBean().getThreadCount(), count(Path.of("/proc/self/fd")), readRssKb());
        }

        private static int count(Path dir) {
            try (Stream<Path> s = Files.list(dir)) {
                return (int) s.count();
            } catch (IOException e) {
                return -1; // no /proc: the figure is printed as unknown, never called a leak
            }
        }

        private static long readRssKb() {
            try {
                return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith("VmRSS:"))
                        .map(l -> Long.parseLong(l.replaceAll("\\D", ""))).findFirst().orElse(-1L);
            } catch (IOException | NumberFormatException e) {
                return -1;
            }
        }
    }

    private final Usage start;
    private Usage warm;
    private Usage end;
    private int childrenLeft;
    private final List<Long> stepMillis = new ArrayList<>();

    SoakFigures(Usage start) {
        this.start = start;
    }

    void warm(Usage u) {
        warm = u;
    }

    void step(long millis) {
        stepMillis.add(millis);
    }

    void end(Usage u, int children) {
        end = u;
        childrenLeft = children;
    }

    double heapGrowth() {
        return (end.heapBytes() - warm.heapBytes()) / (double) warm.heapBytes();
    }

    /** Each leak found, one line each; empty when there is none. */
    List<String> leaks() {
        List<String> out = new ArrayList<>();
        if (heapGrowth() > HEAP_GROWTH) {
            out.add(String.format("heap grew %.1f%% after warm-up (limit %.0f%%)", 100 * heapGrowth(), 100 * HEAP_GROWTH));
        }
        if (end.threads() > warm.threads() + SLACK) {
            out.add("threads: " + warm.threads() + " after warm-up, " + end.threads() + " at the end");
        }
        if (warm.files() >= 0 && end.files() > warm.files() + SLACK) {
            out.add("open files: " + warm.files() + " after warm-up, " + end.files() + " at the end");
        }
        if (childrenLeft > 0) {
            out.add(childrenLeft + " child process(es) still running");
        }
        return out;
    }

    void print(PrintWriter out, int episodes, long millis, Map<Result, Integer> results) {
        long[] steps = stepMillis.stream().mapToLong(Long::longValue).sorted().toArray();
        out.printf("  episodes: %d in %.1f s: %.1f episodes/min; results %s%n", episodes, millis / 1000.0,
                episodes * 60_000.0 / millis, results);
        out.printf("  steps: %d, median %d ms, p90 %d ms%n", steps.length, steps.length == 0 ? 0 : steps[steps.length / 2],
                steps.length == 0 ? 0 : steps[(int) (steps.length * 0.9)]);
        out.printf("  heap after GC: start %s, after warm-up %s, end %s: %+.1f%% after warm-up%n", mb(start.heapBytes()),
                mb(warm.heapBytes()), mb(end.heapBytes()), 100 * heapGrowth());
        out.printf("  resident memory: start %s, after warm-up %s, end %s%n", mb(start.rssKb() * 1024),
                mb(warm.rssKb() * 1024), mb(end.rssKb() * 1024));
        out.println("  live threads: start " + start.threads() + ", after warm-up " + warm.threads() + ", end " + end.threads());
        out.println("  open file descriptors: start " + start.files() + ", after warm-up " + warm.files() + ", end " + end.files());
        out.println("  child processes left: " + childrenLeft);
        List<String> leaks = leaks();
        out.println(leaks.isEmpty() ? "no leak: heap within " + Math.round(100 * HEAP_GROWTH) + "% of warm-up, threads and "
                + "files within " + SLACK + ", no process left" : "LEAK: " + String.join("; ", leaks));
    }

    private static String mb(long bytes) {
        return bytes < 0 ? "unknown" : String.format("%.1f MB", bytes / 1048576.0);
    }
}
