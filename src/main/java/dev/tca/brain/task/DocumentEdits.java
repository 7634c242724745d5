package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.Plan;
import dev.tca.brain.plan.SubGoal;

import java.time.LocalDate;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A goal that changes what a document says, read against the document's own lines (the tree gives an editor's whole
 * text): "moved from Room 4B to Room 2A ... wherever they mention the old room", "a dozen eggs instead of six", "at
 * weekends ... at 9 instead of 8", "ten days later", "half an hour later than the invite says", "take the cheddar
 * cheese off it". Each becomes the line as it stands and the line it is to be; a line is rewritten, not searched for
 * with an editor's own dialog, so any editor with a text and a caret will do.
 * <p>
 * A goal any of whose changes cannot be pinned to one line is left to the plan as it was (nothing half done), and so
 * is a goal that also adds text: writing new lines is the plan's own typing.
 */
final class DocumentEdits {

    private DocumentEdits() {
    }

    /**
     * The plan as the document's lines read it: their rewrites, then the plan's own save ("save it as ...") and close, or a
     * save the goal asks for in words the plan did not read as one ("..., and save them"). Empty when no line is rewritten.
     */
    static Optional<Plan> replan(Plan plan, String document) {
        List<SubGoal> edits = plan(plan.goal(), document);
        if (edits.isEmpty()) {
            return Optional.empty();
        }
        List<SubGoal> keep = plan.steps().stream().filter(s -> s.kind() == Kind.SAVE || s.kind() == Kind.CLOSE).toList();
        List<SubGoal> steps = new ArrayList<>(edits);
        if (keep.stream().noneMatch(s -> s.kind() == Kind.SAVE) && plan.goal().matches("(?is).*\\bsave\\b.*")) {
            steps.add(SubGoal.of(Kind.SAVE, null));
        }
        steps.addAll(keep);
        return Optional.of(new Plan(plan.goal(), steps));
    }

