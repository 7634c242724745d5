package dev.tca.tasks;

import org.junit.jupiter.api.Assumptions;

/** Like dev.tca.live.PrivateDisplay: the self-check clicks for real, so only on scripts/test's private Xvfb. */
final class PrivateDisplay {

    private PrivateDisplay() {
    }

    static String require() {
        String display = System.getenv("DISPLAY");
        String testDisplay = System.getenv("TCA_TEST_DISPLAY");
        boolean ok = testDisplay != null && testDisplay.equals(display);
        if (!ok && "1".equals(System.getenv("TCA_REQUIRE_DESKTOP"))) {
            throw new IllegalStateException("desktop tests need the private display of scripts/test, but DISPLAY="
                    + display + " and TCA_TEST_DISPLAY=" + testDisplay);
        }
        Assumptions.assumeTrue(ok, "desktop tests run only on scripts/test's private Xvfb (TCA_TEST_DISPLAY)");
        return display;
    }
}
