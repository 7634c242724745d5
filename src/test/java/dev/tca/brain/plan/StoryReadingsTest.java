package dev.tca.brain.plan;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Goals that tell a little story before they ask: a reason before ", so", a complaint whose subject
 * is "it", contrasts with "but", orders ("cheapest first"), changes said with a comparative ("one
 * degree colder"), intervals ("every 5 days"), a row's state ("mark ... as received") and details
 * after a colon that are not all "field value" pairs.
 */
class StoryReadingsTest {

    private final GoalPlanner planner = new GoalPlanner(null, LocalDate.of(2026, 12, 4));

    private String plan(String goal) {
        return planner.plan(goal).describe();
    }

    @Test
    void aStoryOfTwoVerbsIsToldAndTheThingItNamesIsWhereTheActIs() {
        // "cracked the screen" goes on what happened; "it" is the phone, not when it fell
        assertThat(plan("I dropped my phone on Saturday and cracked the screen. Make a claim for it on my insurance."))
                .isEqualTo("1. click 'make claim' in 'phone'\n");
        // a verb that ends so and commands is still an act
        assertThat(plan("I moved house last month. Feed the new address into my profile.")).doesNotContain("note");
    }

    @Test
    void aReasonBeforeSoIsContextAndItsNameIsWhatThatMeans() {
        assertThat(plan("The plywood from Norwood Timber arrived this morning, so mark that order as received."))
                .isEqualTo("1. click 'mark as received' in 'Norwood Timber'\n");
        assertThat(plan("It's late, so close the app")).isEqualTo("1. close 'app'\n");
        // "so" inside a clause ("so that", "so much") does not split
        assertThat(plan("Save the file so that we can print it")).doesNotContain("2.");
    }

    @Test
    void whenItHappensIsContextAndWhatShouldStartIsTicked() {
        assertThat(plan("When I log in, only my password manager should start. Untick everything else."))
                .isEqualTo("1. tick 'password manager'\n2. untick 'everything else'\n");
        // "only" says the rest are off when the goal does not say so itself
        assertThat(plan("Only Dropbox should run at startup.")).isEqualTo("1. tick 'Dropbox'\n2. untick 'everything else'\n");
        // a question that starts with when is still a question
        assertThat(plan("When is my next appointment?")).startsWith("1. answer");
    }

    @Test
    void theUserNameSaidAsSuchWinsOverAWordAfterLogin() {
        // "wants a login before it will print": "before" is no user name
        assertThat(plan("The office printer wants a login before it will print. Use the front desk account: the username is "
                + "frontdesk and the password Maple-2031.")).startsWith("1. type 'frontdesk' into 'username'\n");
    }

    @Test
    void todaysThingIsWhichOneAndTheValuesAfterAColonGoInBeforeTheAct() {
        String read = plan("Send in today's meter readings please: the gas meter says 7342.");
        assertThat(read).doesNotContain("pick date").endsWith("click 'Send' in 'meter readings'\n");
        assertThat(read).startsWith("1. ").contains("7342");
    }

    @Test
    void aSentenceAboutUsTellsAndTheOneItNeedsIsTheOneToTake() {
        assertThat(plan("I need a van tomorrow to move a sofa. Take the closest one, pick it up at 9 in the morning and keep it "
                + "for 3 hours. Book it.")).isEqualTo("1. note 'I need a van tomorrow to move a sofa'\n2. choose 'closest van'\n"
                + "3. choose '09:00'\n4. choose '3 hours'\n5. click 'book'\n");
        assertThat(plan("We're two adults and two kids. What would the tickets cost?")).startsWith("1. note 'We're two adults");
        assertThat(plan("I woke up with a fever. Let work know, and tell them I should be back on Thursday."))
                .isEqualTo("1. note 'I woke up with a fever'\n2. click 'Let work know'\n3. note 'I should be back on Thursday'\n");
        // a box's label that starts with I is still a box to press
        assertThat(plan("Click I agree to the terms and press Next")).startsWith("1. click 'I agree to the terms'");
        // alone, the sentence is what is asked; and taking a thing that is no extreme is not choosing it
        assertThat(plan("I need a van tomorrow")).doesNotStartWith("1. note");
        assertThat(plan("Take the test")).doesNotContain("choose");
        // a time of day in words is the time a list shows; "pick them up at" names the place to choose
        assertThat(plan("Collect it at 7:30 in the evening")).contains("19:30");
        assertThat(plan("Reorder my tablets so I can pick them up at the Riverside Park branch"))
                .contains("choose 'Riverside Park branch'");
    }

    @Test
    void aShareOfWhatItIsNowIsAFactorOfTheShownNumber() {
        assertThat(plan("The alarm is far too loud. Turn it down to half of what it is now."))
                .endsWith("set value 'alarm' to what it shows times 0.5\n");
        assertThat(plan("double the font size")).isEqualTo("1. set value 'font size' to what it shows times 2\n");
        // a change by an amount is not a share, and double-clicking is not doubling
        assertThat(plan("Turn the volume down by 10")).isEqualTo("1. set value 'volume' down by 10\n");
        assertThat(plan("double-click the icon")).doesNotContain("set value");
        assertThat(plan("double click the Documents folder")).doesNotContain("set value");
    }

    @Test
    void aNewNameKeepsThePartTheGoalSaysToKeepWhereItWas() {
        assertThat(plan("Rename my phone's hotspot to Kitchen Wi-Fi, but keep the 5G at the end so I know it's the fast one."))
                .isEqualTo("1. type 'Kitchen Wi-Fi 5G' into 'name'\n");
        assertThat(plan("Rename the report to Budget, but keep the 2024 at the start.")).isEqualTo("1. type '2024 Budget' into 'name'\n");
    }

    @Test
    void readingsOnARateOrSaidByAMeterAreTheirFieldsValues() {
        assertThat(plan("Send in the meter readings please: electricity is 48213 on the day rate and 19077 on the night rate, and "
                + "the gas meter says 7342.")).isEqualTo("1. type '48213' into 'day rate'\n2. type '19077' into 'night rate'\n"
                + "3. type '7342' into 'gas meter'\n4. click 'Send' in 'meter readings'\n");
    }

    @Test
    void whatIsKeptIsLeftAloneAndALockAfterSomeMinutesIsThatOption() {
        assertThat(plan("Stop showing read receipts in group chats but keep them for one-to-one chats, and make the app lock after "
                + "5 minutes instead of 1. Save it.")).isEqualTo("1. untick 'showing read receipts' in 'group chats'\n"
                + "2. choose '5 minutes'\n3. save\n");
    }

    @Test
    void askingThemForSeveralNightsIsTheirRequestThenEachNight() {
        assertThat(plan("Save them to my favourites, and ask them for the Friday and Saturday nights."))
                .isEqualTo("1. click 'save to favourites'\n2. click 'ask'\n3. tick 'Friday'\n4. tick 'Saturday'\n");
        // one thing asked for is not a list of choices
        assertThat(plan("Ask them for a quote")).doesNotContain("tick");
    }

    @Test
    void butJoinsTwoActsAndTrailingInsteadNamesNothing() {
        assertThat(plan("Turn off email notifications but switch on the weekly summary instead, and save."))
                .isEqualTo("1. untick 'email notifications'\n2. tick 'weekly summary'\n3. save\n");
        // every box, the one named left out
        assertThat(plan("Tick all boxes but not Newsletter")).isEqualTo("1. tick 'everything'\n2. untick 'Newsletter'\n");
    }

    @Test
    void anOrderIsChosenInTheSortBox() {
        assertThat(plan("Show me only waterproof boots in size 42, cheapest first."))
                .endsWith("2. choose 'price: low to high' in 'Sort'\n");
        assertThat(plan("sort by newest")).isEqualTo("1. choose 'date: new to old' in 'Sort'\n");
        // a table's column is still sorted by its header
        assertThat(plan("Sort the table by price")).isEqualTo("1. click 'price'\n");
    }

    @Test
    void changesByAComparativeOrAnIntervalAreNumbers() {
        assertThat(plan("The milk keeps going off. Turn the fridge one degree colder."))
                .isEqualTo("1. note 'The milk keeps going off'\n2. set value 'fridge' down by 1\n");
        assertThat(plan("make the music two notches louder")).isEqualTo("1. set value 'music' up by 2\n");
        assertThat(plan("My fiddle-leaf fig keeps drying out. Have it watered every 5 days instead of once a week, then save."))
                .isEqualTo("1. note 'My fiddle-leaf fig keeps drying out'\n2. set value 'water' to 5 in 'fiddle-leaf fig'\n"
                        + "3. save\n");
    }

    @Test
    void stoppingAThingFromDoingIsReadAgainstTheScreen() {
        assertThat(plan("Stop the garage camera from recording sound, and save."))
                .isEqualTo("1. click 'Stop the garage camera from recording sound'\n2. save\n");
    }

    @Test
    void aColonListSetsDatesAndOptionsAsWellAsFields() {
        assertThat(plan("Apply for a resident parking permit: car KX71 RMB, Riverside zone, starting on the 1st of March."))
                .isEqualTo("1. type 'KX71 RMB' into 'car'\n2. choose 'Riverside' in 'zone'\n"
                        + "3. pick date 2027-03-01 in 'start date'\n4. confirm 'apply'\n");
    }

    @Test
    void theMouseRestingOnAThingIsAHoverWhateverItIsCalled() {
        assertThat(plan("Hover over Priya Raman and click Follow")).isEqualTo("1. hover 'Priya Raman'\n2. click 'Follow'\n");
        assertThat(plan("point at the chart")).isEqualTo("1. hover 'chart'\n");
        assertThat(plan("move the mouse over the chart and click Export")).isEqualTo("1. hover 'chart'\n2. click 'Export'\n");
    }

    @Test
    void overIsAPlaceNotAMisspeltHover() {
        assertThat(plan("Over in the design channel, reply to Priyanka")).doesNotContain("hover");
    }

    @Test
    void aCountTheStoryGivesIsWhatToThatMeans() {
        assertThat(plan("I'm making these pancakes for 10 people on Sunday. Scale the recipe to that and put the ingredients "
                + "on my shopping list.")).isEqualTo("1. set value 'servings' to 10\n"
                + "2. click 'add to shopping list' in 'ingredients'\n");
    }

    @Test
    void bookingIntoAClassIsItsBookButtonOnItsRow() {
        assertThat(plan("Book me into Ben's spin class on Thursday evening and confirm it."))
                .isEqualTo("1. click 'book' in 'Ben's spin class on Thursday evening'\n2. confirm 'confirm'\n");
    }

    @Test
    void aQuotedValueWithTheFieldItGoesInIsTypedFirst() {
        assertThat(plan("Open a high priority billing request with the subject \"Charged twice for order 5581\"."))
                .isEqualTo("1. type 'Charged twice for order 5581' into 'subject' [editable]\n"
                        + "2. click 'high priority billing request'\n");
    }

    @Test
    void aWeekdayWithADayIsTheNextMonthWhereTheyMeet() {
        // 4 December 2026: the next 17th that is a Monday is in May 2027
        assertThat(plan("I need to come back on Monday the 17th too. Make it a return and look for tickets."))
                .isEqualTo("1. pick date 2027-05-17 in 'back'\n2. click 'return'\n3. search 'tickets'\n");
        assertThat(plan("Book Friday 13th")).startsWith("1. pick date 2027-08-13\n");
    }
}