    /** The steps that rewrite the document's lines, in the document's order; empty when the goal is not read so. */
    static List<SubGoal> plan(String goal, String document) {
        List<String> lines = document.lines().toList();
        if (lines.size() < 2) {
            return List.of();
        }
        Map<Integer, String> now = new LinkedHashMap<>(); // line index -> what it becomes (null: removed)
        for (String clause : clauses(goal)) {
            Optional<Map<Integer, String>> edits = swap(clause, goal, lines, now)
                    .or(() -> instead(clause, goal, lines, now))
                    .or(() -> pairs(clause, lines, now))
                    .or(() -> shift(clause, goal, lines, now))
                    .or(() -> field(clause, goal, lines, now))
                    .or(() -> removal(clause, lines, now))
                    .or(() -> addition(clause, lines, now))
                    .or(() -> settled(clause, goal, lines, now));
            if (edits.isEmpty() && (CHANGES.matcher(clause).find() || ADDS.matcher(clause).find())) {
                return List.of(); // a change the lines do not show where to make, or new text the plan's own typing writes
            }
            edits.ifPresent(now::putAll);
        }
        List<SubGoal> steps = new ArrayList<>();
        now.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
            String old = lines.get(e.getKey());
            if (!old.equals(e.getValue())) {
                steps.add(new SubGoal(Kind.EDIT_LINE, old, e.getValue(), null, null, false, null, null, null, null, null, null, null));
            }
        });
        return steps;
    }

    /** New text: written here only into a section the document has ("as the last of my languages"), else by the plan. */
    private static final Pattern ADDS = Pattern.compile("(?i)\\b(?:add|append|insert|write|type|put)\\b");
    /** A clause that asks for a change of what a line says. */
    private static final Pattern CHANGES = Pattern.compile("(?i)\\binstead of\\b|\\b(?:later|earlier|sooner)\\b|\\bfrom\\s+\\S.*\\bto\\b"
            + "|\\b(?:replace|swap|swapped|remove|delete|take\\s+.+\\s+off|cross\\s+.+\\s+off)\\b");

    private static List<String> clauses(String goal) {
        List<String> out = new ArrayList<>();
        for (String part : goal.split("(?<=[.!?;])\\s+|,\\s*(?:and\\s+|then\\s+)?|:\\s+|\\s+and\\s+(?=(?:then\\s+)?(?:take|remove|delete|cross"
                + "|change|replace|swap|move|make|save|add|append|put|insert)\\b)")) {
            String p = part.strip().replaceAll("[.!?;]+$", "");
            if (!p.isEmpty()) {
                out.add(p);
            }
        }
        return out;
    }

    // ---- "she's swapped with Ben", "swap Tom and Ana": two names the document says trade places wherever it says them

    private static final Pattern SWAP = Pattern.compile("(?i)\\b(?<a>[\\p{L}][\\p{L}'-]*)(?:\\s*'s|\\s+has|\\s+have)?\\s+swapped\\s+(?:places\\s+)?with\\s+"
            + "(?<b>[\\p{L}][\\p{L}'-]*)|\\bswap\\s+(?<c>.+?)\\s+(?:and|with)\\s+(?<d>.+)");
    private static final Set<String> PRONOUNS = Set.of("she", "he", "they", "i", "we");

    private static Optional<Map<Integer, String>> swap(String clause, String goal, List<String> lines, Map<Integer, String> now) {
        Matcher m = SWAP.matcher(clause);
        if (!m.find()) {
            return Optional.empty();
        }
        String a = text(m.group("a") != null ? m.group("a") : m.group("c")).replaceAll("(?i)['’]s$", "");
        String b = text(m.group("b") != null ? m.group("b") : m.group("d"));
        String document = String.join("\n", lines);
        if (PRONOUNS.contains(a.toLowerCase(Locale.ROOT))) {
            // "Priya can't do the 21st ... She's swapped with Ben": the name told last before it that the document says
            String said = goal.substring(0, Math.max(0, goal.indexOf(m.group())));
            Matcher name = Pattern.compile("\\b\\p{Lu}[\\p{L}'-]+").matcher(said);
            String last = null;
            while (name.find()) {
                String n = name.group().replaceAll("'s$", "");
                if (!n.equalsIgnoreCase(b) && says(document, n)) {
                    last = n;
                }
            }
            a = last;
        }
        if (a == null || a.equalsIgnoreCase(b) || !says(document, a) || !says(document, b)) {
            return Optional.empty();
        }
        Pattern either = Pattern.compile("(?i)(?<![\\w])(?:" + Pattern.quote(a) + "|" + Pattern.quote(b) + ")(?![\\w])");
        String x = a;
        return Optional.of(rewrite(either, said -> said.equalsIgnoreCase(x) ? cased(said, b) : cased(said, x), line -> true, lines, now));
    }

    private static boolean says(String document, String words) {
        return Pattern.compile("(?i)(?<![\\w])" + Pattern.quote(words) + "(?![\\w])").matcher(document).find();
    }

    // ---- "replace X with Y", "change X to Y", "moved from X to Y", "Y instead of X": X as the document writes it

    private static final List<Pattern> PAIRS = List.of(
            Pattern.compile("(?i)\\b(?:replace|swap)\\s+(?:every|all|each)?\\s*(?:(?:occurrences?|mentions?|instances?)\\s+of\\s+)?(?<old>.+?)"
                    + "\\s+(?:with|by|for)\\s+(?<new>.+)"),
            Pattern.compile("(?i)\\bchange\\s+(?:every|all|each)?\\s*(?<old>.+?)\\s+(?:to|into)\\s+(?<new>.+)"),
            Pattern.compile("(?i)\\bfrom\\s+(?<old>.+?)\\s+to\\s+(?<new>.+)"),
            Pattern.compile("(?i)^(?:(?:it|this|that)\\s+(?:is|'s|should\\s+be)\\s+|(?:use|say|make\\s+it)\\s+)?(?<new>.+?)\\s+instead\\s+of\\s+(?<old>.+)"));
    /** A quoted stretch of words: 'Yours faithfully', "Room 2A". */
    private static final Pattern QUOTED = Pattern.compile("(['\"‘’“”])([^'\"‘’“”]+)\\1");

    /** What a pair's words end with that is no part of the text ("... in this list", "... everywhere"). */
    private static final Pattern PAIR_TAIL = Pattern.compile("(?i)\\s+(?:in|on|throughout|across|all\\s+over)\\s+(?:the|this|my|that|our)\\s+.*$"
            + "|\\s+(?:everywhere|throughout|wherever.*|in\\s+it|please)$");

    private static Optional<Map<Integer, String>> pairs(String clause, List<String> lines, Map<Integer, String> now) {
        for (Pattern p : PAIRS) {
            Matcher m = p.matcher(clause);
            if (!m.find()) {
                continue;
            }
            String old = text(m.group("old"));
            String neu = text(m.group("new"));
            // ("Sign off my letter with 'Yours faithfully' instead of 'Yours sincerely'": the quoted words are the text)
            Matcher quotedNew = QUOTED.matcher(m.group("new"));
            Matcher quotedOld = QUOTED.matcher(m.group("old"));
            String lastNew = null;
            while (quotedNew.find()) {
                lastNew = quotedNew.group(2);
            }
            boolean quoted = lastNew != null && quotedOld.find();
            if (quoted) {
                neu = lastNew;
                old = quotedOld.group(2);
            }
            if (p == PAIRS.get(PAIRS.size() - 1) && !quoted) {
                // "I'd rather have oat milk instead of cow's milk": the new words are as many as the old, next to them
                List<String> said = List.of(neu.split("\\s+"));
                neu = String.join(" ", said.subList(Math.max(0, said.size() - old.split("\\s+").length), said.size()));
            }
            if (old.isEmpty() || neu.isEmpty() || old.equalsIgnoreCase(neu)) {
                continue;
            }
            Pattern said = Pattern.compile("(?i)(?<![\\w])" + Pattern.quote(old) + "(?![\\w])");
            // "replace butter with olive oil" in a list that has "butter" and "peanut butter": the item, not the words in another
            String item = old;
            boolean items = lines.stream().anyMatch(l -> bare(l).equalsIgnoreCase(item));
            String with = neu;
            Map<Integer, String> edits = rewrite(said, w -> cased(w, with), line -> !items || bare(line).equalsIgnoreCase(item), lines, now);
            if (!edits.isEmpty()) {
                return Optional.of(edits);
            }
        }
        return Optional.empty();
    }

    /** Each line (as rewritten so far) that {@code which} takes and {@code said} matches in, with every match replaced. */
    private static Map<Integer, String> rewrite(Pattern said, java.util.function.UnaryOperator<String> by,
                                                java.util.function.Predicate<String> which, List<String> lines, Map<Integer, String> now) {
        Map<Integer, String> edits = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = current(i, lines, now);
            if (line == null || !which.test(line)) {
                continue;
            }
            Matcher at = said.matcher(line);
            StringBuilder out = new StringBuilder();
            boolean any = false;
            while (at.find()) {
                any = true;
                at.appendReplacement(out, Matcher.quoteReplacement(by.apply(at.group())));
            }
            if (any) {
                at.appendTail(out);
                edits.put(i, out.toString());
            }
        }
        return edits;
    }

    /** The line that scores highest above nothing, and whether another scores as high. */
    private record Top(int index, boolean tie) {
    }

    private static Top top(int lines, java.util.function.IntToDoubleFunction score) {
        int best = -1;
        double top = 0;
        boolean tie = false;
        for (int i = 0; i < lines; i++) {
            double s = score.applyAsDouble(i);
            if (s > top + 1e-9) {
                top = s;
                best = i;
                tie = false;
            } else if (s > 0 && Math.abs(s - top) <= 1e-9) {
                tie = true;
            }
        }
        return new Top(best, tie);
    }

    /** A line without its list mark ("- ", "* ", "3. ") or the spaces around it. */
    private static String bare(String line) {
        return line.strip().replaceFirst("^(?:[-*•]|\\d+[.)])\\s+", "").strip();
    }

    /** The words of a pair without quotes, articles before a quote or what ends the clause. */
    private static String text(String raw) {
        String t = PAIR_TAIL.matcher(raw.strip()).replaceAll("").strip();
        t = t.replaceAll("^(?i)(?:the\\s+(?:word|words|text|name)\\s+)", "");
        Matcher q = Pattern.compile("^[\"'‘“](.+)[\"'’”]$").matcher(t);
        return q.matches() ? q.group(1).strip() : t;
    }

    /** "olive oil" where the document wrote "Butter": the new words take the old one's capital. */
    private static String cased(String old, String neu) {
        return Character.isUpperCase(old.codePointAt(0)) && Character.isLowerCase(neu.codePointAt(0)) && !old.equals(old.toUpperCase(Locale.ROOT))
                ? neu.substring(0, 1).toUpperCase(Locale.ROOT) + neu.substring(1) : neu;
    }

    private static String current(int i, List<String> lines, Map<Integer, String> now) {
        return now.containsKey(i) ? now.get(i) : lines.get(i);
    }

    // ---- "change my phone number to 07700 900456": the value after the label that names it ("Phone: ...")

    private static final Pattern FIELD = Pattern.compile("(?i)\\b(?:change|update|set|make|correct)\\s+(?<mine>my\\s+|our\\s+)?(?:the\\s+)?"
            + "(?<field>[\\p{L}'’ -]+?)\\s+(?:to|into|as)\\s+(?<new>.+)$");
    private static final Pattern LABELLED = Pattern.compile("^(?<label>\\s*[^:\\s][^:]{0,39}):(?<gap>\\s*)(?<value>\\S.*?)\\s*$");

    private static Optional<Map<Integer, String>> field(String clause, String goal, List<String> lines, Map<Integer, String> now) {
        Matcher m = FIELD.matcher(clause);
        if (!m.find()) {
            return Optional.empty();
        }
        Set<String> named = subject(m.group("field"));
        named.remove("number");
        String neu = text(m.group("new"));
        if (named.isEmpty() || neu.isEmpty()) {
            return Optional.empty();
        }
        Top top = top(lines.size(), i -> {
            String line = current(i, lines, now);
            Matcher l = line == null ? null : LABELLED.matcher(line);
            return l == null || !l.matches() ? 0 : named.stream().filter(subject(l.group("label"))::contains).count();
        });
        // "my phone number" where a CV also gives a referee's: the document's own comes first
        if (top.index() < 0 || top.tie() && m.group("mine") == null) {
            return Optional.empty();
        }
        int best = top.index();
        Matcher l = LABELLED.matcher(current(best, lines, now));
        l.matches();
        return Optional.of(Map.of(best, l.group("label") + ":" + l.group("gap") + neu));
    }

    // ---- "add Spanish (conversational) as the last of my languages": a new item under the section's heading

    private static final Pattern ADDITION = Pattern.compile("(?i)\\b(?:add|append|put|insert)\\s+(?<x>.+?)\\s+(?:as\\s+the\\s+last\\s+(?:one\\s+)?(?:of|in)"
            + "|(?:at|to)\\s+the\\s+(?:end|bottom)\\s+of|to|under|in|into)\\s+(?:my|the|our)?\\s*(?<section>[\\p{L}'’ -]+?)"
            + "(?:\\s+(?:list|section|part|heading))?$");

    private static Optional<Map<Integer, String>> addition(String clause, List<String> lines, Map<Integer, String> now) {
        Matcher m = ADDITION.matcher(clause);
        if (!m.find()) {
            return Optional.empty();
        }
        Set<String> section = subject(m.group("section"));
        // ("add "Buy a card" as a new item at the end of ...": the words in quotes are the item)
        String said = m.group("x").replaceFirst("(?i)\\s+as\\s+(?:a\\s+|an\\s+)?(?:new\\s+|extra\\s+|separate\\s+)?(?:item|entry|line|task|"
                + "thing|point|bullet|row|one)$", "");
        // (a list's items go without "the": "add the stove lighter" is "- Stove lighter"'s kind of line, unless quoted)
        String item = said.strip().matches("[\"'‘“].*") ? text(said) : text(said).replaceFirst("(?i)^(?:the|a|an|some)\\s+", "");
        if (section.isEmpty() || item.isEmpty()) {
            return Optional.empty();
        }
        List<Integer> headings = new ArrayList<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            String line = current(i, lines, now);
            String next = current(i + 1, lines, now);
            if (line != null && !line.isBlank() && (i == 0 || lines.get(i - 1).isBlank()) && next != null && !next.isBlank()
                    && !subject(line).isEmpty() && section.containsAll(subject(line))) {
                headings.add(i);
            }
        }
        if (headings.size() != 1) {
            return Optional.empty();
        }
        int last = headings.get(0) + 1;
        while (last + 1 < lines.size() && !lines.get(last + 1).isBlank()) {
            last++;
        }
        String after = current(last, lines, now);
        // (a to-do list's new thing is not done yet: "[ ]" whatever the line before says)
        Matcher mark = Pattern.compile("^(\\s*)(?:([-*•]|\\[[ xX✓]?\\]|[☐☑✓✔])|(\\d+)([.)]))(\\s+)").matcher(after);
        String prefix = !mark.find() ? "" : mark.group(2) != null ? mark.group(1) + unticked(mark.group(2)) + mark.group(5)
                : mark.group(1) + (Integer.parseInt(mark.group(3)) + 1) + mark.group(4) + mark.group(5);
        return Optional.of(Map.of(last, after + "\n" + prefix + item));
    }

    private static String unticked(String mark) {
        return mark.startsWith("[") ? "[ ]" : mark.matches("[☐☑✓✔]") ? "☐" : mark;
    }

    // ---- "I gave Ben the money for the concert tickets": the line about it marked as its list marks a thing done

    private static final Pattern DONE = Pattern.compile("(?i)\\b(?:paid|pay\\s+back|gave\\s+.+\\s+(?:the\\s+)?money|settled|done|finished"
            + "|completed|(?:tick|check)(?:ed)?\\s+off|bought|returned|sent|posted)\\b");
    /** "tick off booking the MOT and returning the library books": the list's things, each marked done on its own line. */
    private static final Pattern TICK_OFF = Pattern.compile("(?i)^(?:please\\s+)?(?:tick|check)\\s+off\\s+(?<things>.+)$");
    /** How a line says a thing is not done yet, and what it says once it is. */
    private static final List<String[]> MARKS = List.of(new String[] {"(?i)\\bnot\\s+paid\\b", "paid"},
            new String[] {"(?i)\\bunpaid\\b", "paid"}, new String[] {"(?i)\\bnot\\s+done\\b", "done"},
            new String[] {"(?i)\\bto\\s+do\\b", "done"}, new String[] {"\\[ \\]", "[x]"}, new String[] {"☐", "☑"});

    private static Optional<Map<Integer, String>> settled(String clause, String goal, List<String> lines, Map<Integer, String> now) {
        if (!DONE.matcher(clause).find()) {
            return Optional.empty();
        }
        Matcher ticks = TICK_OFF.matcher(clause.strip());
        String[] things = ticks.matches() ? ticks.group("things").split("\\s*,\\s*(?:and\\s+)?|\\s+and\\s+") : new String[0];
        if (things.length > 1) {
            // each thing on its own line; all of them or none (a half-ticked list is no reading of the goal)
            Map<Integer, String> all = new LinkedHashMap<>();
            for (String thing : things) {
                Map<Integer, String> merged = new LinkedHashMap<>(now);
                merged.putAll(all);
                Optional<Map<Integer, String>> one = settled("tick off " + thing, goal, lines, merged);
                if (one.isEmpty() || all.keySet().stream().anyMatch(one.get()::containsKey)) {
                    return Optional.empty();
                }
                all.putAll(one.get());
            }
            return Optional.of(all);
        }
        List<Integer> open = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = current(i, lines, now);
            if (line != null && MARKS.stream().anyMatch(m -> Pattern.compile(m[0]).matcher(line).find())
                    && !line.strip().startsWith("(")) {
                open.add(i);
            }
        }
        Set<String> subject = subject(clause);
        subject.removeAll(subject("gave money paid back settled done finished completed ticked tick check checked off bought returned sent "
                + "posted last night yesterday today"));
        return best(open, subject, Set.of(), lines).map(i -> {
            String line = current(i, lines, now);
            for (String[] m : MARKS) {
                Matcher at = Pattern.compile(m[0]).matcher(line);
                if (at.find()) {
                    return Map.of(i, line.substring(0, at.start()) + m[1] + line.substring(at.end()));
                }
            }
            return Map.of(i, line);
        });
    }

    // ---- "a dozen eggs instead of six", "come on at 9 instead of 8": a number on the line the rest of the sentence is about

    private static final String NUMBER = "(?:\\d{1,2}:\\d{2}(?:\\s*[ap]\\.?m\\.?)?|\\d+(?:\\s*[ap]\\.?m\\.?)?|(?:half\\s+a\\s+|a\\s+)?dozen|zero|one|two|three"
            + "|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a\\s+hundred)";
    private static final Pattern INSTEAD = Pattern.compile("(?i)^.*\\b(?<new>" + NUMBER + ")\\b(?<mid>.*?)\\binstead\\s+of\\s+(?<old>" + NUMBER + ")\\b");

    private static Optional<Map<Integer, String>> instead(String clause, String goal, List<String> lines, Map<Integer, String> now) {
        Matcher m = INSTEAD.matcher(clause);
        if (!m.find()) {
            return Optional.empty();
        }
        Amount neu = clause.substring(0, m.start("new")).matches("(?is).*\\bhalf\\s+a\\s+$") ? Amount.of("half a dozen") : Amount.of(m.group("new"));
        Amount old = Amount.of(m.group("old"));
        if (neu == null || old == null) {
            return Optional.empty();
        }
        Set<String> subject = subject(clause.replace(m.group("new"), " ").replace(m.group("old"), " "));
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = current(i, lines, now);
            if (line != null && old.in(line).isPresent()) {
                candidates.add(i);
            }
        }
        return best(candidates, subject, subject(goal), lines).map(i -> {
            String line = current(i, lines, now);
            Matcher at = old.in(line).orElseThrow();
            return Map.of(i, line.substring(0, at.start()) + neu.as(at) + line.substring(at.end()));
        });
    }

    /** A number the goal says, in minutes past midnight when it is a time of day, else as a count. */
    private record Amount(int value, boolean clock) {

        static Amount of(String said) {
            String s = said.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
            Matcher t = Pattern.compile("(\\d{1,2})(?::(\\d{2}))?\\s*([ap])?\\.?m?\\.?").matcher(s);
            if (t.matches()) {
                int h = Integer.parseInt(t.group(1));
                int min = t.group(2) == null ? 0 : Integer.parseInt(t.group(2));
                boolean clock = t.group(2) != null || t.group(3) != null;
                if (!clock) {
                    return new Amount(h, false);
                }
                if (t.group(3) != null && t.group(3).equals("p") && h < 12) {
                    h += 12;
                }
                return new Amount(h * 60 + min, true);
            }
            Map<String, Integer> words = Map.ofEntries(Map.entry("zero", 0), Map.entry("one", 1), Map.entry("two", 2), Map.entry("three", 3),
                    Map.entry("four", 4), Map.entry("five", 5), Map.entry("six", 6), Map.entry("seven", 7), Map.entry("eight", 8),
                    Map.entry("nine", 9), Map.entry("ten", 10), Map.entry("eleven", 11), Map.entry("twelve", 12), Map.entry("dozen", 12),
                    Map.entry("a dozen", 12), Map.entry("half a dozen", 6), Map.entry("twenty", 20), Map.entry("thirty", 30),
                    Map.entry("forty", 40), Map.entry("fifty", 50), Map.entry("a hundred", 100));
            Integer n = words.get(s);
            return n == null ? null : new Amount(n, false);
        }

        /** Where a line says this number: a time of day ("08:00", "8 pm"; a bare 8 is also 08:00), or a count ("x6", "6"). */
        Optional<Matcher> in(String line) {
            Matcher t = TIME.matcher(line);
            while (t.find()) {
                int minutes = minutes(t);
                if (clock ? minutes == value || minutes == (value + 12 * 60) % (24 * 60) : minutes == value * 60 || minutes == (value + 12) * 60) {
                    return Optional.of(t);
                }
            }
            if (clock) {
                return Optional.empty();
            }
            Matcher c = COUNT.matcher(line);
            while (c.find()) {
                if (Integer.parseInt(c.group(2)) == value) {
                    return Optional.of(c);
                }
            }
            return Optional.empty();
        }

        /** This number written the way the line wrote the one it replaces. */
        String as(Matcher at) {
            if (at.pattern() == COUNT) {
                return at.group(1) + (clock ? value / 60 : value);
            }
            int minutes = clock ? value : value * 60 + (at.group(2) == null ? 0 : Integer.parseInt(at.group(2)));
            return clockLike(at, minutes);
        }
    }

    /** "08:00", "7:30 pm", "8pm", "8 am". */
    private static final Pattern TIME = Pattern.compile("(?i)(?<![\\w.:])(\\d{1,2})(?::(\\d{2}))?(?:(\\s*)([ap])(\\.?)m\\.?)?(?![\\w:])"
            + "|(?<![\\w.:])(\\d{1,2}):(\\d{2})(?![\\w:.])");
    /** A count: "x6", "6", "×2" (not a decimal, a time or a date's number). */
    private static final Pattern COUNT = Pattern.compile("(?<![\\w.:,/])([x×#]?)(\\d+)(?![\\d.:,/]|\\s*(?:[ap]\\.?m\\b))");

    private static int minutes(Matcher t) {
        if (t.group(1) == null) {
            return Integer.parseInt(t.group(6)) * 60 + Integer.parseInt(t.group(7));
        }
        if (t.group(2) == null && t.group(4) == null) {
            return -1; // a bare number is no time of day
        }
        int h = Integer.parseInt(t.group(1));
        int min = t.group(2) == null ? 0 : Integer.parseInt(t.group(2));
        if (t.group(4) != null) {
            h = h % 12 + (t.group(4).equalsIgnoreCase("p") ? 12 : 0);
        }
        return h * 60 + min;
    }

    /** A time of day written as the line wrote another: its clock (12 or 24 hours), its leading zero, its am/pm. */
    private static String clockLike(Matcher at, int minutes) {
        int m = Math.floorMod(minutes, 24 * 60);
        int h = m / 60;
        int min = m % 60;
        if (at.group(1) == null) { // "08:00"
            return (at.group(6).length() == 2 ? String.format("%02d", h) : Integer.toString(h)) + ":" + String.format("%02d", min);
        }
        if (at.group(4) != null) { // "7:30 pm", "8pm"
            boolean upper = Character.isUpperCase(at.group(4).charAt(0));
            String half = h < 12 ? "a" : "p";
            int twelve = h % 12 == 0 ? 12 : h % 12;
            String clock = at.group(2) != null || min != 0 ? twelve + ":" + String.format("%02d", min) : Integer.toString(twelve);
            return clock + at.group(3) + (upper ? half.toUpperCase(Locale.ROOT) : half) + at.group(5) + (upper ? "M" : "m")
                    + (at.group(5).isEmpty() ? "" : ".");
        }
        return (at.group(1).length() == 2 ? String.format("%02d", h) : Integer.toString(h)) + ":" + String.format("%02d", min);
    }

    // ---- "ten days later", "half an hour later than the invite says", "push it back a week"

    private static final Pattern SHIFT = Pattern.compile("(?i)\\b(?<n>\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
            + "|fifteen|twenty|thirty|forty|forty-five|half\\s+an?|a\\s+quarter\\s+of\\s+an?|a\\s+couple\\s+of)\\s+(?<unit>minutes?|mins?|hours?|days?|weeks?|fortnight)"
            + "\\s+(?<dir>later|earlier|sooner|after|before|back|forward|on)\\b"
            + "|\\b(?<verb>push(?:ed)?(?:\\s+\\w+)?\\s+back|bring(?:\\s+\\w+)?\\s+forward|move(?:d)?(?:\\s+\\w+)?\\s+(?:back|forward|on))\\s+(?:by\\s+)?"
            + "(?<n2>\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|half\\s+an?|a\\s+quarter\\s+of\\s+an?)\\s+(?<unit2>minutes?|mins?|hours?|days?|weeks?|fortnight)");

    private static Optional<Map<Integer, String>> shift(String clause, String goal, List<String> lines, Map<Integer, String> now) {
        Matcher m = SHIFT.matcher(clause);
        if (!m.find()) {
            return Optional.empty();
        }
        boolean verb = m.group("verb") != null;
        double n = count(verb ? m.group("n2") : m.group("n"));
        String unit = (verb ? m.group("unit2") : m.group("unit")).toLowerCase(Locale.ROOT);
        String dir = verb ? m.group("verb").toLowerCase(Locale.ROOT) : m.group("dir").toLowerCase(Locale.ROOT);
        int sign = dir.matches(".*(?:earlier|sooner|before|forward).*") ? -1 : 1;
        boolean clock = unit.startsWith("min") || unit.startsWith("hour");
        long amount = Math.round(sign * n * (unit.startsWith("min") ? 1 : unit.startsWith("hour") ? 60 : unit.startsWith("day") ? 1
                : unit.startsWith("week") ? 7 : 14));
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = current(i, lines, now);
            if (line != null && (clock ? firstTime(line) : firstDate(line)).isPresent()) {
                candidates.add(i);
            }
        }
        Set<String> subject = subject(goal.replace(m.group(), " "));
        return best(candidates, subject, Set.of(), lines).flatMap(i -> {
            String line = current(i, lines, now);
            if (clock) {
                Matcher t = firstTime(line).orElseThrow();
                return Optional.of(Map.of(i, line.substring(0, t.start()) + clockLike(t, minutes(t) + (int) amount) + line.substring(t.end())));
            }
            Matcher d = firstDate(line).orElseThrow();
            try {
                return Optional.of(Map.of(i, line.substring(0, d.start()) + dated(d, amount) + line.substring(d.end())));
            } catch (java.time.DateTimeException e) {
                return Optional.empty(); // "30 February": no day to move
            }
        });
    }

    /** How many a word or a number says: "ten", "a", "half an", "a couple of", "15". */
    static double count(String said) {
        String s = said.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        if (s.startsWith("half")) {
            return 0.5;
        }
        if (s.startsWith("a quarter")) {
            return 0.25;
        }
        if (s.equals("a couple of")) {
            return 2;
        }
        if (s.equals("forty-five")) {
            return 45;
        }
        if (s.matches("\\d+")) {
            return Integer.parseInt(s);
        }
        Amount a = Amount.of(s.equals("a") || s.equals("an") ? "one" : s);
        return a == null ? 1 : a.value();
    }

    private static Optional<Matcher> firstTime(String line) {
        Matcher t = TIME.matcher(line);
        while (t.find()) {
            if (minutes(t) >= 0) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    private static final String MONTHS = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*";
    /** "4 March", "Sat 21 June 2025", "March 4", "4th March": the weekday before it is written again too. */
    private static final Pattern DATE = Pattern.compile("(?i)(?:(?<wd>(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*),?\\s+)?"
            + "(?:(?<d>\\d{1,2})(?<th>st|nd|rd|th)?\\s+(?<m>" + MONTHS + ")|(?<m2>" + MONTHS + ")\\s+(?<d2>\\d{1,2})(?<th2>st|nd|rd|th)?)"
            + "(?:,?\\s+(?<y>(?:19|20)\\d{2}))?\\b");

    private static Optional<Matcher> firstDate(String line) {
        Matcher d = DATE.matcher(line);
        while (d.find()) {
            if (month(d.group("m") != null ? d.group("m") : d.group("m2")) > 0) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }

    private static int month(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        List<String> names = List.of("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec");
        for (int i = 0; i < names.size(); i++) {
            if (w.startsWith(names.get(i)) && java.time.Month.of(i + 1).getDisplayName(TextStyle.FULL, Locale.ENGLISH).toLowerCase(Locale.ROOT)
                    .startsWith(w.replaceAll("\\.$", ""))) {
                return i + 1;
            }
        }
        return 0;
    }

    /** The date moved by days, written as the line wrote it (a weekday before it only when the year says which). */
    private static String dated(Matcher d, long days) {
        boolean dayFirst = d.group("m") != null;
        String monthWord = dayFirst ? d.group("m") : d.group("m2");
        int year = d.group("y") != null ? Integer.parseInt(d.group("y")) : LocalDate.now().getYear();
        LocalDate moved = LocalDate.of(year, month(monthWord), Integer.parseInt(dayFirst ? d.group("d") : d.group("d2"))).plusDays(days);
        String month = written(monthWord, moved.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH));
        String suffix = (dayFirst ? d.group("th") : d.group("th2")) == null ? "" : ordinal(moved.getDayOfMonth());
        String core = dayFirst ? moved.getDayOfMonth() + suffix + " " + month : month + " " + moved.getDayOfMonth() + suffix;
        String weekday = "";
        if (d.group("wd") != null) {
            String wd = d.group("y") != null ? written(d.group("wd"), moved.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH)) : d.group("wd");
            weekday = wd + d.group().substring(d.group("wd").length(), d.group().indexOf(dayFirst ? d.group("d") : d.group("m2")));
        }
        String year4 = d.group("y") == null ? "" : d.group().substring(d.group().lastIndexOf(d.group("y")) - (d.group().charAt(
                d.group().lastIndexOf(d.group("y")) - 2) == ',' ? 2 : 1), d.group().lastIndexOf(d.group("y"))) + moved.getYear();
        return weekday + core + year4;
    }

    /** A month or weekday's name, as short and in the case the line wrote the one it replaces. */
    private static String written(String like, String full) {
        // a name written whole ("January", "Thursday") is written whole; a short one ("Jan", "Thu") as short
        boolean whole = like.length() >= 6 || java.util.stream.Stream.of(java.time.Month.values()).anyMatch(m -> m.getDisplayName(TextStyle.FULL,
                Locale.ENGLISH).equalsIgnoreCase(like)) || like.toLowerCase(Locale.ROOT).endsWith("day");
        String w = whole || like.length() >= full.length() ? full : full.substring(0, like.length());
        return Character.isUpperCase(like.charAt(0)) ? w : w.toLowerCase(Locale.ROOT);
    }

    private static String ordinal(int day) {
        return day % 100 >= 11 && day % 100 <= 13 ? "th" : day % 10 == 1 ? "st" : day % 10 == 2 ? "nd" : day % 10 == 3 ? "rd" : "th";
    }

    // ---- "take the cheddar cheese off it", "remove the milk": the line that says most of it and least else

    private static final Pattern REMOVAL = Pattern.compile("(?i)\\b(?:take|cross|strike|knock)\\s+(?<x>.+?)\\s+off\\b"
            + "|\\b(?:remove|delete|drop|scrap)\\s+(?<y>.+?)(?:\\s+(?:from|off)\\b.*)?$");

    private static Optional<Map<Integer, String>> removal(String clause, List<String> lines, Map<Integer, String> now) {
        Matcher m = REMOVAL.matcher(clause);
        if (!m.find()) {
            return Optional.empty();
        }
        Set<String> thing = subject(m.group("x") != null ? m.group("x") : m.group("y"));
        if (thing.isEmpty()) {
            return Optional.empty();
        }
        Top top = top(lines.size(), i -> {
            String line = current(i, lines, now);
            Set<String> words = line == null ? Set.of() : subject(line);
            long hit = words.stream().filter(thing::contains).count();
            return hit == 0 ? 0 : hit + (double) hit / words.size();
        });
        if (top.index() < 0 || top.tie()) {
            return Optional.empty();
        }
        Map<Integer, String> out = new java.util.HashMap<>();
        out.put(top.index(), null);
        return Optional.of(out);
    }

    // ---- what a sentence is about, and the one line most about it

    private static final Set<String> STOP = Set.of("a", "an", "the", "i", "i'm", "im", "my", "me", "we", "our", "you", "your", "it", "its", "it's",
            "is", "are", "was", "be", "been", "to", "of", "in", "on", "at", "for", "from", "by", "with", "and", "or", "so", "but", "that",
            "this", "these", "those", "there", "than", "then", "should", "will", "would", "can", "could", "need", "needs", "want", "just",
            "actually", "really", "itself", "instead", "says", "say", "said", "got", "get", "have", "has", "had", "down", "wrong", "off",
            "list", "file", "document", "note", "notes", "save", "correct", "fix", "update", "change", "same", "one", "some", "do",
            "does", "all", "every", "wherever", "mention", "mentions", "please", "he", "she", "they", "his", "her", "their", "him",
            "later", "earlier", "sooner", "before", "after", "back", "forward", "into", "up", "not", "no", "yes", "new", "old");

    private static final Map<String, List<String>> ALSO = Map.of(
            "weekend", List.of("saturday", "sunday", "sat", "sun", "weekend"),
            "weekday", List.of("monday", "tuesday", "wednesday", "thursday", "friday", "mon", "tue", "wed", "thu", "fri", "weekday"),
            "morning", List.of("am", "morning"), "evening", List.of("pm", "evening"), "mom", List.of("mum", "mom", "mother"),
            "mum", List.of("mum", "mom", "mother"), "dad", List.of("dad", "father"));

    private static Set<String> subject(String text) {
        Set<String> out = new java.util.LinkedHashSet<>();
        for (String w : text.toLowerCase(Locale.ROOT).replaceAll("['’]s\\b", "").split("[^a-z0-9]+")) {
            if (w.isEmpty() || STOP.contains(w) || w.matches("\\d+")) {
                continue;
            }
            String stem = stem(w);
            out.add(stem);
            ALSO.getOrDefault(stem, List.of()).forEach(out::add);
        }
        return out;
    }

    private static String stem(String w) {
        if (w.length() > 6 && w.endsWith("ing")) {
            return w.substring(0, w.length() - 3); // "booking the MOT" is the line "Book the MOT ..."
        }
        if (w.length() > 4 && w.endsWith("ies")) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")) {
            return w.substring(0, w.length() - 1);
        }
        return w;
    }

    /**
     * The candidate line most about the subject: its own words count twice, the heading of its block (the first line of
     * the lines it sits among) once, words of the whole goal break a tie. None when nothing is said of any, or two tie.
     */
    private static Optional<Integer> best(List<Integer> candidates, Set<String> subject, Set<String> wider, List<String> lines) {
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        double top = -1;
        int best = -1;
        boolean tie = false;
        for (int i : candidates) {
            Set<String> own = subject(lines.get(i));
            Set<String> heading = subject(heading(i, lines));
            double score = 2 * subject.stream().filter(own::contains).count() + subject.stream().filter(heading::contains).count()
                    + 0.1 * wider.stream().filter(w -> own.contains(w) || heading.contains(w)).count();
            if (score > top + 1e-9) {
                top = score;
                best = i;
                tie = false;
            } else if (Math.abs(score - top) <= 1e-9) {
                tie = true;
            }
        }
        return tie || top <= 0 && candidates.size() > 1 ? Optional.empty() : Optional.of(best);
    }

    /** The first line of the block of lines without a blank one that line i is in (none for the block's first line). */
    private static String heading(int i, List<String> lines) {
        int first = i;
        while (first > 0 && !lines.get(first - 1).isBlank()) {
            first--;
        }
        return first == i ? "" : lines.get(first);
    }
}
