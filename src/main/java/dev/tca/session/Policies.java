package dev.tca.session;

import dev.tca.core.Point;
import dev.tca.policy.BlindClickRule;
import dev.tca.policy.FailSafeCornerRule;
import dev.tca.policy.DenyList;
import dev.tca.policy.KillSwitchRule;
import dev.tca.policy.Policy;
import dev.tca.policy.StepBudgetRule;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** The rules in force for a config: one list, built in one place (runs, scoring and MCP share it). */
public final class Policies {

    private Policies() {
    }

    /**
     * @param pointer where the real pointer is, for the fail-safe corner; null in a dry run
     * @param env     where the user's own deny list is found (XDG_CONFIG_HOME, HOME)
     */
    public static Policy of(Config.SafetySpec safety, Supplier<Point> pointer, java.util.Map<String, String> env) {
        List<Policy> rules = new ArrayList<>();
        rules.add(new KillSwitchRule(safety.killSwitch()));
        if (pointer != null) {
            rules.add(new FailSafeCornerRule(pointer));
        }
        rules.add(new StepBudgetRule(safety.steps()));
        rules.addAll(DenyList.load(env).rules());
        rules.add(new BlindClickRule(safety.realInput(), safety.allowGrid()));
        return new dev.tca.policy.Policies(rules);
    }
}
