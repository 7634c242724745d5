package dev.tca.core;

/**
 * How frame pixels map to screen pixels: a frame pixel (fx, fy) sits at screen
 * (originX + fx * scaleX, originY + fy * scaleY). A capture of a second monitor has a non-zero
 * origin; a downscaled capture has a scale above 1. Keeping this exact is what stops clicks drifting.
 */
public record ScreenMapping(int originX, int originY, double scaleX, double scaleY) {

    public static final ScreenMapping IDENTITY = new ScreenMapping(0, 0, 1, 1);

    public ScreenMapping {
        if (!(scaleX > 0) || !(scaleY > 0)) {
            throw new IllegalArgumentException("scale must be positive: " + scaleX + ", " + scaleY);
        }
    }

    public Point toScreen(int fx, int fy) {
        return new Point(originX + (int) Math.round(fx * scaleX), originY + (int) Math.round(fy * scaleY));
    }

    /** Maps a frame box to the screen box that covers the same pixels. */
    public Rect toScreen(Rect frameBox) {
        Point tl = toScreen(frameBox.x(), frameBox.y());
        Point br = toScreen(frameBox.right(), frameBox.bottom());
        return new Rect(tl.x(), tl.y(), br.x() - tl.x(), br.y() - tl.y());
    }

    public Point toFrame(Point screen) {
        return new Point((int) Math.round((screen.x() - originX) / scaleX),
                (int) Math.round((screen.y() - originY) / scaleY));
    }

    public Rect toFrame(Rect screenBox) {
        Point tl = toFrame(new Point(screenBox.x(), screenBox.y()));
        Point br = toFrame(new Point(screenBox.right(), screenBox.bottom()));
        return new Rect(tl.x(), tl.y(), br.x() - tl.x(), br.y() - tl.y());
    }
}
