package dev.tca.live;

import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.platform.Platforms;
import dev.tca.session.Config;
import dev.tca.session.Harness;
import dev.tca.tasks.PageServer;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;

import static dev.tca.live.MergedIndexLiveTest.menu;
import static dev.tca.live.MergedIndexLiveTest.shown;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The task suite's pages in a real Chromium with no accessibility tree: what the pixels (widget
 * detector + Tesseract) must make of them on their own. Input is real (xdotool over XTest).
 */
@Tag("desktop")
class PixelWebPagesTest {

    @BeforeEach
    void onThePrivateDisplayOnly() {
        PrivateDisplay.require();
    }

    @Test
    void readsTheLoginPageWithoutCheckBoxesInItsHeadingNamesTheGreySignInButtonAndReadsTheTypedUsername(@TempDir Path dir)
            throws Exception {
        try (PageServer pages = new PageServer(); Harness h = harness()) {
            Process p = chromium(dir, pages.url("login", false));
            try {
                Observation o = until(h, x -> x.elements().stream().anyMatch(e -> e.role() == Role.BUTTON && !e.label().isBlank()));
                assertThat(o.elements()).as("no check box on a page that has none (the heading's bold 'n's):%s", menu(o))
                        .noneMatch(e -> e.role() == Role.CHECKBOX || e.role() == Role.RADIO);
                shown(o, "button 'Sign in'");
                Element user = shown(o, "text field 'Username' (empty)");
                shown(o, "text field 'Password' (empty)");
                xdotool("mousemove", "" + user.center().x(), "" + user.center().y(), "click", "1");
                xdotool("type", "--delay", "30", "mkoch");
                // the same harness: the second read re-reads only the changed field, as a task step does
                Observation typed = until(h, x -> x.elements().stream().anyMatch(e -> e.value().equals("mkoch")));
                shown(typed, "text field 'Username' = 'mkoch'");
            } finally {
                ProcessTrees.end(p);
            }
        }
    }

    @Test
    void takesCollapsibleSectionsForButtonsNamedByTheirTextNotForFilledFields(@TempDir Path dir) throws Exception {
        try (PageServer pages = new PageServer(); Harness h = harness()) {
            Process p = chromium(dir, pages.url("help", false));
            try {
                Observation o = until(h, x -> x.elements().stream().filter(e -> e.role() == Role.BUTTON).count() >= 4);
                assertThat(o.elements()).as("no text field on a page of <details> sections:%s", menu(o))
                        .noneMatch(e -> e.role().editable());
                for (String section : List.of("Delivery times", "Returns and refunds", "Warranty", "Your account")) {
                    assertThat(o.elements()).as("a button '%s':%s", section, menu(o))
                            .anyMatch(e -> e.role() == Role.BUTTON && e.label().contains(section));
                }
            } finally {
                ProcessTrees.end(p);
            }
        }
    }

    @Test
    void keepsTheMailToolbarsIconButtonsAsButtonsNotCheckBoxes(@TempDir Path dir) throws Exception {
        try (PageServer pages = new PageServer(); Harness h = harness()) {
            Process p = chromium(dir, pages.url("inbox", false));
            try {
                Observation o = until(h, x -> x.elements().stream().filter(e -> e.role() == Role.BUTTON).count() >= 6);
                assertThat(o.elements()).as("the icons drawn on the toolbar's buttons are no check boxes:%s", menu(o))
                        .noneMatch(e -> e.role() == Role.CHECKBOX);
                assertThat(o.elements().stream().filter(e -> e.role() == Role.BUTTON && e.box().y() < 80))
                        .as("six toolbar buttons:%s", menu(o)).hasSize(6);
            } finally {
                ProcessTrees.end(p);
            }
        }
    }

    private static Harness harness() {
        Config config = new Config(Config.ScreenSpec.liveScreen(), Config.PerceptionSpec.DEFAULTS,
                Config.BrainSpec.named("first"), Config.SafetySpec.dryRun(1), System.getenv());
        return Harness.build(config, Platforms::current);
    }

    /** Chromium in app mode without its accessibility tree, as the suite's "pixels" runs start it. */
    private static Process chromium(Path dir, String url) throws Exception {
        return new ProcessBuilder("chromium", "--no-sandbox", "--test-type", "--user-data-dir=" + dir.resolve("profile"),
                "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--window-position=0,0",
                "--window-size=1280,800", "--password-store=basic", "--app=" + url).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    }

    /** Observes until the screen shows what is wanted (Chromium paints a while after start), at most 20 s. */
    private static Observation until(Harness h, Predicate<Observation> wanted) throws InterruptedException {
        Observation o = null;
        for (int i = 0; i < 20; i++) {
            Thread.sleep(1000);
            o = h.session().observe().observation();
            if (wanted.test(o)) {
                return o;
            }
        }
        return o;
    }

    private static void xdotool(String... args) throws Exception {
        String[] cmd = new String[args.length + 1];
        cmd[0] = "xdotool";
        System.arraycopy(args, 0, cmd, 1, args.length);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(p.waitFor()).as("xdotool %s", String.join(" ", args)).isZero();
    }
}
