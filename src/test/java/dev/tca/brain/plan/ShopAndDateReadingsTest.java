package dev.tca.brain.plan;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;

/** Readings of goals that name a thing by the shop's words, a count, a date inside a sentence or a person's row. */
class ShopAndDateReadingsTest {

    private final GoalPlanner planner = new GoalPlanner(null, LocalDate.of(2024, 6, 1));

    @Test
    void readsAddingToTheBagAsTheAddButtonForThatThing() {
        Plan plan = planner.plan("add a medium to the bag");
        assertThat(plan.describe()).isEqualTo("1. click 'add to bag' in 'medium'\n");
        assertThat(planner.plan("Put the biggest size of this shirt in my bag.").steps().get(0).where().container())
                .isEqualTo("biggest size of this shirt");
        assertThat(planner.plan("put it in the cart").describe()).isEqualTo("1. click 'add to cart'\n");
        // typing stays typing: a field is not a bag
        assertThat(planner.plan("put 'hello' in the Notes field").steps().get(0).kind()).isEqualTo(Kind.TYPE);
    }

    @Test
    void readsACountOfThingsAsTheValueBesideThem() {
        SubGoal mugs = planner.plan("I want three mugs in total; update the cart.").steps().get(0);
        assertThat(mugs.kind()).isEqualTo(Kind.SET_VALUE);
        assertThat(mugs.target()).isEqualTo("mug");
        assertThat(mugs.number()).isEqualTo(3.0);
        assertThat(planner.plan("make it 12 glasses").steps().get(0).number()).isEqualTo(12.0);
    }

    @Test
    void readsADateInsideASentenceAsPickingItThenTheVerbsButton() {
        Plan plan = planner.plan("Book a check-in on 14 March 2025.");
        assertThat(plan.steps()).extracting(SubGoal::kind).containsExactly(Kind.PICK_DATE, Kind.CLICK);
        assertThat(plan.steps().get(0).date()).isEqualTo(LocalDate.of(2025, 3, 14));
        assertThat(plan.steps().get(0).target()).isEqualTo("check-in");
        assertThat(plan.steps().get(1).target()).isEqualTo("book");
    }

    @Test
    void readsABookingSaidInOneSentenceAsItsFieldsThenTheBooking() {
        Plan room = planner.plan("Book the Oak room for six people on March 4, 2032, from 2 pm to 3:30 pm.");
        assertThat(room.describe()).isEqualTo("1. choose 'Oak' in 'room'\n2. set value 'number of people' to 6\n"
                + "3. type '2 pm' into 'start time'\n4. type '3:30 pm' into 'end time'\n5. pick date 2032-03-04 in 'date'\n"
                + "6. click 'book'\n");
        // a span's bare start takes the end's half of the day; a single time is an option; the name booked under is typed
        assertThat(planner.plan("Reserve a court for 4 players from 6 to 7:30 pm").steps().get(1).text()).isEqualTo("6 pm");
        Plan table = planner.plan("Book us a table under Okafor for two at 7.30 p.m. on Friday 7 June");
        assertThat(table.describe()).isEqualTo("1. type 'Okafor' into 'name'\n2. set value 'number of guests' to 2\n"
                + "3. choose '7.30 pm'\n4. pick date 2024-06-07 in 'date'\n5. click 'book'\n");
        // without a party the times may be a grid's slots or a row's Book button: the sentence is read as before
        assertThat(planner.plan("Book the Fjord room from 2 to 4 pm").steps()).extracting(SubGoal::kind).doesNotContain(Kind.SET_VALUE);
        assertThat(planner.plan("Book the Oak room").describe()).isEqualTo("1. click 'book Oak room'\n");
        // "for two hours" is no party
        assertThat(planner.plan("Book the Oak room for two hours").describe()).doesNotContain("number of");
    }

