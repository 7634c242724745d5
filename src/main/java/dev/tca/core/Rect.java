package dev.tca.core;

/** An axis-aligned box in integer pixels: left, top, width, height. */
public record Rect(int x, int y, int width, int height) {

    public Rect {
        if (width < 0 || height < 0) {
            throw new IllegalArgumentException("rect size must not be negative: " + width + "x" + height);
        }
    }

    public int right() {
        return x + width;
    }

    public int bottom() {
        return y + height;
    }

    public Point center() {
        return new Point(x + width / 2, y + height / 2);
    }

    public long area() {
        return (long) width * height;
    }

    public boolean contains(Point p) {
        return p.x() >= x && p.x() < right() && p.y() >= y && p.y() < bottom();
    }

    public Rect union(Rect other) {
        int nx = Math.min(x, other.x);
        int ny = Math.min(y, other.y);
        return new Rect(nx, ny, Math.max(right(), other.right()) - nx, Math.max(bottom(), other.bottom()) - ny);
    }

    public Rect intersection(Rect other) {
        int nx = Math.max(x, other.x);
        int ny = Math.max(y, other.y);
        int w = Math.min(right(), other.right()) - nx;
        int h = Math.min(bottom(), other.bottom()) - ny;
        return w <= 0 || h <= 0 ? new Rect(nx, ny, 0, 0) : new Rect(nx, ny, w, h);
    }

    @Override
    public String toString() {
        return x + "," + y + " " + width + "x" + height;
    }
}
