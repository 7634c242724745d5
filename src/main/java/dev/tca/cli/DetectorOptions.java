package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.core.EngineUnavailableException;
import dev.tca.perception.AutoDetector;
import dev.tca.perception.CachingDetector;
import dev.tca.perception.Detector;
import dev.tca.perception.OcrSettings;
import dev.tca.perception.grid.GridDetector;
import dev.tca.perception.ppocr.PpOcrDetector;
import dev.tca.perception.ppocr.PpOcrEngine;
import dev.tca.perception.tesseract.TessdataLocator;
import dev.tca.perception.tesseract.TesseractDetector;
import dev.tca.perception.tesseract.TesseractEngine;

import picocli.CommandLine.Option;

/** Which element index to build. */
final class DetectorOptions {

    @Option(names = "--detector", defaultValue = "auto", paramLabel = "NAME",
            description = "auto | tesseract | ppocr | grid (default: ${DEFAULT-VALUE}: OCR, and the grid only when no text is found).")
    String detector;

    @Option(names = "--no-ocr-cache", description = "Read the whole screen every step instead of only what changed.")
    boolean noCache;

    Detector detector() {
        return switch (detector) {
            case "grid" -> new GridDetector();
            case "tesseract" -> cached(tesseract());
            case "ppocr" -> cached(new PpOcrDetector(PpOcrEngine.open(Bundled.files()), OcrSettings.DEFAULTS));
            case "auto" -> new AutoDetector(cached(preferredOcr()), new GridDetector());
            default -> throw new BadInputException("unknown detector '" + detector + "' (known: auto, tesseract, ppocr, grid)");
        };
    }

    /** The engine behind the changed-region cache, unless --no-ocr-cache. */
    private Detector cached(Detector ocr) {
        if (noCache) {
            return ocr;
        }
        if (ocr instanceof PpOcrDetector p) {
            return new CachingDetector(p.engine()::read, OcrSettings.DEFAULTS, p.describe());
        }
        if (ocr instanceof TesseractDetector t) {
            return new CachingDetector(t::readWords, OcrSettings.DEFAULTS, t.describe());
        }
        return ocr;
    }

    /**
     * The engine `auto` uses, chosen by `tca bench perception` (46 screenshots with AT-SPI truth) and
     * `tca bench ocr` on 2 cores: at 1280x800 Tesseract meets all three targets (recall 0.966,
     * median full read 421 ms, about 100 ms when one dialog opened); PP-OCR finds more (recall
     * 1.000, precision 0.94 against 0.90) but a dialog step costs it 266 ms. PP-OCR stands in when
     * Tesseract is not installed, so the JAR still reads screens; the run header names the engine.
     */
    static Detector preferredOcr() {
        try {
            return tesseract();
        } catch (EngineUnavailableException | LinkageError e) {
            return new PpOcrDetector(PpOcrEngine.open(Bundled.files()), OcrSettings.DEFAULTS);
        }
    }

    static TesseractDetector tesseract() {
        var tessdata = TessdataLocator.find("eng", System.getenv()).orElseThrow(() -> new EngineUnavailableException(
                "OCR engine unavailable: no eng.traineddata found (TESSDATA_PREFIX or " + TessdataLocator.searched()
                        + "); install it with: apt-get install tesseract-ocr tesseract-ocr-eng libtesseract-dev, "
                        + "or run with --detector grid"));
        return new TesseractDetector(TesseractEngine.open(tessdata, "eng"), OcrSettings.DEFAULTS);
    }
}
