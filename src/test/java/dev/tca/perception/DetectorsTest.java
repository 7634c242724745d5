package dev.tca.perception;

import dev.tca.Ocr;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.perception.grid.GridDetector;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("engine")
class DetectorsTest {

    private static Frame blank() {
        BufferedImage img = new BufferedImage(640, 400, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(new Color(0x3b6e8f));
        g.fillRect(0, 0, 640, 400);
        g.dispose();
        return new Frame(img, new ScreenMapping(100, 0, 2, 2), "blank");
    }

    @Test
    void theGridNumbersCellsRowByRowInScreenPixels() {
        Observation o = new GridDetector(12, 8).detect(blank());
        assertThat(o.elements()).hasSize(96);
        assertThat(o.elements().get(0).label()).isEqualTo("cell r1c1");
        assertThat(o.elements().get(13).label()).isEqualTo("cell r2c2");
        assertThat(o.elements().get(0).box().x()).isEqualTo(100);
        assertThat(o.elements().get(95).box().right()).isEqualTo(100 + 1280);
        assertThat(o.isBlind()).isTrue();
    }

    @Test
    void autoFallsBackToTheGridOnlyWhenNoTextIsFoundAndSaysSo() {
        AutoDetector auto = new AutoDetector(Ocr.detector(), new GridDetector());
        Observation o = auto.detect(blank());
        assertThat(o.elements()).allMatch(e -> e.source() == Source.GRID);
        assertThat(o.note()).isEqualTo("no text was found: the index is 96 grid cells and the choice is blind");
        Observation seen = auto.detect(new dev.tca.screen.ExampleDesktop().capture());
        assertThat(seen.elements()).allMatch(e -> e.source() == Source.OCR);
        assertThat(seen.note()).isEmpty();
    }
}
