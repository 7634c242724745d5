package dev.tca.cli;

import dev.tca.platform.sandbox.SandboxPlatform;
import dev.tca.session.Harness;

import java.io.PrintWriter;
import java.util.Optional;

/**
 * How the sandbox's apps ended, said on stderr at the end of a run (stdout may be a trace or the MCP
 * protocol): the apps' own exit codes and output are how a person, or a test, sees that tca's input
 * landed in the sandbox. Said before the sandbox closes, since their output goes with it.
 */
final class SandboxReport {

    private SandboxReport() {
    }

    static Optional<SandboxPlatform> of(Harness harness) {
        return harness.platform().filter(SandboxPlatform.class::isInstance).map(SandboxPlatform.class::cast);
    }

    static void print(SandboxPlatform sandbox, PrintWriter err) {
        sandbox.appReport().forEach(line -> err.println("sandbox app: " + line));
        err.flush();
    }
}
