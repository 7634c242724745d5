package dev.tca.cli;

import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.loop.Step;

/** Formats a step the way a person reads it: step 0 | click 'Save' | matched 'Save' (exact) | dry run: would click (800, 432). */
final class StepLine {

    private StepLine() {
    }

    static String of(Step s) {
        StringBuilder sb = new StringBuilder("step ").append(s.index());
        if (s.decision() == null) {
            return sb.append(" | no decision").toString();
        }
        sb.append(" | ").append(action(s.decision().action(), s.observation()));
        sb.append(" | ").append(s.decision().reason());
        if (s.decision().confidence() != null) {
            sb.append(String.format(" (confidence %.2f)", s.decision().confidence()));
        }
        if (s.verdict() != null && !s.verdict().allowed()) {
            sb.append(" | refused: ").append(s.verdict().reason());
        } else if (s.execution() != null) {
            sb.append(" | ").append(s.execution().summary());
            if (s.screenChanged() != null) {
                sb.append(s.screenChanged() ? " (screen changed)" : " (screen unchanged)");
            }
            if (s.decision().expect() != null && s.screenChanged() != null) {
                sb.append(s.evidence() != null ? " | seen: " + s.evidence() : " | not seen: " + s.decision().expect().describe());
            }
        }
        return sb.toString();
    }

    static String action(Action a, Observation o) {
        String label = a.target().flatMap(o::element).map(e -> "'" + e.label() + "'").orElse(null);
        if (a instanceof Action.Type t) {
            return "type '" + t.shown() + "'" + (label == null ? "" : " into " + label);
        }
        if (a instanceof Action.Key k) {
            return "key " + k.chord();
        }
        if (a instanceof Action.SetValue v) {
            return "set " + (label == null ? "#" + v.element() : label) + " to " + v.describe().replaceFirst("^.* to ", "");
        }
        if (a instanceof Action.Done d && d.answer() != null) {
            return "answer '" + d.answer() + "'";
        }
        if (a instanceof Action.Scroll sc) {
            return "scroll " + sc.direction().name().toLowerCase(java.util.Locale.ROOT) + (label == null ? "" : " over " + label);
        }
        return a.verb() + (label == null ? "" : " " + label);
    }
}
