package dev.tca.session;

import dev.tca.core.EngineUnavailableException;
import dev.tca.perception.AutoDetector;
import dev.tca.perception.CachingDetector;
import dev.tca.perception.Detector;
import dev.tca.perception.DetectorSource;
import dev.tca.perception.DimmedBackdrop;
import dev.tca.perception.ElementSource;
import dev.tca.perception.Indexer;
import dev.tca.perception.InteriorReader;
import dev.tca.perception.OcrSettings;
import dev.tca.perception.grid.GridDetector;
import dev.tca.perception.ppocr.PpOcrDetector;
import dev.tca.perception.ppocr.PpOcrEngine;
import dev.tca.perception.tesseract.TessdataLocator;
import dev.tca.perception.tesseract.TesseractDetector;
import dev.tca.perception.tesseract.TesseractEngine;
import dev.tca.perception.widgets.WidgetSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Builds the element index a config asks for: the sources, merged by one indexer, the grid as the last resort. */
public final class Perception {

    private Perception() {
    }

    /**
     * @param accessibility the platform's tree as a source, when it has one and the config wants it
     */
    public static Detector build(Config.PerceptionSpec spec, Optional<ElementSource> accessibility) {
        return build(spec, accessibility, why -> { });
    }

    /** @param warn told, in one line, when PP-OCR stands in for a Tesseract that could not be opened */
    public static Detector build(Config.PerceptionSpec spec, Optional<ElementSource> accessibility,
                                 java.util.function.Consumer<String> warn) {
        if (spec.detector().equals("grid")) {
            return new GridDetector();
        }
        List<ElementSource> sources = new ArrayList<>();
        accessibility.ifPresent(sources::add);
        if (spec.widgets()) {
            sources.add(new WidgetSource());
            // (with the pixels' widgets: a dialog over a dimmed page narrows what the others read to the dialog)
            sources.add(new DimmedBackdrop());
        }
        Detector ocr = ocr(spec, warn);
        sources.add(new DetectorSource(ocr, "ocr"));
        // the insides of the pixels' buttons and fields are read with the same Tesseract, one line each
        InteriorReader interiors = spec.widgets() ? tesseractOf(ocr).map(t -> new InteriorReader(t::readLine)).orElse(null) : null;
        Indexer indexer = new Indexer(sources, Indexer.DEFAULT_CAP, interiors);
        return spec.detector().equals("auto") ? new AutoDetector(indexer, new GridDetector()) : indexer;
    }

    private static Detector ocr(Config.PerceptionSpec spec, java.util.function.Consumer<String> warn) {
        Detector engine = switch (spec.detector()) {
            case "tesseract" -> tesseract();
            case "ppocr" -> ppocr();
            default -> preferredOcr(warn);
        };
        return spec.ocrCache() ? cached(engine) : engine;
    }

    private static Optional<TesseractDetector> tesseractOf(Detector ocr) {
        if (ocr instanceof TesseractDetector t) {
            return Optional.of(t);
        }
        return ocr instanceof CachingDetector c && c.engine() instanceof TesseractDetector t ? Optional.of(t) : Optional.empty();
    }

    private static Detector cached(Detector ocr) {
        if (ocr instanceof PpOcrDetector p) {
            return new CachingDetector(p.engine()::read, p.engine(), OcrSettings.DEFAULTS, p.describe());
        }
        if (ocr instanceof TesseractDetector t) {
            return new CachingDetector(t::readWords, t, OcrSettings.DEFAULTS, t.describe());
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
    static Detector preferredOcr(java.util.function.Consumer<String> warn) {
        try {
            return tesseract();
        } catch (EngineUnavailableException | LinkageError e) {
            // never a silent stand-in: the run says why Tesseract is not the engine
            warn.accept("PP-OCR reads the screen instead of Tesseract: " + e.getMessage());
            return ppocr();
        }
    }

    static PpOcrDetector ppocr() {
        return new PpOcrDetector(PpOcrEngine.open(Bundled.files()), OcrSettings.DEFAULTS);
    }

    static TesseractDetector tesseract() {
        var tessdata = TessdataLocator.find("eng", System.getenv()).orElseThrow(() -> new EngineUnavailableException(
                "OCR engine unavailable: no eng.traineddata found (TESSDATA_PREFIX or " + TessdataLocator.searched()
                        + "); install it with: apt-get install tesseract-ocr tesseract-ocr-eng libtesseract-dev, "
                        + "or run with --detector grid"));
        dev.tca.core.Traineddata.problem(tessdata.resolve("eng.traineddata")).ifPresent(why -> {
            throw new EngineUnavailableException("OCR engine unavailable: " + why + "; reinstall it with: apt-get install "
                    + "--reinstall tesseract-ocr-eng, point TESSDATA_PREFIX at a good copy, or run with --detector grid");
        });
        return new TesseractDetector(TesseractEngine.open(tessdata, "eng"), OcrSettings.DEFAULTS);
    }
}
