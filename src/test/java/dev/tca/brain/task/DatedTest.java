package dev.tca.brain.task;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;

/** Dates as rows write them, turned into days that compare. */
class DatedTest {

    private static final LocalDate TODAY = LocalDate.of(2026, 12, 6);

    private static double day(String label) {
        Double d = Dated.day(label, TODAY);
        assertThat(d).as(label).isNotNull();
        return d;
    }

    @Test
    void theWaysADateIsWrittenAllSayTheSameDay() {
        double day = LocalDate.of(2024, 3, 12).toEpochDay();
        assertThat(day("12 Mar 2024")).isEqualTo(day);
        assertThat(day("Backed up 12th March, 2024")).isEqualTo(day);
        assertThat(day("March 12, 2024")).isEqualTo(day);
        assertThat(day("2024-03-12")).isEqualTo(day);
        assertThat(day("12/03/2024")).isEqualTo(day);
        assertThat(day("03/25/2024")).isEqualTo(LocalDate.of(2024, 3, 25).toEpochDay()); // the second cannot be a month
        assertThat(day("Jan 2021")).isEqualTo(LocalDate.of(2021, 1, 1).toEpochDay());
        assertThat(day("3 Dec")).isEqualTo(LocalDate.of(2026, 12, 3).toEpochDay()); // no year: this one
    }

    @Test
    void timesAgoAndNamedDaysCountBackFromToday() {
        assertThat(day("Last used 3 years ago")).isEqualTo(TODAY.minusYears(3).toEpochDay());
        assertThat(day("an hour ago")).isEqualTo(TODAY.toEpochDay());
        assertThat(day("two weeks ago")).isEqualTo(TODAY.minusWeeks(2).toEpochDay());
        assertThat(day("Yesterday")).isEqualTo(TODAY.minusDays(1).toEpochDay());
        assertThat(day("Last used: never")).isLessThan(day("10 years ago"));
    }

    @Test
    void aTimeOfDayOrdersOneDaysRowsAndWordsWithoutADateSayNone() {
        assertThat(day("12 Mar 2024, 9:40 pm")).isGreaterThan(day("12 Mar 2024, 10:15 am"));
        assertThat(Dated.day("Wireless headphones", TODAY)).isNull();
        assertThat(Dated.day("31 Feb 2024", TODAY)).isNull();
        assertThat(Dated.day("£12.03", TODAY)).isNull();
        assertThat(Dated.day("20 min walk", TODAY)).isNull();
    }
}
