package dev.tca.brain.task;

import dev.tca.brain.Brain;
import dev.tca.brain.plan.Plan;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Works through a plan one sub-goal at a time. A sub-goal is done when the effect its last action
 * expected was seen on the screen; one whose effect is not seen is tried again another way
 * (another grounding, the keyboard), and after that the run fails with the reason.
 */
final class TaskPursuit implements Brain.Pursuit {

    static final int TRIES = 2;

    private Plan plan;
    private final Moves moves;
    private boolean refined;
    /** A dialog's OK was added to the plan once (see Dialogs). */
    private boolean confirmed;
    /** How many times the page was scrolled down to find the Save that keeps what the goal told. */
    private int lookedForSave;
    private int current;
    private int stage;
    private int tries;
    private int seenHistory;
    private boolean lastWasFinal;
    private boolean lastSoft;
    private dev.tca.core.Element lastTarget;
    /** Typing is retried into the same field, replacing what it holds: another field would get the wrong text. */
    private Action lastAction;
    private final List<dev.tca.core.Element> failed = new ArrayList<>();
    /** The steps whose unseen effect was looked for behind a confirmation, once each. */
    private final java.util.Set<Integer> confirmedAfterMiss = new java.util.HashSet<>();
    private final List<String> completed = new ArrayList<>();
    /** How often each clause was read against the screen, and what that added: a clause adds each sub-goal once. */
    /** How often each step (by what it says, its place too: three "add ... in X" are three steps) was read against the screen. */
    private final java.util.Map<String, Integer> alignedRounds = new java.util.HashMap<>();
    private final java.util.Set<String> emitted = new java.util.HashSet<>();
    /** A tab, then a folded section in it, then the controls it shows. */
    private static final int ALIGN_ROUNDS = 3;
    /** A clause clicked as it stood, to be read against the screen its click showed ... */
    private SubGoal realignAfter;
    /** ... once that screen is there. */
    private SubGoal pendingRealign;
    /** A clause whose verb commits a form ("register ..."), read as values: its button is pressed after them. */
    private String commitVerb;
    /** The goal's values were kept by the screen's one Save button (once). */
    private boolean kept;
    /** The screen the last action was decided on, and the one after it: a dialog it opened has new buttons. */
    private Observation decidedOn;
    private Observation beforeLast;
    /** A confirmation the last action opened was answered (once). */
    private boolean answered;
    /** Whether a dialog the run set things in and left open was looked at once at the end. */
    private boolean leftOpen;
    /** The dialog or panel the last act on a control was in (a scroll after it, which has no target, leaves it so). */
    private String lastBox;
    /** Steps put after the next one because nothing on the screen could do them yet, each once. */
    private final java.util.Set<String> deferred = new java.util.HashSet<>();
    /** Notes that set nothing on the screen they were read on: read again before the step that sends what was set. */
    private final List<SubGoal> unsetNotes = new ArrayList<>();
    /**
     * A told sentence that asks for a state ("I want the X to be the same as Y", "we need the lights to stay on", "keep it
     * until then": a loan kept longer).
     */
    private static final Pattern WISH = Pattern.compile("(?i)^(?:(?:i|we)\\s+(?:want|need|would\\s+like|'d\\s+like)\\s+"
            + "(?:the|my|our|all|every)\\b[^.;!?]{1,80}?\\s+to\\s+(?:be|stay|match|come\\s+on|go\\s+off|run|start|end|look)\\b"
            + "|keep\\s+(?:it|them)\\s+(?:until|till|longer|for\\s+(?:a\\s+(?:bit|while)\\s+)?longer)\\b)");
    /** How often each act was decided for a step, by what it did, to what and why (see next). */
    private final java.util.Map<String, Integer> repeats = new java.util.HashMap<>();
    /** The same act for the same reason more often than this is a loop: a calendar's paging says its month each time. */
    static final int MAX_REPEATS = 4;
    /** Whether the form the last step opened was read against the goal (once). */
    private boolean filledOpened;
    /** Steps before which a confirmation the previous step opened was looked for, each once. */
    private final java.util.Set<Integer> askedAfter = new java.util.HashSet<>();
    /** Steps already read again as sentences (see rescue), each once. */
    private final java.util.Set<String> rescued = new java.util.HashSet<>();
    /** The screen when each step began (by the step itself: steps inserted later do not shift it). */
    private final java.util.Map<SubGoal, Observation> startedOn = new java.util.IdentityHashMap<>();
    /** Whether a dialog a step's verb opened was looked at for its own button at the end (once). */
    private boolean dialogSent;

    TaskPursuit(Plan plan, Moves moves) {
        this.plan = plan;
        this.moves = moves;
    }

    /** The first screen may show the form the goal's values are for: the plan read against its fields, once. */
    private void refineForm(Observation observation) {
        // a sentence the screen's controls answer clause by clause is read by Alignment, not as one form
        List<dev.tca.core.Element> pool = moves.pool(observation, failed);
        boolean sentences = plan.steps().stream().anyMatch(s -> Alignment.applies(s, pool, moves.literal(s.target()))
                && !Alignment.expand(s, pool, moves.grounder(), true).isEmpty());
        FormPlan.labelled(plan, observation).ifPresent(p -> {
            plan = p;
            moves.replan(p);
        });
        FormPlan.describe(plan.goal(), plan, observation)
                .or(() -> sentences ? Optional.empty() : FormPlan.refine(plan.goal(), plan, observation))
                .or(() -> FormPlan.complete(plan.goal(), plan, observation)).ifPresent(p -> {
            plan = p;
            moves.replan(p);
        });
        FormPlan.options(plan.goal(), plan, observation).ifPresent(p -> {
            plan = p;
            moves.replan(p);
        });
        FormPlan.withImplied(plan.goal(), plan, observation).ifPresent(p -> {
            plan = p;
            moves.replan(p);
        });
    }

    @Override
    public List<String> plan() {
        return plan.steps().stream().map(SubGoal::describe).toList();
    }

