package dev.tca.perception.widgets;

import dev.tca.core.Rect;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * Finds controls on a screenshot from pixels alone: the flat inside of each field, check box,
 * radio button and button (fenced off by its border), and sliders from their track and knob.
 * One pass of region filling over the picture; no OCR, no accessibility tree.
 */
public final class WidgetDetector {

    /** Two finds overlapping more than this (intersection over the smaller) are one control. */
    private static final double SAME = 0.6;
    /** Rows this close (pixels between outlines, or a quarter of their height) are one list; a form spaces its fields further. */
    private static final int FLUSH = 6;

    public List<Widget> detect(BufferedImage image) {
        Objects.requireNonNull(image, "image");
        Pixels px = new Pixels(image);
        FlatRegions regions = new FlatRegions(px);
        List<Widget> found = new ArrayList<>();
        for (FlatRegions.Region r : regions.regions()) {
            Rect b = r.box();
            if (b.height() >= 5 && b.height() <= 48 && b.width() >= 5) {
                BoxRules.classify(px, r, Shape.of(regions, px.width, r)).ifPresent(found::add);
            } else if (b.height() > 48) {
                TextAreas.classify(regions, px.width, px.height, r).ifPresent(found::add);
            }
        }
        found.addAll(new SliderFinder(px, regions).find());
        return distinct(rowsAreNotFields(found));
    }

    /**
     * A box with text stacked close above or below another box with text of the same width (a
     * list's rows, a pile of collapsible sections), or sharing a border with a box of the same
     * height beside it (a table's cells), is one of a series of rows or cells, clickable as a
     * whole, not a field holding a value. A field beside its button (a search box and "Go") keeps a
     * gap; an empty field next to a filled one is a form being filled in.
     */
    private static List<Widget> rowsAreNotFields(List<Widget> found) {
        List<Widget> out = new ArrayList<>(found.size());
        for (Widget w : found) {
            boolean row = w.kind() == Widget.Kind.FIELD && !w.empty() && found.stream().anyMatch(o -> o != w
                    && (o.kind() == Widget.Kind.FIELD && !o.empty() || o.kind() == Widget.Kind.BUTTON) && series(w.box(), o.box()));
            out.add(row ? new Widget(Widget.Kind.BUTTON, w.box(), null, null, false, w.confidence()) : w);
        }
        return out;
    }

    private static boolean series(Rect a, Rect b) {
        int apart = Math.max(FLUSH, Math.min(a.height(), b.height()) / 4);
        boolean column = Math.abs(a.x() - b.x()) <= 3 && Math.abs(a.width() - b.width()) <= 3
                && Math.max(a.y(), b.y()) - Math.min(a.bottom(), b.bottom()) <= apart;
        boolean line = Math.abs(a.y() - b.y()) <= 3 && Math.abs(a.height() - b.height()) <= 3
                && Math.max(a.x(), b.x()) - Math.min(a.right(), b.right()) <= 2;
        return column || line;
    }

    private static List<Widget> distinct(List<Widget> found) {
        // a square inside a button is its icon (an archive box, a trash can), not a check box
        found.removeIf(w -> (w.kind() == Widget.Kind.CHECK_BOX || w.kind() == Widget.Kind.RADIO)
                && found.stream().anyMatch(b -> b.kind() == Widget.Kind.BUTTON && b.box().area() >= 2 * w.box().area()
                        && b.box().contains(w.box().center())));
        // a filled box at the very start of a field is its text, selected ("Untitled folder" in a New folder dialog),
        // or a chip in it: the field is what is there to type into
        found.removeIf(w -> w.kind() == Widget.Kind.BUTTON && found.stream().anyMatch(f -> f.kind() == Widget.Kind.FIELD
                && f.box().area() >= 2 * w.box().area() && f.box().contains(w.box().center())
                && w.box().x() - f.box().x() <= 12 && w.box().y() >= f.box().y() && w.box().bottom() <= f.box().bottom()));
        // a slider first: its knob alone looks like a radio button
        found.sort(Comparator.comparing((Widget w) -> w.kind() != Widget.Kind.SLIDER)
                .thenComparing(Comparator.comparingDouble(Widget::confidence).reversed())
                .thenComparing(w -> -w.box().area()));
        List<Widget> kept = new ArrayList<>();
        for (Widget w : found) {
            if (kept.stream().noneMatch(k -> overlap(k.box(), w.box()) > SAME)) {
                kept.add(w);
            }
        }
        kept.sort(Comparator.comparingInt((Widget w) -> w.box().y()).thenComparingInt(w -> w.box().x()));
        return kept;
    }

    private static double overlap(Rect a, Rect b) {
        long inter = a.intersection(b).area();
        return inter / (double) Math.max(1, Math.min(a.area(), b.area()));
    }
}
