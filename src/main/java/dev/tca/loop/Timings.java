package dev.tca.loop;

/**
 * How long each stage of one step took, in milliseconds.
 *
 * @param detectDetail what each source read and what it cost ("ax 41 ms (312 nodes), ocr 88 ms (9% of the
 *                     screen, 1 region(s))"), or empty
 */
public record Timings(long captureMs, long detectMs, long decideMs, long actMs, long verifyMs, String detectDetail) {

    public Timings(long captureMs, long detectMs, long decideMs, long actMs, long verifyMs) {
        this(captureMs, detectMs, decideMs, actMs, verifyMs, "");
    }

    public long totalMs() {
        return captureMs + detectMs + decideMs + actMs + verifyMs;
    }

    @Override
    public String toString() {
        return "capture " + captureMs + " ms, read " + detectMs + " ms"
                + (detectDetail == null || detectDetail.isEmpty() ? "" : " (" + detectDetail + ")") + ", decide " + decideMs + " ms, act " + actMs
                + " ms, verify " + verifyMs + " ms, total " + totalMs() + " ms";
    }
}
