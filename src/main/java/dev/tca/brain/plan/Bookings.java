package dev.tca.brain.plan;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Book the Oak room for six people on March 4, 2032, from 2 pm to 3:30 pm": a booking form said in one
 * sentence. The room is an option of the room's drop-down, the party a count, the span two times, the
 * day a date; each goes in its own field and the booking is made last. Without a party the sentence is
 * left as it is: "book the Oak room from 2 to 4 pm" may be a grid's slot or a row's Book button.
 */
final class Bookings {

    private static final String COUNT = "(\\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
    private static final String CLOCK = "(\\d{1,2}(?:[:.]\\d{2})?\\s*[ap]\\.?m\\.?|\\d{1,2}[:.]\\d{2}|noon|midday)";
    /** A bare hour in a span ("from 2 to 3:30 pm"): its half of the day comes from the other end. */
    private static final String HOUR = "(\\d{1,2}(?:[:.]\\d{2})?\\s*(?:[ap]\\.?m\\.?)?|noon|midday)";

    private static final Pattern VERB = Pattern.compile("(?i)^(?:please\\s+)?(book|reserve|schedule|hold)\\s+(?=\\S)");
    private static final Pattern PARTY = Pattern.compile("(?i),?\\s+for\\s+(?:a\\s+(?:party|group|team)\\s+of\\s+)?" + COUNT
            + "(?:\\s+(people|persons|guests|attendees|participants|adults|diners|players|seats|of\\s+us))?"
            + "(?=\\s*(?:[,.;!]|$)|\\s+(?:at|on|from|between|in|tomorrow|today|tonight|next|this)\\b)");
    private static final Pattern SPAN = Pattern.compile("(?i),?\\s+(?:from|between)\\s+" + HOUR + "\\s*(?:to|until|till|and|-|–)\\s*"
            + HOUR + "(?=[\\s,.;!]|$)");
    /** "at the first time they have after that", "the earliest slot after 6 pm": a time the form's list decides. */
    private static final Pattern FIRST_AFTER = Pattern.compile("(?i),?\\s+(?:at\\s+|for\\s+)?the\\s+(?:first|earliest|next)\\s+"
            + "[^,.;!]*?\\bafter\\s+(?:that|then|[^,;!]+?)(?=\\s*(?:[,;!]|\\.(?!\\d)|$))");
    private static final Pattern AT = Pattern.compile("(?i),?\\s+at\\s+" + CLOCK + "(?=[\\s,.;!]|$)");
    /** "a table under Okafor": the name the booking is made in. */
    private static final Pattern UNDER = Pattern.compile("\\s+(?i:under\\s+the\\s+name\\s+(?:of\\s+)?|under\\s+|in\\s+the\\s+name\\s+(?:of\\s+)?)(\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?)");
    /** "the Oak room", "the Centre court": a name in capitals and the kind of thing it names, right after the verb. */
    private static final Pattern THING = Pattern.compile("^(?i:(?:us|me)\\s+)?(?i:the|a|an|my|our)\\s+(\\p{Lu}[\\p{L}\\d'’-]*(?:\\s+\\p{Lu}[\\p{L}\\d'’-]*)*)"
            + "\\s+(\\p{Ll}+)\\b");
    /** "a table", "a meeting room": what is booked, said without a name, adds nothing to the form. */
    private static final Pattern PLAIN_THING = Pattern.compile("(?i)^(?:(?:us|me)\\s+)?(?:the|a|an|my|our)\\s+\\p{L}+(?:\\s+\\p{L}+)?$");

    /** "on the terrace", "by the window", "inside": where to sit. */
    private static final Pattern SEATING = Pattern.compile("(?i)(?:on|in|at|by|near)\\s+the\\s+(\\p{L}+(?:\\s+\\p{L}+)?)");
    /** "mark it as a birthday": the occasion. */
    private static final Pattern MARKED = Pattern.compile("(?i)(?:mark|note|flag)\\s+(?:it|this)\\s+as\\s+(?:an?\\s+)?(.+)");

    private Bookings() {
    }

