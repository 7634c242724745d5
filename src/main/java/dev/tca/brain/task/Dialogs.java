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

    /** The plan's steps that act: what the goal told ("I've only just mopped it") is no step of the dialog's. */
    private static List<SubGoal> acting(Plan plan) {
        return plan.steps().stream().filter(s -> s.kind() != Kind.NOTE).toList();
    }

    static boolean wantsConfirm(Plan plan, Observation o) {
        List<SubGoal> steps = acting(plan);
        if (steps.isEmpty() || steps.stream().anyMatch(s -> LEAVES.contains(s.kind()))
                || !SETS.contains(steps.get(steps.size() - 1).kind())) {
            return false;
        }
        boolean ok = o.elements().stream().anyMatch(e -> button(e) && OK.stream().anyMatch(w -> Labels.same(w, e.label())));
        // (a settings form's Reset or Discard beside its Save changes is its way back too)
        List<Element> cancel = o.elements().stream().filter(e -> button(e) && (Labels.same("Cancel", e.label())
                || e.label().strip().matches("(?i)(?:reset|discard|revert|undo)(?:\\s+(?:changes|all))?"))).toList();
        // an event's dialog: Cancel and Save side by side keep what was set only when Save is pressed
        // ("Save date", "Save changes": a Save that says what it keeps)
        boolean keep = o.elements().stream().anyMatch(e -> button(e) && KEEP.stream().anyMatch(w -> Labels.same(w, e.label())
                        || e.label().strip().matches("(?i)" + w + "\\s+(?:date|changes?|settings|time|details|it)"))
                && cancel.stream().anyMatch(c -> Answers.sameRow(c, e) && Math.abs(c.box().center().x() - e.box().center().x()) < 300));
        return ok && cancel.stream().anyMatch(c -> Labels.same("Cancel", c.label())) || keep;
    }

    /** A verb at the head of a clause that asks for an act in the world, not for a setting: "Vacuum ...", "so run it". */
    private static final java.util.regex.Pattern ACT = java.util.regex.Pattern.compile("(?i)(?:^|[.;!?]\\s+|,\\s*(?:so\\s+|and\\s+|then\\s+)?"
            + "|\\bso\\s+|\\bplease\\s+|\\byou\\s+)(?:make|create|run|start|vacuum|hoover|clean|wash|send|have|get|book|order|buy|report|"
            + "register|apply|pay|transfer|print|launch|install|set\\s+up|sign\\s+up|schedule|reserve|add\\s+(?:a|an)\\s+(?:new\\s+)?"
            + "(?:user|account|member|person|profile))\\b");

    /**
     * "Vacuum everywhere downstairs except the kitchen" in a dialog whose buttons are Cancel and Start cleaning: once the
     * rooms are ticked, the act the goal asks for is the dialog's one button beside its Cancel. Pressed when the goal's
     * words say the button's ("have it sent" and Send it there), or a clause asks for an act in the world (make, run,
     * vacuum, send) rather than for a setting ("tick Red" alone leaves the dialog open).
     */
    static java.util.Optional<Element> actButton(Plan plan, Observation o) {
        List<SubGoal> steps = acting(plan);
        if (steps.isEmpty() || steps.stream().anyMatch(s -> LEAVES.contains(s.kind()))
                || !SETS.contains(steps.get(steps.size() - 1).kind())) {
            return java.util.Optional.empty();
        }
        List<Element> buttons = o.elements().stream().filter(e -> e.role() == Role.BUTTON && !e.label().isBlank()
                && !e.has(State.DISABLED) && !e.has(State.OFFSCREEN)).toList();
        List<Element> backs = buttons.stream().filter(e -> Confirmations.back(e.label())).toList();
        if (backs.size() != 1) {
            return java.util.Optional.empty();
        }
        Element back = backs.get(0);
        List<Element> go = buttons.stream().filter(e -> e != back && Answers.sameRow(e, back) && !e.has(State.CHECKED)
                && Math.abs(e.box().center().x() - back.box().center().x()) <= 400).toList();
        if (go.size() != 1) {
            return java.util.Optional.empty();
        }
        boolean says = !Alignment.hits(Alignment.content(plan.goal()), go.get(0).label()).isEmpty();
        // "Pick the cheapest train" in a dialog that is a list to choose from (Back, Buy ticket under it): the choice is made
        // when the dialog is accepted, whatever its button says
        List<Element> rows = o.elements().stream().filter(e -> e.role() == Role.TABLE_CELL || e.role() == Role.LIST_ITEM).toList();
        boolean chooser = CHOOSE.matcher(plan.goal()).find() && rows.size() >= 3
                && rows.stream().allMatch(r -> r.box().bottom() <= go.get(0).box().y());
        return says || chooser || ACT.matcher(plan.goal()).find() ? java.util.Optional.of(go.get(0)) : java.util.Optional.empty();
    }

    /** A clause that asks for one of a list: "pick the cheapest train", "choose the 9:00 one". */
    private static final java.util.regex.Pattern CHOOSE = java.util.regex.Pattern.compile("(?i)(?:^|[.;!?]\\s+|,\\s*(?:and\\s+|then\\s+)?"
            + "|\\band\\s+|\\bplease\\s+)(?:pick|choose|select)\\b");

    /** The buttons beside a dialog's Cancel that keep what was set in it. */
    private static final List<String> KEEP = List.of("Save", "Done", "Apply");

    private static boolean button(Element e) {
        return (e.role() == Role.BUTTON || e.role() == Role.TEXT) && !e.has(State.DISABLED);
    }
}
