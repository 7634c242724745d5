package dev.tca.trace;

import dev.tca.brain.Brain;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Labels;
import dev.tca.core.Observation;

import java.util.List;

/** Always right by construction: it clicks the element whose label is the expected one. It proves the scorer, not a skill. */
public final class OracleBrain implements Brain {

    private final String expected;

    public OracleBrain(String expected) {
        this.expected = expected;
    }

    @Override
    public Decision decide(String goal, Observation observation, List<Attempt> history) {
        return observation.elements().stream()
                .filter(e -> Labels.same(e.label(), expected))
                .findFirst()
                .map(e -> Decision.of(new Action.Click(e.id()), "the oracle knows the answer"))
                .orElseGet(() -> Decision.of(new Action.Fail("the expected label is not on screen"),
                        "the expected label is not on screen"));
    }

    @Override
    public String describe() {
        return "oracle (always right)";
    }
}
