package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;

import dev.tca.perception.widgets.BorderSplitter;
import dev.tca.perception.widgets.TextBox;
import dev.tca.perception.widgets.Widget;

import java.util.ArrayList;
import java.util.List;

/**
 * Merges the candidates of several sources. Controls (anything with a role other than text) are
 * kept; OCR text inside a small control names it or is dropped as covered; a widget the tree
 * already reports is dropped; a nameless field or check box takes the text to its left (fields)
 * or right (boxes); exact duplicates go.
 */
final class Merge {

    /** A control bigger than this share of the screen is a container, not a thing whose text OCR read. */
    private static final double MAX_CONTROL_SHARE = 0.25;

    private Merge() {
    }

    /** Inside the area the tree's own controls span (three or more of them, above and below it). */
    private static boolean amongTreeControls(Element e, List<Element> tree) {
        if (tree.size() < 3) {
            return false;
        }
        long above = tree.stream().filter(c -> c.box().bottom() <= e.box().y() + 2).count();
        long below = tree.stream().filter(c -> c.box().y() >= e.box().bottom() - 2).count();
        int left = tree.stream().mapToInt(c -> c.box().x()).min().orElse(0);
        int right = tree.stream().mapToInt(c -> c.box().right()).max().orElse(0);
        // a row of radios drawn inline ("Black  Navy  Sky blue") has its swatches between tree controls on that line
        long beside = tree.stream().filter(c -> c.box().y() < e.box().bottom() && e.box().y() < c.box().bottom()).count();
        return (above >= 1 && below >= 1 || beside >= 2) && e.box().x() >= left - 40 && e.box().right() <= right + 40;
    }

    static List<Element> of(List<SourceRead> reads, long screenArea) {
        List<Element> controls = new ArrayList<>();
        List<Element> texts = new ArrayList<>();
        List<Element> tree = reads.stream().flatMap(r -> r.elements().stream())
                .filter(e -> e.source() == Source.AX && e.role().control() && e.role() != Role.WINDOW).toList();
        for (SourceRead r : reads) {
            for (Element e : r.elements()) {
                if (e.source() == Source.WIDGET && controls.stream().anyMatch(c -> overlaps(c.box(), e.box()))) {
                    continue; // the tree already has it, with a name and a state
                }
                if (e.source() == Source.WIDGET && e.role() != Role.BUTTON && amongTreeControls(e, tree)) {
                    continue; // a window whose tree lists its controls has no unlisted slider: a rule or a bar drew it
                }
                (e.role() == Role.TEXT && e.source() != Source.AX ? texts : controls).add(e);
            }
        }
        controls = withoutCoveredLabels(controls, screenArea);
        texts = splitAtButtons(texts, controls);
        List<Element> kept = new ArrayList<>();
        for (Element t : texts) {
            int host = smallestHost(controls, t.box(), screenArea);
            if (host < 0) {
                int twin = twin(controls, t);
                if (twin >= 0) {
                    controls.set(twin, controls.get(twin).withLabel(controls.get(twin).label(), Source.AX_OCR));
                    continue; // the tree already has this text, and knows what it is
                }
                if (kept.stream().noneMatch(k -> Labels.same(k.label(), t.label()) && overlaps(k.box(), t.box()))) {
                    kept.add(t);
                }
                continue;
            }
            Element c = controls.get(host);
            if (c.role() == Role.SLIDER) {
                continue; // the number drawn on a slider is its value (the tree's or the pixels' range says it), not its name
            }
            if (c.label().isBlank() && !c.role().editable()) {
                controls.set(host, c.withLabel(t.label(), c.source() == Source.AX ? Source.AX_OCR : c.source()));
            } else if (c.source() == Source.AX && Labels.containsWords(c.label(), t.label())) {
                controls.set(host, c.withLabel(c.label(), Source.AX_OCR));
            } else if (c.source() == Source.WIDGET && c.role().editable()) {
                // what OCR reads inside a field found in the pixels is what the field holds
                controls.set(host, new Element(0, c.label(), c.box(), c.source(), c.confidence(), c.role(), c.states(),
                        (c.value().isEmpty() ? "" : c.value() + " ") + t.label(), c.range(), c.container(), c.handle()));
            }
            // else: the control covers the text (a field's value, an icon's caption): not listed twice
        }
        List<Element> all = new ArrayList<>(controls.size() + kept.size());
        all.addAll(NearestLabel.apply(controls, kept));
        all.addAll(kept);
        List<Element> unique = new ArrayList<>();
        for (Element e : all) {
            if (unique.stream().noneMatch(u -> u.role() == e.role() && Labels.same(u.label(), e.label())
                    && iou(u.box(), e.box()) > 0.7)) {
                unique.add(e);
            }
        }
        unique.sort(dev.tca.core.ReadingOrder.COMPARATOR);
        return PositionHints.apply(unique);
    }

