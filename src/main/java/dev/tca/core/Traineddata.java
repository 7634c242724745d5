package dev.tca.core;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A look at a Tesseract language file's table of contents before Tesseract opens it: handed a
 * truncated or corrupt file, libtesseract prints four lines of its own on stderr before it fails,
 * which breaks the one-line error promise. The file starts with an entry count (little-endian
 * int32) and that many int64 offsets, each -1 (absent) or inside the file, in increasing order.
 */
public final class Traineddata {

    private static final int MAX_ENTRIES = 64; // Tesseract 5 has 24; leave room for later versions

    private Traineddata() {
    }

    /** Why the file cannot be a language file, or empty when its table of contents holds together. */
    public static Optional<String> problem(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            long size = Files.size(file);
            ByteBuffer head = ByteBuffer.wrap(in.readNBytes(4 + 8 * MAX_ENTRIES)).order(ByteOrder.LITTLE_ENDIAN);
            if (head.remaining() < 4) {
                return Optional.of(file + " is " + size + " bytes: truncated");
            }
            int n = head.getInt();
            if (n < 1 || n > MAX_ENTRIES || head.remaining() < 8L * n) {
                return Optional.of(file + " does not start with a Tesseract table of contents (corrupt or truncated)");
            }
            long last = 4 + 8L * n - 1;
            for (int i = 0; i < n; i++) {
                long offset = head.getLong();
                if (offset != -1 && (offset <= last || offset >= size)) {
                    return Optional.of(file + " is " + size + " bytes, but its table of contents points at byte " + offset
                            + " (truncated or corrupt)");
                }
                last = offset == -1 ? last : offset;
            }
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of(file + " cannot be read: " + e.getMessage());
        }
    }
}
