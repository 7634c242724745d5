package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Finds tabs among the buttons found in the pixels: two or more named buttons of one height that
 * touch side by side and stand on a rule running on past the last of them (the strip's baseline)
 * are a tab strip. The one whose face is of the page's own colour (joined to the page below) is the
 * open tab. A toolbar keeps gaps between its buttons; a group of touching buttons
 * has no rule beneath.
 */
final class TabStrip {

    /** Buttons this far apart at most (pixels between outlines) touch. */
    private static final int TOUCH = 3;
    /** The rule must run on this far past the last tab. */
    private static final int RUN_ON = 40;
    /** The rule lies within this many pixels of the tabs' bottom edge. */
    private static final int NEAR = 3;
    /** The open tab's face differs this much in brightness from every other tab's. */
    private static final int ODD = 8;

    private TabStrip() {
    }

    static List<Element> apply(List<Element> elements, Frame frame) {
        List<Element> buttons = elements.stream().filter(e -> e.source() == Source.WIDGET && e.role() == Role.BUTTON
                && !e.label().isBlank()).sorted(Comparator.comparingInt(e -> e.box().x())).toList();
        List<Element> out = new ArrayList<>(elements);
        List<Element> used = new ArrayList<>();
        for (Element first : buttons) {
            if (used.contains(first)) {
                continue;
            }
            List<Element> row = new ArrayList<>(List.of(first));
            for (Element b : buttons) {
                Rect last = row.get(row.size() - 1).box();
                if (b.box().x() > last.x() && Math.abs(b.box().y() - last.y()) <= TOUCH
                        && Math.abs(b.box().height() - last.height()) <= TOUCH && b.box().x() - last.right() <= TOUCH) {
                    row.add(b);
                }
            }
            if (row.size() < 2 || !onRule(row, frame)) {
                continue;
            }
            used.addAll(row);
            int open = openTab(row, frame);
            for (int i = 0; i < row.size(); i++) {
                Element b = row.get(i);
                Set<State> states = i == open ? EnumSet.of(State.SELECTED) : EnumSet.noneOf(State.class);
                out.set(out.indexOf(b), new Element(b.id(), b.label(), b.box(), b.source(), b.confidence(), Role.TAB, states,
                        b.value(), b.range(), b.container(), b.handle()));
            }
        }
        return out;
    }

    /** A dark rule along the row's bottom that runs on past its last tab. */
    private static boolean onRule(List<Element> row, Frame frame) {
        Rect first = frame.mapping().toFrame(row.get(0).box());
        Rect last = frame.mapping().toFrame(row.get(row.size() - 1).box());
        int from = last.right() + 2;
        int to = Math.min(frame.width(), last.right() + RUN_ON);
        if (to - from < RUN_ON / 2) {
            return false;
        }
        int page = lum(frame, Math.min(frame.width() - 1, from), Math.max(0, first.y() - 4));
        for (int y = Math.max(0, first.bottom() - NEAR); y <= Math.min(frame.height() - 1, first.bottom() + NEAR); y++) {
            boolean line = true;
            for (int x = from; x < to && line; x++) {
                line = Math.abs(lum(frame, x, y) - page) >= 40;
            }
            if (line) {
                return true;
            }
        }
        return false;
    }

    /**
     * The index of the open tab: its face is nearest the page below the strip (the open tab is joined
     * to its page) and unlike every other tab's; -1 when none stands out.
     */
    private static int openTab(List<Element> row, Frame frame) {
        Rect first = frame.mapping().toFrame(row.get(0).box());
        int page = lum(frame, first.x() + 3, Math.min(frame.height() - 1, first.bottom() + 2 * NEAR + 2));
        int[] face = new int[row.size()];
        int best = 0;
        for (int i = 0; i < row.size(); i++) {
            Rect b = frame.mapping().toFrame(row.get(i).box());
            int[] samples = new int[Math.max(2, (b.width() - 6) * 2)];
            int n = 0;
            for (int x = b.x() + 3; x < b.right() - 3 && n + 1 < samples.length; x++) {
                samples[n++] = lum(frame, x, b.y() + 3); // the face above the text, below the top border
                samples[n++] = lum(frame, x, b.bottom() - 4);
            }
            Arrays.sort(samples, 0, n);
            face[i] = samples[n / 2];
            best = Math.abs(face[i] - page) < Math.abs(face[best] - page) ? i : best;
        }
        for (int i = 0; i < face.length; i++) {
            if (i != best && Math.abs(face[i] - face[best]) < ODD) {
                return -1;
            }
        }
        return best;
    }

    private static int lum(Frame frame, int x, int y) {
        int c = frame.image().getRGB(x, y);
        return (((c >> 16) & 0xff) * 3 + ((c >> 8) & 0xff) * 6 + (c & 0xff)) / 10;
    }
}
