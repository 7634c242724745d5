package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The question a page asks after the last step ("Send £640 to Marta? Back / Confirm", "Delete this
 * photo? Cancel / Delete"): the goal asked for the act, so its confirmation is part of it. Only a
 * dialog that the last action opened counts (its buttons are new), with a way back beside the way
 * on, and the button that goes on is the one the goal's words name, else the one that says yes.
 */
final class Confirmations {

    private static final Pattern BACK = Pattern.compile("(?i)\\s*(?:cancel|no|no,?\\s.*|back|go back|not now|never ?mind|"
            // "Keep delivery" beside "Skip delivery": what was there stays (not "Keep changes", which goes on)
            + "keep editing|keep\\s+(?:my\\s+|the\\s+|this\\s+)?(?!changes?\\b|both\\b|new\\b|these\\b|all\\b)\\p{L}[\\p{L}-]*|stay.*|"
            // "Change details" beside "Confirm reservation": the way back to the form
            + "close|dismiss|don'?t.*|(?:edit|change|amend)(?:\\s+(?:my\\s+|the\\s+)?(?:details|booking|order|answers|information|"
            + "reservation|selection))?|×|✕|x)\\s*");
    private static final Pattern ON = Pattern.compile("(?i)\\s*(?:yes|yes,?\\s.*|ok|okay|confirm.*|continue|proceed|send.*|pay.*|"
            + "delete.*|remove.*|archive.*|submit.*|transfer.*|book.*|place.*|done|save.*|apply.*|accept.*|agree.*|"
            + "discard.*|move.*|cancel\\s+\\p{L}+.*|unsubscribe.*|sign out|log ?out|leave.*|reset.*|replace.*|overwrite.*|mute.*|"
            + "unmute.*|block.*|snooze.*|restore.*|turn off.*|turn on.*|publish.*|deploy.*|freeze.*|update.*)\\s*");

    private Confirmations() {
    }

    /**
     * The steps that answer a confirmation the last action opened: the option the goal's words name among the dialog's
     * new radio buttons ("for a week": 1 week, not the 8 hours chosen already), then the click that goes on; empty when
     * none was opened.
     */
    static List<SubGoal> answer(String goal, Observation before, Observation after) {
        return before == null ? List.of() : answer(goal, before.elements(), after.elements());
    }

    /** The same, over the elements of the two screens (a dialog's own, where only they count). */
    static List<SubGoal> answer(String goal, List<Element> before, List<Element> after) {
        Optional<SubGoal> on = goOn(goal, before, after);
        if (on.isEmpty()) {
            return List.of();
        }
        Set<String> asked = Alignment.content(goal);
        Set<String> old = new java.util.HashSet<>();
        before.stream().filter(e -> e.role() == Role.RADIO).forEach(e -> old.add(Labels.core(e.label())));
        List<Element> options = after.stream().filter(e -> e.role() == Role.RADIO && !e.label().isBlank()
                && !old.contains(Labels.core(e.label())) && !Alignment.hits(asked, e.label()).isEmpty()).toList();
        if (options.size() == 1 && !options.get(0).has(State.CHECKED)) {
            return List.of(SubGoal.of(Kind.CHOOSE, options.get(0).label()), on.get());
        }
        return List.of(on.get());
    }

    /** Whether a button's words are a way back ("Cancel", "Go back", "Keep editing"). */
    static boolean back(String label) {
        return BACK.matcher(label).matches();
    }

    private static Optional<SubGoal> goOn(String goal, List<Element> before, List<Element> after) {
        if (goal.toLowerCase(Locale.ROOT).matches(".*\\b(?:don'?t|do not|never)\\s+(?:confirm|send|delete).*")) {
            return Optional.empty();
        }
        List<Element> old = before.stream().filter(Confirmations::choice).toList();
        // (one choice a label: a list's row buttons that came with the dialog, "More actions" on each, are one; a button
        // that says what one that was there says, in another place, is the dialog's: "Freeze card?" Cancel / Freeze card)
        Set<String> labels = new java.util.HashSet<>();
        List<Element> fresh = after.stream().filter(Confirmations::choice)
                .filter(e -> old.stream().noneMatch(b -> Labels.core(b.label()).equals(Labels.core(e.label()))
                        && b.box().intersection(e.box()).area() * 2 > Math.min(b.box().area(), e.box().area())))
                .filter(e -> labels.add(Labels.core(e.label()))).toList();
        if (fresh.size() < 2 || fresh.size() > 4 || fresh.stream().noneMatch(e -> BACK.matcher(e.label()).matches())) {
            return Optional.empty();
        }
        List<Element> on = fresh.stream().filter(e -> !BACK.matcher(e.label()).matches()).toList();
        Set<String> asked = Alignment.content(goal);
        Optional<Element> named = on.stream().filter(e -> !Alignment.hits(asked, e.label()).isEmpty()).findFirst();
        List<Element> yes = on.stream().filter(e -> ON.matcher(e.label()).matches()).toList();
        return named.or(() -> yes.size() == 1 ? Optional.of(yes.get(0)) : Optional.empty())
                .map(e -> SubGoal.of(Kind.CLICK, e.label()));
    }

    /**
     * A button, or the word "Cancel" read from pixels where its button is drawn without a border (light grey on white):
     * the way back is a choice whether its frame shows or not.
     */
    private static boolean choice(Element e) {
        return button(e) || !e.role().control() && e.source() == dev.tca.core.Source.OCR && !e.has(State.OFFSCREEN)
                && e.label().strip().split("\\s+").length <= 2 && BACK.matcher(e.label()).matches();
    }

    private static boolean button(Element e) {
        return e.role() == Role.BUTTON && !e.label().isBlank() && !e.has(State.OFFSCREEN) && !e.has(State.DISABLED);
    }
}
