package dev.tca.screen;

import dev.tca.core.BadInputException;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;

/** Run in a child JVM with a small heap: opens one image and prints the verdict and the peak heap used. */
public final class ImageProbe {

    private ImageProbe() {
    }

    public static void main(String[] args) {
        try {
            System.out.println("read: " + new ImageScreen(Path.of(args[0])).describe());
        } catch (BadInputException e) {
            System.out.println("refused: " + e.getMessage());
        }
        long peak = ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .map(MemoryPoolMXBean::getPeakUsage).mapToLong(u -> u.getUsed()).sum();
        System.out.println("peak heap MB: " + peak / (1024 * 1024));
    }
}
