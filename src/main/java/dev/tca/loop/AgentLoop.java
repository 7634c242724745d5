package dev.tca.loop;

import dev.tca.act.Execution;
import dev.tca.act.Executor;
import dev.tca.brain.Brain;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.BrainException;
import dev.tca.core.Decision;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;
import dev.tca.perception.Detector;
import dev.tca.policy.Policy;
import dev.tca.screen.Screen;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Observe, decide, check, act, verify, until the goal is verified, the brain stops, the policy
 * refuses, the same action meets an unchanged screen twice, or the turns run out. A dry run ends
 * after its first decision, since nothing on screen can change.
 */
public final class AgentLoop {

    private final Screen screen;
    private final Detector detector;
    private final Brain brain;
    private final Policy policy;
    private final Executor executor;
    private final Verifier verifier;
    private final LoopSettings settings;
    private final Consumer<Step> onStep;
    private static final long STABLE_POLL_MS = 150;

    /** @param verifier null when the user gave none: then nothing can be called a success */
    public AgentLoop(Screen screen, Detector detector, Brain brain, Policy policy, Executor executor,
                     Verifier verifier, LoopSettings settings, Consumer<Step> onStep) {
        this.screen = screen;
        this.detector = detector;
        this.brain = brain;
        this.policy = policy;
        this.executor = executor;
        this.verifier = verifier;
        this.settings = settings;
        this.onStep = onStep;
    }

    public Episode run(String goal) {
        List<Step> steps = new ArrayList<>();
        List<Attempt> history = new ArrayList<>();
        long t0 = System.nanoTime();
        Frame frame = screen.capture();
        long captureMs = ms(t0);
        long t1 = System.nanoTime();
        Observation obs = detector.detect(frame);
        long detectMs = ms(t1);
        String detectDetail = detector.lastReadSummary();
        Observation initial = obs;
        long fingerprint = frame.fingerprint();
        String context = frame.source();
        for (int turn = 0; turn < settings.maxTurns(); turn++) {
            long td = System.nanoTime();
            Decision decision;
            try {
                decision = brain.decide(goal, obs, List.copyOf(history));
            } catch (BrainException e) {
                record(steps, new Step(turn, frame, context, obs, null, null, null, null,
                        new Timings(captureMs, detectMs, ms(td), 0, 0, detectDetail)));
                return new Episode(goal, steps, Result.FAILURE, "the brain gave no usable decision: " + e.getMessage());
            }
            long decideMs = ms(td);
            Action action = decision.action();
            if (action instanceof Action.Done done) {
                record(steps, new Step(turn, frame, context, obs, decision, null, null, null, new Timings(captureMs, detectMs, decideMs, 0, 0, detectDetail)));
                return finishDone(goal, steps, initial, obs, done);
            }
            if (action instanceof Action.Fail fail) {
                record(steps, new Step(turn, frame, context, obs, decision, null, null, null, new Timings(captureMs, detectMs, decideMs, 0, 0, detectDetail)));
                return new Episode(goal, steps, Result.FAILURE, "the brain gave up: " + fail.reason());
            }
            Verdict verdict = policy.check(action, obs);
            if (!verdict.allowed()) {
                record(steps, new Step(turn, frame, context, obs, decision, verdict, null, null, new Timings(captureMs, detectMs, decideMs, 0, 0, detectDetail)));
                return new Episode(goal, steps, Result.FAILURE, "policy: " + verdict.reason());
            }
            if (!history.isEmpty()) {
                Attempt last = history.get(history.size() - 1);
                if (!last.screenChanged() && last.action().equals(action)) {
                    record(steps, new Step(turn, frame, context, obs, decision, verdict, null, null, new Timings(captureMs, detectMs, decideMs, 0, 0, detectDetail)));
                    return new Episode(goal, steps, Result.FAILURE,
                            "no progress: " + action.describe() + " again against an unchanged screen");
                }
            }
            long ta = System.nanoTime();
            Execution execution = perform(action, obs);
            long actMs = ms(ta);
            if (!executor.isReal()) {
                record(steps, new Step(turn, frame, context, obs, decision, verdict, execution, null,
                        new Timings(captureMs, detectMs, decideMs, actMs, 0, detectDetail)));
                return new Episode(goal, steps, Result.DRY_RUN, "dry run: one decision made and allowed; nothing was touched");
            }
            sleep(settings.settleMillis());
            long tc = System.nanoTime();
            Settled settledFrame = settled();
            Frame next = settledFrame.frame();
            long nextCaptureMs = ms(tc);
            long tv = System.nanoTime();
            Observation after = detector.detect(next);
            long nextDetectMs = ms(tv);
            long nextPrint = settledFrame.fingerprint();
            boolean changed = nextPrint != fingerprint;
            fingerprint = nextPrint;
            long tver = System.nanoTime();
            Optional<String> evidence = verifier == null ? Optional.empty() : verifier.verify(initial, after);
            record(steps, new Step(turn, frame, context, obs, decision, verdict, execution, changed,
                    new Timings(captureMs, detectMs, decideMs, actMs, ms(tver), detectDetail)));
            history.add(new Attempt(action, action.target().flatMap(obs::element).map(e -> e.label()).orElse(""), changed));
            captureMs = nextCaptureMs;
            detectMs = nextDetectMs;
            detectDetail = detector.lastReadSummary();
            obs = after;
            frame = next;
            context = next.source();
            if (evidence.isPresent()) {
                return new Episode(goal, steps, Result.SUCCESS, "verified after " + history.size() + " action(s): " + evidence.get());
            }
        }
        return new Episode(goal, steps, verifier == null ? Result.UNVERIFIED : Result.FAILURE,
                "stopped after " + settings.maxTurns() + " turns" + (verifier == null ? "" : " without the verifier seeing "
                        + verifier.describe()));
    }

