package dev.tca.live;

import dev.tca.act.Executor;
import dev.tca.core.Action;
import dev.tca.core.BadInputException;
import dev.tca.core.Element;
import dev.tca.core.KeyChord;
import dev.tca.core.Observation;
import dev.tca.core.Point;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.platform.sandbox.LaunchedApp;
import dev.tca.platform.sandbox.Sandbox;
import dev.tca.platform.sandbox.SandboxSpec;
import dev.tca.platform.x11.WindowInfo;
import dev.tca.platform.x11.X11Windows;
import dev.tca.platform.x11.XDisplay;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The sandbox against a second X server that plays the user's desktop (the test's own private
 * Xvfb, DISPLAY): tca's input must land in the sandbox's app and nowhere else, and every process
 * the sandbox starts must die with it, however tca ends.
 */
@Tag("desktop")
class SandboxTest {

    /** Sandbox displays are searched from here: above the test's own display, inside this suite's range. */
    private static final int FIRST = 141;

    private String user;

    @BeforeEach
    void onThePrivateDisplayOnly() {
        user = PrivateDisplay.require();
    }

    @Test
    void typingInTheSandboxReachesItsAppWhileTheUsersPointerAndWindowsSeeNothing() throws Exception {
        Path events = Files.createTempFile("tca-user-xev", ".txt");
        // a window covering the user's screen that records every input event it gets
        Process watcher = new ProcessBuilder("stdbuf", "-oL", "xev", "-display", user, "-geometry", "1280x800+0+0",
                "-event", "keyboard", "-event", "mouse").redirectOutput(events.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (XDisplay userInput = XDisplay.open(user)) {
            Thread.sleep(800);
            userInput.move(new Point(321, 123));
            userInput.sync();
            Thread.sleep(300);
            long before = inputEvents(events);
            SandboxSpec spec = SandboxSpec.of("1024x700", List.of("zenity --entry --text 'Your name?'")).withFirstDisplay(FIRST);
            try (Sandbox sandbox = Sandbox.start(spec)) {
                assertThat(sandbox.display()).isNotEqualTo(user);
                LaunchedApp zenity = sandbox.apps().get(0);
                WindowInfo w;
                try (X11Windows windows = X11Windows.open(sandbox.display())) {
                    w = windows.topLevel().get(0);
                }
                // the entry sits about 52 px below the dialog's top edge, across its middle (measured on a capture)
                Rect entry = new Rect(w.bounds().x() + w.bounds().width() / 2 - 10, w.bounds().y() + 47, 20, 10);
                Observation o = new Observation(List.of(new Element(1, "entry", entry, Source.AX, 1)), List.of(),
                        1024, 700, ScreenMapping.IDENTITY, "test", "");
                Executor input = sandbox.openExecutor();
                input.execute(new Action.Type("hello sandbox", 1), o);
                input.execute(new Action.Key(KeyChord.parse("Return")), o);
                assertThat(zenity.process().waitFor(10, TimeUnit.SECONDS)).as("zenity ended").isTrue();
                assertThat(zenity.process().exitValue()).isZero();
                assertThat(zenity.stdout().strip()).isEqualTo("hello sandbox");
            }
            Thread.sleep(300);
            assertThat(userInput.pointer()).isEqualTo(new Point(321, 123));
            assertThat(inputEvents(events)).as("input events on the user's display").isEqualTo(before);

            // the observer can fail: one real click on the user's display does show up
            userInput.button(1, true);
            userInput.button(1, false);
            userInput.sync();
            Thread.sleep(500);
            assertThat(inputEvents(events)).isGreaterThan(before);
        } finally {
            watcher.destroy();
        }
    }

    private static long inputEvents(Path xev) throws Exception {
        return Files.readAllLines(xev).stream()
                .filter(l -> l.startsWith("KeyPress") || l.startsWith("KeyRelease") || l.startsWith("ButtonPress")
                        || l.startsWith("ButtonRelease") || l.startsWith("MotionNotify"))
                .count();
    }

    @Test
    void nothingSurvivesANormalCloseAndTheAccessibilityBusWasReallyUp() throws Exception {
        String display;
        try (Sandbox sandbox = Sandbox.start(SandboxSpec.of(null, List.of("zenity --info --text hi")).withFirstDisplay(FIRST))) {
            display = sandbox.display();
            Thread.sleep(500);
            // Xvfb, the session bus, zenity, at-spi-bus-launcher, the a11y bus and the registry
            assertThat(Survivors.of(display)).hasSizeGreaterThanOrEqualTo(5);
        }
        assertThat(Survivors.of(display)).isEmpty();
    }

    @Test
    void nothingSurvivesKillMinus9OfTca() throws Exception {
        assertChildLeavesNothing("close", Process::destroyForcibly);
    }

    @Test
    void nothingSurvivesSigterm() throws Exception {
        assertChildLeavesNothing("close", Process::destroy);
    }

    @Test
    void nothingSurvivesAnUncaughtError() throws Exception {
        assertChildLeavesNothing("error", SandboxTest::carryOn);
    }

    @Test
    void nothingSurvivesANormalExit() throws Exception {
        assertChildLeavesNothing("close", SandboxTest::carryOn);
    }

    private static void carryOn(Process child) {
        try {
            child.getOutputStream().write('\n');
            child.getOutputStream().flush();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private void assertChildLeavesNothing(String how, java.util.function.Consumer<Process> end) throws Exception {
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), SandboxChild.class.getName(), how,
                "zenity --info --text child", Integer.toString(FIRST)).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String display;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream()))) {
            String ready = out.readLine();
            assertThat(ready).as("the child's sandbox came up").startsWith("READY :");
            display = ready.substring("READY ".length());
            assertThat(Survivors.of(display)).hasSizeGreaterThanOrEqualTo(3);
            end.accept(child);
            assertThat(child.waitFor(10, TimeUnit.SECONDS)).isTrue();
        }
        assertThat(Survivors.settle(display)).as("processes naming %s after the child ended", display).isEmpty();
    }

    @Test
    void aLaunchCommandThatIsNotFoundOrFailsIsOneLineAndLeavesNothing() throws Exception {
        assertThatThrownBy(() -> Sandbox.start(SandboxSpec.of(null, List.of("no-such-program-tca --x")).withFirstDisplay(FIRST)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("cannot launch 'no-such-program-tca --x': command not found");
        assertThatThrownBy(() -> Sandbox.start(SandboxSpec.of(null,
                List.of("sh -c 'echo cannot open the thing >&2; exit 3'")).withFirstDisplay(FIRST)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("'sh -c echo cannot open the thing >&2; exit 3' exited with code 3 before showing a window: "
                        + "cannot open the thing");
        Thread.sleep(200);
        for (int n = FIRST; n < FIRST + 4; n++) {
            assertThat(Survivors.of(":" + n)).isEmpty();
        }
    }
}
