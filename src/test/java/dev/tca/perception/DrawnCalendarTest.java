package dev.tca.perception;

import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import org.junit.jupiter.api.Test;

import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The days OCR loses in a drawn month grid are placed by the ones it read. The grid is GTK's at
 * July 2024 as tca read it on Xvfb (columns 28 pixels apart from x=549, rows 17 apart from y=373,
 * the 1st on a Monday); the arrows and the whole calendar are proved on the real app by
 * {@code TaskSubsetTest} (zenity-calendar-years).
 */
class DrawnCalendarTest {

    private static final Rect HEADER = new Rect(577, 333, 25, 15);

    private static Element day(int day, int column, int row) {
        return new Element(0, Integer.toString(day), new Rect(549 + 28 * column, 373 + 17 * row, 14, 12), Source.OCR, 0.9);
    }

    /** July 2024 as read, without the days named. */
    private static List<Element> read(int... lost) {
        List<Element> out = new ArrayList<>();
        out.add(day(30, 0, 0)); // June's last day, greyed, before the 1st
        for (int d = 1; d <= 31; d++) {
            int at = d; // the 1st is in column 1 (Monday)
            final int dd = d;
            if (java.util.Arrays.stream(lost).noneMatch(l -> l == dd)) {
                out.add(day(d, at % 7, at / 7));
            }
        }
        out.add(day(1, 4, 4)); // August's first days trail the grid
        out.add(day(2, 5, 4));
        return out;
    }

    @Test
    void theLostDaysGetTheCellsTheGridGivesThem() {
        List<Element> added = DrawnCalendar.missingDays(HEADER, YearMonth.of(2024, 7), read(1, 5, 11), List.of());

        assertThat(added).extracting(Element::label).containsExactly("1", "5", "11");
        assertThat(added).allMatch(e -> e.role() == Role.CALENDAR_DAY);
        // the 1st is Monday's cell of the first row, the 11th Thursday's of the second: not August's "1" at the end
        assertThat(added.get(0).box().contains(day(1, 1, 0).box().center())).as("%s", added.get(0)).isTrue();
        assertThat(added.get(1).box().contains(day(5, 5, 0).box().center())).as("%s", added.get(1)).isTrue();
        assertThat(added.get(2).box().contains(day(11, 4, 1).box().center())).as("%s", added.get(2)).isTrue();
    }

    @Test
    void aGridReadWholeGetsNothingAndTooFewDaysGiveNoGrid() {
        assertThat(DrawnCalendar.missingDays(HEADER, YearMonth.of(2024, 7), read(), List.of())).isEmpty();
        List<Element> three = List.of(day(12, 5, 1), day(13, 6, 1), day(14, 0, 2));
        assertThat(DrawnCalendar.missingDays(HEADER, YearMonth.of(2024, 7), three, List.of())).isEmpty();
    }
}
