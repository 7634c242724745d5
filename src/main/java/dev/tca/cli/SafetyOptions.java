package dev.tca.cli;

import dev.tca.act.DryRunExecutor;
import dev.tca.act.Executor;
import dev.tca.core.BadInputException;
import dev.tca.platform.x11.XDisplay;
import dev.tca.platform.x11.XTestExecutor;
import dev.tca.policy.BlindClickRule;
import dev.tca.policy.FailSafeCornerRule;
import dev.tca.policy.KeyChordRule;
import dev.tca.policy.KillSwitchRule;
import dev.tca.policy.LabelRule;
import dev.tca.policy.Policies;
import dev.tca.policy.Policy;
import dev.tca.policy.StepBudgetRule;
import dev.tca.policy.TypedTextRule;

import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Real input, the kill switch and the grid guard: everything that decides whether anything is touched. */
final class SafetyOptions {

    static final String ALLOW_VARIABLE = "TCA_ALLOW_REAL_INPUT";

    @Option(names = "--real-input", description = "Really click and type (with --live, and only with "
            + ALLOW_VARIABLE + "=1 set as well).")
    boolean realInput;

    @Option(names = "--allow-grid", description = "Permit real clicks on blind grid cells.")
    boolean allowGrid;

    @Option(names = "--kill-switch", paramLabel = "PATH", description = "A file whose existence stops the run before "
            + "its next action (default: tca.STOP in the temp folder).")
    Path killSwitch;

    @Option(names = "--settle-ms", defaultValue = "400", paramLabel = "MS",
            description = "Pause after each real action before the screen is read again (default: ${DEFAULT-VALUE}).")
    long settleMillis;

    /** The X connection of real input, opened only after both deliberate acts; null in a dry run. */
    private XDisplay display;

    Path killSwitch() {
        return killSwitch != null ? killSwitch : Path.of(System.getProperty("java.io.tmpdir"), "tca.STOP");
    }

    /**
     * Refuses real input unless both deliberate acts were made, before anything else is opened:
     * the flag --real-input and the variable TCA_ALLOW_REAL_INPUT=1. Either alone says which is missing.
     */
    void requireDeliberateActs(ScreenOptions screen) {
        boolean allowed = "1".equals(System.getenv(ALLOW_VARIABLE));
        if (settleMillis < 0) {
            throw new BadInputException("--settle-ms must be >= 0");
        }
        if (!realInput) {
            if (allowed && screen.live) {
                throw new BadInputException(ALLOW_VARIABLE + "=1 is set but --real-input was not given: both "
                        + "deliberate acts are needed for real input; add --real-input, or unset the variable for a dry run");
            }
            return;
        }
        if (!allowed) {
            throw new BadInputException("--real-input also needs the environment variable " + ALLOW_VARIABLE
                    + "=1 (the second deliberate act); nothing was touched");
        }
        if (!screen.live) {
            throw new BadInputException("--real-input needs --live: a replayed image has no real screen to act on");
        }
    }

    /** The dry-run executor, or real input once {@link #requireDeliberateActs} has passed. */
    Executor executor() {
        if (!realInput) {
            return new DryRunExecutor();
        }
        display = XDisplay.open();
        return new XTestExecutor(display);
    }

    /** The rules in force; call after {@link #executor}, so real input also gets the fail-safe corner. */
    Policy policy(int steps) {
        List<Policy> rules = new ArrayList<>();
        rules.add(new KillSwitchRule(killSwitch()));
        if (display != null) {
            rules.add(new FailSafeCornerRule(display::pointer));
        }
        rules.addAll(List.of(
                new StepBudgetRule(steps),
                new KeyChordRule(),
                new TypedTextRule(),
                new LabelRule(),
                new BlindClickRule(realInput, allowGrid)));
        return new Policies(rules);
    }
}
