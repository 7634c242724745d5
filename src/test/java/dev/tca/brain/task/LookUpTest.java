package dev.tca.brain.task;

import dev.tca.Models;
import dev.tca.brain.plan.GoalPlanner;
import dev.tca.brain.plan.Plan;
import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A question about a place the page does not show: looked up in its search field, its suggestion chosen, then read. */
class LookUpTest {

    private static Element e(int id, Role role, String label, String value, int y) {
        return new Element(id, label, new Rect(380, y, 500, 36), Source.AX, 1.0, role, null, value, null, "", null);
    }

    private static Observation screen(List<Element> elements) {
        return new Observation(elements, elements.stream().map(Element::label).toList(), 1280, 800, ScreenMapping.IDENTITY, "ax", "");
    }

    @Test
    void aPlaceTheScreenDoesNotShowIsTypedIntoTheSearchThenItsSuggestionChosen() {
        String goal = "What's the temperature in Valencia, Spain right now?";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        List<Element> london = List.of(e(1, Role.HEADING, "Skycast", "", 20), e(2, Role.COMBO, "Search for a city", "", 100),
                e(3, Role.LABEL, "London, United Kingdom", "", 200), e(4, Role.LABEL, "11°", "", 260));
        Move typed = moves.next(0, plan.steps().get(0), 0, 0, screen(london), List.of());
        assertThat(typed.decision().action()).isInstanceOfSatisfying(Action.Type.class, t -> {
            assertThat(t.text()).isEqualTo("Valencia");
            assertThat(t.element()).isEqualTo(2);
        });
        List<Element> suggestions = List.of(e(1, Role.HEADING, "Skycast", "", 20), e(2, Role.COMBO, "Search for a city", "Valencia", 100),
                e(3, Role.LIST_ITEM, "ValenciaVenezuela", "", 140), e(4, Role.LIST_ITEM, "ValenciaSpain", "", 180),
                e(5, Role.LABEL, "London, United Kingdom", "", 220), e(6, Role.LABEL, "11°", "", 260));
        Move chosen = moves.next(0, plan.steps().get(0), 1, 0, screen(suggestions), List.of());
        assertThat(chosen.decision().action().target()).contains(4);
    }

    @Test
    void aQuestionAboutAFolderOpensTheFolderBeforeReadingAndHowBigAsksTheSize() {
        String goal = "How big is the Q3 board deck in the Finance folder?";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        assertThat(plan.describe()).isEqualTo("1. answer 'Q3 board deck in the Finance folder size'\n");
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        // Recent shows a draft of the deck; the one asked about is in Finance
        List<Element> recent = List.of(e(1, Role.BUTTON, "Recent", "", 120), e(2, Role.BUTTON, "Finance", "", 190),
                e(3, Role.TABLE_CELL, "Name", "", 80), e(4, Role.TABLE_CELL, "Size", "", 80),
                e(5, Role.TABLE_CELL, "Q3 board deck (draft).pptx", "", 130), e(6, Role.TABLE_CELL, "2.1 MB", "", 130));
        Move open = moves.next(0, plan.steps().get(0), 0, 0, screen(recent), List.of());
        assertThat(open.decision().action().target()).contains(2);
    }
}