    @Override
    public Decision next(Observation observation, List<Attempt> history) {
        if (plan.steps().isEmpty()) {
            return Decision.of(new Action.Fail("the goal names nothing to do"), "the goal names nothing to do");
        }
        if (!refined) {
            refined = true;
            // "a dozen eggs instead of six" in an editor: the document's own lines say which to rewrite, and how; "push my
            // check-up back a week": its card's day, read now, and the day it moves to
            Optional<Plan> read = LineEdits.document(moves.pool(observation, failed)).flatMap(d -> DocumentEdits.replan(plan, d.value()))
                    .or(() -> Reschedules.plan(plan.goal(), observation).map(steps -> new Plan(plan.goal(), steps)));
            read.ifPresent(p -> {
                plan = p;
                moves.replan(p);
            });
            // a drag names a thing and a place, not a form's fields and values ("to the Done column" is no value for Done)
            if (read.isEmpty() && plan.steps().stream().noneMatch(s -> s.kind() == dev.tca.brain.plan.Kind.DRAG)) {
                refineForm(observation);
            }
        }
        if (history.size() > seenHistory) {
            Attempt last = history.get(history.size() - 1);
            seenHistory = history.size();
            learn(last);
            if (!last.effectSeen() && lastAction instanceof Action.Click && decidedOn != null && current < plan.steps().size()
                    && confirmedAfterMiss.add(current)) {
                // "Turn off auto-renew for okaforphoto.com?" Keep auto-renew / Turn off: the switch asks before it moves; the
                // step is done once the dialog's way on is pressed, and it is looked at again then
                List<SubGoal> yes = Confirmations.answer(plan.goal(), decidedOn, observation);
                if (!yes.isEmpty() && !emitted.contains(yes.get(yes.size() - 1).describe())) {
                    tries = Math.max(0, tries - 1);
                    failed.remove(lastTarget);
                    insertHere(yes);
                }
            }
            beforeLast = decidedOn;
        }
        decidedOn = observation;
        if (firstSeen == null) {
            firstSeen = observation;
        }
        if (pendingRealign != null && turnedOn(lastTarget, observation)) {
            // "save the article about X to read later": the pressed Save now shows it is on; the click did the clause, and
            // the other rows' Saves are no part of it
            pendingRealign = null;
        }
        if (pendingRealign != null) {
            dev.tca.core.Element clicked = lastTarget;
            // (the whole sentence the step was read from: "water the greenhouse on Mondays ... at 7, for 15 minutes" opened the
            // zone; its days, time and length are set there)
            List<SubGoal> named = new ArrayList<>(Alignment.expand(sentenceOf(pendingRealign), moves.pool(observation, failed),
                    moves.grounder(), current < plan.steps().size()));
            named.removeIf(s -> emitted.contains(s.describe()) || s.kind() == dev.tca.brain.plan.Kind.SWITCH_TAB
                    // a look-alike of what the step just pressed is another row's
                    || clicked != null && s.target() != null && dev.tca.core.Labels.same(s.target(), clicked.label()));
            pendingRealign = null;
            if (!named.isEmpty()) {
                insertHere(named);
            }
        }
        while (current < plan.steps().size()) {
            if (tries >= TRIES) {
                String why = "step " + (current + 1) + " (" + plan.steps().get(current).describe()
                        + "): its effect was not seen after " + TRIES + " tries";
                return Decision.of(new Action.Fail(why), why);
            }
            SubGoal goal = plan.steps().get(current);
            if (stage == 0 && tries == 0 && everyRow.contains(goal) && !rowLeft(rowsWords(goal).words(), goal.target(),
                    moves.pool(observation, failed))) {
                // "all the emails from Spam Co": none is left to act on
                dropRepeat(goal);
                continue;
            }
            if (stage == 0 && tries == 0 && current > 0 && !history.isEmpty() && askedAfter.add(current)) {
                // "Remove item? Keep it / Remove" after the basket's bin: the last step is not done until it is confirmed
                // only a question about what that step did: its way on says the step's verb ("Remove" after 'remove'), and it
                // asks nothing to be filled in (a New folder dialog's Create comes after its name is typed)
                SubGoal done = plan.steps().get(current - 1);
                List<SubGoal> yes = done.target() == null || FormPlan.opensForm(beforeLast, observation) ? List.of()
                        : Confirmations.answer(plan.goal(), beforeLast, observation);
                boolean echoes = !yes.isEmpty() && !Alignment.hits(Alignment.content(done.target()), yes.get(yes.size() - 1).target())
                        .isEmpty();
                boolean planned = goal.kind() == dev.tca.brain.plan.Kind.CONFIRM || goal.kind() == dev.tca.brain.plan.Kind.CANCEL
                        || yes.stream().anyMatch(y -> goal.target() != null && dev.tca.core.Labels.same(y.target(), goal.target()));
                if (echoes && !planned) {
                    List<SubGoal> steps = new ArrayList<>(plan.steps());
                    steps.addAll(current, yes);
                    yes.forEach(y -> emitted.add(y.describe()));
                    askedAfter.add(current + yes.size());
                    plan = new Plan(plan.goal(), steps);
                    moves.replan(plan);
                    continue;
                }
            }
            startedOn.putIfAbsent(goal, observation);
            if (stage == 0 && tries == 0 && commits(goal) && !unsetNotes.isEmpty()) {
                // "I need a van tomorrow ... Book it": the day's buttons came with the chosen van; what the note tells is set
                // now, before the step that sends it all
                List<SubGoal> named = new ArrayList<>();
                for (SubGoal note : unsetNotes) {
                    List<SubGoal> set = Alignment.expand(note, moves.pool(observation, failed), moves.grounder(), true);
                    if (set.isEmpty() && WISH.matcher(note.target()).find()) {
                        // "I want the heating on Wednesdays to be the same as at the weekend": a change asked for, not context;
                        // sending the form without it would claim what was not done
                        String why = "step " + (current + 1) + " (" + goal.describe() + "): '" + note.target()
                                + "' asks for a change no control on the screen was found for";
                        return Decision.of(new Action.Fail(why), why);
                    }
                    named.addAll(set);
                }
                unsetNotes.clear();
                named.removeIf(s -> emitted.contains(s.describe()) || commits(s));
                if (!named.isEmpty()) {
                    insertHere(named);
                    continue;
                }
            }
            if (stage == 0 && tries == 0) {
                Optional<String> aligned = align(goal, observation);
                if (alignFailure != null) {
                    String why = "step " + (current + 1) + " (" + goal.describe() + "): " + alignFailure;
                    return Decision.of(new Action.Fail(why), why);
                }
                if (aligned.isPresent()) {
                    if (!aligned.get().isEmpty()) {
                        completed.add((current + 1) + ". " + aligned.get());
                        advance();
                    }
                    continue;
                }
            }
            if (stage == 0 && tries == 0 && dragInstead(goal, observation)) {
                continue;
            }
            if (stage == 0 && tries == 0 && atFormsFoot(goal, observation)) {
                continue;
            }
            // "remove everything with sesame in it": each act is on a row that says sesame, and on nothing else
            Rows rows = rowsWords(goal);
            SubGoal acted = rows == null ? goal : goal.withWhere(goal.where().withContainer(rows.words()));
            Optional<dev.tca.core.Element> rowAct = rows == null || stage > 0 ? Optional.empty() : rowButton(rows, goal.target(),
                    moves.pool(observation, failed));
            Move move = rowAct.isPresent() ? Move.act(new Decision(new Action.Click(rowAct.get().id()), rowAct.get().describe()
                    + " is on a row that says '" + rows.words() + "'", null, Effects.pressed(current, rowAct.get())))
                    : moves.next(current, acted, stage, tries, observation, failed);
            if (rows != null && move.decision() != null && !onRowSaying(rows, move.decision(), moves.pool(observation, failed))) {
                // the act found is on no row that says the words (a banner says sesame, the next Remove is the bread's)
                if (everyRow.contains(goal)) {
                    dropRepeat(goal);
                    continue;
                }
                String why = "step " + (current + 1) + " (" + goal.describe() + "): no row that says '" + rows.words() + "' has it";
                return Decision.of(new Action.Fail(why), why);
            }
            if (move.failure() != null && stage == 0 && tries == 0 && rescue(goal, observation)) {
                continue; // the grammar's reading named nothing here; what the clause's words name on the screen replaced it
            }
            if (move.failure() != null && stage == 0 && tries == 0 && current + 1 < plan.steps().size()
                    && !commits(plan.steps().get(current + 1)) && deferred.add(goal.describe())) {
                // "come back on the 17th. Make it a return": the return date's field shows only after the later step
                // (read against the screen again when its turn comes: it did nothing yet)
                alignedRounds.remove(goal.describe());
                if (realignAfter == goal) {
                    realignAfter = null;
                }
                List<SubGoal> steps = new ArrayList<>(plan.steps());
                steps.add(current + 1, steps.remove(current));
                plan = new Plan(plan.goal(), steps);
                moves.replan(plan);
                continue;
            }
            if (move.failure() != null) {
                String why = "step " + (current + 1) + " (" + goal.describe() + "): " + move.failure();
                return Decision.of(new Action.Fail(why), why);
            }
            if (move.complete() != null) {
                completed.add((current + 1) + ". " + move.complete());
                advance();
                continue;
            }
            Decision d = move.decision();
            dev.tca.core.Element target = d.action().target().flatMap(observation::element).orElse(null);
            String same = current + "|" + d.action().getClass().getSimpleName() + "|" + (target == null ? "" : target.label())
                    + "|" + d.reason();
            // (a search's scrolls have their own bound, MAX_SCROLLS, and say the same each time)
            if (!(d.action() instanceof Action.Scroll) && repeats.merge(same, 1, Integer::sum) > MAX_REPEATS) {
                // a drop-down that opens and shuts, a button that changes nothing lasting: the same act again is no search
                String why = "step " + (current + 1) + " (" + goal.describe() + "): did the same (" + d.reason() + ") "
                        + MAX_REPEATS + " times without getting further";
                return Decision.of(new Action.Fail(why), why);
            }
            lastWasFinal = move.last();
            lastSoft = move.soft();
            lastTarget = target;
            if (target != null && target.container() != null && !target.container().isBlank()) {
                lastBox = target.container();
            } else if (target != null) {
                lastBox = null;
            }
            lastAction = d.action();
            String step = plan.steps().size() == 1 ? "" : "step " + (current + 1) + "/" + plan.steps().size() + ": ";
            // a button whose press brings up what is still missing beside it did nothing, whichever effect its step expected
            boolean pressed = d.action() instanceof Action.Click && target != null && target.role() == dev.tca.core.Role.BUTTON;
            return new Decision(d.action(), step + d.reason(), d.confidence(), pressed && d.expect() != null
                    ? Effects.unrefused(d.expect(), target) : d.expect());
        }
        if (commitVerb != null) {
            Optional<SubGoal> press = Alignment.commitButton(commitVerb, moves.pool(observation, failed));
            commitVerb = null;
            if (press.isPresent() && !emitted.contains(press.get().describe())) {
                append(press.get());
                return next(observation, history);
            }
        }
        if (!kept && told() && !history.isEmpty()) {
            // "I only want the digest ...", "I just moved to Tokyo ...": a person telling what they want expects it kept
            Optional<SubGoal> press = Alignment.saveButton(moves.pool(observation, failed))
                    .or(() -> Alignment.saveButton(observation.offscreen())); // (below the fold, as the tree lists it)
            if (press.isPresent()) {
                kept = true;
                append(press.get());
                return next(observation, history);
            }
            if (lookedForSave < 2 && Scrolling.mayGoOnBelow(observation)) {
                // a settings page keeps its Save at its foot: a look further down, twice at most
                lookedForSave++;
                append(new SubGoal(dev.tca.brain.plan.Kind.SCROLL, null, null, null, null, false, null, null, null,
                        dev.tca.core.Action.Direction.DOWN, 10, null, null));
                return next(observation, history);
            }
            kept = true;
        }
        if (history.isEmpty() && plan.steps().stream().allMatch(s -> s.kind() == dev.tca.brain.plan.Kind.NOTE)) {
            String why = "the goal tells, but names nothing on this screen to do";
            return Decision.of(new Action.Fail(why), why);
        }
        if (!history.isEmpty() && !sendFound && (sendLooks > 0 || unsent().isPresent() || unpressed(observation))) {
            // "Book the council to collect both ...": the plan filled in what the first screen showed; the rest of the form
            // (where, when) and its button are further down: what the goal implies there is set, then the button pressed
            if (lookFurther(observation)) {
                return next(observation, history);
            }
        }
        if (!filledOpened && !history.isEmpty() && beforeLast != null) {
            // the last step opened a form (Record a payment: amount, method): what the goal says of it is set first
            filledOpened = true;
            List<SubGoal> fill = new ArrayList<>(FormPlan.opened(plan.goal(), beforeLast, observation));
            fill.removeIf(s -> emitted.contains(s.describe()));
            if (!fill.isEmpty()) {
                appendEmitted(fill);
                return next(observation, history);
            }
        }
        if (!dialogSent && !history.isEmpty()) {
            dialogSent = true;
            Optional<SubGoal> press = verbsOwnButton(observation);
            if (press.isPresent() && emitted.add(press.get().describe())) {
                append(press.get());
                return next(observation, history);
            }
        }
        if (!published && !history.isEmpty()) {
            published = true;
            Optional<SubGoal> commit = pendingCommit(observation);
            if (commit.isPresent() && emitted.add(commit.get().describe())) {
                append(commit.get());
                return next(observation, history);
            }
        }
        if (!extended && !history.isEmpty() && !unsetNotes.isEmpty()) {
            // "I'm stuck at the dentist until quarter to four" once Extend showed how much longer: the shortest that reaches it
            extended = true;
            List<SubGoal> reach = new ArrayList<>();
            unsetNotes.forEach(n -> Extensions.reaching(n.target(), moves.pool(observation, failed)).ifPresent(reach::add));
            reach.removeIf(s -> emitted.contains(s.describe()));
            if (!reach.isEmpty()) {
                extendedWith = reach.get(0);
                appendEmitted(reach.subList(0, 1));
                return next(observation, history);
            }
        }
        if (extendedWith != null) {
            // the panel's button that pays for the one chosen ("Pay £4.20", shown once an option is chosen)
            SubGoal chosen = extendedWith;
            extendedWith = null;
            Optional<SubGoal> pay = Extensions.paid(chosen, moves.pool(observation, failed)).filter(p -> !emitted.contains(p.describe()));
            if (pay.isPresent()) {
                appendEmitted(List.of(pay.get()));
                return next(observation, history);
            }
        }
        if (!answered && !history.isEmpty()) {
            // "Send £640 to Marta? Back / Confirm": the act the goal asked for is not done until it is confirmed
            answered = true;
            List<SubGoal> yes = Confirmations.answer(plan.goal(), beforeLast, observation);
            if (!yes.isEmpty() && !emitted.contains(yes.get(yes.size() - 1).describe())) {
                appendEmitted(yes);
                return next(observation, history);
            }
        }
        boolean noTree = observation.elements().stream().noneMatch(e -> e.source() == dev.tca.core.Source.AX
                || e.source() == dev.tca.core.Source.AX_OCR);
        if (!leftOpen && !history.isEmpty() && firstSeen != null && noTree && lastBox == null) {
            // read from pixels, no dialog is named: one the run opened shows as a way back and a way on that the first screen
            // did not have ("Cancel" / "Continue" under the plans chosen)
            leftOpen = true;
            List<SubGoal> yes = Confirmations.answer(plan.goal(), firstSeen.elements(), observation.elements());
            if (!yes.isEmpty() && yes.stream().noneMatch(y -> emitted.contains(y.describe()))) {
                appendEmitted(yes);
                return next(observation, history);
            }
        }
        if (!leftOpen && !history.isEmpty() && firstSeen != null && lastBox != null) {
            // "Mute the nursery chime: 2 hours ... Cancel / Mute": the dialog the run opened and set things in is still open;
            // what was set there is kept only by its button that goes on (only the dialog's own buttons, as the tree names
            // them, count: a new row's Edit and Delete are no dialog's)
            leftOpen = true;
            String box = lastBox;
            List<dev.tca.core.Element> inside = observation.elements().stream().filter(e -> box.equals(e.container())
                    || !e.role().control()).toList();
            List<SubGoal> yes = Confirmations.answer(plan.goal(), firstSeen.elements(), inside);
            if (!yes.isEmpty() && yes.stream().noneMatch(y -> emitted.contains(y.describe()))) {
                appendEmitted(yes);
                return next(observation, history);
            }
        }
        if (!confirmed && Dialogs.wantsConfirm(plan, observation)) {
            // the dialog keeps what was set only when it is accepted
            confirmed = true;
            append(SubGoal.of(dev.tca.brain.plan.Kind.CONFIRM, null));
            return next(observation, history);
        }
        if (!confirmed && !history.isEmpty()) {
            // the goal asks for the act the dialog's own button does (Start cleaning, Add user), not only its settings
            confirmed = true;
            Optional<dev.tca.core.Element> act = Dialogs.actButton(plan, observation);
            if (act.isPresent()) {
                append(SubGoal.of(dev.tca.brain.plan.Kind.CLICK, act.get().label()));
                return next(observation, history);
            }
        }
        Optional<String> unsent = unsent().or(() -> goesOn(observation));
        if (unsent.isPresent()) {
            return Decision.of(new Action.Fail(unsent.get()), unsent.get());
        }
        String why = "all " + plan.steps().size() + " step(s) of the plan were done";
        return Decision.of(new Action.Done(why), why);
    }

