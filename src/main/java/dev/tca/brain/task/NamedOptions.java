package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Role;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which option of a list the goal's own words say, when the goal does not say it is choosing one:
 * "she's here to meet Facilities" says Facilities of Finance, Facilities, Field sales and IT. An
 * option is said when its whole label stands in the goal as words, not after a "no" or "not"; the
 * longest one said wins, and two different ones said alike are no choice.
 */
final class NamedOptions {

    /** Options that a sentence says without meaning them ("there's no car", "yes"). */
    private static final Set<String> BARE = Set.of("yes", "no", "none", "n/a", "ok");
    private static final Pattern NEGATION = Pattern.compile("(?i)(?:\\b(?:not|no|never|without|except|instead\\s+of|"
            + "rather\\s+than)|n't)\\b(?:\\s+\\S+){0,3}\\s*$");

    private NamedOptions() {
    }

    /** The one option the text says, if any. */
    static Optional<Element> pick(String goal, List<Element> options) {
        String text = goal + clock(goal);
        Element best = null;
        int bestWords = 0;
        boolean tie = false;
        for (Element e : options) {
            String label = e.label().strip();
            if (label.length() < 2 || BARE.contains(label.toLowerCase(Locale.ROOT))
                    || !says(text, label) && !says(unarticled(text), unarticled(label)) && !says(digits(text), digits(label))) {
                continue;
            }
            int words = label.split("\\s+").length;
            if (words > bestWords) {
                best = e;
                bestWords = words;
                tie = false;
            } else if (words == bestWords && !dev.tca.core.Labels.same(best.label(), label)) {
                tie = true;
            }
        }
        return tie ? Optional.empty() : Optional.ofNullable(best);
    }

    /** The number words from one up (Alignment's list, whose index is the value). */
    private static final String NUMBER_WORDS = String.join("|", Alignment.NUMBER_WORDS.subList(1, Alignment.NUMBER_WORDS.size()));
    private static final Pattern NUMBER_WORD = Pattern.compile("(?i)\\b(" + NUMBER_WORDS + ")\\b");

    /** "two adult bikes" says the option "2 adult bikes", "two hours" says "2 hours": number words as digits. */
    static String digits(String text) {
        return NUMBER_WORD.matcher(text).replaceAll(r -> String.valueOf(Alignment.NUMBER_WORDS.indexOf(r.group(1).toLowerCase(Locale.ROOT))));
    }

    /**
     * "we'll need two helmets", "put a child seat on one of them": the count said of the list's own thing (Helmets, Child
     * seats) is the option that is that number. Only in a list of bare numbers (and None).
     */
    static Optional<Element> byNamedCount(String text, String name, List<Element> options) {
        if (text == null || name == null || options.isEmpty()
                || !options.stream().allMatch(e -> e.label().strip().matches("(?i)\\d{1,2}\\+?|none|no"))
                || options.stream().filter(e -> e.label().strip().matches("\\d{1,2}\\+?")).count() < 2) {
            return Optional.empty();
        }
        String[] words = name.strip().toLowerCase(Locale.ROOT).replaceAll("\\(.*?\\)", "").strip().split("\\s+");
        // the list's last word is its thing, with or without its plural
        String thing = words[words.length - 1].replaceAll("(?:es|s)$", "");
        if (thing.length() < 3) {
            return Optional.empty();
        }
        Matcher m = Pattern.compile("(?i)\\b(\\d{1,2}|an?|" + NUMBER_WORDS + ")\\s+(?:[\\p{L}'-]+\\s+){0,2}?"
                + Pattern.quote(thing) + "(?:e?s)?\\b").matcher(text);
        if (!m.find() || NEGATION.matcher(text.substring(0, m.start())).find()) {
            return Optional.empty();
        }
        String n = m.group(1).matches("(?i)an?") ? "1" : digits(m.group(1));
        return options.stream().filter(e -> e.label().strip().replace("+", "").equals(n)).findFirst();
    }

    /** "an MOT and a full service" says the option MOT and full service: the words without their articles. */
    private static String unarticled(String text) {
        return text.replaceAll("(?i)\\b(?:a|an|the)\\s+", "");
    }

    /**
     * The one option the text says by a word no other option has: "just the window I'm in" says Current window of Entire
     * screen, Current window and Selected area; "60 frames a second" says 60 fps. Words every option shares ("fps") tell
     * none apart; a word after "not" or "rather than" is not said. Read only when no option stands in the text whole.
     */
    static Optional<Element> byWord(String text, List<Element> options) {
        List<Element> named = options.stream().filter(e -> e.label().strip().length() >= 2).toList();
        List<Element> said = new java.util.ArrayList<>();
        for (Element e : named) {
            boolean says = false;
            // ("14:00" is said as a time, never by the 14 of "Saturday 14 February")
            boolean clock = time(e.label());
            java.util.Set<String> own = Alignment.content(e.label());
            for (String w : own) {
                if (clock && w.matches("\\d+")) {
                    continue;
                }
                boolean shared = named.stream().filter(o -> o != e).anyMatch(o -> Alignment.content(o.label()).contains(w));
                // (".zip" is said by "zip"; "Smallest file" is not said by "a zip file": a file is what everything here makes)
                boolean whole = own.size() == 1 && w.length() == 3;
                if (!shared && !BARE.contains(w) && !Places.kindWord(w) && (w.length() >= 4 || whole || w.matches("\\d+")) && says(text, w)) {
                    says = true;
                }
            }
            if (says) {
                said.add(e);
            }
        }
        return said.size() == 1 ? Optional.of(said.get(0)) : Optional.empty();
    }

