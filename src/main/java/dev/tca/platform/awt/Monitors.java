package dev.tca.platform.awt;

import dev.tca.core.NoScreenException;
import dev.tca.core.Rect;

import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.GraphicsEnvironment;
import java.awt.geom.AffineTransform;
import java.util.ArrayList;
import java.util.List;

/** The monitors AWT sees, in screen pixels, with their scale factors. */
public final class Monitors {

    /**
     * @param bounds where the monitor sits in the virtual screen, in device pixels
     * @param scale  the HiDPI scale AWT applies (1.0 on a plain X server)
     */
    public record Monitor(int index, Rect bounds, double scale, boolean primary) {
    }

    private Monitors() {
    }

    public static List<Monitor> list() {
        if (GraphicsEnvironment.isHeadless()) {
            throw new NoScreenException("no screen: Java is headless here (no DISPLAY)");
        }
        GraphicsEnvironment ge = GraphicsEnvironment.getLocalGraphicsEnvironment();
        GraphicsDevice primary = ge.getDefaultScreenDevice();
        List<Monitor> out = new ArrayList<>();
        GraphicsDevice[] devices = ge.getScreenDevices();
        for (int i = 0; i < devices.length; i++) {
            GraphicsConfiguration gc = devices[i].getDefaultConfiguration();
            AffineTransform t = gc.getDefaultTransform();
            java.awt.Rectangle b = gc.getBounds();
            double scale = t.getScaleX();
            // AWT reports bounds in user space; device pixels are user space times the scale
            Rect device = new Rect((int) Math.round(b.x * scale), (int) Math.round(b.y * scale),
                    (int) Math.round(b.width * scale), (int) Math.round(b.height * scale));
            out.add(new Monitor(i, device, scale, devices[i] == primary));
        }
        return out;
    }
}