    private boolean published;
    /** Whether a told time was read against the options of how much longer, once the plan's steps were done. */
    private boolean extended;
    /** The option of how much longer chosen at the end, whose panel's pay button comes next. */
    private SubGoal extendedWith;
    /** The screen the run began on. */
    private Observation firstSeen;
    private static final java.util.regex.Pattern PENDING = java.util.regex.Pattern.compile(
            "(?i).*\\b(?:unsaved|unpublished|pending|unapplied|uncommitted|not\\s+yet\\s+(?:saved|published|applied))\\s+(?:change|edit)s?\\b.*");
    private static final java.util.regex.Pattern COMMITS = java.util.regex.Pattern.compile(
            "(?i).*\\b(?:publish|save|apply|commit|deploy)\\b.*");

    /**
     * "Turn the new checkout flow on in staging": the switch is set, and the page says "1 unpublished change in Staging"
     * beside Review and publish; what was set is not in force until it is. A notice of changes not yet saved that the
     * run's steps brought, and the one button beside it that saves or publishes them, is the last step.
     */
    private Optional<SubGoal> pendingCommit(Observation observation) {
        Observation first = firstSeen;
        if (first == null) {
            return Optional.empty();
        }
        List<dev.tca.core.Element> fresh = FormPlan.appeared(first, observation);
        boolean pending = fresh.stream().anyMatch(e -> !e.role().control() && PENDING.matcher(e.label()).matches())
                && first.elements().stream().noneMatch(e -> PENDING.matcher(e.label()).matches());
        List<dev.tca.core.Element> commits = observation.elements().stream().filter(e -> e.role() == dev.tca.core.Role.BUTTON
                && !e.has(dev.tca.core.State.DISABLED) && !e.has(dev.tca.core.State.OFFSCREEN) && COMMITS.matcher(e.label()).matches()
                && !Confirmations.back(e.label())).toList();
        return pending && commits.size() == 1 ? Optional.of(SubGoal.of(dev.tca.brain.plan.Kind.CLICK, commits.get(0).label()))
                : Optional.empty();
    }

    /** Steps that set something inside a dialog rather than act. */
    private static final java.util.Set<dev.tca.brain.plan.Kind> SETS = java.util.EnumSet.of(dev.tca.brain.plan.Kind.CHOOSE,
            dev.tca.brain.plan.Kind.TICK, dev.tca.brain.plan.Kind.UNTICK, dev.tca.brain.plan.Kind.TYPE,
            dev.tca.brain.plan.Kind.SET_VALUE, dev.tca.brain.plan.Kind.PICK_DATE);

