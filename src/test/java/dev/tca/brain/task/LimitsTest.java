package dev.tca.brain.task;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The bounds a description puts on a number, and how a row's numbers fare against them. */
class LimitsTest {

    @Test
    void boundsAreReadBeforeOrAfterTheirNumberWithTheirKind() {
        assertThat(Limits.of("a sitter who charges £30 a night at most"))
                .containsExactly(new Limits.Limit(30, true, "money"));
        assertThat(Limits.of("a flat under $1,200 and no more than 2 km from the station"))
                .containsExactly(new Limits.Limit(1200, true, "money"), new Limits.Limit(2, true, "km"));
        assertThat(Limits.of("a hotel rated at least 4.5")).containsExactly(new Limits.Limit(4.5, false, "stars"));
        assertThat(Limits.of("a table for 6 people or more")).containsExactly(new Limits.Limit(6, false, "people"));
        // a number that is not bounded is a name or a value, not a limit
        assertThat(Limits.of("room 204 on the 2nd floor")).isEmpty();
    }

    @Test
    void aRowMeetsABoundByItsNumberOfThatKindAndABoundItShowsNothingForCountsNothing() {
        List<Limits.Limit> budget = Limits.of("£30 a night at most");
        assertThat(Limits.score(budget, "Daniel P. · ★ 4.7 (23) · £29 · per night")).isEqualTo(1);
        assertThat(Limits.score(budget, "Sofia M. · ★ 4.9 (102) · £31 · per night")).isEqualTo(-1);
        assertThat(Limits.score(budget, "Sofia M. · 2.1 km")).isZero();
        List<Limits.Limit> rated = Limits.of("rated 4.8 stars or better");
        assertThat(Limits.score(rated, "Ruth O. · ★ 4.8 (40) · £22")).isEqualTo(1);
        assertThat(Limits.score(rated, "Daniel P. · ★ 4.7 (23) · £29")).isEqualTo(-1);
    }
}
