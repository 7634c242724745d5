package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Range;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;

import org.junit.jupiter.api.Test;

import java.util.EnumSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class PixelSlidersTest {

    private static Element slider(String label, Source source, double thumbPercent) {
        return new Element(1, label, new Rect(100, 100, 300, 20), source, 1.0, Role.SLIDER, EnumSet.noneOf(State.class), null,
                new Range(thumbPercent, 0, 100), null, null);
    }

    @Test
    void scalesByTheValueTheLabelShowsAtTheThumbsPlace() {
        // "Tip: 15%" with the thumb half way: a 0-30 slider, so 18 is 60% of the track
        assertThat(PixelSliders.trackValue(slider("Tip: 15% ($12.00)", Source.WIDGET, 50), 18)).isCloseTo(60, within(0.01));
    }

    @Test
    void keepsTheNumberWhenTheScaleIsUnknownOrTheTreeKnowsIt() {
        assertThat(PixelSliders.trackValue(slider("Volume", Source.WIDGET, 40), 70)).isEqualTo(70);
        assertThat(PixelSliders.trackValue(slider("Tip: 15%", Source.WIDGET, 0), 18)).isEqualTo(18);
        assertThat(PixelSliders.trackValue(slider("Tip: 15%", Source.AX, 50), 18)).isEqualTo(18);
        assertThat(PixelSliders.trackValue(slider("Tip: 30%", Source.WIDGET, 20), 500)).isEqualTo(100);
    }

    /** A settings row read from pixels: the slider named by its row, its number drawn on its right ("14 px"). */
    private static dev.tca.core.Observation row(double thumbPercent, String readout) {
        java.util.List<Element> es = java.util.List.of(
                new Element(1, "Text size", new Rect(44, 192, 70, 16), Source.OCR, 0.9),
                new Element(2, "Text size", new Rect(405, 198, 218, 18), Source.WIDGET, 0.7, Role.SLIDER, EnumSet.noneOf(State.class),
                        null, new Range(thumbPercent, 0, 100), null, null),
                new Element(3, readout, new Rect(632, 198, 44, 17), Source.OCR, 0.9));
        return new dev.tca.core.Observation(es, java.util.List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "test", "");
    }

    @Test
    void aSliderWithItsNumberBesideItIsClickedNearThenSteppedByItsKeysUntilItShowsTheNumber() {
        assertThat(PixelSliders.readout(row(28, "14 px").elements().get(1), row(28, "14 px").elements())).contains(14.0);
        var pursuit = new TaskBrain(() -> dev.tca.Models.brain(0.4), "task").start("Set Text size to 18");
        java.util.List<dev.tca.core.Attempt> history = new java.util.ArrayList<>();
        dev.tca.core.Decision d = pursuit.next(row(28, "14 px"), history);
        // 14 at 28% of the track: a scale from 0 puts 18 at 36%
        assertThat(d.action()).isInstanceOf(dev.tca.core.Action.SetValue.class);
        assertThat(((dev.tca.core.Action.SetValue) d.action()).value()).isCloseTo(36, within(0.5));
        String[] shown = {"15 px", "16 px", "17 px"};
        for (String now : shown) {
            history.add(new dev.tca.core.Attempt(d.action(), "Text size", true, "the screen changed"));
            d = pursuit.next(row(30, now), history);
            assertThat(d.action()).as(d.reason()).isEqualTo(new dev.tca.core.Action.Key(dev.tca.core.KeyChord.parse("Right")));
        }
        history.add(new dev.tca.core.Attempt(d.action(), "Text size", true, "the screen changed"));
        d = pursuit.next(row(31, "18 px"), history);
        assertThat(d.action()).as(d.reason()).isInstanceOf(dev.tca.core.Action.Done.class);
    }

    @Test
    void aSliderWhoseStepsJumpPastTheNumberFailsHonestly() {
        var pursuit = new TaskBrain(() -> dev.tca.Models.brain(0.4), "task").start("Set Text size to 18");
        java.util.List<dev.tca.core.Attempt> history = new java.util.ArrayList<>();
        dev.tca.core.Decision d = pursuit.next(row(28, "14 px"), history);
        history.add(new dev.tca.core.Attempt(d.action(), "Text size", true, "the screen changed"));
        d = pursuit.next(row(30, "16 px"), history);
        history.add(new dev.tca.core.Attempt(d.action(), "Text size", true, "the screen changed"));
        d = pursuit.next(row(33, "20 px"), history);
        assertThat(d.action()).isInstanceOf(dev.tca.core.Action.Fail.class);
        assertThat(d.reason()).contains("past 18");
    }

    /** A thermostat card read from pixels: its title, "− 19° +" under it, and a slider read as one with its neighbours'. */
    private static dev.tca.core.Observation card() {
        java.util.List<Element> es = java.util.List.of(
                new Element(1, "Kids' bedroom", new Rect(115, 238, 110, 16), Source.OCR, 0.9),
                new Element(2, "", new Rect(116, 283, 30, 30), Source.WIDGET, 0.7, Role.BUTTON, EnumSet.noneOf(State.class),
                        null, null, null, null),
                new Element(3, "19°", new Rect(200, 285, 52, 28), Source.OCR, 0.9),
                new Element(4, "+", new Rect(305, 283, 30, 30), Source.WIDGET, 0.7, Role.BUTTON, EnumSet.noneOf(State.class),
                        null, null, null, null),
                new Element(5, "19°", new Rect(119, 322, 752, 20), Source.WIDGET, 0.7, Role.SLIDER, EnumSet.noneOf(State.class),
                        null, new Range(15, 0, 100), null, null),
                new Element(6, "Bathroom", new Rect(382, 238, 90, 16), Source.OCR, 0.9));
        return new dev.tca.core.Observation(es, java.util.List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "test", "");
    }

    @Test
    void aCardsButtonsUnderItsTitleReachTheNumberInsteadOfASliderOfUnknownScale() {
        assertThat(PixelSliders.readout(card().elements().get(4), card().elements())).contains(19.0);
        var pursuit = new TaskBrain(() -> dev.tca.Models.brain(0.4), "task").start("Turn the Kids' bedroom down to 18");
        dev.tca.core.Decision d = pursuit.next(card(), new java.util.ArrayList<>());
        assertThat(d.action()).as(d.reason()).isEqualTo(new dev.tca.core.Action.Click(2));
    }
}
