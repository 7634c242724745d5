package dev.tca.brain.planner;

import dev.tca.brain.Brain;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import java.util.List;

/** The floor of every scoreboard: always clicks the first entry of the menu, whatever the goal. */
public final class FirstBrain implements Brain {

    @Override
    public Decision decide(String goal, Observation observation, List<Attempt> history) {
        if (!history.isEmpty()) {
            return Decision.of(new Action.Done("the baseline acts once"), "the baseline acts once");
        }
        return observation.element(1)
                .map(e -> Decision.of(new Action.Click(1), "always the first entry: '" + e.label() + "'"))
                .orElseGet(() -> Decision.of(new Action.Fail("the menu is empty"), "the menu is empty"));
    }

    @Override
    public String describe() {
        return "first (baseline: always entry 1)";
    }
}