    /**
     * "move it into the 2032 folder": the verb's click opened a dialog (Move "Budget 2032.xlsx") and the last step chose
     * inside it; the move is not done until the dialog's own button for the verb ("Move here") is pressed: the one new
     * button since the verb's step began that says the verb. Else, or when the last step clicked a choice in the dialog
     * (a day), the new button beside the dialog's new Cancel (see besideItsCancel).
     */
    private Optional<SubGoal> verbsOwnButton(Observation observation) {
        List<SubGoal> steps = plan.steps();
        SubGoal last = steps.isEmpty() ? null : steps.get(steps.size() - 1);
        boolean sets = last != null && SETS.contains(last.kind());
        boolean chose = last != null && last.kind() == dev.tca.brain.plan.Kind.CLICK && last.target() != null
                && !Alignment.commitsWhenDone(last.target()) && Words.ACCEPT.stream().noneMatch(w -> dev.tca.core.Labels.same(w, last.target()));
        Optional<SubGoal> opener = steps.subList(0, Math.max(0, steps.size() - 1)).stream()
                .filter(s -> s.kind() == dev.tca.brain.plan.Kind.CLICK && s.target() != null && startedOn.containsKey(s))
                .reduce((first, second) -> second);
        if (!(sets || chose) || opener.isEmpty()) {
            return Optional.empty();
        }
        List<dev.tca.core.Element> fresh = FormPlan.appeared(startedOn.get(opener.get()), observation).stream()
                .filter(e -> e.role() == dev.tca.core.Role.BUTTON && !e.label().isBlank() && !e.has(dev.tca.core.State.DISABLED)
                        && !e.has(dev.tca.core.State.OFFSCREEN) && moves.pool(observation, failed).contains(e))
                .toList();
        String verb = opener.get().target().strip().split("\\s+")[0].toLowerCase(java.util.Locale.ROOT);
        // "ask them ...": the dialog's Send request says the verb in its own words
        List<dev.tca.core.Element> saysVerb = fresh.stream().filter(e -> !Alignment.hits(java.util.Set.of(verb), e.label()).isEmpty()
                || Words.sameAct(verb, e) > 0).toList();
        if (sets && verb.length() >= 3 && saysVerb.size() == 1) {
            return Optional.of(SubGoal.of(dev.tca.brain.plan.Kind.CLICK, saysVerb.get(0).label()));
        }
        return besideItsCancel(fresh);
    }

    /**
     * "Call in sick" opened a dialog, the goal's day was chosen in it, and its own button says "Tell my manager" for
     * "let work know": among the dialog's new buttons, the one beside its new Cancel, when it says a word of the goal.
     * A button the goal does not speak of ("Send" after typing a draft) is left: the person may not want it sent.
     */
    private Optional<SubGoal> besideItsCancel(List<dev.tca.core.Element> fresh) {
        List<dev.tca.core.Element> backs = fresh.stream().filter(e -> Confirmations.back(e.label())).toList();
        if (backs.size() != 1) {
            return Optional.empty();
        }
        dev.tca.core.Element back = backs.get(0);
        return fresh.stream().filter(e -> e != back && Answers.sameRow(e, back) && !e.has(dev.tca.core.State.CHECKED)
                        && Math.abs(e.box().center().x() - back.box().center().x()) <= 3 * Math.max(back.box().width(), e.box().width()))
                .min(java.util.Comparator.comparingInt(e -> Math.abs(e.box().center().x() - back.box().center().x())))
                .filter(e -> !Alignment.hits(Alignment.content(plan.goal()), e.label()).isEmpty())
                .map(e -> SubGoal.of(dev.tca.brain.plan.Kind.CLICK, e.label()));
    }

    /** A control here starts with the clause's first word, its verb ("Delete address" for "delete old work address"). */
    private static boolean verbShown(String clause, List<dev.tca.core.Element> pool) {
        String verb = clause.strip().split("\\s+")[0];
        return verb.length() >= 3 && pool.stream().anyMatch(e -> (e.role() == dev.tca.core.Role.BUTTON || e.role() == dev.tca.core.Role.LINK)
                && e.label().strip().toLowerCase(java.util.Locale.ROOT).startsWith(verb.toLowerCase(java.util.Locale.ROOT) + " ")
                || e.role() == dev.tca.core.Role.BUTTON && e.label().strip().equalsIgnoreCase(verb));
    }

    /** Sentences whose first reading against the screen only opened a tab or a section. */
    private final java.util.Set<String> navigatedOnly = new java.util.HashSet<>();
    /** Why the last alignment ended the run: a sentence that only opened the place it names. */
    private String alignFailure;
    /** A sentence whose ask is to show a place ("show me the billing settings"): opening it does it. */
    private static final String NAVIGATING = "(?i)(?:(?:please|can you|could you|i want to|i'd like to)\\s+)*(?:show|see|open|go|view|"
            + "look|display|switch|navigate|take\\s+me|bring\\s+up|find|check|browse|visit)\\b.*";

    /**
     * A clause that reads as a sentence no control is named by is read against the screen (see
     * {@link Alignment}): the sub-goals it names replace it, and it comes round again after a tab
     * it switched, to read what the tab showed. Empty when the clause stays a click; an empty
     * string when the plan changed; else the evidence that the clause needs nothing more.
     */
    private Optional<String> align(SubGoal goal, Observation observation) {
        List<dev.tca.core.Element> pool = moves.pool(observation, failed);
        int rounds = alignedRounds.getOrDefault(goal.describe(), 0);
        if (rounds >= ALIGN_ROUNDS || !Alignment.applies(goal, pool, moves.literal(goal.target()))) {
            return rounds > 0 ? Optional.of("'" + goal.target() + "': the screen's controls it names are as asked") : Optional.empty();
        }
        if (rounds == 0 && rowsVerb(goal, observation)) {
            // "Download Six Rivers North": a row's own button (each row has a Download) on the row its title names, maybe
            // further down the list: the click finds it, and nothing else the sentence's words touch is to be opened
            alignedRounds.put(goal.describe(), ALIGN_ROUNDS);
            return Optional.empty();
        }
        List<SubGoal> named = new ArrayList<>(Alignment.expand(goal, pool, moves.grounder(), current + 1 < plan.steps().size()));
        named.removeIf(s -> emitted.contains(s.describe()));
        Optional<SubGoal> valued = valueInSettings(goal, named, pool);
        if (valued.isPresent()) {
            // in Settings now: "30 seconds" is an option of the drop-down nearest the sentence in meaning
            named = new ArrayList<>(List.of(valued.get()));
        }
        Optional<SubGoal> off = rounds == 0 && valued.isEmpty() ? settingOff(goal, named, pool) : Optional.empty();
        if (off.isPresent()) {
            // "stop my photos from backing up over mobile data": the switch that says the doing, switched off
            named = new ArrayList<>(List.of(off.get()));
        }
        Optional<SubGoal> settings = (rounds == 0 || !settingsPressed.isEmpty()) && valued.isEmpty() && off.isEmpty()
                ? settingsFirst(goal, named, pool) : Optional.empty();
        if (settings.isPresent()) {
            // "Give me 30 seconds to take an email back after I've sent it" in a mailbox: a preference, kept in Settings
            // ("Sent", a folder whose name the sentence happens to say, is no way to it); a quick panel's "See all settings"
            // is the way on
            named = new ArrayList<>(List.of(settings.get(), goal));
        }
        boolean note = goal.kind() == dev.tca.brain.plan.Kind.NOTE;
        if (named.isEmpty() && note) {
            // a sentence that tells is context ("I'm keeping the car longer"): nothing to click, yet; it is read once more
            // before a step that sends what was set
            alignedRounds.put(goal.describe(), ALIGN_ROUNDS);
            unsetNotes.add(goal);
            return Optional.of("'" + goal.target() + "' tells; nothing on the screen to set from it");
        }
        if (named.isEmpty() && rounds == 0) {
            // clicked as it stands; what the click shows (a tab read from pixels) is read against the clause once more
            alignedRounds.put(goal.describe(), 1);
            realignAfter = goal;
            return Optional.empty();
        }
        if (named.isEmpty()) {
            if (navigatedOnly.contains(goal.target()) && verbShown(goal.target(), pool)) {
                // "delete old work address" opened Addresses, where each card has its own Delete: the click finds the one
                alignedRounds.put(goal.describe(), ALIGN_ROUNDS);
                return Optional.empty();
            }
            if (navigatedOnly.contains(goal.target()) && !goal.target().strip().matches(NAVIGATING)) {
                // "take him off the Atlas project" opened the Atlas tab: that is where, not what was asked
                alignFailure = "'" + goal.target() + "': its place was opened, but nothing there does the rest of it";
                return Optional.empty();
            }
            return Optional.of("'" + goal.target() + "': nothing more on the screen that it names");
        }
        // (a link that only leads somewhere, "Cards" for "make sure my debit card doesn't get blocked", is a way there too)
        boolean ways = named.stream().allMatch(s -> s.kind() == dev.tca.brain.plan.Kind.SWITCH_TAB
                || s.kind() == dev.tca.brain.plan.Kind.EXPAND || s.kind() == dev.tca.brain.plan.Kind.CLICK && s.target() != null
                && pool.stream().anyMatch(e -> e.role() == dev.tca.core.Role.LINK && dev.tca.core.Labels.same(e.label(), s.target())));
        if (rounds == 0 && ways) {
            navigatedOnly.add(goal.target());
        }
        alignedRounds.put(goal.describe(), rounds + 1);
        named.forEach(s -> emitted.add(s.describe()));
        if (commitVerb == null && !note && Alignment.commitsWhenDone(goal.target())
                && named.stream().noneMatch(s -> s.kind() == dev.tca.brain.plan.Kind.CLICK)) {
            commitVerb = goal.target(); // "register Tomas Reyes ...": the form's own button once every value is in
        }
        if (named.get(0).kind() == dev.tca.brain.plan.Kind.SWITCH_TAB || named.get(0).kind() == dev.tca.brain.plan.Kind.EXPAND
                || ways && !note) {
            named.add(goal); // read again once the tab, section or page shows what it holds
        }
        List<SubGoal> steps = new ArrayList<>(plan.steps());
        steps.remove(current);
        steps.addAll(current, named);
        plan = new Plan(plan.goal(), steps);
        // the fields the sentence's reading left out that the goal still gives a value for ("phone extension 2417")
        FormPlan.complete(plan.goal(), plan, observation).ifPresent(p -> plan = p);
        moves.replan(plan);
        return Optional.of("");
    }

