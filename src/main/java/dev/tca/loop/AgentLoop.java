package dev.tca.loop;

import dev.tca.act.Execution;
import dev.tca.brain.Brain;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.BrainException;
import dev.tca.core.Decision;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Observe, decide, check, act, verify, until the goal is verified, the brain stops, the policy
 * refuses, the same action meets an unchanged screen twice, the screen stays the same frame for
 * {@link LoopSettings#frozenAfterMillis} or goes black, or the turns run out. A dry run ends
 * after its first decision, since nothing on screen can change. A thin driver: the session looks
 * and acts, the brain decides, {@link Outcome} judges the end.
 */
public final class AgentLoop {

    private final Session session;
    private final Brain brain;
    private final Verifier verifier;
    private final LoopSettings settings;
    private final Clock clock;
    private final Consumer<Step> onStep;

    public AgentLoop(Session session, Brain brain, Verifier verifier, LoopSettings settings, Clock clock,
                     Consumer<Step> onStep) {
        this.session = session;
        this.brain = brain;
        this.verifier = verifier == null ? Verifier.NONE : verifier;
        this.settings = settings;
        this.clock = clock;
        this.onStep = onStep;
    }

    public Episode run(String goal) {
        steps.clear();
        Brain.Pursuit pursuit = brain.start(goal);
        Outcome outcome = new Outcome(goal, pursuit, verifier);
        List<Attempt> history = new ArrayList<>();
        Observed seen = session.observe();
        Observation initial = seen.observation();
        long lastChange = clock.nanos();
        Verifier.Cause cause = null; // the last action executed: a vanished text is credited to it or to nothing
        for (int turn = 0; turn < settings.maxTurns(); turn++) {
            StepRecorder step = new StepRecorder(turn, seen, clock);
            Decision decision;
            try {
                decision = pursuit.next(seen.observation(), List.copyOf(history));
            } catch (BrainException e) {
                return outcome.end(report(step.decided(null)), Result.FAILURE,
                        "the brain gave no usable decision: " + e.getMessage());
            }
            step.decided(decision);
            Action action = decision.action();
            if (action instanceof Action.Done done) {
                report(step);
                Observation now = seen.observation();
                if (!verifier.isNone() && session.isReal() && verifier.verify(initial, cause, now).isEmpty()) {
                    // an app may close its window a moment after the click that was seen: look once more, settled
                    clock.sleep(settings.settleMillis());
                    now = session.observeSettled(settings.stableWithinMillis()).observation();
                }
                return outcome.done(done, initial, cause, now, history);
            }
            if (action instanceof Action.Fail fail) {
                return outcome.end(report(step), Result.FAILURE, "the brain gave up: " + fail.reason());
            }
            // asked only when the brain wants to act: a dialog that closed on a bare X server leaves a
            // black screen behind, and a goal that is done there is still done
            if (DarkScreen.isBlack(seen.frame())) {
                return outcome.end(report(step), Result.FAILURE, "the screen went black: nothing is drawn on it "
                        + "(every window closed on a bare X server, a screen saver, a display turned off, a compositor that stopped)");
            }
            Verdict verdict = session.check(action, seen.observation(), goal);
            step.checked(verdict);
            if (!verdict.allowed()) {
                return outcome.end(report(step), Result.FAILURE, "policy: " + verdict.reason());
            }
            if (repeatsUnchanged(history, action)) {
                return outcome.end(report(step), Result.FAILURE,
                        "no progress: " + action.describe() + " again against an unchanged screen");
            }
            Execution execution = session.act(action, seen.observation());
            step.acted(execution);
            if (!session.isReal()) {
                return outcome.end(report(step), Result.DRY_RUN, "dry run: one decision made and allowed; nothing was touched");
            }
            clock.sleep(settings.settleMillis());
            Observed after = session.observeSettled(settings.stableWithinMillis());
            boolean changed = after.fingerprint() != seen.fingerprint();
            String evidence = decision.expect() == null ? null
                    : decision.expect().seen(seen.observation(), after.observation(), changed).orElse(null);
            cause = new Verifier.Cause(seen.observation(), action);
            var verified = verifier.verify(initial, cause, after.observation());
            report(step.verified(changed, evidence));
            history.add(new Attempt(action, action.target().flatMap(seen.observation()::element).map(e -> e.label()).orElse(""),
                    changed, evidence));
            outcome.attempted(decision, evidence);
            seen = after;
            if (verified.isPresent()) {
                return outcome.end(null, Result.SUCCESS, "verified after " + history.size() + " action(s): " + verified.get());
            }
            long now = clock.nanos();
            if (changed) {
                lastChange = now;
            } else if ((now - lastChange) / 1_000_000 >= settings.frozenAfterMillis()) {
                return outcome.end(null, Result.FAILURE, "the screen froze: the same frame for "
                        + (now - lastChange) / 1_000_000_000 + " s across " + history.size() + " action(s)");
            }
        }
        return outcome.end(null, verifier.isNone() ? Result.UNVERIFIED : Result.FAILURE, "stopped after "
                + settings.maxTurns() + " turns" + (verifier.isNone() ? "" : " without the verifier seeing " + verifier.describe()));
    }

    private static boolean repeatsUnchanged(List<Attempt> history, Action action) {
        if (history.isEmpty()) {
            return false;
        }
        Attempt last = history.get(history.size() - 1);
        return !last.screenChanged() && last.action().equals(action);
    }

    private StepRecorder report(StepRecorder step) {
        Step s = step.build();
        onStep.accept(s);
        step.outcomeSink().add(s.withoutFrame());
        return step;
    }

    /** The steps so far, shared by the recorders of one run. */
    private final List<Step> steps = new ArrayList<>();

    /** Builds one step's record in one place, however the turn ends. */
    private final class StepRecorder {
        private final int index;
        private final Observed seen;
        private final Clock clock;
        private final long started;
        private long decideMs;
        private long actMs;
        private long verifyMs;
        private long mark;
        private Decision decision;
        private Verdict verdict;
        private Execution execution;
        private Boolean changed;
        private String evidence;

        StepRecorder(int index, Observed seen, Clock clock) {
            this.index = index;
            this.seen = seen;
            this.clock = clock;
            this.started = clock.nanos();
            this.mark = started;
        }

        StepRecorder decided(Decision d) {
            decision = d;
            decideMs = lap();
            return this;
        }

        void checked(Verdict v) {
            verdict = v;
        }

        void acted(Execution e) {
            execution = e;
            actMs = lap();
        }

        StepRecorder verified(boolean screenChanged, String seenEvidence) {
            changed = screenChanged;
            evidence = seenEvidence;
            verifyMs = lap();
            return this;
        }

        private long lap() {
            long now = clock.nanos();
            long ms = (now - mark) / 1_000_000;
            mark = now;
            return ms;
        }

        List<Step> outcomeSink() {
            return steps;
        }

        Step build() {
            return new Step(index, seen.frame(), seen.context(), seen.observation(), decision, verdict, execution, changed,
                    evidence, new Timings(seen.captureMs(), seen.detectMs(), decideMs, actMs, verifyMs,
                    seen.observation().summary()));
        }
    }

    /** How the episode ends: from a stop reason, or from the brain's done weighed against the evidence. */
    private final class Outcome {
        private final String goal;
        private final Brain.Pursuit pursuit;
        private final Verifier verifier;
        private final SubgoalEvidence evidence = new SubgoalEvidence();

        Outcome(String goal, Brain.Pursuit pursuit, Verifier verifier) {
            this.goal = goal;
            this.pursuit = pursuit;
            this.verifier = verifier;
        }

        /** The brain's plan, asked at the end: a brain may plan only once it has seen the screen. */
        private List<String> plan() {
            try {
                return pursuit.plan();
            } catch (RuntimeException unplanned) {
                return List.of();
            }
        }

        void attempted(Decision decision, String seen) {
            evidence.add(decision, seen);
        }

        Episode end(StepRecorder ignored, Result result, String reason) {
            return new Episode(goal, plan(), steps, result, reason, null);
        }

        Episode done(Action.Done done, Observation initial, Verifier.Cause cause, Observation now, List<Attempt> history) {
            List<String> plan = plan();
            if (!verifier.isNone()) {
                return verifier.verify(initial, cause, now)
                        .map(ev -> new Episode(goal, plan, steps, Result.SUCCESS, "verified: " + ev, done.answer()))
                        .orElseGet(() -> new Episode(goal, plan, steps, Result.FAILURE,
                                "the brain says done, but the verifier does not see " + verifier.describe(), done.answer()));
            }
            if (done.answer() != null) {
                return new Episode(goal, plan, steps, Result.SUCCESS, "answered from the screen: " + done.reason()
                        + evidence.summary(), done.answer());
            }
            return evidence.verdict(history)
                    .map(ev -> new Episode(goal, plan, steps, Result.SUCCESS, "every step's effect was seen: " + ev, null))
                    .orElseGet(() -> new Episode(goal, plan, steps, Result.UNVERIFIED, "the brain says done ("
                            + done.reason() + "), but " + evidence.missing(history)
                            + "; add --verify-text / --verify-gone for an end condition", null));
        }
    }
}
