package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Source;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Sliders read from pixels: where their thumb sits is known, their scale only from the value their label shows. */
final class PixelSliders {

    private static final Pattern FIRST_NUMBER = Pattern.compile("(?<![\\d.$€£])(\\d+(?:\\.\\d+)?)");

    private static final Pattern ONLY_NUMBER = Pattern.compile("[^\\d\\p{L}]{0,3}(\\d+(?:\\.\\d+)?)\\s*(?:%|°\\s*[CF]?|\\p{L}{1,4})?");

    private PixelSliders() {
    }

    /**
     * The number drawn beside a slider ("14 px" right of it, or between its label and it), when its
     * label holds none, or its label when that is only a number ("21°"): the slider's value as the screen shows it.
     */
    static java.util.Optional<Double> readout(Element slider, java.util.List<Element> pool) {
        Matcher own = ONLY_NUMBER.matcher(slider.label().strip());
        if (own.matches()) {
            // a thermostat's "21°" read as the slider's own name is its readout
            return java.util.Optional.of(Double.parseDouble(own.group(1)));
        }
        if (FIRST_NUMBER.matcher(slider.label()).find()) {
            return java.util.Optional.empty();
        }
        dev.tca.core.Rect b = slider.box();
        return pool.stream().filter(e -> e != slider && !e.role().control()
                        && e.label().strip().matches("[^\\d]{0,3}\\d+(?:\\.\\d+)?\\s*(?:%|[\\p{L}°]{1,8})?")
                        && Math.abs(e.box().center().y() - b.center().y()) <= Math.max(12, b.height())
                        && (e.box().x() >= b.right() - 2 && e.box().x() - b.right() < 90
                        || e.box().right() <= b.x() + 2 && b.x() - e.box().right() < 90))
                .min(java.util.Comparator.comparingInt(e -> Math.abs(e.box().center().x() - b.center().x())))
                .map(e -> {
                    Matcher m = FIRST_NUMBER.matcher(e.label());
                    return m.find() ? Double.parseDouble(m.group(1)) : null;
                });
    }

    /** Where on the track (0-100) a scale from 0 puts the number, given the number shown now at the thumb. */
    static double trackValue(Element slider, double shown, double n) {
        double fraction = slider.range() == null ? 0 : slider.range().current() / 100.0;
        if (fraction < 0.03 || shown <= 0) {
            return Math.max(0, Math.min(100, n));
        }
        return Math.max(0, Math.min(100, n / (shown / fraction) * 100));
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
