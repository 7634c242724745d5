package dev.tca.session;

import dev.tca.core.Point;
import dev.tca.policy.BlindClickRule;
import dev.tca.policy.FailSafeCornerRule;
import dev.tca.policy.KeyChordRule;
import dev.tca.policy.KillSwitchRule;
import dev.tca.policy.LabelRule;
import dev.tca.policy.Policy;
import dev.tca.policy.StepBudgetRule;
import dev.tca.policy.TypedTextRule;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** The rules in force for a config: one list, built in one place (runs, scoring and MCP share it). */
public final class Policies {

    private Policies() {
    }

    /** @param pointer where the real pointer is, for the fail-safe corner; null in a dry run */
    public static Policy of(Config.SafetySpec safety, Supplier<Point> pointer) {
        List<Policy> rules = new ArrayList<>();
        rules.add(new KillSwitchRule(safety.killSwitch()));
        if (pointer != null) {
            rules.add(new FailSafeCornerRule(pointer));
        }
        rules.addAll(List.of(
                new StepBudgetRule(safety.steps()),
                new KeyChordRule(),
                new TypedTextRule(),
                new LabelRule(),
                new BlindClickRule(safety.realInput(), safety.allowGrid())));
        return new dev.tca.policy.Policies(rules);
    }
}
