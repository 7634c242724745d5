package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.doctor.Doctor;
import dev.tca.mcp.Desktop;
import dev.tca.mcp.SessionDesktop;
import dev.tca.mcp.TcaMcpServer;
import dev.tca.platform.Platforms;
import dev.tca.platform.sandbox.SandboxPlatform;
import dev.tca.platform.x11.WindowInfo;
import dev.tca.platform.x11.X11Windows;
import dev.tca.session.Bundled;
import dev.tca.session.Config;
import dev.tca.session.Harness;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** tca mcp: tca as a Model Context Protocol server on stdin and stdout, for Claude Desktop, IDEs and other clients. */
@Command(name = "mcp", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Serve tca's tools (doctor, windows, observe, screenshot, act, wait_for, run_goal) to an MCP client "
                + "over stdio. The live screen by default; a dry run unless --real-input and "
                + Config.ALLOW_VARIABLE + "=1. Logs go to stderr; stdout carries only the protocol.")
final class McpCommand implements Callable<Integer> {

    @Mixin
    ScreenOptions screenOptions;

    @Mixin
    DetectorOptions detectorOptions;

    @Mixin
    SafetyOptions safety;

    @Mixin
    SandboxOptions sandboxOptions;

    @Option(names = "--steps", defaultValue = "10", paramLabel = "N",
            description = "Most input actions one act or run_goal call may make (default: ${DEFAULT-VALUE}).")
    int steps;

    private X11Windows windows;
    /** The display the window list reads: the sandbox's when there is one, else the user's (null). */
    private String windowsDisplay;

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
        // the session's own budget is unbounded: each tool call gets a budget of --steps
        Config.SandboxSetup sandbox = sandboxOptions.setup();
        Config config = new Config(screenOptions.spec(sandbox), detectorOptions.spec(), Config.BrainSpec.named("planner"),
                safety.spec(Integer.MAX_VALUE), safety.input(), sandbox, System.getenv());
        try (Harness harness = Harness.build(config, Platforms::current)) {
            Optional<SandboxPlatform> sandboxed = SandboxReport.of(harness);
            windowsDisplay = sandboxed.map(SandboxPlatform::display).orElse(null);
            Desktop desktop = new SessionDesktop(harness.session(), config.safety().settleMillis(), this::windows,
                    () -> new Doctor(new Doctor.Settings(safety.killSwitch(), safety.realInput, System.getenv()),
                            Bundled.files()).run());
            System.err.println("tca mcp: serving on stdio; " + (desktop.realInput() ? "REAL INPUT" : "dry run")
                    + "; screen: " + harness.screenDescription() + "; index: " + harness.indexDescription()
                    + "; kill switch: " + harness.killSwitch() + "; at most " + steps + " input action(s) per call");
            try {
                TcaMcpServer.serve(desktop, steps, new Version().getVersion()[0].split(" ")[1],
                        new FileInputStream(FileDescriptor.in), protocol);
            } finally {
                sandboxed.ifPresent(p -> SandboxReport.print(p, new PrintWriter(System.err, true)));
                closeWindows(); // before the harness ends a sandbox: Xlib exits the process when a server dies under a connection
            }
        }
        return ExitCodes.SUCCESS;
    }

    private synchronized void closeWindows() {
        if (windows != null) {
            windows.close();
            windows = null;
        }
    }

    /** The window list through X11, opened on first use so a replayed image needs no display. */
    private synchronized List<Desktop.Window> windows() {
        if (windows == null) {
            windows = windowsDisplay == null ? X11Windows.open() : X11Windows.open(windowsDisplay);
        }
        Optional<Long> active = windows.active().map(WindowInfo::id);
        List<Desktop.Window> out = new ArrayList<>();
        for (WindowInfo w : windows.topLevel()) {
            out.add(new Desktop.Window(w.id(), w.title(), w.appClass(), w.bounds(), active.isPresent() && active.get() == w.id()));
        }
        return out;
    }
}
