package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

import java.util.List;
import java.util.Optional;

/** Refuses acting on elements whose label names something sensitive: a terminal, a keychain, a bank. */
public final class LabelRule implements Policy {

    static final List<String> DEFAULT = List.of("terminal", "console", "keychain", "wallet", "bank", "banking",
            "password", "passwords", "credit card", "pay now", "transfer money", "delete account",
            "factory reset", "format disk", "erase disk", "shut down", "shutdown", "power off", "log out",
            "sign out");

    private final Phrases deny;

    public LabelRule(List<String> denied) {
        this.deny = new Phrases(denied);
    }

    public LabelRule() {
        this(DEFAULT);
    }

    @Override
    public Verdict check(Action action, Observation observation) {
        Optional<Element> target = action.target().flatMap(observation::element);
        if (target.isEmpty()) {
            return Verdict.allow("no target element");
        }
        String label = target.get().label();
        if (action instanceof Action.Type t && t.secret() && target.get().role().editable()) {
            // the goal gave this secret for this field: its label saying "password" is the point, not a danger
            return Verdict.allow("a secret the goal gave, typed into its field");
        }
        return deny.firstHit(label)
                .map(hit -> Verdict.deny("refused to act on '" + label + "': '" + hit + "' is on the deny list"))
                .orElse(Verdict.allow("target label is not on the deny list"));
    }
}
