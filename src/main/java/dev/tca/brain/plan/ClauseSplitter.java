package dev.tca.brain.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a goal into clauses, one action each. Splits on commas, "and", "then", ";" and
 * sentence ends, never inside quotes; then mends what the words show is not a new action:
 * <ul>
 *   <li>a list after a ticking verb gets the verb again ("tick Olives and Onions" -> two ticks),
 *       and field-value pairs after a typing verb too ("fill in first name Ada, last name Lovelace");</li>
 *   <li>"X and Y" between two Title Case words stays one name ("choose Find and Replace"), as does
 *       any verbless rest after a verb that takes one target;</li>
 *   <li>a leading "for the user @leo," moves to the end of the next clause, where it reads as a container.</li>
 * </ul>
 */
public final class ClauseSplitter {

    // (a thousands separator, "£1,500", splits nothing)
    private static final Pattern SEP = Pattern.compile(
            "\\s*(?:(\\?)(?=\\s|$)|(?<!\\b\\p{Lu})(?<!\\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|vs|etc|approx|no|No))[.!]+(?=\\s|$)|;|\\n|,?\\s*\\band\\s+then\\b|,?\\s*(?<!\\b(?:until|till|til|by|since|from|before|after|than|back)\\s)\\bthen\\b|(,\\s*and\\b)|(,\\s*but\\b|,\\s*so\\b(?!\\s+(?:that|much|many|far)\\b)|(?<!\\d),|(?<=\\d),(?!\\d{3}(?!\\d))|\\s[-\u2013\u2014](?=\\s))|(\\band\\b|\\bbut\\b(?!\\s+not\\b)))\\s*",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern TICKING = Pattern.compile("^(?:tick|untick|check(?!\\s+(?:(?:me|us|him|her|them)\\s+)?(?:in|out)\\b)|uncheck|"
            + "enable|disable|deselect|"
            + "(?:turn|switch)\\s+(?:on|off))\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern TYPING = Pattern.compile("^(?:fill\\s+(?:in|out)|fill|enter|type|input|write)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern UNKNOWN_VERB_SHAPE = Pattern.compile(
            "^\\p{Ll}[\\p{Ll}-]*(?:\\s+(?:the|a|an|it|them|this|that|my|your|all|to|on|up|out)\\b.*|\\s+\\p{Ll}[\\p{Ll}-]*\\s+(?:it|them))$");
    private static final Pattern SAYING = Pattern.compile("^(?:leave|post|write|add|send|submit|reply|comment)\\b.*"
            + "(?:\\bsaying|\\bthat\\s+says|:)\\s+\\S", Pattern.CASE_INSENSITIVE);
    /** "untick Documentation and install": the dialog's own verb after a list of boxes is what to press, not a box. */
    private static final Pattern GO_AHEAD = Pattern.compile("(?:install|continue|save|submit|confirm|apply|finish|proceed|send|print|"
            + "download|upload|start|ok|done|close|accept|run|restart|update|upgrade|register|book|order|pay|create)"
            + "(?:\\s+(?:it|them|now|everything|the\\s+rest|anyway))?", Pattern.CASE_INSENSITIVE);
    private static final Pattern SETTER = Pattern.compile("^(?:change|set|switch|make|turn|update|put|increase|decrease|adjust|"
            + "raise|lower|bump)\\s+.+?\\s+to\\s+\\S.*$", Pattern.CASE_INSENSITIVE);
    private static final Pattern NOT_ONLY = Pattern.compile("^(?:but\\s+)?not\\s+(?:only|just)\\s+(?:to\\s+|for\\s+|from\\s+|with\\s+)?(.+)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern LEADING_PLACE = Pattern.compile("^(?:for|in|inside|on)\\s+\\S.*$", Pattern.CASE_INSENSITIVE);
    /** "... and the one for Tom Becker", "then do the same for Ana": the last act again, for another owner. */
    private static final Pattern SAME_FOR = Pattern.compile("^(?:(?:do\\s+)?(?:the\\s+)?(?:same|one|ones)|also)\\s+"
            + "(for|of|from|by|next\\s+to|beside)\\s+(\\S.*?)(?:\\s+too|\\s+as\\s+well)?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern OWNER_TAIL = Pattern.compile("(\\s(?:for|of|from|by|next\\s+to|beside)\\s+)\\S.*$",
            Pattern.CASE_INSENSITIVE);
    /** "the study is too cold": a complaint whose subject a later "it" stands for ("warm it up to 19"). */
    private static final Pattern COMPLAINT = Pattern.compile("^(?:(?:the|my|our)\\s+(\\p{L}[\\p{L}-]*(?:\\s+\\p{L}[\\p{L}-]*){0,2})\\s+"
            + "(?:(?:is|are|feels?|seems?|looks?|sounds?|gets?)\\s+(?:too|so|very|a\\s+bit|a\\s+little|quite|really|rather|way|far|"
            + "kind\\s+of|pretty|not|still)\\b.*|(?:keeps|kept|won't\\s+stop|will\\s+not\\s+stop)\\s+\\p{L}+ing\\b.*"
            + "|(?:doesn't|does\\s+not|isn't|is\\s+not|shouldn't|should\\s+not|don't|do\\s+not|aren't|are\\s+not)\\s+"
            + "(?:belong|fit|go|work|need|match|look\\s+right)\\b.*)|(?:i|we)\\s+(?:don'?t|do\\s+not|no\\s+longer)\\s+(?:want|need)\\s+(?:the|my|this|that|our)\\s+"
            + "(\\p{L}[\\p{L}-]*(?:\\s+\\p{L}[\\p{L}-]*)?)(?:\\s+any\\s*more|\\s+after\\s+all)?"
            // "it's too cold in the bedroom": the room is what "it" means next
            + "|it(?:'s|\\s+is|\\s+feels|\\s+gets)\\s+(?:too|so|very|a\\s+bit|a\\s+little|quite|really|way|far|freezing|boiling)\\b.*?"
            + "\\s+in\\s+(?:the|my|our)\\s+(\\p{L}[\\p{L}-]*(?:\\s+\\p{L}[\\p{L}-]*)?))$", Pattern.CASE_INSENSITIVE);
    private static final Pattern WISH = Pattern.compile("^(?:i|we)(?:\\s+(?:really|just|also))?\\s+(?:want|need|would\\s+like|'d\\s+like)\\s+"
            + "((?:a|an|the|my|our|some|all)\\b.+?)[.!]?$", Pattern.CASE_INSENSITIVE);
    /** "for 10 people", "for six guests": a count the next clause may call "that". */
    private static final Pattern FOR_COUNT = Pattern.compile("(?i)\\bfor\\s+((?:\\d+|two|three|four|five|six|seven|eight|nine|ten|"
            + "eleven|twelve)\\s+(?:people|persons|servings|portions|guests|adults|diners))\\b");
    private static final Pattern TO_THAT = Pattern.compile("(?i)\\b(to|for)\\s+(?:that|it|them|this)(?=\\s*$|\\s+and\\b)");
    /** "that order", "this one": a thing the clause before named. */
    private static final Pattern THAT_THING = Pattern.compile("(?i)\\b(?:that|this|the\\s+same)\\s+(order|item|card|row|entry|"
            + "invoice|booking|file|message|email|task|delivery|shipment|request|ticket|photo|post|one|payment|bill|document)\\b");
    /** "the large walnut one": a thing said before, told apart by the words before "one". */
    private static final Pattern ONE = Pattern.compile("(?i)\\bthe\\s+(\\p{L}+(?:\\s+\\p{L}+){0,2})\\s+one\\b");
    private static final Pattern ITS = Pattern.compile("(?i)\\bits\\s+(\\p{L}[\\p{L}-]*)");
    /** "... sold our last small walnut dining table": the thing a statement ends on, which "its" means next. */
    private static final Pattern OWN_THING = Pattern.compile("(?i)\\b(?:our|my|the)\\s+(?:last\\s+|only\\s+|new\\s+|old\\s+)?"
            + "(\\p{L}[\\p{L}-]*(?:\\s+\\p{L}[\\p{L}-]*){0,4}?)(?=\\s+(?:is|are|was|were|has|have|had|just|got|keeps)\\b|\\s*$)");
    /** A name in the middle of a sentence: two capitalised words or more ("from Norwood Timber"). */
    private static final Pattern NAME_IN = Pattern.compile("(?<=\\s)(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)+)");
    private static final Pattern IT = Pattern.compile("\\bit\\b", Pattern.CASE_INSENSITIVE);
    /** "What time is that?": a question about what the clause before wished for. */
    private static final Pattern WHAT_IS_THAT = Pattern.compile("^((?:what|which|when)(?:\\s+\\p{L}+){0,2}?\\s+(?:is|are|was|will\\s+be))"
            + "\\s+(?:that|it|this|then)\\s*\\??$", Pattern.CASE_INSENSITIVE);
    /** "(we) want to leave at high tide in the afternoon": a wish to act at a time the page tells. */
    private static final Pattern WANT_AT = Pattern.compile("^(?:(?:i|we)(?:'d|\\s+would)?\\s+)?(?:want|need|like|hope|plan|would\\s+like)"
            + "\\s+to\\s+\\p{L}+(?:\\s+\\p{L}+){0,3}?\\s+(?:at|on|for|by)\\s+((?:the\\s+)?\\p{L}.*?)[.!]?$", Pattern.CASE_INSENSITIVE);
    /** "Which delivery option gets it here fastest? Pick that one": the question is the choice. */
    private static final Pattern WHICH_MOST = Pattern.compile("^(?:which|what)\\s+(\\p{L}+(?:\\s+\\p{L}+)?)\\b.*?\\b(cheapest|fastest|"
            + "quickest|soonest|shortest|earliest|latest|biggest|largest|smallest|longest|highest|lowest|best|nearest|closest|"
            + "newest|oldest|lightest|heaviest|(?:most|least)\\s+\\p{L}+)\\b.*\\?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern THAT_ONE = Pattern.compile("^(pick|choose|select|take|book|get|use|go\\s+with)\\s+"
            + "(?:that|it|this|that\\s+one|this\\s+one|the\\s+one)$", Pattern.CASE_INSENSITIVE);
    /** "I don't need the changes": said beside "close it", the close that does not save. */
    private static final Pattern NO_CHANGES = Pattern.compile("^(?:i|we)\\s+(?:don'?t|do\\s+not|no\\s+longer)\\s+(?:need|want|care\\s+about|"
            + "want\\s+to\\s+keep)\\s+(?:the|my|these|those|any|them|it)?\\s*(?:changes|edits)?(?:\\s+any\\s*more)?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern CLOSING = Pattern.compile("^(?:close|quit|exit)\\b(?!.*\\bsav)", Pattern.CASE_INSENSITIVE);
    /** "change the country to Belgium": a verb that sets a named thing to a value. */
    private static final Pattern SET_TO = Pattern.compile("^(set|change|update|make|adjust|modify|switch)\\s+\\S.*?\\s+to\\s+\\S",
            Pattern.CASE_INSENSITIVE);
    /** "the postcode to 2018", "height to 30": another named thing and its value, no verb of its own. */
    private static final Pattern PAIR_TO = Pattern.compile("^(?:the\\s+|its\\s+|their\\s+|my\\s+|your\\s+)?(?:[\\p{L}][\\p{L}-]*\\s+){0,3}"
            + "[\\p{L}][\\p{L}-]*\\s+to\\s+\\S.{0,60}$", Pattern.CASE_INSENSITIVE);
    private static final Pattern COLON_PAIR = Pattern.compile("^[\\p{L}][\\p{L}\\d \\-]{0,30}:\\s+\\S.*$");

    private static final Pattern NOT_VERB = Pattern.compile("^(?:don'?t|do\\s+not|never)\\s+(\\p{L}.*)$", Pattern.CASE_INSENSITIVE);

    private enum Joiner { START, STRONG, COMMA, AND }

    private record Fragment(String text, Joiner joiner, String separator) {
    }

    private ClauseSplitter() {
    }

    /** The clauses of a goal whose quotes are already straight. */
    public static List<String> split(String goal) {
        List<Fragment> fragments = fragments(goal);
        List<String> clauses = new ArrayList<>();
        String pendingPlace = null;
        String lastThing = null;
        for (int i = 0; i < fragments.size(); i++) {
            Fragment f = fragments.get(i);
            String text = Words.dropPoliteness(f.text());
            if (text.isEmpty()) {
                continue;
            }
            String previous = clauses.isEmpty() ? null : clauses.get(clauses.size() - 1);
            Matcher one = ONE.matcher(text);
            if (lastThing != null && one.find()) {
                // "... our last small walnut dining table ... And drop the large walnut one": one = a dining table, the large walnut one
                List<String> have = List.of(one.group(1).toLowerCase(java.util.Locale.ROOT).split("\\s+"));
                String[] words = lastThing.split("\\s+");
                int from = 0;
                for (int w = 0; w < words.length; w++) {
                    from = have.contains(words[w].toLowerCase(java.util.Locale.ROOT)) ? w + 1 : from;
                }
                if (from > 0 && from < words.length) {
                    text = text.substring(0, one.end(1)) + " " + String.join(" ", java.util.Arrays.asList(words).subList(from, words.length))
                            + text.substring(one.end());
                }
            }
            if (previous == null && pendingPlace == null && i + 1 < fragments.size() && f.joiner() == Joiner.START
                    && !Words.startsWithVerb(text) && LEADING_PLACE.matcher(text).matches()) {
                pendingPlace = text;
                continue;
            }
            if (pendingPlace != null) {
                // "In my basket, change the filters to three packs": the place is where the user is, never part of the
                // value ("three packs in my basket" is no quantity); as a container it would hide the box beside the
                // thing's name, so a value set is read without it (a menu stays: "in the Format menu" is the way there)
                text = SETTER.matcher(text).matches() && !pendingPlace.matches("(?i).*\\bmenu\\b.*") ? text : text + " " + pendingPlace;
                pendingPlace = null;
            }
            Matcher only = NOT_ONLY.matcher(text);
            if (only.matches()) {
                // "let them go to everyone, not only my contacts": the limit said is lifted; its box ("Only reply to people in
                // my contacts") is unticked, and the clause before only said the same in other words
                if (previous != null && (previous.matches("(?is).*\\b(?:let|allow)\\s+(?:them|it|people|everyone|him|her|me|us)\\b.*")
                        || !Words.startsWithVerb(previous))) {
                    clauses.remove(clauses.size() - 1);
                }
                clauses.add("untick only " + only.group(1));
                continue;
            }
            Matcher same = SAME_FOR.matcher(text);
            if (previous != null && same.matches() && OWNER_TAIL.matcher(previous).find()) {
                // the previous clause's own word for the owner ("the post from Ann", then "the same for Bob": from Bob)
                clauses.add(OWNER_TAIL.matcher(previous).replaceFirst("$1" + Matcher.quoteReplacement(same.group(2))));
                continue;
            }
            if (previous != null && f.separator().equals(", so ") && startsAction(text, f, previous)
                    && !Words.startsWithVerb(previous)) {
                // "the plywood from Norwood Timber arrived, so mark that order as received": the reason is context,
                // and the thing it names is what "that order" means
                Matcher that = THAT_THING.matcher(text);
                Matcher name = NAME_IN.matcher(previous);
                Matcher its = ITS.matcher(text);
                Matcher thing = OWN_THING.matcher(previous);
                if (that.find() && name.find()) {
                    text = text.substring(0, that.start()) + "the " + that.group(1) + " for " + name.group(1)
                            + text.substring(that.end());
                } else if (IT.matcher(text).find() && COMPLAINT.matcher(previous).matches()) {
                    // "the kitchen light keeps flickering, so turn it off": "it" is the light
                    Matcher complaint = COMPLAINT.matcher(previous);
                    complaint.matches();
                    String subject = complaint.group(1) != null ? complaint.group(1) : complaint.group(2) != null ? complaint.group(2)
                            : complaint.group(3);
                    Matcher it = IT.matcher(text);
                    it.find();
                    text = text.substring(0, it.start()) + "the " + subject + text.substring(it.end());
                } else if (its.find() && thing.find()) {
                    lastThing = thing.group(1);
                    // "we just sold our last small walnut dining table, so set its stock to zero": the stock for that table
                    text = text.substring(0, its.start()) + "the " + its.group(1) + " for the " + thing.group(1) + text.substring(its.end());
                }
                clauses.set(clauses.size() - 1, text);
                continue;
            }
            if (previous == null || startsAction(text, f, previous)) {
                clauses.add(text);
                continue;
            }
            Matcher tick = TICKING.matcher(previous);
            Matcher type = TYPING.matcher(previous);
            if (SAYING.matcher(Words.maskQuotes(previous)).find()) {
                // "write a review: Great coffee, friendly staff": the rest of what is said, not a new field
                clauses.set(clauses.size() - 1, previous + f.separator() + text);
            } else if (tick.find() && !GO_AHEAD.matcher(text).matches()) {
                clauses.add(tick.group() + " " + text);
            } else if (type.find() && isPair(text)) {
                clauses.add(type.group() + " " + text);
            } else if ((type = SET_TO.matcher(previous)).find() && PAIR_TO.matcher(text).matches()) {
                // "change the country to Belgium and the postcode to 2018": the same verb for the next field
                clauses.add(type.group(1) + " " + text);
            } else if (f.joiner() == Joiner.AND && UNKNOWN_VERB_SHAPE.matcher(text).matches()) {
                clauses.add(text);
            } else {
                clauses.set(clauses.size() - 1, previous + f.separator() + text);
            }
        }
        if (pendingPlace != null) {
            clauses.add(pendingPlace);
        }
        return withReferents(clauses);
    }

    /**
     * What one clause says about another: changes not needed make the close one that does not save,
     * "which is cheapest? take that one" is one choice, and a complaint's subject is what "it" means next.
     */
    private static List<String> withReferents(List<String> clauses) {
        int noChanges = indexOf(clauses, NO_CHANGES);
        int closing = indexOf(clauses, CLOSING);
        if (noChanges >= 0 && closing >= 0) {
            clauses.set(closing, clauses.get(closing) + " without saving");
            clauses.remove(noChanges);
        }
        for (int i = 1; i < clauses.size(); i++) {
            Matcher what = WHAT_IS_THAT.matcher(clauses.get(i));
            Matcher at = WANT_AT.matcher(clauses.get(i - 1));
            if (what.matches() && at.find()) {
                // "... and want to leave at high tide in the afternoon. What time is that?": the time of high tide in the
                // afternoon is asked; the wish only said which
                clauses.set(i, what.group(1) + " " + at.group(1).strip() + "?");
                clauses.remove(i - 1);
                i--;
                continue;
            }
            Matcher which = WHICH_MOST.matcher(clauses.get(i - 1));
            Matcher one = THAT_ONE.matcher(clauses.get(i));
            if (which.matches() && one.matches()) {
                // "which option is cheapest? take that one": choose the cheapest option
                String noun = which.group(1).replaceFirst("(?i)\\s+(?:is|are|gets?|has|costs?|will|would|does|do)$", "");
                clauses.set(i, one.group(1) + " the " + which.group(2) + " " + noun);
                clauses.remove(i - 1);
                i--;
                continue;
            }
            Matcher wish = WISH.matcher(clauses.get(i - 1));
            if (wish.matches() && Words.startsWithVerb(clauses.get(i)) && IT.matcher(clauses.get(i)).find()) {
                // "I want a copy of all my data. Request it from the settings": the wish is what "it" is
                clauses.set(i, IT.matcher(clauses.get(i)).replaceFirst(Matcher.quoteReplacement(wish.group(1))));
                clauses.remove(i - 1);
                i--;
                continue;
            }
            Matcher that = THAT_THING.matcher(clauses.get(i));
            Matcher name = NAME_IN.matcher(clauses.get(i - 1));
            if (that.find() && name.find() && !Words.startsWithVerb(clauses.get(i - 1)) && Words.startsWithVerb(clauses.get(i))) {
                // "The plywood from Norwood Timber arrived, so mark that order as received": Norwood Timber's order
                clauses.set(i, clauses.get(i).substring(0, that.start()) + "the " + that.group(1) + " for " + name.group(1)
                        + clauses.get(i).substring(that.end()));
                clauses.remove(i - 1);
                i--;
                continue;
            }
            Matcher count = FOR_COUNT.matcher(clauses.get(i - 1));
            Matcher toThat = TO_THAT.matcher(clauses.get(i));
            if (count.find() && toThat.find()) {
                // "I'm making these for 10 people. Scale the recipe to that": that is 10 people
                clauses.set(i, toThat.replaceFirst(Matcher.quoteReplacement(toThat.group(1) + " " + count.group(1))));
                if (Words.isStatement(clauses.get(i - 1))) {
                    clauses.remove(i - 1);
                    i--;
                }
                continue;
            }
            Matcher said = COMPLAINT.matcher(clauses.get(i - 1));
            if (said.matches() && (Words.startsWithVerb(clauses.get(i)) || clauses.get(i).matches("(?i)^(?:have|get|let)\\s.*"))) {
                String subject = (said.group(1) != null ? said.group(1) : said.group(2) != null ? said.group(2) : said.group(3)).replaceFirst("(?i)\\s+(?:any\\s*more|after)$", "");
                clauses.set(i, IT.matcher(clauses.get(i)).replaceFirst(Matcher.quoteReplacement("the " + subject)));
                if (said.group(3) != null) {
                    clauses.remove(i - 1); // "it's too cold in the bedroom" says nothing but which room
                    i--;
                }
            }
        }
        return clauses;
    }

    private static int indexOf(List<String> clauses, Pattern p) {
        for (int i = 0; i < clauses.size(); i++) {
            if (p.matcher(clauses.get(i)).find()) {
                return i;
            }
        }
        return -1;
    }

    /** A fragment is an action of its own after "then", or when it starts with a verb not glued into a Title Case name. */
    private static boolean startsAction(String text, Fragment f, String previous) {
        if (f.joiner() == Joiner.STRONG || COLON_PAIR.matcher(text).matches()
                || text.matches("(?i)(?:keep\\s+me|remember\\s+me|stay)\\s.*") || Words.isStatement(text)
                || text.matches("(?i)(?:keep|leave)\\s+(?:it|them|that|this|those|these)\\s+(?:in|on|at)\\s.*")
                || Words.pronounAct(text) || f.joiner() != Joiner.START && SortOrder.ask(text).isPresent()) {
            return true; // "waterproof boots in size 42, cheapest first": the order is a step of its own
        }
        String notDone = NOT_VERB.matcher(text).replaceFirst("$1");
        if (!notDone.equals(text) && (Words.startsWithVerb(notDone) || notDone.matches("(?i)(?:e-?mail|notify|message|text|ping|alert)\\b.*"))) {
            return true; // "..., but don't send Noor an email about it": what not to do is a step of its own
        }
        if (!Words.startsWithVerb(text)) {
            return false;
        }
        String[] before = previous.split("\\s+");
        boolean titleJoin = f.joiner() == Joiner.AND && Words.isTitleCase(before[before.length - 1])
                && Words.isTitleCase(text) && before.length > 1 && !TICKING.matcher(previous).find();
        return !titleJoin;
    }

    /** "last name Lovelace", "the password US", "email: x": a field then its value. */
    private static boolean isPair(String text) {
        String t = text.replaceFirst("(?i)^(?:the|my|your)\\s+", "");
        return t.contains(":") || Words.firstQuoted(t) != null || Words.words(t).size() >= 2;
    }

    private static List<Fragment> fragments(String goal) {
        String masked = Words.maskQuotes(goal);
        Matcher m = SEP.matcher(masked);
        List<Fragment> out = new ArrayList<>();
        int last = 0;
        Joiner joiner = Joiner.START;
        String separator = "";
        while (m.find()) {
            String text = goal.substring(last, m.start()) + (m.group(1) != null ? "?" : "");
            out.add(new Fragment(text, joiner, separator));
            boolean sentence = text.isBlank() && joiner == Joiner.STRONG && !out.isEmpty() && out.size() > 1;
            joiner = m.group(2) != null || m.group(4) != null ? Joiner.AND : m.group(3) != null ? Joiner.COMMA : Joiner.STRONG;
            separator = m.group(2) != null ? ", and " : m.group(3) != null ? (m.group(3).matches(",\\s*so") ? ", so " : ", ")
                    : m.group(4) != null
                    ? " " + goal.substring(m.start(4), m.end(4)).toLowerCase(Locale.ROOT) + " " : "; ";
            if (sentence) {
                // "... that still has places. And I'd like reminders by text": a sentence that starts with "And" is new
                joiner = Joiner.STRONG;
                separator = "; ";
            }
            last = m.end();
        }
        out.add(new Fragment(goal.substring(last), joiner, separator));
        return out;
    }
}
