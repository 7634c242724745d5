package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Labels;
import dev.tca.core.State;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "How much did I pay Northwind Energy in August?" over a statement: of the rows that say the payee, the one dated in the
 * asked month (its own date, or the day heading over it) holds the amount. A statement in pages shows other months first.
 */
final class DatedRows {

    private static final Pattern ANY_MONTH = Pattern.compile("(?i)\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b");

    private DatedRows() {
    }

    /** What the statement shows of the question: the row's amount, or that its rows here are of other months. */
    record Found(Optional<Move> answer, boolean otherMonths) {
    }

    static Found read(String goal, List<String> titles, List<Element> pool) {
        Matcher month = Lookups.IN_MONTH.matcher(goal);
        if (!month.find() || titles.isEmpty() || !Answers.asksMoney(goal)) {
            return new Found(Optional.empty(), false);
        }
        String asked = month.group(1).substring(0, 3).toLowerCase(Locale.ROOT);
        List<Element> rows = pool.stream().filter(e -> !e.role().editable() && !e.has(State.OFFSCREEN)
                && titles.stream().anyMatch(t -> Labels.containsWords(e.label(), t))).toList();
        boolean dated = false;
        for (Element row : rows) {
            Optional<Element> amount = pool.stream().filter(e -> e != row && Answers.sameRow(e, row) && e.box().x() > row.box().x()
                    && Answers.money(e.label()).isPresent()).min(Comparator.comparingInt(e -> e.box().x()));
            Optional<String> date = dateOf(row, pool);
            if (amount.isEmpty() || date.isEmpty()) {
                continue;
            }
            dated = true;
            Matcher m = ANY_MONTH.matcher(date.get());
            if (m.find() && m.group().toLowerCase(Locale.ROOT).startsWith(asked)) {
                return new Found(Optional.of(Answers.answer(Answers.money(amount.get().label()).orElseThrow(), amount.get(),
                        "the amount on the row of '" + row.label() + "' dated '" + date.get() + "'")), false);
            }
        }
        return new Found(Optional.empty(), dated);
    }

    /** A row's date: on its own line, else the nearest day heading above it ("Tue 12 August"). */
    private static Optional<String> dateOf(Element row, List<Element> pool) {
        return pool.stream().filter(e -> Answers.sameRow(e, row) && ANY_MONTH.matcher(e.label()).find() && e.label().matches(".*\\d.*"))
                .map(Element::label).findFirst()
                .or(() -> pool.stream().filter(e -> e.box().bottom() <= row.box().y() + 2 && row.box().y() - e.box().bottom() < 400
                                && e.label().strip().split("\\s+").length <= 4 && e.label().matches(".*\\d.*")
                                && ANY_MONTH.matcher(e.label()).find())
                        .max(Comparator.comparingInt(e -> e.box().y())).map(Element::label));
    }
}
