package dev.tca.perception;

import dev.tca.core.Frame;
import dev.tca.core.Observation;

/** An OCR detector seen as one element source among others: its elements become unnumbered candidates. */
public final class DetectorSource implements ElementSource {

    private final Detector detector;
    private final String name;

    /** @param name the short name in the timing line, e.g. "ocr" */
    public DetectorSource(Detector detector, String name) {
        this.detector = detector;
        this.name = name;
    }

    @Override
    public SourceRead read(Frame frame) {
        long t = System.nanoTime();
        Observation o = detector.detect(frame);
        long ms = (System.nanoTime() - t) / 1_000_000;
        String summary = name + " " + ms + " ms" + (o.summary().isEmpty() ? "" : " (" + o.summary() + ")");
        return new SourceRead(o.elements().stream().map(e -> e.withId(0)).toList(), o.screenText(), o.offscreen(),
                summary, o.note(), o.words().stream().map(e -> e.withId(0)).toList());
    }

    @Override
    public String describe() {
        return detector.describe();
    }

    @Override
    public void close() {
        detector.close();
    }
}
