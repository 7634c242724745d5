package dev.tca.cli;

import dev.tca.brain.Brain;
import dev.tca.brain.planner.FirstBrain;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.core.BadInputException;
import dev.tca.session.Brains;
import dev.tca.trace.Scorer;
import dev.tca.trace.Trace;

import java.util.List;
import java.util.function.Function;

/** The brains a scoreboard compares; the oracle is made per trace because it knows the answer. */
final class Wiring {

    private Wiring() {
    }

    static final List<String> SCORING_BRAINS = List.of("task", "planner", "model", "first", "oracle");

    static Function<Trace, Brain> scoringBrain(String name, ModelOptions model) {
        return switch (name) {
            case "planner" -> t -> new PlannerBrain();
            case "model" -> {
                Brain b = Brains.model(model.spec("model", null));
                yield t -> b;
            }
            case "task" -> {
                Brain b = Brains.task(model.spec("task", null));
                yield t -> b;
            }
            case "first" -> t -> new FirstBrain();
            case "oracle" -> Scorer.oracle();
            default -> throw new BadInputException("unknown brain '" + name + "' for scoring (known: "
                    + String.join(", ", SCORING_BRAINS) + ")");
        };
    }

}
