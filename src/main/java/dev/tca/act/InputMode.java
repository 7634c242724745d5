package dev.tca.act;

import dev.tca.core.BadInputException;

import java.util.Locale;

/**
 * How an action on an element that the accessibility tree can reach is carried out. The pixel is
 * always resolved and shown, so a step line reads the same whichever way the input went.
 */
public enum InputMode {
    /** Always real mouse and keyboard at the element's box. */
    PIXELS,
    /** The tree's own action (press, set text, set value) wherever the element has a handle; pixels otherwise, with a note. */
    NATIVE,
    /** Pixels, and the tree where a pixel is known to be worse: a slider's value, a control scrolled away, a retried click. */
    AUTO;

    public static InputMode of(String name) {
        for (InputMode m : values()) {
            if (m.wireName().equals(name)) {
                return m;
            }
        }
        throw new BadInputException("--input must be pixels, native or auto, got '" + name + "'");
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
