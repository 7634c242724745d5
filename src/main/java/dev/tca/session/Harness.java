package dev.tca.session;

import dev.tca.act.DryRunExecutor;
import dev.tca.act.Executor;
import dev.tca.brain.Brain;
import dev.tca.core.Point;
import dev.tca.loop.Clock;
import dev.tca.loop.Session;
import dev.tca.perception.Detector;
import dev.tca.perception.ElementSource;
import dev.tca.platform.Platform;
import dev.tca.platform.sandbox.SandboxPlatform;
import dev.tca.policy.Policy;
import dev.tca.screen.ExampleDesktop;
import dev.tca.screen.ImageScreen;
import dev.tca.screen.Screen;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The composition root: turns a {@link Config} into a working harness. Nothing else builds
 * screens, detectors, executors or policies, so the CLI, the MCP server and tests all get the
 * same parts from the same values.
 *
 * @param session the screen, the index, the policy and the executor, ready to observe and act
 * @param brain   the brain the config names
 */
public record Harness(Session session, Brain brain, String screenDescription, String indexDescription,
                      Path killSwitch, java.util.List<String> warnings, Optional<Platform> platform) implements AutoCloseable {

    /**
     * @param platform asked only for a live screen on the user's desktop: an image run needs no display,
     *                 and a config with a sandbox starts the sandbox as its platform instead
     */
    public static Harness build(Config config, Supplier<Platform> platform) {
        config.validate();
        Brain brain = Brains.build(config.brain());
        Platform live = !config.screen().live() ? null : config.sandbox() != null
                ? SandboxPlatform.start(config.sandbox().spec(), config.sandbox().watch()) : platform.get();
        try {
            return assemble(config, brain, live);
        } catch (RuntimeException e) {
            if (live != null) {
                live.close(); // a sandbox started for a harness that failed ends here, not at exit
            }
            throw e;
        }
    }

    private static Harness assemble(Config config, Brain brain, Platform live) {
        Config.ScreenSpec s = config.screen();
        Screen screen = live != null ? live.screen(s.monitor(), s.scale(), s.activeWindow())
                : s.image().equals("example") ? new ExampleDesktop() : new ImageScreen(Path.of(s.image()));
        Optional<ElementSource> tree = live == null || config.perception().accessibility().equals("off")
                ? Optional.empty() : live.accessibility();
        java.util.List<String> warnings = new java.util.ArrayList<>();
        if (live != null && tree.isEmpty() && !config.perception().accessibility().equals("off")) {
            if (config.perception().accessibility().equals("on")) {
                throw new dev.tca.core.EngineUnavailableException("--accessibility on, but " + live.accessibilityNote());
            }
            warnings.add(live.accessibilityNote());
        }
        Detector detector = Perception.build(config.perception(), tree, warnings::add);
        Executor executor;
        Supplier<Point> pointer = null;
        Runnable closeInput = () -> { };
        if (config.safety().realInput()) {
            Platform.RealInput input = live.input(config.input().parsed());
            executor = input.executor();
            pointer = input.pointer();
            closeInput = input.close();
        } else {
            executor = new DryRunExecutor();
        }
        Policy policy = Policies.of(config.safety(), pointer, config.env());
        Session session = new HarnessSession(screen, detector, policy, executor, Clock.SYSTEM, closeInput);
        return new Harness(session, brain, screen.describe(), detector.describe(), config.safety().killSwitch(),
                java.util.List.copyOf(warnings), Optional.ofNullable(live));
    }

    /** A session from parts already built: for tests and tools that bring their own screen or executor. */
    public static Session session(Screen screen, Detector detector, Policy policy, Executor executor, Clock clock) {
        return new HarnessSession(screen, detector, policy, executor, clock, () -> { });
    }

    /** Closes the session, then the platform: a sandbox ends here with every process it started. */
    @Override
    public void close() {
        try {
            session.close();
        } finally {
            platform.ifPresent(Platform::close);
        }
    }
}
