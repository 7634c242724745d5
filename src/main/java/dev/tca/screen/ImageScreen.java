package dev.tca.screen;

import dev.tca.core.BadInputException;
import dev.tca.core.Frame;
import dev.tca.core.ScreenMapping;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/** A screenshot file replayed as the screen: PNG or JPEG, read once, the same frame every time. */
public final class ImageScreen implements Screen {

    private final Path path;
    private final BufferedImage image;

    public ImageScreen(Path path) {
        this.path = path;
        this.image = read(path);
    }

    static BufferedImage read(Path path) {
        if (!Files.exists(path)) {
            throw new BadInputException("image not found: " + path);
        }
        if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
            throw new BadInputException("image is not a readable file: " + path);
        }
        try {
            if (Files.size(path) == 0) {
                throw new BadInputException("image is empty (0 bytes): " + path);
            }
            BufferedImage img = ImageIO.read(path.toFile());
            if (img == null) {
                throw new BadInputException("not a PNG or JPEG image (or corrupt): " + path);
            }
            if (img.getWidth() < 8 || img.getHeight() < 8) {
                throw new BadInputException("image is too small to be a screen (" + img.getWidth() + "x"
                        + img.getHeight() + "): " + path);
            }
            return img;
        } catch (IOException | RuntimeException e) {
            if (e instanceof BadInputException bad) {
                throw bad;
            }
            throw new BadInputException("cannot read image " + path + ": " + e.getMessage(), e);
        }
    }

    @Override
    public Frame capture() {
        return new Frame(image, ScreenMapping.IDENTITY, "image " + path.getFileName());
    }

    @Override
    public String describe() {
        return "image " + path + " (" + image.getWidth() + "x" + image.getHeight() + ", replayed)";
    }
}
