package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Rect;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Tells look-alikes apart: elements with the same label and no container of their own get where
 * they stand on the screen ("top-right", "middle-left"), and an ordinal when that is not enough.
 */
final class PositionHints {

    private PositionHints() {
    }

    static List<Element> apply(List<Element> elements) {
        Map<String, Integer> counts = new HashMap<>();
        for (Element e : elements) {
            counts.merge(key(e), 1, Integer::sum);
        }
        if (counts.values().stream().allMatch(n -> n == 1) || elements.isEmpty()) {
            return elements;
        }
        Rect span = elements.get(0).box();
        for (Element e : elements) {
            span = span.union(e.box());
        }
        Map<String, Integer> seen = new HashMap<>();
        List<Element> out = new ArrayList<>(elements.size());
        for (Element e : elements) {
            String k = key(e);
            if (counts.get(k) < 2 || !e.container().isEmpty() || k.isEmpty()) {
                out.add(e);
                continue;
            }
            int nth = seen.merge(k, 1, Integer::sum);
            out.add(e.withContainer("(" + where(e.box(), span) + ", " + nth + " of " + counts.get(k) + ")"));
        }
        return out;
    }

    /** Look-alikes share a role and a label: a field named by its label is not the label's twin. */
    private static String key(Element e) {
        String core = Labels.core(e.label());
        return core.isEmpty() ? "" : e.role() + ":" + core;
    }

    static String where(Rect box, Rect span) {
        double fx = (box.center().x() - span.x()) / (double) Math.max(1, span.width());
        double fy = (box.center().y() - span.y()) / (double) Math.max(1, span.height());
        String v = fy < 1 / 3.0 ? "top" : fy < 2 / 3.0 ? "middle" : "bottom";
        String h = fx < 1 / 3.0 ? "left" : fx < 2 / 3.0 ? "centre" : "right";
        return v + "-" + h;
    }
}
