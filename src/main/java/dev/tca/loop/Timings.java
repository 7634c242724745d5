package dev.tca.loop;

/** How long each stage of one step took, in milliseconds. */
public record Timings(long captureMs, long detectMs, long decideMs, long actMs, long verifyMs) {

    public long totalMs() {
        return captureMs + detectMs + decideMs + actMs + verifyMs;
    }

    @Override
    public String toString() {
        return "capture " + captureMs + " ms, ocr " + detectMs + " ms, decide " + decideMs + " ms, act " + actMs
                + " ms, verify " + verifyMs + " ms, total " + totalMs() + " ms";
    }
}