    @Test
    void readsTheOwnerOfAnUnknownVerbAsTheRowToLookIn() {
        SubGoal star = planner.plan("star the message from Jonas").steps().get(0);
        assertThat(star.target()).isEqualTo("star");
        assertThat(star.where().container()).isEqualTo("message from Jonas");
        assertThat(planner.plan("archive the mail by Ada Park").steps().get(0).where().container()).isEqualTo("mail by Ada Park");
        SubGoal archive = planner.plan("archive Lena's email about the ski trip").steps().get(0);
        assertThat(archive.target()).isEqualTo("archive");
        assertThat(archive.where().container()).isEqualTo("Lena's email about the ski trip");
    }

    @Test
    void tellsAnInstructionFromOtherScreenText() {
        assertThat(GoalPlanner.readsAsInstruction("Tick every fruit in the list below, then press Submit.")).isTrue();
        assertThat(GoalPlanner.readsAsInstruction("Where should we ship?")).isFalse();
        assertThat(GoalPlanner.readsAsInstruction("Click")).isFalse();
    }

    @Test
    void readsTheMeansTheToolAndTheCopyAsTheActionsThemselves() {
        assertThat(planner.plan("Close the dialog box by clicking the 'x'.").describe()).isEqualTo("1. click 'x'\n");
        assertThat(planner.plan("Use the textbox to enter \"Nora\" and press Search").steps().get(0).text()).isEqualTo("Nora");
        SubGoal slider = planner.plan("Select 7 with the slider and hit Submit").steps().get(0);
        assertThat(slider.kind()).isEqualTo(Kind.SET_VALUE);
        assertThat(slider.role()).isEqualTo(RoleHint.SLIDER);
        assertThat(planner.plan("Enter 2/14/2024 as the date").describe()).isEqualTo("1. type '2/14/2024' into 'date'\n");
        Plan copy = planner.plan("Enter the value of Color into the text field");
        assertThat(copy.steps()).extracting(SubGoal::kind).containsExactly(Kind.ANSWER, Kind.TYPE);
        assertThat(copy.steps().get(1).text()).isEqualTo(SubGoal.COPIED);
        assertThat(planner.plan("Click button ONE, then click button TWO").steps()).extracting(SubGoal::target)
                .containsExactly("ONE", "TWO");
        assertThat(planner.plan("Select all the words similar to happy").steps().get(0).target()).isEqualTo("every happy");
        assertThat(planner.plan("Add a last line saying 'done' to this file").steps()).extracting(SubGoal::kind)
                .containsExactly(Kind.KEY, Kind.TYPE);
        // a text file ends with a new line: after ctrl+End the caret already stands on a line of its own
        assertThat(planner.plan("put 'call the plumber' at the bottom of my to-do list and save it").describe())
                .isEqualTo("1. key ctrl+end\n2. type 'call the plumber'\n3. save\n");
        assertThat(planner.plan("add 'Eggs' to the top of the list").steps().get(1).text()).isEqualTo("Eggs\n");
    }
    @Test
    void checkingInIsAStaysDateNotABoxToTick() {
        Plan plan = planner.plan("check me in on the 3rd of April 2025, three nights please");
        assertThat(plan.steps()).extracting(SubGoal::kind).containsExactly(Kind.PICK_DATE, Kind.CLICK);
        assertThat(plan.steps().get(0).target()).isEqualTo("check-in date");
        assertThat(plan.steps().get(1).target()).isEqualTo("three nights");
        assertThat(planner.plan("check the box and continue").steps().get(0).kind()).isEqualTo(Kind.TICK);
    }

