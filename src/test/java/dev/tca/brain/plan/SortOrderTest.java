package dev.tca.brain.plan;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SortOrderTest {

    @Test
    void readsTheOrderAClauseAsksFor() {
        assertThat(SortOrder.ask("cheapest first")).contains(new SortOrder("price", true));
        assertThat(SortOrder.ask("sort by price, high to low")).contains(new SortOrder("price", false));
        assertThat(SortOrder.ask("show the newest ones first")).contains(new SortOrder("date", false));
        assertThat(SortOrder.ask("best rated first")).contains(new SortOrder("rating", false));
        assertThat(SortOrder.ask("list them alphabetically")).contains(new SortOrder("name", true));
        assertThat(SortOrder.ask("sort the results from cheapest to most expensive")).contains(new SortOrder("price", true));
        // a clause that orders nothing
        assertThat(SortOrder.ask("pay the rent first")).isEmpty();
        assertThat(SortOrder.ask("order a pizza")).isEmpty();
        assertThat(SortOrder.ask("open the first email")).isEmpty();
    }

    @Test
    void matchesAnOptionByKeyAndDirectionWhateverItsWording() {
        SortOrder cheapest = new SortOrder("price", true);
        assertThat(cheapest.fit("Price: low to high")).isEqualTo(2);
        assertThat(cheapest.fit("Lowest price")).isEqualTo(2);
        assertThat(cheapest.fit("Price ascending")).isEqualTo(2);
        assertThat(cheapest.fit("Price: high to low")).isZero();
        assertThat(cheapest.fit("Newest")).isZero();
        assertThat(cheapest.fit("Recommended")).isZero();
        SortOrder best = new SortOrder("rating", false);
        assertThat(best.fit("Customer rating")).isEqualTo(1);
        assertThat(best.fit("Top rated")).isEqualTo(2);
        assertThat(best.fit("Best selling")).isZero();
        assertThat(new SortOrder("date", false).fit("Newest arrivals")).isEqualTo(2);
        assertThat(new SortOrder("date", false).fit("Oldest first")).isZero();
    }

    @Test
    void describesItselfInWordsNoSuperlativeReads() {
        assertThat(new SortOrder("price", true).describe()).isEqualTo("price: low to high");
        assertThat(SortOrder.of(new SortOrder("date", false).describe())).contains(new SortOrder("date", false));
        assertThat(SortOrder.of(new SortOrder("name", true).describe())).contains(new SortOrder("name", true));
        assertThat(SortOrder.of(new SortOrder("rating", false).describe())).contains(new SortOrder("rating", false));
    }
}
