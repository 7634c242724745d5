package dev.tca.brain.planner;

import dev.tca.brain.Brain;
import dev.tca.brain.GoalParser;
import dev.tca.brain.Intent;
import dev.tca.brain.IntentResolver;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.BadInputException;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Plays a fixed list of actions, one per line ("click 'Save'", "type 'hi' into #2", "key ctrl+s",
 * "wait 500 ms", "done"; blank lines and # comments skipped). Every line is validated when the
 * script is loaded, so a typo fails before anything runs; targets are still found on screen.
 */
public final class ScriptBrain implements Brain {

    private final Path path;
    private final List<Intent> steps;

    private ScriptBrain(Path path, List<Intent> steps) {
        this.path = path;
        this.steps = List.copyOf(steps);
    }

    public static ScriptBrain load(Path path) {
        List<String> lines;
        try {
            lines = Files.readAllLines(path, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            throw new BadInputException("script is not UTF-8 text: " + path);
        } catch (IOException e) {
            throw new BadInputException("cannot read script " + path + ": " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : " " + e.getMessage()));
        }
        List<Intent> steps = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                steps.add(GoalParser.parseStep(line));
            } catch (IllegalArgumentException e) {
                throw new BadInputException("script " + path + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (steps.isEmpty()) {
            throw new BadInputException("script " + path + " has no steps");
        }
        return new ScriptBrain(path, steps);
    }

    @Override
    public Decision decide(String goal, Observation observation, List<Attempt> history) {
        int next = history.size();
        if (next >= steps.size()) {
            return Decision.of(new Action.Done("the script has ended"), "the script has ended");
        }
        Decision d = IntentResolver.resolve(steps.get(next), observation);
        return new Decision(d.action(), "script line " + (next + 1) + ": " + d.reason(), d.confidence());
    }

    @Override
    public String describe() {
        return "script " + path.getFileName() + " (" + steps.size() + " steps)";
    }
}
