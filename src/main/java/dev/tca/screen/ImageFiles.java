package dev.tca.screen;

import dev.tca.core.BadInputException;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * Reads a screenshot file defensively. The size is taken from the header before any pixel buffer
 * exists, so a 60000x60000 "screenshot" (a decompression bomb, or a typo) is refused in
 * milliseconds instead of asking for 14 GB. The format comes from the content, not the name; a
 * truncated or corrupt file is refused rather than replayed half grey, since a brain acting on a
 * half-decoded screen clicks the wrong thing. Every refusal is one {@link BadInputException}.
 */
final class ImageFiles {

    /** Wider or taller than any real monitor (8K is 7680x4320; 16K walls are 15360 wide). */
    static final int MAX_SIDE = 16_384;
    /** 50 Mpx: 200 MB as 32-bit pixels, about three 8K screens; keeps -Xmx256m enough. */
    static final long MAX_PIXELS = 50_000_000L;
    private static final int MIN_SIDE = 8;

    private ImageFiles() {
    }

    static BufferedImage read(Path path) {
        if (!Files.exists(path)) {
            throw new BadInputException("image not found: " + path);
        }
        if (Files.isDirectory(path)) {
            throw new BadInputException("image is a directory, not a file: " + path);
        }
        if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
            throw new BadInputException("image is not a readable file: " + path);
        }
        try {
            if (Files.size(path) == 0) {
                throw new BadInputException("image is empty (0 bytes): " + path);
            }
            try (ImageInputStream in = ImageIO.createImageInputStream(path.toFile())) {
                if (in == null) {
                    throw new BadInputException("image is not a readable file: " + path);
                }
                Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
                if (!readers.hasNext()) {
                    throw new BadInputException("not a PNG or JPEG image (its content is neither): " + path);
                }
                ImageReader reader = readers.next();
                try {
                    reader.setInput(in, true, true);
                    return decode(reader, path);
                } finally {
                    reader.dispose();
                }
            }
        } catch (BadInputException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot read image " + path + ": " + why(e));
        }
    }

    private static BufferedImage decode(ImageReader reader, Path path) throws IOException {
        String format = reader.getFormatName().toUpperCase(Locale.ROOT);
        int w = reader.getWidth(0);
        int h = reader.getHeight(0);
        if (w > MAX_SIDE || h > MAX_SIDE || (long) w * h > MAX_PIXELS) {
            throw new BadInputException("image is too large (" + w + "x" + h + " " + format + ", at most "
                    + MAX_SIDE + " a side and " + MAX_PIXELS / 1_000_000 + " Mpx): " + path);
        }
        if (w < MIN_SIDE || h < MIN_SIDE) {
            throw new BadInputException("image is too small to be a screen (" + w + "x" + h + "): " + path);
        }
        List<String> warnings = new ArrayList<>();
        reader.addIIOReadWarningListener((source, warning) -> warnings.add(warning));
        BufferedImage img = reader.read(0);
        if (!warnings.isEmpty()) {
            throw new BadInputException("image is truncated or corrupt (" + warnings.get(0) + "): " + path);
        }
        return rgb(img);
    }

    /** 16-bit, palette, grey and CMYK images become plain 24-bit RGB, the kind every detector reads. */
    private static BufferedImage rgb(BufferedImage img) {
        int t = img.getType();
        if (t == BufferedImage.TYPE_INT_RGB || t == BufferedImage.TYPE_INT_ARGB || t == BufferedImage.TYPE_3BYTE_BGR
                || t == BufferedImage.TYPE_4BYTE_ABGR) {
            return img;
        }
        BufferedImage out = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.drawImage(img, 0, 0, null);
        g.dispose();
        return out;
    }

    private static String why(Exception e) {
        String m = e.getMessage();
        if (m == null || m.isBlank()) {
            return e.getClass().getSimpleName();
        }
        return m.lines().findFirst().orElse(m);
    }
}
