package dev.tca.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
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
        this.dir = java.util.Objects.requireNonNull(dir, "dir");
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
     * The folder holding all the given resources under their own file names, unpacked if needed.
     *
     * @throws IllegalArgumentException if a resource is not on the class path
     */
    public synchronized Path folder(String name, List<String> resources) {
        List<URL> urls = resources.stream().map(r -> {
            URL url = BundledFiles.class.getResource(r);
            if (url == null) {
                throw new IllegalArgumentException("the bundled file " + r + " is missing from the class path");
            }
            return url;
        }).toList();
        String key = name + "-" + key(urls);
        try {
            return unpack(dir.resolve(key), resources, urls);
        } catch (IOException | UncheckedIOException e) {
            LOG.log(System.Logger.Level.DEBUG, "cannot cache in " + dir + " (" + e.getMessage() + "); using a temporary folder");
            try {
                if (fallback == null) {
                    fallback = Files.createTempDirectory("tca-");
                    fallback.toFile().deleteOnExit();
                }
                Path folder = unpack(fallback.resolve(key), resources, urls);
                try (var files = Files.list(folder)) {
                    files.forEach(f -> f.toFile().deleteOnExit());
                }
                folder.toFile().deleteOnExit();
                return folder;
            } catch (IOException again) {
                throw new UncheckedIOException("cannot unpack " + resources + ": " + again.getMessage(), again);
            }
        }
    }

    /** One resource as a file. */
    public Path file(String name, String resource) {
        return folder(name, List.of(resource)).resolve(baseName(resource));
    }

    private static Path unpack(Path folder, List<String> resources, List<URL> urls) throws IOException {
        Files.createDirectories(folder);
        for (int i = 0; i < resources.size(); i++) {
            Path target = folder.resolve(baseName(resources.get(i)));
            long size = size(urls.get(i));
            if (Files.isRegularFile(target) && (size < 0 || Files.size(target) == size)) {
                continue;
            }
            // write beside, then rename: a second tca starting at the same time never reads half a file
            Path part = Files.createTempFile(folder, baseName(resources.get(i)), ".part");
            try (InputStream in = urls.get(i).openStream()) {
                Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
                try {
                    Files.move(part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(part, target, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(part);
            }
        }
        return folder;
    }

    /** A short key from the entries' CRC-32s (JAR) or sizes and times (plain files), hex. */
    private static String key(List<URL> urls) {
        CRC32 crc = new CRC32();
        for (URL url : urls) {
            crc.update(stamp(url).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        return String.format(Locale.ROOT, "%08x", crc.getValue());
    }

    private static String stamp(URL url) {
        try {
            if (url.getProtocol().equals("jar")) {
                var entry = ((JarURLConnection) url.openConnection()).getJarEntry();
                return entry.getName() + ":" + entry.getCrc() + ":" + entry.getSize();
            }
            if (url.getProtocol().equals("file")) {
                Path p = Path.of(url.toURI());
                return p + ":" + Files.size(p) + ":" + Files.getLastModifiedTime(p).toMillis();
            }
            return url.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static long size(URL url) throws IOException {
        if (url.getProtocol().equals("jar")) {
            return ((JarURLConnection) url.openConnection()).getJarEntry().getSize();
        }
        return -1;
    }

    private static String baseName(String resource) {
        return resource.substring(resource.lastIndexOf('/') + 1);
    }
}
