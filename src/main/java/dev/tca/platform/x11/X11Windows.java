package dev.tca.platform.x11;

import dev.tca.core.EngineUnavailableException;
import dev.tca.core.NoScreenException;
import dev.tca.core.Rect;
import dev.tca.platform.x11.jna.Xlib;

import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.platform.unix.X11;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;
import com.sun.jna.ptr.PointerByReference;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the window context of each step from the X server through libX11: the active window's
 * title, class and geometry, and the list of top-level windows. Works with a window manager
 * (EWMH properties) and without one (the root's children, topmost last).
 */
public final class X11Windows implements AutoCloseable {

    private final Xlib x;
    private final Pointer display;
    private final NativeLong root;

    private X11Windows(Xlib x, Pointer display) {
        this.x = x;
        this.display = display;
        this.root = x.XDefaultRootWindow(display);
    }

    public static X11Windows open() {
        return open(null);
    }

    /** Opens the named display (":141"), or the JVM's DISPLAY when name is null: a sandbox is driven by name. */
    public static X11Windows open(String name) {
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
            throw new NoScreenException("cannot open the X display " + (name == null ? System.getenv("DISPLAY") : name));
        }
        return new X11Windows(x, d);
    }

    /** Top-level application windows, bottom of the stack first. */
    public synchronized List<WindowInfo> topLevel() {
        List<WindowInfo> out = new ArrayList<>();
        List<Long> ids = longs(property(root, "_NET_CLIENT_LIST"));
        if (ids.isEmpty()) {
            ids = children(root);
        }
        for (long id : ids) {
            info(new NativeLong(id)).ifPresent(out::add);
        }
        return out;
    }

    /** The window the user works in: _NET_ACTIVE_WINDOW when a window manager sets it, else the topmost named one. */
    public synchronized Optional<WindowInfo> active() {
        List<Long> active = longs(property(root, "_NET_ACTIVE_WINDOW"));
        if (!active.isEmpty() && active.get(0) != 0) {
            Optional<WindowInfo> w = info(new NativeLong(active.get(0)));
            if (w.isPresent()) {
                return w;
            }
        }
        List<WindowInfo> all = topLevel();
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(all.size() - 1));
    }

    private Optional<WindowInfo> info(NativeLong w) {
        X11.XWindowAttributes attrs = new X11.XWindowAttributes();
        if (x.XGetWindowAttributes(display, w, attrs) == 0 || attrs.map_state != X11.IsViewable
                || attrs.width <= 1 || attrs.height <= 1) {
            return Optional.empty();
        }
        IntByReference ax = new IntByReference();
        IntByReference ay = new IntByReference();
        if (x.XTranslateCoordinates(display, w, root, 0, 0, ax, ay, new NativeLongByReference()) == 0) {
            return Optional.empty();
        }
        String title = WindowProperties.text(property(w, "_NET_WM_NAME"), true);
        if (title.isEmpty()) {
            title = WindowProperties.text(property(w, "WM_NAME"), false);
        }
        String appClass = WindowProperties.wmClass(property(w, "WM_CLASS"));
        if (title.isEmpty() && appClass.isEmpty()) {
            return Optional.empty(); // an unnamed helper window, not something a person works in
        }
        return Optional.of(new WindowInfo(w.longValue(), title, appClass,
                new Rect(ax.getValue(), ay.getValue(), attrs.width, attrs.height)));
    }

    private List<Long> children(NativeLong parent) {
        PointerByReference kids = new PointerByReference();
        IntByReference count = new IntByReference();
        List<Long> out = new ArrayList<>();
        if (x.XQueryTree(display, parent, new NativeLongByReference(), new NativeLongByReference(), kids, count) != 0
                && kids.getValue() != null) {
            Pointer p = kids.getValue();
            for (int i = 0; i < count.getValue(); i++) {
                out.add(p.getNativeLong((long) i * NativeLong.SIZE).longValue());
            }
            x.XFree(p);
        }
        return out;
    }

    /** Format-32 properties arrive as C longs, whatever their size on this machine. */
    private static List<Long> longs(byte[] raw) {
        List<Long> out = new ArrayList<>();
        if (raw == null) {
            return out;
        }
        ByteBuffer buf = ByteBuffer.wrap(raw).order(ByteOrder.nativeOrder());
        while (buf.remaining() >= NativeLong.SIZE) {
            out.add(NativeLong.SIZE == 8 ? buf.getLong() : buf.getInt() & 0xffffffffL);
        }
        return out;
    }

    private byte[] property(NativeLong w, String name) {
        NativeLong atom = x.XInternAtom(display, name, 1);
        if (atom == null || atom.longValue() == 0) {
            return null;
        }
        NativeLongByReference type = new NativeLongByReference();
        IntByReference format = new IntByReference();
        NativeLongByReference items = new NativeLongByReference();
        NativeLongByReference after = new NativeLongByReference();
        PointerByReference value = new PointerByReference();
        int status = x.XGetWindowProperty(display, w, atom, new NativeLong(0), new NativeLong(4096), 0,
                new NativeLong(0), type, format, items, after, value);
        if (status != 0 || value.getValue() == null) {
            return null;
        }
        try {
            int unit = switch (format.getValue()) {
                case 8 -> 1;
                case 16 -> 2;
                case 32 -> NativeLong.SIZE;
                default -> 0;
            };
            return value.getValue().getByteArray(0, (int) (items.getValue().longValue() * unit));
        } finally {
            x.XFree(value.getValue());
        }
    }

    @Override
    public synchronized void close() {
        x.XCloseDisplay(display);
    }
}
