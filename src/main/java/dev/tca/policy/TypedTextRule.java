package dev.tca.policy;

import dev.tca.core.Action;
import dev.tca.core.Observation;
import dev.tca.core.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Refuses typing text that runs privileged or destructive commands, handles secrets, or holds
 * characters that are not what they look like. Checked before a single key goes down, so a
 * refused text is never typed half.
 */
public final class TypedTextRule implements Policy {

    /** Commands and tools, matched as whole words. */
    static final List<String> DESTRUCTIVE = List.of("sudo", "su root", "rm rf", "mkfs", "dd if", "shutdown", "poweroff",
            "reboot", "format c", "del s", "chmod 777", "curl", "wget");
    /**
     * Secrets. Refused wherever they are typed today; once Action.Type says a text is the goal's own
     * secret for a password field, this list is the one to skip for it, and DESTRUCTIVE still applies.
     */
    static final List<String> SECRETS = List.of("password", "passwd");
    static final List<String> DEFAULT = concat(DESTRUCTIVE, SECRETS);
    /** Shapes the word list cannot see: recursive rm, a fork bomb, a download piped to a shell, raw disks. */
    private static final Pattern DANGEROUS = Pattern.compile(String.join("|",
            "\\brm\\s+(-\\S+\\s+)*(-[a-zA-Z]*[rR]|--recursive)",
            ":\\s*\\(\\s*\\)\\s*\\{",
            "\\|\\s*(sudo\\s+)?(ba|z|da|k)?sh\\b",
            "\\b(ba)?sh\\s+<\\s*\\(\\s*(curl|wget)",
            "\\bdd\\b.*\\bof=/dev/",
            ">\\s*/dev/(sd|hd|vd|nvme|mmcblk)",
            "\\bchmod\\s+(-\\S+\\s+)*0?777\\s+/",
            "(^|[;&|]\\s*)(halt|init\\s+[06]|systemctl\\s+(poweroff|reboot|halt|suspend))\\b"));

    private final Phrases deny;

    public TypedTextRule(List<String> denied) {
        this.deny = new Phrases(denied);
    }

    public TypedTextRule() {
        this(DEFAULT);
    }

    @Override
    public Verdict check(Action action, Observation observation) {
        if (!(action instanceof Action.Type t)) {
            return Verdict.allow("not typing");
        }
        String hidden = hiddenCharacter(t.text());
        if (hidden != null) {
            return Verdict.deny("refused to type text holding " + hidden + ": only visible characters, newlines and tabs are typed");
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

    /**
     * Control characters (escape sequences, a carriage return that runs a command) and bidi
     * overrides (text that shows one thing and types another), named as U+XXXX; null when clean.
     * Right-to-left scripts and combining marks are ordinary text and pass.
     */
    static String hiddenCharacter(String text) {
        return text.codePoints()
                .filter(c -> (Character.getType(c) == Character.CONTROL && c != '\n' && c != '\t')
                        || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069))
                .mapToObj(c -> String.format("the hidden character U+%04X", c))
                .findFirst().orElse(null);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }
}
