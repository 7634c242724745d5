package dev.tca.brain.task;

import dev.tca.Models;
import dev.tca.brain.plan.GoalPlanner;
import dev.tca.brain.plan.Plan;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** "Up by two": a change from the number shown when first seen, on the stepper whose buttons say the room. */
class ChangeByTest {

    /** Three room cards side by side: a heading each, then Lower / number / Raise on one shared row. */
    private static Observation rooms(double hallway) {
        List<Element> e = new ArrayList<>();
        String[] names = {"Living room", "Kitchen", "Hallway"};
        double[] values = {20, 19, hallway};
        for (int i = 0; i < 3; i++) {
            int x = 233 + i * 413;
            e.add(new Element(e.size() + 1, names[i], new Rect(x, 100, 120, 20), Source.AX, 1.0, Role.HEADING, null, "", null, "", null));
            e.add(new Element(e.size() + 1, names[i] + " light", new Rect(x, 480, 150, 40), Source.AX, 1.0, Role.BUTTON, null, "", null, "",
                    null));
            e.add(new Element(e.size() + 1, "Lower " + names[i] + " temperature", new Rect(x + 24, 167, 33, 32), Source.AX, 1.0,
                    Role.BUTTON, null, "", null, "", null));
            e.add(new Element(e.size() + 1, String.format("%.1f°", values[i]), new Rect(x + 66, 169, 66, 28), Source.AX, 1.0, Role.LABEL,
                    null, "", null, "", null));
            e.add(new Element(e.size() + 1, "Raise " + names[i] + " temperature", new Rect(x + 142, 167, 32, 32), Source.AX, 1.0,
                    Role.BUTTON, null, "", null, "", null));
        }
        return new Observation(e, e.stream().map(Element::label).toList(), 1280, 800, ScreenMapping.IDENTITY, "ax", "");
    }

    @Test
    void theRoomsOwnStepperIsPressedUntilTheNumberFirstSeenHasMovedByTheAmount() {
        String goal = "bump the hallway heating up by two degrees";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        assertThat(plan.describe()).isEqualTo("1. set value 'hallway heating' up by 2\n");
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        for (double shown : new double[] {18, 19}) {
            Observation o = rooms(shown);
            Move m = moves.next(0, plan.steps().get(0), 0, 0, o, List.of());
            assertThat(m.decision().action().target().flatMap(o::element).orElseThrow().label()).isEqualTo("Raise Hallway temperature");
        }
        Move done = moves.next(0, plan.steps().get(0), 0, 0, rooms(20), List.of());
        assertThat(done.decision()).isNull();
        assertThat(done.complete()).contains("20");
    }

    @Test
    void changesByAnAmountAreReadInTheirCommonWords() {
        GoalPlanner planner = new GoalPlanner(null, LocalDate.of(2026, 12, 4));
        assertThat(planner.plan("lower the volume by 10").describe()).isEqualTo("1. set value 'volume' down by 10\n");
        assertThat(planner.plan("turn the music down by 5").describe()).isEqualTo("1. set value 'music' down by 5\n");
        assertThat(planner.plan("raise the temperature by a couple of degrees").describe())
                .isEqualTo("1. set value 'temperature' up by 2\n");
        assertThat(planner.plan("Turn off the porch light, and bump the hallway heating up by two degrees.").describe())
                .isEqualTo("1. untick 'porch light'\n2. set value 'hallway heating' up by 2\n");
        // "set to" stays a number to reach
        assertThat(planner.plan("set the volume to 40").describe()).isEqualTo("1. set value 'volume' to 40\n");
    }
}
