package dev.tca.brain.task;

import dev.tca.brain.model.ModelBrain;
import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.core.State;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the answer to a question off the screen: the value a field holds, the text after the
 * asked-for label ("Total: $42.00"), or the cell to its right in the same row (a table), else the
 * one below it.
 */
final class Answers {

    private Answers() {
    }

    /** @param goal the question as asked: "how many" wants a count, not an amount */
    static Move read(int index, SubGoal g, List<Element> pool, Observation o, String goal) {
        if (g.target() == null) {
            return Move.fail("the question names nothing to read");
        }
        String target = g.target();
        Optional<String> away = nameAway(target, goal, pool);
        if (away.isPresent()) {
            // "When is The Salt Road due back?" on a summary that says "Next item due": another thing's line is no answer
            return Move.fail("'" + away.get() + "', which the question names, is not on this screen");
        }
        // ("how many grams of protein": an amount read off a line, not a count of rows)
        boolean howMany = goal.toLowerCase(java.util.Locale.ROOT).matches(".*\\bhow many\\b.*") && !MEASURED.matcher(goal).find();
        Optional<Move> measured = measuredOf(goal, pool);
        if (measured.isPresent()) {
            return measured.get();
        }
        Optional<Move> code = CODE_ASKED.matcher(target).find() ? codeFor(target, pool) : Optional.empty();
        if (code.isPresent()) {
            return code.get();
        }
        Optional<Move> extreme = Extremes.read(target, pool).or(() -> Extremes.byClock(goal, pool)).or(() -> Extremes.byDate(goal, pool));
        if (extreme.isPresent()) {
            return extreme.get();
        }
        // "how much money is in my Holiday pot": the pot's balance, before a table's row of payments into it
        boolean amountAsked = asksAmount(goal) && !howMany;
        boolean held = goal.toLowerCase(java.util.Locale.ROOT).matches(".*\\b(?:money|balance|left\\s+in|saved|in\\s+(?:my|the|our))\\b.*");
        Optional<Move> amount = amountAsked && held ? amountBeside(target, pool) : Optional.empty();
        if (amount.isPresent()) {
            return amount.get();
        }
        // (a row the question's title starts is read below, by its own columns)
        Optional<Element> titledRow = titled(target, goal, pool);
        Optional<Move> cell = titledRow.isPresent() ? Optional.empty() : tableCell(target, pool);
        if (cell.isPresent()) {
            return cell.get();
        }
        Optional<Move> prose = howMany ? countInProse(target, pool) : Optional.empty();
        if (prose.isPresent()) {
            return prose.get();
        }
        amount = amountAsked && !held ? amountBeside(target, pool) : Optional.empty();
        if (amount.isPresent()) {
            return amount.get();
        }
        Optional<Move> quantity = NEED.matcher(goal).find() ? quantityBeside(target, pool) : Optional.empty();
        if (quantity.isPresent()) {
            return quantity.get();
        }
        // "The Salt Road" as the question writes it: the row that starts with that title, not "Salt Road Stories"
        // (a column's header the question also names, "Half day", is where to read, not the row: a row's name comes first)
        Optional<Element> lexical = pool.stream().filter(e -> ModelBrain.lexical(target, e) > 0)
                .max(Comparator.comparing((Element e) -> !columnHeader(e, pool))
                        .thenComparingDouble((Element e) -> ModelBrain.lexical(target, e)).thenComparingDouble(e -> -e.box().y()));
        // "days of annual leave left to book": a row label the question says all of ("Left to book"), before a header that
        // only starts it ("Days")
        Optional<Element> whole = lexical.isPresent() && ModelBrain.lexical(target, lexical.get()) >= 0.8 ? Optional.empty()
                : wholeLabel(target, pool).filter(w -> lexical.isEmpty() || Alignment.content(w.label()).size()
                > Alignment.hits(Alignment.content(target), lexical.get().label()).size());
        // "the password for our guest Wi-Fi": the row that says what is asked ("Password"), not the one of whose thing it is
        Optional<Element> askedLine = askedRow(target, pool);
        Optional<Move> shown = askedLine.isPresent() ? Optional.empty() : revealed(index, target, pool);
        if (shown.isPresent()) {
            return shown.get();
        }
        Optional<Element> label = titledRow.or(() -> askedLine).or(() -> whole).or(() -> lexical);
        if (label.isEmpty()) {
            // "what does the laptop weigh": the row "Weight" by the same stem
            Set<String> asked = Alignment.content(target);
            label = pool.stream().filter(e -> !e.label().isBlank() && Labels.core(e.label()).split(" ").length <= 3
                    && !Alignment.hits(asked, e.label()).isEmpty() && shared(target, e.label()) == 0)
                    .filter(e -> pool.stream().anyMatch(v -> v != e && sameRow(v, e) && v.box().x() > e.box().right() - 2))
                    .findFirst();
        }
        if (label.isEmpty()) {
            // "the total due on this invoice" names the row "Total due" by its content words
            // one shared word of several ("laptop" in "How heavy is this laptop") is the subject, not the row asked for
            int need = Math.max(1, Math.min(2, shared(target, target)));
            label = pool.stream().filter(e -> shared(target, e.label()) >= need && !othersHead(target, e.label()))
                    .max(Comparator.comparing((Element e) -> !columnHeader(e, pool)).thenComparingInt((Element e) -> shared(target, e.label()))
                            .thenComparingInt(e -> -e.label().length()));
        }
        if (label.isEmpty() && asksPrice(goal)) {
            // "how much does express delivery cost": one word names the option whose line holds a price
            List<Element> priced = pool.stream().filter(e -> shared(target, e.label()) >= 1 && money(e.label()).isPresent())
                    .toList();
            // the tree's radio and the OCR's line of the same words are one option: one price among them
            boolean onePrice = priced.stream().map(e -> money(e.label()).orElseThrow()).distinct().count() == 1;
            label = onePrice ? Optional.of(priced.get(0)) : Optional.empty();
        }
        if (label.isPresent() && columnHeader(label.get(), pool)) {
            // a column's header names what is asked, the row is found by the rest of the question
            Optional<Move> inTable = tableCell(target, pool);
            if (inTable.isPresent()) {
                return inTable.get();
            }
        }
        if (label.isPresent()) {
            Element l = label.get();
            if (!l.value().isEmpty()) {
                return answer(l.value(), l, "the value of " + l.describe());
            }
            String rest = after(l.label(), target);
            if (!rest.isEmpty()) {
                return answer(rest, l, "the text after '" + target + "' in '" + l.label() + "'");
            }
            Optional<String> coded = headValue(target, l.label());
            if (coded.isPresent()) {
                // "the code for the key safe" in "... the key safe code is 4817. Please ...": the figure its head word says
                return answer(coded.get(), l, "the figure after '" + headOf(target) + "' in '" + l.label() + "'");
            }
            Optional<Move> named = nounNear(goal, l, pool).or(() -> unitNear(goal, l, pool));
            if (named.isPresent()) {
                return named.get();
            }
            Optional<String> price = asksPrice(goal) ? money(l.label()) : Optional.empty();
            if (price.isPresent()) {
                // "how much does express delivery cost": "Express, 2 working days ($9.90)" holds its own price
                return answer(price.get(), l, "the price in '" + l.label() + "'");
            }
            // a row's buttons (Mute, -, +) are what one does to it, not what it holds
            List<Element> row = pool.stream().filter(e -> e != l && sameRow(l, e) && e.box().x() > l.box().right() - 2)
                    .filter(e -> !acts(e))
                    .sorted(Comparator.comparingInt(e -> e.box().x())).toList();
            if (howMany) {
                // a count is a whole number: under a Quantity-like header in this row, else the row's first whole number
                // ("9 days" beside "Left to book": a number and what it counts)
                Optional<Element> count = underHeader(row, pool).or(() -> row.stream().filter(e -> text(e).strip().matches("\\d+"))
                        .findFirst()).or(() -> row.stream().filter(e -> text(e).strip().matches("\\d+(?:\\.\\d+)?\\s+\\p{L}+")).findFirst());
                if (count.isPresent()) {
                    return answer(text(count.get()), count.get(), "the count beside '" + l.label() + "' in its row");
                }
                // "how many unread messages": a mark each such row carries ("Unread"), counted once per row
                List<Integer> marked = pool.stream().filter(e -> !e.role().checkable() && Labels.same(e.label(), l.label()))
                        .map(e -> e.box().center().y() / 12).distinct().toList();
                // ("how many days of leave": a length of time is read, never counted as rows)
                if (l.label().strip().split("\\s+").length <= 2 && marked.size() >= 1 && row.size() >= 2 && !SPAN.matcher(goal).find()
                        && Alignment.hits(Alignment.content(target), l.label()).size() >= 1) {
                    return answer(Integer.toString(marked.size()), l, marked.size() + " rows marked '" + l.label() + "'");
                }
                if (!row.isEmpty()) {
                    return Move.fail("no count in the row of '" + l.label() + "' (it shows "
                            + String.join(", ", row.stream().map(Answers::text).toList()) + ")");
                }
            }
            // "when is The Salt Road due back": in a table, the cell under the header the question names ("Due back"); a table
            // with headers and none of them that ("Returned") is another table's question
            // ("the total due on this invoice": the page it is on is no column)
            Set<String> asked = new java.util.LinkedHashSet<>(Alignment.content(target.replaceFirst(
                    "(?i)\\s+(?:on|in|of|from)\\s+(?:this|that|the|my|our|your)\\s+\\p{L}+\\s*$", "")));
            asked.removeAll(Alignment.content(l.label()));
            new java.util.ArrayList<>(asked).forEach(w -> asked.addAll(COLUMN_WORDS.getOrDefault(w, Set.of())));
            List<Element> withName = new java.util.ArrayList<>(row);
            withName.add(0, l);
            java.util.Map<Element, Element> headers = headerRow(withName, pool);
            // (the row that says what is asked, "Password", is read beside it: the rest of the question is whose it is)
            if (!howMany && !asked.isEmpty() && headers.size() >= 2 && askedLine.filter(a -> a == l).isEmpty()) {
                // "for half a day": the header that says most of it ("Half day (4 hours)", not "Full day")
                Optional<Element> under = headers.entrySet().stream().filter(en -> en.getKey() != l
                                && !Alignment.hits(asked, en.getValue().label()).isEmpty())
                        .max(Comparator.comparingInt((java.util.Map.Entry<Element, Element> en) -> Alignment.hits(asked,
                                en.getValue().label()).size()).thenComparingInt(en -> -en.getKey().box().x()))
                        .map(java.util.Map.Entry::getKey);
                if (under.isPresent()) {
                    return answer(text(under.get()), under.get(), "the cell under '" + headers.get(under.get()).label() + "' in the row of '"
                            + l.label() + "'");
                }
                return Move.fail("the row of '" + l.label() + "' has no column for '" + String.join(" ", asked) + "' (its columns: "
                        + String.join(", ", headers.values().stream().map(Element::label).toList()) + ")");
            }
            Optional<Element> right = howMany ? Optional.empty()
                    : row.stream().filter(e -> text(e).matches(".*\\d.*")).reduce((a, b) -> b).or(() -> row.stream().findFirst());
            if (right.isPresent()) {
                return answer(text(right.get()), right.get(), "the cell beside '" + l.label() + "' in its row");
            }
            Optional<Element> below = pool.stream().filter(e -> e != l && !acts(e) && e.box().y() > l.box().bottom() - 2
                            && e.box().x() < l.box().right() && e.box().right() > l.box().x())
                    .min(Comparator.comparingInt(e -> e.box().y()));
            // ("how much notice": a line of a document under the words is no amount unless it is one, "28 days")
            // ("the password for our guest Wi-Fi" where no line says password: the line under "Guest Wi-Fi" is not it)
            Matcher owned = OWNED.matcher(target);
            boolean headAbsent = owned.matches() && pool.stream().noneMatch(e -> !Alignment.hits(Alignment.content(owned.group(1)),
                    e.label()).isEmpty());
            if (below.isPresent() && !headAbsent
                    && (!QUANTITY_ASKED.matcher(goal).find() || AMOUNT_ALONE.matcher(text(below.get())).matches())) {
                return answer(text(below.get()), below.get(), "the text below '" + l.label() + "'");
            }
        }
        for (String line : o.screenText()) {
            if (GoalEcho.echoes(goal, line)) {
                continue; // the instruction that asks the question does not answer it
            }
            String rest = after(line, target);
            if (!rest.isEmpty()) {
                return answer(rest, null, "the text after '" + target + "' on the screen");
            }
        }
        Optional<Move> coded = codeAfterWord(target, goal, pool);
        if (coded.isPresent()) {
            return coded.get();
        }
        return Move.fail("no '" + target + "' on the screen to read an answer from");
    }

