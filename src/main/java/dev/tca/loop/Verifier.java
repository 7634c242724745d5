package dev.tca.loop;

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

    /** Succeeds when text that was on the screen at the start is gone (a dialog closed). */
    static Verifier textGone(String text) {
        return new Verifier() {
            public Optional<String> verify(Observation initial, Observation after) {
                return shows(initial, text) && !shows(after, text)
                        ? Optional.of("'" + text + "' is gone from the screen") : Optional.empty();
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
                StringBuilder evidence = new StringBuilder();
                for (Verifier v : verifiers) {
                    Optional<String> e = v.verify(initial, after);
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
