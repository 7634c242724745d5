package dev.tca.trace;

import dev.tca.core.Element;
import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Source;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.function.IntFunction;

/** Draws every element's box and number on a copy of the frame, the chosen one highlighted: what the brain saw. */
public final class Annotator {

    private static final Color OCR = new Color(0, 120, 255);
    private static final Color GRID = new Color(150, 150, 150);
    private static final Color AX = new Color(0, 160, 80);
    private static final Color CHOSEN = new Color(230, 30, 30);

    private Annotator() {
    }

    /** @param chosen the element id the brain chose, or 0 for none */
    public static BufferedImage annotate(Frame frame, Observation o, int chosen) {
        return annotate(frame, o, chosen, String::valueOf);
    }

    /** @param tags the tag drawn by each element, given its id (an MCP client knows elements by ids of its own) */
    public static BufferedImage annotate(Frame frame, Observation o, int chosen, IntFunction<String> tags) {
        BufferedImage img = new BufferedImage(frame.width(), frame.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.drawImage(frame.image(), 0, 0, null);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 11));
            for (Element e : o.elements()) {
                boolean isChosen = e.id() == chosen;
                Color c = isChosen ? CHOSEN : e.source() == Source.GRID ? GRID : e.source() == Source.AX ? AX : OCR;
                Rect r = frame.mapping().toFrame(e.box());
                g.setColor(c);
                g.setStroke(new BasicStroke(isChosen ? 3 : 1));
                g.drawRect(r.x() - 2, r.y() - 2, r.width() + 4, r.height() + 4);
                String tag = tags.apply(e.id());
                int w = g.getFontMetrics().stringWidth(tag) + 6;
                g.fillRect(r.x() - 2, r.y() - 16, w, 14);
                g.setColor(Color.WHITE);
                g.drawString(tag, r.x() + 1, r.y() - 5);
            }
        } finally {
            g.dispose();
        }
        return img;
    }
}
