package dev.tca.perception.ppocr;

import dev.tca.Fixtures;
import dev.tca.Fixtures.Control;
import dev.tca.Fixtures.Screenshot;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.perception.OcrSettings;
import dev.tca.screen.ExampleDesktop;
import dev.tca.screen.ImageScreen;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The real PP-OCRv4 models on ONNX Runtime, on the example desktop and on real application screenshots. */
@Tag("engine")
class PpOcrTest {

    private static PpOcrDetector detector;

    static synchronized PpOcrDetector detector() {
        if (detector == null) {
            detector = new PpOcrDetector(PpOcrEngine.open(dev.tca.Models.FILES), OcrSettings.DEFAULTS);
        }
        return detector;
    }

    static Stream<Screenshot> screenshots() throws IOException {
        return Fixtures.screenshots();
    }

    @Test
    void readsEveryControlOfTheExampleDesktopInPlace() {
        ExampleDesktop desktop = new ExampleDesktop();
        Observation o = detector().detect(desktop.capture());
        for (Map.Entry<String, Rect> c : desktop.controls().entrySet()) {
            if (!c.getKey().equals("Name field")) {
                assertThat(o.elements()).as("'%s' among %s", c.getKey(), o.elements())
                        .anyMatch(e -> Labels.core(e.label()).equals(Labels.core(c.getKey())) && c.getValue().contains(e.center()));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("screenshots")
    void findsEveryLabelledControlOfRealApplications(Screenshot shot) {
        Observation o = detector().detect(new ImageScreen(shot.png()).capture());
        List<String> missed = new ArrayList<>();
        for (Control c : shot.clickable()) {
            if (o.elements().stream().noneMatch(e -> Labels.core(e.label()).equals(Labels.core(c.name()))
                    && c.box().contains(e.center()))) {
                missed.add(c.name());
            }
        }
        assertThat(missed).as("read %s", o.elements().stream().map(e -> e.label()).toList()).isEmpty();
    }
}
