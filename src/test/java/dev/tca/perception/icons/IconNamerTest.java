package dev.tca.perception.icons;

import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Polygon;
import java.awt.image.BufferedImage;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/** Icons drawn here by hand in Java2D (not from the icon fonts the templates came from). */
class IconNamerTest {

    private final IconNamer namer = IconNamer.bundled();

    @Test
    void namesAHandDrawnFivePointedStarStar() {
        Polygon star = new Polygon();
        for (int i = 0; i < 10; i++) {
            double r = i % 2 == 0 ? 9 : 3.8;
            double a = -Math.PI / 2 + i * Math.PI / 5;
            star.addPoint((int) Math.round(12 + r * Math.cos(a)), (int) Math.round(12 + r * Math.sin(a)));
        }
        assertThat(namer.name(draw(g -> g.fillPolygon(star)))).contains("Star");
    }

    @Test
    void namesAThickCrossClose() {
        BufferedImage x = draw(g -> {
            g.setStroke(new java.awt.BasicStroke(2.5f));
            g.drawLine(6, 6, 18, 18);
            g.drawLine(18, 6, 6, 18);
        });
        assertThat(namer.name(x)).contains("Close");
    }

    @Test
    void namesALoneSolidBarAMinus() {
        assertThat(namer.name(draw(g -> g.fillRect(5, 11, 14, 2)))).contains("-");
    }

    @Test
    void givesNoNameToAWord() {
        BufferedImage word = new BufferedImage(120, 24, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = word.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 120, 24);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 16));
        g.drawString("Submit", 4, 18);
        g.dispose();
        assertThat(namer.name(word)).isEmpty();
    }

    @Test
    void givesNoNameToAnEmptyBox() {
        // the box a browser draws for a glyph its fonts lack: near many outlines, like none
        assertThat(namer.name(draw(g -> g.drawRect(8, 4, 7, 15)))).isEmpty();
    }

    @Test
    void givesNoNameToBlankPixels() {
        assertThat(namer.name(draw(g -> { }))).isEmpty();
    }

    private static BufferedImage draw(Consumer<Graphics2D> icon) {
        BufferedImage img = new BufferedImage(24, 24, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 24, 24);
        g.setColor(Color.BLACK);
        icon.accept(g);
        g.dispose();
        return img;
    }
}
