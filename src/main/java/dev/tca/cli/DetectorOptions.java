package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.core.EngineUnavailableException;
import dev.tca.perception.AutoDetector;
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

    Detector detector() {
        return switch (detector) {
            case "grid" -> new GridDetector();
            case "tesseract" -> tesseract();
            case "ppocr" -> new PpOcrDetector(PpOcrEngine.open(), OcrSettings.DEFAULTS);
            case "auto" -> new AutoDetector(preferredOcr(), new GridDetector());
            default -> throw new BadInputException("unknown detector '" + detector + "' (known: auto, tesseract, ppocr, grid)");
        };
    }

    /**
     * The engine `auto` uses, chosen by `tca bench perception` on the 40-screenshot ground truth:
     * PP-OCR found 146 of 146 controls (Tesseract 140) at 0.93 precision (0.89), though slower
     * (median 916 ms against 556 ms). Tesseract stands in when ONNX Runtime cannot load here; the
     * run header names the engine in use.
     */
    static Detector preferredOcr() {
        try {
            return new PpOcrDetector(PpOcrEngine.open(), OcrSettings.DEFAULTS);
        } catch (EngineUnavailableException e) {
            return tesseract();
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
