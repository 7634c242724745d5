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

    private static Element at(int id, Role role, String label, int x, int y, int w, int h) {
        return new Element(id, label, new Rect(x, y, w, h), role == Role.LABEL ? Source.OCR : Source.AX, 1.0, role, null, "", null, "",
                null);
    }

    @Test
    void anAddressTheScreenDoesNotShowIsLookedUpBeforeAnythingIsReadAndItsOwnHouseNumberChosen() {
        String goal = "When's the garden waste next being collected at 14 Alder Close?";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        assertThat(plan.describe()).as("Close is the street's name, not the question's verb")
                .isEqualTo("1. answer 'When's the garden waste next being collected at 14 Alder Close'\n");
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        // the sidebar's line about garden waste holds words of the question, and is about every address
        List<Element> start = List.of(at(1, Role.HEADING, "Find your bin collection days", 160, 120, 410, 30),
                at(2, Role.LABEL, "Street or postcode", 160, 283, 130, 15), at(3, Role.LABEL, "For example, Mill Lane or HF3 2LP", 160, 305, 215, 13),
                at(4, Role.TEXT_FIELD, "For example, Mill Lane or HF3 2LP", 160, 328, 472, 40), at(5, Role.BUTTON, "Q", 633, 326, 48, 44),
                at(6, Role.LABEL, "Garden waste", 860, 263, 110, 13), at(7, Role.LABEL, "Garden waste is collected every two", 860, 292, 220, 14),
                at(8, Role.LABEL, "weeks from March to November for", 860, 313, 220, 12));
        Move typed = moves.next(0, plan.steps().get(0), 0, 0, screen(start), List.of());
        assertThat(typed.decision().action()).isInstanceOfSatisfying(Action.Type.class, t -> {
            assertThat(t.text()).isEqualTo("14 Alder Close");
            assertThat(t.element()).isEqualTo(4);
        });
        List<Element> suggested = new java.util.ArrayList<>(start);
        suggested.addAll(List.of(at(9, Role.LIST_ITEM, "41 Alder Close, HF3 2LP", 160, 370, 520, 36),
                at(10, Role.LIST_ITEM, "14 Alder Court, HF3 9QA", 160, 406, 520, 36), at(11, Role.LIST_ITEM, "4 Alder Close, HF3 2LP", 160, 442, 520, 36),
                at(12, Role.LIST_ITEM, "14 Alder Close, HF3 2LP", 160, 478, 520, 36)));
        Move chosen = moves.next(0, plan.steps().get(0), 1, 0, screen(suggested), List.of());
        assertThat(chosen.decision().action().target()).contains(12);
    }

    /** The hire prices of a paddle shop, read from pixels: two tabs for the parts of the week, a table of prices under them. */
    private static List<Element> prices(String half, String full) {
        return List.of(at(1, Role.LABEL, "Monday to Friday", 179, 183, 115, 15), at(2, Role.LABEL, "Weekends and bank holidays", 333, 183, 209, 15),
                at(3, Role.LABEL, "Craft", 174, 239, 27, 9), at(4, Role.LABEL, "1 hour", 429, 239, 35, 9),
                at(5, Role.LABEL, "Half day (4 hours)", 528, 239, 101, 12), at(6, Role.LABEL, "Full day", 728, 239, 45, 12),
                at(7, Role.LABEL, "Single kayak", 174, 278, 79, 14), at(8, Role.LABEL, "£20", 428, 284, 26, 12),
                at(9, Role.LABEL, "£34", 527, 284, 27, 12), at(10, Role.LABEL, "£54", 727, 284, 27, 12),
                at(11, Role.LABEL, "Double kayak", 175, 335, 83, 15), at(12, Role.LABEL, "£30", 428, 341, 26, 13),
                at(13, Role.LABEL, half, 527, 341, 26, 13), at(14, Role.LABEL, full, 727, 341, 26, 13));
    }

    @Test
    void aQuestionsDayOpensTheTabOfItsPartOfTheWeekThenTheColumnThatSaysMostOfItIsRead() {
        String goal = "How much would a double kayak cost for half a day on a Saturday?";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        Move tab = moves.next(0, plan.steps().get(0), 0, 0, screen(prices("£44", "£70")), List.of());
        assertThat(tab.decision().action().target()).as("Saturday is in the weekend: its tab, though 'bank' is in its name").contains(2);
        Move read = moves.next(0, plan.steps().get(0), 1, 0, screen(prices("£52", "£80")), List.of());
        assertThat(read.decision().action()).isInstanceOfSatisfying(Action.Done.class,
                a -> assertThat(a.answer()).as("'Half day', not 'Full day', which says only 'day'").isEqualTo("£52"));
        // a weekday's question on the same page opens the other tab; no day named opens none
        String tuesday = "What does a double kayak cost for a full day on Tuesday?";
        Plan p2 = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(tuesday);
        Move other = new Moves(tuesday, p2, new Grounder(() -> Models.brain(0.4))).next(0, p2.steps().get(0), 0, 0,
                screen(prices("£44", "£70")), List.of());
        assertThat(other.decision().action().target()).contains(1);
        String plain = "How much is a double kayak for half a day?";
        Plan p3 = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(plain);
        Move none = new Moves(plain, p3, new Grounder(() -> Models.brain(0.4))).next(0, p3.steps().get(0), 0, 0,
                screen(prices("£44", "£70")), List.of());
        assertThat(none.decision().action()).isInstanceOfSatisfying(Action.Done.class, a -> assertThat(a.answer()).isEqualTo("£44"));
    }

    @Test
    void aColumnsHeaderTheQuestionNamesIsNotTheRowItAsksAbout() {
        // the tree's table: headers as buttons, each row's name with its note ("2 people")
        String goal = "How much would a double kayak cost for half a day?";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        List<Element> table = List.of(at(1, Role.BUTTON, "Craft", 160, 230, 250, 30), at(2, Role.BUTTON, "1 hour", 410, 230, 100, 30),
                at(3, Role.BUTTON, "Half day (4 hours)", 510, 230, 200, 30), at(4, Role.BUTTON, "Full day", 710, 230, 100, 30),
                at(5, Role.LABEL, "High water 11:42 and 23:58. We don't send out single kayaks", 860, 230, 300, 30),
                at(6, Role.TABLE_CELL, "Single kayak 1 person", 160, 270, 250, 50), at(7, Role.TABLE_CELL, "£16", 410, 270, 100, 50),
                at(8, Role.TABLE_CELL, "£28", 510, 270, 200, 50), at(9, Role.TABLE_CELL, "£45", 710, 270, 100, 50),
                at(10, Role.TABLE_CELL, "Double kayak 2 people", 160, 320, 250, 50), at(11, Role.TABLE_CELL, "£24", 410, 320, 100, 50),
                at(12, Role.TABLE_CELL, "£44", 510, 320, 200, 50), at(13, Role.TABLE_CELL, "£70", 710, 320, 100, 50));
        Move read = moves.next(0, plan.steps().get(0), 0, 0, screen(table), List.of());
        assertThat(read.decision().action()).isInstanceOfSatisfying(Action.Done.class, a -> assertThat(a.answer()).isEqualTo("£44"));
    }

    /** A page of events read from pixels: each row a date in three lines, a title, a Details button; pages turned by '>'. */
    private static List<Element> events(boolean secondPage, boolean opened) {
        List<Element> rows = new java.util.ArrayList<>();
        String[][] page = secondPage
                ? new String[][] {{"8", "Marlow Quartet: Haydn and Dvořák"}, {"22", "The Marlowe Trio: Coffee Concert"},
                        {"22", "Marlow Quartet: Beethoven late quartets"}, {"29", "Marlow Quartet: Schubert"}}
                : new String[][] {{"19", "The Marlowe Trio: Brahms and Schumann"}, {"25", "Talk: Building the Hall"}};
        int id = 1;
        for (int i = 0; i < page.length; i++) {
            int y = 160 + i * 80;
            rows.add(at(id++, Role.LABEL, "WED", 207, y - 9, 25, 8));
            rows.add(at(id++, Role.LABEL, page[i][0], 209, y + 6, 21, 15));
            rows.add(at(id++, Role.LABEL, "T", 221, y + 26, 13, 16));
            rows.add(at(id++, Role.LABEL, page[i][1], 271, y, 277, 15));
            rows.add(at(id++, Role.LABEL, "Chamber - Recital room", 271, y + 18, 122, 15));
            rows.add(at(id++, Role.BUTTON, "Details", 1014, y - 2, 68, 32));
            if (opened && i == 2) {
                rows.add(at(id++, Role.LABEL, "Doors open 18:45", 271, y + 44, 120, 14));
                rows.add(at(id++, Role.LABEL, "Starts 19:30", 420, y + 44, 90, 14));
            }
        }
        rows.add(at(id++, Role.BUTTON, "1", 577, 618, 38, 38));
        rows.add(at(id, Role.BUTTON, ">", 710, 618, 38, 38));
        return rows;
    }

    @Test
    void aTitleOnAnotherPageIsPagedToThenItsDaysRowOpenedAndTheLineThatSaysTheQuestionRead() {
        String goal = "What time do doors open for the Marlow Quartet concert on 22 October?";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        List<Element> first = events(false, false);
        Move scroll = moves.next(0, plan.steps().get(0), 0, 0, screen(first), List.of());
        assertThat(scroll.decision().action()).as("further down first").isInstanceOf(Action.Scroll.class);
        // the scroll moved nothing: the next page, not a Details button near in meaning
        Move turn = moves.next(0, plan.steps().get(0), 1, 1, screen(first), List.of());
        assertThat(turn.decision().action().target()).contains(first.get(first.size() - 1).id());
        List<Element> second = events(true, false);
        Move open = moves.next(0, plan.steps().get(0), 2, 0, screen(second), List.of());
        assertThat(open.decision().action().target()).as("the Details of the quartet on the 22nd, not of the 8th or the trio")
                .contains(18);
        Move read = moves.next(0, plan.steps().get(0), 3, 0, screen(events(true, true)), List.of());
        assertThat(read.decision().action()).isInstanceOfSatisfying(Action.Done.class, a -> assertThat(a.answer()).isEqualTo("18:45"));
    }

    @Test
    void aRowThatIsAButtonIsPressedForTheDayItsDetailsPaneSays() {
        String goal = "Which day is my parcel from Oakfield Books coming?";
        RowDetails rows = new RowDetails();
        List<String> titles = Answers.titles(goal);
        List<Element> list = List.of(at(1, Role.LABEL, "Arriving Friday", 600, 120, 200, 20),
                at(2, Role.BUTTON, "Lumen Lighting Floor lamp In transit", 60, 200, 400, 60),
                at(3, Role.BUTTON, "Oakfield Books 2 books In transit", 60, 270, 400, 60),
                at(4, Role.BUTTON, "Oakfield Bakeware Loaf tins Waiting for you", 60, 340, 400, 60));
        Move open = rows.open(0, goal, titles, list).orElseThrow();
        assertThat(open.decision().action().target()).as(open.decision().reason()).contains(3);
        // the pane beside the list now shows the parcel from Oakfield Books
        List<Element> shown = List.of(at(1, Role.LABEL, "Arriving Wednesday", 600, 120, 200, 20), list.get(1), list.get(2), list.get(3));
        Move read = rows.read(goal, titles, shown).orElseThrow();
        assertThat(((Action.Done) read.decision().action()).answer()).isEqualTo("Arriving Wednesday");
        // a question that asks no day presses no row
        assertThat(new RowDetails().open(0, "How many books are in my parcel from Oakfield Books?", titles, list)).isEmpty();
    }

    @Test
    void aTreesButtonThatSaysPlaceIsNoSearchBox() {
        String goal = "Which aisle are the brass picture hooks in?";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        // a wide button the tree and OCR both name ("Choose a safe place") says "place", as a pixel search box's placeholder may
        List<Element> front = List.of(new Element(1, "Choose a safe place", new Rect(400, 480, 380, 40), Source.AX_OCR, 1.0, Role.BUTTON,
                null, "", null, "", null), at(2, Role.LABEL, "Brass coat hooks, pair", 180, 300, 200, 16),
                at(3, Role.LABEL, "In stock at Riverside · Aisle 12", 180, 340, 220, 14));
        Move first = moves.next(0, plan.steps().get(0), 0, 0, screen(front), List.of());
        assertThat(first.decision() != null && first.decision().action() instanceof Action.Type t && t.element() == 1)
                .as(first.decision() == null ? first.failure() : first.decision().reason()).isFalse();
    }

    @Test
    void aThingNoLineSaysIsSearchedForThenTheAskedNounIsReadOnItsOwnCardOnly() {
        String goal = "Which aisle are the brass picture hooks in?";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        // the front page shows lookalikes: brass coat hooks, adhesive picture hooks, each with its aisle
        List<Element> front = List.of(at(1, Role.TEXT_FIELD, "Search products", 233, 10, 333, 42), at(2, Role.BUTTON, "Search", 566, 10, 46, 42),
                at(3, Role.LABEL, "Brass coat hooks, pair", 180, 300, 200, 16), at(4, Role.LABEL, "In stock at Riverside · Aisle 12", 180, 340, 220, 14),
                at(5, Role.LABEL, "Adhesive picture hooks, pack of 6", 500, 300, 240, 16),
                at(6, Role.LABEL, "In stock at Riverside · Aisle 7", 500, 340, 220, 14));
        Move typed = moves.next(0, plan.steps().get(0), 0, 0, screen(front), List.of());
        assertThat(typed.decision().action()).isInstanceOfSatisfying(Action.Type.class, t -> {
            assertThat(t.text()).isEqualTo("brass picture hooks");
            assertThat(t.element()).isEqualTo(1);
        });
        Move sent = moves.next(0, plan.steps().get(0), 1, 0, screen(front), List.of());
        assertThat(sent.decision().action().target()).as("the search box's own button").contains(2);
        List<Element> results = List.of(at(1, Role.TEXT_FIELD, "Search products", 233, 10, 333, 42), at(2, Role.BUTTON, "Search", 566, 10, 46, 42),
                at(3, Role.LABEL, "Brass cup hooks, pack of 20", 180, 300, 200, 16), at(4, Role.LABEL, "In stock at Riverside · Aisle 3", 180, 340, 220, 14),
                at(5, Role.LABEL, "Brass picture hooks, pack of 10", 500, 300, 240, 16),
                at(6, Role.LABEL, "Holds up to 10 kg each", 500, 320, 200, 14), at(7, Role.LABEL, "In stock at Riverside · Aisle 9", 500, 340, 220, 14));
        Move read = moves.next(0, plan.steps().get(0), 2, 0, screen(results), List.of());
        assertThat(read.decision().action()).isInstanceOfSatisfying(Action.Done.class, a -> assertThat(a.answer()).isEqualTo("9"));
    }

    @Test
    void aToldPlaceThatIsADropDownsOptionOpensTheDropDownAndIsNotPressedAsACommand() {
        SubGoal note = SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "I'm going to the Northgate store later");
        Element store = new Element(1, "Your store", new Rect(1026, 10, 222, 42), Source.AX, 1.0, Role.BUTTON,
                java.util.EnumSet.of(dev.tca.core.State.COLLAPSED), "", null, "", null);
        List<SubGoal> closed = Alignment.expand(note, List.of(store, at(2, Role.LABEL, "Popular this week", 40, 200, 200, 20)),
                new Grounder(() -> Models.brain(0.4)), false);
        assertThat(closed).extracting(SubGoal::describe).containsExactly("expand 'Your store'");
        // open, though the tree still says collapsed: its options are chosen from, the button is not pressed again
        List<SubGoal> open = Alignment.expand(note, List.of(store, at(2, Role.LIST_ITEM, "Riverside Wharf Road · open till 20:00", 1026, 56, 222, 40),
                at(3, Role.LIST_ITEM, "Northgate Northgate Retail Park · open till 21:00", 1026, 96, 222, 40),
                at(4, Role.LIST_ITEM, "Eastfield Eastfield Way · open till 18:00", 1026, 136, 222, 40)), new Grounder(() -> Models.brain(0.4)), false);
        assertThat(open).extracting(SubGoal::describe).noneMatch(d -> d.contains("Your store"))
                .anyMatch(d -> d.contains("Northgate"));
    }

    @Test
    void aDayOfTheWeekOpensItsTabThenTheLastTimeOnALineThatSaysTheNounIsRead() {
        String goal = "What time does the last spin class on Thursday start?";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        List<Element> strip = new java.util.ArrayList<>();
        String[] days = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
        for (int i = 0; i < days.length; i++) {
            strip.add(at(i + 1, Role.LABEL, days[i], 221 + i * 135, 209, 26, 11));
        }
        // Monday's classes show: a spin class at 19:15 is Monday's, not Thursday's
        List<Element> monday = new java.util.ArrayList<>(strip);
        monday.addAll(List.of(at(8, Role.LABEL, "07:00", 200, 300, 40, 14), at(9, Role.LABEL, "Spin Express", 300, 300, 100, 14),
                at(10, Role.LABEL, "19:15", 200, 360, 40, 14), at(11, Role.LABEL, "Spin", 300, 360, 40, 14)));
        Move tab = moves.next(0, plan.steps().get(0), 0, 0, screen(monday), List.of());
        assertThat(tab.decision().action().target()).contains(4);
        List<Element> thursday = new java.util.ArrayList<>(strip);
        thursday.addAll(List.of(at(8, Role.LABEL, "06:45", 200, 300, 40, 14), at(9, Role.LABEL, "Spin Express", 300, 300, 100, 14),
                at(10, Role.LABEL, "12:15", 200, 360, 40, 14), at(11, Role.LABEL, "Spin", 300, 360, 40, 14),
                at(12, Role.LABEL, "18:30", 200, 420, 40, 14), at(13, Role.LABEL, "Spin", 300, 420, 40, 14),
                at(14, Role.LABEL, "20:30", 200, 480, 40, 14), at(15, Role.LABEL, "Yoga Nidra", 300, 480, 80, 14)));
        Move read = moves.next(0, plan.steps().get(0), 1, 0, screen(thursday), List.of());
        assertThat(read.decision().action()).isInstanceOfSatisfying(Action.Done.class, a -> assertThat(a.answer())
                .as("the yoga at 20:30 is later, and no spin class").isEqualTo("18:30"));
    }

    /** A statement page: a day heading over each day's rows, the payee's name with its amount on its line. */
    private static List<Element> statement(String... dayPayeeAmount) {
        List<Element> rows = new java.util.ArrayList<>(List.of(at(1, Role.LABEL, "Description", 160, 200, 100, 14),
                at(2, Role.LABEL, "Amount", 800, 200, 60, 14)));
        int y = 240;
        int id = 3;
        for (int i = 0; i < dayPayeeAmount.length; i += 3) {
            rows.add(at(id++, Role.LABEL, dayPayeeAmount[i], 160, y, 120, 14));
            rows.add(at(id++, Role.LABEL, dayPayeeAmount[i + 1], 160, y + 30, 160, 14));
            rows.add(at(id++, Role.LABEL, dayPayeeAmount[i + 2], 800, y + 30, 70, 14));
            y += 80;
        }
        rows.add(at(id++, Role.LABEL, "Northwind Energy customers get £20 off their first bill.", 160, y + 40, 500, 14));
        rows.add(at(id, Role.BUTTON, "Next page", 700, y + 80, 40, 40));
        return rows;
    }

    @Test
    void aPaymentInAMonthIsTheAmountOnThePayeesRowUnderThatMonthsDayOnWhicheverPageItIs() {
        String goal = "How much did I pay Northwind Energy in August?";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        List<Element> october = statement("Thu 9 October", "Northwind Energy", "−£79.80", "Sat 4 October", "Northwind Water", "−£31.10");
        Move on = moves.next(0, plan.steps().get(0), 0, 0, screen(october), List.of());
        assertThat(on.decision().action()).as("October's row is not August's").isNotInstanceOf(Action.Done.class);
        Move turn = moves.next(0, plan.steps().get(0), 1, 1, screen(october), List.of());
        assertThat(turn.decision().action().target()).contains(october.get(october.size() - 1).id());
        List<Element> august = statement("Tue 12 August", "Northwind Energy", "−£91.55", "Mon 4 August", "Northwind Water", "−£29.85");
        Move read = moves.next(0, plan.steps().get(0), 2, 0, screen(august), List.of());
        assertThat(read.decision().action()).isInstanceOfSatisfying(Action.Done.class, a -> assertThat(a.answer()).isEqualTo("£91.55"));
    }

    @Test
    void theCardTitledWithTheQuestionsSubjectIsOpenedWhenNoLineHereCanAnswer() {
        String goal = "How many grams of protein are in one serving of the red lentil soup?";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        List<Element> cards = List.of(at(1, Role.HEADING, "Warming soups", 160, 80, 300, 30),
                at(2, Role.LABEL, "High-protein lentils, cosy bowls and quick weeknight fixes", 160, 120, 500, 16),
                at(3, Role.BUTTON, "Red lentil and smoked bacon soup Smoky and filling 45 min", 160, 200, 300, 200),
                at(4, Role.BUTTON, "Carrot and coriander soup A bright, light starter 30 min", 480, 200, 300, 200),
                at(5, Role.BUTTON, "Red lentil soup Lemony and gently spiced 35 min", 800, 200, 300, 200));
        Move open = moves.next(0, plan.steps().get(0), 0, 0, screen(cards), List.of());
        assertThat(open.decision().action().target()).as(open.decision().reason()).contains(5);
    }
}
