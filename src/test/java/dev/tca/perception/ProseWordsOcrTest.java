package dev.tca.perception;

import dev.tca.Ocr;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;
import dev.tca.session.Brains;
import dev.tca.session.Config;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A paragraph drawn with Java2D, read by real Tesseract: its words are on the observation, not in the menu. */
@Tag("engine")
class ProseWordsOcrTest {

    private static final String[] LINES = {
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Namque dynamic tempor",
        "incididunt ut labore et dolore magna cum laude, sed do eiusmod nam viverra quis",
    };

    /** The paragraph, and where "nam" of the second line was drawn. */
    private static Rect draw(BufferedImage img) {
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 22));
        g.setColor(new Color(0x222222));
        FontMetrics m = g.getFontMetrics();
        for (int i = 0; i < LINES.length; i++) {
            g.drawString(LINES[i], 40, 120 + i * 40);
        }
        String before = LINES[1].substring(0, LINES[1].indexOf(" nam ") + 1);
        Rect nam = new Rect(40 + m.stringWidth(before), 160 - m.getAscent(), m.stringWidth("nam"), m.getAscent() + m.getDescent());
        g.dispose();
        return nam;
    }

    @Test
    void theWordsOfAParagraphAreAddressableAndAQuotedWordIsClickedWhereItWasDrawn() {
        BufferedImage img = new BufferedImage(1280, 300, BufferedImage.TYPE_INT_RGB);
        Rect nam = draw(img);
        Indexer indexer = new Indexer(List.of(new DetectorSource(Ocr.detector(), "ocr")), Indexer.DEFAULT_CAP);
        Observation o = indexer.detect(new Frame(img, ScreenMapping.IDENTITY, "prose"));

        assertThat(o.elements()).as("prose is not a menu entry").noneMatch(e -> e.label().contains("Namque"));
        assertThat(o.words()).extracting(Element::label).contains("Namque", "dynamic", "nam", "magna");
        for (Element w : o.words()) {
            assertThat(w.id()).isGreaterThan(o.elements().size());
            assertThat(o.element(w.id())).contains(w);
        }
        Element word = o.words().stream().filter(w -> w.label().equals("nam")).findFirst().orElseThrow();
        assertThat(nam.contains(word.center())).as("'nam' read at %s, drawn at %s", word.box(), nam).isTrue();

        Decision d = Brains.build(Config.BrainSpec.named("task")).decide("click the link \"nam\"", o, List.of());
        assertThat(d.action()).as("%s", d).isInstanceOf(Action.Click.class);
        Element target = o.element(((Action.Click) d.action()).element()).orElseThrow();
        assertThat(nam.contains(target.center())).as("%s: clicks %s, 'nam' drawn at %s", d, target.box(), nam).isTrue();
    }
}