    /** The goal with its first sentence's booking written as the fields to set and the booking; unchanged otherwise. */
    static String written(String said, LocalDate today) {
        // "9 a.m. Then ..." ends a sentence; "9 a.m. on Friday" does not
        String goal = said.replaceAll("(?i)\\b([ap])\\.m\\.(?=\\s+(?-i:\\p{Lu}))", "$1m.").replaceAll("(?i)\\b([ap])\\.m\\.?(?![\\p{L}.])", "$1m");
        if (Words.firstQuoted(goal) != null) {
            return said;
        }
        // ("Our film finishes at 9:15 tonight. Book us a table for two ...": the booking may come after what is told)
        Matcher verb = VERB.matcher(goal);
        int from = 0;
        Matcher next = SENTENCE.matcher(goal);
        while (!verb.region(from, goal.length()).lookingAt()) {
            if (!next.find()) {
                return said;
            }
            from = next.end();
        }
        String told = goal.substring(0, from);
        goal = goal.substring(from);
        verb = VERB.matcher(goal);
        verb.find();
        int stop = sentenceEnd(goal);
        String sentence = goal.substring(verb.end(), stop);
        List<String> parts = new ArrayList<>();
        Matcher party = PARTY.matcher(sentence);
        String count = null;
        String who = "guests"; // ("for four": a table's party, the word its form uses most)
        if (party.find()) {
            count = digits(party.group(1));
            if (party.group(2) != null && !party.group(2).toLowerCase(Locale.ROOT).startsWith("of")) {
                who = party.group(2).toLowerCase(Locale.ROOT);
            }
            sentence = cut(sentence, party);
        }
        Matcher span = SPAN.matcher(sentence);
        String[] times = null;
        if (span.find() && (hasHalf(span.group(1)) || hasHalf(span.group(2)) || span.group(1).contains(":"))) {
            times = new String[] {withHalf(span.group(1).strip(), span.group(2).strip()), span.group(2).strip()};
            sentence = cut(sentence, span);
        }
        // ("at the first time they have after that": chosen on the form, of the times it offers; see Soonest)
        Matcher first = FIRST_AFTER.matcher(sentence);
        if (first.find()) {
            sentence = cut(sentence, first);
        }
        String at = null;
        Matcher single = AT.matcher(sentence);
        if (times == null && single.find()) {
            at = single.group(1);
            sentence = cut(sentence, single);
        }
        if (count == null) {
            // without a party the times may be a grid's slots ("book the Fjord room from 2 to 4 pm"), no form's fields
            return said;
        }
        Matcher under = UNDER.matcher(sentence);
        if (under.find()) {
            parts.add("type " + under.group(1) + " into the name");
            sentence = cut(sentence, under);
        }
        Matcher thing = THING.matcher(sentence.strip());
        String rest = sentence.strip();
        if (thing.find()) {
            parts.add("choose " + thing.group(1) + " in the " + thing.group(2));
            rest = rest.substring(thing.end()).strip();
        }
        if (count != null) {
            parts.add("set the number of " + who + " to " + count);
        }
        if (times != null) {
            parts.add("set the start time to " + times[0]);
            parts.add("set the end time to " + times[1]);
        } else if (at != null) {
            parts.add("choose " + at);
        }
        // "on Friday": the coming one, as a booking means it
        if (DateWords.find(rest, today) == null) {
            rest = rest.replaceFirst("(?i)\\bon\\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b", "on this $1");
        }
        DateWords.Found date = DateWords.find(rest, today);
        if (date != null) {
            parts.add("pick " + rest.substring(date.start(), date.end()) + " as the date");
            rest = (rest.substring(0, date.start()).replaceFirst("(?i)\\s*,?\\s*(?:\\b(?:on|for)\\s+)?(?:\\b(?:mon|tue|wed|thu|fri|sat|sun)\\p{L}*,?\\s*)?$", "") + " "
                    + rest.substring(date.end())).strip();
        }
        rest = rest.replaceAll("^[,\\s]+|[,\\s]+$", "");
        // "a table, on the terrace, and mark it as a birthday": what is booked, then its place and its occasion
        String[] pieces = rest.split("\\s*,\\s*(?:and\\s+)?|\\s+and\\s+(?=(?:mark|make|note|tell|add|put|tick|say)\\b)");
        rest = pieces[0];
        for (int i = 1; i < pieces.length; i++) {
            Matcher place = SEATING.matcher(pieces[i].strip());
            Matcher marked = MARKED.matcher(pieces[i].strip());
            // (named as what they are, so the form's Seating box is opened for the terrace, not its Occasion box)
            parts.add(place.matches() ? "choose " + place.group(1) + " as the seating" : marked.matches() ? "choose "
                    + marked.group(1) + " as the occasion" : pieces[i].strip());
        }
        String act = rest.isEmpty() || PLAIN_THING.matcher(rest).matches()
                ? verb.group(1) : verb.group(1) + " " + rest;
        return told + String.join(", ", parts) + ", then " + act.toLowerCase(Locale.ROOT).charAt(0) + act.substring(1)
                + goal.substring(stop);
    }

    /** Where a sentence after the first starts. */
    private static final Pattern SENTENCE = Pattern.compile("[.!;]\\s+(?=\\p{Lu})");

    private static int sentenceEnd(String g) {
        Matcher end = Pattern.compile("[.!;](?=\\s|$)").matcher(g);
        return end.find() ? end.start() : g.length();
    }

    private static String cut(String s, Matcher m) {
        return s.substring(0, m.start()) + s.substring(m.end());
    }

    private static boolean hasHalf(String time) {
        return time.matches("(?i).*[ap]\\.?m\\.?$|noon|midday");
    }

    /** "from 2 to 3:30 pm": the start said bare takes the end's half of the day. */
    private static String withHalf(String start, String end) {
        Matcher half = Pattern.compile("(?i)([ap])\\.?m\\.?$").matcher(end);
        return hasHalf(start) || start.contains(":") || !half.find() ? start : start + " " + half.group(1).toLowerCase(Locale.ROOT) + "m";
    }

    private static String digits(String count) {
        Double n = Words.number(count);
        return n == null ? count : String.valueOf(n.intValue());
    }
}
