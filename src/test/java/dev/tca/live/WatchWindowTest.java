package dev.tca.live;

import dev.tca.core.Frame;
import dev.tca.core.Point;
import dev.tca.platform.sandbox.LaunchedApp;
import dev.tca.platform.sandbox.Sandbox;
import dev.tca.platform.sandbox.SandboxSpec;
import dev.tca.platform.sandbox.WatchWindow;
import dev.tca.platform.x11.XDisplay;
import dev.tca.platform.x11.XImageScreen;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.awt.Rectangle;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The watch window on the test's Xvfb (the "user's desktop") mirroring a sandbox whose app is xev,
 * which prints every click it gets: the mirror's pixels and xev's output are the evidence.
 */
@Tag("desktop")
class WatchWindowTest {

    private String user;

    @BeforeEach
    void onThePrivateDisplayOnly() {
        user = PrivateDisplay.require();
    }

    @Test
    void mirrorsTheSandboxAndForwardsATakenOverClickIntoIt() throws Exception {
        // xev's window is white on the sandbox's black root; stdbuf so each event line reaches the file at once
        SandboxSpec spec = SandboxSpec.of("800x600", List.of("stdbuf -oL xev -geometry 400x300+0+0")).withFirstDisplay(141);
        try (Sandbox sandbox = Sandbox.start(spec)) {
            LaunchedApp xev = sandbox.apps().get(0);
            WatchWindow watch = WatchWindow.open(sandbox, () -> { });
            Thread.sleep(1500);
            Rectangle m = watch.mirrorOnScreen();
            double scale = m.width / 800.0;
            try (XImageScreen userScreen = XImageScreen.open(user); XDisplay userInput = XDisplay.open(user)) {
                Frame seen = userScreen.capture();
                int inside = seen.image().getRGB(m.x + (int) (200 * scale), m.y + (int) (150 * scale)) & 0xffffff;
                int outside = seen.image().getRGB(m.x + (int) (700 * scale), m.y + (int) (500 * scale)) & 0xffffff;
                assertThat(inside).as("xev's white window in the mirror").isEqualTo(0xffffff);
                assertThat(outside).as("the sandbox's black root in the mirror").isEqualTo(0x000000);
                assertThat(watch.framesPainted()).as("frames in 1.5 s").isGreaterThanOrEqualTo(7);

                Point target = new Point(m.x + (int) Math.round(300 * scale), m.y + (int) Math.round(100 * scale));
                clickOn(userInput, target); // not taken over: tca has control, the click stays in the window
                Thread.sleep(400);
                assertThat(buttonPresses(xev.stdout())).isEmpty();

                watch.takeOver(true);
                Thread.sleep(300);
                assertThat(watch.pauseGate().isPaused()).isTrue();
                clickOn(userInput, target);
                Thread.sleep(600);
                List<Point> presses = buttonPresses(xev.stdout());
                assertThat(presses).hasSize(1);
                assertThat(presses.get(0).x()).isBetween(298, 302);
                assertThat(presses.get(0).y()).isBetween(98, 102);
                watch.takeOver(false);
                Thread.sleep(200);
                assertThat(watch.pauseGate().isPaused()).isFalse();
            }
            watch.close();
        }
    }

    private static void clickOn(XDisplay x, Point p) throws InterruptedException {
        x.move(p);
        x.sync();
        Thread.sleep(80);
        x.button(1, true);
        x.button(1, false);
        x.sync();
    }

    /** xev prints "ButtonPress event, ..." then "    root 0x.., subw 0x.., time .., (x,y), root:(x,y)," */
    private static List<Point> buttonPresses(String xev) {
        Matcher m = Pattern.compile("ButtonPress event.*?\\n.*?root:\\((\\d+),(\\d+)\\)").matcher(xev);
        List<Point> out = new java.util.ArrayList<>();
        while (m.find()) {
            out.add(new Point(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))));
        }
        return out;
    }
}