    private static final Set<String> NOT_QUALIFIERS = Set.of("the", "a", "an", "your", "my", "our", "this", "that", "is", "of",
            "and", "new", "its", "their", "his", "her", "same", "door", "entry", "access");

    private static final Pattern HEAD = Pattern.compile("(?i)^\\s*(?:the\\s+|a\\s+|my\\s+|our\\s+)?(\\p{L}{3,})\\s+(?:for|of|to)\\s+\\S");

    /** The asked thing's head word: "code" of "the code for the key safe"; empty when the question names no such head. */
    private static String headOf(String target) {
        Matcher head = HEAD.matcher(target);
        return head.find() ? head.group(1) : "";
    }

    private static final Pattern OWNED = Pattern.compile("(?i)^\\s*(?:the\\s+)?([\\p{L}-]+(?:\\s+[\\p{L}-]+)?)\\s+(?:for|of|on)\\s+"
            + "(?:the|our|my|your|this|that)\\s+(.+)$");

    /**
     * "password for our guest Wi-Fi": the short line that says just what is asked ("Password") with a value beside it on its
     * row; of several, the one nearest a line that says the thing it belongs to.
     */
    private static Optional<Element> askedRow(String target, List<Element> pool) {
        Matcher m = OWNED.matcher(target == null ? "" : target);
        if (!m.matches()) {
            return Optional.empty();
        }
        String head = m.group(1);
        Set<String> thing = Alignment.content(m.group(2));
        List<Element> rows = pool.stream().filter(e -> (!e.role().control() || e.role() == Role.TABLE_CELL) && Labels.same(e.label(), head))
                .filter(e -> pool.stream().anyMatch(v -> v != e && sameRow(v, e) && v.box().x() > e.box().right() - 2
                        && !acts(v) && !text(v).isBlank()))
                .toList();
        List<Element> owners = pool.stream().filter(e -> !Alignment.hits(thing, e.label()).isEmpty()).toList();
        return rows.stream().min(Comparator.comparingDouble(r -> owners.stream().mapToDouble(o -> Places.distance(o.box(), r.box()))
                .min().orElse(0)));
    }

