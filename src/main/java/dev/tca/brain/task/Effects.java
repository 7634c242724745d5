package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Expectation;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.Optional;
import java.util.stream.Stream;

/**
 * The effect each kind of step must show on the next screen. The tree's states and values are the
 * strongest evidence; text read off the pixels next; a changed screen is the weakest, and named so.
 */
final class Effects {

    private Effects() {
    }

    static Expectation changes(int subgoal, String what) {
        return Expectation.of(subgoal, what + " changes the screen",
                (before, after, changed) -> changed ? Optional.of("the screen changed after " + what) : Optional.empty());
    }

    /**
     * After clicking text that is not a control (a label, a line of OCR text), a repaint is no
     * evidence: focus rings and hover shades change pixels. Something must appear or go away.
     */
    static Expectation contentChanges(int subgoal, String what) {
        return Expectation.of(subgoal, what + " changes what the screen shows", (before, after, changed) -> {
            if (!changed) {
                return Optional.empty();
            }
            java.util.Set<String> was = labels(before);
            java.util.Set<String> now = labels(after);
            return was.equals(now) ? Optional.empty()
                    : Optional.of("what the screen shows changed after " + what);
        });
    }

    private static java.util.Set<String> labels(Observation o) {
        java.util.Set<String> s = new java.util.HashSet<>();
        o.elements().forEach(e -> s.add(Labels.core(e.label()) + "|" + Labels.core(e.value())));
        return s;
    }

    /** The field holds the text (its value from the tree), else the text is on the screen; a secret only needs the field filled. */
    static Expectation typed(int subgoal, Element field, String text, boolean secret) {
        String what = secret ? "the password field is filled" : "'" + text + "' is in " + name(field);
        return Expectation.of(subgoal, what, (before, after, changed) -> {
            Optional<Element> now = field == null ? Optional.empty() : Places.same(field, after.elements());
            if (now.isPresent() && !now.get().value().isEmpty()) {
                String v = now.get().value();
                if (secret) {
                    return Optional.of(name(field) + " holds " + v.codePointCount(0, v.length()) + " characters");
                }
                String rest = Labels.core(v).replace(" ", "").replace(Labels.core(text).replace(" ", ""), "");
                if (!secret && field.value().isEmpty() && rest.length() < Labels.core(v).replace(" ", "").length()
                        && rest.codePoints().filter(Character::isLetterOrDigit).count() >= 3) {
                    // read as empty, it held words after all ("Untitled folder" selected, in white on blue): the text
                    // went in beside them, not in their place
                    return Optional.empty();
                }
                if (Labels.containsWords(v, text) || Labels.core(v).replace(" ", "").contains(Labels.core(text).replace(" ", ""))) {
                    return Optional.of(name(field) + " holds '" + text + "'");
                }
                if (caretAte(now.get(), v, text)) {
                    return Optional.of(name(field) + " holds '" + v.strip() + "' and the caret where '" + text + "' ends");
                }
            }
            if (!secret && shows(after, text) && !shows(before, text)) {
                return Optional.of("'" + text + "' is on the screen");
            }
            // (a field read from pixels as its grey hint or its label is as wide as the text typed into it)
            dev.tca.core.Rect box = field == null ? null : field.role().control() ? field.box()
                    : new dev.tca.core.Rect(field.box().x(), field.box().y() - 4, Math.max(field.box().width(), 640), field.box().height() + 8);
            if (!secret && field != null && !Labels.containsWords(within(before, box), text)
                    && Labels.containsWords(within(after, box), text)) {
                // read from pixels, a focused field's new border hides it from the widgets, and OCR reads its text in pieces
                return Optional.of("'" + text + "' is where " + name(field) + " was");
            }
            if (secret && changed) {
                return Optional.of("the screen changed where the password was typed");
            }
            return Optional.empty();
        });
    }

    /**
     * The field holds exactly this text (a path: one with a folder typed twice holds all its words too), as the tree
     * reports it; a field whose value nobody reports only changes.
     */
    static Expectation holds(int subgoal, Element field, String text) {
        return Expectation.of(subgoal, name(field) + " holds '" + text + "'", (before, after, changed) -> {
            String v = Places.same(field, after.elements()).map(Element::value).orElse("").strip();
            if (v.isEmpty()) {
                return changed ? Optional.of("the screen changed after typing '" + text + "'") : Optional.empty();
            }
            return v.equals(text.strip()) ? Optional.of(name(field) + " holds '" + text + "'") : Optional.empty();
        });
    }

