package dev.tca.platform.x11;

import dev.tca.act.Executor;
import dev.tca.act.InputMode;
import dev.tca.perception.ElementSource;
import dev.tca.platform.atspi.AtSpi;
import dev.tca.platform.atspi.AtSpiSource;
import dev.tca.platform.atspi.AxBudget;
import dev.tca.platform.atspi.AxExecutor;
import dev.tca.platform.Platform;
import dev.tca.platform.awt.RobotScreen;
import dev.tca.platform.x11.jna.Xlib;
import dev.tca.screen.Screen;

import java.util.Optional;

/** An X11 desktop (or XWayland): AWT Robot capture with the window context, XTest input. */
public final class X11Platform implements Platform {

    private final String display;
    private final java.util.Map<String, String> env;
    private Optional<AtSpi> tree;
    private String noTree = "";
    /** The window-list connections the screens opened: one X connection each, closed with the platform. */
    private final java.util.List<X11Windows> windowLists = new java.util.ArrayList<>();

    public X11Platform(String display, java.util.Map<String, String> env) {
        this.display = display;
        this.env = env;
    }

    /** The accessibility bus, joined once for the source and the executor; empty, with the reason, without one. */
    private synchronized Optional<AtSpi> tree() {
        if (tree == null) {
            tree = AtSpi.connect(env, why -> noTree = why);
        }
        return tree;
    }

    @Override
    public String name() {
        return "x11 " + display;
    }

    @Override
    public Screen screen(int monitor, double downscale, boolean activeOnly) {
        X11Windows windows = X11Windows.open();
        synchronized (windowLists) {
            windowLists.add(windows);
        }
        RobotScreen screen = new RobotScreen(monitor, downscale, new WindowContext(windows, activeOnly));
        XErrors.claimConnectionLoss(Xlib.INSTANCE); // after the Robot: AWT's start replaced the handler
        return screen;
    }

    @Override
    public RealInput input(InputMode mode) {
        XDisplay x = XDisplay.open();
        Executor pixels = new XTestExecutor(x);
        Executor executor = tree().<Executor>map(ax -> new AxExecutor(ax, pixels, mode)).orElse(pixels);
        return new RealInput(executor, x::pointer, x::close);
    }

    @Override
    public Optional<ElementSource> accessibility() {
        return tree().map(ax -> new AtSpiSource(ax, AxBudget.DEFAULT));
    }

    @Override
    public String accessibilityNote() {
        return tree().isPresent() ? "" : "no accessibility tree (" + noTree + "): the index is OCR and pixels only";
    }

    /** Found by tca bench soak: without this every harness left one X connection open. */
    @Override
    public void close() {
        synchronized (windowLists) {
            windowLists.forEach(X11Windows::close);
            windowLists.clear();
        }
    }
}
