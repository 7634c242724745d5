package dev.tca.act;

import dev.tca.core.Action;
import dev.tca.core.Observation;

/** Carries out one action that the policy allowed. */
public interface Executor {

    Execution execute(Action action, Observation observation);

    /** True when this executor really moves the mouse and presses keys. */
    boolean isReal();
}
