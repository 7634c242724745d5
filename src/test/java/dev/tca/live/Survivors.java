package dev.tca.live;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/** Counts processes by their environment: what a sandbox left behind. */
final class Survivors {

    private Survivors() {
    }

    /** Processes whose environment names the display. */
    static List<Long> of(String display) {
        return matching(("DISPLAY=" + display)::equals);
    }

    /** Processes carrying a sandbox marker that starts with the prefix: "tca-PID-" finds every sandbox of process PID. */
    static List<Long> withMarker(String prefix) {
        return matching(var -> var.startsWith("TCA_SANDBOX=" + prefix));
    }

    private static List<Long> matching(Predicate<String> variable) {
        List<Long> out = new ArrayList<>();
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            for (Path p : procs.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
                try {
                    for (String var : new String(Files.readAllBytes(p.resolve("environ"))).split("\0")) {
                        if (variable.test(var)) {
                            out.add(Long.parseLong(p.getFileName().toString()));
                            break;
                        }
                    }
                } catch (IOException e) {
                    // gone, or not ours to read
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** Waits up to five seconds for the survivors to reach zero, and returns whoever is left. */
    static List<Long> settle(String display) throws InterruptedException {
        return settle(() -> of(display));
    }

    static List<Long> settle(java.util.function.Supplier<List<Long>> count) throws InterruptedException {
        List<Long> left = count.get();
        for (int i = 0; i < 50 && !left.isEmpty(); i++) {
            Thread.sleep(100);
            left = count.get();
        }
        return left;
    }
}
