package dev.tca.live;

import org.junit.jupiter.api.Assumptions;

/**
 * Guards every live test: it runs only on the private Xvfb display that scripts/test started
 * (TCA_TEST_DISPLAY), never on the desktop of the person running the tests. Under scripts/test
 * (TCA_REQUIRE_DESKTOP=1) a missing display is a failure, not a skip.
 */
public final class PrivateDisplay {

    private PrivateDisplay() {
    }

    public static String require() {
        String display = System.getenv("DISPLAY");
        String testDisplay = System.getenv("TCA_TEST_DISPLAY");
        boolean ok = testDisplay != null && testDisplay.equals(display);
        if (!ok && "1".equals(System.getenv("TCA_REQUIRE_DESKTOP"))) {
            throw new IllegalStateException("desktop tests need the private display of scripts/test, but DISPLAY="
                    + display + " and TCA_TEST_DISPLAY=" + testDisplay);
        }
        Assumptions.assumeTrue(ok, "live desktop tests run only on scripts/test's private Xvfb (TCA_TEST_DISPLAY)");
        return display;
    }
}
