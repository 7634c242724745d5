package dev.tca.brain.task;

import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Expectation;
import dev.tca.core.Rect;
import dev.tca.core.Role;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A number set with a pair of buttons ("−  2  +", "Fewer / More", "Decrease / Increase"): a cart's
 * quantity, a booking's guests. Finds the pair on the row of the thing the goal names and the
 * number between them, and presses the one towards the goal's number; each press must change that
 * number on the screen, and the step is done when it shows the goal's number.
 */
final class Steppers {

    private static final Pattern UP = Pattern.compile("(?i)^(?:\\+|＋|(?:one\\s+)?more|increase|increment|add( one)?|plus|up|raise|higher|warmer|longer|bigger|larger|louder|brighter|▲|⊕)(?:\\b|$|\\s).*");
    private static final Pattern DOWN = Pattern.compile("(?i)^(?:-|−|–|(?:one\\s+)?fewer|(?:one\\s+)?less|decrease|decrement|remove( one)?|minus|down|lower|cooler|colder|reduce|shorter|smaller|quieter|softer|dimmer|▼|⊖)"
            + "(?:\\b|$|\\s).*");
    /** A count, or a reading with its unit ("19.5 °C", "40%"). */
    private static final Pattern NUMBER = Pattern.compile("^(?:(?i:every|each|x|×)\\s+)?(-?\\d{1,4}(?:[.,]\\d{1,2})?)\\s*"
            + "(?:°\\s*[CF]?|%|\\p{L}{1,12}|in\\s+(?:the\\s+)?(?:trolley|basket|cart|bag))?$"); // "Every 7 days", "2 guests", "1 in trolley"

    private Steppers() {
    }

    /** A stepper's parts. */
    record Stepper(Element down, Element up, Element number, double value) {
    }

    /** The stepper on the row of {@code anchor} (the element the goal's words matched), if any. */
    static Optional<Stepper> near(Element anchor, List<Element> pool) {
        Rect a = anchor.box();
        List<Element> row = pool.stream().filter(e -> sameRow(a, e.box()) || Places.overlap(a, e.box()) > 0).toList();
        Optional<Element> up = nearest(a, row.stream().filter(e -> e.role() == Role.BUTTON && UP.matcher(e.label().strip()).matches())
                .toList());
        Optional<Element> named = nearest(a, row.stream().filter(e -> e.role() == Role.BUTTON
                && DOWN.matcher(e.label().strip()).matches()).toList());
        // read from the pixels, "−" often has no name: the nameless button across the number from "+"
        Optional<Element> down = named.isPresent() || up.isEmpty() ? named : nearest(a, row.stream()
                .filter(e -> e.role() == Role.BUTTON && e.label().isBlank() && e.box().right() <= up.get().box().x()).toList());
        if (up.isEmpty()) {
            return Optional.empty();
        }
        Rect u = up.get().box();
        if (down.isEmpty()) {
            // read from pixels once "+" was pressed, "− 2" can come out as one button that says the number: the number is
            // that button's, and only "+" is known (a count that must go down has no button to press)
            // (or the number is its own word between a "−" the pixels missed and the "+")
            // ("2 guests +": the count's unit may stand between)
            return row.stream().filter(e -> (e.role() == Role.BUTTON && u.x() - e.box().right() < 60 || !e.role().control()
                            && u.x() - e.box().right() < 120) && e != up.get() && e.box().center().x() < u.x()
                    && NUMBER.matcher(text(e)).matches())
                    .max(Comparator.comparingInt(e -> e.box().right()))
                    .map(n -> new Stepper(null, up.get(), n, value(n)));
        }
        Rect d = down.get().box();
        // (read from pixels, the boxed number between "−" and "+" is a button of its own: "− 8 people +")
        Optional<Element> number = row.stream().filter(e -> !e.role().control() || e.role() == Role.SPIN
                        || e.role() == Role.BUTTON && e != up.get() && e != down.get()
                        && e.box().center().x() > Math.min(d.right(), u.right()) && e.box().center().x() < Math.max(d.x(), u.x()))
                .filter(e -> NUMBER.matcher(text(e)).matches())
                .min(Comparator.comparingDouble(e -> Places.distance(e.box(), u) + Places.distance(e.box(), d)));
        return number.map(n -> new Stepper(down.get(), up.get(), n, value(n)));
    }

    /**
     * A card's "− 19° +" on the line under its title ("Kids' bedroom"): the stepper whose "+" is nearest under the
     * title, within the card's width and a line or two down.
     */
    static Optional<Stepper> under(Element title, List<Element> pool) {
        Rect t = title.box();
        return pool.stream().filter(e -> e.role() == Role.BUTTON && UP.matcher(e.label().strip()).matches()
                        && e.box().y() >= t.bottom() - 2 && e.box().y() - t.bottom() < 110
                        && e.box().right() > t.x() - 40 && e.box().x() < t.x() + 400)
                .min(Comparator.comparingInt(e -> e.box().y() - t.bottom()))
                .flatMap(plus -> near(plus, pool));
    }

    /** The press towards the wanted number, or empty when the number is already shown. */
    static Optional<Decision> press(int subgoal, Stepper s, double wanted, String how) {
        if (Math.abs(s.value() - wanted) < 1e-9) {
            return Optional.empty();
        }
        Element button = wanted > s.value() ? s.up() : s.down();
        if (button == null) {
            return Optional.of(Decision.of(new Action.Fail("no button to lower the number beside '" + s.up().label() + "'"),
                    "no button to lower the number"));
        }
        return Optional.of(new Decision(new Action.Click(button.id()), how + "; " + shown(s.value()) + " -> " + shown(wanted) + ": press '"
                + button.label() + "'", null, changesNumber(subgoal, s)));
    }

    /** The number beside the buttons changed: the stepper moved. */
    private static Expectation changesNumber(int subgoal, Stepper s) {
        return Expectation.of(subgoal, "the number beside '" + s.up().label() + "' changes", (before, after, changed) -> {
            Optional<Stepper> now = Places.same(s.up(), after.elements()).flatMap(u -> near(u, after.elements()));
            return now.isPresent() && now.get().value() != s.value()
                    ? Optional.of("the number went from " + shown(s.value()) + " to " + shown(now.get().value())) : Optional.empty();
        });
    }

    static String shown(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private static double value(Element e) {
        java.util.regex.Matcher m = NUMBER.matcher(text(e));
        return m.matches() ? Double.parseDouble(m.group(1).replace(',', '.')) : Double.NaN;
    }

    private static String text(Element e) {
        return (e.value().isBlank() ? e.label() : e.value()).strip();
    }

    private static boolean sameRow(Rect a, Rect b) {
        return Math.abs(a.center().y() - b.center().y()) <= Math.max(12, Math.max(a.height(), b.height()) / 2);
    }

    private static Optional<Element> nearest(Rect a, List<Element> es) {
        return es.stream().min(Comparator.comparingDouble(e -> Places.distance(a, e.box())));
    }
}
