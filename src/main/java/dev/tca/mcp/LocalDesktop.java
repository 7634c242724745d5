package dev.tca.mcp;

import dev.tca.act.Execution;
import dev.tca.act.Executor;
import dev.tca.brain.Brain;
import dev.tca.core.Action;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.doctor.Check;
import dev.tca.loop.AgentLoop;
import dev.tca.loop.Episode;
import dev.tca.loop.LoopSettings;
import dev.tca.loop.Verifier;
import dev.tca.perception.Detector;
import dev.tca.platform.x11.WindowInfo;
import dev.tca.platform.x11.X11Windows;
import dev.tca.policy.Policy;
import dev.tca.screen.Screen;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * The desktop over today's parts, as the CLI builds them. Every method is synchronized: the
 * detector's changed-region cache and the X connection serve one call at a time.
 */
public final class LocalDesktop implements Desktop {

    /** How long to wait for the screen to stop changing after real input. */
    private static final long STABLE_WITHIN_MS = 1500;
    private static final long STABLE_POLL_MS = 100;

    /**
     * @param policies the rules in force, given a budget of input actions
     * @param windows  opened on first use, so a replayed image needs no display
     * @param brains   a brain by name (planner, first, model)
     */
    public record Parts(Screen screen, Detector detector, Executor executor, IntFunction<Policy> policies,
                        Supplier<List<Check>> doctor, Supplier<X11Windows> windows, Function<String, Brain> brains,
                        long settleMillis) {
        public Parts {
            Objects.requireNonNull(screen, "screen");
            Objects.requireNonNull(detector, "detector");
            Objects.requireNonNull(executor, "executor");
            Objects.requireNonNull(policies, "policies");
            Objects.requireNonNull(doctor, "doctor");
            Objects.requireNonNull(windows, "windows");
            Objects.requireNonNull(brains, "brains");
        }
    }

    private final Parts parts;
    private X11Windows windows;

    public LocalDesktop(Parts parts) {
        this.parts = Objects.requireNonNull(parts, "parts");
    }

    @Override
    public synchronized Seen observe() {
        Frame frame = parts.screen().capture();
        return new Seen(frame, parts.detector().detect(frame));
    }

    @Override
    public Policy policy(int budget) {
        return parts.policies().apply(budget);
    }

    @Override
    public synchronized Execution act(Action action, Observation observation) {
        if (action instanceof Action.Wait w) {
            sleep(w.millis());
            return new Execution(false, "waited " + w.millis() + " ms", null);
        }
        Execution done = parts.executor().execute(action, observation);
        if (parts.executor().isReal()) {
            sleep(parts.settleMillis());
            settle();
        }
        return done;
    }

    @Override
    public boolean realInput() {
        return parts.executor().isReal();
    }

    @Override
    public synchronized List<Window> windows() {
        if (windows == null) {
            windows = parts.windows().get();
        }
        Optional<Long> active = windows.active().map(WindowInfo::id);
        List<Window> out = new ArrayList<>();
        for (WindowInfo w : windows.topLevel()) {
            out.add(new Window(w.id(), w.title(), w.appClass(), w.bounds(), active.isPresent() && active.get() == w.id()));
        }
        return out;
    }

    @Override
    public List<Check> doctor() {
        return parts.doctor().get();
    }

    @Override
    public synchronized Episode runGoal(Goal goal) {
        Brain brain = parts.brains().apply(goal.brain());
        List<Verifier> all = new ArrayList<>();
        goal.verifyText().forEach(t -> all.add(Verifier.textAppears(t)));
        goal.verifyGone().forEach(t -> all.add(Verifier.textGone(t)));
        Verifier verifier = all.isEmpty() ? null : all.size() == 1 ? all.get(0) : Verifier.all(all);
        AgentLoop loop = new AgentLoop(parts.screen(), parts.detector(), brain, policy(goal.steps()), parts.executor(),
                verifier, new LoopSettings(goal.steps() * 2 + 2, parts.settleMillis()), step -> { });
        return loop.run(goal.goal());
    }

    /** Captures until two frames in a row are alike: an app may still be repainting. */
    private void settle() {
        long print = parts.screen().capture().fingerprint();
        long deadline = System.nanoTime() + STABLE_WITHIN_MS * 1_000_000;
        while (System.nanoTime() < deadline) {
            sleep(STABLE_POLL_MS);
            long again = parts.screen().capture().fingerprint();
            if (again == print) {
                return;
            }
            print = again;
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
