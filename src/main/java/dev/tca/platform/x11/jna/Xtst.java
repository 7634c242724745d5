package dev.tca.platform.x11.jna;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;

/** libXtst: synthetic input the X server treats as real. */
public interface Xtst extends Library {

    Xtst INSTANCE = Native.load("Xtst", Xtst.class);

    /** int XTestFakeKeyEvent(Display *dpy, unsigned int keycode, Bool is_press, unsigned long delay); */
    int XTestFakeKeyEvent(Pointer display, int keycode, int isPress, NativeLong delay);

    /** int XTestFakeButtonEvent(Display *dpy, unsigned int button, Bool is_press, unsigned long delay); */
    int XTestFakeButtonEvent(Pointer display, int button, int isPress, NativeLong delay);
}