    /**
     * The one option nearest in meaning to a part of the text: "it arrived with a cracked lid" is It arrived damaged of
     * late, missing, damaged and the wrong item; "send a new one rather than refund me" is Send a replacement. Each
     * sentence part is read without what follows a "not" or "rather than"; in the part that points best, the option must
     * be near (cosine 0.4) and clearly nearer than the next (by 0.1). Empty without the model.
     */
    /** "There are three of us", "a table for four", "2 adults": how many people the text says. */
    private static final java.util.regex.Pattern PEOPLE = java.util.regex.Pattern.compile("(?i)\\b(?:there\\s+(?:are|will\\s+be)\\s+"
            + "(?<a>\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\\s+of\\s+us|(?<b>\\d{1,2}|one|two|three|four|five|six|seven|eight|"
            + "nine|ten)\\s+(?:of\\s+us|people|persons|passengers|guests|adults|travellers|travelers|diners)|(?:for|party\\s+of|group\\s+of)\\s+"
            + "(?<c>\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)(?![:.]\\d|\\s*(?:am|pm|a\\.m|p\\.m|o'clock)\\b)"
            + "(?:\\s+(?:people|of\\s+us|guests))?\\b)");

    /**
     * "There are three of us" in a list of passenger counts (1, 2, 3, 4, "5 or 6 (people carrier)"): the option whose number
     * is the count, or whose range holds it. Only where most options start with a number.
     */
    static Optional<Element> byCount(String text, List<Element> options) {
        java.util.regex.Matcher m = PEOPLE.matcher(text == null ? "" : text);
        String said = null;
        while (m.find()) {
            // ("there are three of us" says it more plainly than a "for four" elsewhere in the sentence)
            String plain = m.group("a") != null ? m.group("a") : m.group("b");
            said = plain != null ? plain : said == null ? m.group("c") : said;
            if (plain != null) {
                break;
            }
        }
        if (said == null || options.isEmpty()) {
            return Optional.empty();
        }
        int n = (int) DocumentEdits.count(said);
        java.util.regex.Pattern lead = java.util.regex.Pattern.compile("^\\s*(\\d{1,2})(?:\\s*(?:or|-|–|to)\\s*(\\d{1,2}))?\\b.*");
        long numbered = options.stream().filter(e -> lead.matcher(e.label()).matches()).count();
        if (numbered * 10 < options.size() * 6) {
            return Optional.empty();
        }
        return options.stream().filter(e -> {
            java.util.regex.Matcher l = lead.matcher(e.label());
            if (!l.matches()) {
                return false;
            }
            int low = Integer.parseInt(l.group(1));
            int high = l.group(2) == null ? low : Integer.parseInt(l.group(2));
            return low <= n && n <= high;
        }).findFirst();
    }

    static Optional<Element> byMeaning(String text, List<Element> options, Grounder grounder) {
        List<Element> named = options.stream().filter(e -> e.label().strip().length() >= 2
                && !BARE.contains(e.label().strip().toLowerCase(Locale.ROOT))).toList();
        if (named.size() < 2 || grounder == null) {
            return Optional.empty();
        }
        Element chosen = null;
        double chosenCos = 0;
        for (String part : text.split("[.;:!?]|,\\s*(?:and|but|then)?|\\b(?:and|but|then)\\b")) {
            String kept = part.replaceFirst("(?i)(?:\\b(?:not|no|never|without|except|instead\\s+of|rather\\s+than)|n't)\\b.*$", "").strip();
            if (kept.split("\\s+").length < 2) {
                continue;
            }
            Optional<double[]> cos = grounder.similarity(kept, named);
            if (cos.isEmpty()) {
                return Optional.empty();
            }
            double[] c = cos.get();
            int top = 0;
            for (int i = 1; i < c.length; i++) {
                top = c[i] > c[top] ? i : top;
            }
            double next = 0;
            for (int i = 0; i < c.length; i++) {
                next = i != top ? Math.max(next, c[i]) : next;
            }
            // each part of the sentence on its own: the part that says this drop-down's subject points at one option clearly
            if (c[top] >= 0.4 && c[top] - next >= 0.1 && c[top] > chosenCos) {
                chosen = named.get(top);
                chosenCos = c[top];
            }
        }
        return Optional.ofNullable(chosen);
    }

