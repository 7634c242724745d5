package dev.tca.trace;

import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import java.util.Locale;

/** A decision as stored in a trace: the verb, its target (number and label) and its arguments. */
public record TraceDecision(String action, Integer target, String targetLabel, String text, String key,
                            String direction, Integer amount, Long millis, String reason, Double confidence) {

    public static TraceDecision of(Decision d, Observation o) {
        Action a = d.action();
        Integer target = a.target().orElse(null);
        String label = a.target().flatMap(o::element).map(e -> e.label()).orElse(null);
        String text = a instanceof Action.Type t ? t.shown() : null;
        String key = a instanceof Action.Key k ? k.chord().toString() : null;
        String direction = a instanceof Action.Scroll s ? s.direction().name().toLowerCase(Locale.ROOT) : null;
        Integer amount = a instanceof Action.Scroll s ? s.amount() : null;
        Long millis = a instanceof Action.Wait w ? w.millis() : null;
        return new TraceDecision(a.verb(), target, label, text, key, direction, amount, millis, d.reason(), d.confidence());
    }
}