    @Test
    void aTableBookingSaysWhereToSitAndTheOccasionAsWhatTheyAreAndThisSaturdayCountsFromThePagesToday() {
        Plan plan = planner.plan("Book us a table for four this Saturday at half past seven in the evening, on the terrace, "
                + "and mark it as a birthday.");
        assertThat(plan.describe()).contains("choose 'terrace' in 'seating'").contains("choose 'birthday' in 'occasion'");
        SubGoal date = plan.steps().stream().filter(s -> s.kind() == Kind.PICK_DATE).findFirst().orElseThrow();
        // from the planner's day (Saturday 1 June 2024) it is that day; the words go with it for a page that says otherwise
        assertThat(date.date()).isEqualTo(LocalDate.of(2024, 6, 1));
        assertThat(DateWords.relativeTo(date.text(), DateWords.today("Today is Wednesday 11 June 2031 · we hold tables")))
                .isEqualTo(LocalDate.of(2031, 6, 14));
        assertThat(DateWords.today("Today: Jun 11, 2031")).isEqualTo(LocalDate.of(2031, 6, 11));
        // a day the page names without its year, or a date that is not relative, is no today and no recount
        assertThat(DateWords.today("Today is Wednesday")).isNull();
        assertThat(DateWords.relativeTo("14 June 2031", LocalDate.of(2031, 6, 11))).isNull();
    }

    @Test
    void aPaymentSaidInOneSentenceIsItsFormWithTheAmountInFigures() {
        assertThat(planner.plan("Set up a standing order of two hundred and fifty pounds a month to Jamie Chen from our joint account, "
                + "starting on the first of July, with Rent as the reference.").describe()).isEqualTo("1. type '250' into 'amount'\n"
                + "2. choose 'Jamie Chen' in 'payee'\n3. pick date 2024-07-01 in 'start date'\n4. choose 'joint account' in 'pay from'\n"
                + "5. choose 'monthly' in 'frequency'\n6. type 'Rent' into 'reference'\n7. confirm 'confirm'\n");
        assertThat(planner.plan("pay £1,200 to Northside Lettings from my current account").describe())
                .startsWith("1. type '1200' into 'amount'\n2. choose 'Northside Lettings' in 'payee'\n");
        assertThat(Payments.figure("three thousand four hundred and twelve euros")).isEqualTo("3412");
        assertThat(Payments.figure("nineteen pounds")).isEqualTo("19");
        // no amount, no payment form: "pay the electricity bill" is a button
        assertThat(planner.plan("pay the electricity bill").describe()).doesNotContain("amount");
    }

    @Test
    void aDateSaidWithItsWeekdayAndNoYearFallsOnThatWeekday() {
        // from the planner's day (1 June 2024), the next 1 February is in 2025 (a Saturday); said "Sunday 1 February",
        // it is the first such February the day is a Sunday: 2026
        SubGoal sunday = planner.plan("Book a court on Sunday 1 February").steps().stream().filter(s -> s.kind() == Kind.PICK_DATE)
                .findFirst().orElseThrow();
        assertThat(sunday.date()).isEqualTo(LocalDate.of(2026, 2, 1));
        assertThat(planner.plan("Book a court on 1 February").steps().get(0).date()).isEqualTo(LocalDate.of(2025, 2, 1));
        assertThat(planner.plan("Move it to Thursday, February 5").steps().stream().filter(s -> s.kind() == Kind.PICK_DATE)
                .findFirst().orElseThrow().date()).isEqualTo(LocalDate.of(2026, 2, 5));
        // a page that says which day today is counts from there, still on that weekday
        assertThat(DateWords.relativeTo(sunday.text(), DateWords.today("today is Tuesday 20 January 2032")))
                .isEqualTo(LocalDate.of(2032, 2, 1));
        // the nearest such day either way: a claim for "the taxi on Monday 2 February" is the Monday just gone
        assertThat(DateWords.relativeTo("Monday 2 February", LocalDate.of(2032, 2, 3))).isEqualTo(LocalDate.of(2032, 2, 2));
        // a line of the screen that says its weekday still says its date
        assertThat(DateWords.on("Sunday 1 February at 16:00", LocalDate.of(2032, 1, 20))).isEqualTo(LocalDate.of(2032, 2, 1));
    }
}
