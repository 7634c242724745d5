package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class SuperlativesTest {

    private static Element option(int id, Role role, String label) {
        return new Element(id, label, new Rect(10, 30 * id, 200, 20), Source.AX, 1.0, role, null, null, null, null, null);
    }

    @Test
    void picksTheCheapestAndTheFastestByWhatTheLabelsShow() {
        List<Element> radios = List.of(option(1, Role.RADIO, "Standard, 5-7 working days (free)"),
                option(2, Role.RADIO, "Express, 2 working days ($9.90)"),
                option(3, Role.RADIO, "Overnight, next day ($19.00)"));
        assertThat(Superlatives.of("cheapest delivery").flatMap(w -> Superlatives.pick(w, radios)))
                .map(Element::id).contains(1);
        assertThat(Superlatives.of("the most expensive option").flatMap(w -> Superlatives.pick(w, radios)))
                .map(Element::id).contains(3);
        assertThat(Superlatives.of("the fastest shipping").flatMap(w -> Superlatives.pick(w, radios)))
                .map(Element::id).contains(3);
    }

    @Test
    void ordersSizesByLettersAndWords() {
        List<Element> sizes = List.of(option(1, Role.LIST_ITEM, "Extra small"), option(2, Role.LIST_ITEM, "Small"),
                option(3, Role.LIST_ITEM, "Extra large"), option(4, Role.LIST_ITEM, "Large"), option(5, Role.LIST_ITEM, "Medium"));
        assertThat(Superlatives.of("the biggest size").flatMap(w -> Superlatives.pick(w, sizes))).map(Element::id).contains(3);
        assertThat(Superlatives.of("the smallest size").flatMap(w -> Superlatives.pick(w, sizes))).map(Element::id).contains(1);
        List<Element> letters = List.of(option(1, Role.BUTTON, "M"), option(2, Role.BUTTON, "XL"), option(3, Role.BUTTON, "S"));
        assertThat(Superlatives.of("largest").flatMap(w -> Superlatives.pick(w, letters))).map(Element::id).contains(2);
    }

    @Test
    void theClosestIsTheLeastDistanceInAnyUnitAndItsOtherWordsSayOfWhat() {
        List<Element> places = List.of(option(1, Role.LABEL, "0.4 km away"), option(2, Role.LABEL, "350 m"),
                option(3, Role.LABEL, "1.2 miles"), option(4, Role.LABEL, "3 min walk"));
        assertThat(Superlatives.of("the closest one").flatMap(w -> Superlatives.pick(w, places))).map(Element::id).contains(4);
        assertThat(Superlatives.of("the furthest branch").flatMap(w -> Superlatives.pick(w, places))).map(Element::id).contains(3);
        assertThat(Superlatives.rest("the closest van")).isEqualTo("van");
        assertThat(Superlatives.rest("the cheapest one")).isEmpty();
    }

    @Test
    void doesNotPickAmongThingsItCannotCompare() {
        List<Element> names = List.of(option(1, Role.RADIO, "Alice"), option(2, Role.RADIO, "Bob"));
        assertThat(Superlatives.of("cheapest").flatMap(w -> Superlatives.pick(w, names))).isEmpty();
        assertThat(Superlatives.of("Mango")).isEqualTo(Optional.empty());
    }
}
