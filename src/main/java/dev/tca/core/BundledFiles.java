package dev.tca.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.zip.CRC32;

/**
 * Class-path resources (the model, ONNX Runtime's native library) as files in a cache folder,
 * unpacked once. Inflating the 23 MB model out of the JAR took 260 ms and ONNX Runtime's own
 * unpacking of its 22 MB library to /tmp another 115 ms, on every start; a file read from the
 * cache costs almost nothing. The folder of each set of files is named after the CRC-32 of its
 * entries (read from the JAR's directory, without inflating anything), so a new JAR never picks
 * up an old file. When the cache folder cannot be written, the files go to a temporary folder
 * that is deleted on exit, which is what ONNX Runtime does on its own.
 */
public final class BundledFiles {

    private static final System.Logger LOG = System.getLogger(BundledFiles.class.getName());

    private final Path dir;
    private Path fallback;

    public BundledFiles(Path dir) {
        this.dir = Objects.requireNonNull(dir, "dir");
    }

    /** A folder of unpacked resources; each keeps its own file name. */
    public record Unpacked(Path dir) {

        public Path path(String resource) {
            return dir.resolve(baseName(resource));
        }
    }

    /** One resource: where it is, a stamp of its content, and its size when the JAR says (else -1). */
    private record Entry(String resource, URL url, String stamp, long size) {
    }

    /** $XDG_CACHE_HOME/tca, else ~/.cache/tca. */
    public static Path userCacheDir(String xdgCacheHome, String userHome) {
        Path base = xdgCacheHome != null && !xdgCacheHome.isBlank() ? Path.of(xdgCacheHome) : Path.of(userHome, ".cache");
        return base.resolve("tca");
    }

    public Path dir() {
        return dir;
    }

    public static boolean exists(String resource) {
        return BundledFiles.class.getResource(resource) != null;
    }

    /**
     * The folder holding all the given resources, unpacked if needed.
     *
     * @throws IllegalArgumentException if a resource is not on the class path
     */
    public synchronized Unpacked folder(String name, List<String> resources) {
        List<Entry> entries = new ArrayList<>();
        CRC32 key = new CRC32();
        for (String r : resources) {
            Entry e = entry(r);
            entries.add(e);
            key.update(e.stamp().getBytes(StandardCharsets.UTF_8));
        }
        String folderName = name + "-" + String.format(Locale.ROOT, "%08x", key.getValue());
        try {
            return new Unpacked(unpack(dir.resolve(folderName), entries));
        } catch (IOException | UncheckedIOException e) {
            LOG.log(System.Logger.Level.DEBUG, "cannot cache in " + dir + " (" + e.getMessage() + "); using a temporary folder");
            try {
                if (fallback == null) {
                    fallback = Files.createTempDirectory("tca-");
                    fallback.toFile().deleteOnExit();
                }
                Path folder = fallback.resolve(folderName);
                // deleteOnExit runs in reverse order: register the folder before its files
                folder.toFile().deleteOnExit();
                unpack(folder, entries);
                entries.forEach(en -> folder.resolve(baseName(en.resource())).toFile().deleteOnExit());
                return new Unpacked(folder);
            } catch (IOException again) {
                throw new UncheckedIOException("cannot unpack " + resources + ": " + again.getMessage(), again);
            }
        }
    }

    private static Path unpack(Path folder, List<Entry> entries) throws IOException {
        Files.createDirectories(folder);
        for (Entry e : entries) {
            Path target = folder.resolve(baseName(e.resource()));
            if (Files.isRegularFile(target) && (e.size() < 0 || Files.size(target) == e.size())) {
                continue;
            }
            // write beside, then rename: a second tca starting at the same time never reads half a file
            Path part = Files.createTempFile(folder, baseName(e.resource()), ".part");
            try (InputStream in = e.url().openStream()) {
                Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
                try {
                    Files.move(part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException ex) {
                    Files.move(part, target, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(part);
            }
        }
        return folder;
    }

    /** The entry's CRC-32 and size (JAR), or path, size and time (plain file), read once. */
    private static Entry entry(String resource) {
        URL url = BundledFiles.class.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("the bundled file " + resource + " is missing from the class path (a broken build)");
        }
        try {
            if (url.getProtocol().equals("jar")) {
                var jar = ((JarURLConnection) url.openConnection()).getJarEntry();
                return new Entry(resource, url, jar.getName() + ":" + jar.getCrc() + ":" + jar.getSize(), jar.getSize());
            }
            if (url.getProtocol().equals("file")) {
                Path p = Path.of(url.toURI());
                return new Entry(resource, url, p + ":" + Files.size(p) + ":" + Files.getLastModifiedTime(p).toMillis(),
                        Files.size(p));
            }
            return new Entry(resource, url, url.toString(), -1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String baseName(String resource) {
        return resource.substring(resource.lastIndexOf('/') + 1);
    }
}
