package dev.tca.platform.sandbox;

import dev.tca.act.Executor;
import dev.tca.core.NoScreenException;
import dev.tca.doctor.Check;
import dev.tca.platform.x11.XDisplay;
import dev.tca.platform.x11.XImageScreen;
import dev.tca.platform.x11.XTestExecutor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A private desktop for tca to drive: its own Xvfb, its own D-Bus session (the accessibility bus
 * comes on demand through it) and the apps of the spec, so the user's pointer and focus are never
 * touched. Everything it starts ends with it, however tca ends (see {@link Reaper}).
 */
public final class Sandbox implements AutoCloseable {

    private static final AtomicInteger COUNT = new AtomicInteger();

    private final SandboxSpec spec;
    private final String display;
    private final Spawner spawner;
    private final Reaper reaper;
    private final List<LaunchedApp> apps = new ArrayList<>();
    private final List<AutoCloseable> connections = new ArrayList<>();
    private final Thread hook;
    private boolean closed;

    private Sandbox(SandboxSpec spec, String display, Spawner spawner, Reaper reaper) {
        this.spec = spec;
        this.display = display;
        this.spawner = spawner;
        this.reaper = reaper;
        this.hook = new Thread(this::close, "tca-sandbox-teardown");
        Runtime.getRuntime().addShutdownHook(hook); // Ctrl-C, SIGTERM, System.exit after an uncaught error
    }

    /**
     * Starts the X server, the D-Bus session and each app of the spec, and returns once every app has
     * mapped its first window.
     *
     * @throws dev.tca.core.NoScreenException  the X server or the bus would not start
     * @throws dev.tca.core.BadInputException  a launch command is not found, exits, or shows no window
     */
    public static Sandbox start(SandboxSpec spec) {
        String marker = "tca-" + ProcessHandle.current().pid() + "-" + COUNT.incrementAndGet();
        Path folder;
        try {
            folder = Files.createTempDirectory("tca-sandbox-"); // rwx------: the a11y and session bus sockets live here
        } catch (IOException e) {
            throw new NoScreenException("cannot make the sandbox's private folder: " + e.getMessage());
        }
        Reaper reaper = Reaper.start(marker, folder);
        Spawner spawner = new Spawner(marker, folder);
        Sandbox sandbox = null;
        try {
            String display = XServer.start(spawner, spec);
            spawner.put("DISPLAY", display);
            spawner.put("DBUS_SESSION_BUS_ADDRESS", SessionBus.start(spawner, spec.readyTimeout().toMillis()));
            sandbox = new Sandbox(spec, display, spawner, reaper);
            for (List<String> command : spec.launch()) {
                sandbox.launch(command);
            }
            return sandbox;
        } catch (RuntimeException e) {
            if (sandbox != null) {
                sandbox.close();
            } else {
                reaper.close();
            }
            throw e;
        }
    }

    /** Starts one more app and waits for its first window. */
    public synchronized LaunchedApp launch(List<String> command) {
        LaunchedApp app = AppLauncher.launch(spawner, display, command, spec.readyTimeout().toMillis());
        apps.add(app);
        return app;
    }

    /** Starts a helper process inside the sandbox without waiting for a window; it ends with the sandbox. */
    public Process spawn(List<String> command) throws IOException {
        return spawner.start(command).process();
    }

    /** The sandbox's X display name, e.g. ":141". */
    public String display() {
        return display;
    }

    /**
     * The variables that point a process into the sandbox: DISPLAY, DBUS_SESSION_BUS_ADDRESS,
     * XDG_RUNTIME_DIR, NO_AT_BRIDGE, GTK_A11Y and the teardown marker. A subprocess that must see the
     * sandbox (the AT-SPI reader, for one) gets these on top of its environment.
     */
    public Map<String, String> env() {
        return spawner.env();
    }

    /** Every process started directly: Xvfb, dbus-daemon, the apps and spawned helpers. */
    public List<Process> processes() {
        return spawner.started();
    }

    public synchronized List<LaunchedApp> apps() {
        return List.copyOf(apps);
    }

    public SandboxSpec spec() {
        return spec;
    }

    /** A Screen capturing this sandbox (XGetImage, no AWT); closed with the sandbox at the latest. */
    public synchronized XImageScreen openScreen() {
        return remember(XImageScreen.open(display));
    }

    /** An Executor whose XTest input lands in this sandbox only; its connection is closed with the sandbox. */
    public synchronized Executor openExecutor() {
        return new XTestExecutor(openInput());
    }

    /** A raw XTest connection to this sandbox, for forwarding a person's input. */
    public synchronized XDisplay openInput() {
        return remember(XDisplay.open(display));
    }

    private <T extends AutoCloseable> T remember(T connection) {
        if (closed) {
            throw new NoScreenException("the sandbox " + display + " is closed");
        }
        connections.add(connection);
        return connection;
    }

    /** What a sandbox needs on this machine, each with its fix. */
    public static List<Check> checks() {
        return SandboxChecks.run();
    }

    /**
     * Ends every process of the sandbox. Our own X connections close first: Xlib ends the whole
     * process when the server under an open connection dies.
     */
    @Override
    public void close() {
        List<AutoCloseable> open;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            open = List.copyOf(connections);
        }
        for (AutoCloseable c : open) {
            try {
                c.close();
            } catch (Exception e) {
                // a connection that cannot close is gone already; the sweep below still runs
            }
        }
        reaper.close();
        if (Thread.currentThread() != hook) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is shutting down: the hook runs or has run
            }
        }
    }
}