    /**
     * Whether the goal told what the person wants (a note, a wish) and set something, with no step
     * of its own that keeps it (save, confirm, a button press).
     */
    private boolean told() {
        boolean talk = plan.steps().stream().anyMatch(s -> s.kind() == dev.tca.brain.plan.Kind.NOTE)
                || Alignment.wish(plan.goal());
        // a click on a sentence ("I only want the digest") sets boxes; a click on a short name presses a button
        boolean keeps = plan.steps().stream().anyMatch(s -> switch (s.kind()) {
            case SAVE, CONFIRM, CANCEL, CLOSE -> true;
            case CLICK -> !sentence(s);
            default -> false;
        });
        boolean sets = plan.steps().stream().anyMatch(s -> switch (s.kind()) {
            case TYPE, TICK, UNTICK, CHOOSE, SET_VALUE, PICK_DATE -> true;
            case CLICK -> sentence(s);
            default -> false;
        });
        return talk && sets && !keeps;
    }

    /** A step that keeps or sends what the steps before it set: a step is never put off past it (it would save too early). */
    private static boolean commits(SubGoal g) {
        return g.kind() == dev.tca.brain.plan.Kind.SAVE || g.kind() == dev.tca.brain.plan.Kind.CONFIRM
                || g.kind() == dev.tca.brain.plan.Kind.CLICK && g.target() != null && g.target().toLowerCase(java.util.Locale.ROOT)
                .matches("(?:save|submit|apply|send|pay|book|reserve|install|ok|done|finish|confirm|place order|continue|update|publish|post|"
                + "search|find|go|sign in|log in|login|sign up|register|create|next|proceed|check ?out|buy|order)\\b.*");
    }

    /**
     * A step the grammar read ("choose 'Valencia' in 'city'") that names nothing on this screen is
     * read once more as a sentence against the screen's controls (see {@link Alignment}), before
     * the run fails: the words still name a field, an option or a box where the grammar's shape did
     * not fit the page. True when that replaced the step.
     */
    private boolean rescue(SubGoal goal, Observation observation) {
        if (goal.target() == null || goal.kind() == dev.tca.brain.plan.Kind.NOTE || goal.kind() == dev.tca.brain.plan.Kind.ANSWER
                || goal.kind() == dev.tca.brain.plan.Kind.CONFIRM || goal.kind() == dev.tca.brain.plan.Kind.CANCEL
                || goal.kind() == dev.tca.brain.plan.Kind.DRAG
                || !rescued.add(current + "|" + goal.describe())) {
            return false;
        }
        String words = (goal.text() == null || goal.secret() ? "" : goal.text() + " ") + goal.target();
        // (read as "... for <place>", the place still telling which row's folded options are meant)
        SubGoal clause = SubGoal.of(dev.tca.brain.plan.Kind.NOTE, words.strip()).withWhere(goal.where().container() == null
                ? dev.tca.brain.plan.Qualifiers.NONE : dev.tca.brain.plan.Qualifiers.NONE.withContainer(goal.where().container()));
        List<SubGoal> named = new ArrayList<>(Alignment.expand(clause, moves.pool(observation, failed), moves.grounder(),
                current + 1 < plan.steps().size()));
        named.removeIf(s -> emitted.contains(s.describe()) || s.describe().equals(goal.describe()));
        if (named.isEmpty()) {
            return false;
        }
        named.forEach(s -> emitted.add(s.describe()));
        List<SubGoal> steps = new ArrayList<>(plan.steps());
        steps.remove(current);
        steps.addAll(current, named);
        boolean onlyWays = named.stream().allMatch(s -> java.util.EnumSet.of(dev.tca.brain.plan.Kind.CLICK,
                dev.tca.brain.plan.Kind.SWITCH_TAB, dev.tca.brain.plan.Kind.EXPAND).contains(s.kind()));
        if (onlyWays && java.util.EnumSet.of(dev.tca.brain.plan.Kind.TICK, dev.tca.brain.plan.Kind.UNTICK,
                dev.tca.brain.plan.Kind.CHOOSE, dev.tca.brain.plan.Kind.SET_VALUE, dev.tca.brain.plan.Kind.TYPE).contains(goal.kind())) {
            // "untick email notifications" that named the Notifications section: the section is the way there, the
            // box is still to untick once it shows
            steps.add(current + named.size(), goal);
        }
        plan = new Plan(plan.goal(), steps);
        moves.replan(plan);
        return true;
    }

    /**
     * The goal's sentence a clicked step was read from, as a clause to read against what the click showed, when it says more
     * than the step's own words (the part after its last ", and" left out: a save or a send is a step of its own); else the
     * step itself.
     */
    private SubGoal sentenceOf(SubGoal step) {
        if (step.kind() != dev.tca.brain.plan.Kind.CLICK || step.target() == null) {
            return step;
        }
        java.util.Set<String> own = Alignment.content(step.target());
        for (String sentence : plan.goal().split("(?<=[.!?;])\\s+")) {
            String clause = sentence.replaceFirst("(?i),?\\s+(?:and\\s+|then\\s+)+(?:save|send|submit|confirm|apply|book|publish)\\b.*$", "")
                    .replaceAll("[.!?;]+$", "").strip();
            java.util.Set<String> said = Alignment.content(clause);
            if (!own.isEmpty() && said.containsAll(own) && said.size() >= own.size() + 3) {
                return SubGoal.of(dev.tca.brain.plan.Kind.NOTE, clause);
            }
        }
        return step;
    }

    /** The clicked steps whose sentence was read against what they showed (once each). */
    private final java.util.Set<String> sentenceRead = new java.util.HashSet<>();

    /** Looks further down a form for its button, at most this many screens. */
    private static final int SEND_LOOKS = 3;
    private int sendLooks;
    private boolean sendFound;

    /**
     * Appends the next steps toward the button of a goal that asks to send a form no step has sent: what the goal implies
     * on this screen, then the button the goal's verb names (or the form's one button); else a look further down. False
     * when there is nowhere left to look (the run then fails as unsent).
     */
    private boolean lookFurther(Observation observation) {
        List<SubGoal> extra = new ArrayList<>(FormPlan.implied(plan.goal(), plan, observation));
        extra.removeIf(s -> emitted.contains(s.describe()));
        java.util.regex.Matcher m = SENDING.matcher(plan.goal());
        Optional<SubGoal> press = m.find() ? Alignment.commitButton(m.group(1), moves.pool(observation, failed))
                .filter(s -> !emitted.contains(s.describe())) : Optional.empty();
        if (press.isPresent()) {
            sendFound = true;
            extra.add(press.get());
        } else if (sendLooks < SEND_LOOKS && Scrolling.mayGoOnBelow(observation)) {
            sendLooks++;
            extra.add(new SubGoal(dev.tca.brain.plan.Kind.SCROLL, null, null, null, null, false, null, null, null,
                    dev.tca.core.Action.Direction.DOWN, 5, null, null));
        } else {
            sendFound = true;
        }
        appendEmitted(extra);
        return !extra.isEmpty();
    }

    /**
     * "Make a claim for it": the plan chose what the form asked (what happened, the item), and the form's button for the
     * goal's act ("Submit claim") is on the screen, but the last thing pressed was no such button: the claim was never sent.
     */
    private boolean unpressed(Observation observation) {
        java.util.regex.Matcher m = SENDING.matcher(plan.goal());
        // (only a form the plan filled in; "order them by price" sorts, it buys nothing)
        boolean filled = plan.steps().stream().anyMatch(s -> java.util.EnumSet.of(dev.tca.brain.plan.Kind.TYPE,
                dev.tca.brain.plan.Kind.CHOOSE, dev.tca.brain.plan.Kind.TICK, dev.tca.brain.plan.Kind.UNTICK,
                dev.tca.brain.plan.Kind.SET_VALUE, dev.tca.brain.plan.Kind.PICK_DATE).contains(s.kind()));
        if (!m.find() || !filled || SORTING.matcher(plan.goal()).find() || lastTarget != null && lastTarget.role() == dev.tca.core.Role.BUTTON
                && Alignment.commitsWhenPressed(lastTarget.label(), m.group(1))) {
            return false;
        }
        // (below the fold too: an application form's "Submit application" under the fields the plan filled in)
        return Alignment.commitButton(m.group(1), moves.pool(observation, failed))
                .or(() -> Alignment.commitButton(m.group(1), observation.offscreen()))
                .filter(s -> !emitted.contains(s.describe()) && Alignment.commitsWhenPressed(s.target(), m.group(1))).isPresent();
    }

