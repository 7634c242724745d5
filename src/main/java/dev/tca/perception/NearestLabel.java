package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;

import java.util.ArrayList;
import java.util.List;

/**
 * Names a nameless field, check box or slider by the text beside it, the way a person reads a
 * form: a field's label stands to its left on the same line or just above it; a check box's or
 * radio button's to its right (in a list's check column, the row's own cell).
 */
final class NearestLabel {

    private static final int MAX_LEFT_GAP = 260;
    private static final int MAX_RIGHT_GAP = 60;
    private static final int MAX_ABOVE_GAP = 30;
    /** How far left a settings row's title may sit from its switch. */
    private static final int MAX_ROW_GAP = 700;

    private NearestLabel() {
    }

    static List<Element> apply(List<Element> controls, List<Element> texts) {
        List<Element> labels = new ArrayList<>(texts);
        controls.stream().filter(c -> c.role() == Role.LABEL && !c.label().isBlank()).forEach(labels::add);
        List<Element> rows = new ArrayList<>(labels);
        controls.stream().filter(c -> (c.role() == Role.TABLE_CELL || c.role() == Role.LIST_ITEM) && !c.label().isBlank())
                .forEach(rows::add);
        List<Element> out = new ArrayList<>(controls.size());
        for (Element c : controls) {
            boolean wantsName = c.label().isBlank()
                    && (c.role().editable() || c.role().checkable() || c.role() == Role.SLIDER);
            Element named = wantsName ? name(c, c.role().checkable() ? rows : labels) : c;
            boolean rowControl = c.role() == Role.CHECKBOX || c.role() == Role.SLIDER;
            out.add(wantsName && named.label().isBlank() && rowControl ? rowTitle(c, controls, labels) : named);
        }
        return out;
    }

    /**
     * A settings row: a switch or slider at the row's right end, its title (and a line that explains it) at
     * the left, far off but with no control between. Both lines name it, the title first.
     */
    private static Element rowTitle(Element c, List<Element> controls, List<Element> labels) {
        Rect b = c.box();
        String title = labels.stream().filter(t -> sameLine(t.box(), b) && t.box().right() <= b.x() + 3
                        && b.x() - t.box().right() <= MAX_ROW_GAP
                        && controls.stream().noneMatch(o -> o != c && o.role().control() && o.box().x() >= t.box().right()
                        && o.box().right() <= b.x() && sameLine(o.box(), b)))
                .sorted(java.util.Comparator.comparingInt((Element t) -> t.box().y())).limit(2)
                .map(t -> t.label().strip()).collect(java.util.stream.Collectors.joining(" "));
        return title.isBlank() ? c : c.withLabel(title, c.source());
    }

    /** How far a card's title may sit left of the one nameless round button on its line. */
    private static final int MAX_CARD_GAP = 300;

    /**
     * A card's one nameless icon button (a light's power disc, its glyph unknown) is named by the title on its line: the
     * nearest words to its left with nothing between them (a second icon after the first is not named by the same words).
     */
    static List<Element> cardButtons(List<Element> elements) {
        List<Element> out = new ArrayList<>(elements.size());
        for (Element c : elements) {
            Rect b = c.box();
            boolean nameless = c.role() == Role.BUTTON && c.label().isBlank() && c.source() == dev.tca.core.Source.WIDGET
                    && b.width() <= b.height() * 1.25 && b.height() <= b.width() * 1.25;
            if (!nameless) {
                out.add(c);
                continue;
            }
            // (a title and the line under it, "Hallway" over "Downstairs · On", both beside the disc: the title names it)
            Element title = elements.stream().filter(t -> !t.role().control() && !t.label().isBlank() && sameLine(t.box(), b)
                            && t.box().right() <= b.x() && b.x() - t.box().right() <= MAX_CARD_GAP
                            && elements.stream().noneMatch(o -> o != c && o != t && sameLine(o.box(), b) && o.box().x() >= t.box().right()
                            && o.box().right() <= b.x() && (o.role().control() || o.box().bottom() > t.box().y() && o.box().y() < t.box().bottom())))
                    .min(java.util.Comparator.comparingInt(t -> t.box().y())).orElse(null);
            out.add(title == null ? c : c.withLabel(title.label().strip(), c.source()));
        }
        return out;
    }

    private static boolean sameLine(Rect r, Rect b) {
        return Math.abs(r.center().y() - b.center().y()) <= Math.max(8, b.height() / 2);
    }

    /** The length of a leading one- or two-character word (a box read as "O", "©", "[]") followed by more, else 0. */
    private static int mark(String label) {
        String l = label.strip();
        int space = l.indexOf(' ');
        return space > 0 && space <= 2 && space < l.length() - 1 ? space + 1 : 0;
    }

    private static Element name(Element c, List<Element> labels) {
        Rect b = c.box();
        Element best = null;
        int bestGap = Integer.MAX_VALUE;
        for (Element t : labels) {
            Rect r = t.box();
            boolean sameLine = Math.abs(r.center().y() - b.center().y()) <= Math.max(8, b.height() / 2);
            int gap = Integer.MAX_VALUE;
            if (c.role().checkable()) {
                int dx = r.x() - b.right();
                if (sameLine && dx >= -3 && dx <= MAX_RIGHT_GAP) {
                    gap = dx;
                } else if (sameLine && r.x() >= b.x() - 3 && dx < -3 && r.right() > b.right() + 4 && mark(t.label()) > 0) {
                    gap = 0; // OCR read the box itself as the first "word" of its label ("O Leek")
                }
            } else {
                int dx = b.x() - r.right();
                int dy = b.y() - r.bottom();
                boolean overlapsX = r.x() < b.right() && r.right() > b.x();
                if (sameLine && dx >= -3 && dx <= MAX_LEFT_GAP) {
                    gap = dx;
                } else if (overlapsX && dy >= -3 && dy <= MAX_ABOVE_GAP) {
                    gap = dy + 20; // a label to the left is the stronger reading
                }
            }
            if (gap < bestGap) {
                bestGap = gap;
                best = t;
            }
        }
        if (best == null) {
            return c;
        }
        String label = best.label().strip().replaceAll("[:*]+$", "").strip();
        if (c.role().checkable() && best.box().x() < b.right() - 3) {
            label = label.substring(mark(label)).strip();
        }
        return c.withLabel(label, c.source());
    }
}
