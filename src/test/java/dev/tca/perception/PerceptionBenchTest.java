package dev.tca.perception;

import dev.tca.cli.Cli;

import org.junit.jupiter.api.Test;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The perception benchmark on its 46 screenshots (two resolutions), whose truth comes from the
 * applications' accessibility tree: the default engine must find at least 95% of the labelled controls.
 */
class PerceptionBenchTest {

    @Test
    void theDefaultEngineFindsAtLeast95PercentOfTheLabelledControls() {
        Cli.Run r = Cli.inProcess("bench", "perception", "--engine", "ppocr");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("perception on 46 screenshots");
        Matcher m = Pattern.compile("ppocr\\s+([0-9.]+)\\s+([0-9.]+)").matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        assertThat(Double.parseDouble(m.group(1))).as("recall").isGreaterThanOrEqualTo(0.95);
        assertThat(Double.parseDouble(m.group(2))).as("precision").isGreaterThanOrEqualTo(0.85);
    }
}
