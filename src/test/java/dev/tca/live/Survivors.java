package dev.tca.live;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Counts processes whose environment names a display: what a sandbox left behind. */
final class Survivors {

    private Survivors() {
    }

    static List<Long> of(String display) {
        List<Long> out = new ArrayList<>();
        byte[] needle = ("DISPLAY=" + display).getBytes();
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            for (Path p : procs.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
                try {
                    for (String var : new String(Files.readAllBytes(p.resolve("environ"))).split("\0")) {
                        if (var.equals(new String(needle))) {
                            out.add(Long.parseLong(p.getFileName().toString()));
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
        List<Long> left = of(display);
        for (int i = 0; i < 50 && !left.isEmpty(); i++) {
            Thread.sleep(100);
            left = of(display);
        }
        return left;
    }
}
