package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A counter drawn as one rounded pill, "− 3 +", is found by the pixels as one wide button whose
 * inside reads "3 +" (the thin minus is often lost). It is three controls: the minus in its left
 * third, the number in the middle, the plus in its right third, so that a step can press the one
 * towards the number it wants and read the number after.
 */
final class StepperPills {

    /** A count between the signs, at least one sign read. */
    private static final Pattern PILL = Pattern.compile("^(?:[−\\-–]\\s*)?(\\d{1,3})\\s*[+＋]$|^[−\\-–]\\s*(\\d{1,3})\\s*[+＋]?$");
    /** A pill is at least this many times as wide as it is high. */
    private static final double WIDE = 2.4;

    private StepperPills() {
    }

    static List<Element> split(List<Element> elements) {
        List<Element> out = new ArrayList<>(elements.size());
        for (Element e : elements) {
            var m = PILL.matcher(e.label().strip());
            Rect b = e.box();
            if (e.role() != Role.BUTTON || e.source() != Source.WIDGET || !m.matches() || b.width() < WIDE * b.height()) {
                out.add(e);
                continue;
            }
            String number = m.group(1) != null ? m.group(1) : m.group(2);
            int third = b.width() / 3;
            out.add(part(e, "−", Role.BUTTON, new Rect(b.x(), b.y(), third, b.height())));
            out.add(part(e, number, Role.TEXT, new Rect(b.x() + third, b.y(), b.width() - 2 * third, b.height())));
            out.add(part(e, "+", Role.BUTTON, new Rect(b.right() - third, b.y(), third, b.height())));
        }
        return out;
    }

    private static Element part(Element pill, String label, Role role, Rect box) {
        return new Element(0, label, box, pill.source(), pill.confidence(), role, null, "", null, pill.container(), null);
    }
}
