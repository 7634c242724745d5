package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

/** Decides whether one action may run on this screen, and says why. */
public interface Policy {

    Verdict check(Action action, Observation observation);
}
