package dev.tca.brain.task;

import dev.tca.Models;
import dev.tca.brain.plan.GoalPlanner;
import dev.tca.brain.plan.Plan;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.core.State;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.EnumSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A word of the goal that a list writes its own way: a size as its letter. */
class ListedWordsTest {

    private static Element item(int id, String label, int y) {
        return new Element(id, label, new Rect(300, y, 60, 20), Source.AX, 1.0, Role.MENU_ITEM, EnumSet.noneOf(State.class), "", null, "", null);
    }

    @Test
    void aSizeSaidInWordsIsTheItemThatWritesItsLetter() {
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan("choose medium in the T-shirt size list");
        SubGoal step = plan.steps().get(0);
        Moves moves = new Moves("choose medium in the T-shirt size list", plan, new Grounder(() -> Models.brain(0.4)));
        List<Element> open = List.of(item(1, "XS", 100), item(2, "S", 120), item(3, "M", 140), item(4, "L", 160), item(5, "XL", 180));
        Move move = moves.next(0, step, 0, 0, new Observation(open, open.stream().map(Element::label).toList(), 1280, 800,
                ScreenMapping.IDENTITY, "t", ""), List.of());
        assertThat(move.decision().action()).as(move.decision().reason()).isInstanceOf(Action.Click.class);
        assertThat(move.decision().action().target()).contains(3);
    }
}
