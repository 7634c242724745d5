package dev.tca.core;

/** The numeric value of a slider or spin box, with its bounds. */
public record Range(double current, double min, double max) {

    public Range {
        if (Double.isNaN(current) || Double.isNaN(min) || Double.isNaN(max) || min > max) {
            throw new IllegalArgumentException("a range needs min <= max and numbers, got " + current + " (" + min + "-" + max + ")");
        }
    }

    /** Where the current value sits between the bounds, 0..1. */
    public double fraction() {
        return max == min ? 0 : Math.max(0, Math.min(1, (current - min) / (max - min)));
    }

    @Override
    public String toString() {
        return number(current) + " (" + number(min) + "-" + number(max) + ")";
    }

    static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }
}
