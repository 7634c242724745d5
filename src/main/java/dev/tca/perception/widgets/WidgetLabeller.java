package dev.tca.perception.widgets;

import dev.tca.core.Rect;
import dev.tca.perception.widgets.Widget.Kind;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Names widgets from the OCR text around them, the way forms are laid out: a button by the text
 * inside it; a check box or radio by the text on its right (else its left); a field or slider by
 * the text on its left (else just above). Text inside another widget never labels a neighbour.
 */
public final class WidgetLabeller {

    /** How far, in widget heights, a label may sit beside its widget on the same line. */
    private static final int BESIDE = 12;
    /** How far above, in widget heights, a field's label may sit. */
    private static final double ABOVE = 1.5;

    public List<LabelledWidget> label(List<Widget> widgets, List<TextBox> texts) {
        return widgets.stream().map(w -> new LabelledWidget(w, labelOf(w, widgets, texts))).toList();
    }

    private static String labelOf(Widget w, List<Widget> widgets, List<TextBox> texts) {
        Rect b = w.box();
        if (w.kind() == Kind.BUTTON) {
            return texts.stream().filter(t -> b.contains(t.box().center()))
                    .sorted(Comparator.comparingInt((TextBox t) -> t.box().y() / Math.max(1, b.height()))
                            .thenComparingInt(t -> t.box().x()))
                    .map(TextBox::text).collect(Collectors.joining(" "));
        }
        List<TextBox> free = texts.stream()
                .filter(t -> widgets.stream().noneMatch(o -> o.box().contains(t.box().center()))).toList();
        Optional<TextBox> label = w.kind() == Kind.CHECK_BOX || w.kind() == Kind.RADIO
                ? right(b, free).or(() -> left(b, free))
                : left(b, free).or(() -> above(b, free));
        return label.map(t -> withoutMark(t, b)).orElse("");
    }

    /**
     * OCR often reads a check box or radio as a glyph ("©", "@", "_|") at the start of its label's
     * phrase: when the phrase starts over the widget, its first word is that mark.
     */
    private static String withoutMark(TextBox t, Rect widget) {
        String text = t.text().strip();
        int space = text.indexOf(' ');
        boolean startsOver = t.box().x() < widget.right() - 1;
        return startsOver && space > 0 && space <= 3 ? text.substring(space + 1).strip() : text;
    }

    private static Optional<TextBox> right(Rect b, List<TextBox> texts) {
        return texts.stream().filter(t -> sameLine(b, t.box()) && t.box().x() >= b.x() - 2
                        && t.box().center().x() > b.right()
                        && t.box().x() - b.right() <= BESIDE * b.height())
                .min(Comparator.comparingInt(t -> t.box().x() - b.right()));
    }

    private static Optional<TextBox> left(Rect b, List<TextBox> texts) {
        return texts.stream().filter(t -> sameLine(b, t.box()) && t.box().right() <= b.x() + 2
                        && b.x() - t.box().right() <= BESIDE * Math.min(b.height(), 24))
                .min(Comparator.comparingInt(t -> b.x() - t.box().right()));
    }

    private static Optional<TextBox> above(Rect b, List<TextBox> texts) {
        return texts.stream().filter(t -> t.box().bottom() <= b.y() + 2 && b.y() - t.box().bottom() <= ABOVE * b.height()
                        && t.box().x() < b.right() && t.box().right() > b.x() - b.height())
                .min(Comparator.comparingInt(t -> b.y() - t.box().bottom()));
    }

    /** Their vertical middles lie within half the taller one's height of each other. */
    private static boolean sameLine(Rect a, Rect b) {
        return Math.abs(a.center().y() - b.center().y()) * 2 <= Math.max(a.height(), b.height());
    }
}
