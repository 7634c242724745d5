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

    /** Verbs a button may use for the same act: an unquoted "remove" finds "Delete reminder". */
    private static final java.util.Map<String, List<String>> SAME_ACT = sameActs(List.of(
            List.of("delete", "remove", "trash", "discard", "erase", "bin"),
            List.of("edit", "modify", "change"),
            List.of("add", "new", "create", "make"),
            List.of("close", "dismiss"),
            List.of("buy", "purchase"),
            List.of("download", "export"),
            List.of("like", "heart", "love", "favourite", "favorite"),
            List.of("bookmark", "save"),
            List.of("ask", "request", "enquire", "inquire"),
            List.of("send", "submit"),
            List.of("book", "reserve"),
            List.of("maybe", "tentative", "tentatively", "perhaps", "unsure")));

    private static final Set<String> ROW_ACTS = Set.of("retry", "restart", "rerun", "approve", "reject", "decline", "archive", "star",
            "pin", "unpin", "cancel", "refund", "mute", "unmute", "follow", "unfollow", "block", "report", "reply", "forward", "share",
            "open", "view", "duplicate", "copy", "move", "rename", "mark", "resend", "restore", "reserve", "borrow", "book", "flag",
            "unflag", "snooze", "deactivate", "activate", "suspend", "unsubscribe", "print", "react");

    /** A verb a row's own button does ("delete", "retry"): a thing the row's words name is not it. */
    static boolean rowAct(String target) {
        String t = Labels.core(target);
        return SAME_ACT.containsKey(t) || ROW_ACTS.contains(t);
    }

    /** Words of an act that also name a place ("Bin", "Trash" in a sidebar). */
    private static final java.util.Set<String> PLACES = java.util.Set.of("bin", "trash");

    private static final java.util.regex.Pattern THROW_AWAY = java.util.regex.Pattern.compile(
            "^(?:(?:throw|toss|chuck)\\b.*\\b(?:away|out)\\b|get rid of\\b|(?:scrap|ditch|dump|junk)\\b)");

    /** How well the element's label names the target's verb in other words (half a partial match), 0 when it does not. */
    static double sameAct(String target, dev.tca.core.Element e) {
        String want = Labels.core(target);
        if (THROW_AWAY.matcher(want).find()) {
            want = "discard"; // "throw the draft away", "get rid of it"
        } else if (!SAME_ACT.containsKey(want) && want.split(" ").length <= 4) {
            want = want.split(" ")[0]; // "remove the second reminder": its verb
        }
        String have = " " + Labels.core(e.label()) + " ";
        if (want.matches("\\p{L}{3,}") && have.matches(".* (?:not |un)?" + java.util.regex.Pattern.quote(want) + "(?:red|ed|d) .*")) {
            return 0.15; // a toggle named by its state ("Not starred", "Muted") is the button that does the verb
        }
        List<String> others = new ArrayList<>(SAME_ACT.getOrDefault(want, List.of()));
        if (e.role() != dev.tca.core.Role.BUTTON && e.role() != dev.tca.core.Role.MENU_ITEM && PLACES.contains(have.strip())) {
            // a link or a folder called Bin is where deleted things go, not the act of deleting ("Move to Trash" is the act)
            others.removeIf(PLACES::contains);
        }
        if (!others.isEmpty() && !target.toLowerCase(java.util.Locale.ROOT).contains(want)) {
            others.add(want); // "throw the draft away" is discard in other words: Discard itself names it
        }
        if (others.stream().anyMatch(o -> have.contains(" " + o + " "))) {
            return 0.15;
        }
        // read from pixels, a button's first letter may be lost to its border ("@iscard)" for Discard)
        List<String> words = List.of(e.label().toLowerCase(java.util.Locale.ROOT).replaceAll("[^\\p{L} ]", " ").strip().split("\\s+"));
        return others.stream().anyMatch(o -> o.length() >= 6 && words.contains(o.substring(1))) ? 0.15 : 0;
    }

    private static java.util.Map<String, List<String>> sameActs(List<List<String>> groups) {
        java.util.Map<String, List<String>> out = new java.util.HashMap<>();
        for (List<String> g : groups) {
            for (String w : g) {
                out.put(w, g.stream().filter(o -> !o.equals(w)).toList());
            }
        }
        return java.util.Map.copyOf(out);
    }
}
