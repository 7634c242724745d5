package dev.tca.brain.task;

import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A place's hours for a day: the place the question names, its folded hours opened, the day's row read. */
class OpeningHoursTest {

    private final List<Element> screen = new ArrayList<>();

    private Element add(Role role, String label, int x, int y, int w) {
        Element e = new Element(screen.size() + 1, label, new Rect(x, y, w, 20), Source.AX, 1.0, role, null, null, null, null, null);
        screen.add(e);
        return e;
    }

    @Test
    void theNamedPlacesHoursAreOpenedAndItsDaysEndIsTheClosingTime() {
        add(Role.HEADING, "Wellcross High Street", 140, 200, 220);
        add(Role.LABEL, "42 High Street, Kettering NN16 8SU", 140, 226, 260);
        add(Role.BUTTON, "Opening hours ▾", 140, 290, 140);
        add(Role.HEADING, "Wellcross Hill Street", 140, 400, 220);
        add(Role.LABEL, "7 Hill Street, Kettering NN16 0QL", 140, 426, 260);
        Element hills = add(Role.BUTTON, "Opening hours ▾", 140, 490, 140);
        add(Role.HEADING, "Wellcross Hillside Retail Park", 140, 600, 260);
        add(Role.BUTTON, "Opening hours ▾", 140, 690, 140);
        OpeningHours hours = new OpeningHours("What time does the Hill Street pharmacy close on Saturdays?");
        Move open = hours.next(0, screen).orElseThrow();
        assertThat(((Action.Click) open.decision().action()).target().orElseThrow()).isEqualTo(hills.id());
        add(Role.LABEL, "Friday", 150, 530, 80);
        add(Role.LABEL, "09:00 – 18:30", 300, 530, 120);
        add(Role.LABEL, "Saturday", 150, 552, 80);
        add(Role.LABEL, "09:00 – 13:00", 300, 552, 120);
        add(Role.LABEL, "Sunday", 150, 574, 80);
        add(Role.LABEL, "Closed", 300, 574, 120);
        Move read = hours.next(1, screen).orElseThrow();
        assertThat(((Action.Done) read.decision().action()).answer()).isEqualTo("13:00");
        assertThat(((Action.Done) new OpeningHours("When does the Hill Street branch open on Sunday?").next(0, screen).orElseThrow().decision().action())
                .answer()).isEqualTo("Closed");
    }
}
