package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.core.NoScreenException;
import dev.tca.perception.Detector;
import dev.tca.perception.PixelIndexBench;
import dev.tca.perception.widgets.WidgetBench;
import dev.tca.session.Config;
import dev.tca.session.Perception;
import dev.tca.platform.atspi.AtSpi;
import dev.tca.platform.atspi.AxBench;
import dev.tca.platform.atspi.AxBudget;
import dev.tca.platform.atspi.AxSnapshotFile;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

/** The thin bench commands over the widget detector's and the accessibility tree's own benchmarks. */
final class TreeAndWidgetBench {

    private TreeAndWidgetBench() {
    }

    @Command(name = "widgets", mixinStandardHelpOptions = true,
            description = "Recall, precision and state per widget kind on screenshots with truth, and the median CPU ms per screen.")
    static final class Widgets implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(arity = "0..1", defaultValue = "src/test/resources/widgets", paramLabel = "DIR",
                description = "Folder of NAME.png + NAME.json (default: ${DEFAULT-VALUE}).")
        Path dir;

        @Option(names = "--index", description = "Instead: score the whole pixel index (widgets + Tesseract, merged, no tree) "
                + "per true control: found, role right, named; and the controls it invents per screen.")
        boolean index;

        @Override
        public Integer call() {
            if (!Files.isDirectory(dir)) {
                throw new BadInputException("no such folder: " + dir);
            }
            if (index) {
                try (Detector d = Perception.build(new Config.PerceptionSpec("tesseract", false, "off", true), Optional.empty())) {
                    PixelIndexBench.run(dir, d, spec.commandLine().getOut());
                }
                return ExitCodes.SUCCESS;
            }
            WidgetBench.run(dir, spec.commandLine().getOut());
            return ExitCodes.SUCCESS;
        }
    }

    @Command(name = "ax", mixinStandardHelpOptions = true,
            description = "Time a read of the live desktop's accessibility tree, cold and warm (target: median <= 100 ms).")
    static final class Ax implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Option(names = "--runs", defaultValue = "20", description = "How many reads (default: ${DEFAULT-VALUE}).")
        int runs;

        @Option(names = "--save", paramLabel = "FILE", description = "Also save one snapshot as JSON (the perception "
                + "benchmark replays it beside its screenshot).")
        Path save;

        @Override
        public Integer call() {
            if (runs < 1) {
                throw new BadInputException("--runs must be at least 1");
            }
            StringBuilder why = new StringBuilder();
            try (AtSpi ax = AtSpi.connect(System.getenv(), why::append).orElseThrow(
                    () -> new NoScreenException("bench ax needs an accessibility bus: " + why))) {
                AxBench.run(ax, runs, spec.commandLine().getOut());
                if (save != null) {
                    AxSnapshotFile.write(ax.snapshot(AxBudget.DEFAULT), save);
                }
            }
            return ExitCodes.SUCCESS;
        }
    }
}
