package dev.tca;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A real, tiny tmpfs mounted on a test folder, to fill up or turn read-only: the only honest way
 * to see what tca does on a full disk. Mounting needs root (and a kernel that lets this container
 * mount); elsewhere the test is skipped with that reason, not faked.
 */
public final class TinyDisk implements AutoCloseable {

    private final Path dir;

    private TinyDisk(Path dir) {
        this.dir = dir;
    }

    /** Mounts a tmpfs of {@code size} (such as "64k") on {@code dir}, or skips the calling test. */
    public static TinyDisk mount(Path dir, String size) {
        Assumptions.assumeTrue("0".equals(run("id", "-u").trim()),
                "needs root to mount a tiny tmpfs (run the suite as root, as scripts/test on CI does)");
        String out = run("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", dir.toString());
        Assumptions.assumeTrue(out.isBlank(), "mount -t tmpfs failed here: " + out.strip());
        return new TinyDisk(dir);
    }

    public Path dir() {
        return dir;
    }

    /** Fills the disk until at most {@code leave} bytes are free. */
    public void fillLeaving(long leave) throws IOException {
        long free = Files.getFileStore(dir).getUsableSpace();
        if (free > leave) {
            Files.write(dir.resolve("filler"), new byte[(int) (free - leave)]);
        }
    }

    public void remountReadOnly() {
        String out = run("mount", "-o", "remount,ro", dir.toString());
        if (!out.isBlank()) {
            throw new IllegalStateException("remount read-only failed: " + out);
        }
    }

    @Override
    public void close() {
        run("umount", dir.toString());
    }

    private static String run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            return p.waitFor() == 0 ? out : "exit " + p.exitValue() + ": " + out;
        } catch (IOException e) {
            return e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }
}
