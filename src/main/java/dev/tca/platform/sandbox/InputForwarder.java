package dev.tca.platform.sandbox;

import dev.tca.core.Point;
import dev.tca.platform.x11.Keysyms;
import dev.tca.platform.x11.XDisplay;

import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.util.Map;

/**
 * Replays a person's mouse and keys from the watch window into the sandbox with XTest on the
 * sandbox's own display: the person's desktop only ever sees them click in a Swing window.
 */
final class InputForwarder {

    /** Keys that produce no character, by AWT key code, as X keysym names. */
    private static final Map<Integer, String> NAMED = Map.ofEntries(
            Map.entry(KeyEvent.VK_ENTER, "Return"), Map.entry(KeyEvent.VK_BACK_SPACE, "BackSpace"),
            Map.entry(KeyEvent.VK_TAB, "Tab"), Map.entry(KeyEvent.VK_ESCAPE, "Escape"),
            Map.entry(KeyEvent.VK_DELETE, "Delete"), Map.entry(KeyEvent.VK_HOME, "Home"), Map.entry(KeyEvent.VK_END, "End"),
            Map.entry(KeyEvent.VK_LEFT, "Left"), Map.entry(KeyEvent.VK_RIGHT, "Right"), Map.entry(KeyEvent.VK_UP, "Up"),
            Map.entry(KeyEvent.VK_DOWN, "Down"), Map.entry(KeyEvent.VK_PAGE_UP, "Page_Up"),
            Map.entry(KeyEvent.VK_PAGE_DOWN, "Page_Down"), Map.entry(KeyEvent.VK_CONTROL, "Control_L"),
            Map.entry(KeyEvent.VK_ALT, "Alt_L"), Map.entry(KeyEvent.VK_F1, "F1"), Map.entry(KeyEvent.VK_F10, "F10"));

    private final XDisplay x;

    InputForwarder(XDisplay x) {
        this.x = x;
    }

    synchronized void move(Point p) {
        x.move(p);
    }

    synchronized void button(MouseEvent e, Point p, boolean press) {
        int button = switch (e.getButton()) {
            case MouseEvent.BUTTON2 -> 2;
            case MouseEvent.BUTTON3 -> 3;
            default -> 1;
        };
        x.move(p);
        x.button(button, press);
    }

    /** Named keys and modifier chords go as press and release; Shift is left to the character's own keycode. */
    synchronized void key(KeyEvent e, boolean press) {
        String name = NAMED.get(e.getKeyCode());
        if (name == null && (e.isControlDown() || e.isAltDown()) && Character.isLetterOrDigit(e.getKeyCode())) {
            name = String.valueOf(Character.toLowerCase((char) e.getKeyCode()));
        }
        if (name == null) {
            return;
        }
        XDisplay.KeyPosition pos = x.find(x.keysym(name));
        if (pos.keycode() != 0) {
            x.key(pos.keycode(), press);
        }
    }

    /** A typed character (no Ctrl or Alt held): tapped on whichever key produces it, with Shift if needed. */
    synchronized void typed(KeyEvent e) {
        char c = e.getKeyChar();
        if (c == KeyEvent.CHAR_UNDEFINED || Character.isISOControl(c) || e.isControlDown() || e.isAltDown()) {
            return;
        }
        XDisplay.KeyPosition pos = x.find(Keysyms.of(c));
        if (pos.keycode() == 0) {
            return; // a character this keyboard lacks; take-over is for nudges, not for typing prose
        }
        int shift = pos.shift() ? x.find(x.keysym("Shift_L")).keycode() : 0;
        if (shift != 0) {
            x.key(shift, true);
        }
        x.key(pos.keycode(), true);
        x.key(pos.keycode(), false);
        if (shift != 0) {
            x.key(shift, false);
        }
    }
}
