package dev.tca.perception.ppocr;

import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.perception.Detector;
import dev.tca.perception.InkGaps;
import dev.tca.perception.OcrIndexer;
import dev.tca.perception.OcrSettings;

/** OCR with PP-OCRv4 on ONNX Runtime: text lines become phrases and elements like Tesseract's words do. */
public final class PpOcrDetector implements Detector {

    private final PpOcrEngine engine;
    private final OcrIndexer indexer;

    public PpOcrDetector(PpOcrEngine engine, OcrSettings settings) {
        this.engine = engine;
        this.indexer = new OcrIndexer(settings);
    }

    @Override
    public Observation detect(Frame frame) {
        InkGaps gaps = new InkGaps(frame.image());
        return indexer.index(engine.read(frame.image()), gaps::emptyColumns, frame.width(), frame.height(),
                frame.mapping(), describe());
    }

    public PpOcrEngine engine() {
        return engine;
    }

    @Override
    public String describe() {
        return "ppocr (PP-OCRv4 on ONNX Runtime)";
    }

    @Override
    public void close() {
        engine.close();
    }
}
