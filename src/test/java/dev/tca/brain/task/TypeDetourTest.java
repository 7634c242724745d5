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

/** A value for a thing no field says: never typed into a nav link or a line of text; its drop-down, or its tab, instead. */
class TypeDetourTest {

    private static Element at(int id, Role role, String label, int x, int y, int w, int h, Source source, State... states) {
        return new Element(id, label, new Rect(x, y, w, h), source, 1.0, role,
                states.length == 0 ? EnumSet.noneOf(State.class) : EnumSet.copyOf(List.of(states)), "", null, "", null);
    }

    private static Observation screen(List<Element> elements) {
        return new Observation(elements, elements.stream().map(Element::label).toList(), 1280, 800, ScreenMapping.IDENTITY, "t", "");
    }

    private static SubGoal reminderStep() {
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan("move my practice reminder to 7 pm");
        assertThat(plan.steps()).hasSize(1);
        return plan.steps().get(0);
    }

    @Test
    void theTabNearestInMeaningIsOpenedRatherThanTypingIntoTheSitesPracticeLink() {
        SubGoal step = reminderStep();
        Moves moves = new Moves("move my practice reminder to 7 pm", new Plan("g", List.of(step)), new Grounder(() -> Models.brain(0.4)));
        // read from pixels: the site's nav words, then a strip of tabs whose chosen one is drawn as a pill
        List<Element> lessons = List.of(at(1, Role.TEXT, "Learn", 106, 24, 34, 10, Source.OCR), at(2, Role.TEXT, "Practice", 164, 24, 49, 10, Source.OCR),
                at(3, Role.TEXT, "Leaderboard", 237, 23, 77, 11, Source.OCR), at(4, Role.BUTTON, "Lessons", 234, 125, 100, 36, Source.WIDGET),
                at(5, Role.TEXT, "Notifications", 360, 137, 78, 11, Source.OCR), at(6, Role.TEXT, "Account", 485, 138, 52, 10, Source.OCR),
                at(7, Role.TEXT, "Daily goal", 255, 206, 63, 14, Source.OCR), at(8, Role.TEXT, "Sound effects", 255, 276, 90, 14, Source.OCR));
        Move move = moves.next(0, step, 0, 0, screen(lessons), List.of());
        assertThat(move.decision().action()).as(move.decision().reason()).isInstanceOf(Action.Click.class);
        assertThat(move.decision().action().target()).contains(5);
    }

    @Test
    void theDropDownThatSharesTheThingsWordsIsChosenFromNotItsSwitch() {
        SubGoal step = reminderStep();
        Moves moves = new Moves("move my practice reminder to 7 pm", new Plan("g", List.of(step)), new Grounder(() -> Models.brain(0.4)));
        List<Element> notifications = List.of(at(1, Role.LINK, "Practice", 164, 24, 49, 10, Source.AX),
                at(2, Role.TAB, "Notifications", 360, 130, 100, 30, Source.AX, State.SELECTED),
                at(3, Role.CHECKBOX, "Practice reminder", 1000, 200, 44, 24, Source.AX, State.CHECKED),
                at(4, Role.BUTTON, "Reminder time", 960, 260, 120, 36, Source.AX, State.COLLAPSED));
        Move move = moves.next(0, step, 0, 0, screen(notifications), List.of());
        assertThat(move.decision().action().target()).as(move.decision().reason()).contains(4);
    }

    /** A settings page: its sections as a column of buttons, Appearance's theme as three radios under the word Theme. */
    private static List<Element> appearance() {
        return List.of(at(1, Role.BUTTON, "Account", 180, 140, 140, 30, Source.AX), at(2, Role.BUTTON, "Appearance", 180, 180, 140, 30, Source.AX),
                at(3, Role.BUTTON, "Video and audio", 180, 220, 140, 30, Source.AX), at(4, Role.BUTTON, "Notifications", 180, 260, 140, 30, Source.AX),
                at(5, Role.LABEL, "Theme", 400, 180, 60, 20, Source.AX), at(6, Role.RADIO, "Light", 800, 180, 60, 20, Source.AX, State.CHECKED),
                at(7, Role.RADIO, "Dark", 880, 180, 60, 20, Source.AX), at(8, Role.RADIO, "Match device", 960, 180, 100, 20, Source.AX),
                at(9, Role.LABEL, "Text size", 400, 260, 80, 20, Source.AX), at(10, Role.COMBO, "Text size", 960, 260, 120, 30, Source.AX));
    }

