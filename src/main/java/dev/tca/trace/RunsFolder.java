package dev.tca.trace;

import dev.tca.brain.menu.DecisionMenu;
import dev.tca.core.AtomicFiles;
import dev.tca.core.BadInputException;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.loop.Step;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;

/**
 * The runs/ folder: per step, the raw screenshot, the annotated one (every element's box and
 * number, the chosen one in red) and the payload the brain saw (menu text, decision, timing),
 * so a run can be looked at, and replayed, offline. Each file is written whole or not at all; when
 * the disk fills up or the folder turns read-only mid-run, the episode goes on, the folder stops
 * taking steps, and {@link #failure()} holds the one line to show the user.
 */
public final class RunsFolder {

    private final Path dir;
    private String failure;

    public RunsFolder(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new BadInputException("cannot create the runs folder " + dir + ": " + AtomicFiles.reason(e));
        }
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    /** Why the folder stopped taking steps, if it did: one line naming the folder and the cause. */
    public Optional<String> failure() {
        return Optional.ofNullable(failure);
    }

    /**
     * Writes one step's three files and returns their paths; none once a write has failed, so a
     * full disk never stops the episode (the failure is kept for {@link #failure()}).
     */
    public List<Path> write(String goal, Step step) {
        if (failure != null) {
            return List.of();
        }
        String prefix = String.format("step-%03d", step.index());
        String payload = payload(goal, step.observation())
                + "\ndecision: " + (step.decision() == null ? "none" : step.decision().action().describe()
                + " | " + step.decision().reason())
                + (step.verdict() == null ? "" : "\npolicy: " + (step.verdict().allowed() ? "allowed" : "refused") + " | "
                + step.verdict().reason())
                + (step.execution() == null ? "" : "\nexecution: " + step.execution().summary())
                + "\ntiming: " + step.timings() + "\n";
        int chosen = step.decision() == null ? 0 : step.decision().action().target().orElse(0);
        try {
            return writeScreen(prefix, step.frame(), step.observation(), chosen, payload);
        } catch (BadInputException e) {
            failure = e.getMessage() + " (steps from " + prefix + " on were not saved)";
            return List.of();
        }
    }

    /** The menu a model brain would be shown for this screen. */
    public static String payload(String goal, Observation o) {
        String note = o.note().isEmpty() ? "" : "note: " + o.note() + "\n";
        return note + DecisionMenu.of(goal, o, DecisionMenu.DEFAULT_MAX_ENTRIES).text();
    }

    /**
     * Writes one screen's raw and annotated PNGs and its payload, each whole or not at all.
     *
     * @throws BadInputException one line naming the folder and the cause (disk full, read-only)
     */
    public List<Path> writeScreen(String prefix, Frame frame, Observation o, int chosen, String payload) {
        Path raw = dir.resolve(prefix + "-raw.png");
        Path annotated = dir.resolve(prefix + "-annotated.png");
        Path text = dir.resolve(prefix + "-payload.txt");
        try {
            AtomicFiles.write(raw, png(frame.image()));
            AtomicFiles.write(annotated, png(Annotator.annotate(frame, o, chosen)));
            AtomicFiles.write(text, payload.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new BadInputException("cannot write to the runs folder " + dir + ": " + AtomicFiles.reason(e));
        }
        return new ArrayList<>(List.of(raw, annotated, text));
    }

    private static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 16);
        ImageIO.write(image, "png", bytes);
        return bytes.toByteArray();
    }
}