    /**
     * The one item of a list the text names by what it is, the last word of its name: "the teapot I ordered" is the
     * Cast-iron teapot, not the Teapot warmer (a warmer); none when two items end in words the text says.
     */
    static Optional<Element> byHead(String text, List<Element> items) {
        List<Element> said = items.stream().filter(e -> {
            List<String> words = List.copyOf(Alignment.content(e.label().replaceAll("\\(.*?\\)", " ")));
            String head = words.isEmpty() ? "" : words.get(words.size() - 1);
            return head.length() >= 4 && !head.matches(".*\\d.*") && (says(text, head) || says(text, head + "s"));
        }).toList();
        return said.size() == 1 ? Optional.of(said.get(0)) : Optional.empty();
    }

    /** A time of day without its half of the day: "8:30", "8.30". */
    private static final Pattern BARE_CLOCK = Pattern.compile("(?i)(?<![\\d:.])(\\d{1,2})[:.](\\d{2})(?![\\d:.])(?!\\s*(?:am|pm|a\\.m|p\\.m))");

    /**
     * The times the text says, written as a time list writes them: "at 8 in the evening" is " 20:00", "9.30am" " 09:30"
     * (and " 9:30"), so a drop-down of times has the option the goal means.
     */
    /** An option that is a time of day and nothing else: "14:00", "9.30", "7:15 pm". */
    static boolean time(String label) {
        return label.strip().matches("(?i)\\d{1,2}[:.]\\d{2}(?:\\s*[ap]\\.?m\\.?)?");
    }

    /** Words that put a bare hour from six to eleven in the evening. */
    private static final Pattern EVENING = Pattern.compile("(?i)\\b(?:eat(?:ing)?|dinner|supper|tea\\s*time|evening|tonight|"
            + "night|party|film|show|concert)\\b");

    static String clock(String text) {
        StringBuilder out = new StringBuilder();
        for (java.time.LocalTime t : dev.tca.brain.plan.ClockWords.in(text)) {
            out.append(String.format(Locale.ROOT, " %02d:%02d %d:%02d", t.getHour(), t.getMinute(), t.getHour(), t.getMinute()));
        }
        // "until I get up at 7" where the list writes "Until 07:00 tomorrow": an hour said bare is that hour
        for (int h : dev.tca.brain.plan.ClockWords.bareHours(text)) {
            out.append(String.format(Locale.ROOT, " %02d:00 %d:00", h, h));
            if (h >= 1 && h <= 5 || h >= 6 && h <= 11 && EVENING.matcher(text).find()) {
                // "bring them back by 4": an hour from one to five said bare is mostly the afternoon's; "we're eating at 7"
                // is the evening's (a list with both says neither)
                out.append(String.format(Locale.ROOT, " %02d:00", h + 12));
            }
        }
        // "drop it off at 8:30" where the list writes 08:30: a time without its half of the day, written both ways
        Matcher bare = BARE_CLOCK.matcher(text);
        while (bare.find()) {
            int h = Integer.parseInt(bare.group(1));
            int m = Integer.parseInt(bare.group(2));
            if (h < 24 && m < 60) {
                out.append(String.format(Locale.ROOT, " %02d:%02d %d:%02d", h, m, h, m));
            }
        }
        return out.toString();
    }

    /** The text says the label as whole words, not negated; a short all-capitals label (IT, CSV) only in capitals. */
    static boolean says(String text, String label) {
        boolean acronym = label.length() <= 4 && label.equals(label.toUpperCase(Locale.ROOT))
                && label.chars().anyMatch(Character::isLetter);
        Matcher m = Pattern.compile((acronym ? "" : "(?i)") + "(?<![\\w-])" + Pattern.quote(label) + "(?![\\w-])").matcher(text);
        while (m.find()) {
            if (!NEGATION.matcher(text.substring(0, m.start())).find()) {
                return true;
            }
        }
        return false;
    }

    /**
     * What a drop-down shows once opened: the items the tree lists, and read from pixels the lines in
     * its column within a screenful above or below it (a GTK pop-up lays the current option over it).
     */
    static List<Element> below(Element combo, List<Element> pool) {
        // (a table's cells behind a dialog are no options of its drop-down: only what lies in the list's column)
        return pool.stream().filter(e -> e.id() != combo.id() && !e.label().isBlank()
                && (OPTIONS.contains(e.role()) || e.role() == Role.TEXT || e.role() == Role.LABEL)
                && e.box().x() < combo.box().right() && e.box().right() > combo.box().x()
                && Math.abs(e.box().center().y() - combo.box().center().y()) < 400).toList();
    }

    /** The roles a dropped list's entries have in a tree. */
    static final Set<Role> OPTIONS = java.util.EnumSet.of(Role.LIST_ITEM, Role.MENU_ITEM, Role.TREE_ITEM);
}
