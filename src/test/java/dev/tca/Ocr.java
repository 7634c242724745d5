package dev.tca;

import dev.tca.perception.OcrSettings;
import dev.tca.perception.tesseract.TessdataLocator;
import dev.tca.perception.tesseract.TesseractDetector;
import dev.tca.perception.tesseract.TesseractEngine;

/** The real Tesseract engine, opened once for the whole test run (loading the model is the slow part). */
public final class Ocr {

    private static TesseractDetector detector;

    private Ocr() {
    }

    public static synchronized TesseractDetector detector() {
        if (detector == null) {
            var tessdata = TessdataLocator.find("eng", System.getenv())
                    .orElseThrow(() -> new IllegalStateException("tests need Tesseract's eng.traineddata: run scripts/test"));
            detector = new TesseractDetector(TesseractEngine.open(tessdata, "eng"), OcrSettings.DEFAULTS);
        }
        return detector;
    }
}