    @Test
    void anOptionFoundOnceASectionWasOpenedIsChosenAndABoxNotHereIsLookedForInTheSectionNearestInMeaning() {
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan("Switch the news app to the dark theme and stop videos from "
                + "playing on their own");
        Moves moves = new Moves("g", plan, new Grounder(() -> Models.brain(0.4)));
        Move dark = moves.next(0, plan.steps().get(0), 1, 0, screen(appearance()), List.of());
        assertThat(dark.decision().action().target()).as(dark.decision().reason()).contains(7);
        Move section = moves.next(1, plan.steps().get(1), 0, 0, screen(appearance()), List.of());
        assertThat(section.decision().action().target()).as(section.decision().reason()).contains(3);
    }

    @Test
    void aThingNotOnTheShopsPageIsSearchedForAddedOnceAndCountedOnByItsOwnStepperOnly() {
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan("Put three jars of smooth peanut butter in my trolley, the 340g ones");
        SubGoal quantity = plan.steps().get(0);
        Moves moves = new Moves("g", plan, new Grounder(() -> Models.brain(0.4)));
        List<Element> front = List.of(at(1, Role.TEXT_FIELD, "Search products", 200, 20, 300, 36, Source.AX),
                at(2, Role.BUTTON, "Search", 500, 20, 40, 36, Source.AX), at(3, Role.LABEL, "Free range eggs, 6", 200, 200, 200, 20, Source.AX),
                at(4, Role.BUTTON, "Add Free range eggs, 6 to trolley", 200, 300, 200, 36, Source.AX));
        Move typed = moves.next(0, quantity, 0, 0, screen(front), List.of());
        assertThat(typed.decision().action()).isInstanceOfSatisfying(Action.Type.class, t -> assertThat(t.text()).isEqualTo("smooth peanut butter"));
        assertThat(moves.next(0, quantity, 1, 0, screen(front), List.of()).decision().action().target()).contains(2);
        // the results: the 1kg jar beside the 340g one, each with its Add button
        List<Element> results = List.of(at(1, Role.LABEL, "Smooth peanut butter 1kg", 200, 200, 200, 20, Source.AX),
                at(2, Role.LABEL, "Smooth peanut butter 340g", 500, 200, 200, 20, Source.AX),
                at(3, Role.BUTTON, "Add Smooth peanut butter 1kg to trolley", 200, 300, 200, 36, Source.AX),
                at(4, Role.BUTTON, "Add Smooth peanut butter 340g to trolley", 500, 300, 200, 36, Source.AX));
        assertThat(moves.next(0, quantity, 2, 0, screen(results), List.of()).decision().action().target()).contains(4);
        List<Element> added = List.of(at(1, Role.LABEL, "Smooth peanut butter 1kg", 200, 200, 200, 20, Source.AX),
                at(2, Role.LABEL, "Smooth peanut butter 340g", 500, 200, 200, 20, Source.AX),
                at(3, Role.BUTTON, "Add Smooth peanut butter 1kg to trolley", 200, 300, 200, 36, Source.AX),
                at(4, Role.BUTTON, "One fewer Smooth peanut butter 340g", 500, 300, 36, 36, Source.AX),
                at(5, Role.LABEL, "1 in trolley", 560, 308, 80, 20, Source.AX),
                at(6, Role.BUTTON, "One more Smooth peanut butter 340g", 660, 300, 36, 36, Source.AX));
        Move more = moves.next(0, quantity, 3, 0, screen(added), List.of());
        assertThat(more.decision().action().target()).as("not the 1kg jar's Add: " + more.decision().reason()).contains(6);
    }
}
