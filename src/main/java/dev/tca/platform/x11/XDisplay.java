package dev.tca.platform.x11;

import dev.tca.core.EngineUnavailableException;
import dev.tca.core.NoScreenException;
import dev.tca.core.Point;
import dev.tca.platform.x11.jna.Xlib;
import dev.tca.platform.x11.jna.Xtst;

import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;

/**
 * One connection to the X server for input: XTest key, button and motion events, keysym lookups,
 * and the keyboard remapping that lets any Unicode character be typed.
 */
public final class XDisplay implements AutoCloseable {

    private static final NativeLong NOW = new NativeLong(0);

    private final Xlib x;
    private final Xtst xtst;
    private final Pointer display;

    private XDisplay(Xlib x, Xtst xtst, Pointer display) {
        this.x = x;
        this.xtst = xtst;
        this.display = display;
    }

    public static XDisplay open() {
        return open(null);
    }

    /** Opens the named display (":141"), or the JVM's DISPLAY when name is null: a sandbox is driven by name. */
    public static XDisplay open(String name) {
        Xlib x;
        Xtst t;
        try {
            x = Xlib.INSTANCE;
            t = Xtst.INSTANCE;
        } catch (LinkageError e) {
            throw new EngineUnavailableException("the X11 input libraries (libX11, libXtst) could not be loaded: "
                    + e.getMessage() + "; install them with: apt-get install libx11-6 libxtst6");
        }
        XErrors.install(x);
        Pointer d = x.XOpenDisplay(name);
        if (d == null) {
            throw new NoScreenException("cannot open the X display " + (name == null ? System.getenv("DISPLAY") : name));
        }
        return new XDisplay(x, t, d);
    }

    /**
     * Moves the pointer to absolute root coordinates. A warp, as xdotool does, rather than an XTest
     * motion: some servers (Xephyr with Xinerama) clamp XTest motion to the first screen's size,
     * while a warp reaches every monitor of the root window.
     */
    public void move(Point p) {
        x.XWarpPointer(display, new NativeLong(0), x.XDefaultRootWindow(display), 0, 0, 0, 0, p.x(), p.y());
        x.XFlush(display);
    }

    public void button(int button, boolean press) {
        xtst.XTestFakeButtonEvent(display, button, press ? 1 : 0, NOW);
        x.XFlush(display);
    }

    public void key(int keycode, boolean press) {
        xtst.XTestFakeKeyEvent(display, keycode, press ? 1 : 0, NOW);
        x.XFlush(display);
    }

    public long keysym(String name) {
        NativeLong ks = x.XStringToKeysym(name);
        return ks == null ? 0 : ks.longValue();
    }

    /** The keycode producing the keysym and whether it needs shift; keycode 0 when no key has it. */
    public KeyPosition find(long keysym) {
        int code = x.XKeysymToKeycode(display, new NativeLong(keysym)) & 0xff;
        if (code == 0) {
            return new KeyPosition(0, false);
        }
        long[] syms = mapping(code);
        if (syms.length > 0 && syms[0] == keysym) {
            return new KeyPosition(code, false);
        }
        if (syms.length > 1 && syms[1] == keysym) {
            return new KeyPosition(code, true);
        }
        return new KeyPosition(0, false); // only on another level (AltGr): remap instead
    }

    public record KeyPosition(int keycode, boolean shift) {
    }

    /** A keycode with no keysyms at all, free to borrow for a character the layout lacks; 0 if none. */
    public int spareKeycode() {
        IntByReference min = new IntByReference();
        IntByReference max = new IntByReference();
        x.XDisplayKeycodes(display, min, max);
        for (int code = max.getValue(); code >= min.getValue(); code--) {
            long[] syms = mapping(code);
            boolean empty = true;
            for (long s : syms) {
                empty &= s == 0;
            }
            if (empty) {
                return code;
            }
        }
        return 0;
    }

    /** Points keycode at keysym (lower and upper level), or back at nothing with keysym 0. */
    public void remap(int keycode, long keysym) {
        NativeLong[] syms = {new NativeLong(keysym), new NativeLong(keysym)};
        x.XChangeKeyboardMapping(display, keycode, 2, syms, 1);
        x.XSync(display, 0);
    }

    public Point pointer() {
        NativeLongByReference root = new NativeLongByReference();
        NativeLongByReference child = new NativeLongByReference();
        IntByReference rx = new IntByReference();
        IntByReference ry = new IntByReference();
        IntByReference wx = new IntByReference();
        IntByReference wy = new IntByReference();
        IntByReference mask = new IntByReference();
        x.XQueryPointer(display, x.XDefaultRootWindow(display), root, child, rx, ry, wx, wy, mask);
        return new Point(rx.getValue(), ry.getValue());
    }

    public void sync() {
        x.XSync(display, 0);
    }

    private long[] mapping(int code) {
        IntByReference per = new IntByReference();
        Pointer p = x.XGetKeyboardMapping(display, (byte) code, 1, per);
        if (p == null) {
            return new long[0];
        }
        try {
            long[] out = new long[per.getValue()];
            for (int i = 0; i < out.length; i++) {
                out[i] = p.getNativeLong((long) i * NativeLong.SIZE).longValue();
            }
            return out;
        } finally {
            x.XFree(p);
        }
    }

    @Override
    public void close() {
        x.XCloseDisplay(display);
    }
}
