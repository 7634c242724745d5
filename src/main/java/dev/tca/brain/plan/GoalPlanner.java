package dev.tca.brain.plan;

import dev.tca.core.BadInputException;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a goal as people type it into a plan of typed sub-goals: splits it into clauses, reads
 * each with the grammar, and asks the fallback classifier (when there is one) only about
 * clauses the grammar is unsure of. "Open the X menu" followed by an item becomes one menu path.
 */
public final class GoalPlanner {

    /** Longer goals are refused rather than read: nobody types a 2,000-character command, and regexes stay fast. */
    static final int MAX_CHARS = 2000;
    /** The grammar's confidence below which the fallback is asked (the grammar gives 0.9 for a known verb). */
    private static final double UNSURE = 0.5;
    /** The fallback's confidence it needs to overrule the grammar; see PlanBench for the figures behind it. */
    private static final double OVERRULE = 0.5;
    private static final Pattern CONTROL = Pattern.compile("[\\p{Cc}\\p{Cf}&&[^\\n\\r\\t]]");
    private static final Pattern LOGIN_WITH = Pattern.compile(
            "\\b(log\\s*in|sign\\s*in)\\s+(?:as\\s+(\\S+)\\s+)?with\\s+(.+?)(?=\\s*(?:[,;.]\\s|[,;]|\\bthen\\b|$))",
            Pattern.CASE_INSENSITIVE);

    private final ActionClassifier fallback;
    private final ClauseGrammar grammar;
    private final LocalDate today;

