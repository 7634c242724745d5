package dev.tca.trace;

import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import java.util.Objects;

/**
 * A decision as stored in a trace: the action in {@link dev.tca.codec.ActionCodec}'s form, the
 * label of the element it aimed at (the number alone means nothing once the screen is gone), why,
 * and how sure the brain was.
 *
 * @param targetLabel null when the action aims at nothing
 * @param confidence  null when the brain gives none
 */
public record TraceDecision(Action action, String targetLabel, String reason, Double confidence) {

    public TraceDecision {
        Objects.requireNonNull(action, "action");
    }

    public static TraceDecision of(Decision d, Observation o) {
        Action a = d.action();
        String label = a.target().flatMap(o::element).map(e -> e.label()).orElse(null);
        return new TraceDecision(a, label, d.reason(), d.confidence());
    }
}
