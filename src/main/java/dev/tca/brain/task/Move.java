package dev.tca.brain.task;

import dev.tca.core.Decision;

/**
 * What a step of the plan does next: an action (the last one of its sub-goal, or one stage on the
 * way, such as opening a menu), nothing because its effect is already on the screen, or a failure.
 */
record Move(Decision decision, boolean last, String complete, String failure) {

    static Move act(Decision d) {
        return new Move(d, true, null, null);
    }

    /** One stage of a sub-goal that needs several actions (open the combo box, then choose). */
    static Move stage(Decision d) {
        return new Move(d, false, null, null);
    }

    static Move already(String evidence) {
        return new Move(null, true, evidence, null);
    }

    static Move fail(String why) {
        return new Move(null, true, null, why);
    }
}
