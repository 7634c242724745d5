package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

import java.util.List;
import java.util.Optional;

/**
 * Refuses acting on elements whose label names something sensitive: a terminal, a keychain, a bank. A run whose goal
 * itself names a password or signing out ("change my password", "log out") may act on those: the user typed the words,
 * so the control is what was asked for, not somewhere a small model wandered. Money, disks, power, a shell and the
 * user's own entries stay refused whatever the goal says.
 */
public final class LabelRule implements Policy {

    static final List<String> DEFAULT = List.of("terminal", "console", "keychain", "wallet", "bank", "banking",
            "password", "passwords", "credit card", "pay now", "transfer money", "delete account",
            "factory reset", "format disk", "erase disk", "shut down", "shutdown", "power off", "log out",
            "sign out");

    /** The phrases of the default list a goal may ask for by name. */
    static final List<String> ASKABLE = List.of("password", "passwords", "log out", "sign out");

    /** Putting someone or something out of an account, in other words than "sign out". */
    private static final java.util.regex.Pattern OUT = java.util.regex.Pattern.compile(
            "(?i)\\b(?:kick|throw|boot|sign|log|force|lock)\\s+(?:\\S+\\s+){0,4}?out\\s+of\\s+(?:my|the|this|our)\\s+account\\b"
            + "|\\b(?:sign|log)\\s+(?:\\S+\\s+){0,3}?out\\b");

    private static final java.util.regex.Pattern BANK_HOLIDAY = java.util.regex.Pattern.compile("(?i)\\bbank\\s+holidays?\\b");
    /** A games console is a device on the network, not a system's console. */
    private static final java.util.regex.Pattern GAMES_CONSOLE = java.util.regex.Pattern.compile(
            "(?i)\\b(?:games?|gaming|video\\s+games?)\\s+consoles?\\b");

    private final List<String> denied;
    private final Phrases deny;
    /** The user's own entries (deny.conf): no goal lifts them, even one that repeats a default. */
    private final List<String> own;
    /** The phrases of the list the goal says in its own words. */
    private final List<String> asked;

    public LabelRule(List<String> denied) {
        this(denied, List.of());
    }

    /** @param own the entries of {@code denied} the user listed; a goal never asks for these */
    public LabelRule(List<String> denied, List<String> own) {
        this(denied, own, List.of());
    }

    private LabelRule(List<String> denied, List<String> own, List<String> asked) {
        this.denied = List.copyOf(denied);
        this.deny = new Phrases(denied);
        this.own = List.copyOf(own);
        this.asked = List.copyOf(asked);
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
        // a drag acts on where it lets go too: a file carried onto "Delete permanently" is deleted
        String label = target.get().label() + (action instanceof Action.Drag d
                ? observation.element(d.to()).map(e -> " " + e.label()).orElse("") : "");
        if (action instanceof Action.Hover && !target.get().role().control()) {
            // the pointer over a message that says "password" shows its row's buttons and presses nothing; each of those
            // buttons is judged when it is clicked
            return Verdict.allow("hovering over text presses nothing");
        }
        if (action instanceof Action.Scroll && !target.get().role().control()) {
            // the wheel over a line of text ("Hand over your keys at the terminal") moves the page and presses nothing
            return Verdict.allow("scrolling over text presses nothing");
        }
        if (action instanceof Action.Type t && t.secret() && target.get().role().editable()) {
            // the goal gave this secret for this field: its label saying "password" is the point, not a danger
            return Verdict.allow("a secret the goal gave, typed into its field");
        }
        // a bank holiday is a day of the calendar ("Weekends and bank holidays" is a price list's tab), not a bank
        // (and a games console, a device a parent may schedule, is no console)
        String judged = GAMES_CONSOLE.matcher(BANK_HOLIDAY.matcher(label).replaceAll("holiday")).replaceAll("games device");
        Optional<String> hit = deny.firstHit(judged);
        // every sensitive phrase on the control is one the goal says: "Change password" for "change my password", but
        // not "Sign out and delete account" for "sign out"
        if (hit.isPresent() && asked.containsAll(deny.hits(judged))) {
            return Verdict.allow("'" + hit.get() + "' is on the deny list, but the goal asks for it in its own words");
        }
        return hit.map(h -> Verdict.deny("refused to act on '" + label + "': '" + h + "' is on the deny list"))
                .orElse(Verdict.allow("target label is not on the deny list"));
    }

    @Override
    public Policy asked(String goal) {
        if (goal == null) {
            return this;
        }
        List<String> said = new java.util.ArrayList<>(new Phrases(ASKABLE).hits(goal));
        if (OUT.matcher(goal).find()) {
            // "kick every other device out of my account", "log them all out": signing out, in the user's own words
            said.addAll(List.of("log out", "sign out"));
        }
        said.removeIf(p -> own.stream().anyMatch(o -> dev.tca.core.Labels.same(o, p)));
        return new LabelRule(denied, own, said);
    }
}
