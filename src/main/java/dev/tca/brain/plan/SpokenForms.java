package dev.tca.brain.plan;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ways people say a request that the clause grammar reads word for word, said again plainly before it is read: the
 * thing a complaint names is what "it" means next ("The Year 6 parents' chat keeps buzzing. Mute it for 8 hours."), the
 * device a setting is on is no place on the screen, stopping a person from seeing my calendar is no longer sharing it
 * with them, blocking a sender
 * "from sending them" is blocking it, "for 8 hours" after muting is the length chosen once muting asks, and moving "down
 * to the Basic plan" is choosing that plan, putting the clock on Lisbon time is choosing Lisbon, "its account number" is the one of the account the sentence before named, and "What time was that?" after a call told is the time of that call.
 */
final class SpokenForms {

    /** "The Year 6 parents' chat keeps buzzing", "Parcelwise keeps popping up notifications": a thing and its nuisance. */
    private static final Pattern COMPLAINT = Pattern.compile("^\\s*((?:(?:the|my|our|this|that)\\s+)?[\\p{L}\\d][\\p{L}\\d'’.&-]*"
            + "(?:\\s+[\\p{L}\\d][\\p{L}\\d'’.&-]*){0,5}?)\\s+(?:keeps|keep|won't\\s+stop|will\\s+not\\s+stop|never\\s+stops|is\\s+always|"
            + "are\\s+always|has\\s+been|have\\s+been)\\s+(\\p{L}+ing)\\b[^.!?;]*[.!;]\\s+(?=\\p{L})", Pattern.CASE_INSENSITIVE);
    private static final Pattern IT = Pattern.compile("(?i)\\b(it)\\b");
    /** "on my computer": the device the request is made on, not a place on its screen. */
    private static final Pattern DEVICE = Pattern.compile("(?i)\\s+(?:on|from)\\s+(?:my|our|this|the)\\s+(?:computer|laptop|pc|mac|"
            + "phone|mobile|tablet|device)\\b");
    /** "stop Dan Whitfield from seeing my calendar": no more sharing with him (a person's access, not a switch). */
    private static final Pattern STOP_PERSON = Pattern.compile("(?i)\\bstop\\s+((?-i:\\p{Lu})[\\p{L}'’-]+(?:\\s+(?-i:\\p{Lu})[\\p{L}'’-]+){0,2})"
            + "\\s+(?:from\\s+)?(?:seeing|viewing|accessing|reading|editing|looking\\s+at|getting\\s+into)\\s+(?:my|our)\\s+[^,;.!?]{1,40}");
    /** "block it from sending them", "ban X from posting": blocking it. */
    private static final Pattern BLOCK_FROM = Pattern.compile("(?i)\\b(block|ban)\\s+([^,;.!?]{1,60}?)\\s+from\\s+\\p{L}+ing\\b[^,;.!?]*");
    /** "mute it for 8 hours": muting, then the length it asks for. */
    private static final Pattern FOR_LENGTH = Pattern.compile("(?i)\\b((?:mute|snooze|silence|pause|hide)\\s+[^,;.!?]{1,60}?)\\s+for\\s+"
            + "(?:the\\s+next\\s+)?(a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty-four|\\d{1,3})\\s+"
            + "(minute|hour|day|week|month|year)s?\\b");
    /** "put the clock on Lisbon time": the time zone of that place chosen. */
    private static final Pattern CLOCK_ON = Pattern.compile("(?i)\\b(?:put|set|change|switch|move)\\s+(?:the|my|our|this)\\s+"
            + "(?:clock|time\\s*zone|timezone|time|computer's\\s+clock|phone's\\s+clock)\\s+(?:on|to|onto|over\\s+to)\\s+"
            + "((?-i:\\p{Lu})[\\p{L}' -]{1,30}?)(?:\\s+time)?\\b(?=\\s*(?:[,;.!?]|$))");
    /** "move us down to the Basic plan", "downgrade to Basic": choosing that plan. */
    private static final Pattern TO_PLAN = Pattern.compile("(?i)\\b(?:move|switch|change|drop|put|take|downgrade|upgrade|bump)\\s+"
            + "(?:(?:us|me|my\\s+account|our\\s+account|my\\s+membership|our\\s+membership|my\\s+subscription|our\\s+subscription)\\s+)?"
            + "(?:(?:down|up|over|back)\\s+)?(?:to|onto)\\s+(?:the\\s+|a\\s+)?([\\p{L}\\d][\\p{L}\\d+ -]{0,30}?)\\s+(plan|tier|package)\\b");

