package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Labels;
import dev.tca.core.ReadingOrder;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;
import dev.tca.perception.icons.IconNamer;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Reads the inside of each control found in the pixels on its own: a button the page-wide OCR left
 * nameless (small text on a grey face is what page layout loses; an icon without words is named by
 * its shape, {@link IconNamer}), every field (what it holds is what a typing step is checked
 * against, and a changed-region read may cut it), the right end of a wide button (a down chevron
 * makes it a drop-down list), and any line of ink outside every element that
 * the page-wide read dropped ({@link StrayText}: a lone digit in a table cell). The inside is
 * cropped, enlarged and made black on white ({@link InteriorImage}); one line is read. Readings are
 * kept by the crop's pixels, so a control that did not change costs nothing on the next frame.
 */
public final class InteriorReader {

    /** Words below this are an icon read as letters, not a name: none is better than a made-up one. */
    private static final double MIN_CONFIDENCE = 0.6;
    /**
     * A name of one or two letters ("B", "I", "OK") or a sign ("+") must be read surely: an icon read
     * as letters comes out short ("a", "aa", "AV") at 0.6-0.85.
     */
    private static final double MIN_CONFIDENCE_SHORT = 0.9;
    private static final double MIN_CONFIDENCE_DIGITS = 0.8;
    private static final double MIN_CONFIDENCE_AMOUNT = 0.7;
    /** Signs that name a button by themselves: a counter's plus and minus, a close cross, arrows. */
    private static final Set<String> SIGNS = Set.of("+", "-", "\u2212", "\u00d7", "<", ">", "\u2039", "\u203a");
    private static final int CACHE = 512;
    /** A drop-down list is at least this many times as wide as it is high. */
    private static final double WIDE = 2.5;
    /** The icon name of a down chevron or caret. */
    private static final String DOWN = "Down";
    /** The icon names of a disclosure mark: pointing down is an open section, pointing right a shut one. */
    private static final String OPEN = DOWN;
    private static final java.util.Set<String> SHUT = java.util.Set.of("Play", "Next");

