package dev.tca.perception.widgets;

import dev.tca.core.Rect;
import dev.tca.perception.widgets.Widget.Kind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Finds horizontal sliders: a long thin track (one region, or two where the filled part has its own
 * colour) with a knob that stands out above and below it by about as much on each side. A separator
 * line has no knob, so it is not a slider.
 */
final class SliderFinder {

    private static final int MAX_TRACK = 8;
    private static final int REACH = 20;

    private final Pixels px;
    private final FlatRegions regions;

    SliderFinder(Pixels px, FlatRegions regions) {
        this.px = px;
        this.regions = regions;
    }

    List<Widget> find() {
        List<Rect> tracks = new ArrayList<>();
        for (FlatRegions.Region r : regions.regions()) {
            Rect b = r.box();
            // thin on average: a knob of the track's own colour may make the box taller
            if (b.width() >= 30 && b.height() <= 2 * REACH && r.count() <= MAX_TRACK * b.width()
                    && r.count() >= b.width()) {
                tracks.add(b);
            }
        }
        tracks.sort(Comparator.comparingInt(Rect::x));
        List<Widget> found = new ArrayList<>();
        boolean[] used = new boolean[tracks.size()];
        for (int i = 0; i < tracks.size(); i++) {
            if (used[i]) {
                continue;
            }
            Rect line = tracks.get(i);
            int cy = line.y() + line.height() / 2;
            for (int j = i + 1; j < tracks.size(); j++) {
                Rect next = tracks.get(j);
                if (!used[j] && Math.abs(next.y() + next.height() / 2 - cy) <= 2 && next.x() - line.right() <= 3 * REACH) {
                    line = line.union(next);
                    used[j] = true;
                }
            }
            knob(line, cy).ifPresent(found::add);
        }
        return found;
    }

    private java.util.Optional<Widget> knob(Rect line, int cy) {
        if (cy - REACH - 1 < 0 || cy + REACH + 1 >= px.height) {
            return java.util.Optional.empty();
        }
        int x0 = Math.max(0, line.x() - REACH);
        int x1 = Math.min(px.width - 1, line.right() + REACH);
        int runStart = -1;
        int bestStart = -1;
        int bestEnd = -1;
        int bestHeight = 0;
        int height = 0;
        for (int x = x0; x <= x1 + 1; x++) {
            int up = x > x1 ? 0 : extent(x, cy, -1);
            int down = x > x1 ? 0 : extent(x, cy, 1);
            boolean tall = up >= 4 && down >= 4 && Math.abs(up - down) <= 3 && up < REACH && down < REACH;
            if (tall && runStart < 0) {
                runStart = x;
                height = 0;
            }
            if (tall) {
                height = Math.max(height, up + down + 1);
            }
            if (!tall && runStart >= 0) {
                int width = x - runStart;
                if (width >= 6 && width <= 2 * REACH && width * 2 >= height && height > bestHeight) { // a knob, not a divider
                    bestStart = runStart;
                    bestEnd = x;
                    bestHeight = height;
                }
                runStart = -1;
            }
        }
        if (bestStart < 0 || line.width() < 60 || !oneBackground(line, cy, bestStart, bestEnd, bestHeight)) {
            return java.util.Optional.empty();
        }
        int left = Math.min(line.x(), bestStart);
        int right = Math.max(line.right(), bestEnd);
        int knobWidth = bestEnd - bestStart;
        double travel = Math.max(1, right - left - knobWidth);
        double fraction = Math.max(0, Math.min(1, (bestStart - left) / travel));
        Rect box = new Rect(left, cy - bestHeight / 2, right - left, bestHeight);
        return java.util.Optional.of(new Widget(Kind.SLIDER, box, null, fraction, false, 0.7));
    }

    /**
     * A slider sits on one background: the same region lies just above and just below its track,
     * away from the knob. A line between two different regions (a list's header and its rows) is a
     * border, whatever crosses it.
     */
    private boolean oneBackground(Rect line, int cy, int knobStart, int knobEnd, int knobHeight) {
        int x = knobStart - line.x() > line.right() - knobEnd ? line.x() + 2 : line.right() - 3;
        int above = cy - knobHeight / 2 - 2;
        int below = cy + knobHeight / 2 + 2;
        return above >= 0 && below < px.height
                && regions.label[above * px.width + x] == regions.label[below * px.width + x];
    }

    /** How many pixels from the track's middle row, going up (-1) or down (1), stay off the background. */
    private int extent(int x, int cy, int dir) {
        int background = regions.label[(cy + dir * (REACH + 1)) * px.width + x];
        int n = 0;
        for (int y = cy + dir; Math.abs(y - cy) <= REACH && regions.label[y * px.width + x] != background; y += dir) {
            n++;
        }
        return n;
    }
}
