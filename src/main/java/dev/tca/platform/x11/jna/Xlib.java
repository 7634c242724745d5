package dev.tca.platform.x11.jna;

import com.sun.jna.Callback;
import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;
import com.sun.jna.ptr.PointerByReference;

/** The parts of libX11 tca uses. Display* is an opaque Pointer; KeySym is unsigned long. */
public interface Xlib extends Library {

    Xlib INSTANCE = Native.load("X11", Xlib.class);

    /** Display *XOpenDisplay(char *display_name); */
    Pointer XOpenDisplay(String name);

    /** int XCloseDisplay(Display *display); */
    int XCloseDisplay(Pointer display);

    /** KeyCode XKeysymToKeycode(Display *display, KeySym keysym); KeyCode is an unsigned char. */
    byte XKeysymToKeycode(Pointer display, NativeLong keysym);

    /** KeySym XStringToKeysym(char *string); */
    NativeLong XStringToKeysym(String name);

    /** int XDisplayKeycodes(Display *display, int *min_keycodes_return, int *max_keycodes_return); */
    int XDisplayKeycodes(Pointer display, IntByReference min, IntByReference max);

    /** KeySym *XGetKeyboardMapping(Display *display, KeyCode first_keycode, int keycode_count, int *keysyms_per_keycode_return); */
    Pointer XGetKeyboardMapping(Pointer display, byte first, int count, IntByReference keysymsPerKeycode);

    /** int XChangeKeyboardMapping(Display *display, int first_keycode, int keysyms_per_keycode, KeySym *keysyms, int num_codes); */
    int XChangeKeyboardMapping(Pointer display, int first, int keysymsPerKeycode, NativeLong[] keysyms, int count);

    /** int XFree(void *data); */
    int XFree(Pointer data);

    /** int XFlush(Display *display); */
    int XFlush(Pointer display);

    /** int XSync(Display *display, Bool discard); */
    int XSync(Pointer display, int discard);

    /** Window XDefaultRootWindow(Display *display); */
    NativeLong XDefaultRootWindow(Pointer display);

    /** Atom XInternAtom(Display *display, char *atom_name, Bool only_if_exists); Bool is a C int. */
    NativeLong XInternAtom(Pointer display, String name, int onlyIfExists);

    /**
     * int XGetWindowProperty(Display *display, Window w, Atom property, long long_offset, long long_length,
     * Bool delete, Atom req_type, Atom *actual_type_return, int *actual_format_return,
     * unsigned long *nitems_return, unsigned long *bytes_after_return, unsigned char **prop_return);
     */
    int XGetWindowProperty(Pointer display, NativeLong window, NativeLong property, NativeLong offset, NativeLong length,
                           int delete, NativeLong reqType, NativeLongByReference actualType, IntByReference actualFormat,
                           NativeLongByReference items, NativeLongByReference bytesAfter, PointerByReference value);

    /**
     * Status XQueryTree(Display *display, Window w, Window *root_return, Window *parent_return,
     * Window **children_return, unsigned int *nchildren_return);
     */
    int XQueryTree(Pointer display, NativeLong window, NativeLongByReference root, NativeLongByReference parent,
                   PointerByReference children, IntByReference count);

    /** Status XGetWindowAttributes(Display *display, Window w, XWindowAttributes *window_attributes_return); */
    int XGetWindowAttributes(Pointer display, NativeLong window, com.sun.jna.platform.unix.X11.XWindowAttributes attributes);

    /**
     * Bool XTranslateCoordinates(Display *display, Window src_w, Window dest_w, int src_x, int src_y,
     * int *dest_x_return, int *dest_y_return, Window *child_return);
     */
    int XTranslateCoordinates(Pointer display, NativeLong src, NativeLong dest, int srcX, int srcY,
                              IntByReference destX, IntByReference destY, NativeLongByReference child);

    /** int (*XErrorHandler)(Display *display, XErrorEvent *event); */
    interface ErrorHandler extends Callback {
        int invoke(Pointer display, Pointer event);
    }

    /** XErrorHandler XSetErrorHandler(XErrorHandler handler); */
    ErrorHandler XSetErrorHandler(ErrorHandler handler);

    /** int (*XIOErrorHandler)(Display *display); Xlib exits the process when it returns. */
    interface IOErrorHandler extends Callback {
        int invoke(Pointer display);
    }

    /** XIOErrorHandler XSetIOErrorHandler(XIOErrorHandler handler); */
    IOErrorHandler XSetIOErrorHandler(IOErrorHandler handler);

    /**
     * int XWarpPointer(Display *display, Window src_w, Window dest_w, int src_x, int src_y,
     * unsigned int src_width, unsigned int src_height, int dest_x, int dest_y);
     */
    int XWarpPointer(Pointer display, NativeLong srcWindow, NativeLong destWindow, int srcX, int srcY,
                     int srcWidth, int srcHeight, int destX, int destY);

    /**
     * Bool XQueryPointer(Display *display, Window w, Window *root_return, Window *child_return,
     * int *root_x_return, int *root_y_return, int *win_x_return, int *win_y_return, unsigned int *mask_return);
     */
    int XQueryPointer(Pointer display, NativeLong window, NativeLongByReference root, NativeLongByReference child,
                      IntByReference rootX, IntByReference rootY, IntByReference winX, IntByReference winY,
                      IntByReference mask);

    /** The ZPixmap format of XGetImage. */
    int Z_PIXMAP = 2;

    /**
     * XImage *XGetImage(Display *display, Drawable d, int x, int y, unsigned int width, unsigned int height,
     * unsigned long plane_mask, int format);
     */
    Pointer XGetImage(Pointer display, NativeLong drawable, int x, int y, int width, int height, NativeLong planeMask,
                      int format);

    /** int XDestroyImage(XImage *ximage); libX11 exports it as a function as well as the Xutil.h macro. */
    int XDestroyImage(Pointer image);
}
