package dev.tca.mcp;

import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Gives the elements of each observation ids that stay the same while an element stays on the
 * screen: an element keeps the id of the previous observation's element with the same label and
 * role whose box overlaps it most. A client can then observe, think, and act on "#12" although
 * the detector numbered the screen afresh in between.
 */
final class StableIds {

    /** How many vanished ids are remembered, to say what a stale id was. */
    private static final int REMEMBERED = 2000;

    private List<Item> current = List.of();
    private int next = 1;
    private final Map<Integer, String> seen = new LinkedHashMap<>(64, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, String> eldest) {
            return size() > REMEMBERED;
        }
    };

    /** Numbers a new observation against the last one and makes it the current one. */
    synchronized List<Item> assign(Observation observation) {
        List<Item> previous = current;
        boolean[] taken = new boolean[previous.size()];
        List<Item> out = new ArrayList<>();
        for (Element e : observation.elements()) {
            Item fresh = Item.of(0, e);
            int best = -1;
            double bestOverlap = 0;
            for (int i = 0; i < previous.size(); i++) {
                Item p = previous.get(i);
                if (taken[i] || !p.label().equals(fresh.label()) || !p.role().equals(fresh.role())) {
                    continue;
                }
                double overlap = overlap(p.box(), fresh.box());
                if (overlap > bestOverlap) {
                    best = i;
                    bestOverlap = overlap;
                }
            }
            int id;
            if (best >= 0) {
                taken[best] = true;
                id = previous.get(best).id();
            } else {
                id = next++;
            }
            out.add(Item.of(id, e));
            seen.put(id, e.label());
        }
        current = List.copyOf(out);
        return current;
    }

    /** The element with this id among the given ones, or a one-line reason why there is none. */
    synchronized Item find(int id, List<Item> items) {
        for (Item i : items) {
            if (i.id() == id) {
                return i;
            }
        }
        String label = seen.get(id);
        throw new ToolException(label != null
                ? "element " + id + " ('" + label + "') is no longer on the screen; observe again for the current ids"
                : "there is no element " + id + " on the screen; observe first and use an id it returns");
    }

    synchronized Optional<Item> byElement(int element) {
        return current.stream().filter(i -> i.element() == element).findFirst();
    }

    /** Intersection over union: 0 when apart, 1 when the same box. */
    static double overlap(Rect a, Rect b) {
        long inter = a.intersection(b).area();
        long union = a.area() + b.area() - inter;
        return union == 0 ? (a.equals(b) ? 1 : 0) : (double) inter / union;
    }
}
