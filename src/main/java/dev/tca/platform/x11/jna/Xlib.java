package dev.tca.platform.x11.jna;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;

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
}
