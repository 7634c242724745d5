package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Source;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Sliders read from pixels: where their thumb sits is known, their scale only from the value their label shows. */
final class PixelSliders {

    private static final Pattern FIRST_NUMBER = Pattern.compile("(?<![\\d.$€£])(\\d+(?:\\.\\d+)?)");

    private PixelSliders() {
    }

    /**
     * A slider read from pixels knows only where its thumb sits (0-100 of the track), not its scale.
     * When its label shows the value ("Tip: 15%") the scale is that value over the thumb's place
     * (from 0): 18 on a 0-30 slider is 60% of the track, not 18%. Without a number, 0-100 is assumed.
     */
    static double trackValue(Element slider, double n) {
        if (slider.source() != Source.WIDGET || slider.range() == null) {
            return n;
        }
        double fraction = slider.range().current() / 100.0;
        Matcher m = FIRST_NUMBER.matcher(slider.label());
        if (fraction < 0.03 || fraction > 0.97 || !m.find()) {
            return n;
        }
        double shown = Double.parseDouble(m.group(1));
        if (shown <= 0) {
            return n;
        }
        double max = shown / fraction;
        return Math.max(0, Math.min(100, n / max * 100));
    }
}
