package dev.tca.platform.atspi;

import dev.tca.core.Rect;

import java.util.ArrayList;
import java.util.List;

/**
 * Pure: turns one application's walk into the nodes a caller can use. Keeps SHOWING and VISIBLE
 * objects with a non-empty box on the screen; keeps one that lies off the screen or outside its
 * window only when a scrolling container holds it, flagged {@code offscreen}; drops the rest.
 * A kept node's parent is its nearest kept ancestor.
 */
final class AxTree {

    static final String DROP_DOWN = "combo box";
    static final String OPTIONS = "menu";

    private AxTree() {
    }

    /**
     * @param desktop the desktop's box as the registry gives it; a node must touch it or its own
     *                top-level window, and its window, to be on screen
     * @return the kept nodes with indices from 0, in walk order (parents first)
     */
    static List<AxNode> build(String app, List<RawNode> raw, Rect desktop) {
        // the registry's desktop box can be stale (1024x768 under an Xvfb of 1280x800, so every control right of
        // x=1024 was "off screen"); a top-level window's own box says where the screen reaches too
        Rect screen = raw.stream().filter(r -> r.parent() < 0 && r.box() != null && r.box().area() > 0).map(RawNode::box)
                .reduce(desktop, Rect::union);
        int n = raw.size();
        int[] kept = new int[n];
        String[] window = new String[n];
        Rect[] windowBox = new Rect[n];
        boolean[] scrolled = new boolean[n];
        List<AxNode> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            RawNode r = raw.get(i);
            int p = r.parent();
            if (p >= i) {
                throw new IllegalArgumentException("walk order broken: node " + i + " has parent " + p);
            }
            boolean isWindow = AxCodes.WINDOWS.contains(r.role());
            window[i] = isWindow ? r.name() : p < 0 ? "" : window[p];
            windowBox[i] = isWindow && r.box() != null ? r.box() : p < 0 ? null : windowBox[p];
            scrolled[i] = p >= 0 && (scrolled[p] || AxCodes.SCROLLERS.contains(raw.get(p).role()));
            int keptParent = p < 0 ? -1 : kept[p] >= 0 ? kept[p] : keptAncestor(kept, raw, p);
            kept[i] = -1;
            Rect box = r.box();
            if (r.shown() && p >= 0 && !raw.get(p).shown() && OPTIONS.equals(raw.get(p).role()) && raw.get(p).parent() >= 0
                    && DROP_DOWN.equals(raw.get(raw.get(p).parent()).role()) && kept[raw.get(p).parent()] >= 0) {
                // the chosen option of a closed drop-down, the one shown in a hidden list: what the box shows
                int combo = kept[raw.get(p).parent()];
                out.set(combo, out.get(combo).holding(r.name()));
                continue;
            }
            if (!r.shown() || box == null || box.area() == 0) {
                continue;
            }
            boolean onScreen = touches(box, screen) && (windowBox[i] == null || touches(box, windowBox[i]));
            if (!onScreen && !scrolled[i]) {
                continue;
            }
            kept[i] = out.size();
            out.add(new AxNode(out.size(), keptParent, app, window[i], r.role(), r.name(), r.description(), r.states(),
                    r.text(), r.min(), r.max(), r.current(), box, r.actions(), r.handle(), !onScreen));
        }
        return out;
    }

    private static int keptAncestor(int[] kept, List<RawNode> raw, int from) {
        for (int a = from; a >= 0; a = raw.get(a).parent()) {
            if (kept[a] >= 0) {
                return kept[a];
            }
        }
        return -1;
    }

    private static boolean touches(Rect box, Rect area) {
        return box.intersection(area).area() > 0;
    }
}