    /**
     * "Password" with only a Show button beside it (read from pixels, the dots that hide it are no text): Show is pressed,
     * then the question is read again.
     */
    private static Optional<Move> revealed(int index, String target, List<Element> pool) {
        Matcher m = OWNED.matcher(target == null ? "" : target);
        if (!m.matches()) {
            return Optional.empty();
        }
        String head = m.group(1);
        return pool.stream().filter(e -> !e.role().control() && Labels.same(e.label(), head)).flatMap(r -> pool.stream()
                        .filter(b -> b.role() == Role.BUTTON && sameRow(b, r) && b.box().x() > r.box().right()
                                && b.label().strip().matches("(?i)(?:show|reveal|view)(?:\\s+\\p{L}+)?")))
                .findFirst().map(b -> Move.stage(new Decision(new dev.tca.core.Action.Click(b.id()), "'" + head + "' is hidden; show it with "
                        + b.describe(), null, Effects.changes(index, "showing '" + head + "'"))));
    }

    /** A code or number said right after the head word in the line ("code is 4817", "PIN: 2208"). */
    private static Optional<String> headValue(String target, String label) {
        String head = headOf(target);
        if (head.isEmpty() || !head.matches("(?i)code|pin|number|password|combination|reference|extension|room|locker|gate|door")) {
            return Optional.empty();
        }
        Matcher m = Pattern.compile("(?i)\\b" + Pattern.quote(head) + "\\s*(?:is|was|:|=|number|no\\.?)?\\s*([\\p{L}\\d][\\w./-]*\\d[\\w./-]*)")
                .matcher(label);
        return m.find() ? Optional.of(m.group(1).replaceAll("[.,;:]+$", "")) : Optional.empty();
    }

