package dev.tca.loop;

import dev.tca.core.Action;
import dev.tca.core.Labels;
import dev.tca.core.Observation;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The user's own end condition (--verify-text, --verify-gone): looks at the screen after an action
 * and says whether it holds, with the evidence.
 */
public interface Verifier {

    /** @return the evidence when satisfied, empty otherwise */
    Optional<String> verify(Observation initial, Observation after);

    /**
     * The last action tca executed and the screen it was taken on: what a vanished text can be credited to.
     *
     * @param before the screen the action was decided and taken on
     */
    record Cause(Observation before, Action action) {
        public Cause {
            java.util.Objects.requireNonNull(before, "before");
            java.util.Objects.requireNonNull(action, "action");
        }

        /** Input tca gave the app (a click, a key, typing, a scroll); a wait or an end is none. */
        boolean isInput() {
            return !(action instanceof Action.Wait || action instanceof Action.Done || action instanceof Action.Fail);
        }
    }

    /**
     * Judged with the action that came last ({@code cause}, null before any): by default the cause does not
     * matter, only the screens do.
     */
    default Optional<String> verify(Observation initial, Cause cause, Observation after) {
        return verify(initial, after);
    }

    String describe();

    /** True for {@link #NONE}. */
    default boolean isNone() {
        return false;
    }

    /** No end condition was given: success must then come from the effects of the steps themselves. */
    Verifier NONE = new Verifier() {
        public Optional<String> verify(Observation initial, Observation after) {
            return Optional.empty();
        }

        public String describe() {
            return "nothing";
        }

        public boolean isNone() {
            return true;
        }
    };

    /** Succeeds when the text is on the screen after an action. */
    static Verifier textAppears(String text) {
        return new Verifier() {
            public Optional<String> verify(Observation initial, Observation after) {
                return shows(after, text) ? Optional.of("'" + text + "' is on the screen") : Optional.empty();
            }

            public String describe() {
                return "text '" + text + "' appears";
            }
        };
    }

    /**
     * Succeeds when text that was on the screen at the start is gone (a dialog closed), and tca made it go:
     * it was still on the screen tca's last action was taken on, and that action was input to the app. A
     * text that vanished during a wait, or before tca touched anything, went by itself: the app closed
     * or crashed, and tca cannot see which (it did not start the app, so it has no exit status; a killed
     * client's windows vanish from the X server like a closed one's). Such a run is never a verified
     * success. A crash in the moment right after tca's own click is, by the same token, indistinguishable.
     */
    static Verifier textGone(String text) {
        return new Verifier() {
            public Optional<String> verify(Observation initial, Observation after) {
                return shows(initial, text) && !shows(after, text)
                        ? Optional.of("'" + text + "' is gone from the screen") : Optional.empty();
            }

            public Optional<String> verify(Observation initial, Cause cause, Observation after) {
                return cause != null && cause.isInput() && shows(cause.before(), text)
                        ? verify(initial, after).map(e -> e + " after " + cause.action().describe()) : Optional.empty();
            }

            public String describe() {
                return "text '" + text + "' vanishes";
            }
        };
    }

    /** Every verifier must hold; none at all is {@link #NONE}. */
    static Verifier all(List<Verifier> verifiers) {
        if (verifiers.isEmpty()) {
            return NONE;
        }
        if (verifiers.size() == 1) {
            return verifiers.get(0);
        }
        return new Verifier() {
            public Optional<String> verify(Observation initial, Observation after) {
                return verify(initial, null, after, false);
            }

            public Optional<String> verify(Observation initial, Cause cause, Observation after) {
                return verify(initial, cause, after, true);
            }

            private Optional<String> verify(Observation initial, Cause cause, Observation after, boolean withCause) {
                StringBuilder evidence = new StringBuilder();
                for (Verifier v : verifiers) {
                    Optional<String> e = withCause ? v.verify(initial, cause, after) : v.verify(initial, after);
                    if (e.isEmpty()) {
                        return Optional.empty();
                    }
                    evidence.append(evidence.length() == 0 ? "" : "; ").append(e.get());
                }
                return Optional.of(evidence.toString());
            }

            public String describe() {
                return String.join(" and ", verifiers.stream().map(Verifier::describe).toList());
            }
        };
    }

    /** True when the text's core occurs, on word boundaries, in anything read off the screen. */
    static boolean shows(Observation o, String text) {
        return Stream.concat(o.screenText().stream(), o.elements().stream().flatMap(e -> Stream.of(e.label(), e.value())))
                .anyMatch(s -> Labels.containsWords(s, text));
    }
}
