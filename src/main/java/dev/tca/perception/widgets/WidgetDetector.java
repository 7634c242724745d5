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

    public List<Widget> detect(BufferedImage image) {
        Objects.requireNonNull(image, "image");
        Pixels px = new Pixels(image);
        FlatRegions regions = new FlatRegions(px);
        List<Widget> found = new ArrayList<>();
        for (FlatRegions.Region r : regions.regions()) {
            Rect b = r.box();
            if (b.height() >= 5 && b.height() <= 48 && b.width() >= 5) {
                BoxRules.classify(px, r, Shape.of(regions, px.width, r)).ifPresent(found::add);
            }
        }
        found.addAll(new SliderFinder(px, regions).find());
        return distinct(found);
    }

    private static List<Widget> distinct(List<Widget> found) {
        // a square inside a button is its icon (an archive box, a trash can), not a check box
        found.removeIf(w -> (w.kind() == Widget.Kind.CHECK_BOX || w.kind() == Widget.Kind.RADIO)
                && found.stream().anyMatch(b -> b.kind() == Widget.Kind.BUTTON && b.box().area() >= 2 * w.box().area()
                        && b.box().contains(w.box().center())));
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
