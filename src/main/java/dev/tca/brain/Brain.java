package dev.tca.brain;

import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import java.util.List;

/** Chooses the next action towards a goal. */
public interface Brain {

    /**
     * @param history the earlier steps of this episode, oldest first
     * @throws dev.tca.core.BrainException when no safe action can be made of the brain's answer
     */
    Decision decide(String goal, Observation observation, List<Attempt> history);

    /** A short name for headers and scoreboards, e.g. "planner (rule-based)". */
    String describe();
}
