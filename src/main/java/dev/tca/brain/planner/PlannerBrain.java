package dev.tca.brain.planner;

import dev.tca.brain.Brain;
import dev.tca.brain.GoalParser;
import dev.tca.brain.Intent;
import dev.tca.brain.IntentResolver;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import java.util.List;

/**
 * The rule-based brain: reads the goal into steps ("type 'x' into Name then press Return") and
 * grounds the next one on the screen by label. No weights, no download, deterministic.
 */
public final class PlannerBrain implements Brain {

    @Override
    public Decision decide(String goal, Observation observation, List<Attempt> history) {
        List<Intent> steps = GoalParser.parseGoal(goal);
        if (steps.isEmpty()) {
            return Decision.of(new Action.Fail("the goal names nothing to do"), "the goal names nothing to do");
        }
        int next = history.size();
        if (next >= steps.size()) {
            String why = "all " + steps.size() + " step(s) of the goal were carried out";
            return Decision.of(new Action.Done(why), why);
        }
        return IntentResolver.resolve(steps.get(next), observation);
    }

    @Override
    public String describe() {
        return "planner (rule-based)";
    }
}
