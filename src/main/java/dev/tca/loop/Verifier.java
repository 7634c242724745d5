package dev.tca.loop;

import dev.tca.core.Labels;
import dev.tca.core.Observation;

import java.util.Optional;
import java.util.stream.Stream;

/** Looks at the screen after an action and says whether the goal visibly happened, with the evidence. */
public interface Verifier {

    /** @return the evidence when satisfied, empty otherwise */
    Optional<String> verify(Observation initial, Observation after);

    String describe();

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

    /** Every verifier must hold. */
    static Verifier all(java.util.List<Verifier> verifiers) {
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
        return Stream.concat(o.screenText().stream(), o.elements().stream().map(e -> e.label()))
                .anyMatch(s -> Labels.containsWords(s, text));
    }
}
