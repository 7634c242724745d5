package dev.tca.trace;

import dev.tca.brain.menu.DecisionMenu;
import dev.tca.core.BadInputException;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.loop.Step;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * The runs/ folder: per step, the raw screenshot, the annotated one (every element's box and
 * number, the chosen one in red) and the payload the brain saw (menu text, decision, timing),
 * so a run can be looked at, and replayed, offline.
 */
public final class RunsFolder {

    private final Path dir;

    public RunsFolder(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new BadInputException("cannot create the runs folder " + dir + ": " + e.getMessage());
        }
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    /** Writes one step's three files and returns their paths. */
    public List<Path> write(String goal, Step step) {
        String prefix = String.format("step-%03d", step.index());
        String payload = payload(goal, step.observation())
                + "\ndecision: " + (step.decision() == null ? "none" : step.decision().action().describe()
                + " | " + step.decision().reason())
                + (step.verdict() == null ? "" : "\npolicy: " + (step.verdict().allowed() ? "allowed" : "refused") + " | "
                + step.verdict().reason())
                + (step.execution() == null ? "" : "\nexecution: " + step.execution().summary())
                + "\ntiming: " + step.timings() + "\n";
        int chosen = step.decision() == null ? 0 : step.decision().action().target().orElse(0);
        return writeScreen(prefix, step.frame(), step.observation(), chosen, payload);
    }

    /** The menu a model brain would be shown for this screen. */
    public static String payload(String goal, Observation o) {
        String note = o.note().isEmpty() ? "" : "note: " + o.note() + "\n";
        return note + DecisionMenu.of(goal, o, DecisionMenu.DEFAULT_MAX_ENTRIES).text();
    }

    public List<Path> writeScreen(String prefix, Frame frame, Observation o, int chosen, String payload) {
        Path raw = dir.resolve(prefix + "-raw.png");
        Path annotated = dir.resolve(prefix + "-annotated.png");
        Path text = dir.resolve(prefix + "-payload.txt");
        try {
            ImageIO.write(frame.image(), "png", raw.toFile());
            ImageIO.write(Annotator.annotate(frame, o, chosen), "png", annotated.toFile());
            Files.writeString(text, payload);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to the runs folder " + dir, e);
        }
        return new ArrayList<>(List.of(raw, annotated, text));
    }
}
