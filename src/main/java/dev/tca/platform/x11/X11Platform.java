package dev.tca.platform.x11;

import dev.tca.perception.ElementSource;
import dev.tca.platform.Platform;
import dev.tca.platform.awt.RobotScreen;
import dev.tca.screen.Screen;

import java.util.Optional;

/** An X11 desktop (or XWayland): AWT Robot capture with the window context, XTest input. */
public final class X11Platform implements Platform {

    private final String display;

    public X11Platform(String display) {
        this.display = display;
    }

    @Override
    public String name() {
        return "x11 " + display;
    }

    @Override
    public Screen screen(int monitor, double downscale, boolean activeOnly) {
        return new RobotScreen(monitor, downscale, new WindowContext(X11Windows.open(), activeOnly));
    }

    @Override
    public RealInput input() {
        XDisplay x = XDisplay.open();
        return new RealInput(new XTestExecutor(x), x::pointer, x::close);
    }

    @Override
    public Optional<ElementSource> accessibility() {
        return Optional.empty();
    }
}