    /** "The dentist's rang while I was out yesterday. What time was that?": the question is about that call. */
    private static final Pattern THAT_EVENT = Pattern.compile("(?i)^\\s*((?:(?:the|my|our)\\s+)?[\\p{L}\\d][\\p{L}\\d'’.&-]*(?:\\s+[\\p{L}\\d][\\p{L}\\d'’.&-]*){0,3}?)"
            + "\\s+(rang|called|phoned|texted|messaged|e-?mailed|came|visited|delivered|paid)\\b([^.!?]*)[.!]\\s+"
            + "(what\\s+(?:time|day|date|number)|when)\\s+(?:was|is)\\s+(?:that|it)\\s*\\?\\s*$");
    private static final Pattern WHEN_SAID = Pattern.compile("(?i)\\b(?:yesterday|today|this\\s+(?:morning|afternoon|evening)|last\\s+night|"
            + "on\\s+\\p{L}+day)\\b");

    /** "... into our joint account. What's its account number?": the thing the sentence before ended on. */
    private static final Pattern ITS_QUESTION = Pattern.compile("(?i)^(.*\\b(?:our|my|the|your)\\s+([\\p{L}\\d][\\p{L}\\d' -]{1,40}?))\\s*[.!]\\s+"
            + "(what(?:'s|\\s+is|\\s+are)|where(?:'s|\\s+is)|when(?:'s|\\s+is)|how\\s+much\\s+is)\\s+its\\s+([^?]{2,40})\\?\\s*$");

    private SpokenForms() {
    }

    private static String itsQuestion(String g) {
        Matcher m = ITS_QUESTION.matcher(g);
        return m.matches() ? m.group(3) + " the " + m.group(4).strip() + " of the " + m.group(2).strip() + "?" : g;
    }

    /** A question about what the sentence before it told ("What time was that?"), asked of that thing itself. */
    private static String thatEvent(String g) {
        Matcher m = THAT_EVENT.matcher(g);
        if (!m.matches()) {
            return g;
        }
        String noun = switch (m.group(2).toLowerCase(java.util.Locale.ROOT)) {
            case "texted", "messaged" -> "message";
            case "emailed", "e-mailed" -> "email";
            case "came", "visited" -> "visit";
            case "delivered" -> "delivery";
            case "paid" -> "payment";
            default -> "call";
        };
        String who = m.group(1).strip();
        who = who.matches("(?i).*['’]s") ? who : who + "'s";
        Matcher when = WHEN_SAID.matcher(m.group(3));
        String ask = m.group(4).toLowerCase(java.util.Locale.ROOT).equals("when") ? "When" : Character.toUpperCase(m.group(4).charAt(0))
                + m.group(4).substring(1).toLowerCase(java.util.Locale.ROOT);
        return ask + " was " + who.replaceFirst("(?i)^(the|my|our)\\b", "the") + " " + noun + (when.find() ? " " + when.group() : "") + "?";
    }

    static String plain(String g) {
        String out = itsThing(itsQuestion(thatEvent(g)));
        out = DEVICE.matcher(out).replaceAll("");
        out = STOP_PERSON.matcher(out).replaceAll("click stop sharing with $1");
        out = BLOCK_FROM.matcher(out).replaceAll("$1 $2");
        out = FOR_LENGTH.matcher(out).replaceAll(r -> Matcher.quoteReplacement(r.group(1) + ", then choose " + count(r.group(2))
                + " " + r.group(3) + (count(r.group(2)).equals("1") ? "" : "s")));
        out = TO_PLAN.matcher(out).replaceAll("choose the $1 $2");
        out = CLOCK_ON.matcher(out).replaceAll("choose $1");
        return out;
    }

    /** The complaint's thing put where the next sentence says "it", and the complaint dropped (it asks nothing). */
    private static String itsThing(String g) {
        Matcher c = COMPLAINT.matcher(g);
        if (!c.find()) {
            return g;
        }
        String rest = g.substring(c.end());
        Matcher it = IT.matcher(rest);
        if (!it.find() || !Words.startsWithVerb(rest)) {
            return g;
        }
        String thing = c.group(1).replaceFirst("(?i)^(the|my|our|this|that)\\b", "the");
        return rest.substring(0, it.start()) + thing + rest.substring(it.end());
    }

    private static String count(String n) {
        if (n.matches("\\d+")) {
            return n;
        }
        Double v = Words.number(n.toLowerCase(java.util.Locale.ROOT));
        return n.matches("(?i)an?") ? "1" : v == null ? n : Integer.toString(v.intValue());
    }
}
