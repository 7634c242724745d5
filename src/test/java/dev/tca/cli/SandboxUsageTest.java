package dev.tca.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Sandbox options used wrongly: exit 2 with one line naming the problem, before anything is started or loaded. */
class SandboxUsageTest {

    private static void badUsage(String message, String... args) {
        Cli.Run r = Cli.inProcess(args);
        assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.err().lines().toList()).containsExactly("tca: " + message);
        assertThat(r.out()).isEmpty();
    }

    @Test
    void anImageDoesNotGoWithTheSandbox() {
        badUsage("--image does not go with --sandbox: the sandbox is a live screen of its own",
                "--sandbox", "--image", "example", "click Yes");
        badUsage("--image does not go with --sandbox: the sandbox is a live screen of its own",
                "inspect", "--sandbox", "--image", "example");
    }

    @Test
    void launchWatchSizeAndDisplayNeedTheSandbox() {
        badUsage("--launch goes with --sandbox (tca starts apps only inside a sandbox, never on your desktop)",
                "--live", "--launch", "xclock", "click Yes");
        badUsage("--watch goes with --sandbox (tca starts apps only inside a sandbox, never on your desktop)",
                "inspect", "--live", "--watch");
        badUsage("--sandbox-size goes with --sandbox (tca starts apps only inside a sandbox, never on your desktop)",
                "--image", "example", "--sandbox-size", "800x600", "click Yes");
        badUsage("--sandbox-display goes with --sandbox (tca starts apps only inside a sandbox, never on your desktop)",
                "--image", "example", "--sandbox-display", "141", "click Yes");
    }

    @Test
    void theSandboxHasOneFullSizeScreen() {
        badUsage("--monitor does not go with --sandbox: the sandbox has one screen (size it with --sandbox-size)",
                "--sandbox", "--monitor", "1", "click Yes");
        badUsage("--scale and --window active do not go with --sandbox yet: it reads its whole screen",
                "--sandbox", "--window", "active", "click Yes");
        badUsage("--sandbox-size must look like 1280x800, got '80 by 60'", "--sandbox", "--sandbox-size", "80 by 60", "click Yes");
        badUsage("--sandbox-display must be in 1..60000, got 0", "--sandbox", "--sandbox-display", "0", "click Yes");
        badUsage("unbalanced ' quote in --launch command: zenity --text 'Hi", "--sandbox", "--launch", "zenity --text 'Hi", "click Yes");
    }
}