    /** "Could you ...", "please can you ...": a request for an act, not for something to be told or read. */
    private static final String ASKS_ACT = "(?:please\\s+)?(?:can|could|would|will)\\s+you\\s+(?:please\\s+)?"
            + "(?!tell|say|show\\s+me|let\\s+me\\s+know|read)";
    private static final java.util.regex.Pattern REQUEST = java.util.regex.Pattern.compile("^\\s*" + ASKS_ACT + "\\p{L}",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    public GoalPlanner(ActionClassifier fallback) {
        this(fallback, LocalDate.now());
    }

    /** @param today what "the 15th" and dates without a year refer to */
    public GoalPlanner(ActionClassifier fallback, LocalDate today) {
        this.fallback = fallback;
        this.grammar = new ClauseGrammar(today);
        this.today = today;
    }

    /** Whether a line of screen text reads as an instruction to a person: it starts with a verb the grammar knows. */
    public static boolean readsAsInstruction(String text) {
        String t = text.strip();
        return t.split("\\s+").length >= 3 && t.length() <= 300 && Words.startsWithVerb(Words.dropPoliteness(t));
    }

    /** @throws BadInputException (one line) for an empty, overlong or actionless goal */
    public Plan plan(String goal) {
        String g = Payments.written(Bookings.written(clean(goal), today));
        List<SubGoal> steps = new ArrayList<>();
        List<SubGoal> seats = new ArrayList<>();
        Matcher seated = SEATS.matcher(g);
        if (seated.find() && seated.start() > 0) {
            // "..., seats F7 and F8, and confirm": each seat is chosen once the showing is open, before the booking is sent
            Matcher code = SEAT_CODE.matcher(seated.group(1));
            while (code.find()) {
                seats.add(SubGoal.of(Kind.CHOOSE, "seat " + code.group()));
            }
            g = (g.substring(0, seated.start()) + g.substring(seated.end())).replaceAll("\\s+,", ",").replaceAll(",\\s*,", ",").strip();
        }
        try {
            for (String clause : ClauseSplitter.split(g)) {
                String c = Words.correctVerb(Words.dropPoliteness(clause));
                List<SubGoal> read = repeated(c, Copying.pasted(c, read(c), steps));
                if (!steps.isEmpty() && steps.get(steps.size() - 1).kind() == Kind.KEY && BARE_KEY.matcher(c.strip()).matches()) {
                    // "press Tab twice and then Enter": the verb of the keys before carries to the bare key name
                    read = List.of(ClauseGrammar.key(dev.tca.core.KeyChord.parse(c.strip().replaceAll("[.!]+$", ""))));
                }
                if (read.size() == 1 && !steps.isEmpty() && read.get(0).equals(steps.get(steps.size() - 1))
                        && read.get(0).kind() == Kind.CHOOSE) {
                    continue; // "order them by date, newest first": the second clause only says the order again
                }
                SubGoal again = steps.isEmpty() ? null : sameThing(c, read, steps.get(steps.size() - 1));
                steps.addAll(again != null ? List.of(again) : itsThing(c, opened(c, read, steps), steps));
            }
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw new BadInputException("cannot read the goal '" + shortened(g) + "': " + e.getMessage());
        }
        if (steps.isEmpty()) {
            throw new BadInputException("the goal '" + shortened(g) + "' names no action");
        }
        for (int i = 1; i < steps.size(); i++) {
            // "I dropped my phone on Saturday and cracked the screen": the second verb is still what happened, not an act
            if (steps.get(i - 1).kind() == Kind.NOTE && Words.happened(steps.get(i - 1).target()) && steps.get(i).kind() == Kind.CLICK
                    && steps.get(i).target() != null && PAST_ACT.matcher(steps.get(i).target().strip()).lookingAt()) {
                steps.set(i, SubGoal.of(Kind.NOTE, "I " + steps.get(i).target()));
            }
        }
        if (steps.stream().anyMatch(s -> s.kind() != Kind.NOTE)) {
            // "Hartley & Sons paid invoice 2231 ...": what happened says why; the steps after it say what to do (a row read
            // against the screen from it would be clicked)
            steps.removeIf(s -> s.kind() == Kind.NOTE && Words.happened(s.target()));
        }
        if (steps.stream().anyMatch(s -> s.kind() != Kind.NOTE && !toldAboutUs(s))) {
            // "We're two adults and two kids. What would tickets cost?", "I need a van tomorrow ... Book it.": who is asking
            // and what for, told beside the steps that ask; no control is labelled with a sentence about "we"
            steps.replaceAll(s -> toldAboutUs(s) ? SubGoal.of(Kind.NOTE, told(s)) : s);
        }
        steps = changedBy(g, steps);
        if (!seats.isEmpty()) {
            SubGoal lastStep = steps.isEmpty() ? null : steps.get(steps.size() - 1);
            boolean sends = lastStep != null && steps.size() > 1 && (lastStep.kind() == Kind.CONFIRM || lastStep.kind() == Kind.CLICK
                    && lastStep.target() != null && lastStep.target().matches("(?i)(?:pay|confirm|checkout|check\\s+out|purchase|buy|"
                    + "continue|submit|book)\\b.*"));
            int before = sends ? steps.size() - 1 : steps.size();
            steps.addAll(before, seats);
        }
        return new Plan(goal, mergeMenus(afterSearch(actLast(beforeMoving(oneIsTheThingNeeded(withoutIt(toldBeforeSending(steps))))))));
    }

    private static final Pattern SENDS = Pattern.compile("(?i)(?:book|reserve|confirm|submit|send|pay|place\\s+order|order|buy|"
            + "check\\s*out|register|sign\\s+up|apply)\\b.*");

    /**
     * "Book a table for four on Friday at 8pm. We'd like to sit by the window, and it's a birthday.": what is told after the
     * booking is part of it, so it is set before the booking is sent (a person says the details after the ask).
     */
    private static List<SubGoal> toldBeforeSending(List<SubGoal> steps) {
        int send = -1;
        for (int i = 0; i < steps.size(); i++) {
            SubGoal s = steps.get(i);
            // (a short press: "book table", not "order the Diavola as a large with thin crust", a sentence read against the form)
            if (s.kind() == Kind.CONFIRM || s.kind() == Kind.CLICK && s.target() != null && SENDS.matcher(s.target().strip()).matches()
                    && s.target().strip().split("\\s+").length <= 3) {
                send = i;
            }
        }
        if (send < 0 || send == steps.size() - 1 || steps.subList(send + 1, steps.size()).stream().anyMatch(s -> s.kind() != Kind.NOTE)) {
            return steps;
        }
        List<SubGoal> out = new ArrayList<>(steps.subList(0, send));
        out.addAll(steps.subList(send + 1, steps.size()));
        out.add(steps.get(send));
        return out;
    }

    /** ", seats F7 and F8,", "in seats 12C and 12D": seat codes said beside a booking. */
    private static final Pattern SEATS = Pattern.compile("(?:,\\s*|\\s+(?:in|with)\\s+)seats?\\s+((?:\\p{Lu}\\d{1,2}|\\d{1,2}\\p{Lu})"
            + "(?:\\s*(?:,|and|&)\\s*(?:\\p{Lu}\\d{1,2}|\\d{1,2}\\p{Lu}))*)(?=\\s*(?:,|;|\\.|$|\\s+and\\b|\\s+then\\b))");
    private static final Pattern SEAT_CODE = Pattern.compile("\\p{Lu}\\d{1,2}|\\d{1,2}\\p{Lu}");

    /** "two degrees warmer than the heater is set to now", told: a change by an amount, its way said by the comparative. */
    private static final Pattern COMPARED = Pattern.compile("(?i)\\b(\\d+(?:\\.\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|a|an)"
            + "\\s+(?:more\\s+)?(?:degrees?|notch(?:es)?|steps?|levels?|points?|percent|%|minutes?|mins?)\\s+(warmer|hotter|higher|"
            + "louder|brighter|faster|bigger|longer|colder|cooler|lower|quieter|softer|dimmer|darker|slower|smaller|shorter)\\s+than\\b");

    /**
     * "The tetras need the water two degrees warmer than the heater is set to now. Change it for me.": the told sentence
     * is the whole ask once "change it" points at it; the control is the one the screen shows (no name is said for it).
     */
    private static List<SubGoal> changedBy(String goal, List<SubGoal> steps) {
        if (steps.stream().anyMatch(s -> s.kind() != Kind.NOTE)
                || java.util.Arrays.stream(goal.split("[.!?;]+")).noneMatch(c -> !c.isBlank() && Words.pronounAct(c))) {
            return steps;
        }
        for (SubGoal s : steps) {
            Matcher m = s.target() == null ? null : COMPARED.matcher(s.target());
            if (m != null && m.find()) {
                String amount = m.group(1).toLowerCase(java.util.Locale.ROOT);
                Double n = amount.equals("a") || amount.equals("an") ? Double.valueOf(1) : Words.number(amount);
                boolean up = m.group(2).toLowerCase(java.util.Locale.ROOT).matches("warmer|hotter|higher|louder|brighter|faster|bigger|longer");
                if (n != null) {
                    // (the told sentence becomes the change: left as a note, its words would be read against the screen's
                    // buttons, "the heater is set" pressing Set heater)
                    List<SubGoal> out = new ArrayList<>(steps);
                    out.remove(s);
                    out.add(new SubGoal(Kind.SET_VALUE, null, null, null, null, false, null, n, null,
                            up ? dev.tca.core.Action.Direction.UP : dev.tca.core.Action.Direction.DOWN, null, null, null));
                    return out;
                }
            }
        }
        return steps;
    }

    private static final Pattern NEEDED = Pattern.compile("(?i)\\b(?:need|want|'d\\s+like|would\\s+like|looking\\s+for|after)\\s+"
            + "(?:a|an|some|another)\\s+(?:new\\s+|big\\s+|small\\s+|cheap\\s+)?(\\p{L}{3,})\\b");
    private static final Pattern THE_ONE = Pattern.compile("(?i)(.+?)\\s+(?:one|option)");

    /**
     * "I need a van tomorrow ... Take the closest one": "one" is the thing the told sentence needs, so the closest van,
     * not the closest car.
     */
    private static List<SubGoal> oneIsTheThingNeeded(List<SubGoal> steps) {
        String thing = steps.stream().filter(s -> s.kind() == Kind.NOTE && s.target() != null)
                .map(s -> NEEDED.matcher(s.target())).filter(Matcher::find).map(m -> m.group(1).toLowerCase(java.util.Locale.ROOT))
                .findFirst().orElse(null);
        if (thing == null) {
            return steps;
        }
        List<SubGoal> out = new ArrayList<>(steps);
        out.replaceAll(s -> {
            Matcher m = s.target() == null || s.kind() != Kind.CHOOSE && s.kind() != Kind.CLICK ? null : THE_ONE.matcher(s.target().strip());
            return m != null && m.matches() ? s.withTarget(m.group(1) + " " + thing) : s;
        });
        return out;
    }

    private static final String FIELD_WORDS = "(\\p{L}+(?:\\s+\\p{L}+)?)(?=\\s*(?:[,;.]|$|\\band\\b|\\bthen\\b))";
    private static final Pattern IS_ON_THE = Pattern.compile("(?i)\\b\\p{L}+(?:\\s+\\p{L}+)?\\s+(?:is|reads|says|shows|was)\\s+"
            + "(\\d[\\d,.]*)\\s+(?:on|for|at)\\s+the\\s+" + FIELD_WORDS);
    private static final Pattern AND_ON_THE = Pattern.compile("(?i)\\band\\s+(\\d[\\d,.]*)\\s+(?:on|for|at)\\s+the\\s+" + FIELD_WORDS);
    private static final Pattern SAYS = Pattern.compile("(?i)\\bthe\\s+(\\p{L}+(?:\\s+\\p{L}+)?)\\s+(?:says|reads|shows)\\s+(\\d[\\d,.]*)\\b");

    /**
     * "electricity is 48213 on the day rate and 19077 on the night rate, and the gas meter says 7342": readings, each
     * the value of a field ("the day rate is 48213"), when the goal gives two numbers or more.
     */
    static String readings(String g) {
        if (!g.matches("(?s).*\\d.*\\D\\d.*") || Words.firstQuoted(g) != null) {
            return g;
        }
        String out = IS_ON_THE.matcher(g).replaceAll("the $2 is $1");
        out = AND_ON_THE.matcher(out).replaceAll("and the $2 is $1");
        return SAYS.matcher(out).replaceAll("the $1 is $2");
    }

    /** A verb in the past that goes on a story ("... and cracked the screen"), not one of the few that end so and command. */
    private static final Pattern PAST_ACT = Pattern.compile("(?i)(?!(?:\\p{L}*eed|embed|shed|wed|bed|red|bred|sled)\\b)\\p{L}{2,}ed\\b");

    /** "We're two adults", "I woke up with a fever", "I should be back on Thursday": I or we, a verb, and more. */
    private static final Pattern ABOUT_US = Pattern.compile("(?i)(?:i|we)(?:'m|'re|'ve|'d|'ll|\\s+(?:am|are|was|were|need|have|had|want|"
            + "wanted|should|shall|will|would|can't|cannot|won't|woke|feel|felt|got|just|only|also|already|still|really|might|may|"
            + "must|usually|never|live|work|use|drive|cycle|commute|travel|own|rent|study|eat|sleep|stay|love|prefer|leave|"
            + "start|finish|go|walk|run|play|keep|share))\\s+\\S+(?:\\s+\\S+){1,}");

    /** A click on a sentence about the person ("We're two adults and two kids"): what they tell, not a control's label. */
    private static boolean toldAboutUs(SubGoal s) {
        return s.kind() == Kind.CLICK && s.target() != null && ABOUT_US.matcher(told(s)).matches();
    }

    /** The sentence a click on it was read from: "We live" in "flat with no garden" is "We live in flat with no garden". */
    private static String told(SubGoal s) {
        return s.target().strip() + (s.where().container() == null ? "" : " in " + s.where().container());
    }

    /**
     * "like Harbour Lights and start playing it", "bookmark Ines's post and like it too": "it" is the
     * row the step before acted in, so this verb's button is pressed in that row too.
     */
    private static SubGoal sameThing(String clause, List<SubGoal> read, SubGoal before) {
        if (before.kind() == Kind.KEY && before.chord().toString().equals("ctrl+a")
                && clause.strip().matches("(?i)(?:delete|erase|remove|clear|wipe)(?:\\s+(?:it|them|that|this|everything|it\\s+all))?[.!]?")) {
            // "select all the text and delete it": the selection goes with the Delete key, not a Delete button
            return new SubGoal(Kind.KEY, null, null, null, null, false, null, null, null, null, null,
                    dev.tca.core.KeyChord.parse("Delete"), null);
        }
        Matcher m = PRONOUN_ACT.matcher(clause.strip());
        // "save it", "send it", "open it" keep the grammar's own act for their verb
        if (!m.matches() || read.size() != 1 || read.get(0).kind() != Kind.CLICK || before.kind() != Kind.CLICK
                || before.where().container() == null) {
            return null;
        }
        String verb = m.group(1).toLowerCase(java.util.Locale.ROOT);
        if (m.group(2) != null) {
            verb = verb.replaceFirst("([^aeiou])\\1$", "$1"); // "stopping" -> "stop"
        }
        return SubGoal.of(Kind.CLICK, verb).withWhere(before.where());
    }

    /**
     * "Star Lena's email ... and file it in the Events folder", "rename X to Y, then move it into ...": the
     * row act of a clause that says "it" acts on the thing an earlier step acted on, by its new name if it
     * was renamed.
     */
    /** "Kofi's pull request about rate limiting can't be merged ...": whose thing, and what it is about. */
    private static final Pattern THEIRS_ABOUT = Pattern.compile("((?-i:\\p{Lu})[\\p{L}-]*)['’]s\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:about|on|for|"
            + "called|named|titled)\\s+(?:the\\s+)?([\\p{L}\\p{N}][\\p{L}\\p{N} -]{2,40}?)(?=\\s+(?:can't|cannot|is|isn't|was|has|hasn't|needs|"
            + "won't|doesn't|should|must|still|keeps)\\b|\\s*[,.;:]|\\s*$)", Pattern.CASE_INSENSITIVE);

    /**
     * "Kofi's pull request about rate limiting can't be merged ...: label it needs-docs": the thing told about is
     * opened (its row that says what it is about, of the person named) before the first step that acts on "it".
     */
    private static List<SubGoal> opened(String clause, List<SubGoal> read, List<SubGoal> before) {
        if (read.isEmpty() || !clause.matches("(?i).*\\bit\\b.*") || read.get(0).kind() == Kind.NOTE) {
            return read;
        }
        for (SubGoal told : before) {
            Matcher about = told.kind() == Kind.NOTE ? THEIRS_ABOUT.matcher(told.target()) : null;
            if (about != null && about.find()) {
                String topic = about.group(2).strip();
                if (before.stream().anyMatch(s -> s.kind() != Kind.NOTE && topic.equalsIgnoreCase(s.target()))) {
                    return read;
                }
                List<SubGoal> out = new ArrayList<>(read);
                SubGoal first = read.get(0);
                if (first.kind() == Kind.CLICK && first.where().isEmpty() && first.target() != null && first.target().matches(ROW_ACT)) {
                    // "Sara's expense claim about the taxi has no receipt: reject it": the Reject of that row, nothing to open
                    out.set(0, first.withWhere(Qualifiers.NONE.withContainer(topic + " " + about.group(1))));
                    return out;
                }
                out.add(0, SubGoal.of(Kind.CLICK, topic).withWhere(Qualifiers.NONE.withContainer(about.group(1))));
                return out;
            }
        }
        return read;
    }

    /** Verbs a row's own button does: the row is acted on where it stands, not opened first. */
    private static final String ROW_ACT = "(?i)approve|reject|decline|accept|delete|remove|archive|cancel|refund|pay|mark\\s+as\\s+\\p{L}+"
            + "|star|pin|flag|mute|block|follow|unfollow|like|dismiss|restore|resend|download|print|duplicate";

    private static final Pattern MINE = Pattern.compile("(?i)\\b(?:my|our)\\s+(\\p{L}[\\p{L}-]*(?:\\s+\\p{L}[\\p{L}-]*){0,7}?)"
            + "(?=\\s*(?:[,;.!?]|$))");

    private static List<SubGoal> itsThing(String clause, List<SubGoal> read, List<SubGoal> before) {
        // ("give it a thumbs up" reads as the thumbs up on "it")
        boolean onIt = !read.isEmpty() && read.get(0).where().container() != null
                && read.get(0).where().container().strip().matches("(?i)it|them|this|that");
        if (read.isEmpty() || read.get(0).kind() != Kind.CLICK && !onIt || read.get(0).target() == null || !read.get(0).where().isEmpty() && !onIt
                || !IT.matcher(clause).find()) {
            return read;
        }
        for (SubGoal told : before) {
            // "Hartley & Sons paid invoice 2231 ... Could you record that payment?": the thing the told sentence numbers
            Matcher numbered = told.kind() == Kind.NOTE ? NUMBERED.matcher(told.target()) : null;
            if (numbered != null && numbered.find()) {
                List<SubGoal> out = new ArrayList<>(read);
                // (by its number alone: a table shows "#2231" in the row, not the word "invoice")
                out.set(0, read.get(0).withWhere(Qualifiers.NONE.withContainer(numbered.group(1))));
                return out;
            }
        }
        for (int i = before.size() - 1; i >= 0; i--) {
            String thing = before.get(i).where().container();
            // ("my work alarm needs to go off on Saturdays too. Also give it a ten-minute snooze": the alarm ticked on)
            if ((before.get(i).kind() == Kind.CLICK || onIt && before.get(i).kind() != Kind.NOTE) && thing != null) {
                boolean renamed = "rename".equalsIgnoreCase(before.get(i).target()) && i + 1 < before.size()
                        && before.get(i + 1).kind() == Kind.TYPE;
                List<SubGoal> out = new ArrayList<>(read);
                out.set(0, read.get(0).withWhere(Qualifiers.NONE.withContainer(renamed ? before.get(i + 1).text() : thing)));
                return out;
            }
        }
        for (int i = before.size() - 1; i >= 0; i--) {
            // "I've misplaced my debit card, it's probably at home. Freeze it": the thing of mine the told sentence names
            Matcher mine = before.get(i).kind() == Kind.NOTE && clause.matches("(?i).*\\bit\\b.*") ? MINE.matcher(before.get(i).target()) : null;
            if (mine != null && mine.find()) {
                List<SubGoal> out = new ArrayList<>(read);
                // ("I dropped my phone on Saturday": the phone, not when it fell)
                String thing = mine.group(1).replaceFirst("(?i)\\s+(?:on|at|in|last|this|yesterday|today|earlier|while|when)\\b.*$", "");
                if (thing.split("\\s+").length > 4) {
                    continue; // a clause of its own, not a thing's name
                }
                // ("sign it out": the act is Sign out, on the thing)
                String act = read.get(0).target().replaceAll("(?i)\\s+(?:it|them)\\b(?=\\s+\\S)", "");
                out.set(0, read.get(0).withTarget(act).withWhere(Qualifiers.NONE.withContainer(thing)));
                return out;
            }
        }
        if (onIt) {
            // "open the kettle review and give it a thumbs up": what was opened is the screen now, no row of it
            List<SubGoal> out = new ArrayList<>(read);
            out.set(0, read.get(0).withWhere(Qualifiers.NONE));
            return out;
        }
        return read;
    }

    /** "click Next three times", "press + twice": the one click or key the clause reads as, done that many times. */
    private List<SubGoal> repeated(String clause, List<SubGoal> read) {
        Matcher times = TIMES.matcher(clause);
        if (!times.matches() || Words.firstQuoted(times.group(2)) != null || read.size() != 1
                || read.get(0).kind() == Kind.SCROLL || read.get(0).kind() == Kind.SET_VALUE) {
            return read; // "scroll up 5 times" is one scroll of 5
        }
        String n = times.group(2).toLowerCase(java.util.Locale.ROOT);
        int repeats = n.startsWith("twice") ? 2 : n.startsWith("thrice") ? 3 : Words.number(n.split("\\s+")[0]).intValue();
        List<SubGoal> once = read(times.group(1));
        return once.size() == 1 && (once.get(0).kind() == Kind.CLICK || once.get(0).kind() == Kind.KEY)
                ? java.util.Collections.nCopies(Math.min(repeats, 20), once.get(0)) : read;
    }

    private static final Pattern TIMES = Pattern.compile("(?i)^(.+?)\\s+((?:twice|thrice|(?:\\d{1,2}|two|three|four|five|six|"
            + "seven|eight|nine|ten)\\s+times)(?:\\s+(?:in\\s+a\\s+row|more))?)[.!]?$");
    private static final Pattern BARE_KEY = Pattern.compile("(?i)(?:enter|return|escape|esc|tab|space|backspace|delete|up|down|left|"
            + "right|home|end|page\\s*up|page\\s*down)[.!]?");
    private static final Pattern IT = Pattern.compile("(?i)\\b(?:it|them|that\\s+\\p{L}+)\\b");
    /** "invoice 2231", "order #5521", "ticket 4838": a thing by its number. */
    private static final Pattern NUMBERED = Pattern.compile("(?i)\\b(?:invoice|order|ticket|booking|claim|case|issue|request|bill|"
            + "reservation|payment|transaction|shipment|parcel|room|seat|flight|account)\\s+(?:no\\.?\\s*|number\\s+)?#?(\\d[\\w-]*)");

    private static final Pattern PRONOUN_ACT = Pattern.compile("(?i)(?:(?:start|begin|go\\s+ahead\\s+and|also)\\s+)?"
            + "(\\p{L}+?)(ing)?\\s+(?:it|them|that\\s+one)(?:\\s+(?:too|also|as\\s+well|again|now|for\\s+me|right\\s+away))?[.!]?");

    private List<SubGoal> read(String clause) {
        ClauseGrammar.Reading reading = grammar.read(clause);
        if (fallback == null || reading.confidence() >= UNSURE || reading.steps().isEmpty()) {
            return reading.steps();
        }
        ActionClassifier.Guess guess = fallback.classify(clause);
        if (guess.kind() == reading.kind() || guess.confidence() < OVERRULE) {
            return reading.steps();
        }
        List<SubGoal> alternative = grammar.readAs(guess.kind(), clause);
        return alternative == null ? reading.steps() : alternative;
    }

    private static final Pattern BEFORE_THAT = Pattern.compile("(?i)\\b(\\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
            + "eleven|twelve)\\s+(day|week|fortnight|month)s?\\s+(before|after|ahead\\s+of|earlier\\s+than|later\\s+than)\\s+"
            + "(?:that|then|it|that\\s+date|that\\s+day|the\\s+date|the\\s+day)\\b");

    /** A day counted from the date the sentence before told: "six weeks before that" after "on 20 September". */
    private static String beforeThat(String g) {
        Matcher m = BEFORE_THAT.matcher(g);
        if (!m.find()) {
            return g;
        }
        DateWords.Found told;
        try {
            told = DateWords.find(g.substring(0, m.start()), java.time.LocalDate.now());
        } catch (BadInputException e) {
            return g;
        }
        Double n = m.group(1).matches("(?i)an?") ? Double.valueOf(1) : Words.number(m.group(1).toLowerCase(java.util.Locale.ROOT));
        if (told == null || told.date() == null || n == null) {
            return g;
        }
        long count = n.longValue() * (m.group(2).equalsIgnoreCase("fortnight") ? 2 : 1);
        java.time.temporal.ChronoUnit unit = switch (m.group(2).toLowerCase(java.util.Locale.ROOT)) {
            case "day" -> java.time.temporal.ChronoUnit.DAYS;
            case "month" -> java.time.temporal.ChronoUnit.MONTHS;
            default -> java.time.temporal.ChronoUnit.WEEKS;
        };
        boolean before = m.group(3).toLowerCase(java.util.Locale.ROOT).matches("before|ahead.*|earlier.*");
        java.time.LocalDate day = before ? told.date().minus(count, unit) : told.date().plus(count, unit);
        // (no year: the one the goal told, as the calendar on the screen counts it)
        String said = day.getDayOfMonth() + " " + day.getMonth().getDisplayName(java.time.format.TextStyle.FULL, java.util.Locale.UK)
                + (g.substring(told.start(), told.end()).matches(".*\\b\\d{4}\\b.*") ? " " + day.getYear() : "");
        String counted = g.substring(0, m.start()) + said + g.substring(m.end());
        // the sentence that told the date says what happens then, not what to do: the counted day replaces it
        int from = Math.max(0, Math.max(g.lastIndexOf(". ", told.start()), g.lastIndexOf("; ", told.start())) + 1);
        int end = g.indexOf(". ", told.end());
        if (end < 0 || end >= m.start() || Words.startsWithVerb(g.substring(from).strip())) {
            return counted;
        }
        return (counted.substring(0, from) + counted.substring(end + 1)).strip();
    }

    private static final Pattern THAT_DAY = Pattern.compile("(?i)\\b(pick|choose|select|book|use)\\s+(?:that|this|the\\s+same)\\s+"
            + "(?:day|date)\\b");

    private static final Pattern TOLD_TIME = Pattern.compile("(?i)\\b(?:at|by|from|until|till)\\s+(\\d{1,2}(?:[:.]\\d{2})?"
            + "(?:\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|o'clock))?)(?![\\d:%])(?!\\s*(?:st|nd|rd|th|min|hour|day|week|month|year|people|"
            + "degrees|°|percent|%|[£$€]))");

    private static final Pattern IN_TIME = Pattern.compile("(?i)\\b((?:gets?|arrives?|be|is)\\s+(?:(?:me|us|them|him|her)\\s+)?(?:there|in)"
            + ")\\s+in\\s+time\\b");

    private static final Pattern NOW = Pattern.compile("(?i)\\b(?:it'?s|it\\s+is|the\\s+time\\s+is)\\s+(\\d{1,2})[:.](\\d{2})\\s*"
            + "(am|pm)?\\s+now\\b(?:\\s*,?\\s*and\\s+)?");
    private static final Pattern LATER = Pattern.compile("(?i)\\b(?:at|by|until|till)\\s+(\\d{1,2})[:.](\\d{2})\\s*(am|pm)?");
    private static final Pattern TIMER_FOR = Pattern.compile("(?i)\\b(set|start)\\s+(?:the|a|my)\\s+(timer|countdown|alarm|reminder)"
            + "\\s+for\\s+(?:that|then|it|that\\s+time)\\b");

    /** "It's 10:20 now ... at 11:05. Set the timer for that.": the timer set to the minutes from the one time to the other. */
    private static String timerFor(String g) {
        Matcher now = NOW.matcher(g);
        Matcher timer = TIMER_FOR.matcher(g);
        if (!now.find() || !timer.find()) {
            return g;
        }
        Matcher later = LATER.matcher(g);
        if (!later.find(now.end()) || later.start() > timer.start()) {
            return g;
        }
        int from = minutes(now.group(1), now.group(2), now.group(3));
        int to = minutes(later.group(1), later.group(2), later.group(3));
        int span = Math.floorMod(to - from, 12 * 60);
        if (span == 0) {
            return g;
        }
        String set = timer.group(1) + " the " + timer.group(2) + " to " + span + " minutes";
        return (g.substring(0, now.start()) + g.substring(now.end(), timer.start()) + set + g.substring(timer.end())).strip();
    }

    private static final Pattern SPLIT = Pattern.compile("(?i)([£$€])\\s?(\\d+(?:\\.\\d{1,2})?)\\s+(?:for|between)\\s+(?:the\\s+|all\\s+)?"
            + "(\\p{L}+|\\d+)\\s+of\\s+us\\b");
    private static final Pattern SHARE = Pattern.compile("(?i)\\b(?:their|his|her|your|each\\s+one'?s|each\\s+person'?s)\\s+(?:share|part|bit|half)\\b");

    private static final Pattern GETS_THERE = Pattern.compile("(?i)\\s+(?:that|which|to|so\\s+it)\\s+(?:gets?|get|takes?)\\s+(?:it|me|us|the\\s+pot)"
            + "\\s+(?:there|to\\s+it|to\\s+that)\\s+(?:in|over|within|by\\s+the\\s+end\\s+of)\\s+(?:the\\s+)?(\\p{L}+|\\d+)\\s+(month|week)s?"
            + "(?:\\s+(?:i|we)(?:'ve|\\s+have)(?:\\s+got)?|\\s+(?:i|we)\\s+have|\\s+left|\\s+to\\s+go)?");
    private static final Pattern SAID_AMOUNT = Pattern.compile("([£$€])\\s?(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{2}))?");

    /** "£1,200 ... a monthly top-up that gets it there in the 8 months I've got": a top-up of £150. */
    private static String perPeriod(String g) {
        Matcher there = GETS_THERE.matcher(g);
        Matcher amount = SAID_AMOUNT.matcher(g);
        if (!there.find() || !amount.find() || amount.start() > there.start()) {
            return g;
        }
        Double count = there.group(1).matches("\\d+") ? Double.valueOf(there.group(1)) : Words.number(there.group(1).toLowerCase(java.util.Locale.ROOT));
        if (count == null || count < 1 || count > 120) {
            return g;
        }
        java.math.BigDecimal whole = new java.math.BigDecimal(amount.group(2).replace(",", "") + (amount.group(3) == null ? "" : "." + amount.group(3)));
        java.math.BigDecimal each = whole.divide(java.math.BigDecimal.valueOf(count.intValue()), 2, java.math.RoundingMode.CEILING);
        String said = each.stripTrailingZeros().scale() <= 0 ? each.toBigInteger().toString() : each.toPlainString();
        return g.substring(0, there.start()) + " of " + amount.group(1) + said + g.substring(there.end());
    }

    /** "their share" of an amount said to be for so many of us: the amount divided by that many. */
    private static String shareOf(String g) {
        Matcher split = SPLIT.matcher(g);
        Matcher share = SHARE.matcher(g);
        if (!split.find() || !share.find(split.end())) {
            return g;
        }
        Double count = Words.number(split.group(3));
        if (count == null || count < 2 || count > 50) {
            return g;
        }
        java.math.BigDecimal each = new java.math.BigDecimal(split.group(2)).divide(java.math.BigDecimal.valueOf(count.intValue()), 2,
                java.math.RoundingMode.HALF_UP);
        String amount = each.stripTrailingZeros().scale() <= 0 ? each.toBigInteger().toString() : each.toPlainString();
        return g.substring(0, share.start()) + split.group(1) + amount + " each" + g.substring(share.end());
    }

    private static int minutes(String h, String m, String half) {
        int hour = Integer.parseInt(h) % 12 + ("pm".equalsIgnoreCase(half) ? 12 : 0);
        return hour * 60 + Integer.parseInt(m);
    }

    /**
     * "Stop my photos from backing up over mobile data" as the setting it switches off, the doing then the thing
     * ("backing up over mobile data photos"), as the grammar reads such a clause; empty for other clauses.
     */
    public static java.util.Optional<String> switchedOff(String clause) {
        Matcher m = clause == null ? null : ClauseGrammar.STOP_FROM.matcher(clause.strip());
        return m != null && m.matches() ? java.util.Optional.of(m.group(2) + " " + m.group(1)) : java.util.Optional.empty();
    }

    private static String clean(String goal) {
        if (goal == null || goal.isBlank()) {
            throw new BadInputException("the goal is empty");
        }
        if (goal.length() > MAX_CHARS) {
            throw new BadInputException("the goal is " + goal.length() + " characters long; at most " + MAX_CHARS);
        }
        String g = CONTROL.matcher(goal).replaceAll(" ").replaceAll("[\\r\\n]+", "; ").replace('\t', ' ');
        g = Words.normaliseQuotes(g).strip();
        g = outsideQuotes(g, SpokenForms::plain);
        if (REQUEST.matcher(g).lookingAt()) {
            // "Could you switch my time zone to Tokyo?" asks for an act, not an answer, also before a sentence more
            g = g.replaceAll("\\?+$", "").replaceAll("\\?+(?=\\s+\\p{Lu})", ".");
        }
        // "Hartley & Sons paid invoice 2231. Could you record that payment?": a later sentence that asks for an act
        g = g.replaceAll("(?i)(?<=[.!;]\\s)\\s*" + ASKS_ACT + "(\\p{L}[^?]*)\\?+", "$1.");
        // "I want to catch the accessibility talk on the second day. Which room is it in?": the question is about that
        // talk (the day it is on stays in the goal, where the tab it names is looked for)
        Matcher going = GOING_TO.matcher(g);
        if (going.matches()) {
            String thing = going.group(1).replaceFirst("(?i)\\s+(?:on|at|in|during|this|next|tomorrow)\\b.*$", "");
            g = going.group(2).replaceFirst("(?i)\\b(?:it|they|them)\\b", Matcher.quoteReplacement(thing));
        }
        // "I want to send something back: start a return": the words after the colon say what to do
        g = g.replaceFirst("^(?i:i|we)\\s+(?i:want|need|would\\s+like|'d\\s+like|wish)\\b[^:;'\"]{0,80}:\\s+(?=\\S)", "");
        // "Kofi's pull request ... can't be merged until the docs are written: label it needs-docs": what is told, then what to do
        Matcher told = Pattern.compile("^([^:;.!?\"]{10,200}?):\\s+(?=\\p{L})").matcher(g);
        if (told.find() && Words.isStatement(told.group(1)) && Words.startsWithVerb(g.substring(told.end()))) {
            g = told.group(1) + ". " + g.substring(told.end());
        }
        // "I've started working Saturdays, so my work alarm needs to go off on Saturdays too": that day ticked on that alarm
        String day = "(?:mon|tues|wednes|thurs|fri|satur|sun)days?";
        g = Pattern.compile("(?i)(?:(?<=^|[.;!?]\\s)[^.;!?]*?,\\s*so\\s+|(?<=^|[.;!?]\\s))(?:my|the|our)\\s+([\\p{L} -]{2,40}?)\\s+(?:needs?\\s+to|should|"
                + "must|has\\s+to)\\s+(?:also\\s+)?(?:go\\s+off|ring|run|repeat|sound|come\\s+on|happen|be\\s+on)\\s+(?:on\\s+)?(" + day
                + "(?:\\s*(?:,|and|&)\\s*" + day + ")*)(?:\\s+too|\\s+as\\s+well)?").matcher(g)
                // (a day's box says "Saturday": "on Saturdays" is that day every week)
                .replaceAll(r -> Matcher.quoteReplacement("tick " + r.group(2).replaceAll("(?i)days\\b", "day") + " in the " + r.group(1)));
        // "turn it on in staging so QA can try it out": why it is done, said after "so", asks nothing of the screen
        // (not what I mean to do: "so I can pick them up at the Riverside branch" says where; nor a name or a number said in it)
        // "share it with tom@x.test so he can comment but not edit": what he may do is the share's role, not a reason
        g = outsideQuotes(g, t -> t.replaceAll("(?i)(\\bshare\\b(?:[^.;!?]|\\.(?=\\S))*?)\\s+so\\s+(?:that\\s+)?(?:he|she|they)\\s+can\\s+(?:only\\s+)?"
                + "(view|comment|edit)(?:\\s+but\\s+not\\s+\\p{L}+)?", "$1 as a $2 role"));
        // ", so there's time to renew them": why, said as what there will be
        g = outsideQuotes(g, t -> t.replaceAll("(?i),?\\s+so(?:\\s+that)?\\s+there(?:'s|\\s+is|\\s+will\\s+be)\\s+(?:enough\\s+|plenty\\s+of\\s+)?"
                + "(?:time|room|space|a\\s+chance)\\b[^,;.!?'\"]*(?=[,;.!?]|$)", ""));
        g = outsideQuotes(g, t -> t.replaceAll("(?i),?\\s+so(?:\\s+that)?\\s+(?!(?:i|we|you|me)\\b)(?:\\p{L}+\\s+){1,2}?(?:can|could|will|"
                + "would|won't|doesn't|isn't|gets?|knows?)\\b(?-i:[^,;.!?'\"\\p{Lu}\\d]*)(?=[,;.!?]|$)", ""));
        // "set the thermostat to 21 so the kids stay warm": why, said about others, after the value
        g = outsideQuotes(g, t -> t.replaceAll("(?i)(?<=\\d|\\d\\s?%|°|degrees)\\s+so(?:\\s+that)?\\s+(?:the|my|our|your|his|her|their)\\s+"
                + "(?-i:[^,;.!?'\"\\p{Lu}\\d]*)(?=[,;.!?]|$)", ""));
        // "We're eating at 7, so have it ready for then": "then" is the time told before it
        g = outsideQuotes(g, t -> {
            Matcher time = TOLD_TIME.matcher(t);
            if (!time.find()) {
                return t;
            }
            String after = t.substring(time.end()).replaceFirst("(?i)\\b(for|by|until|till|at)\\s+then\\b",
                    "$1 " + Matcher.quoteReplacement(time.group(1)));
            return t.substring(0, time.end()) + after;
        });
        // "a meeting in Birmingham at half past nine ... the cheapest train that gets me there in time": there by 9:30
        g = outsideQuotes(g, t -> {
            Matcher inTime = IN_TIME.matcher(t);
            Matcher time = TOLD_TIME.matcher(ClockWords.spoken(t));
            return inTime.find() && time.find() ? IN_TIME.matcher(t).replaceAll(r -> Matcher.quoteReplacement(r.group(1) + " by "
                    + time.group(1))) : t;
        });
        // "The passports run out on 20 September. Set the reminder for six weeks before that": the day so long before it
        g = beforeThat(g);
        // "The plumber can come on the first Tuesday of next month. Pick that day": the day told before
        Matcher that = THAT_DAY.matcher(g);
        if (that.find()) {
            try {
                DateWords.Found toldDay = DateWords.find(g.substring(0, that.start()), LocalDate.now());
                if (toldDay != null) {
                    g = g.substring(0, that.start()) + that.group(1) + " " + g.substring(toldDay.start(), toldDay.end())
                            + g.substring(that.end());
                }
            } catch (BadInputException e) {
                // no such date was told: "that day" stays as the goal says it
            }
        }
        // "take me out of the Riverside Runners group", "remove me from the rota": leaving it
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\b(?:take|get)\\s+(?:me|us)\\s+out\\s+of\\b|\\bremove\\s+(?:me|us)\\s+from\\b",
                "leave"));
        // "Sign off my letter with 'Yours faithfully' instead of 'Yours sincerely'": the words said instead are replaced
        g = g.replaceAll("(?i)(?<=^|[.;!?]\\s)[^.;!?'\"]*?(['\"])([^'\"]+)\\1\\s+(?:instead\\s+of|rather\\s+than|in\\s+place\\s+of)\\s+"
                + "(['\"])([^'\"]+)\\3", "replace $3$4$3 with $1$2$1");
        // "It's 10:20 now and it has to come out at 11:05. Set the timer for that.": the timer is the 45 minutes between
        g = timerFor(g);
        // "£84 for the four of us ... ask Ana, Ben and Chloe to pay me back their share": each one's share, £21
        g = shareOf(g);
        // "I want £1,200 in my Christmas pot ... a monthly top-up that gets it there in the 8 months I've got": £150 a month
        g = perPeriod(g);
        // "Play my Morning Run playlist on shuffle, with the whole playlist on repeat": playing it, then shuffle and repeat on
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\b(?:put|set|have)\\s+(?:it|(?:the|my|this|that)\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+){0,3}?)"
                        + "\\s+on\\s+(repeat|shuffle)\\b", "turn on $1")
                .replaceAll("(?i)(?<!\\bturn)\\s+on\\s+shuffle\\b", ", then turn on shuffle")
                .replaceAll("(?i),?\\s*(?:and\\s+|then\\s+)?(?:with\\s+)?(?:(?:the\\s+)?whole\\s+(?:playlist|album|thing|list)|it|everything|all\\s+of\\s+it)?"
                        + "(?<!\\bturn)\\s+on\\s+repeat\\b", ", then turn on repeat"));
        // "sign it out of my account": signing it out (the account is where, said again)
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\b(sign|log)\\s+(it|them|him|her)\\s+out\\s+of\\s+(?:my|the|our|your|this)\\s+"
                + "(?:account|profile|app)\\b", "$1 $2 out"));
        // "bump the text size up to Large", "turn the volume down to 20": setting it to that
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\b(?:bump|turn|push|crank|knock|nudge|bring|dial)\\s+(?:the\\s+|my\\s+)?"
                + "([\\p{L}][\\p{L} -]{1,30}?)\\s+(?:up|down)\\s+to\\s+", "set the $1 to "));
        // "switch the news app to the dark theme": the app's theme set to Dark
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\b(?:switch|change|set|put|turn)\\s+(?:the\\s+|my\\s+)?(?:[\\p{L}-]+\\s+){0,3}?"
                + "(?:app|site|website|page|account|phone|browser|reader|editor)\\s+(?:over\\s+)?(?:to|into)\\s+(?:the\\s+|a\\s+)?"
                + "([\\p{L}-]+)\\s+(theme|mode|layout|view|language|skin|appearance|colour\\s+scheme|color\\s+scheme)\\b", "set the $2 to $1"));
        // "stop videos from playing on their own": the setting that does it, for things in general, turned off ("stop the garage
        // camera from recording sound" is about one thing, read against the screen as it is)
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\bstop\\s+(?!(?:the|my|your|our|this|that|his|her|their)\\b)([\\p{L}][\\p{L} -]{1,30}?)\\s+from\\s+(\\p{L}+ing\\b[^,;.!?]{0,30}?)"
                + "(?=\\s*(?:[,;.!?]|\\band\\b|$))", "turn off $1 $2")
                .replaceAll("(?i)(?<=\\bturn off [^,;.!?]{1,40}?)\\s+(?:on\\s+(?:their|its)\\s+own|by\\s+(?:themselves|itself))", " automatically"));
        // "Put three jars of smooth peanut butter in my trolley, the 340g ones": the size said after is part of the thing
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\b((?:put|add|get|pop|throw|stick)\\s+[^,;.!?]{2,80}?)\\s+((?:in|into|to)\\s+(?:my|the|our)\\s+"
                + "(?:trolley|basket|cart|bag|order))\\s*,\\s*the\\s+([^,;.!?]{1,20}?)\\s+ones?\\b", "$1 $3 $2"));
        // "find and click the 3rd result": finding is how a person clicks it, not a step of its own
        g = g.replaceAll("(?i)\\b(?:find|locate|look\\s+for|spot)\\s+and\\s+(click|select|open|choose|press|tap)\\b", "$1");
        // "Don't wipe those downloads for good, just send them to the bin": what not to do, then what to do instead
        // (a message not to send is a box of its own: "don't notify the guests, just move the meeting")
        g = g.replaceFirst("(?i)^\\s*(?:please\\s+)?(?:don'?t|do\\s+not|never)\\s+(?!(?:send|e-?mail|notify|message|text|tell|let|cc|ping|alert)\\b)"
                + "[^,;.'\"]{1,80}[,;]\\s*(?:but\\s+|just\\s+|only\\s+|instead\\s+|"
                + "simply\\s+|rather\\s+)+(?=\\p{L})", "")
                .replaceFirst("(?i)^\\s*(?:please\\s+)?(?:don'?t|do\\s+not|never)\\s+[^,;.'\"]{1,80}[,;]\\s*([^,;'\"]+?)\\s+instead[.!]?$", "$1");
        // "Which Saturday delivery slot is cheapest? Book that one": choosing the cheapest Saturday slot
        g = g.replaceFirst("(?i)^\\s*which\\s+([^?]{1,60}?)\\s+(?:is|are|would\\s+be)\\s+(?:the\\s+)?(cheapest|fastest|quickest|shortest|"
                + "earliest|latest|nearest|closest|best\\s+rated|highest\\s+rated|most\\s+popular|least\\s+expensive)\\s*\\?\\s*"
                + "(?:then\\s+|and\\s+)?(?:please\\s+)?(?:book|choose|pick|select|take|get|order|reserve|use)\\s+(?:that|this|it|the)(?:\\s+one)?\\b"
                + "[^.;!?]*[.!]?", "choose the $2 $1");
        // "Amir Haddad has a new mobile number, 07700 900123. Update it in his contact": his contact's field set to it, saved
        g = g.replaceFirst("^(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)*)\\s+(?i:has|has\\s+got|got)\\s+(?i:an?\\s+)?(?i:new)\\s+"
                + "([\\p{L} -]{2,40}?)\\s*(?:[,:–—]|\\s-\\s|\\s(?i:which\\s+is|it's|it\\s+is|now)\\s)\\s*([^;!?'\"]{1,60}?)[.;!]\\s+"
                + "(?i:(?:please\\s+|can\\s+you\\s+)?(?:update|change|put|save|record|fix|enter)\\s+(?:it|that|this)\\b)[^.;,!?]*",
                "edit $1, set the $2 to $3 and save");
        // "Send in today's meter readings": which readings, not a date to pick (a form dates itself today)
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\btoday['’]s\\s+(?=\\p{L})", "the "));
        // "Send in the meter readings please: electricity is 48213 ...": the values after the colon go in, then the act
        g = g.replaceFirst("(?i)^\\s*((?:please\\s+)?(?:send|submit|file|report|enter|log|record|add|book|request|order|pay)\\b[^:;'\"?]{0,50}?)"
                + "(?:,?\\s+please)?\\s*:\\s+([^:;]*\\b(?:is|are|was|of|at|to|says?)\\b[^:;]*?\\d[^:;]*?)[.!]?$", "$2, then $1");
        g = readings(g);
        // "When I log in, only my file sync ... should start": when it happens says why; the rest says what to set
        g = g.replaceFirst("(?i)^\\s*(?:when(?:ever)?|once|each\\s+time|every\\s+time)\\s+(?:i|we)\\s+[^,;.?!'\"]{1,40},\\s*(?=\\p{L})", "");
        // "only my file sync and my password manager should start": those ticked, and with "only" the rest not
        Matcher should = Pattern.compile("(?i)^\\s*(only\\s+|just\\s+)?([^,;.?!'\"]{2,80}?)\\s+(?:should|must|may|can)\\s+(?:start|run|"
                + "open|launch|load|be\\s+(?:on|enabled|ticked|checked|selected|allowed|kept))(?:\\s+(?:up|automatically|at\\s+(?:login|"
                + "startup)))?\\s*(?=[.;!]|$)").matcher(g);
        if (should.find()) {
            boolean rest = g.matches("(?is).*\\b(?:everything|anything|all)\\s+else\\b.*|.*\\bthe\\s+(?:rest|others)\\b.*");
            g = "tick " + should.group(2) + (should.group(1) != null && !rest ? " and untick everything else" : "") + g.substring(should.end());
        }
        // "Only allow analytics cookies", "enable only the weekly digest": that one on and every other box off
        String onlyEnd = "(?=\\s*(?:[,;.!]|\\bthen\\b|\\band\\s+(?:then\\s+)?(?:save|apply|confirm|submit|keep)\\b|$))";
        g = g.replaceFirst("(?i)^(?:please\\s+)?(?:only|just)\\s+(?:allow|enable|accept|permit|turn\\s+on|switch\\s+on)\\s+(?:the\\s+)?"
                + "((?:(?!\\bto\\b)[^,;.'\"])+?)" + onlyEnd, "tick $1 and untick everything else")
                .replaceFirst("(?i)^(?:please\\s+)?(?:allow|enable|accept|permit|turn\\s+on|switch\\s+on)\\s+only\\s+(?:the\\s+|my\\s+)?"
                        + "((?:(?!\\bto\\b)[^,;.'\"])+?)" + onlyEnd, "tick $1 and untick everything else");
        // "reply to Tom and say I'm running late", "message Sam and tell him the meeting moved", "reply to Tom: I'm late": the
        // words are the message written ("saying"); in a form ("..., subject Refund, and say my parcel never arrived") they
        // go in its message box
        if (Words.firstQuoted(g) == null) {
            g = g.replaceFirst("(?i)^((?:please\\s+)?(?:reply|respond|answer|write|message|text|e-?mail|dm)\\b[^,;.:!?]{1,60}?)(?:,?\\s+and\\s+|,\\s*)"
                    + "(?:say|tell\\s+(?:him|her|them))\\s+(?:that\\s+)?(?=\\S)", "$1 saying ")
                    .replaceFirst("(?i)^((?:please\\s+)?(?:reply|respond)\\s+to\\s+[^,;.:!?]{1,40}):\\s+(?=\\S)", "$1 saying ")
                    .replaceFirst("(?i)^(.*\\b(?:form|fields?)\\b.*?),?\\s+and\\s+(?:say|explain|mention)\\s+(?:that\\s+)?([^.;!?]+)",
                            "$1, type '$2' into message")
                    // "decline the invitation to the Friday social and say I'm away": the answer is the act; what is said
                    // is told (a reason), never part of the invitation's name
                    .replaceFirst("(?i)^((?:please\\s+)?(?:accept|decline|reject|approve|refuse|cancel)\\b[^,;.!?]{1,80}?),?\\s+(?:and|but)\\s+"
                            + "(?:say|tell\\s+(?:him|her|them))\\s+(?:that\\s+)?(?=\\S)", "$1; ");
        }
        // "apply the code SPRING10", "enter the promo code SPRING10": the code typed in its box, then applied
        g = g.replaceAll("(?i)\\b(?:apply|use|redeem)\\s+(?:the\\s+|my\\s+|a\\s+)?((?:promo(?:tion(?:al)?)?|discount|coupon|voucher|gift\\s+card|"
                + "referral)\\s+)?(code|coupon|voucher)\\s+([A-Z0-9][A-Z0-9-]{2,})\\b", "type '$3' into $1$2, then apply")
                .replaceAll("(?i)\\b(enter|type|add|put\\s+in)\\s+(?:the\\s+|my\\s+|a\\s+)?((?:promo(?:tion(?:al)?)?|discount|coupon|voucher|"
                        + "gift\\s+card|referral)\\s+)?(code|coupon|voucher)\\s+([A-Z0-9][A-Z0-9-]{2,})\\b", "type '$4' into $2$3");
        // "add milk, eggs and bread to the shopping list": each thing added as if said alone
        Matcher items = ITEMS_TO.matcher(g);
        if (items.find() && Words.firstQuoted(g) == null) {
            String[] each = items.group(2).split("\\s*,\\s*(?:and\\s+)?|\\s+and\\s+");
            StringBuilder all = new StringBuilder();
            for (String thing : each) {
                all.append(all.length() == 0 ? "" : ", then ").append(items.group(1)).append(' ').append(thing.strip()).append(' ')
                        .append(items.group(3));
            }
            g = g.substring(0, items.start()) + all + g.substring(items.end());
        }
        // "change the meeting room booking from 2pm to 3pm": what it becomes is what matters
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\b(change|switch|move|update|reschedule)\\s+((?:the|my|our|this)\\s+(?![^,;.!?]*\\b(?:password|passcode|pin)\\b)[^,;.!?]{2,50}?)\\s+"
                + "from\\s+(?:the\\s+)?[^,;.!?]{1,30}?\\s+to\\s+(?=\\S)", "$1 $2 to ")
                // "switch my plan to the yearly one": the yearly one is Yearly
                .replaceAll("(?i)\\b(to|for)\\s+the\\s+(\\p{L}[\\p{L}-]*)\\s+one\\b(?!\\s+(?:I|you|we|that|which|with)\\b)", "$1 $2"));
        // "From the list of fruits, choose Kiwi", "In the form, put ...": the place said first, where the rest happens
        g = g.replaceFirst("(?i)^(?:from|in|on)\\s+the\\s+(?:list|table|form|dialog|window|menu|checklist|drop-?down)(?:\\s+of\\s+[\\p{L} -]{1,30})?,\\s*"
                + "(?=\\p{L})", "");
        g = placeFirst(g);
        g = thatDay(g);
        g = outsideQuotes(g, t -> t
                // "enable two-factor authentication using the authenticator app": switched on, then the way it works chosen
                .replaceAll("(?i)\\b(enable|turn\\s+on|switch\\s+on|set\\s+up|activate)\\s+((?!it\\b|them\\b)[\\p{L}][\\p{L} -]{1,40}?)\\s+"
                        + "(?:using|via|through|with)\\s+(?!(?:the\\s+|my\\s+|an?\\s+)?(?:message|text|note|subject|title|name|code|password|words?|phrase|"
                        + "value|number|email)\\b)(?:the\\s+|my\\s+|an?\\s+)?([\\p{L}][\\p{L} -]{1,30}?)(?=\\s*(?:[,;.!?]|$|\\band\\b|\\bthen\\b))",
                        "$1 $2, then choose $3")
                // "book her in with Dr Patel": booking with Dr Patel (who is booked in is the one the goal is for)
                .replaceAll("(?i)\\b(book|sign|check)\\s+(?:him|her|them|me|us|it)\\s+in\\s+(?=with\\b|at\\b|for\\b)", "$1 ")
                // "put 3 hours of Training on Thursday in this week's timesheet": the hours typed in that row's day
                .replaceAll("(?i)\\b(?:put|log|enter|add|record|book)\\s+(\\d+(?:\\.\\d+)?|an?|one|two|three|four|five|six|seven|eight)\\s+hours?\\s+"
                        + "(?:of|for|on)\\s+(?:the\\s+)?([\\p{L}][\\p{L} -]{1,30}?)\\s+(?:on|for)\\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b"
                        + "(?:\\s+in\\s+(?:this\\s+week's\\s+|the\\s+|my\\s+)?time\\s*sheet)?", "type $1 into $2 $3")
                // "book me the cheaper of the two morning trains": the cheapest of them, chosen, then booked
                .replaceAll("(?i)\\b(book|reserve|buy|order|get)\\s+(?:me|us|them|him|her)\\s+(?=the\\s)", "$1 ")
                .replaceAll("(?i)\\bthe\\s+cheaper\\s+(?:one\\s+)?of\\s+the\\s+(?:two|2)\\s+", "the cheapest ")
                .replaceAll("(?i)\\bthe\\s+(earlier|later|faster|shorter|longer|bigger|smaller)\\s+(?:one\\s+)?of\\s+the\\s+(?:two|2)\\s+",
                        "the $1 ")
                // (also after what is told: "It's 2.6 metres tall. Book the cheapest parking it will fit in.")
                .replaceAll("(?i)(?:^|(?<=[.;!?]\\s))(?:please\\s+)?(book|reserve|buy)\\s+the\\s+(cheapest|fastest|earliest|latest|shortest)\\s+([^,;.!?]{3,60}?)(?=\\s*(?:[.;!?]|$))",
                        "choose the $2 $3, then $1 it")
                // "put the dark theme on": turned on ("put the kettle on" too), unlike "put 3 hours on Thursday"
                .replaceAll("(?i)\\bput\\s+((?:the|my)\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+)?)\\s+on(?=\\s*(?:[,;.!?]|$|\\band\\b|\\bthen\\b))", "turn $1 on")
                // "keep the Family one on": the Family (notifications), as the clause before says of its own
                .replaceAll("(?i)\\b(keep|leave)\\s+the\\s+(\\p{Lu}[\\p{L}-]*(?:\\s+\\p{Lu}[\\p{L}-]*)?)\\s+ones?\\s+(on|off)\\b", "$1 $2 $3")
                // "my phone number changed to 07700 900123, please update it": the field and its new value
                .replaceAll("(?i)(?:^|(?<=[.;!?]\\s))(?:my|our|the)\\s+([\\p{L} -]{2,30}?)\\s+(?:has\\s+)?changed\\s+to\\s+([^,;!?]+?)(?:\\s*,\\s*"
                        + "(?:so\\s+)?(?:please\\s+|can\\s+you\\s+|could\\s+you\\s+)?(?:update|change|fix)\\s+(?:it|that|this)(?:\\s+(?:for\\s+me|please))?\\s*\\??)?"
                        + "(?=\\s*(?:[.;!?]|$))", "set my $1 to $2")
                // "I'd rather get the newsletter monthly instead of weekly": the way preferred is chosen
                .replaceAll("(?i)\\b(?:i|we)(?:'d|\\s+would)\\s+(?:rather|prefer\\s+to)\\s+(?:get|have|receive|pay|see)\\s+(?:the\\s+|my\\s+|our\\s+)?"
                        + "([\\p{L} -]{2,30}?)\\s+(\\p{L}+)(?:\\s+(?:instead\\s+of|rather\\s+than)\\s+\\p{L}+)?(?=\\s*(?:[.;!?]|$))", "choose $2 in the $1"));
        // "swap the salmon for something vegetarian": the swap opens the choice, the kind asked for is chosen in it
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\b(swap|switch|exchange|change)\\s+((?:the|my|our|that|this)\\s+[^,;.!?]{2,40}?)\\s+for\\s+"
                + "(?:something|a|an|one(?:\\s+that'?s)?)\\s+(?!else\\b|other\\b|different\\b|new\\b|(?:cheap|big|small|larg|fast|bett|short|long)er\\b)"
                + "([\\p{L}-]{3,})(?:\\s+(?:one|option|recipe|meal|dish|alternative|instead))?\\b(\\s+(?:in|on|for)\\s+(?:the|my|our)\\s+[^,;.!?]{2,40})?",
                "$1 $2$4, then choose $3"));
        // "select the row where the status is Failed": the row that says Failed
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\b(select|choose|pick|click)\\s+the\\s+(?:row|line|entry|item)\\s+(?:where|whose)\\s+"
                + "(?:the\\s+)?[\\p{L} ]{1,30}?\\s+(?:is|says|shows|reads)\\s+", "$1 ")
                // "highlight Paris in the list": selecting it
                .replaceAll("(?i)^highlight\\s+(?=\\p{Lu})", "select ")
                // "the entry that costs the least": the cheapest
                .replaceAll("(?i)\\b(?:the\\s+)?(?:entry|row|item|option|line|one)\\s+(?:that|which)\\s+costs?\\s+the\\s+least\\b", "the cheapest")
                .replaceAll("(?i)\\b(?:the\\s+)?(\\p{L}+)\\s+(?:that|which)\\s+costs?\\s+the\\s+least\\b", "the cheapest $1")
                .replaceAll("(?i)\\b(?:the\\s+)?(?:entry|row|item|option|line|one)\\s+(?:that|which)\\s+costs?\\s+the\\s+most\\b", "the most expensive")
                .replaceAll("(?i)\\b(?:the\\s+)?(\\p{L}+)\\s+(?:that|which)\\s+costs?\\s+the\\s+most\\b", "the most expensive $1")
                // "select Tuesday and Thursday in the checklist": each ticked
                .replaceAll("(?i)\\b(?:select|choose|pick|tick|check)\\s+(\\p{L}[\\p{L}'-]*(?:\\s+\\p{L}[\\p{L}'-]*)?)\\s+and\\s+(\\p{L}[\\p{L}'-]*"
                        + "(?:\\s+\\p{L}[\\p{L}'-]*)?)\\s+(?:in|on|from)\\s+the\\s+check\\s*-?\\s*list\\b", "tick $1 and tick $2")
                // "put Jane in First name and Doe in Last name": two values, each in its field
                .replaceAll("(?i)\\b(put|enter|type|write)\\s+(\\S+(?:\\s+\\S+)?)\\s+in(?:to)?\\s+(?:the\\s+)?(\\p{L}[\\p{L} ]{0,24}?)\\s+and\\s+"
                        + "(\\S+(?:\\s+\\S+)?)\\s+in(?:to)?\\s+(?:the\\s+)?(\\p{L}[\\p{L} ]{0,24}?)(?=\\s*(?:[,;.]|$|\\bthen\\b))",
                        "$1 '$2' into $3, then $1 '$4' into $5"));
        // "sign up with the username frodo, email frodo@shire.me and password X", "subscribe to the newsletter with my email
        // a@b.c": the values go in their fields, then the act
        // "make an account on this computer for my son, Leo Marsh, with the username leo ...": his name is the account's
        g = ACCOUNT_FOR.matcher(g.strip()).replaceFirst("$1 with the name $2, ");
        Matcher joining = JOIN_WITH.matcher(g.strip());
        if (joining.matches() && Words.firstQuoted(g) == null) {
            String act = joining.group(1) + (joining.group(2) == null ? "" : " " + joining.group(2).strip());
            String rest = joining.group(4) == null ? "" : joining.group(4);
            String fields = "enter " + joining.group(3).strip().replaceAll("(?i)\\b(?:the|my)\\s+(?=(?:user\\s*name|e-?mail|password|name|phone)\\b)", "");
            // what the rest sets on the same form ("he shouldn't be an administrator, and turn on parental controls") comes
            // before the act that sends it; a rest that goes on after it ("then confirm your email") after
            g = !rest.isBlank() && !rest.matches("(?is).*\\b(?:then|after\\s+that|afterwards|next|once)\\b.*") && Words.firstQuoted(rest) == null
                    ? fields + rest.replaceFirst("[.;!?\\s]+$", "") + ". Then " + act : fields + ", then " + act + rest;
        }
        // "select both Red and Blue": the two, each
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\b(select|choose|pick|tick|check|mark|enable)\\s+both\\s+(?:the\\s+)?(?=\\S+(?:\\s+\\S+)?\\s+and\\s)",
                "$1 "));
        // "the Thursday yoga class at 6:30, not the morning one": a contrast that says which, asking nothing more
        g = outsideQuotes(g, t -> t.replaceAll("(?i),\\s*(?:and\\s+|but\\s+)?not\\s+the\\s+[^,;.!?'\"]{1,40}?\\s+ones?\\b", "")
                .replaceAll("(?i)\\s+(?:rather|instead)\\s+than\\s+the\\s+[^,;.!?'\"]{1,40}?\\s+ones?\\b", "")
                // "put them under Kids instead of Shopping": where they are now is said, not asked
                // (a number it replaces stays: "at 9 instead of 8" says which line to change)
                .replaceAll("(?i)\\s+instead\\s+of\\s+(?!(?-i:[a-z])\\p{L}*ing\\b|\\d)(?:the\\s+)?[^,;.!?'\"\\d]{1,30}?(?=\\s*(?:[,;.!?]|$|\\band\\b))", ""));
        g = passwordChange(g);
        g = onlyOnDays(g);
        g = login(g);
        g = joinWithSecret(g);
        g = journey(g);
        g = rescheduled(g);
        // "get rid of it" is removing; "bring back my files from Tuesday's backup", "get the deleted photos back" are what a
        // Restore button does (never inside quoted text: "type 'get rid of clutter'")
        g = outsideQuotes(g, t -> t.replaceAll("(?i)\\bget\\s+rid\\s+of\\b", "remove")
                // "he shouldn't be an administrator", "without admin rights": an account's type is the standard one
                .replaceAll("(?i)\\b(?:he|she|they|it|the\\s+(?:new\\s+)?(?:account|user))\\s+(?:shouldn'?t|should\\s+not|mustn'?t|must\\s+not|"
                        + "won'?t|can'?t|cannot|doesn'?t\\s+need\\s+to|does\\s+not\\s+need\\s+to)\\s+(?:be|have)\\s+"
                        + "(?:an?\\s+)?(?:administrator|admin)(?:\\s+(?:rights|privileges|access|account))?\\b", "choose Standard")
                .replaceAll("(?i)\\s+(?:but\\s+)?(?:not\\s+as|without)\\s+(?:an?\\s+)?(?:administrator|admin)(?:\\s+(?:rights|privileges|access|account))?\\b",
                        ", and choose Standard")
                .replaceAll("(?i)\\b(?:bring|get|put)\\s+back\\b", "restore")
                .replaceAll("(?i)\\b(?:bring|get)\\s+((?:my|the|our|that|this|those|these)\\s+[^,;.'\"]{1,50}?)\\s+back\\b", "restore $1")
                // "push my check-up back to Monday the 17th of November": moving it to that date
                .replaceAll("(?i)\\b(?:push|shift|postpone|delay|bump|pull|bring)\\s+((?:my|the|our|this|that)\\s+[^,;.'\"]{1,60}?)\\s+"
                        + "(?:back\\s+|forward\\s+|out\\s+)?(?:to|until|till)\\s+(?=(?:the\\s+)?(?:\\d|(?:mon|tue|wed|thu|fri|sat|sun)\\p{L}*\\b|"
                        + "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\\p{L}*\\b|next\\b|tomorrow\\b))", "move $1 to ")
                // "send them to the bin": what a Trash (or Bin) button does
                .replaceAll("(?i)\\b(?:send|put|move|throw|chuck|toss|drop)\\s+(?:them|it|this|that|these|those)\\s+(?:in(?:to)?|to)\\s+"
                        + "(?:the\\s+)?(?:bin|trash|recycle\\s+bin|rubbish(?:\\s+bin)?|wastebasket)\\b", "trash")
                // "pick it up at 9 in the morning", "pick them up at the Riverside Park branch": the time or the place is
                // an option to choose (a phrasal verb, not "pick" an "it")
                .replaceAll("(?i)\\bpick\\s+(?:it|them|him|her|these|those|(?:the|my)\\s+\\p{L}+)\\s+up\\s+(?:at|from|in)\\s+(?=\\S)",
                        "choose ")
                // "... but keep them for one-to-one chats": what stays as it is, nothing to do
                .replaceAll("(?i),?\\s*\\bbut\\s+keep\\s+(?:it|them|that|those|these)(?:\\s+(?:on|as\\s+(?:it\\s+is|they\\s+are)))?"
                        + "\\s+(?:for|in|on|with)\\s+[^,;.!?]+", "")
                // "make the app lock after 5 minutes instead of 1": the time is an option ("5 minutes")
                .replaceAll("(?i)\\bmake\\s+(?:the\\s+|my\\s+)?[\\p{L}-]+(?:\\s+[\\p{L}-]+)?\\s+\\p{L}+\\s+(?:after|every|within)\\s+"
                        + "((?:\\d+|an?|one|two|three|five|ten|fifteen|thirty)\\s+(?:seconds?|minutes?|hours?|days?))\\s+instead\\s+of\\s+"
                        + "[^,;.!?]+", "choose $1")
                // "... so I can pick them up at the Riverside Park branch": where to collect is a choice the goal asks for
                .replaceAll("(?i),?\\s+so\\s+(?:that\\s+)?(?:i|we)\\s+can\\s+choose\\s+", ", then choose ")
                // "keep it for 3 hours": how long is an option ("3 hours")
                .replaceAll("(?i)\\b(?:keep|have|rent|hire|borrow)\\s+(?:it|them)\\s+for\\s+((?:\\d+|an?|one|two|three|four|five|six|"
                        + "seven|eight|nine|ten|twelve)\\s+(?:hours?|days?|nights?|weeks?|months?))\\b", "choose $1")
                // "ask them for the Friday and Saturday nights": their Request (or Ask) first, then the nights it offers
                .replaceAll("(?i)\\b(ask|request|book|reserve|invite|hire)\\s+(them|him|her|it|this\\s+one|that\\s+one)\\s+for\\s+"
                        + "(?:the\\s+)?([\\p{L}\\d]+(?:\\s+[\\p{L}\\d]+)?(?:\\s*,\\s*(?:the\\s+)?[\\p{L}\\d]+(?:\\s+[\\p{L}\\d]+)?)*"
                        + "\\s+(?:and|&)\\s+(?:the\\s+)?[\\p{L}\\d]+)(?:\\s+(?:nights?|days?|evenings?|mornings?|afternoons?|slots?|"
                        + "sessions?|dates?|times?))?\\b", "$1 $2, then tick $3")
                // "silence the Book club chat": what a Mute button does
                .replaceAll("(?i)(^|[,;.:]\\s*|\\b(?:and|then|please)\\s+)silence\\b", "$1mute"));
        g = outsideQuotes(g, t -> t
                // "flag it so I remember to answer": why is no step ("..., so I want the heating on Wednesdays to be ..." is
                // what to do, told as a wish: it stays, a sentence of its own)
                .replaceAll("(?i),?\\s+so\\s+(i|we)\\s+(want|need|would\\s+like)\\b", ". $1 $2")
                .replaceAll("(?i),?\\s+so\\s+(?:that\\s+)?(?:i|we|you|they|he|she)\\s+(?!can\\s+choose\\b)[^,;.!?]*", "")
                // "throw the draft away": what a Delete button does
                // (never after a "don't": "don't throw my changes away" keeps them)
                .replaceAll("(?i)(?<!n't\\s)(?<!not\\s)(?<!never\\s)\\bthrow\\s+((?:the|my|that|this|those|these|it|them)\\b[^,;.!?]{0,60}?)"
                        + "\\s+away\\b", "delete $1")
                .replaceAll("(?i)(?<!n't\\s)(?<!not\\s)(?<!never\\s)\\bthrow\\s+away\\b", "delete")
                // "In the IT help channel, pin Marta's message": the channel is opened first
                .replaceFirst("(?i)^(?:please\\s+)?in\\s+(?:the\\s+|my\\s+|our\\s+)?((?:[\\p{L}#&'’-]+\\s+){0,3}(?:channel|folder|tab|project|board|"
                        + "group|chat|workspace|album|playlist|calendar|space|thread|conversation|team)),\\s*(?=\\p{L})", "open the $1, then ")
                // "print this on a colour printer on the 2nd floor": the printer chosen in the dialog, then its OK
                .replaceFirst("(?i)^(?:please\\s+)?(?:print|play|cast)\\s+(?:this|it|the\\s+(?:document|file|page|song|video))\\s+"
                        + "(?:on|to|using|with|through)\\s+((?:an?|the|my|our)\\s[^,;.!?]+?)(?=\\s*(?:[,;.!?]|$|\\band\\b|\\bthen\\b))",
                        "choose $1 and confirm")
                // "have them text me a reminder": the text-message reminder ticked
                .replaceAll("(?i)\\b(?:have\\s+(?:them|it|you)\\s+|please\\s+)?(text|email|e-mail|sms)\\s+me\\s+a\\s+reminder"
                        + "(?:\\s+(?:as\\s+well|too|also))?", "tick the $1 message")
                // "save the article about the tram line to read later": that article's Save-for-later button
                .replaceAll("(?i)\\b(?:save|keep|bookmark)\\s+((?:the|this|that|my)\\s+[^,;.!?]{2,60}?)\\s+(?:to\\s+read\\s+(?:it\\s+)?later|"
                        + "for\\s+later|to\\s+(?:my\\s+)?(?:read(?:ing)?\\s+list|read\\s+later))\\b", "add a save for later to $1")
                // "deactivate Tom Reed, the contractor who just left": who he is tells which Tom Reed, no step of its own
                .replaceAll("(?<=(?-i:\\p{Lu}\\p{Ll}{1,20}\\s\\p{Lu}[\\p{Ll}'’-]{1,20})),\\s+(?:the|our|my|your|a|an)\\s+[\\p{L}\\s-]{2,40}?\\s+"
                        + "(?:who|that|which)\\s+[^,;.!?]{2,60}(?=[,;.!?]|$)", "")
                // "I'm making the mushroom risotto for six tonight": a recipe's servings; "I already have rice and parmesan at
                // home": those are left out (unticked) of what goes on the list
                .replaceAll("(?i)\\b(?:but\\s+)?(?:i|we)\\s+(?:already\\s+(?:have|got)|have\\s+(?:got\\s+)?(?:some\\s+)?([^,;.!?]{2,60}?)\\s+already)"
                        + "\\s*(?:some\\s+)?([^,;.!?]{0,60}?)(?:\\s+(?:at\\s+home|in\\s+the\\s+(?:fridge|cupboard|pantry|house)))?(?=\\s*[,;.!?]|$)",
                        "untick $1$2")
                // "drop the large walnut one to £749", "bring my card's spending limit down to £1,500": that amount set
                .replaceAll("(?i)\\b(?:drop|lower|cut|reduce|raise|increase|bump|bring|put)\\s+((?:the|my|its|their|our)\\s+[^,;.!?]{2,60}?)"
                        + "(?:\\s+(?:down|up))?\\s+to\\s+(?=[£$€]\\s?\\d)", "set $1 to ")
                // "... while you're at it", "if you can": asides that ask nothing
                .replaceAll("(?i),?\\s+(?:while\\s+you(?:'re|\\s+are)\\s+(?:at\\s+it|there)|if\\s+you\\s+(?:can|could|don't\\s+mind)|for\\s+(?:now|the\\s+time\\s+being|the\\s+moment))(?=\\s*[,;.!?]|$)", "")
                // "give it a thumbs up": the reaction's button on it
                .replaceAll("(?i)\\bgive\\s+(it|this|that|them|(?:the|her|his|my|their|our|(?-i:\\p{Lu}[\\p{L}-]*)(?:'s|’s))\\s+"
                        + "[\\p{L}\\p{N}' -]{1,60}?)\\s+an?\\s+(thumbs[\\s-]?up|thumbs[\\s-]?down|like|heart|upvote|star|clap)\\b",
                        "give a $2 to $1")
                // "react to Marta's message with a heart", "react with a thumbs up to it": that reaction on it
                .replaceAll("(?i)\\breact\\s+to\\s+([^,;.!?]{1,60}?)\\s+with\\s+(?:an?\\s+)?(thumbs[\\s-]?up|thumbs[\\s-]?down|heart|"
                        + "smiley|laugh|eyes|clap|party popper|tada|fire|rocket|\\S{1,2})(?=\\s*(?:[,;.!]|$|\\band\\b|\\bthen\\b))",
                        "give a $2 to $1")
                .replaceAll("(?i)\\breact\\s+with\\s+(?:an?\\s+)?(thumbs[\\s-]?up|thumbs[\\s-]?down|heart|smiley|laugh|eyes|clap|"
                        + "party popper|tada|fire|rocket|\\S{1,2})\\s+(?:to|on)\\s+", "give a $1 to ")
                // "take Oliver Brandt off the guest list": removing him from it
                .replaceAll("(?i)\\b(?:take|cross|strike|scratch)\\s+((?-i:\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3}))\\s+"
                        + "(?:off|out\\s+of)\\s+((?:the|my|our|this)\\s+[\\p{L} -]{0,30}?list)\\b", "remove $1 from $2")
                // "make the text size Large": the option of that setting
                .replaceAll("(?i)\\bmake\\s+(?:the|my)\\s+(\\p{Ll}[\\p{Ll} ]{2,30}?)\\s+((?-i:\\p{Lu}[\\p{L}-]*(?:\\s+\\p{Lu}[\\p{L}-]*)?))"
                        + "(?=\\s*(?:[,;.!]|$|\\band\\b|\\bthen\\b))", "set the $1 to $2")
                // "make Ana Lima an editor": the role chosen in her row
                .replaceAll("(?i)\\bmake\\s+((?-i:\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}[\\p{Ll}'’-]+)+))\\s+(?:an?\\s+)?(admin|administrator|editor|viewer|"
                        + "owner|member|moderator|guest|manager|contributor|reader|commenter|approver)\\b", "choose $2 in $1's row"));
        // "at half past seven in the evening": 7:30 in the evening, which the next rewrite writes 19:30
        g = outsideQuotes(g, ClockWords::spoken);
        g = outsideQuotes(g, ClockWords::written);
        g = named(g);
        // "rename it to Kitchen Wi-Fi, but keep the 5G at the end": the new name with the part kept where it was
        g = g.replaceFirst("(?i)\\b(to|as)\\s+([^,;.'\"]{1,60}?),?\\s+but\\s+keep\\s+(?:the\\s+)?((?-i:[^,;.\\s]*[\\p{Lu}\\d][^,;.\\s]*))\\s+"
                + "(?:at\\s+the\\s+end|on\\s+the\\s+end|as\\s+it\\s+is\\s+at\\s+the\\s+end)\\b[^.;!?]*", "$1 $2 $3")
                .replaceFirst("(?i)\\b(to|as)\\s+([^,;.'\"]{1,60}?),?\\s+but\\s+keep\\s+(?:the\\s+)?((?-i:[^,;.\\s]*[\\p{Lu}\\d][^,;.\\s]*))\\s+"
                        + "(?:at\\s+the\\s+(?:start|beginning|front))\\b[^.;!?]*", "$1 $3 $2");
        g = pronounToName(g);
        // "Fill in the volunteer form: name Sam Ortiz, email ..." is the pairs after the colon
        // ("Fill in the travel request: traveller name Jonas Ekberg, ..." names the form by what it is for)
        g = g.replaceFirst("(?i)^(?:please\\s+)?(?:fill\\s+(?:in|out)|complete)\\s+(?:the\\s+|this\\s+|my\\s+|a\\s+)?[\\p{L} -]{0,40}?\\s*:\\s*(?=\\S)",
                "enter ");
        g = colonList(g);
        Matcher topic = TOPIC.matcher(g);
        if (topic.matches() && Words.startsWithVerb(topic.group(2)) && topic.group(2).split("\\s+").length >= 4
                && !topic.group(1).matches("(?i).*\\b(?:pass\\w*|pin|code|name|e-?mail|user\\w*|login|address|phone|text|message|note)\\b.*")) {
            // "Bedtime: switch off every light ...", "Don't lose my work: keep the changes": a topic or a reason before
            // the colon, not a field the rest is typed into
            g = topic.group(2);
        }
        // "log in with username bob and password x" is two fields and a login button
        var m = LOGIN_WITH.matcher(g);
        if (m.find()) {
            String user = m.group(2) == null ? "" : "username " + m.group(2) + " and ";
            g = g.substring(0, m.start()) + "enter " + user + m.group(3) + ", then " + m.group(1) + g.substring(m.end());
        }
        return g;
    }

    private static final Pattern SET_UP_NAMED = Pattern.compile("(?i)^(?:please\\s+)?set\\s+(?:up\\s+)?(?=(?:a|an|the)\\s+(?:new\\s+)?"
            + "\\p{L}+\\s+(?:called|named|titled)\\s+['\"])");
    private static final Pattern REPEATS = Pattern.compile("(?i)(\"[^\"]+\"|'[^']+')\\s+(?:that|which|and)\\s+(?:repeats|recurs|happens|runs|"
            + "goes\\s+off|comes\\s+back)\\s+every\\s+(\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\s+"
            + "(minute|hour|day|week|month|year)s?\\b");
    private static final Pattern NAMED_AT = Pattern.compile("(?i)(\"[^\"]+\"|'[^']+'|\\b(?:minute|hour|day|week|month|year)s)(?:,)?\\s+at\\s+"
            + "(\\d{1,2}:\\d{2})(?=\\s*[.!]?$)");

    /**
     * "Set a reminder called "Water the plants" that repeats every three days at 8 in the morning": a thing created
     * with its name, then how often it repeats (the count and the unit) and its time, each in its own field.
     */
    static String named(String g) {
        if (!g.matches("(?is).*\\b(?:called|named|titled)\\s+['\"].*")) {
            return g;
        }
        String out = SET_UP_NAMED.matcher(g).replaceFirst("create ");
        Matcher every = REPEATS.matcher(out);
        if (every.find()) {
            Double n = Words.number(every.group(2));
            out = out.substring(0, every.start()) + every.group(1) + ", set the repeat every to "
                    + (n == null ? every.group(2) : String.valueOf(n.intValue())) + ", choose " + every.group(3).toLowerCase(java.util.Locale.ROOT)
                    + "s" + out.substring(every.end());
        }
        Matcher at = NAMED_AT.matcher(out);
        return at.find() ? out.substring(0, at.start()) + at.group(1) + ", choose " + at.group(2) + out.substring(at.end()) : out;
    }

    private static final Pattern PERSON = Pattern.compile("\\b(\\p{Lu}\\p{Ll}+\\s+\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?)\\b");
    private static final Pattern HIM_HER = Pattern.compile("(?i)\\b(?:take|remove|kick|add|invite|move|assign|mute|block|promote|"
            + "message|call|email|pay|thank|tag|mention|unfollow|follow)\\s+(him|her)\\b");

    private static final Pattern QUOTED = Pattern.compile("(?<![\\p{L}\\d])'[^']*'(?![\\p{L}\\d])|\"[^\"]*\"");

    /** "sign up with the username frodo, email ... and password ...": an act whose form's values follow "with". */
    private static final Pattern JOIN_WITH = Pattern.compile("(?i)^(?:please\\s+)?(sign\\s+up|register|(?:create|make|set\\s+up)\\s+(?:an?\\s+|my\\s+)?"
            + "(?:user\\s+)?account|subscribe|"
            + "join)(\\s+(?:to|for)\\s+(?:the|our)\\s+[\\p{L} -]{2,30}?)?\\s+(?:with|using)\\s+((?:the\\s+|my\\s+)?(?:user\\s*name|e-?mail"
            + "(?:\\s+address)?|name|phone(?:\\s+number)?)\\s+.+?)([.;!?](?=\\s|$).*)?$");

    private static final Pattern NTH_OF_MONTH = Pattern.compile("(?i)\\b(the\\s+(?:first|second|third|fourth|last)\\s+"
            + "(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\s+of\\s+(?:the|each|every)\\s+month\\b");
    private static final Pattern MONTHS_THING = Pattern.compile("(?i)\\b((?:jan|febr)uary|march|april|may|june|july|august|september|october|"
            + "november|december)['’]s\\s+([\\p{L} -]{2,30}?)\\s+(?:to|for|on)\\s+that\\s+(?:day|date)\\b");

    /**
     * "Our book club meets on the last Friday of the month, so set June's meeting to that day": the day counted in the
     * month named ("the meeting to the last Friday of June").
     */
    private static String thatDay(String g) {
        Matcher nth = NTH_OF_MONTH.matcher(g);
        Matcher thing = MONTHS_THING.matcher(g);
        if (!nth.find() || !thing.find() || thing.start() < nth.end()) {
            return g;
        }
        return g.substring(0, thing.start()) + "the " + thing.group(2) + " to " + nth.group(1) + " of " + thing.group(1)
                + g.substring(thing.end());
    }

    /** "I want to see the jazz band on Saturday. What time do they start?": an outing, then a question about what it is to see. */
    private static final Pattern GOING_TO = Pattern.compile("(?i)(?:i|we)\\s+(?:want|'d\\s+like|would\\s+like|hope|plan|need|'m\\s+hoping|am\\s+hoping|"
            + "'re\\s+hoping|'m\\s+going|am\\s+going|'re\\s+going)\\s+to\\s+(?:catch|see|watch|attend|go\\s+to|hear|visit|get\\s+to|join|"
            + "make\\s+it\\s+to|take\\s+in)\\s+((?:the|a|an|that|this)\\s+[^.!?;]{2,80}?)\\s*[.!;]\\s+((?:which|what|where|when|how|who)\\b[^?]*?"
            + "\\b(?:it|they|them)\\b[^?]*\\?)\\s*");

    /** "And in the box after that one, swap the salmon ...": a place said before the act it holds, at a later sentence's head. */
    private static final Pattern PLACE_FIRST = Pattern.compile("(?i)(^|[.;!?]\\s+(?:and\\s+|then\\s+)?)(in|on|inside|under|within)\\s+"
            + "((?:the|my|our|that|this)\\s+[\\p{L}'’ -]{2,40}?),\\s*(\\p{L}[^.;!?]*)");

    /** The act first, the place after it: "swap the salmon ... in the box after that one". */
    private static String placeFirst(String g) {
        Matcher m = PLACE_FIRST.matcher(g);
        StringBuilder out = new StringBuilder();
        int from = 0;
        while (m.find()) {
            // (at the goal's head, "In my basket, change ...", the place is read where the clause is)
            if (m.group(1).isEmpty() || !Words.startsWithVerb(m.group(4)) || Words.firstQuoted(m.group()) != null) {
                continue;
            }
            String head = m.group(1).replaceFirst("(?i)(?:and|then)\\s+$", "");
            String act = m.group(4);
            out.append(g, from, m.start()).append(head).append(Character.toUpperCase(act.charAt(0))).append(act.substring(1))
                    .append(' ').append(m.group(2).toLowerCase(java.util.Locale.ROOT)).append(' ').append(m.group(3));
            from = m.end();
        }
        return out.append(g.substring(from)).toString();
    }

    /** "make an account on this computer for my son, Leo Marsh, with ...": the person the account is for, by name. */
    private static final Pattern ACCOUNT_FOR = Pattern.compile("(?i)^((?:please\\s+)?(?:make|create|set\\s+up|add)\\s+(?:an?\\s+|a\\s+new\\s+)?"
            + "(?:user\\s+)?account)(?:\\s+on\\s+(?:this|the|my|our)\\s+(?:computer|pc|laptop|machine|device|tablet))?\\s+for\\s+"
            + "(?:my|our)\\s+\\p{L}+\\s*,\\s*(?-i:(\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}[\\p{L}'-]+)+))\\s*,?\\s+(?=with\\s|using\\s)(?:with|using)\\s+");

    /** "add milk, eggs and bread to the shopping list": three things or more (two joined by a comma), added to one place. */
    private static final Pattern ITEMS_TO = Pattern.compile("(?i)^((?:please\\s+)?(?:add|put))\\s+((?:[\\p{L}'-]+(?:\\s+[\\p{L}'-]+){0,2}\\s*,\\s*)+"
            + "(?:and\\s+)?[\\p{L}'-]+(?:\\s+[\\p{L}'-]+){0,2})\\s+((?:to|on|onto|in|into)\\s+(?:the|my|our)\\s+[^,;.!?]{2,40}?)(?=\\s*(?:[,;.!?]|$))");

    /** The rewrite applied to the goal's own words, the text it quotes left as it is. */
    private static String outsideQuotes(String g, java.util.function.UnaryOperator<String> rewrite) {
        StringBuilder out = new StringBuilder();
        Matcher m = QUOTED.matcher(g);
        int from = 0;
        while (m.find()) {
            out.append(rewrite.apply(g.substring(from, m.start()))).append(m.group());
            from = m.end();
        }
        return out.append(rewrite.apply(g.substring(from))).toString();
    }

    /** "Jonas Weber left, so take him off the project": him is the person the goal named before. */
    static String pronounToName(String g) {
        Matcher p = HIM_HER.matcher(g);
        if (!p.find()) {
            return g;
        }
        Matcher name = PERSON.matcher(g.substring(0, p.start(1)));
        String last = null;
        while (name.find()) {
            last = name.group(1);
        }
        return last == null ? g : g.substring(0, p.start(1)) + last + g.substring(p.end(1));
    }

    private static final Pattern TOPIC = Pattern.compile("^(\\p{L}[\\p{L}'’]*(?:\\s+[\\p{L}'’]+){0,7})\\s*:\\s+(\\p{L}.*)$");
        private static final Pattern COLON_LIST = Pattern.compile("^([^:'\"]{3,100}):\\s+([^:]+)$");

    /**
     * "Register my purifier for the warranty: model AX-300, my name is Priya Raman, email p@x.net, and
     * I live in Ireland": the details after the colon are the form's fields, then the act before it.
     */
    static String colonList(String g) {
        Matcher m = COLON_LIST.matcher(g.strip().replaceAll("[.!]+$", ""));
        if (!m.matches() || !Words.startsWithVerb(m.group(1)) || m.group(2).split(",").length < 3) {
            return g;
        }
        List<String> pairs = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (String item : m.group(2).split("\\s*,\\s*(?:and\\s+)?|\\s+and\\s+(?=\\S+\\s+\\S)")) {
            String it = item.strip();
            Matcher date = DATED_ITEM.matcher(it);
            if (date.matches()) {
                // "starting on the 1st of March": the start date picked
                String which = date.group(1).toLowerCase(java.util.Locale.ROOT);
                String field = which.matches("start\\w*|from|begin\\w*|valid\\s+from") ? "start date"
                        : which.matches("end\\w*|until|till|to|expir\\w*") ? "end date" : "date";
                others.add("set the " + field + " to " + date.group(2));
            } else if (it.matches("\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?\\s+\\p{Ll}+")
                    && !Words.startsWithVerb(it)) {
                // "Riverside zone": the option, in the drop-down or group its kind names
                int space = it.lastIndexOf(' ');
                others.add("choose " + it.substring(0, space) + " in the " + it.substring(space + 1));
            } else {
                pairs.add(it);
            }
        }
        String entered = String.join(", ", pairs)
                .replaceAll("(?i)\\b(?:my|our|the)\\s+(\\p{L}+(?:\\s+\\p{L}+)?)\\s+(?:is|are)\\s+", "$1 ")
                .replaceAll("(?i)\\b(?:i|we)\\s+(?:live|am|'m|are|'re)\\s+(?:in|from)\\s+", "country ")
                .replaceAll("(?i)\\b(?:i'm|i\\s+am)\\s+(?=\\p{Lu})", "name ");
        List<String> parts = new ArrayList<>();
        if (!entered.isBlank()) {
            parts.add("enter " + entered);
        }
        parts.addAll(others);
        return String.join("; ", parts) + ", then " + m.group(1);
    }

    /** "starting on the 1st of March", "until 3 May": a date item, what it bounds and the date. */
    private static final Pattern DATED_ITEM = Pattern.compile("(?i)^(start(?:ing)?|from|begin(?:ning|s)?|valid\\s+from|end(?:ing|s)?|"
            + "until|till|expir(?:ing|es)|on|for)\\s+(?:on\\s+|from\\s+)?((?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?(?:\\s+of)?\\s+"
            + "\\p{L}{3,9}(?:\\s+\\d{4})?|\\p{L}{3,9}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?)$");

    /**
     * "File Dana's email in my Travel folder, and flag it": what else is done to a thing is done before it is moved
     * away, out of the list it was found in.
     */
    private static List<SubGoal> beforeMoving(List<SubGoal> steps) {
        for (int i = 0; i + 2 < steps.size(); i++) {
            SubGoal move = steps.get(i);
            SubGoal after = steps.get(i + 2);
            String thing = move.where().container();
            if (move.kind() == Kind.CLICK && "move to".equals(move.target()) && thing != null && steps.get(i + 1).kind() == Kind.CHOOSE
                    && after.kind() == Kind.CLICK && thing.equals(after.where().container())) {
                List<SubGoal> out = new ArrayList<>(steps);
                out.add(i, out.remove(i + 2));
                return out;
            }
        }
        return steps;
    }

    private static final Pattern VERB_IT = Pattern.compile("(?i)^(mark|flag|set|make)\\s+(?:it|them|this|that)\\s+(?:as\\s+)?(?:an?\\s+|the\\s+)?"
            + "(\\S+(?:\\s+\\S+){0,2})$");

    /**
     * "mark it as disputed", "make it private": no button says "it"; the row or page it means is found by the step's
     * place, and the button says the rest ("Mark as disputed", "Private").
     */
    private static List<SubGoal> withoutIt(List<SubGoal> steps) {
        List<SubGoal> out = new ArrayList<>();
        for (SubGoal s : steps) {
            Matcher m = s.kind() == Kind.CLICK && s.target() != null ? VERB_IT.matcher(s.target().strip()) : null;
            if (m != null && m.matches()) {
                String verb = m.group(1).toLowerCase(java.util.Locale.ROOT);
                String rest = m.group(2);
                out.add(s.withTarget(verb.equals("make") ? rest : verb + " as " + rest));
            } else {
                out.add(s);
            }
        }
        return out;
    }

    /**
     * "Install with the examples, but leave out the documentation": a dialog's act said before the
     * boxes it depends on is pressed after them, or the dialog would close with a box still to set.
     */
    private static List<SubGoal> actLast(List<SubGoal> steps) {
        for (int i = 0; i < steps.size() - 1; i++) {
            boolean settingsAfter = steps.subList(i + 1, steps.size()).stream().allMatch(s -> s.kind() == Kind.SET_VALUE
                    || s.kind() == Kind.CHOOSE || s.kind() == Kind.TICK || s.kind() == Kind.UNTICK);
            if (steps.get(i).kind() == Kind.CONFIRM && settingsAfter && steps.get(i).target() != null
                    && steps.get(i).target().matches("(?i)create|add|make|set\\s+up|schedule")) {
                // "create a reminder called X that repeats every three days": what it is set to goes in before it is created
                List<SubGoal> out = new ArrayList<>(steps);
                out.add(out.remove(i));
                return out;
            }
            if (steps.get(i).kind() == Kind.CLICK && steps.get(i).target() != null
                    && steps.get(i).target().matches("(?i)add\\b.*\\b(?:list|basket|cart|bag|trolley)") && steps.subList(i + 1, steps.size())
                    .stream().allMatch(s -> s.kind() == Kind.UNTICK || s.kind() == Kind.NOTE)
                    && steps.subList(i + 1, steps.size()).stream().anyMatch(s -> s.kind() == Kind.UNTICK)) {
                // "put what I need on my shopping list; I already have rice": what is left out is unticked before adding
                List<SubGoal> out = new ArrayList<>(steps);
                out.add(out.remove(i));
                return out;
            }
            boolean reply = steps.get(i).target() != null && steps.get(i).target().matches("(?i)maybe|accept|decline")
                    && EnumSet.of(Kind.CLICK, Kind.CANCEL, Kind.CONFIRM).contains(steps.get(i).kind());
            if (reply && steps.subList(i + 1, steps.size()).stream().allMatch(s -> s.kind() == Kind.TICK || s.kind() == Kind.UNTICK)) {
                // "tell them I might make it, but don't email Noor": the reply's button closes the invitation, so the box first
                List<SubGoal> out = new ArrayList<>(steps);
                out.add(out.remove(i));
                return out;
            }
            boolean sends = steps.get(i).kind() == Kind.CLICK && steps.get(i).target() != null
                    && steps.get(i).target().matches("(?i)(?:request|send|submit)\\b.*")
                    && steps.get(i).where().isEmpty();
            if (sends && steps.subList(i + 1, steps.size()).stream().allMatch(s -> s.kind() == Kind.CHOOSE || s.kind() == Kind.NOTE)
                    && steps.subList(i + 1, steps.size()).stream().anyMatch(s -> s.kind() == Kind.CHOOSE)) {
                // "Request just the tablets, and I'd like to pick them up from the Market Street branch": where they go is
                // chosen before the request is sent
                List<SubGoal> out = new ArrayList<>(steps);
                out.add(out.remove(i));
                return out;
            }
            int at = i;
            boolean boxesAfter = steps.subList(i + 1, steps.size()).stream().allMatch(s -> s.kind() == Kind.TICK || s.kind() == Kind.UNTICK);
            // a wizard's Next or OK said between boxes moves to another page: its order stands
            boolean pageTurn = steps.get(i).target() == null || steps.get(i).target().matches("(?i)next|continue|ok|okay|proceed|forward|back");
            if (steps.get(i).kind() == Kind.CONFIRM && !pageTurn && boxesAfter && i > 0 && steps.subList(0, i).stream()
                    .anyMatch(s -> s.kind() == Kind.TICK || s.kind() == Kind.UNTICK)) {
                List<SubGoal> out = new ArrayList<>(steps);
                out.add(out.remove(at));
                return out;
            }
        }
        return steps;
    }

    /** "find the lentil soup and add it to my favourites": "it" is what was searched for, the row its button is in. */
    private static List<SubGoal> afterSearch(List<SubGoal> steps) {
        List<SubGoal> out = new ArrayList<>();
        String searched = null;
        for (SubGoal s : steps) {
            if (s.kind() == Kind.SEARCH) {
                searched = s.text();
            } else if (searched != null && s.kind() == Kind.CLICK && s.where().isEmpty() && s.target() != null
                    && s.target().startsWith("add to ")) {
                // its button may say "Save Red lentil soup to favourites": the list's name and the thing's are what it shares
                s = SubGoal.of(Kind.CLICK, s.target().substring("add to ".length())).withWhere(Qualifiers.NONE.withContainer(searched));
            }
            out.add(s);
        }
        return out;
    }

    private static final Pattern LOGIN_VERB = Pattern.compile("(?i)\\b(?:log|sign)\\s*(?:me\\s+)?(?:in|on)(?:to)?\\b|\\blogin\\b");
    private static final Pattern LOGIN_PASSWORD = Pattern.compile("(?i)\\b(?:pass(?:word|code)?|pw|pwd)\\b\\s*(?:is|:|=|of)?\\s*"
            + "('[^']+'|\"[^\"]+\"|[^\\s,;)]+)");
    private static final Pattern LOGIN_USER = Pattern.compile("(?i)\\b(as|user(?:\\s*name)?|account|login|id)\\b\\s*(?:is|:|=)?\\s*"
            + "('[^']+'|\"[^\"]+\"|[\\w.@+-]+)");
    private static final Pattern LOGIN_SLASH = Pattern.compile("(?i)\\blog\\s*in\\s*:?\\s*([\\w.@+-]+)\\s*/\\s*(\\S+)$|\\blogin\\s*:?\\s*"
            + "([\\w.@+-]+)\\s*/\\s*(\\S+)$");
    private static final Set<String> NOT_USERS = Set.of("the", "a", "my", "your", "user", "username", "password", "with", "using",
            "and", "to", "in", "into", "me", "is", "follows");

    /** "Search for trains from Harwick Central to Velden Airport on 9 April 2031": a journey form's from, to and date. */
    private static final Pattern JOURNEY = Pattern.compile("(?i)^(?:please\\s+)?(search|look|find|check|book|get)\\s+(?:for\\s+)?"
            + "(?:(?:a|an|the|some|any|all)\\s+)?(?:(?:direct|cheap|next|one-way|return|available)\\s+)*(?:trains?|flights?|bus(?:es)?|coach(?:es)?|"
            + "ferr(?:y|ies)|rides?|trips?|tickets?|connections?|journeys?|routes?|travel|transfers?|sailings?|crossings?|boats?|voyages?|"
            + "departures?|services?|seats?|fares?|shuttles?|cars?|taxis?|cabs?)\\s+from\\s+(.+?)\\s+to\\s+(.+?)"
            + "(?:,?\\s+(?:on|for|departing(?:\\s+on)?|leaving(?:\\s+on)?)\\s+(.+?))?[.!]?$");

    /** The journey's places typed into From and To, its date picked, then the search; empty when the goal is no journey. */
    private static final String WEEKDAY = "(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)";
    /** "move my physio appointment on Wednesday to Friday at 10:30": an appointment moved to another day of the week. */
    private static final Pattern MOVED_TO_DAY = Pattern.compile("(?i)\\b(?:move|change|switch|reschedule|rebook)\\s+"
            + "((?:my|the|our|this)\\s+[^,;.!?]{2,50}?)(?:\\s+(?:on|from)\\s+(?:(?:this|next)\\s+)?(" + WEEKDAY + "))?\\s+to\\s+"
            + "(?:(?:this|next)\\s+)?(" + WEEKDAY + ")(?:\\s+at\\s+(\\d{1,2}(?:[:.]\\d{2})?(?:\\s*[ap]\\.?m\\.?)?|noon))?"
            + "(?=\\s*(?:[,;.!]|$|\\band\\b|\\bthen\\b))");

    /**
     * The appointment's own Reschedule (in its row, or its menu), the new day and time chosen where that opens, and,
     * what else the goal asks of it set too (a reminder), confirmed at the end.
     */
    static String rescheduled(String g) {
        Matcher m = MOVED_TO_DAY.matcher(g);
        if (!m.find()) {
            return g;
        }
        String steps = "reschedule " + m.group(1) + (m.group(2) == null ? "" : " on " + m.group(2)) + ", choose " + m.group(3)
                + (m.group(4) == null ? "" : ", choose " + m.group(4));
        String rest = g.substring(m.end());
        boolean confirmed = rest.matches("(?is).*\\b(?:confirm|save|apply|done|ok)\\b.*");
        return g.substring(0, m.start()) + steps + rest.replaceFirst("[.!\\s]*$", "") + (confirmed ? "" : ", then confirm");
    }

    static String journey(String g) {
        // "... on 14 May and pick the cheapest one": what comes after the journey is done once it is found
        Matcher after = Pattern.compile("(?i)^(.+?\\bfrom\\s+.+?\\bto\\s+.+?)(?:,\\s*|\\s+)(?:and\\s+|then\\s+)+(?!back\\b)(\\p{L}.*)$")
                .matcher(g.strip());
        if (after.matches() && JOURNEY.matcher(after.group(1)).matches() && Words.startsWithVerb(after.group(2))) {
            String trip = journey(after.group(1));
            return trip.equals(after.group(1)) ? g : trip + ", then " + after.group(2);
        }
        Matcher m = JOURNEY.matcher(g.strip());
        if (!m.matches() || m.group(4) != null && DateWords.find(m.group(4), java.time.LocalDate.now()) == null) {
            return g;
        }
        String to = m.group(3);
        String when = m.group(4);
        Matcher relative = Pattern.compile("(?i)^(.+?)\\s+(today|tomorrow|tonight|the\\s+day\\s+after\\s+tomorrow)$").matcher(to);
        if (when == null && relative.matches()) {
            to = relative.group(1);
            when = relative.group(2);
        }
        String verb = m.group(1).toLowerCase(java.util.Locale.ROOT);
        return "type " + m.group(2) + " into From, type " + to + " into To" + (when == null ? "" : ", pick " + when + " as the date")
                + ", then " + (verb.equals("find") ? "find" : "search");
    }

    /** "join the hidden network Orchard-5G with the password plum4tree, using WPA3 security": a thing, its secret, a join. */
    private static final Pattern JOIN_WITH_SECRET = Pattern.compile("(?i)^(?:please\\s+)?(join|connect\\s+to|connect|unlock|mount|"
            + "access|add)\\s+(?:the\\s+|a\\s+|my\\s+|our\\s+)?(?:(?:hidden|new|secure|private|wireless|guest|shared|remote)\\s+)*"
            + "(network|wi-?fi|ssid|vpn|server|share|vault|archive|drive|room|account|hotspot)?\\s*(\\S+)\\s+(?:with|using)\\s+"
            + "(?:the\\s+|a\\s+)?(password|passphrase|passcode|pin|key)\\s+(\\S+?)(?:[.,;]?\\s+(?:using|with|and)\\s+(\\S+)\\s+"
            + "(security|encryption|authentication|protocol|mode|type))?[.!]?$");

    /**
     * "Join the hidden network Orchard-5G with the password plum4tree, using WPA3 security" is a form: the network's
     * name, the password and the security in their fields, then the join.
     */
    static String joinWithSecret(String g) {
        Matcher m = JOIN_WITH_SECRET.matcher(g.strip());
        if (!m.matches()) {
            return g;
        }
        String thing = m.group(2) == null ? "name" : m.group(2);
        return "enter the " + thing + " " + m.group(3) + ", the " + m.group(4) + " " + m.group(5)
                + (m.group(6) == null ? "" : ", " + m.group(7) + " " + m.group(6)) + ", then " + m.group(1).split("\\s+")[0];
    }

    private static final Pattern THEN = Pattern.compile("(?i),?\\s+(?:and\\s+)?then\\s+|,\\s+and\\s+(?=save|apply|confirm|submit)");
    private static final String DAY = "(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?";
    private static final Pattern ONLY_DAYS = Pattern.compile("(?i)\\b(?:only|just)\\s+(?:on\\s+)?(?:every\\s+)?(" + DAY
            + "(?:\\s*(?:,|and|&|or|,\\s*and)\\s*" + DAY + ")*)\\b(?!\\s+\\d)");

    /**
     * "I'd like the newsletter only on Fridays from now on": the sentence is a choice of days, ticked with the others
     * unticked (the days' own boxes only).
     */
    static String onlyOnDays(String g) {
        Matcher m = ONLY_DAYS.matcher(g);
        if (!m.find()) {
            return g;
        }
        int start = Math.max(Math.max(g.lastIndexOf(". ", m.start()), g.lastIndexOf("; ", m.start())), g.lastIndexOf("! ", m.start()));
        int from = start < 0 ? 0 : start + 2;
        Matcher then = THEN.matcher(g);
        int to = then.find(m.end()) ? Math.min(then.start(), sentenceEnd(g, m.end())) : sentenceEnd(g, m.end());
        String days = m.group(1).replaceAll("(?i)\\s*(?:,\\s*and|,|and|&|or)\\s*", " and ");
        String rest = g.substring(to).strip().replaceFirst("^[,.;]\\s*", "");
        return (g.substring(0, from) + "tick only " + days + (rest.isEmpty() ? "" : ", " + rest)).strip();
    }

    private static final String SECRET_WORD = "('[^']+'|\"[^\"]+\"|[^\\s,;'\"]+?)(?=[.,;!]?(?:\\s|$))";
    private static final Pattern PASSWORD_IS = Pattern.compile("(?i)\\b(?:my|the|our)\\s+(?:current\\s+|old\\s+|existing\\s+|present\\s+)?"
            + "password\\s+(?:is|was)\\s+(?:currently\\s+|now\\s+|still\\s+)?(?!(?:leaked|stolen|compromised|hacked|known|weak|"
            + "old|wrong|expired|expiring|too|not|no|being|been|easy|guessable|out|exposed|shared|public|the|a|an|in|on)\\b)"
            + SECRET_WORD);
    private static final Pattern PASSWORD_FROM_TO = Pattern.compile("(?i)\\b(?:change|update|switch|reset)\\s+(?:my\\s+|the\\s+|our\\s+)?"
            + "password\\s+from\\s+" + SECRET_WORD + "\\s+to\\s+" + SECRET_WORD);
    private static final Pattern PASSWORD_TO = Pattern.compile("(?i)\\b(?:change|update|switch|reset|set)\\s+(?:it|that|(?:my|the|our)\\s+"
            + "password)\\s+to\\s+(?:a\\s+new\\s+one,?\\s+)?" + SECRET_WORD);
    private static final Pattern OTHER_DEVICES_OUT = Pattern.compile("(?i)\\b(?:kick|log|sign|throw|boot)\\s+(?:every|all|each)\\s+"
            + "(?:the\\s+)?other\\s+(devices?|sessions?|computers?|phones?|browsers?)\\s+out(?:\\s+of\\s+(?:my|the|our)\\s+account)?");

    /**
     * "My password is Wren-Kettle-19 ... Change it to Basil-Moth-42": a password change, typed as a form asks it (the
     * current one, the new one, the new one again) and sent; "kick every other device out" is signing them out.
     */
    static String passwordChange(String g) {
        g = OTHER_DEVICES_OUT.matcher(g).replaceAll("sign out of all other $1");
        Matcher fromTo = PASSWORD_FROM_TO.matcher(g);
        Matcher is = PASSWORD_IS.matcher(g);
        Matcher to = PASSWORD_TO.matcher(g);
        String current;
        String fresh;
        int start;
        int end;
        boolean told = false;
        if (fromTo.find()) {
            current = fromTo.group(1);
            fresh = fromTo.group(2);
            start = fromTo.start();
            end = fromTo.end();
        } else if (to.find()) {
            told = is.find() && is.end() <= to.start();
            if (!told && !to.group().matches("(?is).*\\bpassword\\b.*")) {
                return g; // "set it to 5": no password was said
            }
            current = told ? is.group(1) : null;
            fresh = to.group(1);
            start = to.start();
            end = to.end();
        } else {
            return g;
        }
        String steps = (current == null ? "" : "type " + quoted(current) + " into the current password, ")
                + "type " + quoted(fresh) + " into the new password, type " + quoted(fresh) + " into confirm new password, then submit";
        if (!told) {
            return g.substring(0, start) + steps + g.substring(end);
        }
        // the words that told the current password are said by the steps now (and never shown as a note): up to the end
        // of their sentence, or up to the change when it is in the same sentence ("My password is X, change it to Y")
        int stop = Math.min(sentenceEnd(g, is.end()), start);
        String between = g.substring(stop, start).replaceFirst("(?i)^[\\s,;]*(?:and\\s+|so\\s+|but\\s+)*", "");
        return (g.substring(0, is.start()) + between + steps + g.substring(end)).strip();
    }

    private static String quoted(String secret) {
        return secret.startsWith("'") || secret.startsWith("\"") ? secret : "'" + secret + "'";
    }

    /** Just past the end of the sentence that runs on from here (its full stop, or the end). */
    private static int sentenceEnd(String g, int from) {
        Matcher m = Pattern.compile("[.;!?](?:\\s+|$)").matcher(g);
        return m.find(from) ? m.end() : g.length();
    }

    /**
     * "Log in as jdoe using the password Sunflower22", "Login: kim / hunter2", "log into the account
     * kjones, password is Tulip-99, and make sure remember me is off": the user name and password
     * typed into their fields, the remember box set as said, then the login button.
     */
    static String login(String g) {
        if (!LOGIN_VERB.matcher(g).find() || g.contains(" then ") || g.matches("(?i).*\\benter\\s+(?:the\\s+)?user.*")) {
            return g;
        }
        String user = null;
        String password = null;
        Matcher slash = LOGIN_SLASH.matcher(g.strip().replaceAll("[.]$", ""));
        if (slash.find()) {
            user = slash.group(1) != null ? slash.group(1) : slash.group(3);
            password = slash.group(2) != null ? slash.group(2) : slash.group(4);
        } else {
            Matcher p = LOGIN_PASSWORD.matcher(g);
            if (!p.find()) {
                return g;
            }
            password = p.group(1);
            Matcher u = LOGIN_USER.matcher(g.substring(0, p.start()) + " " + g.substring(p.end()));
            while (u.find()) {
                String v = u.group(2);
                if (!NOT_USERS.contains(v.toLowerCase(java.util.Locale.ROOT).replaceAll("['\"]", ""))
                        && (user == null || u.group(1).toLowerCase(java.util.Locale.ROOT).startsWith("user"))) {
                    // "wants a login before it will print ... the username is frontdesk": the name said as the user name wins
                    user = v;
                    if (u.group(1).toLowerCase(java.util.Locale.ROOT).startsWith("user")) {
                        break;
                    }
                }
            }
        }
        if (user == null || password == null) {
            return g;
        }
        String q = password.startsWith("'") || password.startsWith("\"") ? password : "'" + password.replaceAll("[.,;]+$", "") + "'";
        StringBuilder out = new StringBuilder("enter username " + user.replaceAll("[.,;]+$", "") + " and password " + q);
        String lower = g.toLowerCase(java.util.Locale.ROOT);
        if (lower.matches(".*\\b(?:remember\\s+me|keep\\s+me\\s+(?:signed|logged)\\s+in|stay\\s+(?:signed|logged)\\s+in)\\b.*")) {
            boolean off = lower.matches(".*\\b(?:don'?t|do\\s+not|not|never|off|untick|uncheck|without|shared|public)\\b.*"
                    + "(?:remember|signed|logged)\\b.*|.*\\b(?:remember\\s+me|signed\\s+in|logged\\s+in)\\b.*\\b(?:off|unticked|unchecked)\\b.*");
            String box = lower.contains("remember me") ? "remember me" : lower.contains("logged in") ? "keep me logged in"
                    : "keep me signed in";
            out.append(", then ").append(off ? "untick " : "tick ").append(box);
        }
        out.append(", then log in");
        // "sign in as X with the password Y, search the catalogue for Z and reserve it": what comes after the
        // credentials is more to do once signed in, never dropped
        int end = Math.max(g.indexOf(user) < 0 ? 0 : g.indexOf(user) + user.length(),
                g.indexOf(password) < 0 ? 0 : g.indexOf(password) + password.length());
        String rest = g.substring(Math.min(end, g.length())).replaceFirst("^[\\s'\"]*", "");
        // (the rest starts at its first word: "and open my messages" is the same as ", then open my messages")
        Matcher next = Pattern.compile("(?i)^(?:[,;.]+\\s*|\\s*)(?:(?:and|then)\\s+)+(?:then\\s+)?(\\p{L}.*)$|^[,;.]+\\s*(\\p{L}.*)$").matcher(rest);
        String more = next.matches() ? (next.group(1) != null ? next.group(1) : next.group(2)) : null;
        if (more != null && !more.matches("(?i).*\\b(?:remember\\s+me|keep\\s+me|stay\\s+(?:signed|logged))\\b.*")
                && !more.matches("(?i)(?:log|sign)\\s*(?:in|on)\\b.*|(?:press|click|hit)\\s+(?:the\\s+)?(?:log|sign)\\s*(?:in|on)\\b.*"
                + "|(?:to|into|on|at)\\s+.*")) {
            out.append(", then ").append(more);
        }
        return out.toString();
    }

    /** "open the File menu" then "click Open" is the menu path File > Open. */
    private static List<SubGoal> mergeMenus(List<SubGoal> steps) {
        List<SubGoal> out = new ArrayList<>();
        for (SubGoal s : steps) {
            SubGoal last = out.isEmpty() ? null : out.get(out.size() - 1);
            boolean openMenu = last != null && last.kind() == Kind.CLICK && last.role() == RoleHint.MENU
                    && last.target() != null;
            boolean item = (s.kind() == Kind.CLICK || s.kind() == Kind.CHOOSE) && s.target() != null
                    && s.where().isEmpty();
            if (openMenu && (item || s.kind() == Kind.MENU_PATH)) {
                List<String> path = new ArrayList<>(List.of(last.target()));
                path.addAll(s.kind() == Kind.MENU_PATH ? s.path() : List.of(s.target()));
                out.set(out.size() - 1, ClauseGrammar.menuPath(path));
            } else {
                out.add(s);
            }
        }
        return out;
    }

    private static String shortened(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
