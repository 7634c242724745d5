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
}