    private static final java.util.regex.Pattern SORTING = java.util.regex.Pattern.compile("(?i)\\b(?:order|sort)\\b[^.;!?]*\\bby\\b");

    private static final java.util.regex.Pattern SENDING = java.util.regex.Pattern.compile("(?i)(?:^|[.;!?]\\s+(?:then\\s+)?|,\\s*(?:and|then)\\s+"
            + "|\\band\\s+(?:then\\s+)?)(?:please\\s+)?(?:make\\s+(?:a|an)\\s+)?(send|pay|transfer|submit|order|buy|purchase|book|apply|register|sign\\s+up|post|publish|ask|request|"
            + "donate|place|claim|complaint)\\b");

    /**
     * "Send Marta £640" whose plan only filled the form in: the goal's act was never pressed, so the
     * run is not a success, whatever each field shows.
     */
    private Optional<String> unsent() {
        java.util.regex.Matcher m = SENDING.matcher(plan.goal());
        if (!m.find()) {
            return Optional.empty();
        }
        boolean pressed = plan.steps().stream().anyMatch(s -> switch (s.kind()) {
            case CLICK, DOUBLE_CLICK, CONFIRM, SAVE, KEY, SEARCH, MENU_PATH, CHOOSE, PICK_DATE -> true;
            default -> false;
        });
        return pressed ? Optional.empty() : Optional.of("the goal asks to " + m.group(1).toLowerCase(java.util.Locale.ROOT)
                + ", but no step pressed anything that does it (the form was filled in, not sent)");
    }

    /** A form's way to its next page: "Continue", "Next step", "Continue to payment" (not "Continue shopping"). */
    private static final java.util.regex.Pattern FORWARD = java.util.regex.Pattern.compile(
            "(?i)\\W*(?:next(?:\\s+step)?|continue(?:\\s+to\\s+(?!shop|brows|the\\s+site|home)[\\p{L} ]{2,30})?|proceed(?:\\s+to\\s+[\\p{L} ]{2,30})?)\\W*");

    /**
     * "Apply for a residents' parking permit ...": when the plan ends on a form that still offers its way to the next page
     * (a Continue no step pressed last), the application was never sent, whatever each step's own effect.
     */
    private Optional<String> goesOn(Observation observation) {
        java.util.regex.Matcher m = SENDING.matcher(plan.goal());
        if (!m.find()) {
            return Optional.empty();
        }
        Optional<dev.tca.core.Element> forward = observation.elements().stream().filter(e -> e.role() == dev.tca.core.Role.BUTTON
                && !e.has(dev.tca.core.State.DISABLED) && !e.has(dev.tca.core.State.OFFSCREEN)
                && FORWARD.matcher(e.label()).matches()).findFirst();
        // (the act's own button pressed last, "Submit application", is the end; a Continue pressed last led to another page)
        String verb = m.group(1).toLowerCase(java.util.Locale.ROOT).split("\\s+")[0];
        boolean sentLast = lastTarget != null && !FORWARD.matcher(lastTarget.label()).matches()
                && lastTarget.label().toLowerCase(java.util.Locale.ROOT).contains(verb);
        return forward.isEmpty() || sentLast ? Optional.empty() : Optional.of("the goal asks to "
                + m.group(1).toLowerCase(java.util.Locale.ROOT) + ", but the form goes on: " + forward.get().describe()
                + " is still to press, and the plan has no more to put on its next page");
    }

    /**
     * Whether a click says a verb and a title ("Download Six Rivers North") where two or more buttons say the verb (a list's
     * rows, each with its own).
     */
    private boolean rowsVerb(SubGoal goal, Observation observation) {
        if (goal.kind() != dev.tca.brain.plan.Kind.CLICK || goal.target() == null || !goal.where().isEmpty()) {
            return false;
        }
        String[] w = goal.target().strip().split("\\s+", 2);
        if (w.length < 2 || w[1].split("\\s+").length < 2) {
            return false;
        }
        List<dev.tca.core.Element> all = new ArrayList<>(observation.elements());
        all.addAll(observation.offscreen());
        long verbs = all.stream().filter(e -> e.role() == dev.tca.core.Role.BUTTON
                && dev.tca.core.Labels.same(e.label(), w[0])).count();
        // (the title may be further down than the tree reaches: the list is scrolled through for it)
        return verbs >= 2;
    }

    private static final java.util.regex.Pattern SPAN_VALUE = java.util.regex.Pattern.compile(
            "(?i)\\b(\\d+)\\s*(seconds?|secs?|minutes?|mins?|hours?|days?|weeks?)\\b");

    /**
     * Once Settings was opened for a preference that says a length of time, and the sentence still names only links: the
     * length is an option of the drop-down nearest the sentence in meaning ("Send cancellation period" for taking an email
     * back after it is sent, not "Mark as read").
     */
    private Optional<SubGoal> valueInSettings(SubGoal goal, List<SubGoal> named, List<dev.tca.core.Element> pool) {
        java.util.regex.Matcher v = goal.target() == null ? null : SPAN_VALUE.matcher(goal.target());
        if (settingsPressed.isEmpty() || v == null || !v.find()) {
            return Optional.empty();
        }
        // (a reading that lost the unit, "set Language to 30", is no reading of "30 seconds")
        String unit = v.group(2).toLowerCase(java.util.Locale.ROOT).replaceAll("s$", "");
        boolean elsewhere = named.stream().noneMatch(s -> (s.target() + " " + s.text()).toLowerCase(java.util.Locale.ROOT).contains(unit));
        List<dev.tca.core.Element> combos = pool.stream().filter(e -> e.role() == dev.tca.core.Role.COMBO && !e.label().isBlank()).toList();
        if (!elsewhere || combos.size() < 2) {
            return Optional.empty();
        }
        String rest = (goal.target().substring(0, v.start()) + " " + goal.target().substring(v.end())).strip();
        return moves.grounder().nearestInMeaning(rest, combos).map(c -> SubGoal.of(dev.tca.brain.plan.Kind.CHOOSE,
                v.group(1) + " " + v.group(2)).withWhere(dev.tca.brain.plan.Qualifiers.NONE.withContainer(c.label())));
    }

    /** A sentence that asks for a preference: a length of time, or how the app should behave. */
    private static final java.util.regex.Pattern PREFERENCE = java.util.regex.Pattern.compile("(?i)\\b\\d+\\s*(?:seconds?|secs?|minutes?|mins?|"
            + "hours?|days?|%)\\b|\\b(?:always|never|automatically|by\\s+default|every\\s+time|don'?t\\s+(?:ever\\s+)?(?:show|send|ask|let)|"
            + "stop\\s+(?:showing|sending|asking|playing)|give\\s+me|let\\s+me)\\b");
    private static final java.util.regex.Pattern SETTINGS = java.util.regex.Pattern.compile("(?i)\\s*(?:settings|preferences|options|"
            + "account\\s+settings|(?:see|show|view|open)\\s+all\\s+settings|all\\s+settings|more\\s+settings)\\s*");
    /** The Settings buttons pressed for a preference (the gear, then a quick panel's "See all settings"). */
    private final java.util.Set<String> settingsPressed = new java.util.HashSet<>();

    /**
     * A sentence asking for a preference ("Give me 30 seconds to take an email back") that the screen answers only with
     * links somewhere else (a folder whose name it says), or not at all, while a Settings button is there: open it first.
     */
    private Optional<SubGoal> settingsFirst(SubGoal goal, List<SubGoal> named, List<dev.tca.core.Element> pool) {
        if (settingsPressed.size() >= 2 || goal.kind() != dev.tca.brain.plan.Kind.CLICK || goal.target() == null
                || goal.target().strip().split("\\s+").length < 5 || !PREFERENCE.matcher(goal.target()).find()) {
            return Optional.empty();
        }
        boolean elsewhere = named.isEmpty() || named.stream().allMatch(s -> s.kind() == dev.tca.brain.plan.Kind.CLICK && s.target() != null
                && pool.stream().anyMatch(e -> e.role() == dev.tca.core.Role.LINK && dev.tca.core.Labels.same(e.label(), s.target())));
        boolean here = pool.stream().anyMatch(e -> e.role() == dev.tca.core.Role.HEADING && SETTINGS.matcher(e.label()).matches());
        Optional<dev.tca.core.Element> button = pool.stream().filter(e -> (e.role() == dev.tca.core.Role.BUTTON
                        || e.role() == dev.tca.core.Role.LINK || e.role() == dev.tca.core.Role.MENU_ITEM) && !e.has(dev.tca.core.State.DISABLED)
                        && SETTINGS.matcher(e.label()).matches() && !settingsPressed.contains(e.label().strip()))
                .max(java.util.Comparator.comparingInt(e -> e.label().length())); // ("See all settings" before the gear again)
        if (!elsewhere || here || button.isEmpty()) {
            return Optional.empty();
        }
        settingsPressed.add(button.get().label().strip());
        return Optional.of(SubGoal.of(dev.tca.brain.plan.Kind.CLICK, button.get().label().strip()));
    }

