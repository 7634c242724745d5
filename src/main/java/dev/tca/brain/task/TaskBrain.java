package dev.tca.brain.task;

import dev.tca.brain.Brain;
import dev.tca.brain.model.ModelBrain;
import dev.tca.brain.plan.GoalPlanner;
import dev.tca.brain.plan.Plan;
import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import java.util.List;
import java.util.function.Supplier;

/**
 * The default brain: the planner's structure with the model's grounding. The goal is read once
 * into a plan of typed sub-goals (type, tick, choose, menu path, set a value, pick a date, answer,
 * confirm...); each sub-goal is grounded by role, words, meaning and place, acted on, and counted
 * done only when the next screen shows its effect.
 */
public final class TaskBrain implements Brain {

    private final Supplier<ModelBrain> model;
    private final String description;

    /**
     * @param model the model for grounding by meaning and for classifying unsure clauses; it may
     *              still be loading (the supplier waits) and throws the load's one-line error
     */
    public TaskBrain(Supplier<ModelBrain> model, String description) {
        this.model = model;
        this.description = description;
    }

    @Override
    public Decision decide(String goal, Observation observation, List<Attempt> history) {
        return start(goal).next(observation, history);
    }

    @Override
    public Pursuit start(String goal) {
        // planned on the first decision, after the first screen was read: the model has loaded by then
        return new Pursuit() {
            private TaskPursuit pursuit;

            private TaskPursuit pursuit(Observation first) {
                if (pursuit == null) {
                    // the grammar alone: on the trace suite the model's clause classifier turned "discard the
                    // changes" and "postpone the update" into saves (task 75% -> 78% without it)
                    String asked = goal;
                    if (first != null && Instructions.meta(goal)) {
                        asked = Instructions.onScreen(first).orElse(goal);
                    }
                    // (an instruction read off the screen is made of the screen's own pieces: none of them is a name to keep whole)
                    String g = first == null || !asked.equals(goal) ? asked : ScreenPhrases.protect(asked, first);
                    Plan plan = new GoalPlanner(null).plan(g);
                    pursuit = new TaskPursuit(plan, new Moves(g, plan, new Grounder(model)));
                }
                return pursuit;
            }

            @Override
            public Decision next(Observation observation, List<Attempt> history) {
                return pursuit(observation).next(observation, history);
            }

            @Override
            public List<String> plan() {
                if (pursuit == null && Instructions.meta(goal)) {
                    // what "do what the bar says" asks is read off the first screen: not planned before it
                    return List.of("do what the screen's instruction says (read on the first screen)");
                }
                return pursuit(null).plan();
            }
        };
    }

    @Override
    public String describe() {
        return description;
    }
}
