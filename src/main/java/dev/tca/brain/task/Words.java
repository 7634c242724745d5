package dev.tca.brain.task;

import dev.tca.core.Labels;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The buttons that accept or dismiss a dialog, in the order people expect them. */
final class Words {

    static final List<String> ACCEPT = List.of("OK", "Confirm", "Submit", "Accept", "Yes", "Continue", "Done", "Apply",
            "Save", "Log in", "Login", "Sign in", "Send", "Next", "Proceed", "Go", "Create", "Register", "Sign up", "Finish");
    static final List<String> DISMISS = List.of("Cancel", "No", "Close", "Dismiss", "Abort", "Back", "Not now", "Decline");

    /** Words that name the act, not a button: "confirm", "submit the form", "accept it". */
    private static final Set<String> GENERIC = Set.of("confirm", "it", "this", "the form", "form", "the dialog", "dialog",
            "the window", "window", "accept", "acknowledge", "cancel", "dismiss", "close", "proceed", "continue", "ok", "okay");

    private Words() {
    }

    static boolean generic(String target) {
        return GENERIC.contains(Labels.core(target));
    }

    /** The goal's own word first, then the usual ones. */
    static List<String> with(String first, List<String> usual) {
        List<String> all = new ArrayList<>();
        all.add(first);
        usual.stream().filter(w -> !Labels.same(w, first)).forEach(all::add);
        return all;
    }
}