    /**
     * "Stop my photos from backing up over mobile data" whose reading against the screen only leads away by a link that
     * names the thing ("Photos" in the site's bar) while this page has switches and tabs: the setting is switched off here,
     * named by the doing and the thing.
     */
    private static Optional<SubGoal> settingOff(SubGoal goal, List<SubGoal> named, List<dev.tca.core.Element> pool) {
        Optional<String> off = dev.tca.brain.plan.GoalPlanner.switchedOff(goal.target());
        if (off.isEmpty()) {
            return Optional.empty();
        }
        boolean away = !named.isEmpty() && named.stream().allMatch(s -> s.kind() == dev.tca.brain.plan.Kind.CLICK && s.target() != null
                && pool.stream().anyMatch(e -> e.role() == dev.tca.core.Role.LINK && dev.tca.core.Labels.same(e.label(), s.target())));
        long switches = pool.stream().filter(e -> e.role().checkable() || e.role() == dev.tca.core.Role.TAB
                || Effects.knowsCheck(e)).count();
        // (a click on a box is no direction: "stop" switches it off, whichever way it stands)
        boolean toggles = named.stream().anyMatch(s -> s.kind() == dev.tca.brain.plan.Kind.CLICK && s.target() != null
                && pool.stream().anyMatch(e -> (e.role().checkable() || Effects.knowsCheck(e)) && dev.tca.core.Labels.same(e.label(), s.target())));
        return (away || named.isEmpty()) && switches >= 2 || toggles ? Optional.of(SubGoal.of(dev.tca.brain.plan.Kind.UNTICK, off.get()))
                : Optional.empty();
    }

    /** A step that is only the verb a form's own button completes: "book" after the party and the time were set. */
    private static final java.util.regex.Pattern BARE_SEND = java.util.regex.Pattern.compile(
            "(?i)\\s*(?:book|reserve|pay|send|submit|order|register|apply)\\s*");
    /** The steps whose foot button was looked for, once each. */
    private final java.util.Set<SubGoal> footLooked = new java.util.HashSet<>();

    /**
     * "Book us a table for two at 21:45" ends on "book": after the time was chosen on the form, the button that books is
     * the form's own, at its foot under what was set ("Continue", "Book now"), not the site's "Book" link at the top nor a
     * sidebar's "Book the chef's table". True when the step was written as that button.
     */
    private boolean atFormsFoot(SubGoal goal, Observation observation) {
        if (goal.kind() != dev.tca.brain.plan.Kind.CLICK || goal.target() == null || !BARE_SEND.matcher(goal.target()).matches()
                // (what was set last is the form's: a field, a box, an option; a link led elsewhere and a send button sent)
                || lastTarget == null || lastTarget.role() == dev.tca.core.Role.LINK
                || commits(SubGoal.of(dev.tca.brain.plan.Kind.CLICK, lastTarget.label())) || !footLooked.add(goal)) {
            return false;
        }
        List<dev.tca.core.Element> pool = new ArrayList<>(moves.pool(observation, failed));
        pool.addAll(observation.offscreen());
        Optional<dev.tca.core.Element> foot = Alignment.footButton(goal.target(), lastTarget, pool);
        if (foot.isEmpty() || dev.tca.core.Labels.same(foot.get().label(), goal.target())) {
            return false;
        }
        List<SubGoal> steps = new ArrayList<>(plan.steps());
        steps.set(current, SubGoal.of(dev.tca.brain.plan.Kind.CLICK, foot.get().label().strip())
                .withRole(dev.tca.brain.plan.RoleHint.BUTTON));
        plan = new Plan(plan.goal(), steps);
        moves.replan(plan);
        return true;
    }

    private static final java.util.regex.Pattern MOVES_OR_MENUS = java.util.regex.Pattern.compile(
            "(?i).*\\b(?:move|more|actions?|options|menu)\\b.*|\\W*(?:[⋮⋯…]|\\.\\.\\.)\\W*");

    /**
     * "Move the Budget card to Done" on a board that offers no Move (no button, no menu to hold one) but shows the column:
     * the card is dragged onto the column's title instead of its Move pressed and the column chosen.
     */
    private boolean dragInstead(SubGoal goal, Observation observation) {
        if (goal.kind() != dev.tca.brain.plan.Kind.CLICK || !"move to".equals(goal.target()) || goal.where().container() == null
                || current + 1 >= plan.steps().size() || plan.steps().get(current + 1).kind() != dev.tca.brain.plan.Kind.CHOOSE
                || plan.steps().get(current + 1).target() == null) {
            return false;
        }
        List<dev.tca.core.Element> pool = moves.pool(observation, failed);
        String column = plan.steps().get(current + 1).target();
        boolean offered = pool.stream().anyMatch(e -> e.role().control() && !e.role().editable() && MOVES_OR_MENUS.matcher(e.label()).matches());
        boolean shown = pool.stream().anyMatch(e -> !e.role().control() && dev.tca.core.Labels.same(e.label(), column));
        boolean thing = pool.stream().anyMatch(e -> dev.tca.core.Labels.containsWords(e.label(), goal.where().container()));
        if (offered || !shown || !thing) {
            return false;
        }
        List<SubGoal> steps = new ArrayList<>(plan.steps());
        steps.remove(current + 1);
        steps.set(current, new SubGoal(dev.tca.brain.plan.Kind.DRAG, goal.where().container(), null, null, null, false,
                List.of(column), null, null, null, null, null, null));
        plan = new Plan(plan.goal(), steps);
        moves.replan(plan);
        return true;
    }

    /** The element the last click pressed is now on (a toggle button, a switch) where it was off. */
    private static boolean turnedOn(dev.tca.core.Element pressed, Observation now) {
        return pressed != null && !pressed.has(dev.tca.core.State.CHECKED) && Places.same(pressed, now.elements())
                .filter(e -> e.has(dev.tca.core.State.CHECKED) && dev.tca.core.Labels.same(e.label(), pressed.label())).isPresent();
    }

    /** Steps the screen now names, done before the current one (each emitted once). */
    private void insertHere(List<SubGoal> named) {
        named.forEach(s -> emitted.add(s.describe()));
        List<SubGoal> steps = new ArrayList<>(plan.steps());
        steps.addAll(current, named);
        plan = new Plan(plan.goal(), steps);
        moves.replan(plan);
    }

    /** The plan goes on with one more step (a dialog's OK, a form's own button). */
    /** Steps the run added itself, each put after the plan once (a reading that names them again adds nothing). */
    private void appendEmitted(List<SubGoal> steps) {
        steps.forEach(s -> {
            emitted.add(s.describe());
            append(s);
        });
    }

    private void append(SubGoal step) {
        // a press added after the plan's own steps may ask once more ("Continue" in a plan picker: "Change to Basic? Go back /
        // Confirm change"): that question is looked for again once it is done
        answered = false;
        List<SubGoal> steps = new ArrayList<>(plan.steps());
        steps.add(step);
        plan = new Plan(plan.goal(), steps);
        moves.replan(plan);
    }

    private static boolean sentence(SubGoal s) {
        return s.target() != null && s.target().strip().split("\\s+").length >= 3;
    }

    /** Moves on when the screen showed the last action's effect; counts a try when it did not. */
    private void learn(Attempt last) {
        if (last.action() instanceof Action.Done d && d.answer() != null) {
            return;
        }
        if (last.effectSeen() || lastSoft) {
            if (lastWasFinal) {
                advance();
            } else {
                stage++;
                tries = 0;
            }
        } else {
            tries++;
            if (lastTarget != null && !(lastAction instanceof Action.Type)) {
                failed.add(lastTarget); // the next try grounds elsewhere: that element did nothing visible
            }
        }
    }

