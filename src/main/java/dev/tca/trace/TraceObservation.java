package dev.tca.trace;

import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;

import java.util.List;

/**
 * An observation as stored in a trace: the element index, never the pixels.
 *
 * @param words the OCR words (ids after the menu's), so a step that clicked a word inside prose replays and
 *              scores; null in traces written before words were kept
 */
public record TraceObservation(String detector, int frameWidth, int frameHeight, Mapping mapping, String note,
                               List<TraceElement> elements, List<String> screenText, List<TraceElement> words) {

    public record Mapping(int originX, int originY, double scaleX, double scaleY) {
    }

    /** @param box x, y, width, height in screen pixels */
    public record TraceElement(int id, String label, List<Integer> box, String source, double confidence) {
    }

    public static TraceObservation of(Observation o) {
        ScreenMapping m = o.mapping();
        return new TraceObservation(o.detector(), o.frameWidth(), o.frameHeight(),
                new Mapping(m.originX(), m.originY(), m.scaleX(), m.scaleY()), o.note(),
                o.elements().stream().map(TraceObservation::element).toList(), o.screenText(),
                o.words().stream().map(TraceObservation::element).toList());
    }

    private static TraceElement element(Element e) {
        return new TraceElement(e.id(), e.label(), List.of(e.box().x(), e.box().y(), e.box().width(), e.box().height()),
                e.source().wireName(), Math.round(e.confidence() * 1000) / 1000.0);
    }

    /** Back to the observation a brain sees; validated like any other. */
    public Observation toObservation() {
        List<Element> list = elements.stream().map(TraceObservation::element).toList();
        Mapping m = mapping == null ? new Mapping(0, 0, 1, 1) : mapping;
        return new Observation(list, screenText == null ? List.of() : screenText, frameWidth, frameHeight,
                new ScreenMapping(m.originX(), m.originY(), m.scaleX(), m.scaleY()), detector == null ? "" : detector,
                note, List.of(), "", words == null ? List.of() : words.stream().map(TraceObservation::element).toList());
    }

    private static Element element(TraceElement e) {
        if (e.box() == null || e.box().size() != 4) {
            throw new IllegalArgumentException("element " + e.id() + " needs a box of 4 numbers");
        }
        return new Element(e.id(), e.label(), new Rect(e.box().get(0), e.box().get(1), e.box().get(2), e.box().get(3)),
                Source.ofWire(e.source()), e.confidence());
    }
}
