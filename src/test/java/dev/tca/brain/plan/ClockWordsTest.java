package dev.tca.brain.plan;

import org.junit.jupiter.api.Test;

import java.time.LocalTime;

import static org.assertj.core.api.Assertions.assertThat;

/** Times said in words, and the ways a list of times writes them. */
class ClockWordsTest {

    @Test
    void readsATimeSaidAloneAndNothingElse() {
        assertThat(ClockWords.whole("2 pm")).isEqualTo(LocalTime.of(14, 0));
        assertThat(ClockWords.whole(" 3:30 p.m. ")).isEqualTo(LocalTime.of(15, 30));
        assertThat(ClockWords.whole("12 am")).isEqualTo(LocalTime.MIDNIGHT);
        assertThat(ClockWords.whole("Oak room at 2 pm")).isNull();
        assertThat(ClockWords.whole("13 pm")).isNull();
    }

    @Test
    void spellsATimeAsListsWriteIt() {
        assertThat(ClockWords.spellings(LocalTime.of(14, 0))).contains("14:00", "2:00 PM", "2 PM", "14.00");
        assertThat(ClockWords.spellings(LocalTime.of(9, 30))).contains("09:30", "9:30", "9:30 AM", "9.30 AM");
    }

    @Test
    void anHourSaidBareAfterAWordOfTimeIsAnHourButNotACountOrAnAddress() {
        assertThat(ClockWords.bareHours("keep it quiet until I get up at 7")).containsExactly(7);
        assertThat(ClockWords.bareHours("be back by 18, please")).containsExactly(18);
        assertThat(ClockWords.bareHours("at 7 in the morning")).isEmpty();
        assertThat(ClockWords.bareHours("meet at 7pm")).isEmpty();
        assertThat(ClockWords.bareHours("deliver to the office at 7 Elm Road")).isEmpty();
        assertThat(ClockWords.bareHours("at 3 people a table")).isEmpty();
        assertThat(ClockWords.bareHours("at 8:30")).isEmpty();
    }
}
