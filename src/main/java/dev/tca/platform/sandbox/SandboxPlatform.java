package dev.tca.platform.sandbox;

import dev.tca.act.Execution;
import dev.tca.act.Executor;
import dev.tca.act.InputMode;
import dev.tca.core.Action;
import dev.tca.core.NoScreenException;
import dev.tca.core.Observation;
import dev.tca.core.Point;
import dev.tca.perception.ElementSource;
import dev.tca.platform.Platform;
import dev.tca.platform.atspi.AtSpi;
import dev.tca.platform.atspi.AtSpiSource;
import dev.tca.platform.atspi.AxBudget;
import dev.tca.platform.atspi.AxExecutor;
import dev.tca.platform.x11.XDisplay;
import dev.tca.platform.x11.XTestExecutor;
import dev.tca.screen.Screen;

import java.util.List;
import java.util.Optional;

/**
 * A sandbox as the platform of a harness: capture, XTest input, the fail-safe corner's pointer and
 * the accessibility tree all come from the sandbox's own display and bus, so nothing built on it
 * reaches the user's desktop. Closing it ends the watch window and the sandbox with every process
 * it started; the harness closes it last.
 */
public final class SandboxPlatform implements Platform {

    private final Sandbox sandbox;
    /** An action and the teardown never overlap: Xlib must not be handed a connection already closed. */
    private final Object lock = new Object();
    private WatchWindow watch;
    private Optional<AtSpi> tree;
    private String noTree = "";
    private boolean closed;

    private SandboxPlatform(Sandbox sandbox) {
        this.sandbox = sandbox;
    }

    /**
     * Starts the sandbox (and, with {@code watch}, its window on the user's display).
     *
     * @throws dev.tca.core.BadInputException a launch command is not found or shows no window
     * @throws NoScreenException              the sandbox or the watch window cannot start
     */
    public static SandboxPlatform start(SandboxSpec spec, boolean watch) {
        SandboxPlatform platform = new SandboxPlatform(Sandbox.start(spec));
        try {
            if (watch) {
                platform.watch = WatchWindow.open(platform.sandbox, platform::close); // closing the window ends the run
            }
            return platform;
        } catch (RuntimeException e) {
            platform.close();
            throw e;
        }
    }

    private synchronized Optional<AtSpi> tree() {
        if (tree == null) {
            tree = AtSpi.connect(sandbox.env(), why -> noTree = why);
        }
        return tree;
    }

    @Override
    public String name() {
        return "sandbox " + sandbox.display();
    }

    /** The sandbox's display, e.g. ":141": for a window list of the sandbox, not of the user's desktop. */
    public String display() {
        return sandbox.display();
    }

    public Optional<WatchWindow> watch() {
        return Optional.ofNullable(watch);
    }

    /** One line per launched app: whether it is still running, its exit code and what it printed. */
    public List<String> appReport() {
        return sandbox.apps().stream().map(LaunchedApp::describe).toList();
    }

    /** The sandbox has one monitor at its own size; the configuration refuses other choices before it starts. */
    @Override
    public Screen screen(int monitor, double downscale, boolean activeOnly) {
        if (monitor > 0 || downscale != 1.0 || activeOnly) {
            throw new IllegalArgumentException("a sandbox screen is its one whole monitor at full size");
        }
        return sandbox.openScreen();
    }

    @Override
    public RealInput input(InputMode mode) {
        XDisplay x = sandbox.openInput(); // closed with the sandbox
        Executor pixels = new XTestExecutor(x);
        Executor executor = tree().<Executor>map(ax -> new AxExecutor(ax, pixels, mode)).orElse(pixels);
        return new RealInput(new Turns(executor), () -> whileOpen(x::pointer), () -> { });
    }

    @Override
    public Optional<ElementSource> accessibility() {
        return tree().map(ax -> new AtSpiSource(ax, AxBudget.DEFAULT));
    }

    @Override
    public String accessibilityNote() {
        return tree().isPresent() ? "" : "no accessibility tree in the sandbox (" + noTree + "): the index is OCR and pixels only";
    }

    private <T> T whileOpen(java.util.function.Supplier<T> use) {
        synchronized (lock) {
            if (closed) {
                throw new NoScreenException("the sandbox " + sandbox.display() + " has ended (its watch window was closed)");
            }
            return use.get();
        }
    }

    /** Ends the watch window, the tree's connection and the sandbox; safe to call more than once. */
    @Override
    public void close() {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
        }
        if (watch != null) {
            watch.close();
        }
        synchronized (this) {
            if (tree != null) {
                tree.ifPresent(AtSpi::close);
            }
        }
        sandbox.close();
    }

    /** Real input that takes its turn: it waits while a person holds the watch window's "Take over", and shows each click there. */
    private final class Turns implements Executor {

        private final Executor inner;

        Turns(Executor inner) {
            this.inner = inner;
        }

        @Override
        public Execution execute(Action action, Observation observation) {
            if (watch != null) {
                try {
                    watch.pauseGate().awaitOpen();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new NoScreenException("interrupted while the person had taken over the sandbox");
                }
            }
            Execution done = whileOpen(() -> inner.execute(action, observation));
            Point p = done.pixel();
            if (watch != null && p != null && done.performed()) {
                watch.showClick(p.x(), p.y());
            }
            return done;
        }

        @Override
        public boolean isReal() {
            return inner.isReal();
        }
    }
}