    /**
     * OCR phrases that run across the outlines of adjacent buttons ("Skip Abort" read as one phrase
     * in a bitmap font) are cut at the borders, so each button gets its own word.
     */
    private static List<Element> splitAtButtons(List<Element> texts, List<Element> controls) {
        List<Widget> buttons = controls.stream().filter(c -> c.source() == Source.WIDGET && c.role() == Role.BUTTON)
                .map(c -> new Widget(Widget.Kind.BUTTON, c.box(), null, null, false, c.confidence())).toList();
        if (buttons.size() < 2) {
            return texts;
        }
        List<Element> out = new ArrayList<>();
        for (Element t : texts) {
            List<TextBox> parts = BorderSplitter.splitAtBorders(List.of(new TextBox(t.label(), t.box())), buttons);
            if (parts.size() == 1) {
                out.add(t);
                continue;
            }
            for (TextBox p : parts) {
                out.add(new Element(0, p.text(), p.box(), t.source(), t.confidence()));
            }
        }
        return out;
    }

    /**
     * A label inside a control that already carries its words (a button's own caption in a web page),
     * or inside a heading that says the same, is not a second entry.
     */
    private static List<Element> withoutCoveredLabels(List<Element> controls, long screenArea) {
        List<Element> out = new ArrayList<>();
        for (Element e : controls) {
            boolean textual = !e.role().control();
            if (textual) {
                int host = smallestHost(controls, e.box(), screenArea);
                if (host >= 0 && controls.get(host) != e && Labels.containsWords(controls.get(host).label(), e.label())) {
                    continue;
                }
                boolean twinOfHeading = controls.stream().anyMatch(h -> h != e && h.role() == Role.HEADING
                        && h.box().contains(e.box().center()) && Labels.same(h.label(), e.label()));
                if (twinOfHeading) {
                    continue; // a web heading and the static text inside it: one entry, the heading
                }
            }
            out.add(e);
        }
        return out;
    }

    /** A text element of the tree that says what this OCR text says, where it says it. */
    private static int twin(List<Element> controls, Element text) {
        for (int i = 0; i < controls.size(); i++) {
            Element c = controls.get(i);
            // the tree's text wins where both read the same place: OCR may have misread it ("Last nai name")
            if (!c.role().control() && (c.source() == Source.AX || c.source() == Source.AX_OCR)
                    && (iou(c.box(), text.box()) > 0.4 || c.box().contains(text.box().center()))) {
                return i;
            }
        }
        return -1;
    }

    private static int smallestHost(List<Element> controls, Rect text, long screenArea) {
        int best = -1;
        long bestArea = Long.MAX_VALUE;
        for (int i = 0; i < controls.size(); i++) {
            Element c = controls.get(i);
            long area = c.box().area();
            if (c.role().control() && area <= MAX_CONTROL_SHARE * screenArea && c.box().contains(text.center())
                    && area < bestArea) {
                best = i;
                bestArea = area;
            }
        }
        return best;
    }

    static boolean overlaps(Rect a, Rect b) {
        return a.contains(b.center()) || b.contains(a.center()) || iou(a, b) > 0.3;
    }

    static double iou(Rect a, Rect b) {
        long inter = a.intersection(b).area();
        long union = a.area() + b.area() - inter;
        return union <= 0 ? 0 : (double) inter / union;
    }
}
