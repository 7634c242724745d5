package dev.tca.trace;

import dev.tca.Screens;
import dev.tca.TinyDisk;
import dev.tca.act.DryRunExecutor;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.core.BadInputException;
import dev.tca.core.BundledFiles;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.loop.AgentLoop;
import dev.tca.loop.Clock;
import dev.tca.loop.Verifier;
import dev.tca.session.Harness;
import dev.tca.loop.Episode;
import dev.tca.loop.LoopSettings;
import dev.tca.loop.Step;
import dev.tca.perception.Detector;
import dev.tca.policy.Policies;
import dev.tca.screen.ExampleDesktop;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A full or read-only disk under a trace, the runs folder and the model cache: one line, no half file. */
class DiskFaultTest {

    private static final Observation SCREEN = Screens.of("Saved drafts", "Save as...", "Save");

    private static Episode episode(Consumer<Step> listener) {
        Detector fixed = new Detector() {
            public Observation detect(Frame frame) {
                return SCREEN;
            }

            public String describe() {
                return "hand-made";
            }
        };
        var session = Harness.session(new ExampleDesktop(), fixed, new Policies(List.of()), new DryRunExecutor(), Clock.SYSTEM);
        return new AgentLoop(session, new PlannerBrain(), Verifier.NONE, new LoopSettings(3, 0), Clock.SYSTEM, listener)
                .run("click 'Save'");
    }

    @Test
    void aTraceOnAFullDiskIsOneLineAndTheOldTraceStaysWhole(@TempDir Path dir) throws IOException {
        try (TinyDisk disk = TinyDisk.mount(dir, "64k")) {
            Trace t = Traces.of(episode(s -> { }), "planner", "hand-made", "Save", List.of());
            Path file = dir.resolve("t.json");
            Traces.write(t, file);
            String before = Files.readString(file);
            disk.fillLeaving(1024);
            Trace longer = Traces.of(episode(s -> { }), "planner", "x".repeat(4000), "Save", List.of());
            assertThatThrownBy(() -> Traces.write(longer, file)).isInstanceOf(BadInputException.class)
                    .hasMessage("cannot write trace " + file + ": No space left on device");
            assertThat(Files.readString(file)).isEqualTo(before);
            assertThat(Traces.read(file).screen()).isEqualTo("hand-made");
            assertThat(leftovers(dir)).isEmpty();
        }
    }

    @Test
    void aTraceInAReadOnlyFolderIsOneLine(@TempDir Path dir) {
        try (TinyDisk disk = TinyDisk.mount(dir, "64k")) {
            disk.remountReadOnly();
            Path file = dir.resolve("t.json");
            Trace t = Traces.of(episode(s -> { }), "planner", "hand-made", "Save", List.of());
            assertThatThrownBy(() -> Traces.write(t, file)).hasMessage("cannot write trace " + file + ": Read-only file system");
            assertThat(file).doesNotExist();
        }
    }

    @Test
    void theRunsFolderFillingUpMidRunLeavesTheEpisodeAsItWasAndNoHalfFile(@TempDir Path dir) throws IOException {
        Episode plain = episode(s -> { });
        try (TinyDisk disk = TinyDisk.mount(dir, "96k")) {
            RunsFolder runs = new RunsFolder(dir.resolve("runs"));
            disk.fillLeaving(40_000);
            Episode withRuns = episode(s -> runs.write("click 'Save'", s));
            assertThat(withRuns.result()).isEqualTo(plain.result());
            assertThat(withRuns.steps()).hasSameSizeAs(plain.steps());
            assertThat(runs.failure()).hasValueSatisfying(line -> assertThat(line)
                    .startsWith("cannot write to the runs folder " + runs.dir() + ": No space left on device")
                    .doesNotContain("\n"));
            assertThat(leftovers(dir)).isEmpty();
            try (Stream<Path> files = Files.list(runs.dir())) {
                for (Path f : files.toList()) {
                    if (f.toString().endsWith(".png")) {
                        assertThat(ImageIO.read(f.toFile())).as("a whole PNG: " + f).isNotNull();
                    } else {
                        assertThat(Files.readString(f)).as("a whole payload: " + f).endsWith("\n");
                    }
                }
            }
        }
    }

    @Test
    void theModelCacheOnAFullDiskFallsBackToATemporaryFolderWithNoHalfFileLeft(@TempDir Path dir) throws IOException {
        String tokenizer = "/all-minilm-l6-v2-q-tokenizer.json";
        try (TinyDisk disk = TinyDisk.mount(dir, "64k")) {
            Path file = new BundledFiles(dir.resolve("tca")).folder("tok", List.of(tokenizer)).path(tokenizer);
            assertThat(file.startsWith(dir)).as("outside the full cache: " + file).isFalse();
            try (var in = getClass().getResourceAsStream(tokenizer)) {
                assertThat(Files.readAllBytes(file)).isEqualTo(in.readAllBytes());
            }
            assertThat(leftovers(dir)).isEmpty();
            try (Stream<Path> all = Files.walk(dir)) {
                assertThat(all.filter(Files::isRegularFile)).as("nothing half-written in the cache").isEmpty();
            }
        }
    }

    private static List<Path> leftovers(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(p -> p.getFileName().toString().endsWith(".part")).toList();
        }
    }
}
