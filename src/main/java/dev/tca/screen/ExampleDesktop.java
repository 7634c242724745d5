package dev.tca.screen;

import dev.tca.core.Frame;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The built-in example desktop, drawn in Java2D so a first run needs no screenshot: an editor
 * window with a menu bar, a toolbar, a sidebar, a labelled text field, a light-on-dark button,
 * small status text and a modal "Save changes to the document?" dialog. Distractors such as
 * "Saved drafts" and "Save as..." sit beside the real target, Save.
 */
public final class ExampleDesktop implements Screen {

    public static final int WIDTH = 1280;
    public static final int HEIGHT = 800;

    private final BufferedImage image;
    private final Map<String, Rect> controls;

    public ExampleDesktop() {
        this(true);
    }

    /** @param withDialog false draws the same desktop before the dialog opened (for the changed-region cache) */
    public ExampleDesktop(boolean withDialog) {
        Map<String, Rect> boxes = new LinkedHashMap<>();
        this.image = draw(boxes, withDialog);
        this.controls = Map.copyOf(boxes);
    }

    /** The true box of every clickable control drawn, by its label: the truth tests check OCR against. */
    public Map<String, Rect> controls() {
        return controls;
    }

    @Override
    public Frame capture() {
        return new Frame(image, ScreenMapping.IDENTITY, "example desktop");
    }

    @Override
    public String describe() {
        return "example desktop (built in, " + WIDTH + "x" + HEIGHT + ")";
    }

    private static BufferedImage draw(Map<String, Rect> boxes, boolean withDialog) {
        BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            // desktop
            g.setColor(new Color(0x3b6e8f));
            g.fillRect(0, 0, WIDTH, HEIGHT);
            // editor window
            int wx = 60;
            int wy = 40;
            int ww = 1160;
            int wh = 720;
            g.setColor(new Color(0xf4f4f4));
            g.fillRect(wx, wy, ww, wh);
            g.setColor(new Color(0x2d2d2d));
            g.fillRect(wx, wy, ww, 34);
            text(g, "Quarterly report - Notes", wx + 16, wy + 23, 15, Font.BOLD, Color.WHITE);
            // menu bar
            g.setColor(new Color(0xe6e6e6));
            g.fillRect(wx, wy + 34, ww, 28);
            int mx = wx + 12;
            for (String item : new String[] {"File", "Edit", "View", "Insert", "Help"}) {
                mx += menuItem(g, boxes, item, mx, wy + 34) + 8;
            }
            // toolbar
            int tx = wx + 12;
            for (String item : new String[] {"New", "Open", "Save as...", "Print"}) {
                tx += button(g, boxes, item, tx, wy + 72, new Color(0xfafafa), Color.BLACK, 14) + 10;
            }
            // sidebar
            g.setColor(new Color(0xe9edf1));
            g.fillRect(wx, wy + 112, 220, wh - 142);
            int sy = wy + 130;
            for (String item : new String[] {"Documents", "Saved drafts", "Shared with me", "Trash"}) {
                Rect r = new Rect(wx + 10, sy, 200, 30);
                text(g, item, r.x() + 12, r.y() + 20, 14, Font.PLAIN, new Color(0x1f2933));
                boxes.put(item, r);
                sy += 38;
            }
            // form: label and text field
            text(g, "Name:", wx + 250, wy + 150, 14, Font.PLAIN, Color.BLACK);
            Rect field = new Rect(wx + 310, wy + 130, 280, 30);
            g.setColor(Color.WHITE);
            g.fillRect(field.x(), field.y(), field.width(), field.height());
            g.setColor(new Color(0x8a8a8a));
            g.drawRect(field.x(), field.y(), field.width(), field.height());
            boxes.put("Name field", field);
            // light-on-dark button
            button(g, boxes, "Publish", wx + 620, wy + 128, new Color(0x1d3557), Color.WHITE, 14);
            // document prose (long lines that must not become menu entries)
            String[] prose = {
                "Revenue grew in every region this quarter, led by strong demand for the new product line.",
                "The team expects the trend to continue into the next quarter as supply constraints ease.",
            };
            int py = wy + 210;
            for (String line : prose) {
                text(g, line, wx + 250, py, 14, Font.PLAIN, new Color(0x333333));
                py += 24;
            }
            // small status text
            g.setColor(new Color(0xdddddd));
            g.fillRect(wx, wy + wh - 30, ww, 30);
            text(g, "Last edited 5 minutes ago", wx + 12, wy + wh - 10, 11, Font.PLAIN, new Color(0x444444));
            boxes.put("Last edited 5 minutes ago", new Rect(wx + 8, wy + wh - 26, 170, 22));
            if (withDialog) {
                drawDialog(g, boxes);
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    private static void drawDialog(Graphics2D g, Map<String, Rect> boxes) {
        int dx = 430;
        int dy = 300;
        int dw = 460;
        int dh = 170;
        g.setColor(new Color(0, 0, 0, 60));
        g.fillRect(dx + 6, dy + 6, dw, dh);
        g.setColor(Color.WHITE);
        g.fillRect(dx, dy, dw, dh);
        g.setColor(new Color(0x9a9a9a));
        g.setStroke(new BasicStroke(1));
        g.drawRect(dx, dy, dw, dh);
        g.setColor(new Color(0xececec));
        g.fillRect(dx + 1, dy + 1, dw - 1, 30);
        text(g, "Unsaved changes", dx + 14, dy + 21, 14, Font.BOLD, Color.BLACK);
        text(g, "Save changes to the document?", dx + 24, dy + 72, 15, Font.PLAIN, Color.BLACK);
        int by = dy + 116;
        int bx = dx + 24;
        bx += button(g, boxes, "Close without saving", bx, by, new Color(0xf2f2f2), Color.BLACK, 14) + 40;
        bx += button(g, boxes, "Cancel", bx, by, new Color(0xf2f2f2), Color.BLACK, 14) + 12;
        button(g, boxes, "Save", bx, by, new Color(0xdce9f7), Color.BLACK, 14);
    }

    private static int menuItem(Graphics2D g, Map<String, Rect> boxes, String label, int x, int y) {
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
        int w = g.getFontMetrics().stringWidth(label) + 16;
        text(g, label, x + 8, y + 19, 14, Font.PLAIN, Color.BLACK);
        boxes.put(label, new Rect(x, y, w, 28));
        return w;
    }

    /** Draws a button sized to its label and returns its width. */
    private static int button(Graphics2D g, Map<String, Rect> boxes, String label, int x, int y,
                              Color fill, Color ink, int size) {
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, size));
        FontMetrics fm = g.getFontMetrics();
        int w = Math.max(80, fm.stringWidth(label) + 32);
        int h = 32;
        g.setColor(fill);
        g.fillRoundRect(x, y, w, h, 6, 6);
        g.setColor(new Color(0x8c8c8c));
        g.drawRoundRect(x, y, w, h, 6, 6);
        text(g, label, x + (w - fm.stringWidth(label)) / 2, y + (h + fm.getAscent() - fm.getDescent()) / 2,
                size, Font.PLAIN, ink);
        boxes.put(label, new Rect(x, y, w, h));
        return w;
    }

    private static void text(Graphics2D g, String s, int x, int baseline, int size, int style, Color color) {
        g.setFont(new Font(Font.SANS_SERIF, style, size));
        g.setColor(color);
        g.drawString(s, x, baseline);
    }
}
