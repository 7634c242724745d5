package dev.tca.brain.plan;

import dev.tca.core.BadInputException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GoalPlannerTest {

    private final GoalPlanner planner = new GoalPlanner(null, LocalDate.of(2024, 6, 1));

    @Test
    void distributesFillInOverFieldValuePairsAndMasksThePassword() {
        Plan plan = planner.plan("Enter the username vina and the password US and press login");
        assertThat(plan.steps()).extracting(SubGoal::kind).containsExactly(Kind.TYPE, Kind.TYPE, Kind.CONFIRM);
        SubGoal password = plan.steps().get(1);
        assertThat(password.text()).isEqualTo("US");
        assertThat(password.secret()).isTrue();
        assertThat(plan.describe()).contains("•••••").doesNotContain("'US'");
        assertThat(password.toString()).doesNotContain("US'");
        assertThat(plan.toString()).doesNotContain("'US'");
    }

    @Test
    void aSignInIsFollowedByWhatTheGoalAsksOnceSignedIn() {
        Plan plan = planner.plan("Sign in as jo.park with the password Oak-Lantern-7, search the archive for harbour maps, "
                + "and borrow The Harbour Atlas.");
        assertThat(plan.steps()).extracting(SubGoal::kind)
                .containsExactly(Kind.TYPE, Kind.TYPE, Kind.CONFIRM, Kind.SEARCH, Kind.CLICK);
        assertThat(plan.steps().get(3).text()).isEqualTo("harbour maps");
        assertThat(plan.steps().get(4).target()).isEqualTo("borrow");
        assertThat(plan.steps().get(4).where().container()).contains("Harbour Atlas");
        assertThat(plan.describe()).doesNotContain("Oak-Lantern-7");
        // the credentials alone stay a login
        assertThat(planner.plan("Log in as mkoch with password Hunter-2").steps()).hasSize(3);
    }

    @Test
    void aToolNamedBesideTheActAddsNothingAndAnIconNamesItsControl() {
        assertThat(planner.plan("Use the dropdown to select Canada as the country").describe())
                .isEqualTo("1. choose 'Canada' in 'country'\n");
        assertThat(planner.plan("Using the slider, set the volume to 40").describe()).isEqualTo("1. set value 'volume' to 40\n");
        assertThat(planner.plan("Use the search box to find blue heron").steps()).singleElement()
                .satisfies(g -> assertThat(g.text()).isEqualTo("blue heron"));
        // a tool that is the target stays: the slider is what gets 7
        assertThat(planner.plan("use the slider to select 7").steps().get(0).kind()).isEqualTo(Kind.SET_VALUE);
        assertThat(planner.plan("Press the button with the trash icon next to Invoice 7").describe())
                .isEqualTo("1. click 'trash' [icon] next to 'Invoice 7'\n");
    }

    @Test
    void oneSetVerbForTwoFieldsARowByItsStatusAndATimeOfADayThatIsNoDate() {
        assertThat(planner.plan("change the country to Belgium and the postcode to 2018, then save").steps())
                .extracting(SubGoal::target).containsExactly("country", "postcode", null);
        assertThat(planner.plan("Delete the row whose status is Failed.").describe()).isEqualTo("1. click 'delete' in 'Failed'\n");
        assertThat(planner.plan("Remove the item with status 'Expired'").describe()).isEqualTo("1. click 'remove' in 'Expired'\n");
        assertThat(planner.plan("Pick the Saturday 10:00-12:00 delivery slot").steps().get(0).kind()).isEqualTo(Kind.CHOOSE);
        assertThat(planner.plan("Pick Saturday the 15th").steps().get(0).kind()).isEqualTo(Kind.PICK_DATE);
    }

    @Test
    void aJoinWithAPasswordIsAFormAndAJourneyIsItsFromToAndDate() {
        Plan join = planner.plan("Please join the hidden network Orchard-5G with the password plum4tree, using WPA3 security.");
        assertThat(join.describe()).isEqualTo("1. type 'Orchard-5G' into 'network'\n2. type '\u2022\u2022\u2022\u2022\u2022' into 'password'\n"
                + "3. type 'WPA3' into 'security'\n4. click 'join'\n").doesNotContain("plum4tree");
        assertThat(join.steps().get(1).secret()).isTrue();
        Plan trip = planner.plan("Search for trains from Harwick Central to Velden Airport on 9 April 2031.");
        assertThat(trip.steps()).extracting(SubGoal::kind).containsExactly(Kind.TYPE, Kind.TYPE, Kind.PICK_DATE, Kind.CLICK);
        assertThat(trip.steps()).extracting(SubGoal::text).startsWith("Harwick Central", "Velden Airport");
        assertThat(planner.plan("Search for hotels in Rome").steps()).singleElement()
                .satisfies(g -> assertThat(g.kind()).isEqualTo(Kind.SEARCH));
    }

    @Test
    void followingANamedThingIsItsButtonAndACountAndColourAreSetOnItsCardFirst() {
        assertThat(planner.plan("Search the directory for gardening podcasts and follow The Quiet Allotment.").steps().get(1)
                .describe()).isEqualTo("click 'follow' in 'Quiet Allotment'");
        assertThat(planner.plan("follow the link to Pricing").steps().get(0).target()).doesNotContain("follow");
        assertThat(planner.plan("Could you please add three of the stoneware teapots in sage green to my basket?").describe())
                .isEqualTo("1. click 'sage green' in 'stoneware teapot'\n2. set value 'quantity' to 3 in 'stoneware teapot'\n"
                        + "3. click 'add to basket' in 'stoneware teapot'\n");
        assertThat(planner.plan("Add the stoneware teapot to my basket").steps()).hasSize(1);
    }

    @Test
    void aDialogVerbWithANumberedObjectIsThatRowsButton() {
        assertThat(planner.plan("Cancel order #4471").describe()).isEqualTo("1. click 'cancel' in 'order #4471'\n");
        assertThat(planner.plan("and cancel").steps().get(0).kind()).isEqualTo(Kind.CANCEL);
    }

    @Test
    void aThingMovedToANamedPlaceIsItsRowsMoveThenThePlaceAndAUnitGoesWithItsNumber() {
        Plan moved = planner.plan("Pin the Quarterly report note, then move the Garden ideas note to the Home folder.");
        assertThat(moved.describe()).isEqualTo("1. click 'pin' in 'Quarterly report'\n2. click 'move to' in 'Garden ideas'\n"
                + "3. choose 'Home'\n");
        SubGoal timeout = planner.plan("Set Screen timeout to 8 minutes").steps().get(0);
        assertThat(timeout.kind()).isEqualTo(Kind.SET_VALUE);
        assertThat(timeout.number()).isEqualTo(8.0);
        assertThat(timeout.text()).isEqualTo("8 minutes");
        assertThat(planner.plan("set the name to 5 Guys").steps().get(0).kind()).isEqualTo(Kind.TYPE);
    }

    @Test
    void aFormNamedByWhatItIsForBeforeAColonIsItsPairs() {
        Plan plan = planner.plan("Fill in the repair booking: owner name Ruth Amsel, bike model Tern, collection date 3 June 2024.");
        assertThat(plan.describe()).doesNotContain("into 'repair'").doesNotContain("booking");
        assertThat(plan.steps()).hasSizeGreaterThanOrEqualTo(3);
    }

    @Test
    void keepsQuotedTextAndTitleCaseNamesWholeButSplitsATickedList() {
        assertThat(planner.plan("type 'salt and pepper'").steps()).singleElement()
                .satisfies(s -> assertThat(s.text()).isEqualTo("salt and pepper"));
        assertThat(planner.plan("Open the Search menu and choose Find and Replace").steps()).singleElement()
                .satisfies(s -> assertThat(s.path()).containsExactly("Search", "Find and Replace"));
        assertThat(planner.plan("Tick Olives and Onions, untick Ham").describe())
                .isEqualTo("1. tick 'Olives'\n2. tick 'Onions'\n3. untick 'Ham'\n");
    }

    @Test
    void readsDatesQualifiersAndNumbers() {
        assertThat(planner.plan("Pick 15 March 2024 in the calendar").steps().get(0).date())
                .isEqualTo(LocalDate.of(2024, 3, 15));
        assertThat(planner.plan("pick the 15th").steps().get(0).date()).isEqualTo(LocalDate.of(2024, 6, 15));
        SubGoal mute = planner.plan("For the user @leo, click Mute").steps().get(0);
        assertThat(mute.target()).isEqualTo("Mute");
        assertThat(mute.where().container()).isEqualTo("@leo");
        assertThat(planner.plan("Set the volume to 75").steps().get(0).number()).isEqualTo(75.0);
        SubGoal below = planner.plan("click the field below Name").steps().get(0);
        assertThat(below.where().relation()).isEqualTo(new Qualifiers.Relation(Qualifiers.Side.BELOW, "Name"));
        assertThat(below.role()).isEqualTo(RoleHint.EDITABLE);
    }

    @Test
    void asksTheFallbackOnlyAboutClausesTheGrammarIsUnsureOf() {
        // a recording classifier stands in for the model here: this checks when the planner asks, not what the model says
        List<String> asked = new ArrayList<>();
        GoalPlanner withFallback = new GoalPlanner(clause -> {
            asked.add(clause);
            return new ActionClassifier.Guess(Kind.TICK, 0.9, "test");
        }, LocalDate.of(2024, 6, 1));
        Plan plan = withFallback.plan("click Save, then opt in to the newsletter");
        assertThat(asked).containsExactly("opt in to the newsletter");
        assertThat(plan.steps().get(1).kind()).isEqualTo(Kind.TICK);
        assertThat(plan.steps().get(1).target()).endsWith("newsletter");
    }

    @Test
    void refusesEmptyAndOverlongGoalsWithOneLine() {
        assertThatThrownBy(() -> planner.plan("  ")).isInstanceOf(BadInputException.class).hasMessage("the goal is empty");
        assertThatThrownBy(() -> planner.plan(null)).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> planner.plan("click OK ".repeat(1112))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("10008 characters").hasMessageNotContaining("\n");
        assertThatThrownBy(() -> planner.plan("pick 31 February 2024")).isInstanceOf(BadInputException.class)
                .hasMessage("no such date: '31 February 2024'");
    }

    @ParameterizedTest(name = "plans or refuses in one line: {0}")
    @ValueSource(strings = {"type 'unbalanced", "click \"OK", "\u0000\u0007click\u001b Save\u200b", "''''", ",,, and then ;;",
            "and", ">", "a > > b", "set to 5", "fill in", "type", "scroll to", "?", "'", "log in with", "For the user @x,",
            "the 0th item", "click the 999th link", "wait 99999999999999999999 seconds", "scroll down 99999999999"})
    void oddInputIsAPlanOrABadInputException(String goal) {
        try {
            Plan plan = planner.plan(goal);
            assertThat(plan.steps()).isNotEmpty();
            assertThat(plan.describe()).isNotBlank();
        } catch (BadInputException e) {
            assertThat(e.getMessage()).isNotBlank().doesNotContain("\n");
        }
    }

    @Test
    void aLongGoalJustUnderTheLimitIsPlanned() {
        String goal = String.join(" and ", java.util.Collections.nCopies(150, "tick Ham"));
        assertThat(planner.plan(goal).steps()).hasSize(150);
    }

    @Test
    void aSwitchedLinkIsTheThingNotALinkToClick() {
        // a link is no switch: "the public link" turned off is the sharing link's switch, named whole
        assertThat(planner.plan("Turn off the public link").describe()).isEqualTo("1. untick 'public link'\n");
        assertThat(planner.plan("Click the help link").describe()).isEqualTo("1. click 'help' [link]\n");
    }

    @Test
    void onlyAllowingOneKindTicksItAndUnticksTheRest() {
        assertThat(planner.plan("Only allow analytics cookies, then save my choices.").describe())
                .isEqualTo("1. tick 'analytics cookies'\n2. untick 'everything else'\n3. save\n");
        assertThat(planner.plan("Turn on only the weekly digest").describe())
                .isEqualTo("1. tick 'weekly digest'\n2. untick 'everything else'\n");
        // a permission for someone is no box of its own
        assertThat(planner.plan("Only allow Sam to edit").describe()).doesNotContain("untick");
    }

    @Test
    void readsTheWaysPeopleSayTimesDaysRolesAndDiscards() {
        // a time said as people say it, a weekday counted in a month, this week's day
        assertThat(planner.plan("Book a table for four this Saturday at half past seven in the evening").describe())
                .isEqualTo("1. set value 'number of guests' to 4\n2. choose '19:30'\n3. pick date 2024-06-01 in 'date'\n4. click 'book'\n");
        assertThat(planner.plan("Pick the first Monday in April for the delivery").steps().get(0).date())
                .isEqualTo(LocalDate.of(2025, 4, 7));
        assertThat(planner.plan("Move the delivery to the last Friday in September").steps().get(0).date())
                .isEqualTo(LocalDate.of(2024, 9, 27));
        // a purpose says why, a role is chosen in the person's row, a setting made a value, a thing thrown away deleted
        assertThat(planner.plan("flag it so I remember to answer").describe()).isEqualTo("1. click 'flag'\n");
        assertThat(planner.plan("Make Ana Lima an editor").describe()).isEqualTo("1. choose 'editor' in 'Ana Lima'\n");
        assertThat(planner.plan("make the text size Large").steps().get(0).text()).isEqualTo("Large");
        assertThat(planner.plan("Throw the draft away").describe()).isEqualTo("1. click 'delete draft'\n");
        assertThat(planner.plan("Don't throw my changes away").describe()).doesNotContain("delete");
        // a name taken off a list is removed from it, one added at the bottom is its last line
        assertThat(planner.plan("Take Oliver Brandt off the guest list, add Priya Nair at the bottom").describe())
                .isEqualTo("1. click 'remove' in 'Oliver Brandt'\n2. key ctrl+end\n3. type 'Priya Nair'\n");
        // a thing created with its name, how often it repeats and its time, created last
        assertThat(planner.plan("Set a reminder called \"Water the plants\" that repeats every three days at 8 in the morning.")
                .describe()).isEqualTo("1. open 'reminder'\n2. type 'Water the plants' [editable]\n3. set value 'repeat every' to 3\n"
                + "4. choose 'days'\n5. choose '08:00'\n6. confirm 'create'\n");
    }

    @Test
    void aReactionIsGivenToTheThingNamedOrToWhatTheClauseBeforeActedOn() {
        assertThat(planner.plan("Give Marta's message about the new VPN address a thumbs up").describe())
                .isEqualTo("1. click 'thumbs up' in 'Marta's message about the new VPN address'\n");
        assertThat(planner.plan("React to the release note with a 🎉 and then archive it").describe())
                .isEqualTo("1. click '🎉' in 'release note'\n2. click 'archive' in 'release note'\n");
        assertThat(planner.plan("react with a heart to Sam's photo").describe()).isEqualTo("1. click 'heart' in 'Sam's photo'\n");
        // "it": the row the clause before acted in; after opening a thing, the screen it opened
        assertThat(planner.plan("Pin Marta's message with the new VPN address and give it a thumbs up").describe())
                .endsWith("2. click 'thumbs up' in 'Marta's message with the new VPN address'\n");
        assertThat(planner.plan("Open the kettle review and give it a thumbs up").describe()).endsWith("2. click 'thumbs up'\n");
    }

    @Test
    void printingOnADescribedPrinterChoosesItAndConfirms() {
        assertThat(planner.plan("Print this on a colour printer on the 2nd floor that is actually working.").describe())
                .isEqualTo("1. choose 'colour printer' in '2nd floor that is actually working'\n2. confirm 'confirm'\n");
        assertThat(planner.plan("Play it on the kitchen speaker").describe()).isEqualTo("1. choose 'kitchen speaker'\n2. confirm 'confirm'\n");
    }

    @Test
    void anAppointmentMovedToAnotherDayIsRescheduledThereAndWhatElseIsAskedSetBeforeConfirming() {
        assertThat(planner.plan("Move my physio appointment on Wednesday to Friday at 10:30, and have them text me a reminder as well.")
                .describe()).isEqualTo("1. click 'reschedule' in 'physio appointment on Wednesday'\n2. choose 'Friday'\n3. choose '10:30'\n"
                + "4. tick 'text message'\n5. confirm 'confirm'\n");
        assertThat(planner.plan("move the team sync to Thursday at 3 pm and save").describe())
                .isEqualTo("1. click 'reschedule' in 'team sync'\n2. choose 'Thursday'\n3. choose '3 pm'\n4. save\n");
    }

    @Test
    void anArticleSavedToReadLaterAndWhoSomeoneIsTellsNoStepOfItsOwn() {
        assertThat(planner.plan("Save the article about the tram line extension to read later").describe())
                .isEqualTo("1. click 'save for later' in 'article about the tram line extension'\n");
        assertThat(planner.plan("Make Ana Lima an editor, and deactivate the account of Tom Reed, the contractor who just left.")
                .describe()).isEqualTo("1. choose 'editor' in 'Ana Lima'\n2. click 'deactivate' in 'Tom Reed'\n");
    }

    @Test
    void whatIsAlreadyAtHomeIsLeftOffTheListBeforeTheRestIsAdded() {
        assertThat(planner.plan("I'm making the mushroom risotto for six tonight. Put what I need on my shopping list; I already "
                + "have rice and parmesan at home.").describe()).isEqualTo("1. set value 'servings' to 6\n2. untick 'rice'\n"
                + "3. untick 'parmesan'\n4. click 'add to shopping list' in 'what I need'\n");
    }

    @Test
    void aThousandsSeparatorSplitsNothingAndAFigureSaidInWordsIsSetAsAFigure() {
        assertThat(planner.plan("set the spending limit to £1,500 and save").describe())
                .isEqualTo("1. set value 'spending limit' to 1500\n2. save\n");
        assertThat(planner.plan("type 1,500 into the amount").describe()).isEqualTo("1. type '1,500' into 'amount'\n");
        assertThat(planner.plan("set the stock to zero").describe()).isEqualTo("1. set value 'stock' to 0\n");
        assertThat(planner.plan("bring my credit card's monthly spending limit down to £1,500 while you're at it").describe())
                .isEqualTo("1. set value 'monthly spending limit' to 1500 in 'credit card'\n");
    }

    @Test
    void aStateKeptUntilAWhenIsASentenceToReadNotAValueToSet() {
        assertThat(planner.plan("Keep the phone quiet until I get up at 7").describe())
                .isEqualTo("1. note 'Keep the phone quiet until I get up at 7'\n");
        assertThat(planner.plan("keep the oven at 180").describe()).isEqualTo("1. set value 'oven' to 180\n");
    }

    @Test
    void signMeUpForTwoRowsIsAPressOnEachRowTheGoalDescribes() {
        assertThat(planner.plan("Sign me up for the warehouse shift on Saturday morning the 17th and the delivery driving shift on "
                + "Wednesday evening the 21st.").describe()).isEqualTo("1. click 'sign up' in 'warehouse shift on Saturday morning the 17th'\n"
                + "2. click 'sign up' in 'delivery driving shift on Wednesday evening the 21st'\n");
        // one thing described with "and" in it stays one row
        assertThat(planner.plan("book me onto the fish and chips night").describe())
                .isEqualTo("1. click 'book' in 'fish and chips night'\n");
    }

    @Test
    void anApplicationIsTheJobsApplyThenTheSavedCvTheDateSaidAndTheDeclarationTicked() {
        assertThat(planner.plan("Apply for the Library Assistant job at Brampton Library. Use the CV I uploaded in March, say the "
                + "earliest I can start is 2 February, and confirm I have the right to work in the UK.").describe())
                .isEqualTo("1. click 'apply' in 'Library Assistant job at Brampton Library'\n2. note 'Use the CV I uploaded in March'\n"
                        + "3. pick date 2025-02-02 in 'earliest I can start'\n4. tick 'I have the right to work in the UK' [checkbox]\n");
        // a dialog's confirm and a discount's apply stay what they were
        assertThat(planner.plan("confirm the booking").describe()).isEqualTo("1. confirm 'confirm'\n");
    }

    @Test
    void whatTimeIsThatAsksForTheTimeTheWishBeforeItNamed() {
        assertThat(planner.plan("We're taking the boat out from Porthmellin on Saturday and want to leave at high tide in the "
                + "afternoon. What time is that?").describe()).isEqualTo("1. note 'We're taking the boat out from Porthmellin on "
                + "Saturday'\n2. answer 'high tide in the afternoon time'\n");
    }

    @Test
    void setUpAThingIsItsDescriptionReadAgainstTheFormNotAValueTyped() {
        assertThat(planner.plan("Set up a backup of my Pictures folder to the external drive, every Sunday at half past two in the "
                + "morning.").describe()).isEqualTo("1. click 'Set up a backup of my Pictures folder to the external drive, every Sunday "
                + "at 02:30'\n");
    }

    @Test
    void aQuestionsThingIsAskedWithoutWhoNeedsIt() {
        assertThat(planner.plan("How much self-raising flour will I need?").describe()).isEqualTo("1. answer 'self-raising flour'\n");
        assertThat(planner.plan("How many eggs should we use?").describe()).isEqualTo("1. answer 'eggs'\n");
        assertThat(planner.plan("How many hens am I allowed to keep on my allotment?").describe()).isEqualTo("1. answer 'hens'\n");
        assertThat(planner.plan("How many days of annual leave do I have left?").describe())
                .isEqualTo("1. answer 'days of annual leave left'\n");
    }

    @Test
    void whatThePersonSaysOfTheirLifeIsToldNotClicked() {
        // "We live in a flat": the form's question it answers is read against the screen, no control is labelled so
        assertThat(planner.plan("We live in a flat with no garden. Ask to meet the cat that would suit us.").steps().get(0).kind())
                .isEqualTo(Kind.NOTE);
        assertThat(planner.plan("I work from home on Fridays. Book a desk for Monday.").steps().get(0).kind()).isEqualTo(Kind.NOTE);
    }

    @Test
    void aWishSaidAfterSoStaysInThePlanAndThenAfterUntilIsNoNewStep() {
        // ", so I want ..." was dropped as a reason, and the save that followed sent the schedule unchanged
        Plan wish = planner.plan("I've started working from home on Wednesdays, so I want the heating on Wednesdays to be the same as "
                + "at the weekend. Save the schedule.");
        assertThat(wish.steps()).extracting(SubGoal::target).anyMatch(t -> t != null && t.startsWith("I want the heating"));
        // "keep it until then": "then" after "until" is the time, not the next step ("keep it until" was clicked)
        Plan keep = planner.plan("My book group meets on the 20th, so I need to keep it until then. Also reserve the next book.");
        assertThat(keep.steps()).extracting(SubGoal::target).contains("keep it until then")
                .doesNotContain("keep it until");
        // "ready for then" is ready for the time told before it
        Plan ready = planner.plan("We're eating at 7, so have it ready for then, and keep it warm afterwards.");
        assertThat(ready.steps()).extracting(SubGoal::target).anyMatch(t -> t != null && t.contains("ready for 7"));
    }

    @Test
    void howAnActIsDoneStaysWithItAndInTimeIsByTheTimeTold() {
        // "of the whole screen after a 5 second delay, with the mouse pointer showing" are the form's settings, not dropped
        assertThat(planner.plan("Take a screenshot of the whole screen after a 5 second delay, with the mouse pointer showing.").steps())
                .extracting(SubGoal::target).containsExactly("Take a screenshot of the whole screen after a 5 second delay, with the mouse pointer showing");
        assertThat(planner.plan("start a return from the help page").steps()).extracting(SubGoal::target).containsExactly("start return");
        assertThat(planner.plan("I've got a meeting at half past nine tomorrow morning. Pick the cheapest train that gets me there in time.")
                .steps()).extracting(SubGoal::target).anyMatch(t -> t != null && t.endsWith("gets me there by 9:30"));
    }

    @Test
    void howAThingIsCountedIsNoWordOfItsNameAndAPluralInIesIsKept() {
        // "packs" hit the "8 pack" of the alkaline batteries' card, and "batteries" became "batterie"
        Plan plan = planner.plan("Add two packs of the rechargeable AA batteries to my basket and check out.");
        assertThat(plan.steps().get(0).where().container()).isEqualTo("rechargeable AA batteries");
        assertThat(plan.steps().get(0).number()).isEqualTo(2.0);
        assertThat(ClauseGrammar.singular("stoneware teapots")).isEqualTo("stoneware teapot");
    }
}
