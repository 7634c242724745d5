package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

import java.util.List;

/** All rules in order; the first denial wins, so the user hears the most basic reason first. */
public final class Policies implements Policy {

    private final List<Policy> rules;

    public Policies(List<Policy> rules) {
        this.rules = List.copyOf(rules);
    }

    @Override
    public Verdict check(Action action, Observation observation) {
        for (Policy rule : rules) {
            Verdict v = rule.check(action, observation);
            if (!v.allowed()) {
                return v;
            }
        }
        return Verdict.allow("allowed by " + rules.size() + " rules");
    }

    @Override
    public Policy asked(String goal) {
        return new Policies(rules.stream().map(r -> r.asked(goal)).toList());
    }
}
