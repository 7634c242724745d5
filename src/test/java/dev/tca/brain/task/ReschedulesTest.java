package dev.tca.brain.task;

import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.core.State;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A booking moved by an amount from the day its own card says. */
class ReschedulesTest {

    private static Element at(int id, Role role, String label, int x, int y) {
        return new Element(id, label, new Rect(x, y, 8 * label.length(), 16), Source.AX, 1.0, role, EnumSet.noneOf(State.class), "", null, "", null);
    }

    /** Two cards whose days differ, and a page that says which day today is. */
    private static Observation bookings() {
        List<Element> e = List.of(at(1, Role.TEXT, "Today is Monday 3 March 2031", 900, 20),
                at(2, Role.HEADING, "Eye test", 120, 100), at(3, Role.TEXT, "Thursday 6 March at 09:15", 120, 122),
                at(4, Role.BUTTON, "Options for Eye test", 700, 105),
                at(5, Role.HEADING, "Car service", 120, 200), at(6, Role.TEXT, "Friday 14 March at 08:00", 120, 222),
                at(7, Role.BUTTON, "Options for Car service", 700, 205));
        return new Observation(e, e.stream().map(Element::label).toList(), 1280, 800, ScreenMapping.IDENTITY, "t", "");
    }

    private static List<String> plan(String goal) {
        return Reschedules.plan(goal, bookings()).orElseThrow().stream().map(SubGoal::describe).toList();
    }

    @Test
    void theCardsOwnDayMovesByTheAmountAndTheSameTimeIsKept() {
        assertThat(plan("I can't make my eye test. Push it back exactly one week, at the same time."))
                .containsExactly("click 'Reschedule' in 'Eye test'", "pick date 2031-03-13", "click '09:15'", "confirm 'confirm'");
        assertThat(plan("Bring the car service forward two days"))
                .containsExactly("click 'Reschedule' in 'Car service'", "pick date 2031-03-12", "confirm 'confirm'");
        assertThat(plan("Postpone my car service by a fortnight")).element(1).isEqualTo("pick date 2031-03-28");
    }

    @Test
    void aThingNoCardNamesOrAGoalThatMovesNothingByAnAmountIsNotReadSo() {
        assertThat(Reschedules.plan("Push my haircut back a week", bookings())).isEmpty();
        assertThat(Reschedules.plan("Move the eye test to Friday", bookings())).isEmpty();
        assertThat(Reschedules.plan("Push it back a week", bookings())).isEmpty(); // nothing named before "it"
    }
}
