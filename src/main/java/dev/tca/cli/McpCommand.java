package dev.tca.cli;

import dev.tca.brain.Brain;
import dev.tca.core.BadInputException;
import dev.tca.doctor.Doctor;
import dev.tca.mcp.LocalDesktop;
import dev.tca.mcp.TcaMcpServer;
import dev.tca.platform.x11.X11Windows;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.PrintStream;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;

/** tca mcp: tca as a Model Context Protocol server on stdin and stdout, for Claude Desktop, IDEs and other clients. */
@Command(name = "mcp", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Serve tca's tools (doctor, windows, observe, screenshot, act, wait_for, run_goal) to an MCP client "
                + "over stdio. The live screen by default; a dry run unless --real-input and "
                + SafetyOptions.ALLOW_VARIABLE + "=1. Logs go to stderr; stdout carries only the protocol.")
final class McpCommand implements Callable<Integer> {

    @Mixin
    ScreenOptions screenOptions;

    @Mixin
    DetectorOptions detectorOptions;

    @Mixin
    SafetyOptions safety;

    @Mixin
    ModelOptions modelOptions;

    @Option(names = "--steps", defaultValue = "10", paramLabel = "N",
            description = "Most input actions one act or run_goal call may make (default: ${DEFAULT-VALUE}).")
    int steps;

    @Override
    public Integer call() throws InterruptedException {
        // stdout belongs to the protocol: anything else that prints goes to stderr
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), false);
        System.setOut(System.err);
        if (steps < 1) {
            throw new BadInputException("--steps must be at least 1, got " + steps);
        }
        if (screenOptions.image == null) {
            screenOptions.live = true;
        }
        safety.requireDeliberateActs(screenOptions);
        var executor = safety.executor();
        Map<String, Brain> brains = new ConcurrentHashMap<>();
        LocalDesktop desktop = new LocalDesktop(new LocalDesktop.Parts(screenOptions.screen(), detectorOptions.detector(),
                executor, safety::policy,
                () -> new Doctor(new Doctor.Settings(safety.killSwitch(), safety.realInput, System.getenv()), Bundled.files()).run(),
                X11Windows::open, name -> brains.computeIfAbsent(name, n -> Wiring.brain(n, null, modelOptions)),
                safety.settleMillis));
        System.err.println("tca mcp: serving on stdio; " + (executor.isReal() ? "REAL INPUT" : "dry run")
                + "; kill switch: " + safety.killSwitch() + "; at most " + steps + " input action(s) per call");
        TcaMcpServer.serve(desktop, steps, new Version().getVersion()[0].split(" ")[1], new FileInputStream(FileDescriptor.in),
                protocol);
        return ExitCodes.SUCCESS;
    }
}
