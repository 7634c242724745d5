package dev.tca.live;

import dev.tca.perception.widgets.Widget;
import dev.tca.perception.widgets.WidgetDetector;
import dev.tca.platform.awt.RobotScreen;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The pixel widget detector on a live yad form, checked against the boxes its accessibility tree reports. */
@Tag("desktop")
class LiveWidgetsTest {

    @BeforeEach
    void onThePrivateDisplayOnly() {
        PrivateDisplay.require();
    }

    @Test
    void findsEachCheckBoxAndFieldOfALiveFormInsideItsTreeBox() throws Exception {
        try (App app = App.start("yad", 3, Map.of(), "yad", "--form", "--title", "Pizza",
                "--field=Olives:CHK", "--field=Peppers:CHK", "--field=Name", "TRUE", "FALSE", "")) {
            List<Widget> found = new WidgetDetector().detect(new RobotScreen(-1, 1.0).capture().image());
            List<App.Control> controls = app.controls();
            for (String name : List.of("Olives", "Peppers")) {
                App.Control box = controls.stream().filter(c -> c.role().equals("check box") && c.name().equals(name))
                        .findFirst().orElseThrow();
                assertThat(found).as("%s at %s among %s", name, box.box(), found)
                        .anyMatch(w -> w.kind() == Widget.Kind.CHECK_BOX && box.box().contains(w.box().center())
                                && w.checked() == name.equals("Olives"));
            }
            App.Control field = controls.stream().filter(c -> c.role().equals("text")).findFirst().orElseThrow();
            assertThat(found).as("the Name field at %s among %s", field.box(), found)
                    .anyMatch(w -> w.kind() == Widget.Kind.FIELD && w.empty() && field.box().contains(w.box().center()));
        }
    }
}
