package dev.tca.brain.task;

import dev.tca.brain.model.ModelBrain;
import dev.tca.brain.plan.Qualifiers;
import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.Rect;
import dev.tca.core.Role;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where among look-alikes: "the 2nd text box" (an ordinal in reading order), "the Mute for @leo"
 * (the one nearest the container's label, or inside a container the tree names), "the field below
 * Name" (a side of an anchor). Also finds an element again on the next screen.
 */
final class Places {

    private Places() {
    }

    private static final Set<Role> PRESSABLE = EnumSet.of(Role.BUTTON, Role.LINK, Role.MENU_ITEM);

    /**
     * @param order candidates' indexes, most likely first
     * @param lex   each candidate's lexical match to the target (0 when there is no target)
     * @param pool  every element on screen, to find anchors in
     * @return the index of the chosen candidate; -1 when the place named is only partly on the screen
     */
    static int pick(Qualifiers where, List<Integer> order, List<Element> candidates, double[] lex, List<Element> pool) {
        if (where.isEmpty()) {
            return order.get(0);
        }
        // the look-alikes: everything that matches the target as well as the best one does by its words
        double top = lex[order.get(0)];
        // with a place named, every element its words fit about as well is a look-alike ("Save X to favourites" per row)
        double floor = where.container() != null && top > 0 ? top * 0.5 : top - 1e-9;
        List<Integer> alike = new ArrayList<>(order.stream().filter(i -> lex[i] >= floor).toList());
        if (where.container() != null && alike.stream().anyMatch(i -> PRESSABLE.contains(candidates.get(i).role()))) {
            // a help line that says the verb ("You can cancel an order until ...") is read, not pressed, when buttons say it
            alike.removeIf(i -> !candidates.get(i).role().control() && candidates.get(i).label().strip().split("\\s+").length >= 6);
        }
        if (where.container() != null) {
            String c = where.container();
            // "Delete Marta Ruiz" as a button's own label (an icon button's accessible name) names both: it is the one,
            // a button before the cell of the row that merely holds it
            List<Integer> both = order.stream().filter(i -> lex[i] > 0 && Labels.containsWords(candidates.get(i).label(), c))
                    .sorted(Comparator.comparingInt(i -> PRESSABLE.contains(candidates.get(i).role()) ? 0 : 1)).toList();
            if (!both.isEmpty()) {
                return both.get(0);
            }
            List<Integer> inside = alike.stream().filter(i -> Labels.containsWords(candidates.get(i).container(), c)).toList();
            Optional<Integer> ranked = inside.isEmpty() ? byRank(c, alike, candidates, pool) : Optional.empty();
            if (ranked.isPresent()) {
                return ranked.get();
            }
            Optional<Integer> banded = inside.isEmpty() ? byBand(c, alike, candidates, pool) : Optional.empty();
            if (banded.isPresent()) {
                // a table's row that says more of the words but has no such button (a shift that is full) is the one meant:
                // the button of a row that says less is not its
                Optional<Element> row = anchor(c, pool, candidates, alike).filter(e -> e.role() == Role.TABLE_CELL
                        && !Answers.sameRow(e, candidates.get(banded.get())));
                if (row.isPresent() && rowHitsWithTime(c, row.get(), pool) > rowHitsWithTime(c, candidates.get(banded.get()), pool)) {
                    return -1;
                }
                return banded.get();
            }
            if (!inside.isEmpty()) {
                alike = new ArrayList<>(inside);
            } else {
                Optional<Element> anchor = anchor(c, pool, candidates, alike);
                int said = Alignment.content(named(c)).size();
                if (anchor.isPresent() && alike.size() >= 2 && said >= 3
                        && Math.max(rowHits(named(c), anchor.get(), pool), Alignment.hits(Alignment.content(named(c)),
                        withNextLine(anchor.get(), pool)).size()) < said - (said >= 4 ? 1 : 0)
                        - (headAlone(c, anchor.get(), pool) ? 1 : 0)) {
                    // "the article about the tram line extension" when only "Tram line 4 closed ..." shows: another row
                    // that shares some of its words; the one meant may be further down, and guessing among the look-alike
                    // buttons would press another row's
                    return -1;
                }
                if (anchor.isPresent() && otherDay(c, anchor.get(), pool)) {
                    return -1; // "the shift on Wednesday the 21st" and a row of Wed 14 Jan: another week's, not this one
                }
                if (anchor.isPresent() && anchor.get().role() == dev.tca.core.Role.TABLE_CELL
                        && alike.stream().noneMatch(i -> Answers.sameRow(anchor.get(), candidates.get(i)))
                        && alike.stream().allMatch(i -> pool.stream().anyMatch(e -> e.role() == dev.tca.core.Role.TABLE_CELL
                        && Answers.sameRow(e, candidates.get(i))))) {
                    return -1; // a table's row without the button ("Full"): the next row's button is that row's
                }
                if (anchor.isPresent()) {
                    Rect a = anchor.get().box();
                    // in a grid of cards, a card's buttons sit right of or under its title: a button on another line
                    // wholly left of the title is the card before's, however near
                    // (and one wholly above the title, the card above's own bin, is never this card's)
                    alike.sort(Comparator.comparingDouble(i -> distance(a, candidates.get(i).box())
                            + ((candidates.get(i).box().right() < a.x() || candidates.get(i).box().bottom() < a.y())
                            && !Answers.sameRow(anchor.get(), candidates.get(i)) ? 10_000 : 0)));
                    alike = new ArrayList<>(alike.subList(0, 1));
                }
            }
        }
        if (where.relation() != null) {
            Optional<Element> anchor = anchor(where.relation().anchor(), pool, candidates, alike);
            if (anchor.isPresent()) {
                Rect a = anchor.get().box();
                List<Integer> sided = alike.stream().filter(i -> onSide(where.relation().side(), a, candidates.get(i).box())).toList();
                if (!sided.isEmpty()) {
                    alike = new ArrayList<>(sided);
                }
                alike.sort(Comparator.comparingDouble(i -> distance(a, candidates.get(i).box())));
                alike = new ArrayList<>(alike.subList(0, 1));
            }
        }
        if (where.ordinal() != null && alike.size() > 1) {
            alike.sort(Comparator.comparingInt((Integer i) -> candidates.get(i).box().center().y() / 12)
                    .thenComparingInt(i -> candidates.get(i).box().x()));
            int n = where.ordinal() == -1 ? alike.size() - 1 : Math.min(where.ordinal(), alike.size()) - 1;
            return alike.get(n);
        }
        return alike.get(0);
    }

    /**
     * Cards that repeat a numbered title ("ORDER # 5218", "ORDER # 5182", ...) and a button each (Cancel items): the
     * title named is the n-th of its kind, so its button is the n-th of the column, counted with disabled ones. A
     * card's title sits nearer the button of the card above than its own, so distance cannot tell.
     */
    private static Optional<Integer> byRank(String description, List<Integer> alike, List<Element> candidates, List<Element> pool) {
        if (alike.size() < 2) {
            return Optional.empty();
        }
        List<Element> titles = pool.stream().filter(e -> !PRESSABLE.contains(e.role()) && e.label().matches(".*\\d.*")
                && Labels.containsWords(e.label(), description)).toList();
        if (titles.size() != 1) {
            return Optional.empty();
        }
        Element title = titles.get(0);
        String shape = shape(title.label());
        List<Element> kin = pool.stream().filter(e -> !PRESSABLE.contains(e.role()) && shape(e.label()).equals(shape)
                && Math.abs(e.box().center().x() - title.box().center().x()) <= 60)
                .sorted(Comparator.comparingInt(e -> e.box().center().y())).toList();
        Element first = candidates.get(alike.get(0));
        List<Element> column = pool.stream().filter(e -> e.role() == first.role() && Labels.same(e.label(), first.label())
                && Math.abs(e.box().center().x() - first.box().center().x()) <= 40)
                .sorted(Comparator.comparingInt(e -> e.box().center().y())).toList();
        if (kin.size() < 2 || kin.size() != column.size()) {
            return Optional.empty();
        }
        Element mine = column.get(kin.indexOf(title));
        return alike.stream().filter(i -> candidates.get(i).box().equals(mine.box())).findFirst();
    }

    /**
     * The element's words and, read from pixels, the line right under it that starts where it starts: a card's title
     * wrapped in two ("The Quiet" / "Allotment").
     */
    static String withNextLine(Element e, List<Element> pool) {
        if (e.label().isBlank() || e.role().control()) {
            return e.label();
        }
        Rect b = e.box();
        return pool.stream().filter(o -> o != e && !o.label().isBlank() && !o.role().control() && Math.abs(o.box().x() - b.x()) <= 6
                        && o.box().y() > b.y() && o.box().y() - b.bottom() <= Math.max(4, b.height() * 0.6)
                        && Math.abs(o.box().height() - b.height()) <= Math.max(3, b.height() / 4))
                .min(Comparator.comparingInt(o -> o.box().y())).map(o -> e.label() + " " + o.label()).orElse(e.label());
    }

    /**
     * The element's words and those that run on from it on its line: read from pixels, "Budget draft.xlsx" may come as
     * "Budget" and "draft.xlsx", and only together do they say the name (and tell it from "Budget draft (old).xlsx").
     */
    static String runOn(Element e, List<Element> pool) {
        StringBuilder line = new StringBuilder(e.label());
        Element last = e;
        for (int i = 0; i < 6; i++) {
            Element from = last;
            int gap = Math.max(12, from.box().height());
            Optional<Element> next = pool.stream().filter(o -> o != from && !o.label().isBlank() && !o.role().control()
                    && Math.abs(o.box().center().y() - from.box().center().y()) <= Math.max(4, from.box().height() / 3)
                    && o.box().x() >= from.box().right() - 2 && o.box().x() - from.box().right() <= gap)
                    .min(Comparator.comparingInt(o -> o.box().x()));
            if (next.isEmpty()) {
                break;
            }
            line.append(' ').append(next.get().label());
            last = next.get();
        }
        return line.toString();
    }

    /** A label with its numbers blanked: the kind of title it is ("ORDER # 5182" and "ORDER # 5218" alike). */
    private static String shape(String label) {
        return Labels.core(label).replaceAll("\\d+", "0");
    }

    /**
     * A column of look-alike buttons, one per row of a list: each row runs from halfway to the button
     * above to halfway to the one below, so a sender's name on the row's first line and its subject
     * on the second are both in it. The button whose row says most of the description's words, when
     * one says more than every other. Cards side by side (a timetable of two columns, each card with
     * its Book) are columns too: a card's words are those between the column to its left and its own
     * button, so the card beside it on the same line lends it none.
     */
    private static Optional<Integer> byBand(String description, List<Integer> alike, List<Element> candidates, List<Element> pool) {
        if (alike.size() < 2) {
            return Optional.empty();
        }
        // the columns: look-alikes whose centres line up within 40 px, left to right
        List<List<Integer>> columns = new ArrayList<>();
        for (int i : alike.stream().sorted(Comparator.comparingInt(i -> candidates.get(i).box().center().x())).toList()) {
            int cx = candidates.get(i).box().center().x();
            if (columns.isEmpty() || cx - candidates.get(columns.get(columns.size() - 1).get(0)).box().center().x() > 40) {
                columns.add(new ArrayList<>());
            }
            columns.get(columns.size() - 1).add(i);
        }
        columns.forEach(c -> c.sort(Comparator.comparingInt(i -> candidates.get(i).box().center().y())));
        // (one button read twice, by the tree and by its pixels, is one row's: a band of no height would leave its row out)
        columns.forEach(c -> {
            for (int k = c.size() - 1; k > 0; k--) {
                if (Math.abs(candidates.get(c.get(k)).box().center().y() - candidates.get(c.get(k - 1)).box().center().y()) <= 4) {
                    c.remove(k);
                }
            }
        });
        List<Integer> main = columns.stream().max(Comparator.comparingInt(List::size)).orElseThrow();
        boolean sideBySide = main.size() < alike.size() - 1;
        if (!sideBySide) {
            columns = List.of(main); // a folder called Archive in the sidebar is not a row's button
        }
        List<Integer> gaps = new ArrayList<>();
        for (List<Integer> c : columns) {
            for (int k = 1; k < c.size(); k++) {
                gaps.add(candidates.get(c.get(k)).box().center().y() - candidates.get(c.get(k - 1)).box().center().y());
            }
        }
        if (gaps.isEmpty()) {
            return Optional.empty(); // one button a column: the anchor's distance decides
        }
        int gap = gaps.stream().sorted().toList().get(gaps.size() / 2);
        java.util.Set<String> words = Alignment.content(description);
        List<Limits.Limit> limits = Limits.of(description);
        int best = -1;
        int bestHits = 0;
        boolean tie = false;
        int left = Integer.MIN_VALUE;
        for (List<Integer> column : columns) {
            int[] ys = column.stream().mapToInt(i -> candidates.get(i).box().center().y()).toArray();
            int right = sideBySide ? column.stream().mapToInt(i -> candidates.get(i).box().right()).max().orElseThrow() + 4
                    : Integer.MAX_VALUE;
            Layout layout = ys.length < 2 ? Layout.CENTRED : layout(column.stream().map(i -> candidates.get(i).box()).toList(), pool);
            for (int k = 0; k < column.size(); k++) {
                int y = ys[k];
                int before = k == 0 ? (ys.length > 1 ? ys[1] - ys[0] : gap) : y - ys[k - 1];
                int after = k == ys.length - 1 ? (ys.length > 1 ? ys[k] - ys[k - 1] : gap) : ys[k + 1] - y;
                // (level with its button, a row's words are within a row's height of it: a row without the button, "Full",
                // between two that have one, is neither's)
                int reach = Math.max(24, candidates.get(column.get(k)).box().height());
                int top = switch (layout) {
                    case CENTRED -> y - Math.min(before / 2, reach);
                    case BELOW_CONTENT -> y - before + 1;
                    case ABOVE_CONTENT -> y - 12;
                };
                int bottom = switch (layout) {
                    case CENTRED -> y + Math.min(after / 2, reach);
                    case BELOW_CONTENT -> y + 12;
                    case ABOVE_CONTENT -> y + after - 1;
                };
                java.util.Set<String> hit = new java.util.HashSet<>();
                StringBuilder text = new StringBuilder();
                for (Element e : pool) {
                    int cy = e.box().center().y();
                    int cx = e.box().center().x();
                    if (cy >= top && cy < bottom && cx > left && cx <= right && !e.label().isBlank()
                            && e.box().height() < bottom - top + 8) {
                        hit.addAll(sameWords(words, e.label()));
                        partOfDay(words, e.label()).ifPresent(hit::add);
                        text.append(e.label()).append(" · ");
                    }
                }
                // "charges £30 a night at most": of the rows that say dogs and garden, the one whose price keeps to it
                int score = otherDay(description, text.toString()) ? 0 : hit.size() + Limits.score(limits, text.toString());
                if (score > bestHits) {
                    bestHits = score;
                    best = column.get(k);
                    tie = false;
                } else if (score == bestHits && bestHits > 0) {
                    tie = true;
                }
            }
            left = right;
        }
        return best >= 0 && !tie ? Optional.of(best) : Optional.empty();
    }

    /** Where a row's words are from its button: beside it (a table), or above it (a post's actions), or below it. */
    private enum Layout { CENTRED, BELOW_CONTENT, ABOVE_CONTENT }

    /**
     * A table row's words sit level with its button; a card's actions sit under its words (a feed's
     * Like and Bookmark), so the band that splits the gap between two buttons would give the next
     * card's header to the button above it.
     */
    private static Layout layout(List<Rect> buttons, List<Element> pool) {
        int x = buttons.get(0).center().x();
        List<Element> words = pool.stream().filter(e -> !e.label().isBlank() && !PRESSABLE.contains(e.role())
                && e.role() != Role.CHECKBOX && Math.abs(e.box().center().x() - x) > 40).toList();
        // level: a word beside the button on its line, its centre within 8 px or most of its height across the button's
        // (a news card's round Save sits level with the card's tag and title, a few px off either's centre)
        long level = buttons.stream().filter(b -> words.stream().anyMatch(e -> Math.abs(e.box().center().y() - b.center().y()) <= 8
                || Math.min(e.box().bottom(), b.bottom()) - Math.max(e.box().y(), b.y()) >= 0.6 * Math.min(e.box().height(), b.height())))
                .count();
        if (level * 2 >= buttons.size()) {
            return Layout.CENTRED;
        }
        int y0 = buttons.get(0).center().y();
        int gap = buttons.get(1).center().y() - y0;
        boolean above = words.stream().anyMatch(e -> e.box().center().y() < y0 && e.box().center().y() > y0 - gap);
        return above ? Layout.BELOW_CONTENT : Layout.ABOVE_CONTENT;
    }

    /** The element that names the anchor: a label matching its words, not one of the candidates themselves. */
    private static Optional<Element> anchor(String name, List<Element> pool, List<Element> candidates, List<Integer> alike) {
        List<Element> excluded = alike.stream().map(candidates::get).toList();
        // (a sentence of prose that repeats the words, "please sign up for a delivery driving shift", is no row: it anchors
        // only where nothing else does)
        boolean rows = excluded.size() >= 2 && pool.stream().anyMatch(e -> !excluded.contains(e) && !prose(e)
                && excluded.stream().anyMatch(x -> Answers.sameRow(e, x)));
        return pool.stream()
                .filter(e -> !excluded.contains(e))
                .filter(e -> !rows || !prose(e))
                // a table or list that holds the look-alikes names every row: the row itself is the anchor
                .filter(e -> excluded.size() < 2 || excluded.stream().noneMatch(x -> x.box().area() > 0
                        && e.box().intersection(x.box()).area() == x.box().area()))
                .filter(e -> ModelBrain.lexical(name, e) > 0 || Labels.containsWords(e.label(), name.replace("@", ""))
                        || Labels.containsWords(withNextLine(e, pool), name)
                        || Alignment.hits(Alignment.content(name), e.label()).size() >= 2
                        // "the lunch message from Omar": his name in one cell, the subject in the next
                        || !Alignment.hits(Alignment.content(name), e.label()).isEmpty()
                        && rowHits(name, e, pool) >= Math.min(2, specific(name)))
                // "lentil soup recipe": Red lentil soup (two of its words) before Green lentil curry (one); "the taxi claim
                // from Dmitri Volkov": his row that also says Taxi, before his hotel row
                // a word that names the row ("shakshuka") before one that names its kind ("recipe", the Recipes tab)
                .max(Comparator.comparingInt((Element e) -> Math.max(rowHits(named(name), e, pool),
                                // (read from pixels, "Walnut dining table" over "Large · 8 seats": the line under says the rest)
                                Alignment.hits(Alignment.content(named(name)), withNextLine(e, pool)).size()))
                        .thenComparingInt((Element e) -> rowHits(name, e, pool))
                        .thenComparingInt((Element e) -> Alignment.hits(Alignment.content(name), e.label()).size())
                        // "the Library Assistant job": the card titled so, before "Library Assistant (Saturdays)"
                        .thenComparingInt((Element e) -> Alignment.hits(Alignment.content(name), e.label()).size()
                                - Alignment.content(e.label()).size())
                        .thenComparingDouble(e -> ModelBrain.lexical(name, e)));
    }

    private static boolean prose(Element e) {
        return e.label().strip().split("\\s+").length >= 8 && e.label().strip().matches("(?s).*[.!?]$");
    }

    /** A day of the month said as an ordinal: "the 21st". */
    static final java.util.regex.Pattern ORDINAL = java.util.regex.Pattern.compile("(?i)\\b(\\d{1,2})(?:st|nd|rd|th)\\b");
    private static final java.util.regex.Pattern DAY_OF_MONTH = java.util.regex.Pattern.compile("(?i)\\b(\\d{1,2})\\s+"
            + "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b|\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\s+(\\d{1,2})\\b");

    /** The description says a day of the month ("the 21st") and the row's line says dates, none of them that day. */
    private static boolean otherDay(String description, Element anchor, List<Element> pool) {
        return otherDay(description, pool.stream().filter(e -> e == anchor || !e.label().isBlank() && Answers.sameRow(e, anchor))
                .map(Element::label).collect(java.util.stream.Collectors.joining(" ")));
    }

    private static boolean otherDay(String description, String row) {
        java.util.regex.Matcher said = ORDINAL.matcher(description);
        if (!said.find()) {
            return false;
        }
        int day = Integer.parseInt(said.group(1));
        java.util.regex.Matcher dates = DAY_OF_MONTH.matcher(row);
        boolean any = false;
        while (dates.find()) {
            any = true;
            if (Integer.parseInt(dates.group(1) != null ? dates.group(1) : dates.group(2)) == day) {
                return false;
            }
        }
        return any;
    }

    /** Words that say what kind of thing a row is, not which one: a card titled "Classic shakshuka" never says "recipe". */
    private static final java.util.Set<String> KIND_WORDS = java.util.Set.of("recipe", "recipes", "post", "posts", "email", "e-mail",
            "message", "mail", "item", "product", "file", "document", "photo", "picture", "song", "track", "article", "card", "entry",
            "parcel", "parcels", "package", "packages", "delivery", "deliveries",
            "row", "thing", "episode", "video", "order", "ticket", "task", "note", "event", "booking", "invoice", "invoices",
            "receipt", "receipts", "statement", "statements", "appointment", "appointments", "payment", "payments", "transaction", "transactions", "report",
            "reports", "bill", "bills", "project", "projects", "contact", "contacts", "user", "users", "account", "accounts",
            "comment", "comments", "review", "reviews", "job", "jobs", "issue", "issues", "bug", "bugs", "request", "requests",
            "orders", "tickets", "tasks", "notes", "events", "bookings", "files", "documents", "photos", "pictures", "items",
            "products", "messages", "emails", "cards", "entries", "rows", "videos", "songs", "tracks", "articles", "episodes",
            "folder", "folders", "invitation", "invitations", "reservation", "reservations", "subscription", "subscriptions",
            "device", "devices", "session", "sessions", "reminder", "reminders", "group", "groups");

    /** Whether a word says what kind of thing a row is ("message", "group"), not which one. */
    static boolean kindWord(String word) {
        String w = word.toLowerCase(java.util.Locale.ROOT);
        return KIND_WORDS.contains(w) || w.matches("conversations?|threads?|chats?|members?|lists?");
    }

    /** The description without its kind words ("shakshuka recipe" -> "shakshuka"), or as it is when that leaves nothing. */
    static String named(String name) {
        String rest = String.join(" ", Alignment.content(name).stream().filter(w -> !kindWord(w)).toList());
        return rest.isBlank() ? name : rest;
    }

    /**
     * Whether the one word of a plainly said name that its row does not say is the noun it ends on: "old work address" is
     * the card titled "Old work", the address being what it is; "rechargeable AA batteries" is not the row "AA alkaline
     * batteries", which lacks another word. A name with a phrase after its noun ("the message with the new VPN address")
     * ends on no such noun.
     */
    private static boolean headAlone(String said, Element row, List<Element> pool) {
        List<String> words = new ArrayList<>(Alignment.content(named(said)));
        if (words.size() < 3 || said.matches("(?i).*\\b(?:with|about|from|for|of|in|on|to|by|at)\\b.*")) {
            return false;
        }
        String head = words.get(words.size() - 1);
        String line = withNextLine(row, pool);
        java.util.Set<String> others = new java.util.HashSet<>(words.subList(0, words.size() - 1));
        return Alignment.hits(java.util.Set.of(head), line).isEmpty() && rowHits(head, row, pool) == 0
                && Math.max(Alignment.hits(others, line).size(), rowHits(String.join(" ", others), row, pool)) == others.size();
    }

    /** How many of a row's description words name it rather than its kind (at least one). */
    static int specific(String name) {
        java.util.Set<String> words = Alignment.content(name);
        long named = words.stream().filter(w -> !KIND_WORDS.contains(w)).count();
        return (int) Math.max(1, named == 0 ? words.size() : named);
    }

    /**
     * How many of the name's words the element's row says, each as the same word (plural and
     * possessive aside): a price's "month" does not name "Woodworking Monthly".
     */
    static int rowHits(String name, Element e, List<Element> pool) {
        java.util.Set<String> words = Alignment.content(name);
        java.util.Set<String> hit = new java.util.HashSet<>(sameWords(words, e.label()));
        pool.stream().filter(o -> o != e && !o.label().isBlank() && Answers.sameRow(o, e))
                .forEach(o -> hit.addAll(sameWords(words, o.label())));
        return hit.size();
    }

    /** The row's hits, a time in it that falls in the part of the day the name says ("Tuesday evening": 20:30) counting one. */
    static int rowHitsWithTime(String name, Element e, List<Element> pool) {
        java.util.Set<String> words = Alignment.content(name);
        boolean timed = pool.stream().filter(o -> o == e || !o.label().isBlank() && Answers.sameRow(o, e))
                .anyMatch(o -> partOfDay(words, o.label()).isPresent());
        return rowHits(name, e, pool) + (timed ? 1 : 0);
    }

    private static final java.util.regex.Pattern CLOCK = java.util.regex.Pattern.compile("\\b([01]?\\d|2[0-3])[:.]([0-5]\\d)\\s*(am|pm)?\\b",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    /** "evening" when the row's time is between 17:00 and 22:59 (morning 5-11, afternoon 12-16, night 21-4). */
    static Optional<String> partOfDay(java.util.Set<String> words, String label) {
        java.util.regex.Matcher m = CLOCK.matcher(label);
        if (!m.find()) {
            return Optional.empty();
        }
        int h = Integer.parseInt(m.group(1));
        if (m.group(3) != null) {
            h = h % 12 + (m.group(3).equalsIgnoreCase("pm") ? 12 : 0);
        }
        int hour = h;
        java.util.Set<String> said = new java.util.HashSet<>();
        words.forEach(w -> said.add(bare(w))); // "Tuesday evening's backup"
        return java.util.stream.Stream.of("morning", "afternoon", "evening", "night", "lunchtime", "lunch")
                .filter(said::contains).filter(w -> switch (w) {
                    case "morning" -> hour >= 5 && hour < 12;
                    case "afternoon" -> hour >= 12 && hour < 17;
                    case "evening" -> hour >= 17 && hour < 23;
                    case "night" -> hour >= 21 || hour < 5;
                    default -> hour >= 11 && hour < 15;
                }).findFirst();
    }

    private static java.util.Set<String> sameWords(java.util.Set<String> words, String label) {
        java.util.Set<String> own = new java.util.HashSet<>();
        Alignment.content(label).forEach(l -> own.add(bare(l)));
        java.util.Set<String> out = new java.util.HashSet<>();
        for (String w : words) {
            String b = bare(w);
            // ("physio" said short for the screen's "Physiotherapy"; "month" is still no "Monthly")
            if (own.contains(b) || b.length() >= 6 && own.stream().anyMatch(o -> o.length() >= b.length() + 3 && o.startsWith(b))) {
                out.add(w);
            }
        }
        return out;
    }

    /** "Lena's" is Lena, "trips" is trip. */
    private static String bare(String w) {
        String month = Alignment.calendarWord(w);
        if (month != null) {
            return month; // "March" and "Mar" alike
        }
        if (w.matches("\\d{1,2}(?:st|nd|rd|th)")) {
            return w.replaceAll("\\D", ""); // "the 17th" is the row's 17
        }
        return w.replaceAll("['’]s$", "").replaceAll("(?<=[^s])s$", "");
    }

    static boolean onSide(Qualifiers.Side side, Rect a, Rect b) {
        return switch (side) {
            case BELOW -> b.center().y() > a.bottom() - 2;
            case ABOVE -> b.center().y() < a.y() + 2;
            case LEFT_OF -> b.center().x() < a.x() + 2;
            case RIGHT_OF -> b.center().x() > a.right() - 2;
            case NEXT_TO -> Math.abs(b.center().y() - a.center().y()) <= Math.max(a.height(), b.height());
        };
    }

    /** Centre distance, with rows counted heavier: a control in the anchor's row or card is nearer than one beside the next card. */
    static double distance(Rect a, Rect b) {
        double dx = a.center().x() - b.center().x();
        double dy = a.center().y() - b.center().y();
        return Math.hypot(dx, dy * 1.5);
    }

    /** The element on a later screen that is the same thing: the same handle, else the same role and label where it was. */
    static Optional<Element> same(Element before, List<Element> after) {
        if (before.handle() != null) {
            Optional<Element> byHandle = after.stream()
                    .filter(e -> e.handle() != null && e.handle().describe().equals(before.handle().describe())).findFirst();
            if (byHandle.isPresent()) {
                return byHandle;
            }
        }
        return after.stream()
                .filter(e -> e.role() == before.role())
                .filter(e -> overlap(e.box(), before.box()) > 0.5)
                .max(Comparator.comparingDouble(e -> overlap(e.box(), before.box())
                        + (Labels.same(e.label(), before.label()) ? 1 : 0)));
    }

    static double overlap(Rect a, Rect b) {
        long inter = a.intersection(b).area();
        long union = a.area() + b.area() - inter;
        return union <= 0 ? 0 : (double) inter / union;
    }
}
