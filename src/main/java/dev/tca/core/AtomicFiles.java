package dev.tca.core;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a whole file or nothing: the bytes go to a temporary file beside the target, are forced
 * to disk, and only then renamed over it. A full disk, a read-only folder or a crash half-way
 * leaves the old file (or no file), never half a trace or half a PNG that a later replay trusts.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /**
     * Creates missing parent folders, then writes {@code bytes} to {@code target} atomically.
     *
     * @throws IOException with the target in its message; the temporary file is already gone
     */
    public static void write(Path target, byte[] bytes) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        Files.createDirectories(folder);
        Path part = Files.createTempFile(folder, "." + absolute.getFileName(), ".part");
        try {
            try (FileChannel ch = FileChannel.open(part, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                // tmpfs and some file systems only report a full disk here, not at write()
                ch.force(true);
            }
            try {
                Files.move(part, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(part, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(part);
        }
    }

    /** The first line of an I/O failure, e.g. "No space left on device", for a one-line message. */
    public static String reason(IOException e) {
        String m = e.getMessage();
        if (e instanceof java.nio.file.AccessDeniedException) {
            m = "permission denied";
        } else if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
            m = fs.getReason();
        }
        return m == null ? e.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }
}
