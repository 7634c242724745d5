package dev.tca.cli;

import dev.tca.brain.Brain;
import dev.tca.brain.planner.FirstBrain;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.brain.planner.ScriptBrain;
import dev.tca.core.BadInputException;

import dev.tca.trace.Scorer;
import dev.tca.trace.Trace;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/** Builds the named brain. */
final class Wiring {

    private Wiring() {
    }

    static final List<String> SCORING_BRAINS = List.of("planner", "model", "first", "oracle");

    /** A brain for replay and scoring; the oracle is made per trace because it knows the answer. */
    static Function<Trace, Brain> scoringBrain(String name, ModelOptions model) {
        return switch (name) {
            case "planner" -> t -> new PlannerBrain();
            case "model" -> {
                Brain b = model.brain();
                yield t -> b;
            }
            case "first" -> t -> new FirstBrain();
            case "oracle" -> Scorer.oracle();
            default -> throw new BadInputException("unknown brain '" + name + "' for scoring (known: "
                    + String.join(", ", SCORING_BRAINS) + ")");
        };
    }

    static Brain brain(String name, Path script, ModelOptions model) {
        if (script != null && !name.equals("script")) {
            throw new BadInputException("--script goes with --brain script");
        }
        return switch (name) {
            case "planner" -> new PlannerBrain();
            case "model" -> model.loadingInBackground();
            case "first" -> new FirstBrain();
            case "script" -> {
                if (script == null) {
                    throw new BadInputException("--brain script needs --script FILE");
                }
                yield ScriptBrain.load(script);
            }
            default -> throw new BadInputException("unknown brain '" + name + "' (known: planner, model, script, first)");
        };
    }
}
