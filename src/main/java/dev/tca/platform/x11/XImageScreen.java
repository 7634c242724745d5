package dev.tca.platform.x11;

import dev.tca.core.EngineUnavailableException;
import dev.tca.core.Frame;
import dev.tca.core.NoScreenException;
import dev.tca.core.Point;
import dev.tca.core.ScreenMapping;
import dev.tca.platform.x11.jna.XImageHeader;
import dev.tca.platform.x11.jna.Xlib;
import dev.tca.screen.Screen;

import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.platform.unix.X11;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;

/**
 * Live capture of a display named at open (a sandbox's ":141") with XGetImage, so no AWT and no
 * connection to the user's own display is involved. One connection, used by one caller at a time.
 */
public final class XImageScreen implements Screen, AutoCloseable {

    private static final NativeLong ALL_PLANES = new NativeLong(-1);

    private final Xlib x;
    private final Pointer display;
    private final NativeLong root;
    private final String name;
    private boolean closed;

    private XImageScreen(Xlib x, Pointer display, String name) {
        this.x = x;
        this.display = display;
        this.root = x.XDefaultRootWindow(display);
        this.name = name;
    }

    public static XImageScreen open(String name) {
        Xlib x;
        try {
            x = Xlib.INSTANCE;
        } catch (LinkageError e) {
            throw new EngineUnavailableException("libX11 could not be loaded: " + e.getMessage()
                    + "; install it with: apt-get install libx11-6");
        }
        XErrors.install(x);
        Pointer d = x.XOpenDisplay(name);
        if (d == null) {
            throw new NoScreenException("cannot open the X display " + name);
        }
        return new XImageScreen(x, d, name);
    }

    @Override
    public synchronized Frame capture() {
        if (closed) {
            throw new NoScreenException("the capture of " + name + " is closed");
        }
        X11.XWindowAttributes attrs = new X11.XWindowAttributes();
        if (x.XGetWindowAttributes(display, root, attrs) == 0) {
            throw new NoScreenException("the X display " + name + " went away");
        }
        Pointer image = x.XGetImage(display, root, 0, 0, attrs.width, attrs.height, ALL_PLANES, Xlib.Z_PIXMAP);
        if (image == null) {
            throw new NoScreenException("XGetImage returned nothing on " + name);
        }
        try {
            return new Frame(toImage(new XImageHeader(image)), ScreenMapping.IDENTITY, "display " + name);
        } finally {
            x.XDestroyImage(image);
        }
    }

    /** Where the display's pointer is now: the sandbox's cursor, which Xvfb never draws into a capture. */
    public synchronized Point pointer() {
        if (closed) {
            throw new NoScreenException("the capture of " + name + " is closed");
        }
        IntByReference rx = new IntByReference();
        IntByReference ry = new IntByReference();
        IntByReference any = new IntByReference();
        x.XQueryPointer(display, root, new NativeLongByReference(), new NativeLongByReference(), rx, ry, any, any, any);
        return new Point(rx.getValue(), ry.getValue());
    }

    /**
     * The common case (24-bit depth in 32-bit pixels, red in 0xff0000, the host's byte order) is one
     * bulk copy per row straight into the image's int raster; anything else goes pixel by pixel.
     */
    static BufferedImage toImage(XImageHeader h) {
        BufferedImage out = new BufferedImage(h.width, h.height, BufferedImage.TYPE_INT_RGB);
        int[] dst = ((DataBufferInt) out.getRaster().getDataBuffer()).getData();
        long red = h.red_mask.longValue();
        long green = h.green_mask.longValue();
        long blue = h.blue_mask.longValue();
        boolean hostOrder = (h.byte_order == 0) == (java.nio.ByteOrder.nativeOrder() == java.nio.ByteOrder.LITTLE_ENDIAN);
        if (h.bits_per_pixel == 32 && red == 0xff0000 && green == 0xff00 && blue == 0xff && hostOrder) {
            for (int row = 0; row < h.height; row++) {
                h.data.read((long) row * h.bytes_per_line, dst, row * h.width, h.width);
            }
            return out;
        }
        if (h.bits_per_pixel != 24 && h.bits_per_pixel != 32) {
            throw new NoScreenException("unsupported X pixel format: " + h.bits_per_pixel + " bits per pixel");
        }
        int bytes = h.bits_per_pixel / 8;
        byte[] line = new byte[h.bytes_per_line];
        for (int row = 0; row < h.height; row++) {
            h.data.read((long) row * h.bytes_per_line, line, 0, line.length);
            for (int col = 0; col < h.width; col++) {
                long pixel = 0;
                for (int b = 0; b < bytes; b++) {
                    int v = line[col * bytes + b] & 0xff;
                    pixel |= h.byte_order == 0 ? (long) v << (8 * b) : (long) v << (8 * (bytes - 1 - b));
                }
                dst[row * h.width + col] = channel(pixel, red) << 16 | channel(pixel, green) << 8 | channel(pixel, blue);
            }
        }
        return out;
    }

    private static int channel(long pixel, long mask) {
        int shift = Long.numberOfTrailingZeros(mask);
        long max = mask >>> shift;
        return (int) (((pixel & mask) >>> shift) * 255 / Math.max(1, max));
    }

    @Override
    public String describe() {
        return "X display " + name + " (XGetImage)";
    }

    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            x.XCloseDisplay(display);
        }
    }
}
