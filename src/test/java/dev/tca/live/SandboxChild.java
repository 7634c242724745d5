package dev.tca.live;

import dev.tca.platform.sandbox.Sandbox;
import dev.tca.platform.sandbox.SandboxSpec;

import java.util.List;

/**
 * A small tca stand-in run as a separate JVM by SandboxTest: starts a sandbox, says where, then
 * waits for a line on stdin, which never comes if the test kills it, and ends as its argument says
 * (normal exit or an uncaught error).
 */
public final class SandboxChild {

    private SandboxChild() {
    }

    public static void main(String[] args) throws Exception {
        Sandbox sandbox = Sandbox.start(SandboxSpec.of("800x600", List.of(args[1])).withFirstDisplay(Integer.parseInt(args[2])));
        System.out.println("READY " + sandbox.display());
        System.out.flush();
        System.in.read(); // the test says when; it may kill this JVM instead
        switch (args[0]) {
            case "error" -> throw new IllegalStateException("an uncaught error mid-run");
            default -> sandbox.close();
        }
    }
}
