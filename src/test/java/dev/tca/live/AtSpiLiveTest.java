package dev.tca.live;

import dev.tca.core.Rect;
import dev.tca.platform.atspi.AtSpi;
import dev.tca.platform.atspi.AxApp;
import dev.tca.platform.atspi.AxBudget;
import dev.tca.platform.atspi.AxNode;
import dev.tca.platform.atspi.AxSnapshot;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/** Reads real GTK dialogs through {@link AtSpi} and acts on them; the apps' own output is the proof. */
@Tag("desktop")
class AtSpiLiveTest {

    private static AtSpi ax;

    @BeforeAll
    static void connect() {
        PrivateDisplay.require();
        ax = AtSpi.connect(System.getenv(), reason -> { throw new AssertionError(reason); }).orElseThrow();
    }

    @AfterAll
    static void close() {
        if (ax != null) {
            ax.close();
        }
    }

    static List<AxNode> in(String window) {
        AxSnapshot s = ax.snapshot(AxBudget.DEFAULT);
        assertThat(s.warnings()).isEmpty();
        return s.nodes().stream().filter(n -> n.window().equals(window)).toList();
    }

    static AxNode one(String window, Predicate<AxNode> which) {
        return in(window).stream().filter(which).findFirst()
                .orElseThrow(() -> new AssertionError("not in '" + window + "': " + in(window)));
    }

    static Predicate<AxNode> role(String role, String name) {
        return n -> n.role().equals(role) && n.name().equals(name);
    }

    static Rect pyatspiBox(App app, String role, String name) throws Exception {
        return app.controls().stream().filter(c -> c.role().equals(role) && c.name().equals(name)).findFirst()
                .orElseThrow().box();
    }

    @Test
    void readsEmptyAndTypedEntriesOfAFormWithTheirBoxes() throws Exception {
        try (App app = App.start("zenity", 3, Map.of(), "zenity", "--forms", "--title", "Signup",
                "--add-entry", "Name", "--add-entry", "Email", "--add-password", "Pin")) {
            List<AxNode> entries = in("Signup").stream().filter(n -> n.is("editable")).toList();
            assertThat(entries).extracting(AxNode::role).containsExactlyInAnyOrder("text", "text", "password text");
            assertThat(entries).allSatisfy(e -> assertThat(e.text()).isEmpty());
            AxNode label = one("Signup", role("label", "Email"));
            assertThat(label.box()).isEqualTo(pyatspiBox(app, "label", "Email"));
            AxNode focused = in("Signup").stream().filter(n -> n.is("focused")).findFirst().orElseThrow();
            assertThat(focused.role()).isEqualTo("text");
            new ProcessBuilder("xdotool", "type", "--delay", "20", "Ada").start().waitFor();
            Thread.sleep(300);
            AxSnapshot after = ax.snapshot(AxBudget.DEFAULT);
            assertThat(after.nodes().get(after.focused()).text()).isEqualTo("Ada");
            assertThat(after.activeApp()).isEqualTo("zenity");
            AxNode email = in("Signup").stream().filter(n -> n.role().equals("text") && !n.is("focused")).findFirst()
                    .orElseThrow();
            assertThat(ax.setText(email.handle(), "ada@example.org")).isTrue();
            assertThat(ax.doAction(one("Signup", role("push button", "OK")).handle(), "click")).isTrue();
            assertThat(app.waitForExit(5000)).contains(0);
            assertThat(app.stdout().strip()).isEqualTo("Ada|ada@example.org|");
        }
    }

    @Test
    void readsAndTogglesTheCheckBoxesOfAChecklist() throws Exception {
        try (App app = App.start("zenity", 3, Map.of(), "zenity", "--list", "--checklist", "--title", "Fruit",
                "--column", "Pick", "--column", "Item", "FALSE", "apple", "TRUE", "pear")) {
            List<AxNode> toggles = in("Fruit").stream()
                    .filter(n -> n.actions().stream().anyMatch(a -> a.equalsIgnoreCase("toggle"))).toList();
            assertThat(toggles).hasSize(2);
            assertThat(toggles).extracting(n -> n.is("checked")).containsExactly(false, true);
            assertThat(ax.doAction(toggles.get(0).handle(), "toggle")).isTrue();
            Thread.sleep(200);
            assertThat(in("Fruit").stream().filter(n -> n.handle().equals(toggles.get(0).handle())).findFirst()
                    .orElseThrow().is("checked")).isTrue();
            assertThat(ax.doAction(one("Fruit", role("push button", "OK")).handle(), "click")).isTrue();
            assertThat(app.waitForExit(5000)).contains(0);
            assertThat(app.stdout().strip()).isEqualTo("apple|pear");
        }
    }

    @Test
    void readsAndSetsTheValueOfASlider() throws Exception {
        try (App app = App.start("zenity", 2, Map.of(), "zenity", "--scale", "--title", "Volume", "--value", "20",
                "--min-value", "0", "--max-value", "100")) {
            AxNode slider = one("Volume", n -> n.role().equals("slider"));
            assertThat(slider.current()).isEqualTo(20.0);
            assertThat(slider.min()).isEqualTo(0.0);
            assertThat(slider.max()).isEqualTo(100.0);
            assertThat(ax.setValue(slider.handle(), 70)).isTrue();
            assertThat(one("Volume", n -> n.role().equals("slider")).current()).isEqualTo(70.0);
            assertThat(ax.doAction(one("Volume", role("push button", "OK")).handle(), "click")).isTrue();
            assertThat(app.waitForExit(5000)).contains(0);
            assertThat(app.stdout().strip()).isEqualTo("70");
        }
    }

    @Test
    void seesTheCalendarAndTheFocusMovedByGrabFocus() throws Exception {
        try (App app = App.start("zenity", 2, Map.of(), "zenity", "--calendar", "--title", "Date", "--day", "15",
                "--month", "3", "--year", "2024")) {
            AxNode calendar = one("Date", n -> n.role().equals("calendar"));
            assertThat(calendar.box().area()).isPositive();
            assertThat(calendar.is("focusable")).isTrue();
            AxNode cancel = one("Date", role("push button", "Cancel"));
            assertThat(ax.focus(cancel.handle())).isTrue();
            Thread.sleep(200);
            AxSnapshot s = ax.snapshot(AxBudget.DEFAULT);
            assertThat(s.nodes().get(s.focused()).name()).isEqualTo("Cancel");
        }
    }

    @Test
    void showsIconOnlyButtonsThatOcrCannotRead() throws Exception {
        try (App app = App.start("yad", 1, Map.of(), "yad", "--title", "Icons", "--text", "Pick one",
                "--button=!gtk-ok!Confirm:0", "--button=!gtk-cancel!Abort:1")) {
            List<AxNode> buttons = in("Icons").stream().filter(n -> n.role().equals("push button")).toList();
            assertThat(buttons).hasSize(2);
            assertThat(buttons).allSatisfy(b -> assertThat(b.box().area()).isPositive());
            assertThat(ax.doAction(buttons.get(1).handle(), "click")).isTrue();
            assertThat(app.waitForExit(5000)).isPresent();
        }
    }

    @Test
    void reportsEachApplicationAndWhetherItExposesContent() throws Exception {
        try (App app = App.start("zenity", 2, Map.of(), "zenity", "--info", "--title", "Hello", "--text", "Hi")) {
            AxApp zenity = ax.applications().stream().filter(a -> a.name().equals("zenity")).findFirst().orElseThrow();
            assertThat(zenity.exposesContent()).isTrue();
            assertThat(zenity.nodes()).isGreaterThan(3);
            assertThat(zenity.hint()).isEmpty();
        }
    }
}