    /** "Delete all the emails from Spam Co": a row's act for every row the words name, not the first one only. */
    private static final java.util.regex.Pattern ALL_ROWS = java.util.regex.Pattern.compile(
            "(?i)^(?:all|every|each|everything|anything)\\b(?:\\s+(?:of\\s+)?(?:the|my|our)\\b)?\\s*(.+)$");
    private static final java.util.regex.Pattern ROWS_OF = java.util.regex.Pattern.compile("(?i)\\b(?:from|by|of|about|with|for)\\s+(.+)$");
    /** Rows done so far for such a step, at most {@link #MAX_ROWS}. */
    private int rowsDone;
    private static final int MAX_ROWS = 25;
    /** The copies of a step that does every row: done once no row says the words any longer. */
    private final java.util.Set<SubGoal> everyRow = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    /**
     * The rows of an every-row step: the words that tell them ("Spam Co"), and whether those words name each row's sender
     * ("all the emails from Priya Nair": the rows she sent, not the ones that mention her).
     */
    private record Rows(String words, boolean sender) {
    }

    /** The rows "all the emails from Spam Co" is about, or null for a step about one row. */
    private static Rows rowsWords(SubGoal g) {
        String place = g.kind() == dev.tca.brain.plan.Kind.CLICK && g.target() != null ? g.where().container() : null;
        java.util.regex.Matcher all = place == null ? null : ALL_ROWS.matcher(place.strip());
        if (all == null || !all.matches()) {
            return null;
        }
        java.util.regex.Matcher of = ROWS_OF.matcher(all.group(1));
        // ("everything with sesame in it": the rows that say sesame)
        boolean found = of.find();
        String words = found ? of.group(1) : all.group(1);
        return new Rows(words.replaceFirst("(?i)\\s+(?:in|on)\\s+(?:it|them)$", ""),
                found && of.group().toLowerCase(java.util.Locale.ROOT).matches("^(?:from|by)\\s.*"));
    }

    private static final java.util.regex.Pattern REMOVING = java.util.regex.Pattern.compile("(?i)remove|delete|bin|trash|discard");

    /** A button for the act: its label says the verb (a bin icon read from pixels is named Delete: the same act as remove). */
    private static boolean sameAct(String verb, String label) {
        return dev.tca.core.Labels.containsWords(label, verb) || REMOVING.matcher(verb).matches() && !label.isBlank()
                && REMOVING.matcher(label.strip().split("\\s+")[0]).matches();
    }

    /** The copy of an every-row step that found no row left: it is taken out of the plan, and the plan goes on. */
    private void dropRepeat(SubGoal copy) {
        everyRow.remove(copy);
        List<SubGoal> steps = new ArrayList<>(plan.steps());
        steps.remove(current);
        plan = new Plan(plan.goal(), steps);
        moves.replan(plan);
    }

    /** The first button or link for the act (its label says the act's verb) on a row that says these words. */
    private static Optional<dev.tca.core.Element> rowButton(Rows words, String act, List<dev.tca.core.Element> pool) {
        String verb = act == null ? "" : act.strip().split("\\s+")[0];
        return pool.stream().filter(b -> (b.role() == dev.tca.core.Role.BUTTON || b.role() == dev.tca.core.Role.LINK
                        || b.role() == dev.tca.core.Role.MENU_ITEM) && !b.has(dev.tca.core.State.OFFSCREEN)
                        && !b.has(dev.tca.core.State.DISABLED) && !verb.isEmpty() && sameAct(verb, b.label())
                        && onRowSaying(words, b, pool))
                .min(java.util.Comparator.comparingInt(b -> b.box().y()));
    }

    /** Whether a decision's click (a decision that clicks nothing passes) lands on a row whose words say these. */
    private static boolean onRowSaying(Rows words, Decision d, List<dev.tca.core.Element> pool) {
        Optional<dev.tca.core.Element> t = (d.action() instanceof Action.Click c ? c.target() : Optional.<Integer>empty())
                .flatMap(id -> pool.stream().filter(e -> e.id() == id).findFirst());
        return t.isEmpty() || onRowSaying(words, t.get(), pool);
    }

    /** Whether the element's row says these words: the element's own label, or the text beside it on its line. */
    private static boolean onRowSaying(Rows rows, dev.tca.core.Element t, List<dev.tca.core.Element> pool) {
        // (a row's name and the line under it sit within 20 px of its button's middle; the next row is further)
        // (a row's words stand left of its buttons; a sidebar's banner at the same height is beside the list, not in it)
        List<dev.tca.core.Element> row = pool.stream().filter(e -> e == t || Math.abs(e.box().center().y() - t.box().center().y()) <= 20
                && e.box().height() <= 60 && e.box().x() < t.box().x() && t.box().x() - e.box().x() <= 900 && !e.label().isBlank()).toList();
        if (rows.sender()) {
            // "the emails from Priya Nair": she sent it; an invitation from Ben that mentions her is his. Its button may say the
            // sender ("Archive email from Ben Okafor: ..."), else the row's first words are its sender
            String name = rows.words();
            java.util.regex.Matcher from = SENDER.matcher(t.label());
            if (from.find()) {
                return says(name, from.group(1));
            }
            return row.stream().filter(e -> e != t).min(java.util.Comparator.comparingInt(e -> e.box().x()))
                    .map(e -> says(name, e.label())).orElse(false);
        }
        return row.stream().anyMatch(e -> says(rows.words(), e.label()));
    }

    private static final java.util.regex.Pattern SENDER = java.util.regex.Pattern.compile("(?i)\\bfrom\\s+([^:,;]{2,60})");

    /** Whether a line says the rows' words: two of them, or the one there is ("Co" of "Spam Co", under three letters, names nothing). */
    private static boolean says(String words, String line) {
        java.util.Set<String> wanted = new java.util.LinkedHashSet<>(Alignment.content(words));
        wanted.removeIf(w -> w.length() < 3);
        return Alignment.hits(wanted, line).size() >= Math.max(1, Math.min(2, wanted.size()));
    }

    /**
     * Whether a row that says these words still shows (text, not the controls that act on it) with a button on its line
     * for the act ("Remove" beside "Contains: sesame"): a banner that says sesame has nothing to remove.
     */
    private static boolean rowLeft(String words, String act, List<dev.tca.core.Element> pool) {
        String verb = act == null ? "" : act.strip().split("\\s+")[0];
        return pool.stream().anyMatch(e -> !e.label().isBlank() && !e.has(dev.tca.core.State.OFFSCREEN)
                && (e.role() == dev.tca.core.Role.TEXT || e.role() == dev.tca.core.Role.LABEL || e.role() == dev.tca.core.Role.TABLE_CELL
                || e.role() == dev.tca.core.Role.LIST_ITEM || e.role() == dev.tca.core.Role.LINK)
                && says(words, e.label())
                && pool.stream().anyMatch(b -> b != e && (b.role() == dev.tca.core.Role.BUTTON || b.role() == dev.tca.core.Role.LINK)
                        && Math.abs(b.box().center().y() - e.box().center().y()) <= Math.max(24, e.box().height())
                        && (verb.isEmpty() || sameAct(verb, b.label()))));
    }

    private void advance() {
        SubGoal done = current < plan.steps().size() ? plan.steps().get(current) : null;
        if (done != null && rowsWords(done) != null && rowsDone++ < MAX_ROWS) {
            // the next row the words name gets the same act; the copy is done when none is left
            SubGoal again = done.withWhere(done.where());
            List<SubGoal> steps = new ArrayList<>(plan.steps());
            steps.add(current + 1, again);
            everyRow.add(again);
            plan = new Plan(plan.goal(), steps);
            moves.replan(plan);
        }
        List<SubGoal> rest = plan.steps().subList(Math.min(current + 1, plan.steps().size()), plan.steps().size());
        boolean onlySends = !rest.isEmpty() && rest.stream()
                .allMatch(s -> s.kind() == dev.tca.brain.plan.Kind.SAVE || s.kind() == dev.tca.brain.plan.Kind.CONFIRM || commits(s));
        // (a confirmation's answer the run added, "Sign me up" in its dialog, read no sentence of the goal)
        if (done != null && done.kind() == dev.tca.brain.plan.Kind.CLICK && onlySends && pendingRealign == null
                && !emitted.contains(done.describe())
                && realignAfter != done && sentenceOf(done) != done && sentenceRead.add(done.describe())) {
            // "water the greenhouse on Mondays ... at 7": the click opened the zone, and the plan has only its save left;
            // what the rest of the sentence says is set there first
            pendingRealign = done;
        }
        if (current < plan.steps().size() && plan.steps().get(current) == realignAfter) {
            pendingRealign = realignAfter;
            realignAfter = null;
        }
        if (current < plan.steps().size() && moves.openedEditor(current)
                && (current + 1 >= plan.steps().size() || plan.steps().get(current + 1).kind() != dev.tca.brain.plan.Kind.CONFIRM)) {
            // the row's editor keeps the value only once saved, and the next row's Edit is behind it until then
            List<SubGoal> steps = new ArrayList<>(plan.steps());
            steps.add(current + 1, SubGoal.of(dev.tca.brain.plan.Kind.CONFIRM, null));
            plan = new Plan(plan.goal(), steps);
            moves.replan(plan);
        }
        failed.clear();
        current++;
        stage = 0;
        tries = 0;
    }
}
