package dev.tca.perception;

import dev.tca.core.Frame;
import dev.tca.core.Observation;

import java.util.List;

/**
 * OCR when it finds text, the grid otherwise; and when it falls back it says so on the
 * observation, so a blind choice is never passed off as a seeing one.
 */
public final class AutoDetector implements Detector {

    private final Detector ocr;
    private final Detector grid;

    public AutoDetector(Detector ocr, Detector grid) {
        this.ocr = ocr;
        this.grid = grid;
    }

    @Override
    public Observation detect(Frame frame) {
        Observation seen = ocr.detect(frame);
        if (!seen.elements().isEmpty()) {
            return seen;
        }
        Observation blind = grid.detect(frame);
        return new Observation(blind.elements(), seen.screenText(), blind.frameWidth(), blind.frameHeight(),
                blind.mapping(), describe(), "no text was found: " + blind.note(), List.of(), seen.summary());
    }

    @Override
    public void close() {
        ocr.close();
        grid.close();
    }

    @Override
    public String describe() {
        return "auto (" + ocr.describe() + ", else " + grid.describe() + ")";
    }
}
