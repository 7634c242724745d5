package dev.tca.mcp;

import dev.tca.act.Execution;
import dev.tca.brain.Brain;
import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.doctor.Check;
import dev.tca.loop.AgentLoop;
import dev.tca.loop.Clock;
import dev.tca.loop.Episode;
import dev.tca.loop.LoopSettings;
import dev.tca.loop.Observed;
import dev.tca.loop.Session;
import dev.tca.loop.Verifier;
import dev.tca.policy.Policy;
import dev.tca.session.Brains;
import dev.tca.session.Config;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The desktop over a harness session (dev.tca.session), for the life of the server. Each tool
 * call gets its own step budget on top of the session's rules.
 */
public final class SessionDesktop implements Desktop {

    /** How long to wait for the screen to stop changing after real input. */
    private static final long STABLE_WITHIN_MS = 1500;

    private final Session session;
    private final long settleMillis;
    private final Supplier<List<Window>> windows;
    private final Supplier<List<Check>> doctor;
    private final Map<String, Brain> brains = new ConcurrentHashMap<>();

    /**
     * @param windows the top-level windows now (the platform has no window list of its own yet)
     * @param doctor  the preflight checks
     */
    public SessionDesktop(Session session, long settleMillis, Supplier<List<Window>> windows, Supplier<List<Check>> doctor) {
        this.session = Objects.requireNonNull(session, "session");
        this.settleMillis = settleMillis;
        this.windows = Objects.requireNonNull(windows, "windows");
        this.doctor = Objects.requireNonNull(doctor, "doctor");
    }

    @Override
    public synchronized Seen observe() {
        Observed o = session.observe();
        return new Seen(o.frame(), o.observation());
    }

    @Override
    public synchronized Seen observeSettled() {
        Observed o = session.observeSettled(STABLE_WITHIN_MS);
        return new Seen(o.frame(), o.observation());
    }

    @Override
    public Policy policy(int budget) {
        return new BudgetedSession(session, budget)::check;
    }

    @Override
    public synchronized Execution act(Action action, Observation observation) {
        Execution done = session.act(action, observation);
        if (session.isReal() && action.isInput()) {
            Clock.SYSTEM.sleep(settleMillis);
        }
        return done;
    }

    @Override
    public boolean realInput() {
        return session.isReal();
    }

    @Override
    public List<Window> windows() {
        return windows.get();
    }

    @Override
    public List<Check> doctor() {
        return doctor.get();
    }

    @Override
    public synchronized Episode runGoal(Goal goal) {
        Brain brain = brains.computeIfAbsent(goal.brain(), n -> Brains.build(Config.BrainSpec.named(n)));
        List<Verifier> all = new ArrayList<>();
        goal.verifyText().forEach(t -> all.add(Verifier.textAppears(t)));
        goal.verifyGone().forEach(t -> all.add(Verifier.textGone(t)));
        AgentLoop loop = new AgentLoop(new BudgetedSession(session, goal.steps()), brain, Verifier.all(all),
                new LoopSettings(goal.steps() * 2 + 2, settleMillis), Clock.SYSTEM, step -> { });
        return loop.run(goal.goal());
    }
}
