package dev.tca.brain.task;

import dev.tca.core.Decision;

/**
 * What a step of the plan does next: an action (the last one of its sub-goal, or one stage on the
 * way, such as opening a menu), nothing because its effect is already on the screen, or a failure.
 */
record Move(Decision decision, boolean last, String complete, String failure, boolean soft) {

    Move(Decision decision, boolean last, String complete, String failure) {
        this(decision, last, complete, failure, false);
    }

    static Move act(Decision d) {
        return new Move(d, true, null, null);
    }

    /**
     * An action whose effect may not show (a click into a document's text moves only the caret): when
     * the screen shows nothing, the plan goes on rather than retrying, and the run ends unverified
     * instead of claiming that step.
     */
    static Move soft(Decision d) {
        return new Move(d, true, null, null, true);
    }

    /** One stage of a sub-goal that needs several actions (open the combo box, then choose). */
    static Move stage(Decision d) {
        return new Move(d, false, null, null);
    }

    /** A stage whose effect may not show (selecting what an empty field holds): the sub-goal goes on either way. */
    static Move softStage(Decision d) {
        return new Move(d, false, null, null, true);
    }

    static Move already(String evidence) {
        return new Move(null, true, evidence, null);
    }

    static Move fail(String why) {
        return new Move(null, true, null, why);
    }
}
