package dev.tca.perception;

import java.awt.image.BufferedImage;
import java.util.List;

/** An OCR engine as the changed-region cache needs it: every word of a picture, in its own pixels. */
@FunctionalInterface
public interface WordReader {

    List<OcrWord> read(BufferedImage image);
}
