package dev.tca.platform.awt;

import dev.tca.core.Frame;
import dev.tca.core.Images;
import dev.tca.core.NoScreenException;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;
import dev.tca.screen.Screen;

import java.awt.AWTException;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.image.BufferedImage;
import java.util.List;

/**
 * Live capture of one monitor with java.awt.Robot. The frame may be downscaled (--scale); the
 * mapping then carries the exact factor and the monitor's origin, so every frame pixel maps back
 * to the screen pixel it came from.
 */
public final class RobotScreen implements Screen {

    private final Robot robot;
    private final Monitors.Monitor monitor;
    private final double downscale;
    private final CaptureContext context;

    public RobotScreen(int monitorIndex, double downscale) {
        this(monitorIndex, downscale, CaptureContext.NONE);
    }

    /** @param context asked before each capture for the region to read (--window active) and the window context */
    public RobotScreen(int monitorIndex, double downscale, CaptureContext context) {
        if (!(downscale > 0 && downscale <= 1)) {
            throw new IllegalArgumentException("scale must be in (0, 1], got " + downscale);
        }
        List<Monitors.Monitor> monitors = Monitors.list();
        this.monitor = monitorIndex < 0
                ? monitors.stream().filter(Monitors.Monitor::primary).findFirst().orElse(monitors.get(0))
                : monitors.stream().filter(m -> m.index() == monitorIndex).findFirst()
                .orElseThrow(() -> new dev.tca.core.BadInputException("no monitor " + monitorIndex + ": this display has "
                        + monitors.size() + " (0.." + (monitors.size() - 1) + ")"));
        this.downscale = downscale;
        this.context = context;
        try {
            this.robot = new Robot();
        } catch (AWTException | SecurityException e) {
            throw new NoScreenException("cannot capture the screen: " + e.getMessage());
        }
    }

    @Override
    public Frame capture() {
        CaptureContext.Snapshot now = context.now();
        Rect b = now.region().map(r -> r.intersection(monitor.bounds())).filter(r -> r.area() > 0)
                .orElse(monitor.bounds());
        double s = monitor.scale();
        // Robot takes user-space coordinates; on a scaled display that is device pixels / scale
        Rectangle area = new Rectangle((int) Math.round(b.x() / s), (int) Math.round(b.y() / s),
                (int) Math.round(b.width() / s), (int) Math.round(b.height() / s));
        BufferedImage shot = robot.createMultiResolutionScreenCapture(area).getResolutionVariants().stream()
                .map(BufferedImage.class::cast)
                .reduce((a, c) -> a.getWidth() >= c.getWidth() ? a : c)
                .orElseThrow(() -> new NoScreenException("the screen capture returned no picture"));
        double toDevice = (double) b.width() / shot.getWidth();
        if (downscale < 1) {
            shot = Images.resize(shot, (int) Math.round(shot.getWidth() * downscale), (int) Math.round(shot.getHeight() * downscale));
            toDevice = (double) b.width() / shot.getWidth();
        }
        double toDeviceY = (double) b.height() / shot.getHeight();
        String where = "monitor " + monitor.index() + (b.equals(monitor.bounds()) ? "" : ", region " + b);
        return new Frame(shot, new ScreenMapping(b.x(), b.y(), toDevice, toDeviceY),
                now.description().isEmpty() ? where : where + "; " + now.description(), now.active());
    }

    @Override
    public String describe() {
        Rect b = monitor.bounds();
        return "live monitor " + monitor.index() + " (" + b.width() + "x" + b.height() + " at " + b.x() + "," + b.y()
                + (monitor.scale() != 1 ? ", HiDPI scale " + monitor.scale() : "")
                + (downscale < 1 ? ", frames downscaled to " + downscale : "") + ")";
    }
}
