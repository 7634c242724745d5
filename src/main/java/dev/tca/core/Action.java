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

    /** Types text, first clicking into {@code element} when one is given. */
    record Type(String text, Integer element) implements Action {
        public static final int MAX_LENGTH = 2000;

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

        public String verb() {
            return "type";
        }

        public String describe() {
            return "type '" + text + "'" + (element == null ? "" : " into #" + element);
        }

        public Optional<Integer> target() {
            return Optional.ofNullable(element);
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

    /** The brain believes the goal is reached. Only a verifier can make that a success. */
    record Done(String reason) implements Action {
        public Done {
            reason = reason == null ? "" : reason;
        }

        public String verb() {
            return "done";
        }

        public String describe() {
            return "done";
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
