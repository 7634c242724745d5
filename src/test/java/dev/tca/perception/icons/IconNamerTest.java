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
    void namesAPlayersCurvedShuffleAndItsRoundedRepeat() {
        // a music player's controls drawn in thin strokes, curved where the icon sets draw straight lines
        BufferedImage shuffle = stroked(p -> {
            p.moveTo(3, 7); p.lineTo(6.5, 7); p.curveTo(9, 7, 10.5, 8.5, 12, 12); p.curveTo(13.5, 15.5, 15, 17, 17.5, 17); p.lineTo(21, 17);
            p.moveTo(18, 14); p.lineTo(21, 17); p.lineTo(18, 20);
            p.moveTo(3, 17); p.lineTo(6.5, 17); p.quadTo(8.5, 17, 9.5, 15.9);
            p.moveTo(14, 8.1); p.quadTo(15.5, 7, 17, 7); p.lineTo(21, 7);
            p.moveTo(18, 4); p.lineTo(21, 7); p.lineTo(18, 10);
        });
        BufferedImage repeat = stroked(p -> {
            p.moveTo(17, 2); p.lineTo(20, 5); p.lineTo(17, 8);
            p.moveTo(4, 11); p.lineTo(4, 9); p.quadTo(4, 5, 8, 5); p.lineTo(20, 5);
            p.moveTo(7, 22); p.lineTo(4, 19); p.lineTo(7, 16);
            p.moveTo(20, 13); p.lineTo(20, 15); p.quadTo(20, 19, 16, 19); p.lineTo(4, 19);
        });
        assertThat(namer.name(shuffle)).contains("Shuffle");
        assertThat(namer.name(repeat)).contains("Repeat");
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

    /**
     * A path in a 24-unit box drawn as the outline icon sets draw it (2-unit round strokes), at the size a 20-pixel icon
     * has once its button's inside is enlarged for reading (InteriorImage: about 3 times).
     */
    private static BufferedImage stroked(Consumer<java.awt.geom.Path2D> shape) {
        java.awt.geom.Path2D.Double p = new java.awt.geom.Path2D.Double();
        shape.accept(p);
        BufferedImage img = new BufferedImage(72, 72, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 72, 72);
        g.setColor(Color.BLACK);
        g.setRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING, java.awt.RenderingHints.VALUE_ANTIALIAS_ON);
        g.translate(6, 6);
        g.scale(60 / 24.0, 60 / 24.0);
        g.setStroke(new java.awt.BasicStroke(2f, java.awt.BasicStroke.CAP_ROUND, java.awt.BasicStroke.JOIN_ROUND));
        g.draw(p);
        g.dispose();
        return img;
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