    /**
     * "the code for the key safe" in a line that says "the gate code is 1966": the asked thing's head word ("code") said
     * of another thing, a word the question does not say right before it ("gate").
     */
    static boolean othersHead(String target, String label) {
        String head = headOf(target);
        if (head.isEmpty()) {
            return false;
        }
        Set<String> said = Alignment.content(target);
        Matcher before = Pattern.compile("(?i)\\b(\\p{L}+)\\s+" + Pattern.quote(head) + "\\b").matcher(label);
        while (before.find()) {
            String w = before.group(1).toLowerCase(java.util.Locale.ROOT);
            if (!NOT_QUALIFIERS.contains(w) && Alignment.hits(said, w).isEmpty() && !Alignment.content(w).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** A label of two words or more, every one of them the question's, with a value beside it in its row. */
    private static Optional<Element> wholeLabel(String target, List<Element> pool) {
        Set<String> asked = Alignment.content(target);
        return pool.stream().filter(e -> !acts(e) && !e.role().editable() && Alignment.content(e.label()).size() >= 2
                        && asked.containsAll(Alignment.content(e.label()))
                        && pool.stream().anyMatch(v -> v != e && sameRow(v, e) && v.box().x() > e.box().right() - 2 && !acts(v)))
                // (said as one phrase, "left to book", before words the question says apart, "leave ... year")
                .max(Comparator.comparing((Element e) -> Labels.containsWords(target, e.label()))
                        .thenComparingInt((Element e) -> Alignment.content(e.label()).size()).thenComparingInt(e -> -e.box().y()));
    }

    /**
     * "What's the serial number of the kettle?" in "Model BK-200 · Serial 88-1203-77. Register...": the
     * asked word in a line of text, then a code (a token with a digit) right after it.
     */
    private static Optional<Move> codeAfterWord(String target, String goal, List<Element> pool) {
        // "how many units did we use": a count is a number, never a rate ("24.1p per kWh") or a code ("G4")
        boolean counted = goal != null && goal.matches("(?is).*\\bhow\\s+(?:many|much)\\b.*")
                && !goal.matches("(?is).*\\b(?:rate|price|cost|charge|per|each)\\b.*");
        for (String w : Labels.core(target).split(" ")) {
            if (w.length() < 3 || STOP.contains(w) || w.matches("numbers?|codes?|ids?")) {
                continue;
            }
            Pattern p = Pattern.compile("(?i)\\b" + Pattern.quote(w) + "\\w*(?:\\s+(?:number|no\\.?|code|id))?\\s*[:#]?\\s*"
                    + "([\\p{L}\\d][\\w./-]*\\d[\\w./-]*)");
            for (Element e : pool) {
                Matcher m = p.matcher(e.label());
                if (m.find()) {
                    String code = m.group(1).replaceAll("[.,;:]+$", "");
                    if (counted && (!code.matches("\\d[\\d,.]*") || e.label().substring(m.end()).matches("(?is)\\s*(?:per|/|a\\s+|an\\s+).*"))) {
                        continue;
                    }
                    return Optional.of(answer(code, e, "the code after '" + w + "' in '" + e.label() + "'"));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Each cell's column header, all on one line: the line of header-like words above the cells that most of them have
     * one on, nearest the cells on a tie (a tab strip or the page's title above the table is no header row).
     */
    private static java.util.Map<Element, Element> headerRow(List<Element> cells, List<Element> pool) {
        java.util.Map<Element, List<Element>> above = new java.util.LinkedHashMap<>();
        for (Element c : cells) {
            above.put(c, pool.stream().filter(h -> h != c && h.box().bottom() <= c.box().y() + 2 && c.box().y() - h.box().y() < 600
                    && Math.abs(h.box().center().x() - c.box().center().x()) <= Math.max(h.box().width(), c.box().width()) / 2 + 8
                    && header(h)).toList());
        }
        int best = Integer.MIN_VALUE;
        long most = 1;
        for (int y : above.values().stream().flatMap(List::stream).map(h -> h.box().center().y()).distinct().toList()) {
            long n = above.values().stream().filter(hs -> hs.stream().anyMatch(h -> Math.abs(h.box().center().y() - y) <= 6)).count();
            if (n > most || n == most && n > 1 && y > best) {
                most = n;
                best = y;
            }
        }
        java.util.Map<Element, Element> headers = new java.util.LinkedHashMap<>();
        int line = best;
        above.forEach((c, hs) -> hs.stream().filter(h -> Math.abs(h.box().center().y() - line) <= 6).findFirst()
                .ifPresent(h -> headers.put(c, h)));
        return headers;
    }

    /** A table's column header: header-like words over a column of at least two values (amounts, numbers). */
    private static boolean columnHeader(Element h, List<Element> pool) {
        return header(h) && pool.stream().filter(v -> v != h && v.box().y() >= h.box().bottom() - 2 && v.box().y() - h.box().bottom() < 240
                && Math.abs(v.box().center().x() - h.box().center().x()) <= Math.max(h.box().width(), v.box().width()) / 2 + 8
                && text(v).matches(".*\\d.*")).count() >= 2;
    }

    /**
     * A column's header: a few words ("Due back", "1 hour", "Half day (4 hours)", its bracket left out), not a value
     * (an amount, a date, a count).
     */
    private static boolean header(Element h) {
        String words = h.label().replaceAll("\\([^)]*\\)", " ").strip();
        return !words.isEmpty() && words.split("\\s+").length <= 3 && money(words).isEmpty()
                && !words.matches(".*\\d[\\d.,:/-]*\\d.*") && !words.matches("[\\d\\s.,%+-]+");
    }

    private static final Pattern ASKED_NOUN = Pattern.compile("(?i)\\b(?:which|what)\\s+(\\p{L}{3,})\\s+(?:is|are|was|were|does|do|did|will)\\b");

    /**
     * "Which aisle are the brass picture hooks in?": on the card of the thing asked about (its title, then the lines under
     * it), the line that says the asked noun with a number after it ("In stock at Northgate · Aisle 14"): that number.
     */
    private static Optional<Move> nounNear(String goal, Element title, List<Element> pool) {
        Matcher asked = ASKED_NOUN.matcher(goal);
        Optional<String> subject = Lookups.subject(goal);
        if (!asked.find() || subject.isPresent() && Alignment.hits(Alignment.content(subject.get()), title.label()).size()
                < Alignment.content(subject.get()).size()) {
            return Optional.empty(); // (the brass coat hooks' aisle is not the brass picture hooks')
        }
        Pattern value = Pattern.compile("(?i)\\b" + Pattern.quote(asked.group(1)) + "\\s*(?:no\\.?|number)?\\s*[:#]?\\s*([\\p{L}]?\\d[\\w.-]*)");
        return pool.stream().filter(e -> e.box().y() >= title.box().y() - 2 && e.box().y() - title.box().bottom() < 150
                        && e.box().x() < title.box().right() && e.box().right() > title.box().x() - 40)
                .filter(e -> value.matcher(e.label()).find())
                .min(Comparator.comparingInt(e -> e.box().y()))
                .map(e -> {
                    Matcher m = value.matcher(e.label());
                    m.find();
                    return answer(m.group(1), e, "the " + asked.group(1).toLowerCase(java.util.Locale.ROOT) + " in '" + e.label()
                            + "', under '" + title.label() + "'");
                });
    }

    /** How a card writes a measure's unit after its number, by the word a question asks it with. */
    private static final java.util.Map<String, String> UNITS = java.util.Map.ofEntries(
            java.util.Map.entry("calories", "kcals?|cals?|calories"), java.util.Map.entry("kcal", "kcals?|cals?|calories"),
            java.util.Map.entry("grams", "g|grams?"), java.util.Map.entry("g", "g|grams?"),
            java.util.Map.entry("kilograms", "kg|kilos?|kilograms?"), java.util.Map.entry("kg", "kg|kilos?|kilograms?"),
            java.util.Map.entry("milligrams", "mg|milligrams?"), java.util.Map.entry("mg", "mg|milligrams?"),
            java.util.Map.entry("millilitres", "ml|millilitres?|milliliters?"), java.util.Map.entry("ml", "ml|millilitres?|milliliters?"),
            java.util.Map.entry("litres", "l|litres?|liters?"), java.util.Map.entry("minutes", "mins?|minutes?"),
            java.util.Map.entry("hours", "h|hrs?|hours?"), java.util.Map.entry("miles", "mi|miles?"),
            java.util.Map.entry("kilometres", "km|kilometres?|kilometers?"), java.util.Map.entry("km", "km|kilometres?|kilometers?"),
            java.util.Map.entry("steps", "steps?"), java.util.Map.entry("points", "pts?|points?"), java.util.Map.entry("percent", "%|percent"));
    private static final Pattern MEASURE_ASKED = Pattern.compile("(?i)\\bhow\\s+many\\s+(\\p{L}+)\\b");

    /**
     * "How many calories are in the chickpea and spinach curry?": on the card of the thing asked about (its title, then the
     * lines under it), the number written with the measure's unit ("30 min · 540 kcal"): that amount.
     */
    private static Optional<Move> unitNear(String goal, Element title, List<Element> pool) {
        Matcher m = MEASURE_ASKED.matcher(goal);
        String unit = m.find() ? UNITS.get(m.group(1).toLowerCase(java.util.Locale.ROOT)) : null;
        Optional<String> subject = Lookups.endSubject(goal);
        if (unit == null || MEASURED_OF.matcher(goal).find() || subject.isPresent()
                && Alignment.hits(Alignment.content(subject.get()), title.label()).size() < Alignment.content(subject.get()).size()) {
            return Optional.empty();
        }
        Pattern amount = Pattern.compile("(?i)(\\d[\\d,]*(?:\\.\\d+)?)\\s?(?:" + unit + ")(?![\\p{L}])");
        return pool.stream().filter(e -> e != title && e.box().y() >= title.box().y() - 2 && e.box().y() - title.box().bottom() < 200
                        && e.box().x() < title.box().right() && e.box().right() > title.box().x() - 40)
                .filter(e -> amount.matcher(text(e)).find())
                .min(Comparator.comparingInt(e -> e.box().y()))
                .map(e -> {
                    Matcher a = amount.matcher(text(e));
                    a.find();
                    return answer(a.group(), e, "the amount in '" + text(e) + "', under '" + title.label() + "'");
                });
    }


    /** "how many grams", "how many calories": a measure, read as a number on the line that names it. */
    /** A question whose answer is an amount: how much, how many, how long. */
    private static final Pattern QUANTITY_ASKED = Pattern.compile("(?i)\\bhow\\s+(?:much|many|long|far|often)\\b");
    /** An amount alone: a number with at most its unit ("28 days", "£895", "2.4 GB", "74%"). */
    private static final Pattern AMOUNT_ALONE = Pattern.compile("(?i)\\s*(?:about\\s+|around\\s+|at\\s+least\\s+)?[£$€]?\\d[\\d,]*(?:\\.\\d+)?"
            + "\\s*(?:%|[\\p{L}']{1,12}(?:\\s+[\\p{L}']{1,12})?)?\\s*[.,]?\\s*");

    /** "How many days of annual leave ...": a span of time, which rows marked alike do not count. */
    private static final Pattern SPAN = Pattern.compile("(?i)\\bhow\\s+many\\s+(?:more\\s+)?(?:days|weeks|months|years|nights)\\b");

    static final Pattern MEASURED = Pattern.compile("(?i)\\bhow\\s+many\\s+(?:grams?|g|kilo(?:gram)?s?|kg|milligrams?|mg|calories|kcal|"
            + "kilojoules|kj|millilitres?|milliliters?|ml|litres?|liters?|ounces?|oz|pounds?|lbs?|cups?|minutes?|hours?|seconds?|"
            + "miles?|kilometres?|kilometers?|km|metres?|meters?|steps?|points?|percent)\\b");

    private static final Pattern MEASURED_OF = Pattern.compile("(?i)\\bhow\\s+many\\s+\\p{L}+\\s+of\\s+(\\p{L}+)");

    /**
     * "How many grams of protein are in one serving?": the line that starts with Protein (a nutrition table's row) holds
     * the number, in its own words ("Protein 14 g") or in the cell beside it.
     */
    private static Optional<Move> measuredOf(String goal, List<Element> pool) {
        Matcher m = MEASURED.matcher(goal).find() ? MEASURED_OF.matcher(goal) : null;
        if (m == null || !m.find()) {
            return Optional.empty();
        }
        Pattern starts = Pattern.compile("(?i)^\\s*" + Pattern.quote(m.group(1)) + "s?\\b(.*)$");
        for (Element row : pool.stream().filter(e -> !e.has(State.OFFSCREEN) && starts.matcher(e.label()).matches()).toList()) {
            Matcher own = starts.matcher(row.label());
            own.matches();
            if (own.group(1).matches(".*\\d.*")) {
                return Optional.of(answer(own.group(1).replaceFirst("^[\\s:·-]+", ""), row, "the line '" + row.label() + "'"));
            }
            List<Element> cells = pool.stream().filter(e -> e != row && sameRow(e, row) && e.box().x() > row.box().x()
                    && text(e).matches(".*\\d.*")).sorted(Comparator.comparingInt(e -> e.box().x())).toList();
            // ("in one serving" beside "Per serving" and "Per 100 g": the column whose header says the question's words)
            java.util.Map<Element, Element> headers = cells.size() < 2 ? java.util.Map.of() : headerRow(cells, pool);
            Set<String> words = Alignment.content(goal);
            Optional<Element> beside = cells.stream().filter(c -> headers.containsKey(c)
                    && !Alignment.hits(words, headers.get(c).label()).isEmpty()).findFirst().or(() -> cells.stream().findFirst());
            if (beside.isPresent()) {
                return Optional.of(answer(text(beside.get()), beside.get(), "the cell beside '" + row.label() + "' in its row"));
            }
        }
        return Optional.empty();
    }

    /** Controls that act on a row rather than show what it holds. */
    private static final Set<Role> ACTS = Set.of(Role.BUTTON, Role.LINK, Role.MENU, Role.MENU_ITEM, Role.TAB);
    private static final Pattern MONEY = Pattern.compile("(?:[$€£¥]\\s?\\d[\\d,]*(?:\\.\\d+)?|\\d[\\d,]*(?:\\.\\d+)?\\s?(?:[$€£¥]|"
            + "(?i:usd|eur|gbp|dollars?|euros?|pounds?)\\b))");

    /** A button that holds no number acts on its row (Mute, −, +); one that does is a value (a pixel table's cell). */
    private static boolean acts(Element e) {
        return ACTS.contains(e.role()) && !text(e).matches(".*\\d.*");
    }

    /** Whether the question asks for an amount of money ("how much do I still have to pay", "what's the fee"). */
    static boolean asksMoney(String goal) {
        return asksPrice(goal) || asksAmount(goal) || goal.toLowerCase(java.util.Locale.ROOT).matches(".*\\b(?:pay|due|owed?)\\b.*");
    }

    private static boolean asksPrice(String goal) {
        return !MEASURE.matcher(goal).find() && goal.toLowerCase(java.util.Locale.ROOT).matches(".*\\b(?:how\\s+much|cost|costs|price|fee|charge)\\b.*");
    }

    /** "how much money is in my savings account", "what's my balance": the answer is an amount of money. */
    private static boolean asksAmount(String goal) {
        return !MEASURE.matcher(goal).find() && goal.toLowerCase(java.util.Locale.ROOT).matches(".*\\b(?:how\\s+much|balance|owe|spent)\\b.*");
    }

    /**
     * "How much mobile data have I got left", "how much notice do we have to give": "how much" of a thing that is no money
     * (data, storage, time, notice), whose answer is a quantity, never a price on the same page.
     */
    private static final Pattern MEASURE = Pattern.compile("(?i)\\bhow\\s+much\\s+(?:(?:mobile|more|free|spare|storage|disk|"
            + "cloud)\\s+)?(?:data|storage|space|room|time|notice|memory|battery|charge\\s+left|leave|holiday|allowance|"
            + "bandwidth|water|fuel|petrol|sleep|rain|snow)\\b");

    /**
     * The amount of money beside the short line that names the thing asked about ("Savings account ·· 9012" under
     * "Instant Saver €8,930.12"): the nearest amount level with it or a line away, to its right. A line of prose that
     * says the same words (a banner, a button "Compare savings accounts") is not the thing; a name that holds its own
     * price is read by the usual rule.
     */
    private static Optional<Move> amountBeside(String target, List<Element> pool) {
        int want = shared(target, target);
        List<Element> names = pool.stream().filter(e -> !e.role().control() && !e.label().isBlank() && !e.has(State.OFFSCREEN)
                && e.label().strip().split("\\s+").length <= 8 && want > 0 && shared(target, e.label()) == want).toList();
        if (names.isEmpty() || names.stream().anyMatch(e -> money(e.label()).isPresent())) {
            return Optional.empty();
        }
        record Near(Element name, Element amount, int cost) {
        }
        List<Near> near = new java.util.ArrayList<>();
        for (Element n : names) {
            for (Element a : pool) {
                String only = a.label().strip();
                int dy = Math.abs(a.box().center().y() - n.box().center().y());
                if (a == n || a.has(State.OFFSCREEN) || money(only).isEmpty() || !MONEY.matcher(only).replaceFirst("").strip()
                        .matches("[^\\p{L}\\d]*(?:available|balance)?") || dy > 40 || a.box().x() < n.box().x()
                        || a.box().x() - n.box().right() > 600) { // (a sidebar's amount is another card's)
                    continue;
                }
                near.add(new Near(n, a, dy * 4 + (a.box().x() - n.box().right()) / 10));
            }
        }
        return near.stream().min(Comparator.comparingInt(Near::cost)).map(b -> answer(money(b.amount().label()).orElseThrow(), b.amount(),
                "the amount beside '" + b.name().label() + "'"));
    }

    /**
     * "How many days does a customer have to send back an unused item for a refund": the sentence of the page's prose
     * that says most of the question's words and a number of its unit ("within 45 days of delivery for a full refund").
     */
    private static Optional<Move> countInProse(String target, List<Element> pool) {
        String[] words = target.strip().split("\\s+");
        if (words.length < 3) {
            return Optional.empty();
        }
        String unit = words[0].toLowerCase(java.util.Locale.ROOT).replaceAll("s$", "");
        Pattern counted = Pattern.compile("(?i)\\b(\\d+(?:[.,]\\d+)?)(?:\\s*-\\s*|\\s+)(?:\\p{L}+\\s+)?" + Pattern.quote(unit) + "s?\\b");
        Set<String> asked = Alignment.content(target);
        record Said(Element from, String sentence, String number, int hits) {
        }
        List<Said> said = new java.util.ArrayList<>();
        for (Element e : pool) {
            if (e.role().control() || e.label().length() < 30 || e.has(State.OFFSCREEN)) {
                continue;
            }
            for (String sentence : e.label().split("(?<=[.!?])\\s+")) {
                Matcher n = counted.matcher(sentence);
                if (n.find()) {
                    said.add(new Said(e, sentence, n.group(1), Alignment.hits(asked, sentence).size()));
                }
            }
        }
        return said.stream().filter(x -> x.hits() >= 2).max(Comparator.comparingInt(Said::hits))
                .map(x -> answer(x.number(), x.from(), "the " + unit + "s in '" + x.sentence().strip() + "'"));
    }

    /** "How much ricotta do I need", "how many eggs will we use": a quantity on a list of things, not a count of rows. */
    private static final Pattern NEED = Pattern.compile("(?i)\\bhow\\s+(?:much|many)\\b.*\\b(?:need|needed|use|add|takes?|"
            + "calls?\\s+for|required)\\b");
    /** "375 g", "1.5", "2 tbsp", "½ cup": a number with at most a unit, nothing else. */
    private static final Pattern QUANTITY = Pattern.compile("(?i)^(?:about\\s+|~\\s*)?(?:\\d+(?:[.,/]\\d+)?|[½¼¾⅓⅔])"
            + "(?:\\s*[½¼¾⅓⅔])?(?:\\s*[-–]\\s*\\d+(?:[.,]\\d+)?)?\\s*(?:g|kg|mg|ml|l|cl|dl|oz|lbs?|tbsp|tsp|cups?|pinch(?:es)?|"
            + "cloves?|pieces?|slices?|cans?|tins?|sprigs?|handfuls?|bunch(?:es)?|sheets?|x)?\\.?$");

    /**
     * The quantity level with the short line that names the thing ("375 g" left of "ricotta" in a list of
     * ingredients): a line with only a number and a unit, on the same row, nearest on either side.
     */
    private static Optional<Move> quantityBeside(String target, List<Element> pool) {
        int want = shared(target, target);
        List<Element> names = pool.stream().filter(e -> !e.role().control() && !e.label().isBlank() && !e.has(State.OFFSCREEN)
                && e.label().strip().split("\\s+").length <= 6 && want > 0 && shared(target, e.label()) == want
                && !QUANTITY.matcher(e.label().strip()).matches()).toList();
        Element best = null;
        Element of = null;
        int bestGap = Integer.MAX_VALUE;
        for (Element n : names) {
            for (Element a : pool) {
                int dy = Math.abs(a.box().center().y() - n.box().center().y());
                int gap = a.box().x() >= n.box().right() ? a.box().x() - n.box().right() : n.box().x() - a.box().right();
                if (a != n && !a.has(State.OFFSCREEN) && QUANTITY.matcher(a.label().strip()).matches()
                        && dy <= Math.max(10, n.box().height() / 2) && gap >= -2 && gap <= 400 && gap < bestGap) {
                    best = a;
                    of = n;
                    bestGap = gap;
                }
            }
        }
        return best == null ? Optional.empty() : Optional.of(answer(best.label().strip(), best, "the quantity beside '"
                + of.label() + "'"));
    }

    private static final Pattern CODE_ASKED = Pattern.compile("(?i)\\bcode$");
    /** A code as pages print them: capitals with digits (SPRING10), or six capitals and more (FREESHIP). */
    private static final Pattern CODE = Pattern.compile("\\b(?:(?=[A-Z]*\\d)(?=\\d*[A-Z])[A-Z\\d]{4,}|[A-Z]{6,})\\b");

    /**
     * "the spring discount code": among the codes the screen prints, the one that holds a word the goal says
     * (SPRING10), else the one nearest after that word on its line; with no word of its own, the only code.
     */
    private static Optional<Move> codeFor(String target, List<Element> pool) {
        Set<String> words = new java.util.HashSet<>(Alignment.content(target));
        words.removeAll(Set.of("code", "discount", "promo", "promotional", "voucher", "coupon", "offer", "sale", "referral"));
        Element from = null;
        String best = null;
        int bestCost = Integer.MAX_VALUE;
        Set<String> all = new java.util.HashSet<>();
        for (Element e : pool) {
            Matcher m = CODE.matcher(e.label());
            while (m.find()) {
                all.add(m.group());
                String lower = e.label().toLowerCase(java.util.Locale.ROOT);
                int cost = Integer.MAX_VALUE;
                for (String w : words) {
                    int at = lower.indexOf(w);
                    if (m.group().toLowerCase(java.util.Locale.ROOT).contains(w)) {
                        cost = 0;
                    } else if (at >= 0) {
                        cost = Math.min(cost, 1 + Math.abs(m.start() - at));
                    }
                }
                if (cost < bestCost) {
                    bestCost = cost;
                    best = m.group();
                    from = e;
                }
            }
        }
        if (best == null && all.size() == 1) {
            best = all.iterator().next();
            String only = best;
            from = pool.stream().filter(e -> e.label().contains(only)).findFirst().orElse(null);
        }
        return best == null ? Optional.empty() : Optional.of(answer(best, from, "the code on '" + from.label() + "'"));
    }

    /** The one amount of money a text names, if it names exactly one. */
    static Optional<String> money(String text) {
        Matcher m = MONEY.matcher(text);
        if (!m.find()) {
            return Optional.empty();
        }
        String found = m.group().strip();
        return m.find() ? Optional.empty() : Optional.of(found);
    }

    /** How near in meaning a row's label must be to the question, and how far ahead of the next label. */
    private static final double ROW_MEANING = 0.3;
    private static final double ROW_MARGIN = 0.05;

    /**
     * "How heavy is this laptop?": no label shares a word with it, but the row "Weight" is nearest in
     * meaning; its value is the answer. Only short labels with a value beside them are rows.
     */
    static Optional<Move> rowByMeaning(int index, SubGoal g, List<Element> pool, Observation o, String goal, Grounder grounder) {
        if (g.target() == null) {
            return Optional.empty();
        }
        Matcher owned = OWNED.matcher(g.target());
        if (owned.matches() && pool.stream().noneMatch(e -> !Alignment.hits(Alignment.content(owned.group(1)), e.label()).isEmpty())) {
            return Optional.empty(); // ("the password for our guest Wi-Fi" where no line says password: the thing's own row is not it)
        }
        List<Element> labels = pool.stream().filter(e -> !e.label().isBlank() && (!e.role().control() || e.role() == Role.TABLE_CELL)
                && Labels.core(e.label()).split(" ").length <= 3 && !e.label().matches(".*\\d.*")
                && pool.stream().anyMatch(v -> v != e && !v.label().isBlank() && sameRow(v, e)
                && v.box().x() > e.box().right() - 2)).toList();
        String asked = String.join(" ", Alignment.content(g.target()));
        Optional<double[]> sim = labels.size() < 2 || asked.isBlank() ? Optional.empty() : grounder.similarity(asked, labels);
        if (sim.isEmpty()) {
            return Optional.empty();
        }
        int best = 0;
        for (int i = 1; i < labels.size(); i++) {
            best = sim.get()[i] > sim.get()[best] ? i : best;
        }
        double next = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < labels.size(); i++) {
            next = i != best ? Math.max(next, sim.get()[i]) : next;
        }
        if (sim.get()[best] < ROW_MEANING || sim.get()[best] - next < ROW_MARGIN) {
            return Optional.empty();
        }
        Move m = read(index, SubGoal.of(Kind.ANSWER, labels.get(best).label()), pool, o, goal);
        return m.failure() == null ? Optional.of(m) : Optional.empty();
    }

    private static final java.util.Set<String> STOP = java.util.Set.of("the", "a", "an", "of", "on", "in", "this", "that",
            "is", "are", "was", "were", "what", "how", "many", "much", "which", "for", "to", "my", "me", "do", "does", "did");

    /** Content words the question and a label share, plural forms forgiven. */
    static int shared(String question, String label) {
        java.util.Set<String> want = new java.util.HashSet<>();
        for (String w : Labels.core(question).split(" ")) {
            if (!STOP.contains(w) && w.length() > 1) {
                want.add(w.replaceAll("s$", ""));
            }
        }
        int n = 0;
        for (String w : Labels.core(label).split(" ")) {
            if (want.contains(w.replaceAll("s$", ""))) {
                n++;
            }
        }
        return n;
    }

    /**
     * Whether a word of the question names the header: the header itself or its first word, plural aside; "Plat." heads
     * the platforms (a short or abbreviated header is the start of the question's word).
     */
    private static boolean namesHeader(String word, Element h) {
        String head = Labels.core(h.label());
        String w = word.replaceAll("s$", "");
        boolean abbreviated = h.label().strip().endsWith(".") || head.length() <= 4;
        return !head.isEmpty() && (head.replaceAll("s$", "").equals(w) || head.split(" ")[0].replaceAll("s$", "").equals(w)
                || abbreviated && head.length() >= 3 && !head.contains(" ") && word.startsWith(head));
    }

    /** Where in the question's words the first one that names the header stands (after all of them when none does). */
    private static int firstSaid(List<String> words, Element h) {
        for (int i = 0; i < words.size(); i++) {
            if (namesHeader(words.get(i), h)) {
                return i;
            }
        }
        return words.size();
    }

    /**
     * "Which platform does the 14:05 to York leave from?": a column header the question names
     * (Platform), the row that holds most of its other words (14:05, York), and the cell where they
     * cross. Empty unless all three are on the screen.
     */
    static Optional<Move> tableCell(String question, List<Element> pool) {
        List<String> words = new java.util.ArrayList<>();
        for (String t : question.strip().split("\\s+")) {
            String w = t.toLowerCase(java.util.Locale.ROOT).replaceAll("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$", "");
            if (w.length() > 1 && !STOP.contains(w) && !QUESTION_VERBS.contains(w)) {
                words.add(w);
            }
        }
        // (the header the question's first words name: "how many places are left on the ... class" asks Places left, not Class)
        List<Element> byWord = pool.stream().sorted(Comparator.comparingInt(h -> firstSaid(words, h))).toList();
        for (Element h : byWord) {
            String head = Labels.core(h.label());
            // (a page's heading, "Guest Wi-Fi" over its settings, is no column)
            if (head.isEmpty() || head.split(" ").length > 3 || h.role() == Role.HEADING || Effects.knowsCheck(h)) {
                continue;
            }
            Optional<String> named = words.stream().filter(w -> namesHeader(w, h)).findFirst();
            // a header stands in a row of headers: a heading alone over a list of cards is not a column
            long beside = pool.stream().filter(e -> e != h && sameRow(e, h) && !e.label().isBlank()
                    && Labels.core(e.label()).split(" ").length <= 3).count();
            if (named.isEmpty() || beside < 2) {
                continue;
            }
            List<Element> column = pool.stream().filter(e -> e != h && e.box().y() >= h.box().bottom() - 2
                    && Math.abs(e.box().center().x() - h.box().center().x()) <= Math.max(h.box().width(), e.box().width()) / 2 + 8)
                    .toList();
            if (column.size() < 2) {
                continue;
            }
            // "how much did we pay for electricity in March": only the words the screen shows can name the row
            // (nor the header's own other words: "pass" of "Day pass" names the column, not a row)
            List<String> rowWords = words.stream().filter(w -> !w.equals(named.get()) && !wordsOf(h.label()).contains(w))
                    .filter(w -> pool.stream().anyMatch(e -> e != h && wordsOf(e.label()).contains(w))).toList();
            if (rowWords.isEmpty()) {
                continue;
            }
            List<Element> table = spanned(h, pool);
            Element best = null;
            int bestHits = 0;
            int bestExtra = Integer.MAX_VALUE;
            for (Element c : column) {
                int hits = 0;
                for (String w : rowWords) {
                    boolean inRow = table.stream().anyMatch(e -> e != c && sameRow(e, c) && wordsOf(e.label()).contains(w));
                    hits += inRow ? 1 : 0;
                }
                // ("the Thursday evening class": the row whose time falls in the evening says it too)
                Set<String> asked = new java.util.HashSet<>(words);
                hits += table.stream().anyMatch(e -> e != c && sameRow(e, c) && Places.partOfDay(asked, e.label()).isPresent()) ? 1 : 0;
                // of two rows with the question's words, the one that says least else ("Q3 board deck", not its appendix)
                int extra = (int) table.stream().filter(e -> e != c && sameRow(e, c) && e.box().x() < c.box().x())
                        .flatMap(e -> wordsOf(e.label()).stream()).filter(w -> w.matches("\\p{L}{2,}") && !words.contains(w))
                        .distinct().count();
                if (hits > bestHits || hits == bestHits && hits > 0 && extra < bestExtra) {
                    bestHits = hits;
                    bestExtra = extra;
                    best = c;
                }
            }
            // (the row's own name, "Password", is what names the row, not what the cell holds)
            Element found = best;
            if (best != null && rowWords.stream().anyMatch(w -> wordsOf(found.label()).contains(w))) {
                continue;
            }
            if (best != null && bestHits >= Math.min(2, rowWords.size())) {
                return Optional.of(answer(text(best), best, "the '" + h.label() + "' cell of the row with "
                        + String.join(", ", rowWords)));
            }
        }
        return Optional.empty();
    }

    /** A column header's row of headers: the short labels on its line, itself among them. */
    static List<Element> headerRow(Element h, List<Element> pool) {
        return pool.stream().filter(e -> sameRow(e, h) && !e.label().isBlank() && Labels.core(e.label()).split(" ").length <= 3)
                .toList();
    }

    /** What lies between the edges of a header's row of headers: a side bar's "Finance" on a row's line is not in the table. */
    static List<Element> spanned(Element h, List<Element> pool) {
        List<Element> headers = headerRow(h, pool);
        int left = headers.stream().mapToInt(e -> e.box().x()).min().orElse(h.box().x()) - 16;
        int right = headers.stream().mapToInt(e -> e.box().right()).max().orElse(h.box().right()) + 16;
        return pool.stream().filter(e -> e.box().center().x() >= left && e.box().center().x() <= right).toList();
    }

    private static List<String> wordsOf(String label) {
        List<String> out = new java.util.ArrayList<>();
        for (String t : label.toLowerCase(java.util.Locale.ROOT).split("[^\\p{L}\\p{N}:.]+")) {
            out.add(t);
            if (t.matches(".*\\p{L}.*") && t.contains(".")) {
                // "deck.pptx" holds the word deck (a time or a price keeps its dots: "14:05", "6.8")
                out.addAll(java.util.Arrays.asList(t.split("\\.+")));
            }
        }
        return out;
    }

    private static final java.util.Set<String> QUESTION_VERBS = java.util.Set.of("who", "when", "where", "leave", "leaves",
            "go", "goes", "from", "at", "it", "its", "have", "has", "cost", "costs", "show", "shows", "say", "says", "and", "with");

    /** The row's cell under a header that names a count (Quantity, Qty, Count, Number, #), when it holds a whole number. */
    private static Optional<Element> underHeader(List<Element> row, List<Element> pool) {
        Optional<Element> header = pool.stream().filter(e -> Labels.core(e.label()).matches("(?:quantity|qty|count|number|amount of|"
                + "units|pieces|pcs|no)")).findFirst();
        return header.flatMap(h -> row.stream().filter(e -> Math.abs(e.box().center().x() - h.box().center().x())
                <= Math.max(h.box().width(), e.box().width()) / 2 + 8 && text(e).strip().matches("\\d+")).findFirst());
    }

    private static final java.util.regex.Pattern HOW_MANY_ARE = java.util.regex.Pattern.compile("(?i).*\\bhow\\s+many\\s+(?:of\\s+)?"
            + "(?:my\\s+|the\\s+|our\\s+|your\\s+|these\\s+)?(\\p{L}+(?:\\s+\\p{L}+)?)\\s+(?:are|is|were|have\\s+been|got)\\s+(?:still\\s+|now\\s+)?"
            + "(?!(?:there|here|left|shown|listed|visible|in\\s+total|on\\s+(?:the|this)|in\\s+(?:the|this|my))\\b)(\\p{L}+(?:\\s+\\p{L}+)??)"
            // "... still open on the helpdesk?": where the list is, not part of the mark
            + "(?:\\s+(?:on|in|at|across)\\s+(?:the\\s+|this\\s+|my\\s+|our\\s+)?\\p{L}+(?:\\s+\\p{L}+)?)?\\s*\\??\\s*$");

    /**
     * The marks a count question asks for: the state first ("how many of my invoices are overdue": Overdue), then the
     * words before the thing counted ("how many urgent tickets are still open": Open, then Urgent).
     */
    static Optional<List<String>> countedMarks(String goal) {
        java.util.regex.Matcher m = HOW_MANY_ARE.matcher(goal.strip());
        if (!m.matches() || MEASURED.matcher(goal).find()) {
            return Optional.empty();
        }
        List<String> marks = new java.util.ArrayList<>(List.of(m.group(2)));
        String[] thing = m.group(1).strip().split("\\s+");
        marks.addAll(List.of(thing).subList(0, thing.length - 1));
        return Optional.of(marks);
    }

    /**
     * The rows on this screen that carry the marks, by the first words of each row (its number or name, the same
     * whichever way the list is scrolled or paged). A row holds other values, one with a digit at least: a total's
     * label ("OVERDUE" over "€6,605.00") or a filter's button that says the word is no row. A further mark counts
     * only where some marked row says it (an Urgent pill); one no row says (a word of the question) is passed over.
     */
    static java.util.Map<String, Element> markedRows(List<String> marks, Observation o) {
        java.util.Map<String, List<Element>> rows = new java.util.LinkedHashMap<>();
        java.util.Map<String, Element> marked = new java.util.LinkedHashMap<>();
        String mark = marks.get(0);
        for (Element e : o.elements()) {
            // (a status pill read from pixels looks like a button: the row it stands in decides)
            if (!Labels.same(e.label(), mark) || e.role().checkable() || Set.of(Role.TAB, Role.MENU_ITEM, Role.COMBO).contains(e.role())) {
                continue;
            }
            List<Element> row = o.elements().stream().filter(x -> x != e && sameRow(x, e) && !x.label().isBlank()
                    && !Labels.same(x.label(), mark)).sorted(Comparator.comparingInt(x -> x.box().x())).toList();
            if (row.size() >= 2 && row.stream().anyMatch(x -> x.label().matches(".*\\d.*"))) {
                String key = Labels.core(row.get(0).label());
                rows.putIfAbsent(key, row);
                marked.putIfAbsent(key, e);
            }
        }
        for (String further : marks.subList(1, marks.size())) {
            java.util.function.Predicate<String> says = key -> rows.get(key).stream().anyMatch(x -> Labels.same(x.label(), further));
            if (marked.keySet().stream().anyMatch(says)) {
                marked.keySet().removeIf(says.negate());
            }
        }
        return marked;
    }

    /** A title of two capitalised words or more ("The Salt Road", "Harbour Lights"), as the question writes it. */
    private static final Pattern TITLE = Pattern.compile("\\b(?:The\\s+)?\\p{Lu}[\\p{L}'’-]+(?:\\s+(?:of|the|and|&)?\\s*\\p{Lu}[\\p{L}'’-]+)+");

    /** Other words a column's header may use for what a question asks. */
    private static final java.util.Map<String, Set<String>> COLUMN_WORDS = java.util.Map.of(
            "price", Set.of("cost", "amount", "fare", "total", "fee"), "cost", Set.of("price", "amount", "total", "fee"),
            "when", Set.of("date", "day", "time"), "date", Set.of("when", "day"), "role", Set.of("position", "title", "job"),
            "status", Set.of("state"), "quantity", Set.of("qty", "count"), "where", Set.of("location", "place", "room"));

    /** The titles a question writes, without their 's ("The Salt Road"); never its first words, capitalised anyway. */
    static List<String> titles(String goal) {
        List<String> out = new java.util.ArrayList<>();
        Matcher m = TITLE.matcher(goal);
        while (m.find()) {
            if (m.start() > 0) {
                out.add(m.group().replaceAll("['’]s\\b", "").strip());
            }
        }
        return out;
    }

    /** The element that starts with the title the question writes (and the target keeps), the shortest such. */
    private static Optional<Element> titled(String target, String goal, List<Element> pool) {
        for (String name : titles(goal)) {
            if (!Labels.containsWords(target, name.replaceFirst("^The\\s+", ""))) {
                continue;
            }
            Pattern starts = Pattern.compile("(?i)\\s*" + Pattern.quote(name) + "(?![\\p{L}\\p{N}]).*");
            Optional<Element> row = pool.stream().filter(e -> !e.role().control() || e.role() == Role.TABLE_CELL)
                    .filter(e -> starts.matcher(e.label()).matches()).min(Comparator.comparingInt(e -> e.label().length()));
            if (row.isPresent()) {
                return row;
            }
        }
        return Optional.empty();
    }

    /** The title the question names (and the target keeps) when none of its words shows on this screen. */
    static Optional<String> nameAway(String target, String goal, List<Element> pool) {
        for (String name : titles(goal)) {
            Set<String> words = new java.util.LinkedHashSet<>(Alignment.content(name));
            words.removeIf(w -> w.length() < 3);
            if (words.isEmpty() || Alignment.hits(words, target).size() < words.size()) {
                continue;
            }
            boolean shown = pool.stream().anyMatch(e -> Alignment.hits(words, e.label() + " " + e.value()).size() == words.size());
            if (!shown) {
                return Optional.of(name);
            }
        }
        return Optional.empty();
    }

    /**
     * The thing a question names at its end when no one line on this screen says all its words: the chickpea and spinach
     * curry, on a page that shows a chicken and spinach curry and a chickpea bowl. Two words at least, so that "my basket"
     * is no name; further down the list is where to look before a line near in meaning is read.
     */
    static Optional<String> subjectAway(String target, List<Element> pool) {
        Optional<String> subject = Lookups.endSubject(target);
        if (subject.isEmpty()) {
            return Optional.empty();
        }
        Set<String> words = new java.util.LinkedHashSet<>(Alignment.content(subject.get()));
        words.removeIf(w -> w.length() < 3);
        if (words.size() < 2) {
            return Optional.empty();
        }
        boolean shown = pool.stream().anyMatch(e -> Alignment.hits(words, e.label() + " " + e.value()).size() == words.size());
        return shown ? Optional.empty() : subject;
    }

    static Move answer(String value, Element from, String how) {
        String v = value.strip();
        Action.Done done = new Action.Done("read " + how, v, from == null ? null : from.id());
        return Move.act(Decision.of(done, "the answer is '" + v + "': " + how));
    }

    private static String text(Element e) {
        return e.value().isEmpty() ? e.label() : e.value();
    }

    /** "Total: $42.00" after "total" is "$42.00"; nothing when the label is only the target. */
    static String after(String label, String target) {
        String core = Labels.core(target);
        if (core.isEmpty()) {
            return "";
        }
        Matcher m = Pattern.compile("(?i)\\b" + Pattern.quote(target.strip()) + "\\b\\s*(?:[:=\\-–]|is)?\\s*(.+)$").matcher(label);
        if (m.find()) {
            String rest = m.group(1).strip();
            return Labels.core(rest).isEmpty() && !rest.matches(".*\\d.*") ? "" : rest;
        }
        return "";
    }

    static boolean sameRow(Element a, Element b) {
        return Math.abs(a.box().center().y() - b.box().center().y()) <= Math.max(6, Math.min(a.box().height(), b.box().height()) / 2);
    }
}
