package dev.tca.core;

import java.util.Optional;

/**
 * What an action should visibly do, checked by the loop on the next observation: the field holds
 * the text, the box is ticked, the dialog closed. The brain that chose the action says what to
 * expect; only the screen says whether it happened.
 */
public interface Expectation {

    /** @return the evidence when the effect is seen, empty otherwise */
    Optional<String> seen(Observation before, Observation after, boolean screenChanged);

    String describe();

    /**
     * Which sub-goal of the brain's plan this action serves (0, 1, ...), so the loop can tell that
     * every sub-goal's effect was seen; -1 when the brain has no plan.
     */
    default int subgoal() {
        return -1;
    }

    /** Any visible change of the screen; the weakest evidence, named as such. */
    Expectation SCREEN_CHANGES = new Expectation() {
        public Optional<String> seen(Observation before, Observation after, boolean screenChanged) {
            return screenChanged ? Optional.of("the screen changed") : Optional.empty();
        }

        public String describe() {
            return "the screen changes";
        }
    };

    /** An expectation of one sub-goal from a check and a description. */
    static Expectation of(int subgoal, String description, Check check) {
        return new Expectation() {
            public int subgoal() {
                return subgoal;
            }

            public Optional<String> seen(Observation before, Observation after, boolean screenChanged) {
                return check.seen(before, after, screenChanged);
            }

            public String describe() {
                return description;
            }
        };
    }

    /** The check of {@link #of}. */
    @FunctionalInterface
    interface Check {
        Optional<String> seen(Observation before, Observation after, boolean screenChanged);
    }
}
