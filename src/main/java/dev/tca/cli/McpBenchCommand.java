package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.mcp.McpBench;
import dev.tca.mcp.SessionDesktop;
import dev.tca.platform.Platforms;
import dev.tca.session.Config;
import dev.tca.session.Harness;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.List;
import java.util.concurrent.Callable;

/** tca bench mcp: the MCP server's observe and act+diff medians through its own handlers (logic in the mcp package). */
@Command(name = "mcp", mixinStandardHelpOptions = true,
        description = "Time the MCP tools observe and act (a click by label, with its diff) N times on a screen, "
                + "as a dry run: nothing is touched.")
final class McpBenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ScreenOptions screenOptions;

    @Option(names = "--label", required = true, paramLabel = "TEXT", description = "An element on the screen to click.")
    String label;

    @Option(names = "--runs", defaultValue = "15", paramLabel = "N", description = "Rounds (default: ${DEFAULT-VALUE}).")
    int runs;

    @Override
    public Integer call() {
        if (runs < 1) {
            throw new BadInputException("--runs must be at least 1, got " + runs);
        }
        Config config = new Config(screenOptions.spec(), Config.PerceptionSpec.DEFAULTS, Config.BrainSpec.named("planner"),
                Config.SafetySpec.dryRun(Integer.MAX_VALUE), System.getenv());
        try (Harness harness = Harness.build(config, Platforms::current)) {
            McpBench.run(new SessionDesktop(harness.session(), 400, List::of, List::of), label, runs, spec.commandLine().getOut());
        }
        return ExitCodes.SUCCESS;
    }
}
