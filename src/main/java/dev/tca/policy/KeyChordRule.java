package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.KeyChord;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Refuses key chords that end sessions or reach the system. A chord is refused when it holds a
 * denied one's modifiers and key, extra modifiers or not: ctrl+alt+shift+delete still reaches the
 * same handler as ctrl+alt+delete. alt+sysrq+* needs no entry: KeyChord has no sysrq or print key,
 * so no brain, script or trace can ask for it.
 */
public final class KeyChordRule implements Policy {

    static final List<KeyChord> DEFAULT = defaults();

    private final List<KeyChord> denied;

    public KeyChordRule(List<KeyChord> denied) {
        this.denied = List.copyOf(denied);
    }

    public KeyChordRule() {
        this(DEFAULT);
    }

    private static List<KeyChord> defaults() {
        List<KeyChord> all = new ArrayList<>();
        // end or lock the session, open the task manager or a terminal
        for (String c : List.of("ctrl+alt+delete", "ctrl+alt+backspace", "ctrl+shift+escape", "super+l", "ctrl+alt+l",
                "ctrl+alt+t")) {
            all.add(KeyChord.parse(c));
        }
        // ctrl+alt+F1..F12 switch virtual terminals, leaving the desktop under the mouse
        IntStream.rangeClosed(1, 12).forEach(n -> all.add(KeyChord.parse("ctrl+alt+f" + n)));
        return List.copyOf(all);
    }

    @Override
    public Verdict check(Action action, Observation observation) {
        if (action instanceof Action.Key k) {
            for (KeyChord d : denied) {
                if (d.key().equals(k.chord().key()) && k.chord().modifiers().containsAll(d.modifiers())) {
                    return Verdict.deny("refused to press " + k.chord() + ": " + d + " is on the deny list");
                }
            }
        }
        return Verdict.allow("key chord not denied");
    }
}
