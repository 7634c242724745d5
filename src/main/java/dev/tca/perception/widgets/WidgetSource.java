package dev.tca.perception.widgets;

import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Range;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;
import dev.tca.perception.ElementSource;
import dev.tca.perception.SourceRead;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Textless controls found in the pixels, as an element source: fields, check boxes, radio buttons,
 * sliders and button outlines, unnamed (the indexer names them from the text beside or inside
 * them). A slider's scale is not in the pixels: its position is given as 0-100, said in its label.
 */
public final class WidgetSource implements ElementSource {

    private final WidgetDetector detector = new WidgetDetector();

    @Override
    public SourceRead read(Frame frame) {
        long t = System.nanoTime();
        List<Widget> found = detector.detect(frame.image());
        List<Element> elements = new ArrayList<>();
        for (Widget w : found) {
            elements.add(element(w, frame));
        }
        long ms = (System.nanoTime() - t) / 1_000_000;
        return new SourceRead(elements, List.of(), List.of(), "widgets " + ms + " ms (" + found.size() + ")", "");
    }

    static Element element(Widget w, Frame frame) {
        Role role = switch (w.kind()) {
            case FIELD -> Role.TEXT_FIELD;
            case CHECK_BOX -> Role.CHECKBOX;
            case RADIO -> Role.RADIO;
            case SLIDER -> Role.SLIDER;
            case BUTTON -> Role.BUTTON;
        };
        Set<State> states = EnumSet.noneOf(State.class);
        if (w.checked() != null) {
            states.add(w.checked() ? State.CHECKED : State.UNCHECKED);
        }
        Range range = w.fraction() == null ? null : new Range(Math.round(w.fraction() * 100), 0, 100);
        String value = ""; // what a field holds is read by OCR, not claimed here
        return new Element(0, "", frame.mapping().toScreen(w.box()), Source.WIDGET, Math.max(0, Math.min(1, w.confidence())),
                role, states, value, range, "", null);
    }

    @Override
    public String describe() {
        return "widgets";
    }
}