    /** The box is ticked (or not): the tree's or the widget's state; a box whose state nobody reports only changes. */
    static Expectation checked(int subgoal, Element box, boolean wanted) {
        String what = name(box) + (wanted ? " is ticked" : " is not ticked");
        return Expectation.of(subgoal, what, (before, after, changed) -> {
            Optional<Element> now = Places.same(box, after.elements());
            if (now.isPresent() && knowsCheck(now.get())) {
                return now.get().has(State.CHECKED) == wanted ? Optional.of(what) : Optional.empty();
            }
            if (now.isPresent() && box.has(State.CHECKED) && !wanted && !now.get().has(State.CHECKED)) {
                // a toggle button (aria-pressed) reports "pressed" while on and nothing at all once off
                return Optional.of(what);
            }
            return changed && !knowsCheck(box) ? Optional.of("the screen changed after clicking " + name(box)) : Optional.empty();
        });
    }

    /** The item is selected or checked, or a combo box now shows it, or at least the screen changed. */
    static Expectation chosen(int subgoal, Element item) {
        String what = name(item) + " is chosen";
        return Expectation.of(subgoal, what, (before, after, changed) -> {
            Optional<Element> now = Places.same(item, after.elements());
            if (now.isPresent() && (now.get().has(State.SELECTED) || now.get().has(State.CHECKED))) {
                return Optional.of(name(item) + " is selected");
            }
            boolean shown = after.elements().stream().anyMatch(e -> e.role() == Role.COMBO
                    && (Labels.same(e.value(), item.label()) || Labels.same(e.label(), item.label())));
            if (shown) {
                return Optional.of("the combo box shows '" + item.label() + "'");
            }
            return changed ? Optional.of("the screen changed after choosing " + name(item)) : Optional.empty();
        });
    }

    /** A slider or spin box holds the number (from the tree), or the number is on the screen. */
    static Expectation valued(int subgoal, Element control, double number) {
        String n = number == Math.rint(number) ? Long.toString((long) number) : Double.toString(number);
        String what = name(control) + " is " + n;
        return Expectation.of(subgoal, what, (before, after, changed) -> {
            Optional<Element> now = Places.same(control, after.elements());
            if (now.isPresent() && now.get().range() != null && now.get().source() != dev.tca.core.Source.WIDGET) {
                return Math.abs(now.get().range().current() - number) < 0.5 ? Optional.of(what) : Optional.empty();
            }
            if (now.isPresent() && Labels.same(now.get().value(), n)) {
                return Optional.of(what);
            }
            if (control != null && control.source() == dev.tca.core.Source.WIDGET) {
                // read from pixels, the number must be the control's own, or new on the screen: another room's "18" that was
                // there before is not its value
                if (changed && besideIt(after, control, n)) {
                    return Optional.of("'" + n + "' is shown at " + name(control));
                }
                return changed && shows(after, n) && !shows(before, n) ? Optional.of("'" + n + "' appeared on the screen") : Optional.empty();
            }
            return shows(after, n) && changed ? Optional.of("'" + n + "' is on the screen") : Optional.empty();
        });
    }

    /** The number is read in the control's own row, on it or within a few hundred pixels of it. */
    private static boolean besideIt(Observation o, Element control, String n) {
        dev.tca.core.Rect b = control.box();
        java.util.regex.Pattern number = java.util.regex.Pattern.compile("(?<![\\d.])" + java.util.regex.Pattern.quote(n) + "(?![\\d]|\\.\\d)");
        return Stream.concat(o.elements().stream(), o.words().stream())
                .filter(e -> Math.abs(e.box().center().y() - b.center().y()) <= Math.max(30, b.height())
                        && e.box().right() >= b.x() - 300 && e.box().x() <= b.right() + 300)
                .anyMatch(e -> number.matcher(e.label()).find() || number.matcher(e.value()).find());
    }

    /** The next item of a menu path is on the screen. */
    static Expectation opened(int subgoal, String next) {
        return Expectation.of(subgoal, "'" + next + "' appears", (before, after, changed) ->
                after.elements().stream().anyMatch(e -> Grounder.names(e, next)) ? Optional.of("'" + next + "' is on the screen")
                        : Optional.empty());
    }

    /** The button went away (its dialog closed) or the screen changed. */
    private static final java.util.regex.Pattern CHOOSER_ACCEPT = java.util.regex.Pattern.compile(
            "(?i)\\s*_?(?:ok|open|select|choose|attach|save|upload|insert)\\s*");

