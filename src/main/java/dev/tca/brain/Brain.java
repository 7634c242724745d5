package dev.tca.brain;

import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import java.util.List;

/** Chooses the next action towards a goal. */
public interface Brain {

    /**
     * One decision on one screen, as scoring a recorded step needs it.
     *
     * @param history the earlier steps of this episode, oldest first
     * @throws dev.tca.core.BrainException when no safe action can be made of the brain's answer
     */
    Decision decide(String goal, Observation observation, List<Attempt> history);

    /** A short name for headers and scoreboards, e.g. "planner (rule-based)". */
    String describe();

    /**
     * Starts pursuing one goal for a whole episode: a brain that plans reads the goal once here,
     * and keeps its progress through the plan in the returned pursuit.
     */
    default Pursuit start(String goal) {
        return (observation, history) -> decide(goal, observation, history);
    }

    /** A brain working through one goal, step after step. */
    @FunctionalInterface
    interface Pursuit {

        /** @param history every earlier step of this episode, oldest first, with what the screen showed of it */
        Decision next(Observation observation, List<Attempt> history);

        /** The plan as the user should see it before anything runs (a dry run prints it); empty when there is none. */
        default List<String> plan() {
            return List.of();
        }
    }
}
