package dev.tca.brain.task;

import dev.tca.brain.plan.GoalPlanner;
import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.Plan;
import dev.tca.brain.plan.SubGoal;
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

/** Values read against the form on the screen: "label value" pairs, a field named by the label beside it, titles that repeat the goal. */
class FormReadingTest {

    private final List<Element> screen = new ArrayList<>();

    private void add(Role role, String label, int x, int y, int width) {
        screen.add(new Element(screen.size() + 1, label, new Rect(x, y, width, 24), Source.AX, 1.0, role, null, "", null, "", null));
    }

    private Observation observed() {
        return new Observation(List.copyOf(screen), List.of(), 1280, 800, ScreenMapping.IDENTITY, "test", "");
    }

    @Test
    void aValueThatStartsWithAFieldsLabelGoesIntoThatField() {
        add(Role.TEXT_FIELD, "Owner name", 40, 100, 320);
        add(Role.TEXT_FIELD, "Collection date", 40, 160, 320);
        add(Role.LABEL, "Bike type", 40, 220, 100);
        add(Role.RADIO, "Road", 40, 250, 80);
        add(Role.RADIO, "Cargo bike", 140, 250, 100);
        add(Role.BUTTON, "Book repair", 40, 320, 120);
        Plan plan = new GoalPlanner(null, LocalDate.of(2024, 6, 1))
                .plan("Fill in the repair booking: owner name Ruth Amsel, collection date 3 June 2024, bike type Cargo bike.");

        Plan read = FormPlan.labelled(plan, observed()).orElseThrow();
        assertThat(read.steps()).anySatisfy(s -> {
            assertThat(s.kind()).isEqualTo(Kind.TYPE);
            assertThat(s.target()).isEqualToIgnoringCase("owner name");
            assertThat(s.text()).isEqualTo("Ruth Amsel");
        });
        assertThat(read.steps()).anySatisfy(s -> {
            assertThat(s.kind()).isEqualTo(Kind.PICK_DATE);
            assertThat(s.date()).isEqualTo(LocalDate.of(2024, 6, 3));
        });
        assertThat(read.steps()).anySatisfy(s -> {
            assertThat(s.kind()).isEqualTo(Kind.CHOOSE);
            assertThat(s.target()).isEqualTo("Cargo bike");
        });
        assertThat(read.steps()).noneMatch(s -> s.kind() == Kind.TYPE && s.target() == null);
    }

    @Test
    void aFieldTheTreeNamesByTheDialogsTextIsFilledByTheLabelBesideIt() {
        // zenity --forms: the first entry's accessible name is the dialog's text; "Full name" stands on its left
        add(Role.LABEL, "Add a person to the directory", 400, 300, 300);
        add(Role.LABEL, "Full name", 400, 330, 80);
        add(Role.TEXT_FIELD, "Add a person to the directory", 560, 330, 240);
        add(Role.LABEL, "Email", 400, 370, 60);
        add(Role.TEXT_FIELD, "Email", 560, 370, 240);
        add(Role.LABEL, "Desk number", 400, 410, 100);
        add(Role.TEXT_FIELD, "Desk number", 560, 410, 240);
        String goal = "Add Tomas Berg to the directory with email t.berg@example.test and desk number 41, then click OK.";
        Plan typed = new Plan(goal, List.of(new SubGoal(Kind.TYPE, "Email", "t.berg@example.test", null, null, false, null, null,
                null, null, null, null, null), SubGoal.of(Kind.CONFIRM, "OK")));

        Plan complete = FormPlan.complete(goal, typed, observed()).orElseThrow();
        assertThat(complete.steps()).filteredOn(s -> s.kind() == Kind.TYPE).extracting(SubGoal::text)
                .containsExactly("t.berg@example.test", "Tomas Berg", "41");
        assertThat(complete.steps().get(complete.steps().size() - 1).kind()).isEqualTo(Kind.CONFIRM);
    }

    @Test
    void aTitleThePlanNamesIsNotTakenForTheGoalRepeatedOnTheScreen() {
        String goal = "Search for harbour and borrow The Harbour Atlas of the North.";
        Element title = new Element(1, "The Harbour Atlas of the North", new Rect(40, 200, 300, 20), Source.AX, 1.0, Role.LABEL,
                null, "", null, "", null);
        Element echo = new Element(2, "Search for harbour and borrow The Harbour Atlas", new Rect(40, 20, 500, 20), Source.OCR, 0.9);
        List<Element> kept = GoalEcho.without(goal, List.of("borrow", "Harbour Atlas of the North"), List.of(title, echo));
        assertThat(kept).containsExactly(title);
    }
}
