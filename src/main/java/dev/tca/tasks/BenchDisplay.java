package dev.tca.tasks;

import dev.tca.core.BadInputException;
import dev.tca.core.NoScreenException;

import java.util.Map;

/**
 * The bench clicks and types for real, so it refuses any display that is not private: either the test display
 * (TCA_TEST_DISPLAY == DISPLAY) or one named with --display that a running Xvfb serves.
 */
public final class BenchDisplay {

    private BenchDisplay() {
    }

    /** The display to run on, or an exception saying why none is safe. */
    public static String choose(String flag, Map<String, String> env) {
        if (flag != null) {
            if (!flag.matches(":\\d+")) {
                throw new BadInputException("--display must look like :131, got '" + flag + "'");
            }
            if (!servedByXvfb(flag)) {
                throw new BadInputException("--display " + flag + " is not an Xvfb running on this machine; "
                        + "start one (scripts/bench-tasks does) so the bench never drives a real desktop");
            }
            return flag;
        }
        String display = env.get("DISPLAY");
        if (display == null || display.isBlank()) {
            throw new NoScreenException("bench tasks needs a private display: run scripts/bench-tasks, or pass --display :N");
        }
        if (!display.equals(env.get("TCA_TEST_DISPLAY"))) {
            throw new BadInputException("bench tasks clicks and types for real and will not run on DISPLAY=" + display
                    + ", which is not marked private: run scripts/bench-tasks, set TCA_TEST_DISPLAY=" + display
                    + " for a private Xvfb, or pass --display :N");
        }
        return display;
    }

    static boolean servedByXvfb(String display) {
        return ProcessHandle.allProcesses().anyMatch(p -> p.info().command().map(c -> c.endsWith("/Xvfb") || c.equals("Xvfb"))
                .orElse(false) && p.info().arguments().map(a -> java.util.Arrays.asList(a).contains(display)).orElse(false));
    }
}
