package dev.tca.perception;

import dev.tca.Fixtures;
import dev.tca.Fixtures.Control;
import dev.tca.Fixtures.Screenshot;
import dev.tca.Ocr;
import dev.tca.act.Targets;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Point;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.screen.ImageScreen;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Real Tesseract on screenshots of real applications; the truth comes from their accessibility tree. */
@Tag("engine")
class RealScreenshotOcrTest {

    static Stream<Screenshot> screenshots() throws IOException {
        return Fixtures.screenshots();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("screenshots")
    void findsEveryLabelledControlWithItsCentreInsideTheTrueBox(Screenshot shot) {
        Observation o = Ocr.detector().detect(new ImageScreen(shot.png()).capture());
        assertThat(shot.clickable()).as("the fixture has controls to find").isNotEmpty();
        List<String> missed = new ArrayList<>();
        for (Control c : shot.clickable()) {
            boolean found = o.elements().stream().anyMatch(e -> sameLabel(e, c) && c.box().contains(e.center()));
            if (!found) {
                missed.add(c.name() + " " + c.box());
            }
        }
        assertThat(missed).as("controls OCR did not find in place; it read %s", labels(o)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("screenshots")
    void thePlannerClicksInsideEachTrueBoxWithDistractorsPresent(Screenshot shot) {
        Observation o = Ocr.detector().detect(new ImageScreen(shot.png()).capture());
        PlannerBrain planner = new PlannerBrain();
        for (Control c : shot.clickable()) {
            Decision d = planner.decide("click '" + c.name() + "'", o, List.of());
            assertThat(d.action()).as("goal click '%s': %s", c.name(), d.reason()).isInstanceOf(Action.Click.class);
            Point pixel = Targets.pixel(d.action(), o).orElseThrow();
            assertThat(c.box().contains(pixel)).as("click '%s' lands at %s, box %s (%s)", c.name(), pixel, c.box(),
                    d.reason()).isTrue();
        }
    }

    private static boolean sameLabel(Element e, Control c) {
        return Labels.core(e.label()).equals(Labels.core(c.name()));
    }

    private static List<String> labels(Observation o) {
        return o.elements().stream().map(e -> e.label() + "@" + e.center()).toList();
    }
}
