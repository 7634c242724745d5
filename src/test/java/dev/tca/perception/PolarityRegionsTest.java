package dev.tca.perception;

import dev.tca.core.Rect;

import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

import static org.assertj.core.api.Assertions.assertThat;

class PolarityRegionsTest {

    @Test
    void findsADarkButtonOnALightScreenAndNotTheScreenItself() {
        BufferedImage img = new BufferedImage(400, 300, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = img.createGraphics();
        g.setColor(new Color(240, 240, 240));
        g.fillRect(0, 0, 400, 300);
        g.setColor(new Color(30, 50, 90));
        g.fillRect(100, 100, 80, 32);
        g.dispose();
        assertThat(PolarityRegions.mostlyDark(img)).isFalse();
        assertThat(PolarityRegions.islands(img, true, 5)).containsExactly(new Rect(100, 100, 80, 32));
        assertThat(PolarityRegions.islands(img, false, 5)).isEmpty();
    }
}
