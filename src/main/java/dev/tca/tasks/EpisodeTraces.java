package dev.tca.tasks;

import dev.tca.core.BadInputException;
import dev.tca.trace.CheckerVerdict;
import dev.tca.trace.StepLabels;
import dev.tca.trace.Trace;
import dev.tca.trace.Traces;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps each task episode's trace, labelled with its checker's verdict (read from the app's own state),
 * in the form `tca score` reads. A passed episode goes to DIR/ID.json, its effective steps labelled
 * right; a failed one to DIR/failed/ID.json with no label, as evidence only (see {@link StepLabels}).
 */
public final class EpisodeTraces {

    /** The file the episode's tca writes its trace to, inside the task's runs folder. */
    public static final String FILE = "trace.json";
    /** Tags every episode's trace, beside the task's own tags. */
    public static final String TAG = "task";

    private final Path dir;
    private final List<Path> written = new ArrayList<>();
    private final List<String> missing = new ArrayList<>();

    public EpisodeTraces(Path dir) {
        try {
            Files.createDirectories(dir.resolve("failed"));
        } catch (IOException e) {
            throw new BadInputException("cannot create the traces folder " + dir + ": " + e.getMessage());
        }
        this.dir = dir;
    }

    /**
     * Labels and saves the episode's trace, replacing an earlier recording of the same task with the
     * other verdict (a task that now passes leaves no stale failed copy); nothing when tca wrote none
     * (killed at its time-out before writing).
     */
    void save(TaskSpec task, Path runs, boolean passed, String reason) throws IOException {
        Path recorded = runs.resolve(FILE);
        if (!Files.isRegularFile(recorded)) {
            missing.add(task.id());
            return;
        }
        Trace episode;
        try {
            episode = Traces.read(recorded);
        } catch (BadInputException e) {
            missing.add(task.id() + " (" + e.getMessage() + ")"); // a recording problem never changes the task's verdict
            return;
        }
        List<String> tags = new ArrayList<>(task.tags());
        tags.add(TAG);
        Trace labelled = StepLabels.tagged(StepLabels.label(episode, new CheckerVerdict(task.id(), passed, reason)), tags);
        Path good = dir.resolve(task.id() + ".json");
        Path bad = dir.resolve("failed").resolve(task.id() + ".json");
        Traces.write(labelled, passed ? good : bad);
        Files.deleteIfExists(passed ? bad : good);
        written.add(passed ? good : bad);
    }

    public List<Path> written() {
        return List.copyOf(written);
    }

    /** The tasks whose tca wrote no readable trace, with why when it was unreadable. */
    public List<String> missing() {
        return List.copyOf(missing);
    }
}
