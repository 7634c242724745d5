package dev.tca.perception.widgets;

import dev.tca.core.Rect;
import dev.tca.perception.widgets.Widget.Kind;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Splits OCR phrases that run across button borders. Adjacent buttons in a bitmap font leave so
 * little space between their texts that OCR reads them as one phrase ("Skip Abort Retry"); the
 * buttons' outlines say where one ends.
 */
public final class BorderSplitter {

    private BorderSplitter() {
    }

    /**
     * Splits each phrase by the words inside it: consecutive words over the same button (or over
     * none) stay together.
     *
     * @param words the OCR words the phrases were made of, in the same pixels
     */
    public static List<TextBox> splitAtBorders(List<TextBox> phrases, List<TextBox> words, List<Widget> widgets) {
        List<Widget> buttons = buttons(widgets);
        List<TextBox> out = new ArrayList<>();
        for (TextBox phrase : phrases) {
            List<TextBox> inside = words.stream().filter(w -> phrase.box().contains(w.box().center()))
                    .sorted(java.util.Comparator.comparingInt(w -> w.box().x())).toList();
            if (inside.size() < 2 || buttons.stream().noneMatch(b -> crosses(phrase.box(), b.box()))) {
                out.add(phrase);
                continue;
            }
            List<TextBox> group = new ArrayList<>();
            Optional<Widget> groupButton = Optional.empty();
            for (TextBox w : inside) {
                Optional<Widget> button = buttons.stream().filter(b -> b.box().contains(w.box().center())).findFirst();
                if (!group.isEmpty() && !button.equals(groupButton)) {
                    out.add(join(group));
                    group.clear();
                }
                group.add(w);
                groupButton = button;
            }
            out.add(join(group));
        }
        return out;
    }

    /**
     * Splits each phrase where a button border crosses it, with no word boxes: the cut goes to the
     * space nearest the border, placing characters evenly over the phrase's width.
     */
    public static List<TextBox> splitAtBorders(List<TextBox> phrases, List<Widget> widgets) {
        List<Widget> buttons = buttons(widgets);
        List<TextBox> out = new ArrayList<>();
        for (TextBox phrase : phrases) {
            TextBox rest = phrase;
            for (Widget b : buttons.stream().sorted(java.util.Comparator.comparingInt(w -> w.box().x())).toList()) {
                if (!crosses(rest.box(), b.box())) {
                    continue;
                }
                int border = b.box().x() > rest.box().x() ? b.box().x() : b.box().right();
                Optional<TextBox[]> parts = cut(rest, border);
                if (parts.isPresent()) {
                    out.add(parts.get()[0]);
                    rest = parts.get()[1];
                }
            }
            out.add(rest);
        }
        return out;
    }

    private static Optional<TextBox[]> cut(TextBox phrase, int border) {
        String text = phrase.text();
        Rect r = phrase.box();
        double perChar = r.width() / (double) Math.max(1, text.length());
        int want = (int) Math.round((border - r.x()) / perChar);
        int best = -1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == ' ' && (best < 0 || Math.abs(i - want) < Math.abs(best - want))) {
                best = i;
            }
        }
        if (best <= 0 || best >= text.length() - 1) {
            return Optional.empty();
        }
        int split = Math.max(r.x() + 1, Math.min(r.right() - 1, border));
        return Optional.of(new TextBox[] {
            new TextBox(text.substring(0, best).strip(), new Rect(r.x(), r.y(), split - r.x(), r.height())),
            new TextBox(text.substring(best + 1).strip(), new Rect(split, r.y(), r.right() - split, r.height()))});
    }

    /** The phrase overlaps the button and also reaches past its left or right side. */
    private static boolean crosses(Rect phrase, Rect button) {
        boolean overlaps = phrase.intersection(button).area() > 0;
        boolean sameRow = phrase.center().y() >= button.y() && phrase.center().y() < button.bottom();
        return overlaps && sameRow && (phrase.x() < button.x() - 1 || phrase.right() > button.right() + 1);
    }

    private static List<Widget> buttons(List<Widget> widgets) {
        return widgets.stream().filter(w -> w.kind() == Kind.BUTTON).toList();
    }

    private static TextBox join(List<TextBox> words) {
        Rect box = words.get(0).box();
        StringBuilder text = new StringBuilder(words.get(0).text());
        for (TextBox w : words.subList(1, words.size())) {
            box = box.union(w.box());
            text.append(' ').append(w.text());
        }
        return new TextBox(text.toString(), box);
    }
}
