package dev.tca.live;

import dev.tca.act.Execution;
import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Point;
import dev.tca.core.Role;
import dev.tca.loop.Session;
import dev.tca.platform.Platforms;
import dev.tca.session.Config;
import dev.tca.session.Harness;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * --input on a real zenity question under the private display: the button's own exit code proves
 * which button was pressed, and the pointer (which the tree's press never moves) proves the way.
 */
@Tag("desktop")
class InputModeLiveTest {

    /** Away from the fail-safe corners and from the centred dialog's buttons. */
    private static final Point PARKED = new Point(100, 700);

    @BeforeEach
    void onThePrivateDisplayOnly() throws Exception {
        PrivateDisplay.require();
        new ProcessBuilder("xdotool", "mousemove", String.valueOf(PARKED.x()), String.valueOf(PARKED.y())).start().waitFor();
    }

    static App question() throws Exception {
        return App.start("zenity", 2, Map.of(), "zenity", "--question", "--title", "Delete", "--text", "Delete the file?",
                "--ok-label", "Delete", "--cancel-label", "Keep");
    }

    static Config config(String input, boolean real) {
        Map<String, String> env = new HashMap<>(System.getenv());
        if (real) {
            env.put(Config.ALLOW_VARIABLE, "1");
        }
        Config.SafetySpec safety = new Config.SafetySpec(real, false, Config.SafetySpec.defaultKillSwitch(), 5, 400);
        return new Config(Config.ScreenSpec.liveScreen(), Config.PerceptionSpec.DEFAULTS, Config.BrainSpec.named("first"),
                safety, new Config.InputSpec(input), null, env);
    }

    /**
     * Observes until the element is there with the tree's handle: on a loaded machine a read may skip an
     * application that answered slower than the per-call limit (its warning is in the summary).
     */
    static Observation observe(Session s, Role role, String label) {
        Observation o = null;
        for (int i = 0; i < 3; i++) {
            o = s.observe().observation();
            if (find(o, role, label).handle() != null) {
                return o;
            }
        }
        return o;
    }

    static Element find(Observation o, Role role, String label) {
        return o.elements().stream().filter(x -> x.role() == role && x.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + role + " '" + label + "' in " + o.elements()));
    }

    /** Observes, finds the button, lets the policy check the click and acts: what a step does. */
    static Execution click(Harness h, String button) {
        Session s = h.session();
        Observation o = observe(s, Role.BUTTON, button);
        Element e = find(o, Role.BUTTON, button);
        Action click = new Action.Click(e.id());
        assertThat(s.check(click, o).allowed()).as("the policy allows the click").isTrue();
        return s.act(click, o);
    }

    static Point pointer() throws Exception {
        Process p = new ProcessBuilder("xdotool", "getmouselocation", "--shell").start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        int x = Integer.parseInt(out.replaceAll("(?s).*X=(\\d+).*", "$1"));
        int y = Integer.parseInt(out.replaceAll("(?s).*Y=(\\d+).*", "$1"));
        return new Point(x, y);
    }

    @Test
    void nativeInputPressesTheButtonThroughTheTreeAndKeepsThePixelInTheStepLine() throws Exception {
        try (App app = question(); Harness h = Harness.build(config("native", true), Platforms::current)) {
            Execution done = click(h, "Keep");
            assertThat(done.performed()).isTrue();
            assertThat(done.summary()).matches("clicked via the tree \\(button 'Keep'.* at \\(\\d+, \\d+\\)\\)");
            assertThat(done.pixel()).isNotNull();
            assertThat(app.waitForExit(5000)).as("zenity's cancel button exits with 1").contains(1);
            assertThat(pointer()).as("the tree's press leaves the pointer where it was").isEqualTo(PARKED);
        }
    }

    @Test
    void nativeInputTypesIntoAFieldThroughTheTree() throws Exception {
        try (App app = App.start("zenity", 2, Map.of(), "zenity", "--forms", "--title", "Contact", "--text", "Add a contact",
                "--add-entry", "First name", "--add-entry", "Phone");
             Harness h = Harness.build(config("native", true), Platforms::current)) {
            Session s = h.session();
            Observation o = observe(s, Role.TEXT_FIELD, "Phone");
            Element phone = find(o, Role.TEXT_FIELD, "Phone");
            Action type = new Action.Type("555 0100", phone.id());
            assertThat(s.check(type, o).allowed()).isTrue();
            Execution typed = s.act(type, o);
            assertThat(typed.summary()).matches("typed 8 characters via the tree \\(text field 'Phone'.* at \\(\\d+, \\d+\\)\\)");
            assertThat(click(h, "OK").summary()).startsWith("clicked via the tree");
            assertThat(app.waitForExit(5000)).contains(0);
            assertThat(app.stdout().strip()).as("zenity prints the fields, '|' between them").isEqualTo("|555 0100");
            assertThat(pointer()).isEqualTo(PARKED);
        }
    }

    @Test
    void pixelInputClicksTheButtonsCentreWithTheMouse() throws Exception {
        try (App app = question(); Harness h = Harness.build(config("pixels", true), Platforms::current)) {
            Execution done = click(h, "Delete");
            assertThat(done.summary()).startsWith("clicked (").doesNotContain("tree");
            assertThat(app.waitForExit(5000)).as("zenity's OK button exits with 0").contains(0);
            assertThat(pointer()).isEqualTo(done.pixel());
        }
    }

    @Test
    void aDryRunWithNativeInputTouchesNothing() throws Exception {
        try (App app = question(); Harness h = Harness.build(config("native", false), Platforms::current)) {
            Execution done = click(h, "Delete");
            assertThat(done.performed()).isFalse();
            assertThat(done.summary()).startsWith("dry run: would click");
            assertThat(app.waitForExit(1500)).as("the dialog is still open").isEmpty();
            assertThat(pointer()).isEqualTo(PARKED);
        }
    }
}
