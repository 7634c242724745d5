package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.Plan;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A dialog keeps what was set in it only when it is accepted: "Set the brightness to 45" in a
 * dialog with OK and Cancel is done when OK is pressed, as a person would. Added only when the
 * plan set something and said nothing about how to leave, and the screen shows both buttons.
 */
final class Dialogs {

    private static final Set<Kind> SETS = EnumSet.of(Kind.TYPE, Kind.SET_VALUE, Kind.CHOOSE, Kind.PICK_DATE, Kind.TICK,
            Kind.UNTICK, Kind.CLICK, Kind.DOUBLE_CLICK);
    private static final Set<Kind> LEAVES = EnumSet.of(Kind.CONFIRM, Kind.CANCEL, Kind.CLOSE, Kind.SAVE, Kind.SEARCH,
            Kind.ANSWER, Kind.KEY, Kind.MENU_PATH);
    /** The buttons that accept a dialog, a file chooser's Open among them. */
    private static final List<String> OK = List.of("OK", "Okay", "Open", "Select");

    private Dialogs() {
    }

    static boolean wantsConfirm(Plan plan, Observation o) {
        List<SubGoal> steps = plan.steps();
        if (steps.isEmpty() || steps.stream().anyMatch(s -> LEAVES.contains(s.kind()))
                || !SETS.contains(steps.get(steps.size() - 1).kind())) {
            return false;
        }
        boolean ok = o.elements().stream().anyMatch(e -> button(e) && OK.stream().anyMatch(w -> Labels.same(w, e.label())));
        List<Element> cancel = o.elements().stream().filter(e -> button(e) && Labels.same("Cancel", e.label())).toList();
        // an event's dialog: Cancel and Save side by side keep what was set only when Save is pressed
        boolean keep = o.elements().stream().anyMatch(e -> button(e) && KEEP.stream().anyMatch(w -> Labels.same(w, e.label()))
                && cancel.stream().anyMatch(c -> Answers.sameRow(c, e) && Math.abs(c.box().center().x() - e.box().center().x()) < 300));
        return (ok || keep) && !cancel.isEmpty();
    }

    /** The buttons beside a dialog's Cancel that keep what was set in it. */
    private static final List<String> KEEP = List.of("Save", "Done", "Apply");

    private static boolean button(Element e) {
        return (e.role() == Role.BUTTON || e.role() == Role.TEXT) && !e.has(State.DISABLED);
    }
}
