package dev.tca.platform.sandbox;

import dev.tca.core.Point;

import javax.swing.JComponent;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * The picture of the sandbox in the watch window, scaled by a fixed factor, with tca's cursor
 * (Xvfb draws none) and a fading ring at each click. Touched on the Swing thread only.
 */
final class Mirror extends JComponent {

    private static final long RING_MS = 1200;

    private record Ring(Point at, long since) {
    }

    private final double scale;
    private final List<Ring> rings = new ArrayList<>();
    private BufferedImage frame;
    private Point cursor;
    private long painted;

    Mirror(int width, int height, double scale) {
        this.scale = scale;
        setPreferredSize(new Dimension((int) Math.round(width * scale), (int) Math.round(height * scale)));
        setFocusable(true);
    }

    void show(BufferedImage next, Point pointer) {
        frame = next;
        cursor = pointer;
        rings.removeIf(r -> System.currentTimeMillis() - r.since() > RING_MS);
        repaint();
    }

    void ring(Point at) {
        rings.add(new Ring(at, System.currentTimeMillis()));
        repaint();
    }

    /** Window pixels to sandbox pixels. */
    Point toSandbox(int wx, int wy) {
        return new Point((int) Math.round(wx / scale), (int) Math.round(wy / scale));
    }

    long painted() {
        return painted;
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        if (frame != null) {
            g.drawImage(frame, 0, 0, getWidth(), getHeight(), null);
            painted++;
        }
        long now = System.currentTimeMillis();
        for (Ring r : rings) {
            float life = 1f - Math.min(1f, (now - r.since()) / (float) RING_MS);
            int radius = (int) (8 + 22 * (1 - life));
            g.setColor(new Color(1f, 0.2f, 0.2f, life));
            g.setStroke(new BasicStroke(3));
            g.drawOval(sx(r.at().x()) - radius, sy(r.at().y()) - radius, radius * 2, radius * 2);
        }
        if (cursor != null) {
            int cx = sx(cursor.x());
            int cy = sy(cursor.y());
            int[] xs = {cx, cx, cx + 5, cx + 12};
            int[] ys = {cy, cy + 17, cy + 12, cy + 12};
            g.setColor(Color.WHITE);
            g.fillPolygon(xs, ys, 4);
            g.setColor(Color.BLACK);
            g.setStroke(new BasicStroke(1));
            g.drawPolygon(xs, ys, 4);
        }
        g.dispose();
    }

    private int sx(int x) {
        return (int) Math.round(x * scale);
    }

    private int sy(int y) {
        return (int) Math.round(y * scale);
    }
}
