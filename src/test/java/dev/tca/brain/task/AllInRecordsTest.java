package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Listing cards whose price heads each card (the title, the address and the bills line below it), as a letting site's saved
 * homes show them: the cheapest once what each card adds on top is counted, and the line that tells it apart.
 */
class AllInRecordsTest {

    private final List<Element> screen = new ArrayList<>();

    private void add(Role role, String label, int x, int y, int w, int h) {
        screen.add(new Element(screen.size() + 1, label, new Rect(x, y, w, h), Source.AX, 1.0, role, EnumSet.noneOf(State.class), "",
                null, null, null));
    }

    private void card(int y, String price, String title, String address, String bills, String amount) {
        add(Role.LABEL, price, 411, y, 64, 24);
        add(Role.LABEL, "pcm", 481, y + 8, 25, 14);
        add(Role.HEADING, title, 411, y + 28, 110, 20);
        add(Role.LABEL, address, 411, y + 48, 130, 16);
        add(Role.LABEL, "1 bath", 456, y + 72, 40, 16);
        add(Role.LABEL, bills, 411, y + 96, amount == null ? 73 : 300, 16);
        if (amount != null) {
            add(Role.LABEL, amount, 715, y + 96, 76, 16);
        }
        add(Role.BUTTON, "Remove from saved", 1051, y - 10, 36, 36);
        add(Role.LABEL, "Added 3 days ago", 986, y + 115, 97, 16);
    }

    @Test
    void theCheapestOnceBillsAreIncludedAddsEachCardsBillsAndNamesItByItsAddress() {
        card(255, "£1,295", "1 bedroom flat", "Larch Court, Riverside", "Bills included", null);
        card(429, "£1,320", "2 bedroom maisonette", "Orchard House, Beechwood", "Bills included", null);
        card(603, "£1,150", "2 bedroom flat", "Calder Road, Hillfoot", "Bills not included · energy, water and council tax about",
                "£180 a month");
        card(777, "£1,095", "2 bedroom flat", "Quayside Apartments, Dockside", "Bills not included · energy, water and council tax about",
                "£240 a month");
        // a card the screen's foot cuts off before its bills line: its price alone says nothing of its total yet
        add(Role.LABEL, "£900", 411, 951, 64, 24);
        add(Role.LABEL, "pcm", 481, 959, 25, 14);
        add(Role.HEADING, "Studio flat", 411, 979, 110, 20);
        String question = "which one works out cheapest each month once bills are included";
        var best = Records.best(Superlatives.of(question).orElseThrow(), question, screen);
        assertThat(best).hasValueSatisfying(b -> {
            assertThat(b.answer()).isEqualTo("Larch Court, Riverside");
            assertThat(b.value()).isEqualTo(1295.0);
        });
        // asked without the bills, the lowest rent is the cheapest
        String plain = "which one is cheapest";
        assertThat(Records.best(Superlatives.of(plain).orElseThrow(), plain, screen))
                .hasValueSatisfying(b -> assertThat(b.value()).isEqualTo(900.0));
    }
}