    static Expectation pressed(int subgoal, Element button) {
        String what = name(button) + " takes effect";
        return Expectation.of(subgoal, what, (before, after, changed) -> {
            if (Places.same(button, after.elements()).isEmpty() && after.elements().stream()
                    .noneMatch(e -> Labels.same(e.label(), button.label()))) {
                return Optional.of(name(button) + " is gone (its window closed)");
            }
            if (refused(before, after).isPresent() || missing(button, before, after).isPresent()) {
                return Optional.empty(); // "Please choose both stations from the list." changed the screen, nothing was done
            }
            if (CHOOSER_ACCEPT.matcher(button.label()).matches() && before.elements().stream()
                    .anyMatch(e -> e.container() != null && e.container().matches("(?i).*\\bfile\\s*chooser\\b.*"))) {
                return Optional.empty(); // a file chooser's OK on a folder only opens the folder: only its closing counts
            }
            return changed ? Optional.of("the screen changed after " + name(button)) : Optional.empty();
        });
    }

    private static final java.util.regex.Pattern REFUSAL = java.util.regex.Pattern.compile("(?i)^(?:please\\s+(?:choose|select|"
            + "enter|fill|pick|provide|complete|check|correct|add|type|specify)\\b.*|.*\\b(?:is|are)\\s+required\\b.*|.*\\brequired\\s+field.*"
            + "|.*\\b(?:invalid|not\\s+valid|incorrect|wrong\\s+password|must\\s+(?:be|contain|include|match)|can(?:not|'t)\\s+be\\s+empty"
            + "|could\\s+not\\s+be|was\\s+not\\s+(?:saved|sent|found)|try\\s+again)\\b.*)$");
    /**
     * A form's own sentence of what is still missing ("Tell us whether each of you can come.", "Choose a main course for
     * everyone who is coming."): a refusal only beside the button just pressed, since a next page's instructions say the same.
     */
    private static final java.util.regex.Pattern MISSING = java.util.regex.Pattern.compile("(?i)^(?:(?:tell\\s+us|let\\s+us\\s+know|"
            + "choose|select|enter|pick|tick|fill\\s+in)\\b.{3,120}[.!]|you\\s+(?:must|need\\s+to|have\\s+to)\\s+.{3,120}[.!])$");

    /** A message the press brought up that says it was refused ("Please choose both stations", "Email is required"). */
    static Optional<String> refused(Observation before, Observation after) {
        java.util.Set<String> was = new java.util.HashSet<>();
        Stream.concat(before.screenText().stream(), before.elements().stream().map(Element::label)).forEach(t -> was.add(Labels.core(t)));
        return Stream.concat(after.screenText().stream(), after.elements().stream().map(Element::label))
                .filter(t -> t.length() <= 160 && !was.contains(Labels.core(t)) && REFUSAL.matcher(t.strip()).matches()).findFirst();
    }

    /** The step's own expectation, not met when the press brought up what is still missing beside the button. */
    static Expectation unrefused(Expectation expected, Element button) {
        return Expectation.of(expected.subgoal(), expected.describe(), (before, after, changed) ->
                missing(button, before, after).isPresent() ? Optional.empty() : expected.seen(before, after, changed));
    }

    /** A sentence of what is missing that the press brought up on the button's own row or just under it. */
    static Optional<String> missing(Element button, Observation before, Observation after) {
        java.util.Set<String> was = new java.util.HashSet<>();
        before.elements().forEach(e -> was.add(Labels.core(e.label())));
        dev.tca.core.Rect b = Places.same(button, after.elements()).orElse(button).box();
        return after.elements().stream().filter(e -> !e.role().control() && !was.contains(Labels.core(e.label()))
                        && e.box().center().y() >= b.y() - 10 && e.box().y() <= b.bottom() + 80
                        && MISSING.matcher(e.label().strip()).matches())
                .map(Element::label).findFirst();
    }

    /**
     * A menu's last item was chosen: the menu closes, so the item is no longer on the screen. An
     * item that stays while others appear was a submenu, and the choice is not made yet.
     */
    static Expectation closes(int subgoal, Element item, String what) {
        return Expectation.of(subgoal, what + " closes the menu", (before, after, changed) -> {
            // read from pixels, the entry under the pointer is highlighted and may come back as a field holding its words
            boolean still = Places.same(item, after.elements()).filter(e -> Labels.same(e.label(), item.label())).isPresent()
                    || after.elements().stream().anyMatch(e -> (Labels.same(e.label(), item.label()) || Labels.same(e.value(), item.label()))
                    && Math.abs(e.box().center().y() - item.box().center().y()) <= Math.max(8, item.box().height()));
            return changed && !still ? Optional.of("the menu closed after " + what) : Optional.empty();
        });
    }

