package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

import java.util.List;
import java.util.regex.Pattern;

/** Refuses typing text that runs privileged or destructive commands or handles secrets. */
public final class TypedTextRule implements Policy {

    static final List<String> DEFAULT = List.of("sudo", "su root", "rm rf", "mkfs", "dd if", "shutdown",
            "reboot", "format c", "del s", "password", "passwd", "chmod 777", "curl", "wget");
    /** Shapes the word list cannot see: "rm -rf /", a fork bomb, piping a download into a shell. */
    private static final Pattern DANGEROUS = Pattern.compile("rm\\s+-[a-z]*r[a-z]*f|:\\(\\)\\s*\\{|\\|\\s*(ba)?sh\\b");

    private final DenyList deny;

    public TypedTextRule(List<String> denied) {
        this.deny = new DenyList(denied);
    }

    public TypedTextRule() {
        this(DEFAULT);
    }

    @Override
    public Verdict check(Action action, Observation observation) {
        if (!(action instanceof Action.Type t)) {
            return Verdict.allow("not typing");
        }
        if (DANGEROUS.matcher(t.text()).find()) {
            return Verdict.deny("refused to type '" + t.shown() + "': it looks like a destructive shell command");
        }
        if (t.secret()) {
            // the goal gave this text for a password field: the word "password" in it is no reason to refuse
            return Verdict.allow("a secret the goal gave for a password field");
        }
        return deny.firstHit(t.text())
                .map(hit -> Verdict.deny("refused to type '" + t.shown() + "': '" + hit + "' is on the deny list"))
                .orElse(Verdict.allow("typed text is not on the deny list"));
    }
}
