package dev.tca.session;

import dev.tca.act.Execution;
import dev.tca.act.Executor;
import dev.tca.core.Action;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;
import dev.tca.loop.Clock;
import dev.tca.loop.Observed;
import dev.tca.loop.Session;
import dev.tca.perception.Detector;
import dev.tca.policy.Policy;
import dev.tca.screen.Screen;

/** The session a harness hands out: one screen, one index, one policy, one executor. */
final class HarnessSession implements Session {

    private static final long STABLE_POLL_MS = 150;

    private final Screen screen;
    private final Detector detector;
    private final Policy policy;
    private final Executor executor;
    private final Clock clock;
    private final Runnable closeInput;
    private boolean closed;

    HarnessSession(Screen screen, Detector detector, Policy policy, Executor executor, Clock clock, Runnable closeInput) {
        this.screen = screen;
        this.detector = detector;
        this.policy = policy;
        this.executor = executor;
        this.clock = clock;
        this.closeInput = closeInput;
    }

    @Override
    public Observed observe() {
        long t0 = clock.nanos();
        Frame frame = screen.capture();
        long captureMs = (clock.nanos() - t0) / 1_000_000;
        return read(frame, frame.fingerprint(), captureMs);
    }

    @Override
    public Observed observeSettled(long withinMillis) {
        long t0 = clock.nanos();
        Frame frame = screen.capture();
        long print = frame.fingerprint();
        long deadline = t0 + withinMillis * 1_000_000;
        while (clock.nanos() < deadline) {
            clock.sleep(STABLE_POLL_MS);
            Frame again = screen.capture();
            long againPrint = again.fingerprint();
            frame = again;
            if (againPrint == print) {
                break;
            }
            print = againPrint;
        }
        return read(frame, print, (clock.nanos() - t0) / 1_000_000);
    }

    private Observed read(Frame frame, long fingerprint, long captureMs) {
        long t = clock.nanos();
        Observation o = detector.detect(frame);
        return new Observed(frame, o, fingerprint, captureMs, (clock.nanos() - t) / 1_000_000);
    }

    @Override
    public Verdict check(Action action, Observation observation) {
        return policy.check(action, observation);
    }

    @Override
    public Verdict check(Action action, Observation observation, String goal) {
        return policy.asked(goal).check(action, observation);
    }

    @Override
    public Execution act(Action action, Observation observation) {
        if (action instanceof Action.Wait w) {
            if (executor.isReal()) {
                clock.sleep(w.millis());
                return new Execution(false, "waited " + w.millis() + " ms", null);
            }
            return new Execution(false, "dry run: would wait " + w.millis() + " ms", null);
        }
        return executor.execute(action, observation);
    }

    @Override
    public boolean isReal() {
        return executor.isReal();
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            detector.close();
        } finally {
            closeInput.run();
        }
    }
}