    /**
     * Captures until two frames in a row are alike (or the settle limit passes): an app may still
     * be repainting after the settle delay, and reading a half-drawn screen makes the verifier lie.
     */
    private Settled settled() {
        Frame frame = screen.capture();
        long print = frame.fingerprint();
        long deadline = System.nanoTime() + settings.stableWithinMillis() * 1_000_000;
        while (System.nanoTime() < deadline) {
            sleep(STABLE_POLL_MS);
            Frame again = screen.capture();
            long againPrint = again.fingerprint();
            if (againPrint == print) {
                return new Settled(again, againPrint);
            }
            frame = again;
            print = againPrint;
        }
        return new Settled(frame, print);
    }

    /** A frame and its fingerprint, computed once. */
    private record Settled(Frame frame, long fingerprint) {
    }

    private Episode finishDone(String goal, List<Step> steps, Observation initial, Observation now, Action.Done done) {
        if (verifier == null) {
            return new Episode(goal, steps, Result.UNVERIFIED, "the brain says done (" + done.reason()
                    + "), but no verifier was given (--verify-text / --verify-gone), so this is not a success");
        }
        return verifier.verify(initial, now)
                .map(ev -> new Episode(goal, steps, Result.SUCCESS, "verified: " + ev))
                .orElseGet(() -> new Episode(goal, steps, Result.FAILURE,
                        "the brain says done, but the verifier does not see " + verifier.describe()));
    }

    private Execution perform(Action action, Observation obs) {
        if (action instanceof Action.Wait w) {
            if (executor.isReal()) {
                sleep(w.millis());
                return new Execution(false, "waited " + w.millis() + " ms", null);
            }
            return new Execution(false, "dry run: would wait " + w.millis() + " ms", null);
        }
        return executor.execute(action, obs);
    }

    private void record(List<Step> steps, Step step) {
        steps.add(step);
        onStep.accept(step);
    }

    private static long ms(long since) {
        return (System.nanoTime() - since) / 1_000_000;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
