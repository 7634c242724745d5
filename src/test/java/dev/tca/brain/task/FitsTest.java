package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Options a vehicle of the height told fits in: a lower limit on an option's own line leaves it out, card and all. */
class FitsTest {

    @Test
    void anOptionWhoseLimitIsLowerThanTheHeightToldIsLeftOutWithItsPriceAndButton() {
        List<Element> pool = new ArrayList<>();
        String[][] cards = {{"Park & Ride", "Height limit 2.2 m", "£49.00"}, {"Long Stay, Car Park D", "No height limit", "£72.00"},
            {"Meet and Greet", "Vehicles up to 2.3 m high", "£95.00"}};
        for (int c = 0; c < cards.length; c++) {
            for (int l = 0; l < 3; l++) {
                pool.add(new Element(pool.size() + 1, cards[c][l], new Rect(300, 100 + 200 * c + 24 * l, 200, 20), Source.AX, 1.0,
                        Role.LABEL, null, null, null, null, null));
            }
            pool.add(new Element(pool.size() + 1, "Select", new Rect(900, 140 + 200 * c, 80, 34), Source.AX, 1.0, Role.BUTTON, null, null,
                    null, null, null));
        }
        List<Element> fit = Fits.within("It's 2.6 metres tall. Book the cheapest parking it will fit in.", pool);
        assertThat(fit).extracting(Element::label).containsExactly("Long Stay, Car Park D", "No height limit", "£72.00", "Select");
        assertThat(Fits.within("Book the cheapest parking.", pool)).hasSize(pool.size());
    }
}
