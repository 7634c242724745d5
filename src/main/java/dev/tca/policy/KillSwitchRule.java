package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

import java.nio.file.Files;
import java.nio.file.Path;

/** Stops everything once a file exists: the user's way to halt a run from any terminal. */
public final class KillSwitchRule implements Policy {

    private final Path file;

    public KillSwitchRule(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    @Override
    public Verdict check(Action action, Observation observation) {
        if (Files.exists(file)) {
            return Verdict.deny("kill switch " + file + " exists: stopped before the next action");
        }
        return Verdict.allow("kill switch not set");
    }
}
