package dev.tca.perception.widgets;

import dev.tca.Ocr;
import dev.tca.perception.OcrSettings;
import dev.tca.perception.OcrWord;
import dev.tca.perception.Phrase;
import dev.tca.perception.PhraseMerger;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/** The saved real screens of src/test/resources/widgets (made by scripts/capture-widgets.sh). */
final class Screens {

    static final Path DIR = Path.of("src/test/resources/widgets");

    private Screens() {
    }

    static BufferedImage image(String name) {
        try {
            return ImageIO.read(DIR.resolve(name + ".png").toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static WidgetTruth truth(String name) {
        return WidgetTruth.read(DIR.resolve(name + ".json"));
    }

    /** Real Tesseract words of a screen. */
    static List<TextBox> words(BufferedImage image) {
        return Ocr.detector().readWords(image).stream().map(w -> new TextBox(w.text(), w.box())).toList();
    }

    /** Real Tesseract phrases of a screen, merged the way the OCR index merges them. */
    static List<TextBox> phrases(BufferedImage image) {
        List<OcrWord> words = Ocr.detector().readWords(image);
        List<Phrase> phrases = new PhraseMerger(OcrSettings.DEFAULTS.wordGap()).merge(words);
        return phrases.stream().map(p -> new TextBox(p.text(), p.box())).toList();
    }
}
