package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.KeyChord;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

import java.util.List;

/** Refuses key chords that end sessions or reach the system: ctrl+alt+delete, ctrl+alt+backspace, super+l... */
public final class KeyChordRule implements Policy {

    static final List<KeyChord> DEFAULT = List.of(
            KeyChord.parse("ctrl+alt+delete"), KeyChord.parse("ctrl+alt+backspace"), KeyChord.parse("super+l"),
            KeyChord.parse("ctrl+alt+t"), KeyChord.parse("ctrl+alt+f1"), KeyChord.parse("ctrl+alt+f2"),
            KeyChord.parse("ctrl+alt+f3"));

    private final List<KeyChord> denied;

    public KeyChordRule(List<KeyChord> denied) {
        this.denied = List.copyOf(denied);
    }

    public KeyChordRule() {
        this(DEFAULT);
    }

    @Override
    public Verdict check(Action action, Observation observation) {
        if (action instanceof Action.Key k && denied.contains(k.chord())) {
            return Verdict.deny("refused to press " + k.chord() + ": it is on the deny list");
        }
        return Verdict.allow("key chord not denied");
    }
}
