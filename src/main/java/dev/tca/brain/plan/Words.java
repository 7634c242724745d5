package dev.tca.brain.plan;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The planner's small vocabulary: verbs it knows, politeness it drops, quotes it keeps whole, typo-tolerant verb spelling. */
final class Words {

    /** Quoted text; a single quote between letters is an apostrophe ("leo's"), not a quote. */
    static final Pattern QUOTED = Pattern.compile("(?<![\\p{L}\\p{N}])'([^']+)'(?![\\p{L}\\p{N}])|\"([^\"]+)\"");

    /** First words the grammar reads as a verb; a fragment starting with one is a clause of its own. */
    static final Set<String> VERBS = Set.of("ask", "say", "mention", "label", "tag", "click", "tap", "press", "hit", "push", "select", "choose", "pick", "open",
            "go", "type", "enter", "write", "input", "put", "insert", "fill", "set", "change", "increase", "decrease",
            "adjust", "tick", "check", "untick", "uncheck", "enable", "disable", "turn", "switch", "expand", "collapse",
            "scroll", "save", "submit", "confirm", "accept", "continue", "proceed", "apply", "cancel", "close", "wait",
            "search", "find", "double", "double-click", "doubleclick", "right", "right-click", "rightclick", "key",
            "clear", "empty", "erase", "hover", "copy", "paste", "cut", "undo", "redo", "read", "tell", "what", "how",
            "which", "who", "login", "log", "sign", "deselect", "activate", "dismiss", "look", "mouse", "show",
            // verbs of an item's own button: "... and reject Sara's dinner" starts a clause of its own
            "approve", "reject", "decline", "delete", "remove", "archive", "send", "add", "book", "order", "pay", "register",
            "move", "rename", "create", "edit", "mark", "mute", "reply", "forward", "download", "upload", "buy", "zoom",
            "rotate", "print", "share", "sort", "filter", "leave", "install", "uninstall", "export", "import", "finish", "post",
            "publish", "star", "start", "like", "follow", "unfollow", "block", "join", "subscribe", "unsubscribe", "request",
            "bookmark", "agree", "unlock", "lock", "warm", "cool", "take", "connect", "reconnect", "authenticate",
            // changes by an amount: "... and bump the heating up by two"
            "bump", "raise", "lower", "reduce", "boost", "nudge", "dim", "brighten",
            // more of an item's own buttons: "search for lighthouse and reserve The Lighthouse at Skerry Point"
            "reserve", "rent", "borrow", "renew", "restore", "duplicate", "pin", "unpin", "hide", "unhide", "unmute", "invite",
            "assign", "attach", "refresh", "reload", "play", "pause", "resume", "enrol", "enroll", "vote", "rate", "favourite",
            "favorite", "schedule", "snooze", "flag", "report", "launch", "checkout", "upvote", "downvote", "thank",
            // "I'm away next week, so skip that delivery", "swap the salmon for ...", "offer a lift"
            "skip", "swap", "offer", "delay",
            // a reason before a colon ends where one of these starts the ask: "Don't lose my work: keep the changes"
            "keep", "silence", "bring", "kick", "stop", "use", "point",
            // "..., so make the text size 20": a clause of its own
            "make",
            // an account's own acts: "..., so freeze my gym membership from 2 June"
            "freeze", "unfreeze", "suspend", "restart", "upgrade", "downgrade", "reset", "extend");