    /**
     * A dialog closed: a window whose controls were in the index before (the tree names it on
     * each) has none after. A save dialog that is still open has not saved, whatever changed in it.
     */
    static Expectation dialogCloses(int subgoal, String what) {
        return Expectation.of(subgoal, what + " closes its dialog", (before, after, changed) -> {
            java.util.Set<String> windows = new java.util.HashSet<>();
            before.elements().stream().map(Element::container).filter(c -> c != null && !c.isBlank()).forEach(windows::add);
            after.elements().stream().map(Element::container).forEach(windows::remove);
            return changed && !windows.isEmpty() ? Optional.of(String.join(", ", windows) + " closed after " + what) : Optional.empty();
        });
    }

    /**
     * The window of this name closed: none of its controls is left (a save dialog that saved). An error box that opened
     * over it and closed again is not it. Without a name (the tree places nothing in windows), any dialog that closes.
     */
    static Expectation windowCloses(int subgoal, String window, String what) {
        if (window == null || window.isBlank()) {
            return dialogCloses(subgoal, what);
        }
        return Expectation.of(subgoal, what + " closes '" + window + "'", (before, after, changed) ->
                changed && after.elements().stream().noneMatch(e -> window.equals(e.container()))
                        ? Optional.of("'" + window + "' closed after " + what) : Optional.empty());
    }

    /**
     * Saved as a path: the save dialog closed and, for a path on this machine, a file is there written since the act was
     * decided. A dialog that closed after the field's completion bent the path ("note3351phopping.txt") saved elsewhere.
     */
    static Expectation savedAs(int subgoal, String window, String path) {
        Expectation closes = windowCloses(subgoal, window, "saving as '" + path + "'");
        java.nio.file.Path file = path.startsWith("/") ? java.nio.file.Path.of(path) : null;
        long decided = System.currentTimeMillis() - 2000; // file times are coarse on some file systems
        return Expectation.of(subgoal, closes.describe() + (file == null ? "" : " and writes " + path), (before, after, changed) ->
                closes.seen(before, after, changed).flatMap(closed -> {
                    if (file == null) {
                        return Optional.of(closed);
                    }
                    try {
                        return java.nio.file.Files.getLastModifiedTime(file).toMillis() >= decided
                                ? Optional.of(closed + "; " + path + " was written") : Optional.empty();
                    } catch (java.io.IOException | RuntimeException missing) {
                        return Optional.empty(); // no such file: saved somewhere else, or not at all
                    }
                }));
    }

    /** Nothing to see: a wait is done when it has waited. */
    static Expectation waited(int subgoal) {
        return Expectation.of(subgoal, "the wait is over", (before, after, changed) -> Optional.of("waited"));
    }

    static boolean knowsCheck(Element e) {
        return e.has(State.CHECKED) || e.has(State.UNCHECKED) || e.role().checkable() && e.source() != dev.tca.core.Source.OCR;
    }

    /** The words read inside a box, left to right: a line OCR read in pieces. */
    private static String within(Observation o, dev.tca.core.Rect box) {
        return String.join(" ", Stream.concat(o.elements().stream(), o.words().stream())
                .filter(e -> !e.label().isBlank() && box.contains(e.box().center())).distinct()
                .sorted(java.util.Comparator.comparingInt((Element e) -> e.box().x())).map(Element::label).toList());
    }

    /**
     * Read from pixels, the caret just after a short last word ("… for me|") takes that word with it: the field shows all
     * of the text but it, and nothing else.
     */
    private static boolean caretAte(Element field, String value, String text) {
        if (field.source() == dev.tca.core.Source.AX || field.source() == dev.tca.core.Source.AX_OCR) {
            return false;
        }
        String[] words = Labels.core(text).split(" ");
        String last = words[words.length - 1];
        String head = Labels.core(text).substring(0, Math.max(0, Labels.core(text).length() - last.length())).strip();
        return words.length >= 3 && last.length() <= 3 && Labels.core(value).equals(head);
    }

    static boolean shows(Observation o, String text) {
        return Stream.concat(o.screenText().stream(), o.elements().stream().flatMap(e -> Stream.of(e.label(), e.value())))
                .anyMatch(s -> Labels.containsWords(s, text));
    }

    static String name(Element e) {
        return e == null ? "the focused field" : (e.role() == Role.TEXT ? "" : e.role().wireName() + " ") + "'" + e.label() + "'";
    }
}
