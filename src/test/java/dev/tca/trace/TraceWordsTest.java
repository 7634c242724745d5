package dev.tca.trace;

import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TraceWordsTest {

    @Test
    void aTracedObservationKeepsItsWordsSoAClickOnAWordStillNamesIt() {
        Element menu = new Element(1, "Reading notes", new Rect(40, 40, 200, 30), Source.OCR, 0.9);
        Element word = new Element(2, "nam", new Rect(300, 130, 36, 20), Source.OCR, 0.875);
        Observation o = new Observation(List.of(menu), List.of("Reading notes"), 1280, 800, ScreenMapping.IDENTITY, "test", "",
                List.of(), "", List.of(word));
        Observation back = TraceObservation.of(o).toObservation();
        assertThat(back.words()).containsExactly(word);
        assertThat(back.element(2)).contains(word);
    }

    @Test
    void aTraceWrittenBeforeWordsWereKeptReadsWithNone() {
        TraceObservation old = new TraceObservation("test", 1280, 800, null, "",
                List.of(new TraceObservation.TraceElement(1, "OK", List.of(1, 2, 30, 20), "ocr", 0.9)), List.of("OK"), null);
        assertThat(old.toObservation().words()).isEmpty();
        assertThat(old.toObservation().element(2)).isEmpty();
    }
}
