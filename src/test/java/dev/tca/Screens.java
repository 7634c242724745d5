package dev.tca;

import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;

import java.util.ArrayList;
import java.util.List;

/** Observations written by hand, for testing brains and policies apart from OCR. */
public final class Screens {

    private Screens() {
    }

    /** One OCR element per label, laid out in a row. */
    public static Observation of(String... labels) {
        List<Element> elements = new ArrayList<>();
        for (String label : labels) {
            int i = elements.size();
            elements.add(new Element(i + 1, label, new Rect(20 + i * 120, 100, 100, 30), Source.OCR, 0.9));
        }
        return new Observation(elements, List.of(labels), 1280, 800, ScreenMapping.IDENTITY, "hand-made", "");
    }
}
