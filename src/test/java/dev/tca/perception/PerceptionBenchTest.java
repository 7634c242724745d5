package dev.tca.perception;

import dev.tca.cli.Cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The perception benchmark on its 51 screenshots (two resolutions), whose truth comes from the
 * applications' accessibility tree: PP-OCR and the default engine (auto) must each find nearly all the labelled controls;
 * per source, on the 1280x800 screenshots with a saved tree read, the floors measured (README: merged 1.000, widgets
 * with the tree off 0.931 of the textless controls).
 */
@Tag("slow")
class PerceptionBenchTest {

    /**
     * PP-OCR alone, and auto: the default engine, which is what users get. Tesseract reads 0.938 since
     * the Chromium form joined: a web check box's or radio's box is its glyph, its words stand beside
     * it, so text alone cannot hit it (the widget detector and the tree do).
     */
    @ParameterizedTest
    @CsvSource({"ppocr, 0.95", "auto, 0.93"})
    void theEngineFindsNearlyAllTheLabelledControls(String engine, double floor) {
        Cli.Run r = Cli.inProcess("bench", "perception", "--engine", engine, "--no-per-source");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("perception on 51 screenshots");
        Matcher m = Pattern.compile(engine + "\\s+([0-9.]+)\\s+([0-9.]+)").matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        assertThat(Double.parseDouble(m.group(1))).as("recall").isGreaterThanOrEqualTo(floor);
        assertThat(Double.parseDouble(m.group(2))).as("precision").isGreaterThanOrEqualTo(0.85);
    }

    @Test
    void theMergedIndexFindsNearlyEveryControlAndWidgetsAloneMostTextlessOnes() {
        Cli.Run r = Cli.inProcess("bench", "perception", "--engine", "tesseract",
                "src/test/resources/perception-bench/1280x800");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("on 27 screenshots with a saved tree read");
        assertThat(all(r.out(), "merged")).as(r.out()).isGreaterThanOrEqualTo(0.98);
        assertThat(all(r.out(), "ax")).as(r.out()).isGreaterThanOrEqualTo(0.98);
        assertThat(textless(r.out(), "widgets")).as(r.out()).isGreaterThanOrEqualTo(0.90);
        assertThat(textless(r.out(), "ocr")).as("OCR alone sees no textless control: " + r.out()).isLessThan(0.2);
    }

    /** A per-source row: name, then labelled, textless and all as "ratio found/of". */
    private static Matcher row(String out, String source) {
        Matcher m = Pattern.compile("(?m)^\\s+" + source + "\\s+([0-9.]+) +\\d+/\\d+\\s+([0-9.]+) +\\d+/\\d+\\s+([0-9.]+)").matcher(out);
        assertThat(m.find()).as("a row for %s in %s", source, out).isTrue();
        return m;
    }

    private static double textless(String out, String source) {
        return Double.parseDouble(row(out, source).group(2));
    }

    private static double all(String out, String source) {
        return Double.parseDouble(row(out, source).group(3));
    }
}
