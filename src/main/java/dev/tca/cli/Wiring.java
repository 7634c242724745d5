package dev.tca.cli;

import dev.tca.brain.Brain;
import dev.tca.brain.planner.FirstBrain;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.brain.planner.ScriptBrain;
import dev.tca.core.BadInputException;

import java.nio.file.Path;

/** Builds the named brain. */
final class Wiring {

    private Wiring() {
    }

    static Brain brain(String name, Path script) {
        if (script != null && !name.equals("script")) {
            throw new BadInputException("--script goes with --brain script");
        }
        return switch (name) {
            case "planner" -> new PlannerBrain();
            case "first" -> new FirstBrain();
            case "script" -> {
                if (script == null) {
                    throw new BadInputException("--brain script needs --script FILE");
                }
                yield ScriptBrain.load(script);
            }
            default -> throw new BadInputException("unknown brain '" + name + "' (known: planner, script, first)");
        };
    }
}
