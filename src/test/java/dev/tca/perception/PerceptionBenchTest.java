package dev.tca.perception;

import dev.tca.cli.Cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The perception benchmark on its 46 screenshots (two resolutions), whose truth comes from the
 * applications' accessibility tree: PP-OCR and the default engine (auto) must each find at least 95% of the labelled controls.
 */
@Tag("slow")
class PerceptionBenchTest {

    /** PP-OCR alone, and auto: the default engine, which is what users get. */
    @ParameterizedTest
    @ValueSource(strings = {"ppocr", "auto"})
    void theEngineFindsAtLeast95PercentOfTheLabelledControls(String engine) {
        Cli.Run r = Cli.inProcess("bench", "perception", "--engine", engine);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("perception on 46 screenshots");
        Matcher m = Pattern.compile(engine + "\\s+([0-9.]+)\\s+([0-9.]+)").matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        assertThat(Double.parseDouble(m.group(1))).as("recall").isGreaterThanOrEqualTo(0.95);
        assertThat(Double.parseDouble(m.group(2))).as("precision").isGreaterThanOrEqualTo(0.85);
    }
}