    private static final Pattern POLITE_HEAD = Pattern.compile(
            "^(?:(?:please|kindly|now|then|and|also|just|actually|oh|well|go ahead and|can you|could you|would you|will you|"
                    + "i want to|i'd like to|i would like to|i need to|let's|lets)\\b[,\\s]*)+",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern POLITE_TAIL = Pattern.compile(
            "(?:[,\\s]+(?:please|for me|thanks|thank you|now|pls|plz|instead|as well|too|also|this time|for once))+[.!]*$", Pattern.CASE_INSENSITIVE);

    private static final Map<String, String> MULTI_VERBS = Map.of("double click", "double-click",
            "right click", "right-click", "log in", "login", "sign in", "login");

    private Words() {
    }

    static String normaliseQuotes(String s) {
        return s.replace('‘', '\'').replace('’', '\'').replace('‚', '\'').replace('`', '\'')
                .replace('“', '"').replace('”', '"').replace('„', '"').replace('«', '"').replace('»', '"');
    }

    /** A request put as a question: "can you report it ...?", "could you book ...?" (not "can you tell me ...?"). */
    private static final Pattern REQUEST_ASKED = Pattern.compile("(?:please\\s+)?(?:can|could|would|will)\\s+you\\s+(?:please\\s+)?"
            + "(?!tell\\b|say\\b|see\\b|find\\s+out\\b|work\\s+out\\b|let\\s+me\\s+know\\b|check\\s+(?:if|whether|what|how|when|which|who)\\b|"
            + "remind\\s+me\\s+(?:what|how|when|which|who)\\b)\\p{L}[^?]*\\?+$", Pattern.CASE_INSENSITIVE);

    static String dropPoliteness(String clause) {
        String c = clause.strip();
        if (REQUEST_ASKED.matcher(c).matches()) {
            c = c.replaceAll("\\?+$", ""); // "can you report it to the landlord?" asks for the act, not an answer
        }
        String before;
        do {
            before = c;
            c = POLITE_HEAD.matcher(c).replaceFirst("");
            c = POLITE_TAIL.matcher(c).replaceFirst("").strip();
        } while (!c.equals(before));
        return c;
    }

    /** The text with each quoted span replaced by the same number of underscores, so splits skip it. */
    static String maskQuotes(String s) {
        StringBuilder masked = new StringBuilder(s);
        Matcher q = QUOTED.matcher(s);
        while (q.find()) {
            for (int i = q.start(); i < q.end(); i++) {
                masked.setCharAt(i, '_');
            }
        }
        return masked.toString();
    }

    static String firstQuoted(String s) {
        Matcher q = QUOTED.matcher(s);
        if (!q.find()) {
            return null;
        }
        return q.group(1) != null ? q.group(1) : q.group(2);
    }

    static String unquote(String s) {
        String t = s.strip();
        Matcher q = QUOTED.matcher(t);
        if (q.matches()) {
            return q.group(1) != null ? q.group(1) : q.group(2);
        }
        return t;
    }

    /** Everyday words one letter away from a verb that are not misspelt verbs ("black and white" is not "write"). */
    private static final java.util.Set<String> NOT_TYPOS = java.util.Set.of("over", "cover", "white", "while", "whole", "large", "light", "right",
            "night", "eight", "start", "state", "stare", "share", "spare", "store", "score", "stack", "check", "black", "block",
            "click", "slick", "trick", "track", "truck", "stick", "sticky", "cards", "words", "wards", "boards", "dates", "data",
            "mode", "model", "modes", "sort", "soft", "sent", "send", "seed", "need", "feed", "fees", "find", "fine", "mind",
            "kind", "wind", "wine", "line", "lines", "like", "lime", "mike", "bike", "time", "type", "tape", "take", "make",
            "made", "save", "same", "safe", "sale", "male", "mail", "main", "rain", "pain", "paid", "pair", "hair", "fair", "chair");

    /** The first word of a clause, lower case, with a one-letter typo forgiven ("clik", "clicck", "slect"). */
    static String verbOf(String clause) {
        String lower = clause.strip().toLowerCase(Locale.ROOT);
        for (Map.Entry<String, String> multi : MULTI_VERBS.entrySet()) {
            if (lower.startsWith(multi.getKey() + " ") || lower.equals(multi.getKey())) {
                return multi.getValue();
            }
        }
        String first = lower.split("[\\s,:]+", 2)[0];
        if (VERBS.contains(first) || first.length() < 4 || NOT_TYPOS.contains(first)) {
            return first;
        }
        for (String v : VERBS) {
            // a same-length typo only in longer words: "File" is not a misspelt "fill"
            // "Downloads", "Orders", "Filters" are names, not a misspelt verb
            boolean inflected = first.equals(v + "s") || first.equals(v + "d");
            if (v.length() >= 4 && oneEditApart(first, v) && (first.length() != v.length() || v.length() >= 5) && !inflected) {
                return v;
            }
        }
        return first;
    }

    /** The clause with its first word spelled as the verb it was read as. */
    static String correctVerb(String clause) {
        String c = clause.strip();
        String first = c.split("[\\s,:]+", 2)[0];
        String verb = verbOf(c);
        if (VERBS.contains(verb) && !first.equalsIgnoreCase(verb) && !MULTI_VERBS.containsValue(verb)) {
            return verb + c.substring(first.length());
        }
        return c;
    }

    /**
     * "I'm keeping the car longer", "His email is t@x.org", "The server should be called backup-02":
     * a subject and its verb, telling the situation or a value rather than asking for an act.
     * "I want ..." and "I'd like ..." ask, and are not statements.
     */
    static boolean isStatement(String clause) {
        String c = clause.strip();
        return (STATEMENT.matcher(c).lookingAt() || MEASURED_BEING.matcher(c).lookingAt() || SHOULD_BE.matcher(c).lookingAt() || DOING.matcher(c).lookingAt() || BEING.matcher(c).lookingAt()
                || OPINION.matcher(c).lookingAt() || HAPPENED.matcher(c).lookingAt() || CONDITION.matcher(c).lookingAt())
                && !WISH.matcher(c).lookingAt();
    }

    /** "It's 2.6 metres tall", "the sofa is 210 cm wide": a size told, the reason for what follows. */
    private static final Pattern MEASURED_BEING = Pattern.compile("(?:it|he|she|they|(?:my|our|the)\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+)?)"
            + "(?:['’]s|['’]re|\\s+is|\\s+are)\\s+(?:about\\s+|around\\s+|nearly\\s+|just\\s+over\\s+|just\\s+under\\s+)?"
            + "\\d+(?:[.,]\\d+)?\\s*(?:m|metres?|meters?|cm|mm|ft|feet|foot|inches|in|kg|kilos?|tonnes?|t|lbs?)\\s+"
            + "(?:tall|high|long|wide|deep|heavy)\\b", Pattern.CASE_INSENSITIVE);

    /** "I think my password was leaked", "I noticed the heating was on": what someone thinks or saw, told as context. */
    private static final Pattern OPINION = Pattern.compile("(?:i|we)\\s+(?:think|believe|suspect|guess|noticed|heard|fear|reckon|"
            + "feel|found\\s+out|realised|realized)\\s+(?!(?:you|it\\s+(?:would|might|could)|we\\s+should)\\b)", Pattern.CASE_INSENSITIVE);

    /** A clause that tells what happened ("Jonas Weber left last week"), not how things are or should be. */
    static boolean happened(String clause) {
        return clause != null && HAPPENED.matcher(clause.strip()).lookingAt();
    }

    /** "Hartley & Sons paid invoice 2231", "I lost my card", "Jonas left last week": what happened, told as context. */
    private static final Pattern HAPPENED = Pattern.compile("(?:(?i:i|we|he|she|they)|(?:\\p{Lu}[\\p{L}'’-]*)(?:\\s+(?:\\p{Lu}[\\p{L}'’-]*|&|and))"
            + "{0,3}|'\\p{Lu}[^']*'|\"\\p{Lu}[^\"]*\")"
            // ("Dinner last night came to £84": when, said between the thing and what it did)
            + "(?:\\s+(?i:last\\s+(?:night|week|month|year|time)|yesterday|today|tonight|this\\s+(?:morning|afternoon|evening|week)))?"
            + "\\s+(?:just\\s+|already\\s+|finally\\s+|also\\s+|accidentally\\s+)?(?:[a-z]{2,}ed|paid|lost|left|sent|got|bought|sold|"
            + "made|went|came|took|gave|found|forgot|broke|told|said|wrote|rang|spent|met|heard|saw|fell|ran|signed|moved)\\b(?!['’])");

    /** "It's too noisy", "that's the old address", "I'm away next week": how things are, told as a reason. */
    private static final Pattern BEING = Pattern.compile("(?:it|that|there|they|he|she|i|we|you|(?:my|our|his|her|their|the)\\s+"
            // "my daughter's off to Spain": someone's 's is their verb
            + "[\\p{L}-]+(?:\\s+[\\p{L}-]+)?(?=['’](?:s|re)\\s+(?:off|away|out|on|in|at|not|too|so|very|really|still|always|never|just|a|an)\\b))"
            + "(?:['’](?:s|re|m)|\\s+(?:is|are|am))"
            + "\\s+(?:too|so|very|really|not|no|never|always|the|a|an|my|our|your|away|off|out|on|in|at|still|already|just|"
            // "he's allergic to sesame", "she's vegetarian": how someone is, the reason for what follows
            + "allergic|intolerant|vegetarian|vegan|diabetic|coeliac|celiac|pregnant|ill|sick|late|busy|back|home)\\b",
            Pattern.CASE_INSENSITIVE);

    /** "I'm making these pancakes for Sunday", "we're moving house": what someone is doing, told as context. */
    private static final Pattern DOING = Pattern.compile("(?:i'm|i\\s+am|we're|we\\s+are|i've\\s+been|we've\\s+been|he's|she's|they're|"
            // "my nephew's staying with us", "the quizmaster's running late": someone's 's is their verb
            + "(?:my|our|his|her|their|the)\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+)?['’]s)\\s+"
            + "(?!going\\s+to\\b)\\p{L}+ing\\b", Pattern.CASE_INSENSITIVE);

    private static final Pattern STATEMENT = Pattern.compile("(?:i|i'm|im|i've|i'll|we|we're|we've|we'll|he|she|they|he's|"
            // "the school's newsletters keep ...": a thing of the school's
            + "she's|they're|his|her|their|it|it's|its|this|that|these|those|there|there's|my|our|the(?:\\s+[\\p{L}-]+(?:['’]s)?){1,2}"
            // "Kofi's pull request about rate limiting can't be merged ...": a thing of someone's, told about
            + "|(?-i:\\p{Lu})[\\p{L}-]*['’]s(?:\\s+[\\p{L}-]+){1,5}?)"
            + "\\s+(?:[\\p{L}'-]+\\s+){0,2}?(?:is|are|am|was|were|has|have|had|can|can't|cannot|could|couldn't|won't|will|"
            + "don't|doesn't|didn't|should|must|just|only|still|already|keep|keeps|keeping|getting|moved|never|always|usually|rarely|"
            // "our cat needs her vaccination": what someone needs or owes, told as the reason
            + "needs|need|wants|owes|likes|loves|hates|get|gets|feel|feels|seem|seems|"
            + "hardly|barely|no\\s+longer|'m|'s|'re)\\b",
            Pattern.CASE_INSENSITIVE);
    /**
     * "Cheap-rate electricity starts at 1am", "Emails from the school office should still land in my inbox": when a thing
     * happens, or how it should go on, told as a condition (a clause the grammar found no verb of its own at the head of).
     */
    private static final Pattern CONDITION = Pattern.compile("(?:the\\s+)?[\\p{L}-]+(?:\\s+[\\p{L}'’-]+){0,5}?\\s+(?:(?:starts|begins|ends|"
            + "opens|closes|finishes|runs|lasts|arrives|leaves|departs)\\s+(?:at|on|in|from|until|till|after|before|around|about|\\d)|"
            + "should\\s+(?:still|not|never|always|also|only|keep|stay|remain|land|go|come|get|arrive)\\b)", Pattern.CASE_INSENSITIVE);

    /** "name on the mug should be Ingrid": a thing and the value it should have. */
    private static final Pattern SHOULD_BE = Pattern.compile("(?:the\\s+)?[\\p{L}-]+(?:\\s+[\\p{L}-]+){0,4}\\s+(?:should|must|needs?\\s+to|"
            + "has\\s+to|ought\\s+to)\\s+(?:be|say|read)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern WISH = Pattern.compile("(?:i|we)(?:\\s+(?:only|really|just|also))?\\s+(?:want|wish|'d\\s+like|"
            + "would\\s+like|need|prefer)\\b|(?:i'd|we'd)\\s+(?:like|prefer|rather)\\b", Pattern.CASE_INSENSITIVE);

    /** "fix that", "can you sort it out?", "do it": an act on what the other clauses say. */
    static boolean pronounAct(String clause) {
        return PRONOUN_ACT.matcher(dropPoliteness(clause.strip())).matches();
    }

    private static final Pattern PRONOUN_ACT = Pattern.compile("(?:(?:fix|sort|correct|change|update|handle|do|amend|adjust|"
            + "sort\\s+out)\\s+(?:it|that|this|them)(?:\\s+(?:out|up|for\\s+me|please))?|leave\\s+(?:the\\s+rest|everything\\s+else|"
            + "the\\s+others?|others|it|them|that)(?:\\s+(?:alone|as\\s+(?:it\\s+is|they\\s+are)|unchanged))?(?:\\s+for(?:\\s+now)?)?)[.!?]*",
            Pattern.CASE_INSENSITIVE);

    static boolean startsWithVerb(String clause) {
        return VERBS.contains(verbOf(clause));
    }

    static boolean oneEditApart(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 1 || a.equals(b)) {
            return false;
        }
        int i = 0;
        int j = 0;
        int edits = 0;
        while (i < a.length() && j < b.length()) {
            if (a.charAt(i) == b.charAt(j)) {
                i++;
                j++;
                continue;
            }
            if (++edits > 1) {
                return false;
            }
            if (a.length() > b.length()) {
                i++;
            } else if (a.length() < b.length()) {
                j++;
            } else {
                i++;
                j++;
            }
        }
        return edits + (a.length() - i) + (b.length() - j) <= 1;
    }

    static boolean isTitleCase(String word) {
        return !word.isEmpty() && Character.isUpperCase(word.codePointAt(0));
    }

    static List<String> words(String s) {
        String t = s.strip();
        return t.isEmpty() ? List.of() : List.of(t.split("\\s+"));
    }

    private static final List<String> COUNTS = List.of("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
            "nine", "ten", "eleven", "twelve");

    /** "3", "three", "a": the count a word says, or null. */
    static Double number(String word) {
        String w = word.strip().toLowerCase(java.util.Locale.ROOT);
        if (w.matches("\\d+(?:\\.\\d+)?")) {
            return Double.parseDouble(w);
        }
        if (w.equals("a") || w.equals("an")) {
            return 1.0;
        }
        int i = COUNTS.indexOf(w);
        return i < 0 ? null : (double) i;
    }
}
