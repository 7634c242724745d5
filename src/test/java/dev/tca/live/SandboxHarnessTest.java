package dev.tca.live;

import dev.tca.act.Execution;
import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.platform.sandbox.SandboxPlatform;
import dev.tca.platform.sandbox.SandboxSpec;
import dev.tca.platform.sandbox.WatchWindow;
import dev.tca.session.Config;
import dev.tca.session.Harness;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A harness built from a config with a sandbox and a watch window (on the test's Xvfb, the "user's
 * desktop"): the harness never asks for the user's platform, an action waits while the person holds
 * "Take over", and closing the harness ends every process of the sandbox.
 */
@Tag("desktop")
class SandboxHarnessTest {

    @BeforeEach
    void onThePrivateDisplayOnly() {
        PrivateDisplay.require();
    }

    @Test
    void anActionWaitsWhileThePersonHasTakenOverAndLandsInTheSandboxOnceHandedBack() throws Exception {
        SandboxSpec spec = SandboxSpec.of("1024x700", List.of("zenity --question --text Hi")).withFirstDisplay(141);
        Config config = new Config(Config.ScreenSpec.liveScreen(), new Config.PerceptionSpec("auto", true, "on", true),
                Config.BrainSpec.named("first"), new Config.SafetySpec(true, false, Path.of("/nonexistent/tca.STOP"), 5, 400),
                new Config.SandboxSetup(spec, true), Map.of(Config.ALLOW_VARIABLE, "1"));
        String display;
        try (Harness harness = Harness.build(config, () -> {
            throw new AssertionError("the user's platform was asked for");
        })) {
            SandboxPlatform sandbox = (SandboxPlatform) harness.platform().orElseThrow();
            display = sandbox.display();
            WatchWindow watch = sandbox.watch().orElseThrow();
            Observation seen = harness.session().observe().observation();
            Element yes = seen.elements().stream().filter(e -> e.label().equals("Yes")).findFirst()
                    .orElseThrow(() -> new AssertionError("no 'Yes' in " + seen.elements()));

            watch.takeOver(true);
            Thread.sleep(300);
            CompletableFuture<Execution> click = CompletableFuture.supplyAsync(
                    () -> harness.session().act(new Action.Click(yes.id()), seen));
            Thread.sleep(1500);
            assertThat(click).as("the click while the person drives").isNotDone();
            assertThat(sandbox.appReport()).containsExactly("'zenity --question --text Hi' is still running");

            watch.takeOver(false);
            assertThat(click.get(10, TimeUnit.SECONDS).performed()).isTrue();
            for (int i = 0; i < 50 && sandbox.appReport().get(0).contains("running"); i++) {
                Thread.sleep(100);
            }
            assertThat(sandbox.appReport()).containsExactly("'zenity --question --text Hi' exited with code 0");
            assertThat(Survivors.of(display)).isNotEmpty();
        }
        assertThat(Survivors.settle(display)).as("processes of the sandbox after the harness closed").isEmpty();
    }
}