    private final WordReader lineReader;
    private final IconNamer icons = IconNamer.bundled();
    private final StrayText strayText = new StrayText();
    /** The icon name of a button's leading mark, by its pixels. */
    private final Map<Long, String> marks = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, String> eldest) {
            return size() > CACHE;
        }
    };
    /** Whether the right end of a button (by its pixels) holds a down chevron. */
    private final Map<Long, Boolean> chevrons = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Boolean> eldest) {
            return size() > CACHE;
        }
    };
    private final Map<Long, Reading> cache = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Reading> eldest) {
            return size() > CACHE;
        }
    };

    /** @param lineReader reads the words of one prepared black-on-white line */
    public InteriorReader(WordReader lineReader) {
        this.lineReader = lineReader;
    }

    private record Reading(String text, boolean faint) {
    }

    /** The elements with nameless pixel buttons named and pixel fields given what they hold. */
    public synchronized List<Element> apply(List<Element> elements, Frame frame) {
        List<Element> out = new ArrayList<>(elements.size());
        for (Element e : elements) {
            boolean button = e.role() == Role.BUTTON && e.label().isBlank();
            boolean field = e.role() == Role.TEXT_FIELD || e.role() == Role.PASSWORD_FIELD;
            // a page's icon button the tree leaves nameless (no aria-label) is named by its pixels as a found one is
            if (!(button && (e.source() == Source.WIDGET || e.source() == Source.AX) || field && e.source() == Source.WIDGET)) {
                out.add(e);
                continue;
            }
            Rect box = frame.mapping().toFrame(e.box()).intersection(new Rect(0, 0, frame.width(), frame.height()));
            InteriorImage.Prepared crop = InteriorImage.of(frame.image(), box, field);
            if (crop == null) {
                out.add(e);
                continue;
            }
            if (button && crop.caret()) {
                // a caret after the words: a focused field whose text sits in its middle (a grid's number cell), no button
                Element typedIn = new Element(e.id(), "", e.box(), e.source(), e.confidence(), Role.TEXT_FIELD, e.states(), "",
                        e.range(), e.container(), e.handle());
                out.add(filled(typedIn, cache.computeIfAbsent(crop.key() * 3, k -> read(crop, false))));
                continue;
            }
            Reading r = cache.computeIfAbsent(crop.key() * 3 + (button ? 1 : 0), k -> read(crop, button));
            out.add(button ? named(e, r) : filled(e, r));
        }
        out = NearestLabel.cardButtons(StepperPills.split(TabStrip.apply(sections(combos(columns(out), frame), frame), frame)));
        List<Element> strays = strayText.read(frame, out, box -> stray(frame, box), box -> strayIcon(frame, box));
        if (!strays.isEmpty()) {
            out.addAll(strays);
            out.sort(ReadingOrder.COMPARATOR);
        }
        return out;
    }

    /**
     * A column of look-alike icon buttons, one per row (each post's Bookmark), is one icon: when the
     * named ones agree, at least two of them, the nameless ones get their name (an icon a pixel off
     * its neighbours' place may miss its template by a hair).
     */
    static List<Element> columns(List<Element> elements) {
        List<Element> out = new ArrayList<>(elements);
        for (int i = 0; i < out.size(); i++) {
            Element e = out.get(i);
            if (e.role() != Role.BUTTON || !e.label().isBlank() || e.source() == Source.OCR) {
                continue;
            }
            List<String> names = elements.stream().filter(o -> o.role() == Role.BUTTON && o != e && alike(o.box(), e.box()))
                    .map(Element::label).toList();
            List<String> named = names.stream().filter(n -> !n.isBlank()).distinct().toList();
            if (named.size() == 1 && names.stream().filter(n -> n.equals(named.get(0))).count() >= 2) {
                out.set(i, e.withLabel(named.get(0), e.source()));
            }
        }
        return out;
    }

    private static boolean alike(Rect a, Rect b) {
        return Math.abs(a.center().x() - b.center().x()) <= 4 && Math.abs(a.width() - b.width()) <= 2
                && Math.abs(a.height() - b.height()) <= 2 && a.intersection(b).area() == 0;
    }

    /**
     * A wide button with words and a down chevron at its right end is a drop-down list (a native
     * select looks like that): a combo box showing its words as its value, named by the text beside it.
     */
    private List<Element> combos(List<Element> elements, Frame frame) {
        List<Element> texts = elements.stream().filter(e -> e.role() == Role.TEXT).toList();
        List<Element> out = new ArrayList<>(elements.size());
        for (Element e : elements) {
            out.add(e.source() == Source.WIDGET && e.role() == Role.BUTTON && !e.label().isBlank() && chevron(e, frame)
                    ? NearestLabel.apply(List.of(new Element(e.id(), "", e.box(), e.source(), e.confidence(), Role.COMBO,
                            e.states(), e.label(), e.range(), e.container(), e.handle())), texts).get(0)
                    : e);
        }
        return out;
    }

    /**
     * A button whose words follow a disclosure triangle or chevron is a section heading: pointing
     * right it is collapsed (its content hidden until opened), pointing down expanded.
     */
    private List<Element> sections(List<Element> elements, Frame frame) {
        List<Element> out = new ArrayList<>(elements.size());
        for (Element e : elements) {
            String mark = e.source() == Source.WIDGET && e.role() == Role.BUTTON && !e.label().isBlank() ? leadingMark(e, frame) : "";
            State state = OPEN.equals(mark) ? State.EXPANDED : SHUT.contains(mark) ? State.COLLAPSED : null;
            if (state == null) {
                out.add(e);
                continue;
            }
            java.util.Set<State> states = e.states().isEmpty() ? java.util.EnumSet.noneOf(State.class) : java.util.EnumSet.copyOf(e.states());
            states.add(state);
            out.add(new Element(e.id(), e.label(), e.box(), e.source(), e.confidence(), e.role(), states, e.value(), e.range(),
                    e.container(), e.handle()));
        }
        return out;
    }

    /** The icon name of the first mark in a button when a gap parts it from the words after it, else "". */
    private String leadingMark(Element e, Frame frame) {
        Rect box = frame.mapping().toFrame(e.box()).intersection(new Rect(0, 0, frame.width(), frame.height()));
        int top = box.y() + 3;
        int bottom = box.bottom() - 3;
        if (bottom - top < 6) {
            return "";
        }
        int face = lum(frame, box.x() + 3, top);
        int start = -1;
        int end = -1;
        for (int x = box.x() + 3; x < box.right() - 3; x++) {
            boolean ink = false;
            for (int y = top; y < bottom && !ink; y++) {
                ink = Math.abs(lum(frame, x, y) - face) >= 60;
            }
            if (ink && start < 0) {
                start = x;
            } else if (!ink && start >= 0 && end < 0) {
                end = x;
            } else if (ink && end >= 0) {
                // words follow: the mark stood alone when the gap is a few pixels wide
                if (x - end < 3 || end - start > box.height() * 0.6 || start - box.x() > box.height()) {
                    return "";
                }
                Rect mark = new Rect(start - 2, box.y(), end - start + 4, box.height());
                InteriorImage.Prepared crop = InteriorImage.of(frame.image(), mark);
                return crop == null ? "" : marks.computeIfAbsent(crop.key(), k -> icons.name(crop.image()).orElse(""));
            }
        }
        return "";
    }

    private static int lum(Frame frame, int x, int y) {
        int c = frame.image().getRGB(x, y);
        return (((c >> 16) & 0xff) * 3 + ((c >> 8) & 0xff) * 6 + (c & 0xff)) / 10;
    }

    private boolean chevron(Element e, Frame frame) {
        Rect box = frame.mapping().toFrame(e.box()).intersection(new Rect(0, 0, frame.width(), frame.height()));
        if (box.width() < WIDE * box.height()) {
            return false; // a square button with a chevron is a "more" or "scroll down" button
        }
        Rect end = new Rect(box.right() - box.height(), box.y(), box.height(), box.height());
        InteriorImage.Prepared crop = InteriorImage.of(frame.image(), end);
        return crop != null && chevrons.computeIfAbsent(crop.key(), k -> icons.name(crop.image()).filter(DOWN::equals).isPresent());
    }

    /** The words of a line of ink no element accounts for ({@link StrayText}), or "" when none is read surely. */
    private String stray(Frame frame, Rect box) {
        InteriorImage.Prepared crop = InteriorImage.of(frame.image(), box);
        return crop == null ? "" : cache.computeIfAbsent(crop.key() * 3 + 2, k -> read(crop, false)).text();
    }

    /** The common icon a lone mark shows, or "" (the mark's own crop, black on white). */
    private String strayIcon(Frame frame, Rect box) {
        // the crop is trimmed inside its edge, as a button's is: a thin glyph near the edge needs a wider margin
        for (int pad : new int[] {3, 6}) {
            // (kept inside the frame: a mark at its edge, a scroll bar's arrow, has no margin beyond it)
            InteriorImage.Prepared crop = InteriorImage.of(frame.image(), new Rect(box.x() - pad, box.y() - pad,
                    box.width() + 2 * pad, box.height() + 2 * pad).intersection(new Rect(0, 0, frame.width(), frame.height())));
            String name = crop == null ? "" : marks.computeIfAbsent(crop.key() * 7 + pad, k -> icons.name(crop.image()).orElse(""));
            if (!name.isEmpty()) {
                return name;
            }
        }
        return "";
    }

    /** A button with no words inside is named by its icon, when it is one of the common ones. */
    private Reading read(InteriorImage.Prepared crop, boolean button) {
        List<OcrWord> words = lineReader.read(crop.image()).stream()
                .filter(InteriorReader::sure).toList();
        String text = words.stream().map(OcrWord::text).collect(Collectors.joining(" ")).strip();
        if (text.isEmpty() && button) {
            text = icons.name(crop.image()).orElse("");
        }
        return new Reading(text, crop.faint());
    }

    private static boolean sure(OcrWord w) {
        String core = Labels.core(w.text());
        if (core.isEmpty()) {
            return SIGNS.contains(w.text().strip()) && w.confidence() >= MIN_CONFIDENCE_SHORT;
        }
        // a lone digit in a box ("7" hours in a grid's cell) reads at 0.85-0.9: an icon read as letters is rarely a digit
        if (w.text().strip().matches("[£$€]\\d{1,4}(?:[.,]\\d{1,2})?|\\d{1,3}(?:[.,]\\d)?%")) {
            // a percentage or a sum ("74%", "£18") in a table's cell: an icon is never read with its sign in place
            return w.confidence() >= MIN_CONFIDENCE_AMOUNT;
        }
        double shortWord = core.matches("\\d{1,2}") ? MIN_CONFIDENCE_DIGITS : MIN_CONFIDENCE_SHORT;
        return w.confidence() >= (core.length() <= 2 ? shortWord : MIN_CONFIDENCE);
    }

    private static Element named(Element e, Reading r) {
        if (r.text().isEmpty()) {
            return e;
        }
        String[] words = r.text().strip().split("\\s+");
        if (words.length >= 3 && r.text().strip().endsWith("?") || words.length >= 7) {
            // a framed question or paragraph ("Discard the unsaved draft?") is the dialog's message, not a button
            return new Element(e.id(), r.text(), e.box(), e.source(), e.confidence(), dev.tca.core.Role.TEXT, e.states(), "",
                    e.range(), e.container(), e.handle());
        }
        return e.withLabel(r.text(), e.source());
    }

    /**
     * A field's grey text is its placeholder, a hint and not a value: it names a nameless field.
     * Dots of a password field are no value worth reading either way.
     */
    private static Element filled(Element e, Reading r) {
        String label = e.label();
        String value = r.text();
        if (r.faint()) {
            label = label.isBlank() ? value : label;
            value = "";
        } else if (value.isEmpty()) {
            value = e.value(); // nothing read inside: what the page-wide OCR saw stays
        }
        return new Element(e.id(), label, e.box(), e.source(), e.confidence(), e.role(), e.states(), value, e.range(),
                e.container(), e.handle());
    }
}
