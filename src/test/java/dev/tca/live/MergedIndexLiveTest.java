package dev.tca.live;

import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;
import dev.tca.platform.Platforms;
import dev.tca.session.Config;
import dev.tca.session.Harness;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The merged index (tree + widgets + OCR) of real dialogs, built by the harness as a dry run builds
 * it: what the user sees in the menu (roles, names, states), each control's box holding the box
 * the tree itself reports (read by pyatspi, an independent reader).
 */
@Tag("desktop")
class MergedIndexLiveTest {

    @BeforeEach
    void onThePrivateDisplayOnly() {
        PrivateDisplay.require();
    }

    static Observation observe() {
        Config config = new Config(Config.ScreenSpec.liveScreen(), Config.PerceptionSpec.DEFAULTS,
                Config.BrainSpec.named("first"), Config.SafetySpec.dryRun(1), System.getenv());
        try (Harness h = Harness.build(config, Platforms::current)) {
            return h.session().observe().observation();
        }
    }

    static String menu(Observation o) {
        StringBuilder s = new StringBuilder();
        o.elements().forEach(e -> s.append('\n').append(e.describe()).append(' ').append(e.box()).append(' ').append(e.source()));
        return s.toString();
    }

    /** The one element the user sees as this: its description is exactly {@code describe}. */
    static Element shown(Observation o, String describe) {
        List<Element> all = o.elements().stream().filter(e -> e.describe().equals(describe)).toList();
        assertThat(all).as("exactly one \"%s\" in the menu:%s", describe, menu(o)).hasSize(1);
        return all.get(0);
    }

    static void holds(Element e, App.Control c) {
        Rect a = e.box();
        Rect b = c.box();
        assertThat(a.x() <= b.x() && a.y() <= b.y() && a.right() >= b.right() && a.bottom() >= b.bottom())
                .as("%s's box %s holds the tree's %s", e.describe(), a, b).isTrue();
    }

    static App.Control control(App app, Predicate<App.Control> which) throws Exception {
        return app.controls().stream().filter(which).findFirst().orElseThrow(() -> new AssertionError("not in the tree"));
    }

    @Test
    void showsAChecklistsBoxesWithTheirStatesNamedByTheirRows() throws Exception {
        try (App app = App.start("zenity", 3, Map.of(), "zenity", "--list", "--checklist", "--title", "Packages",
                "--text", "Pick what to install", "--column", "Install", "--column", "Package", "--width", "420",
                "--height", "360", "TRUE", "Text editor", "FALSE", "Web browser", "TRUE", "Mail client")) {
            Observation o = observe();
            shown(o, "checkbox 'Text editor' (checked)");
            shown(o, "checkbox 'Web browser' (unchecked)");
            Element mail = shown(o, "checkbox 'Mail client' (checked)");
            List<App.Control> cells = app.controls().stream().filter(c -> c.role().equals("table cell") && c.name().isEmpty()).toList();
            holds(mail, cells.get(2));
            assertThat(o.elements()).as("the column header is not a field:%s", menu(o)).noneMatch(e -> e.role().editable());
        }
    }

    @Test
    void namesEachEmptyFieldOfAFormByItsLabel() throws Exception {
        try (App app = App.start("zenity", 3, Map.of(), "zenity", "--forms", "--title", "New contact", "--text", "Add a contact",
                "--add-entry", "First name", "--add-entry", "Last name", "--add-entry", "Phone")) {
            Observation o = observe();
            shown(o, "text field 'First name' (empty) (focused)");
            shown(o, "text field 'Last name' (empty)");
            Element phone = shown(o, "text field 'Phone' (empty)");
            List<App.Control> fields = app.controls().stream().filter(c -> c.role().equals("text") && c.name().isEmpty())
                    .sorted(java.util.Comparator.comparingInt(c -> c.box().y())).toList();
            assertThat(fields).as("the tree's fields").hasSize(3);
            holds(phone, fields.get(2));
        }
    }

    @Test
    void showsASlidersValueAndRangeNamedByTheTextAboveIt() throws Exception {
        try (App app = App.start("zenity", 1, Map.of(), "zenity", "--scale", "--title", "Volume", "--text", "Set the volume",
                "--value", "30", "--min-value", "0", "--max-value", "100")) {
            Observation o = observe();
            Element slider = shown(o, "slider 'Set the volume' 30 (0-100)");
            holds(slider, control(app, c -> c.role().equals("slider")));
            assertThat(o.elements()).as("the number drawn on the slider is its value, not an entry:%s", menu(o))
                    .noneMatch(e -> e.label().equals("30"));
        }
    }

    @Test
    void offersTheCalendarsDaysAsTextInsideTheCalendar() throws Exception {
        try (App app = App.start("zenity", 1, Map.of(), "zenity", "--calendar", "--title", "Party", "--text", "Day of the party",
                "--day", "14", "--month", "3", "--year", "2026")) {
            Observation o = observe();
            Rect calendar = control(app, c -> c.role().equals("calendar")).box();
            for (String day : List.of("15", "16", "17", "18", "19", "20", "21")) {
                assertThat(o.elements()).as("day %s inside %s:%s", day, calendar, menu(o))
                        .anyMatch(e -> e.label().equals(day) && calendar.contains(e.center()));
            }
            shown(o, "button 'OK' (focused)");
        }
    }

    @Test
    void listsIconOnlyButtonsAtTheTreesBoxes() throws Exception {
        // GTK does not give yad's icon buttons a name (the tooltip is not exposed): the tree gives role and box
        try (App app = App.start("yad", 1, Map.of(), "yad", "--title", "Viewer", "--text", "Photo 3 of 12", "--width", "360",
                "--button", "!go-previous!Previous photo:1", "--button", "!go-next!Next photo:2",
                "--button", "!window-close!Close viewer:0")) {
            Observation o = observe();
            List<App.Control> buttons = app.controls().stream().filter(c -> c.role().equals("push button")).toList();
            assertThat(buttons).hasSize(3);
            for (App.Control b : buttons) {
                assertThat(o.elements()).as("a button at %s:%s", b.box(), menu(o))
                        .anyMatch(e -> e.role() == Role.BUTTON && e.source() != Source.WIDGET && e.box().equals(b.box()));
            }
        }
    }

    @Test
    void noTreeButPixelsStillFindXmessagesButtons() throws Exception {
        Process x = new ProcessBuilder("xmessage", "-center", "-buttons", "Retry,Ignore,Abort", "The disk is not ready.")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            Thread.sleep(1500);
            Observation o = observe();
            List<Element> row = o.elements().stream().filter(e -> e.role() == Role.BUTTON && e.source() == Source.WIDGET
                    && e.box().height() < 30).toList();
            assertThat(row).as("xmessage's buttons from the pixels:%s", menu(o)).hasSizeGreaterThanOrEqualTo(3);
            assertThat(row).as("the first is named by OCR:%s", menu(o)).anyMatch(e -> Labels.same(e.label(), "Retry"));
        } finally {
            x.destroy();
            x.waitFor();
        }
    }
}
