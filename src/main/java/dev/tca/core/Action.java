package dev.tca.core;

import java.util.Objects;
import java.util.Optional;

/**
 * The closed vocabulary of things a brain may ask for. Each verb is a record that validates
 * itself on construction, so nothing malformed reaches a policy or an executor.
 */
public sealed interface Action {

    /** The verb as written in menus, scripts and traces. */
    String verb();

    /** A one-line description: click #3, type 'hi' into #2, key ctrl+s. */
    String describe();

    /** The element this action aims at, if any. */
    default Optional<Integer> target() {
        return Optional.empty();
    }

    /** True for actions that change the screen or the machine (everything but wait, done and fail). */
    default boolean isInput() {
        return true;
    }

    record Click(int element) implements Action {
        public Click {
            requireElement(element);
        }

        public String verb() {
            return "click";
        }

        public String describe() {
            return "click #" + element;
        }

        public Optional<Integer> target() {
            return Optional.of(element);
        }
    }

    record DoubleClick(int element) implements Action {
        public DoubleClick {
            requireElement(element);
        }

        public String verb() {
            return "double_click";
        }

        public String describe() {
            return "double_click #" + element;
        }

        public Optional<Integer> target() {
            return Optional.of(element);
        }
    }

    /** The pointer rests on the element without a press: a menu or a tooltip that opens on hover shows. */
    record Hover(int element) implements Action {
        public Hover {
            requireElement(element);
        }

        public String verb() {
            return "hover";
        }

        public String describe() {
            return "hover #" + element;
        }

        public Optional<Integer> target() {
            return Optional.of(element);
        }
    }

    /** Pressed on the element, carried to another ({@code to}) and let go there. */
    record Drag(int element, int to) implements Action {
        public Drag {
            requireElement(element);
            requireElement(to);
            if (element == to) {
                throw new IllegalArgumentException("a drag needs two elements, got #" + element + " twice");
            }
        }

        public String verb() {
            return "drag";
        }

        public String describe() {
            return "drag #" + element + " to #" + to;
        }

        public Optional<Integer> target() {
            return Optional.of(element);
        }
    }

    record RightClick(int element) implements Action {
        public RightClick {
            requireElement(element);
        }

        public String verb() {
            return "right_click";
        }

        public String describe() {
            return "right_click #" + element;
        }

        public Optional<Integer> target() {
            return Optional.of(element);
        }
    }

    /**
     * Types text, first clicking into {@code element} when one is given.
     *
     * @param replace select what the field holds first, so the text replaces it (the goal sets a value)
     * @param secret  a password the goal gave: typed for real, never shown ({@link #describe} masks it)
     */
    record Type(String text, Integer element, boolean replace, boolean secret) implements Action {
        public static final int MAX_LENGTH = 2000;
        public static final String MASK = "\u2022\u2022\u2022\u2022\u2022";

        public Type {
            Objects.requireNonNull(text, "text");
            if (text.isEmpty()) {
                throw new IllegalArgumentException("type needs some text");
            }
            if (text.length() > MAX_LENGTH) {
                throw new IllegalArgumentException("typed text is longer than " + MAX_LENGTH + " characters");
            }
            if (element != null) {
                requireElement(element);
            }
        }

        public Type(String text, Integer element) {
            this(text, element, false, false);
        }

        public String verb() {
            return "type";
        }

        /** The text as it may be shown: the mask for a secret. */
        public String shown() {
            return secret ? MASK : text;
        }

        public String describe() {
            return "type '" + shown() + "'" + (element == null ? "" : " into #" + element);
        }

        public Optional<Integer> target() {
            return Optional.ofNullable(element);
        }

        @Override
        public String toString() {
            return "Type[" + describe() + (replace ? ", replace" : "") + "]";
        }
    }

    /** Sets a slider or spin box to a number, by the tree's value when the element has a handle, else by keys. */
    record SetValue(int element, double value) implements Action {
        public SetValue {
            requireElement(element);
            if (Double.isNaN(value) || Double.isInfinite(value)) {
                throw new IllegalArgumentException("set_value needs a number, got " + value);
            }
        }

        public String verb() {
            return "set_value";
        }

        public String describe() {
            return "set #" + element + " to " + Range.number(value);
        }

        public Optional<Integer> target() {
            return Optional.of(element);
        }
    }

    record Key(KeyChord chord) implements Action {
        public Key {
            Objects.requireNonNull(chord, "chord");
        }

        public String verb() {
            return "key";
        }

        public String describe() {
            return "key " + chord;
        }
    }

    enum Direction { UP, DOWN, LEFT, RIGHT }

    /** Scrolls by {@code amount} wheel notches, over {@code element} when one is given. */
    record Scroll(Direction direction, int amount, Integer element) implements Action {
        public Scroll {
            Objects.requireNonNull(direction, "direction");
            if (amount < 1 || amount > 50) {
                throw new IllegalArgumentException("scroll amount must be 1..50, got " + amount);
            }
            if (element != null) {
                requireElement(element);
            }
        }

        public String verb() {
            return "scroll";
        }

        public String describe() {
            return "scroll " + direction.name().toLowerCase(java.util.Locale.ROOT) + " " + amount + (element == null ? "" : " over #" + element);
        }

        public Optional<Integer> target() {
            return Optional.ofNullable(element);
        }
    }

    record Wait(long millis) implements Action {
        public Wait {
            if (millis < 0 || millis > 60_000) {
                throw new IllegalArgumentException("wait must be 0..60000 ms, got " + millis);
            }
        }

        public String verb() {
            return "wait";
        }

        public String describe() {
            return "wait " + millis + " ms";
        }

        public boolean isInput() {
            return false;
        }
    }

    /**
     * The brain believes the goal is reached. Only a verifier can make that a success.
     *
     * @param answer        for a question, the answer read off the screen; null otherwise
     * @param answerElement the element the answer came from, or null
     */
    record Done(String reason, String answer, Integer answerElement) implements Action {
        public Done {
            reason = reason == null ? "" : reason;
        }

        public Done(String reason) {
            this(reason, null, null);
        }

        public String verb() {
            return "done";
        }

        public String describe() {
            return answer == null ? "done" : "answer '" + answer + "'";
        }

        public boolean isInput() {
            return false;
        }
    }

    /** The brain gives up. */
    record Fail(String reason) implements Action {
        public Fail {
            reason = reason == null ? "" : reason;
        }

        public String verb() {
            return "fail";
        }

        public String describe() {
            return "fail";
        }

        public boolean isInput() {
            return false;
        }
    }

    private static void requireElement(int element) {
        if (element < 1) {
            throw new IllegalArgumentException("element number must be >= 1, got " + element);
        }
    }
}
