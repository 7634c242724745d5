package dev.tca.screen;

import dev.tca.core.Frame;
import dev.tca.core.ScreenMapping;

import java.awt.image.BufferedImage;
import java.nio.file.Path;

/** A screenshot file replayed as the screen: PNG or JPEG (checked by {@link ImageFiles}), read once, the same frame every time. */
public final class ImageScreen implements Screen {

    private final Path path;
    private final BufferedImage image;

    public ImageScreen(Path path) {
        this.path = path;
        this.image = ImageFiles.read(path);
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
