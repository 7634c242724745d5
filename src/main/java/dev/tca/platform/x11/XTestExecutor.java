package dev.tca.platform.x11;

import dev.tca.act.Execution;
import dev.tca.act.Executor;
import dev.tca.act.Targets;
import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.EngineUnavailableException;
import dev.tca.core.KeyChord;
import dev.tca.core.Observation;
import dev.tca.core.Point;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Real mouse and keyboard through XTest. Typing works for any text, "Müller" and "naïve"
 * included: a character the keyboard layout lacks is typed by pointing a spare keycode at its
 * keysym for a moment, then putting the keyboard back as it was.
 */
public final class XTestExecutor implements Executor {

    private static final int LEFT = 1;
    private static final int RIGHT = 3;
    private static final long KEY_GAP_MS = 8;
    /** Clients read the new keymap on MappingNotify; give them time before the key arrives and before the next remap. */
    private static final long REMAP_GAP_MS = 40;

    private final XDisplay x;

    public XTestExecutor(XDisplay x) {
        this.x = x;
    }

    @Override
    public Execution execute(Action action, Observation observation) {
        Point pixel = Targets.pixel(action, observation).orElse(null);
        String summary;
        if (action instanceof Action.Click) {
            click(pixel, LEFT, 1);
            summary = "clicked " + pixel;
        } else if (action instanceof Action.DoubleClick) {
            click(pixel, LEFT, 2);
            summary = "double-clicked " + pixel;
        } else if (action instanceof Action.RightClick) {
            click(pixel, RIGHT, 1);
            summary = "right-clicked " + pixel;
        } else if (action instanceof Action.Drag d) {
            Point to = Targets.element(d.to(), observation).center();
            drag(pixel, to);
            summary = "dragged " + pixel + " to " + to;
        } else if (action instanceof Action.Hover) {
            x.move(pixel);
            summary = "moved the pointer to " + pixel;
        } else if (action instanceof Action.Type t) {
            if (pixel != null) {
                click(pixel, LEFT, 1);
                pause(150);
            }
            if (t.replace()) {
                press(KeyChord.parse("ctrl+a")); // what the field held is selected, so the text replaces it
                pause(40);
            }
            type(t.text());
            summary = "typed " + t.text().codePointCount(0, t.text().length()) + " characters"
                    + (pixel == null ? "" : " at " + pixel);
        } else if (action instanceof Action.SetValue v) {
            Element e = Targets.element(v.element(), observation);
            if (e.range() == null) {
                throw new IllegalArgumentException("set_value needs a slider whose range is known; #" + v.element() + " has none");
            }
            double f = Math.max(0, Math.min(1, (v.value() - e.range().min()) / Math.max(1e-9, e.range().max() - e.range().min())));
            pixel = new Point(e.box().x() + (int) Math.round(f * (e.box().width() - 1)), e.box().center().y());
            click(pixel, LEFT, 1);
            summary = "clicked the track at " + Math.round(f * 100) + "% " + pixel;
        } else if (action instanceof Action.Key k) {
            press(k.chord());
            summary = "pressed " + k.chord();
        } else if (action instanceof Action.Scroll s) {
            if (pixel != null) {
                x.move(pixel);
            }
            int button = switch (s.direction()) {
                case UP -> 4;
                case DOWN -> 5;
                case LEFT -> 6;
                case RIGHT -> 7;
            };
            for (int i = 0; i < s.amount(); i++) {
                x.button(button, true);
                x.button(button, false);
                pause(KEY_GAP_MS);
            }
            summary = "scrolled " + s.direction().name().toLowerCase(Locale.ROOT) + " " + s.amount()
                    + (pixel == null ? "" : " at " + pixel);
        } else {
            throw new IllegalArgumentException("not an input action: " + action.verb());
        }
        x.sync();
        return new Execution(true, summary, pixel);
    }

    /**
     * Press, carry in small moves, let go: a page's drag and drop starts only once the pointer has moved a few pixels with
     * the button down, and its drop target sees the pointer arrive over it.
     */
    private void drag(Point from, Point to) {
        x.move(from);
        pause(60);
        x.button(LEFT, true);
        pause(120);
        int steps = 16;
        for (int i = 1; i <= steps; i++) {
            x.move(new Point(from.x() + (to.x() - from.x()) * i / steps, from.y() + (to.y() - from.y()) * i / steps));
            x.sync();
            pause(25);
        }
        pause(120);
        x.button(LEFT, false);
        pause(60);
    }

    private void click(Point p, int button, int times) {
        x.move(p);
        pause(30);
        for (int i = 0; i < times; i++) {
            x.button(button, true);
            pause(KEY_GAP_MS);
            x.button(button, false);
            pause(60);
        }
    }

    void press(KeyChord chord) {
        List<Integer> held = new ArrayList<>();
        for (String mod : chord.modifiers()) {
            held.add(keycodeOf(Keysyms.name(mod)));
        }
        String named = Keysyms.name(chord.key());
        long keysym = named != null ? x.keysym(named) : Keysyms.of(chord.key().codePointAt(0));
        XDisplay.KeyPosition pos = x.find(keysym);
        if (pos.keycode() == 0) {
            throw new EngineUnavailableException("no key on this keyboard produces '" + chord.key() + "'");
        }
        if (pos.shift() && !chord.modifiers().contains("shift")) {
            held.add(keycodeOf("Shift_L"));
        }
        for (int code : held) {
            x.key(code, true);
        }
        x.key(pos.keycode(), true);
        pause(KEY_GAP_MS);
        x.key(pos.keycode(), false);
        for (int i = held.size() - 1; i >= 0; i--) {
            x.key(held.get(i), false);
        }
    }

    private int keycodeOf(String keysymName) {
        XDisplay.KeyPosition pos = x.find(x.keysym(keysymName));
        if (pos.keycode() == 0) {
            throw new EngineUnavailableException("no key on this keyboard for " + keysymName);
        }
        return pos.keycode();
    }

    void type(String text) {
        int spare = 0;
        try {
            for (int i = 0; i < text.length(); ) {
                int cp = text.codePointAt(i);
                i += Character.charCount(cp);
                long keysym = Keysyms.of(cp);
                XDisplay.KeyPosition pos = x.find(keysym);
                if (pos.keycode() != 0) {
                    tap(pos.keycode(), pos.shift());
                    continue;
                }
                if (spare == 0) {
                    spare = x.spareKeycode();
                    if (spare == 0) {
                        throw new IllegalStateException("no spare keycode to type '" + new String(Character.toChars(cp)) + "'");
                    }
                }
                x.remap(spare, keysym);
                pause(REMAP_GAP_MS);
                tap(spare, false);
                pause(REMAP_GAP_MS);
            }
        } finally {
            if (spare != 0) {
                pause(REMAP_GAP_MS);
                x.remap(spare, 0);
            }
        }
    }

    private void tap(int keycode, boolean shift) {
        int shiftCode = shift ? keycodeOf("Shift_L") : 0;
        if (shift) {
            x.key(shiftCode, true);
        }
        x.key(keycode, true);
        pause(KEY_GAP_MS);
        x.key(keycode, false);
        if (shift) {
            x.key(shiftCode, false);
        }
        pause(KEY_GAP_MS);
    }

    private static void pause(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public boolean isReal() {
        return true;
    }
}
