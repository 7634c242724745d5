package dev.tca.trace;

import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Range;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.core.State;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * An observation as stored in a trace: the element index, never the pixels.
 *
 * @param words     the OCR words (ids after the menu's), so a step that clicked a word inside prose replays and
 *                  scores; null in traces written before words were kept
 * @param offscreen the list entries known beyond the visible part (a scroll's target); null when none
 * @param summary   the one-line summary of the screen; null when empty
 */
public record TraceObservation(String detector, int frameWidth, int frameHeight, Mapping mapping, String note,
                               List<TraceElement> elements, List<String> screenText, List<TraceElement> words,
                               List<TraceElement> offscreen, String summary) {

    public TraceObservation(String detector, int frameWidth, int frameHeight, Mapping mapping, String note,
                            List<TraceElement> elements, List<String> screenText, List<TraceElement> words) {
        this(detector, frameWidth, frameHeight, mapping, note, elements, screenText, words, null, null);
    }

    public record Mapping(int originX, int originY, double scaleX, double scaleY) {
    }

    /**
     * An element; what a brain reads of a control (role, states, value, range, container) is kept, so a
     * step that ticked a box or filled a field replays on the screen the brain saw. Each is null when
     * plain (text, no state, empty), as in traces written before they were kept. A password field's
     * value is kept masked. Its live handle is not kept: it names a window that is gone.
     *
     * @param box   x, y, width, height in screen pixels
     * @param range current, min, max
     */
    public record TraceElement(int id, String label, List<Integer> box, String source, double confidence, String role,
                               List<String> states, String value, List<Double> range, String container) {

        public TraceElement(int id, String label, List<Integer> box, String source, double confidence) {
            this(id, label, box, source, confidence, null, null, null, null, null);
        }
    }

    public static TraceObservation of(Observation o) {
        ScreenMapping m = o.mapping();
        return new TraceObservation(o.detector(), o.frameWidth(), o.frameHeight(),
                new Mapping(m.originX(), m.originY(), m.scaleX(), m.scaleY()), o.note(),
                o.elements().stream().map(TraceObservation::element).toList(), o.screenText(),
                o.words().stream().map(TraceObservation::element).toList(),
                o.offscreen().isEmpty() ? null : o.offscreen().stream().map(TraceObservation::element).toList(),
                o.summary().isEmpty() ? null : o.summary());
    }

    private static TraceElement element(Element e) {
        String value = e.value().isEmpty() ? null : e.role() == Role.PASSWORD_FIELD ? Action.Type.MASK : e.value();
        return new TraceElement(e.id(), e.label(), List.of(e.box().x(), e.box().y(), e.box().width(), e.box().height()),
                e.source().wireName(), Math.round(e.confidence() * 1000) / 1000.0,
                e.role() == Role.TEXT ? null : e.role().wireName(),
                e.states().isEmpty() ? null : e.states().stream().map(State::wireName).sorted().toList(), value,
                e.range() == null ? null : List.of(e.range().current(), e.range().min(), e.range().max()),
                e.container().isEmpty() ? null : e.container());
    }

    /** Back to the observation a brain sees; validated like any other. */
    public Observation toObservation() {
        List<Element> list = elements.stream().map(TraceObservation::element).toList();
        Mapping m = mapping == null ? new Mapping(0, 0, 1, 1) : mapping;
        return new Observation(list, screenText == null ? List.of() : screenText, frameWidth, frameHeight,
                new ScreenMapping(m.originX(), m.originY(), m.scaleX(), m.scaleY()), detector == null ? "" : detector,
                note, offscreen == null ? List.of() : offscreen.stream().map(TraceObservation::element).toList(),
                summary == null ? "" : summary, words == null ? List.of() : words.stream().map(TraceObservation::element).toList());
    }

    private static Element element(TraceElement e) {
        if (e.box() == null || e.box().size() != 4) {
            throw new IllegalArgumentException("element " + e.id() + " needs a box of 4 numbers");
        }
        if (e.range() != null && e.range().size() != 3) {
            throw new IllegalArgumentException("element " + e.id() + " needs a range of 3 numbers (current, min, max)");
        }
        Set<State> states = e.states() == null ? Set.of() : e.states().stream().map(State::ofWire).collect(Collectors.toSet());
        return new Element(e.id(), e.label(), new Rect(e.box().get(0), e.box().get(1), e.box().get(2), e.box().get(3)),
                Source.ofWire(e.source()), e.confidence(), e.role() == null ? Role.TEXT : Role.ofWire(e.role()), states,
                e.value(), e.range() == null ? null : new Range(e.range().get(0), e.range().get(1), e.range().get(2)),
                e.container(), null);
    }
}
