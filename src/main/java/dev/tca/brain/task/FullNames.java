package dev.tca.brain.task;

import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Role;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/** A person's full name typed into a form that asks for the first and the last name apart. */
final class FullNames {

    private static final Pattern FULL_NAME = Pattern.compile(
            "\\p{Lu}[\\p{L}'-]+(?:\\s+\\p{Lu}[\\p{L}'-]+){1,3}");
    private static final Pattern FIRST = Pattern.compile("(?:first|given|fore)\\s*name|first|forename");
    private static final Pattern LAST = Pattern.compile("(?:last|family|sur)\\s*name|last|surname");

    private FullNames() {
    }

    /** A text field that asks for the first (given) name. */
    static boolean first(Element e) {
        return e.role() == Role.TEXT_FIELD && FIRST.matcher(Labels.core(e.label()).replaceAll("[:*]", "").strip()).matches();
    }

    /** A text field that asks for the last (family) name. */
    static boolean last(Element e) {
        return e.role() == Role.TEXT_FIELD && LAST.matcher(Labels.core(e.label()).replaceAll("[:*]", "").strip()).matches();
    }

    /**
     * "Omar Haddad" for a form with First name and Last name fields: the first word into the one,
     * the rest into the other, each its own stage, unless the goal named one of them.
     */
    static Optional<Move> split(int index, SubGoal g, int stage, List<Element> pool) {
        if (g.secret() || g.text() == null || !FULL_NAME.matcher(g.text().strip()).matches()
                || g.target() != null && !Labels.core(g.target()).matches("(?:full\\s+)?name|(?:your\\s+)?name|who")) {
            return Optional.empty();
        }
        Optional<Element> first = pool.stream().filter(FullNames::first).findFirst();
        Optional<Element> last = pool.stream().filter(FullNames::last).findFirst();
        if (first.isEmpty() || last.isEmpty() || stage > 1) {
            return Optional.empty();
        }
        String[] parts = g.text().strip().split("\\s+", 2);
        Element field = stage == 0 ? first.get() : last.get();
        String text = stage == 0 ? parts[0] : parts[1];
        Decision d = new Decision(new Action.Type(text, field.id(), !field.value().isEmpty(), false), "'" + g.text()
                + "' is a first and a last name: '" + text + "' into " + field.describe(), null,
                Effects.typed(index, field, text, false));
        return Optional.of(stage == 0 ? Move.stage(d) : Move.act(d));
    }
}
