package dev.tca.brain.plan;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;

/** Goals as people say them: context, values told rather than commanded, requests for "that", refusals. */
class TalkReadingsTest {

    private final GoalPlanner planner = new GoalPlanner(null, LocalDate.of(2026, 12, 3));

    @Test
    void readsASentenceThatTellsAsANoteNeverAClick() {
        Plan plan = planner.plan("This photo is on its side. Turn it a quarter turn clockwise, then save a copy.");
        assertThat(plan.steps().get(0).kind()).isEqualTo(Kind.NOTE);
        assertThat(plan.steps().get(0).target()).isEqualTo("This photo is on its side");
        assertThat(plan.steps()).extracting(SubGoal::kind).containsExactly(Kind.NOTE, Kind.CLICK, Kind.CLICK);
        assertThat(planner.plan("The server should be called backup-02, not backup-01. Fix it and confirm.").describe())
                .isEqualTo("1. note 'The server should be called backup-02, not backup-01'\n2. confirm 'confirm'\n");
        // a wish asks: it stays a clause to read against the screen, not context
        assertThat(planner.plan("I'd like the blue one, medium size").steps()).singleElement()
                .satisfies(s -> assertThat(s.kind()).isEqualTo(Kind.CLICK));
    }

    @Test
    void readsAPersonEnteredInSomethingAsTheFormsButtonNotAsTextToType() {
        assertThat(planner.plan("Enter me in the Harbour swim: my name is Ola Berg, I'm in the 30–39 group, and I'd like a cap in large.")
                .describe()).isEqualTo("1. type 'Ola Berg' into 'name'\n2. note 'I'm in the 30–39 group, and I'd like a cap in large'\n"
                + "3. confirm 'enter'\n");
        assertThat(planner.plan("put us down for the pub quiz").describe()).isEqualTo("1. confirm 'enter'\n");
        // a value is still typed
        assertThat(planner.plan("enter 5 in the quantity box").steps()).singleElement()
                .satisfies(s -> assertThat(s.kind()).isEqualTo(Kind.TYPE));
    }

    @Test
    void readsAThingPutUpForSaleAsItsPriceAndTheListingsButton() {
        assertThat(planner.plan("Put my old sofa up for sale at £45. It's a bit worn.").describe())
                .isEqualTo("1. set value 'price' to 45\n2. note 'It's a bit worn'\n3. confirm 'publish'\n");
        assertThat(planner.plan("sell the lawnmower for £60").describe()).isEqualTo("1. set value 'price' to 60\n2. confirm 'publish'\n");
    }

    @Test
    void readsAShareWithAnAddressAsTheThingsShareTheAddressWhatTheyMayDoAndSend() {
        Plan plan = planner.plan("Share Rota 2033.ods with ida@example.org so she can view but not edit, then turn off the public link");
        assertThat(plan.describe()).startsWith("1. click 'share' in 'Rota 2033.ods'\n2. type 'ida@example.org' into 'email'\n"
                + "3. choose what the goal says in 'role'\n4. confirm 'send'\n");
        assertThat(plan.steps().get(2).text()).isEqualTo("can view");
        // a reason after "so" elsewhere is still no step
        assertThat(planner.plan("share the notes with ida@example.org").steps()).extracting(SubGoal::kind)
                .containsExactly(Kind.CLICK, Kind.TYPE, Kind.CONFIRM);
    }

    @Test
    void splitsAtADashAndAtButAndStartsAClauseAtEachStatement() {
        assertThat(planner.plan("I'm keeping the car longer - change the return to July 3 and save it").describe())
                .isEqualTo("1. note 'I'm keeping the car longer'\n2. pick date 2027-07-03 in 'return'\n3. save\n");
        assertThat(planner.plan("I won't need the umbrella after all, but put the sunscreen in").describe())
                .isEqualTo("1. note 'I won't need the umbrella after all'\n2. tick 'sunscreen'\n");
        assertThat(planner.plan("Order 3 mugs, name on the mug should be Ingrid, and gift wrap them").steps())
                .extracting(SubGoal::kind).containsExactly(Kind.SET_VALUE, Kind.NOTE, Kind.CLICK);
    }

    @Test
    void dropsAnActOnThatAndLeavingTheRestAlone() {
        assertThat(planner.plan("I just moved to Tokyo and my calendar still shows London time, can you fix that?").steps())
                .extracting(SubGoal::kind).containsOnly(Kind.NOTE);
        assertThat(planner.plan("approve the taxi claim from Dmitri Volkov and reject Sara Lind's dinner. Leave the rest for now.")
                .describe()).isEqualTo("1. click 'approve' in 'taxi claim from Dmitri Volkov'\n"
                + "2. click 'reject' in 'Sara Lind's dinner'\n");
    }

    @Test
    void readsRecipientsPercentagesRefusalsAndRowVerbsWithoutAnArticle() {
        assertThat(planner.plan("Send this email to Carlos Mendes.").describe())
                .isEqualTo("1. type 'Carlos Mendes' into 'to'\n2. click 'send'\n");
        assertThat(planner.plan("Pay the bill with an 18% tip.").describe()).isEqualTo("1. set value 'tip' to 18\n2. click 'pay bill'\n");
        assertThat(planner.plan("tell them I can't make it").steps()).singleElement()
                .satisfies(s -> assertThat(s.kind()).isEqualTo(Kind.CANCEL));
        assertThat(planner.plan("cancel Woodworking Monthly, I never read it").steps().get(0).where().container())
                .isEqualTo("Woodworking Monthly");
        assertThat(planner.plan("get rid of the second reminder").steps().get(0).where().ordinal()).isEqualTo(2);
        assertThat(planner.plan("Bring back my files from Tuesday evening's backup.").describe())
                .isEqualTo("1. click 'restore' in 'files from Tuesday evening's backup'\n");
        assertThat(planner.plan("get the deleted photos back").describe()).isEqualTo("1. click 'restore deleted photos'\n");
        // quoted text is typed as it is said
        assertThat(planner.plan("type 'get rid of clutter, bring back joy' into the motto").steps().get(0).text())
                .isEqualTo("get rid of clutter, bring back joy");
        assertThat(planner.plan("show me the prices in euros").describe()).isEqualTo("1. choose 'euros'\n");
    }

    @Test
    void readsAPasswordChangeAsTheFormAsksItAndNeverShowsThePasswords() {
        String plan = planner.plan("My password is Wren-Kettle-19 and I think someone else knows it. Change it to Basil-Moth-42.")
                .describe();
        assertThat(plan).isEqualTo("1. type '•••••' into 'current password'\n2. type '•••••' into 'new password'\n"
                + "3. type '•••••' into 'confirm new password'\n4. confirm 'submit'\n").doesNotContain("Wren", "Basil");
        // told and changed in one sentence: the telling goes, the change stays
        assertThat(planner.plan("My password is abc123, change it to Zebra-77-Moon").steps()).extracting(SubGoal::text)
                .containsExactly("abc123", "Zebra-77-Moon", "Zebra-77-Moon", null);
        assertThat(planner.plan("Change my password from hunter22 to Tr0ub4dor&3").steps()).extracting(SubGoal::text)
                .containsExactly("hunter22", "Tr0ub4dor&3", "Tr0ub4dor&3", null);
        assertThat(planner.plan("I think my password was leaked. My current password is abc-123; change it to Zebra-77-Moon.").steps())
                .extracting(SubGoal::kind).containsExactly(Kind.NOTE, Kind.TYPE, Kind.TYPE, Kind.TYPE, Kind.CONFIRM);
        assertThat(planner.plan("change the password to 'n3w pass' and log out of all other sessions").steps())
                .extracting(SubGoal::kind).containsExactly(Kind.TYPE, Kind.TYPE, Kind.CONFIRM, Kind.CLICK);
        assertThat(planner.plan("Quick question: how much money is in my savings account right now?").describe())
                .isEqualTo("1. answer 'savings account'\n");
        assertThat(planner.plan("How much money is left on my gift card?").describe()).isEqualTo("1. answer 'gift card'\n");
        assertThat(planner.plan("I'd like the newsletter only on Fridays from now on.").describe()).isEqualTo("1. tick 'only Fridays'\n");
        assertThat(planner.plan("Send it only on Mondays and Thursdays, then save").describe())
                .isEqualTo("1. tick 'only Mondays'\n2. tick 'Thursdays'\n3. save\n");
        assertThat(planner.plan("Don't wipe those downloads for good, just send them to the bin.").describe()).isEqualTo("1. click 'trash'\n");
        assertThat(planner.plan("Don't delete it, archive it instead").describe()).isEqualTo("1. click 'archive'\n");
        assertThat(planner.plan("don't save it").steps()).extracting(SubGoal::kind).containsExactly(Kind.CANCEL);
        assertThat(planner.plan("Push my dentist check-up back to Monday the 17th of November.").steps())
                .extracting(SubGoal::kind).containsExactly(Kind.PICK_DATE);
        assertThat(planner.plan("Which Saturday delivery slot is cheapest? Book that one for my order.").describe())
                .isEqualTo("1. choose 'Saturday delivery' [item] in 'cheapest'\n");
        assertThat(planner.plan("I'm making the spinach lasagne for 6 people. How much ricotta do I need?").steps().get(1).target())
                .isEqualTo("ricotta");
        assertThat(planner.plan("file it in the Events folder").steps()).extracting(SubGoal::kind).contains(Kind.CHOOSE);
        // a value for something else is not a password
        assertThat(planner.plan("Set it to 5").steps()).extracting(SubGoal::kind).containsExactly(Kind.SET_VALUE);
    }

    @Test
    void readsADayOfTheShownMonthAndADateWithoutAYearAsTheNextOne() {
        SubGoal day = planner.plan("Move the delivery to the 22nd of the same month, please").steps().get(0);
        assertThat(day.kind()).isEqualTo(Kind.PICK_DATE);
        assertThat(day.number()).isEqualTo(22.0);
        assertThat(day.describe()).isEqualTo("pick date day 22 of the month shown");
        assertThat(planner.plan("pick 3 July").steps().get(0).date()).isEqualTo(LocalDate.of(2027, 7, 3));
        assertThat(planner.plan("pick 24 December").steps().get(0).date()).isEqualTo(LocalDate.of(2026, 12, 24));
    }
    @Test
    void readsAFieldToldItsValueAndAComplaintsSubjectForIt() {
        assertThat(planner.plan("my email is ada@example.org, sign me in").steps().get(0).describe())
                .isEqualTo("type 'ada@example.org' into 'email'");
        assertThat(planner.plan("the password is Blue-Heron-9, unlock it").steps()).extracting(SubGoal::kind)
                .containsExactly(Kind.TYPE, Kind.CONFIRM);
        // how a thing is is no value to type: it stays a note, and its subject is what "it" then means
        assertThat(planner.plan("the study is too cold, warm it up to 19").describe())
                .isEqualTo("1. note 'the study is too cold'\n2. set value 'study' to 19\n");
        // the room after "in", and a number with its unit is still the number to set
        assertThat(planner.plan("It's too cold in the bedroom, set it to 21 degrees.").describe())
                .isEqualTo("1. set value 'bedroom' to 21\n");
        assertThat(planner.plan("set the name to 21 degrees").describe()).isEqualTo("1. type '21 degrees' into 'name'\n");
        assertThat(planner.plan("the meeting is at 3").steps()).extracting(SubGoal::kind).containsExactly(Kind.NOTE);
    }

    @Test
    void leavesWhatItIsToldToLeaveAndRepeatsAnActForAnotherOwner() {
        assertThat(planner.plan("Tick Carrot and Leek, leave the fruit unticked, and click Submit.").describe())
                .isEqualTo("1. tick 'Carrot'\n2. tick 'Leek'\n3. confirm 'Submit'\n");
        assertThat(planner.plan("Click the Mute button for Sofia Rossi and the one for Tom Becker.").describe())
                .isEqualTo("1. click 'Mute' [button] in 'Sofia Rossi'\n2. click 'Mute' [button] in 'Tom Becker'\n");
        assertThat(planner.plan("Like the post from Ann, then do the same for Bob").describe())
                .isEqualTo("1. click 'like' in 'post from Ann'\n2. click 'like' in 'post from Bob'\n");
    }

    @Test
    void agreeingToTermsTicksThemEvenInAListOfFields() {
        assertThat(planner.plan("Fill in City 'Leeds', agree to the terms and click Create account.").describe())
                .isEqualTo("1. type 'Leeds' into 'City'\n2. tick 'terms'\n3. click 'Create account'\n");
        assertThat(planner.plan("accept the terms and conditions").steps().get(0).kind()).isEqualTo(Kind.TICK);
        // accepting anything else is the dialog's button
        assertThat(planner.plan("accept the invitation").steps().get(0).kind()).isEqualTo(Kind.CONFIRM);
    }
    @Test
    void takesOutWhatIsNoLongerWanted() {
        assertThat(planner.plan("actually I don't want the teapot anymore, take it out and update my cart").describe())
                .isEqualTo("1. note 'I don't want the teapot anymore'\n2. click 'remove' in 'teapot'\n3. click 'update cart'\n");
        assertThat(planner.plan("take out the teapot").describe()).isEqualTo("1. click 'remove' in 'teapot'\n");
    }
    @Test
    void aQuestionOfWhichIsMostThenThatOneIsTheChoiceAndUnlockingItIsTheDialogsOk() {
        assertThat(planner.plan("Which delivery option gets it here fastest? Pick that one and go on to payment.").steps().get(0)
                .describe()).isEqualTo("choose 'fastest delivery' [item]");
        assertThat(planner.plan("the password is Blue-Heron-9, unlock it").steps().get(1).describe()).isEqualTo("confirm 'unlock'");
    }
    @Test
    void changesNotNeededMakeTheCloseOneThatDoesNotSave() {
        assertThat(planner.plan("just close it, I don't need the changes").describe()).isEqualTo("1. close 'it without saving'\n");
        assertThat(planner.plan("close the dialog").describe()).isEqualTo("1. close 'dialog'\n");
    }
    @Test
    void connectingAfterAPasswordIsTheDialogsActNotMoreOfThePassword() {
        Plan plan = planner.plan("Enter the network password hunter7 and connect.");
        assertThat(plan.steps().get(0).text()).isEqualTo("hunter7");
        assertThat(plan.steps().get(1).describe()).isEqualTo("confirm 'connect'");
    }
    @Test
    void aNameInBracketsAfterFromMeIsWhoWrites() {
        assertThat(planner.plan("post a quick comment from me (Raj): Great tips on watering").describe())
                .isEqualTo("1. type 'Raj' into 'name'\n2. type 'Great tips on watering' into 'comment'\n3. confirm 'post'\n");
    }

    @Test
    void aWishIsWhatItMeansNextAndDetailsAfterAColonFillTheFormBeforeTheAct() {
        assertThat(planner.plan("I want a copy of all the data this site keeps about me. Request it from the account settings.")
                .describe()).isEqualTo("1. click 'request copy'\n");
        assertThat(planner.plan("Register my air purifier for the warranty: model AX-300, my name is Priya Raman, "
                + "email priya.raman@example.net, and I live in Ireland.").describe())
                .isEqualTo("1. type 'AX-300' into 'model'\n2. type 'Priya Raman' into 'name'\n"
                        + "3. type 'priya.raman@example.net' into 'email'\n4. type 'Ireland' into 'country'\n5. click 'register air purifier'\n");
    }

    @Test
    void aCommentOnThePageIsItsFormAndARequestIsNoQuestionEvenBeforeAnotherSentence() {
        assertThat(planner.plan("Comment on this article as Ben, saying \"Basil grew great on my balcony\".").describe())
                .isEqualTo("1. type 'Ben' into 'name'\n2. type 'Basil grew great on my balcony' into 'comment'\n3. confirm 'post'\n");
        assertThat(planner.plan("Could you order the Diavola as a large with thin crust? I'll collect it myself.").describe())
                .doesNotContain("answer").startsWith("1. click 'order the Diavola as a large with thin crust'");
        // the settings of "this invoice" are read against the form as one sentence
        assertThat(planner.plan("Print this invoice on Letter paper, black and white please.").describe())
                .isEqualTo("1. click 'Print this invoice on Letter paper, black and white'\n");
        assertThat(planner.plan("star this message in the inbox").describe()).isEqualTo("1. click 'star message'\n");
    }

    @Test
    void aSetupsPartsAreTickedOrLeftOutBeforeItsActAndABookingsOptionsAreReadAgainstTheForm() {
        assertThat(planner.plan("Install with the examples and a desktop shortcut, but leave out the documentation.").describe())
                .isEqualTo("1. tick 'examples'\n2. tick 'desktop shortcut'\n3. untick 'documentation'\n4. confirm 'install'\n");
        assertThat(planner.plan("install without the documentation or the examples").describe())
                .isEqualTo("1. untick 'documentation'\n2. untick 'examples'\n3. confirm 'install'\n");
        // a dialog's OK (or a wizard's Next) between boxes keeps its place
        assertThat(planner.plan("tick Apple, then OK, then untick Pear").describe()).isEqualTo("1. tick 'Apple'\n2. confirm 'OK'\n3. untick 'Pear'\n");
        assertThat(planner.plan("Book the Cirrus room for 6 people with a projector, no catering.").describe())
                .isEqualTo("1. click 'Book the Cirrus room for 6 people with a projector, no catering'\n");
    }

    @Test
    void goingSomewhereIsAClickOnWhatNamesIt() {
        assertThat(planner.plan("Navigate to Contact Us").describe()).isEqualTo("1. click 'Contact Us'\n");
        assertThat(planner.plan("head over to Settings and turn on dark mode").describe())
                .isEqualTo("1. click 'Settings'\n2. tick 'dark mode'\n");
    }

    @Test
    void readsHowManyPeopleAreFedAsTheServingsBeforeTheQuestion() {
        assertThat(planner.plan("I'm making the spinach lasagne for 6 people. How much ricotta do I need?").describe())
                .isEqualTo("1. set value 'servings' to 6\n2. answer 'ricotta'\n");
        // told without a count of people, it stays context
        assertThat(planner.plan("I'm making the spinach lasagne tonight. How much ricotta do I need?").steps().get(0).kind())
                .isEqualTo(Kind.NOTE);
    }

    @Test
    void readsACountOfAThingInTheBasketAndACodeThePageShows() {
        assertThat(planner.plan("In my basket, I only need 2 of the Barista oat drink").describe())
                .isEqualTo("1. set value 'quantity' to 2 in 'Barista oat drink'\n");
        assertThat(planner.plan("use the spring discount code from the banner").describe())
                .isEqualTo("1. answer 'spring code'\n2. type '{what was read}' into 'code' [editable]\n3. confirm 'Apply'\n");
        // a code the goal gives is typed as given
        assertThat(planner.plan("use the discount code SPRING10").steps()).noneMatch(s -> s.kind() == Kind.ANSWER);
    }

    @Test
    void readsSomeonesNewDetailToldThenUpdateItAsEditingTheirContact() {
        assertThat(planner.plan("Amir Haddad has a new mobile number, 07700 900123. Update it in his contact and leave his work "
                + "number as it is.").describe()).isEqualTo("1. click 'edit' in 'Amir Haddad'\n"
                + "2. type '07700 900123' into 'mobile number'\n3. save\n");
        assertThat(planner.plan("Maria has a new email: maria.k@example.org. Please update it.").steps())
                .anySatisfy(s -> assertThat(s.text()).isEqualTo("maria.k@example.org"));
    }

    @Test
    void readsWhatHappenedAsTheReasonAndThatThingAsTheOneItNumbers() {
        assertThat(planner.plan("Hartley & Sons paid invoice 2231 in full by bank transfer. Could you record that payment?").describe())
                .isEqualTo("1. click 'record payment' in '2231'\n");
        // told alone, what happened is still read against the screen
        assertThat(planner.plan("I lost my card").steps()).singleElement().satisfies(s -> assertThat(s.kind()).isEqualTo(Kind.NOTE));
    }

    @Test
    void aReplyThatHedgesIsTheMaybeAndAMessageNotToSendIsABoxUntickedFirst() {
        assertThat(planner.plan("Tell them I might make it to the retro, but don't send Noor an email about it.").describe())
                .isEqualTo("1. untick 'email'\n2. click 'maybe'\n");
        assertThat(planner.plan("Decline it, and do not notify anyone").describe()).isEqualTo("1. untick 'notify'\n2. click 'decline'\n");
        // "do not ..." is no question
        assertThat(planner.plan("Do not send the newsletter").steps()).singleElement()
                .satisfies(s -> assertThat(s.kind()).isEqualTo(Kind.CANCEL));
        // a refusal stays the dialog's Decline
        assertThat(planner.plan("tell them I can't make it").steps()).singleElement()
                .satisfies(s -> assertThat(s.kind()).isEqualTo(Kind.CANCEL));
    }

    @Test
    void whyAndWhenSaidAroundAnActAskNothingAndItIsTheThingTheSentenceBeforeNamed() {
        assertThat(planner.plan("Turn the new checkout flow on in staging so QA can try it out, but leave production as it is.")
                .describe()).isEqualTo("1. tick 'new checkout flow' in 'staging'\n");
        // a purpose that says where stays ("so I can pick them up at the Riverside branch")
        assertThat(planner.plan("log me in - user mtorres, pw river42. it's a shared computer so I don't want it to remember me")
                .describe()).contains("untick 'remember me'");
        assertThat(planner.plan("I've misplaced my debit card, it's probably somewhere at home. Freeze it for now.").describe())
                .isEqualTo("1. click 'freeze' in 'debit card'\n");
        assertThat(planner.plan("I've started working Saturdays, so my work alarm needs to go off on Saturdays too. "
                + "Also give it a ten-minute snooze.").describe())
                .isEqualTo("1. tick 'Saturday' in 'work alarm'\n2. set value 'snooze' to 10 in 'work alarm'\n");
        assertThat(planner.plan("We just sold our last small walnut dining table, so set its stock to zero. "
                + "And drop the large walnut one to £749 while you're at it.").describe())
                .isEqualTo("1. set value 'stock' to 0 in 'small walnut dining'\n2. set value 'price' to 749 in 'large walnut dining'\n");
        // a limit brought to a sum stays that limit; a thing brought to a sum is its price
        assertThat(planner.plan("drop the blue sofa to £400").describe()).isEqualTo("1. set value 'price' to 400 in 'blue sofa'\n");
        assertThat(planner.plan("lower the overdraft limit to £500").describe()).doesNotContain("price");
    }

    @Test
    void aThingToldAboutBeforeAColonIsOpenedThenLabelledAndAReviewerAsked() {
        assertThat(planner.plan("Kofi's pull request about rate limiting can't be merged until the docs are written: "
                + "label it needs-docs and ask Mei to review it.").describe()).isEqualTo("1. note 'Kofi's pull request about rate "
                + "limiting can't be merged until the docs are written'\n2. click 'rate limiting' in 'Kofi'\n"
                + "3. tick 'needs-docs' in 'labels'\n4. tick 'Mei' in 'reviewers'\n");
        assertThat(planner.plan("request a review from Ahmed Saleh").describe()).isEqualTo("1. tick 'Ahmed Saleh' in 'reviewers'\n");
        assertThat(planner.plan("tag it as a regression").describe()).isEqualTo("1. tick 'regression' in 'tags'\n");
        // a colon after an act is no told sentence
        assertThat(planner.plan("Send Ana a message: the meeting moved").describe()).doesNotContain("note");
    }

    @Test
    void aPersonAddedToAnEventOpensItAndAReminderIsTheOptionThatSaysItsTime() {
        assertThat(planner.plan("Add Omar to Thursday's design review, and make it remind me half an hour before it starts.").describe())
                .isEqualTo("1. click 'design review' in 'Thursday'\n2. type 'Omar' into 'add' [editable]\n3. choose '30 minutes before'\n");
        assertThat(planner.plan("remind me an hour before").describe()).isEqualTo("1. choose '1 hour before'\n");
        assertThat(planner.plan("remind me ten minutes before it starts").describe()).isEqualTo("1. choose '10 minutes before'\n");
        // a department is no event: the form's name and department are read against the screen
        assertThat(planner.plan("Add Lin Chen to the Finance department.").describe()).doesNotContain("type");
    }

    @Test
    void subtitlesInALanguageAreAChoiceOfLanguage() {
        assertThat(planner.plan("turn on English subtitles").describe()).isEqualTo("1. choose 'English' in 'subtitles'\n");
        assertThat(planner.plan("turn on subtitles").describe()).isEqualTo("1. tick 'subtitles'\n");
    }

    @Test
    void whatAComplaintOrAToldRowNamesIsWhatTheActIsOn() {
        assertThat(planner.plan("The kitchen light keeps flickering, so turn it off").describe()).isEqualTo("1. untick 'kitchen light'\n");
        assertThat(planner.plan("Our only oak bookcase is sold out, so set its stock to 0").describe())
                .isEqualTo("1. set value 'stock' to 0 in 'oak bookcase'\n");
        // a row's own verb acts on the row told about where it stands
        assertThat(planner.plan("Sara's expense claim about the taxi has no receipt: reject it.").describe())
                .endsWith("click 'reject' in 'taxi Sara'\n");
        // a message not to send stays a step before what to do instead
        assertThat(planner.plan("Don't notify the guests, just move the meeting to 3pm").describe()).startsWith("1. untick 'notify'\n");
        assertThat(planner.plan("Accept the invitation, but don't send a reply to the organiser").describe())
                .isEqualTo("1. untick 'reply'\n2. confirm 'accept'\n");
    }

    @Test
    void noButtonSaysItSoTheRestOfTheWordsAreWhatIsPressed() {
        assertThat(planner.plan("mark it as read").describe()).isEqualTo("1. click 'mark as read'\n");
        assertThat(planner.plan("Pin this note and make it green.").describe()).endsWith("2. click 'green'\n");
        assertThat(planner.plan("make it a return").describe()).isEqualTo("1. click 'return'\n");
        // why it is set, said about others after its value, asks nothing
        assertThat(planner.plan("Set the thermostat to 21 so the kids stay warm").describe()).isEqualTo("1. set value 'thermostat' to 21\n");
    }

    @Test
    void aReasonSaidAfterTheRequestIsToldNotClicked() {
        assertThat(planner.plan("Could you turn off notifications for the Family group chat? It's too noisy.").describe())
                .isEqualTo("1. untick 'notifications' in 'Family group chat'\n2. note 'It's too noisy'\n");
        assertThat(planner.plan("Sign me up for the Thursday yoga class at 6:30, not the morning one.").describe())
                .isEqualTo("1. click 'sign up' in 'Thursday yoga class at 6:30'\n");
        // (a wish still asks)
        assertThat(Words.isStatement("It's too noisy")).isTrue();
        assertThat(Words.isStatement("It is not working")).isTrue();
        assertThat(Words.isStatement("Items in the basket")).isFalse();
    }

    @Test
    void keepingABoxOnTicksItAndLeavingAListIsItsOwnButton() {
        assertThat(planner.plan("Turn off Bluetooth but keep Wi-Fi on").describe()).isEqualTo("1. untick 'Bluetooth'\n2. tick 'Wi-Fi'\n");
        assertThat(planner.plan("Unsubscribe me from the weekly digest but keep the security alerts on.").describe())
                .isEqualTo("1. click 'unsubscribe' in 'weekly digest'\n2. tick 'security alerts'\n");
        // every list but one is read against the boxes as a whole
        assertThat(planner.plan("Unsubscribe me from every mailing list except the Saturday digest.").describe())
                .doesNotContain("in 'every");
        assertThat(planner.plan("Check out as a guest").describe()).isEqualTo("1. click 'Check out as a guest'\n");
    }

    @Test
    void whatToSayIsTheMessageWhateverTheVerbAndNothingAfterTheLoginIsLost() {
        assertThat(planner.plan("Reply to Tom and say I'm running late").describe())
                .contains("type 'I'm running late' into 'message'").endsWith("click 'send'\n");
        assertThat(planner.plan("Reply to Tom: I'm running late").describe()).contains("type 'I'm running late' into 'message'");
        assertThat(planner.plan("Message Sam and tell him the meeting moved").describe())
                .contains("type 'the meeting moved' into 'message'");
        assertThat(planner.plan("Fill in the contact form: name Jo Park, subject Refund, and say my parcel never arrived. Then send it.")
                .describe()).contains("type 'my parcel never arrived' into 'message'").endsWith("click 'send'\n");
        assertThat(planner.plan("Log in as maya with password Quill-88 and open my messages.").describe())
                .endsWith("click 'messages'\n");
    }

    @Test
    void aValueSaidRoughlyIsItsNumberAndADefaultIsSetOnItsRow() {
        assertThat(planner.plan("Set the brightness to about 60%").describe()).isEqualTo("1. set value 'brightness' to 60\n");
        assertThat(planner.plan("Make the Office printer my default").describe())
                .isEqualTo("1. click 'set as default' in 'Office printer'\n");
        assertThat(planner.plan("Move the Budget card from To do to Done").describe())
                .isEqualTo("1. click 'move to' in 'Budget'\n2. choose 'Done'\n");
    }

    @Test
    void aCodeIsTypedInItsBoxThingsListedAreAddedEachAndWhatAThingBecomesIsWhatIsSet() {
        assertThat(planner.plan("Remove the last item from the cart and apply the code SPRING10.").describe())
                .endsWith("2. type 'SPRING10' into 'code'\n3. confirm 'apply'\n");
        assertThat(planner.plan("Enter the promo code SPRING10 and apply it").describe())
                .isEqualTo("1. type 'SPRING10' into 'promo code'\n2. confirm 'apply'\n");
        assertThat(planner.plan("Add milk, eggs and bread to the shopping list.").steps()).hasSize(3)
                .extracting(SubGoal::where).extracting(Qualifiers::container).containsExactly("milk", "eggs", "bread");
        assertThat(planner.plan("Change the meeting room booking from 2pm to 3pm.").describe()).contains("'3pm'").doesNotContain("2pm");
        assertThat(planner.plan("Switch my plan to the yearly one").describe()).contains("'yearly'").doesNotContain("one");
    }

    @Test
    void aBookingsNameAndDayAreSetAndWhatFollowsAJourneyComesAfterItsSearch() {
        assertThat(planner.plan("Book a table for 2 on Friday at 7:30 pm under the name Rossi.").describe())
                .isEqualTo("1. type 'Rossi' into 'name'\n2. set value 'number of guests' to 2\n3. choose '7:30 pm'\n"
                        + "4. pick date 2026-12-04 in 'date'\n5. click 'book'\n");
        assertThat(planner.plan("I don't run any more, so take me out of the Riverside Runners group.").describe())
                .isEqualTo("1. click 'leave Riverside Runners group'\n");
        assertThat(planner.plan("Sign off my letter to the council with 'Yours faithfully' instead of 'Yours sincerely', and save it.")
                .describe()).startsWith("1. click 'Find and Replace'\n2. type 'Yours sincerely' into 'search for'");
        assertThat(planner.plan("I've just put the bread in the oven. It's 10:20 now and it has to come out at 11:05. Set the timer for that.")
                .describe()).endsWith("set value 'timer' to 45\n");
        assertThat(planner.plan("Dinner last night came to £84 for the four of us and I paid the whole bill. Ask Ana, Ben and Chloe to pay "
                + "me back their share.").describe()).isEqualTo("1. click 'Ask Ana, Ben and Chloe to pay me back £21 each'\n");
        assertThat(planner.plan("It's 2.6 metres tall. Book the cheapest parking it will fit in.").describe())
                .isEqualTo("1. note 'It's 2.6 metres tall'\n2. choose 'cheapest parking it will fit in'\n3. click 'book'\n");
        assertThat(planner.plan("Play my Morning Run playlist on shuffle, with the whole playlist on repeat.").describe())
                .isEqualTo("1. click 'play' in 'Morning Run'\n2. tick 'shuffle'\n3. tick 'repeat'\n");
        assertThat(planner.plan("Put the album on repeat").describe()).isEqualTo("1. tick 'repeat'\n");
        // (a booking after what is told; its time is the form's first after the one told, chosen against the form's list)
        assertThat(planner.plan("Our film finishes at 9:15 tonight. Book us a table for two at the first time they have after that.")
                .describe()).isEqualTo("1. note 'Our film finishes at 9:15 tonight'\n2. set value 'number of guests' to 2\n3. click 'book'\n");
        assertThat(planner.plan("Find a flight from Oslo to Rome on 14 May and pick the cheapest one.").describe())
                .isEqualTo("1. type 'Oslo' into 'From'\n2. type 'Rome' into 'To'\n3. pick date 2027-05-14 in 'date'\n4. click 'find'\n"
                        + "5. choose 'cheapest one'\n");
    }

    @Test
    void aCountOfThingsInAStateAsksForThingsInThatState() {
        assertThat(planner.plan("How many tickets are still open?").describe()).isEqualTo("1. answer 'open tickets'\n");
        assertThat(planner.plan("How many of my invoices are overdue?").describe()).isEqualTo("1. answer 'overdue invoices'\n");
        assertThat(planner.plan("How many unread emails are there?").describe()).isEqualTo("1. answer 'unread emails'\n");
    }

    @Test
    void theMiddleOfASliderAValueSaidAfterAsAndBothOfTwo() {
        assertThat(planner.plan("Set the slider to the middle").describe()).isEqualTo("1. set value to its middle [slider]\n");
        assertThat(planner.plan("Move the volume slider to halfway").describe()).isEqualTo("1. set value 'volume' to its middle [slider]\n");
        assertThat(planner.plan("Move the card to the middle").describe()).doesNotContain("set value");
        assertThat(planner.plan("Fill in your name as Sam Lee and your email as sam@lee.dev").describe())
                .isEqualTo("1. type 'Sam Lee' into 'name'\n2. type 'sam@lee.dev' into 'email'\n");
        assertThat(planner.plan("Tick both Red and Blue").describe()).isEqualTo("1. tick 'Red'\n2. tick 'Blue'\n");
        assertThat(planner.plan("Write 'Meeting notes' as the first line").describe())
                .isEqualTo("1. key ctrl+home\n2. type 'Meeting notes\n'\n");
    }

    @Test
    void aTextAfterItsFieldsColonAFolderOnTheDesktopADayOfNextMonthAndAnAnswerWord() {
        assertThat(planner.plan("Type your feedback: the app crashes on startup. Then send.").describe())
                .isEqualTo("1. type 'the app crashes on startup' into 'feedback'\n2. click 'send'\n");
        assertThat(planner.plan("Save the file as report-final.txt on the Desktop.").describe())
                .isEqualTo("1. save as '~/Desktop/report-final.txt'\n");
        assertThat(planner.plan("Set the date to the 21st of next month and confirm.").describe())
                .startsWith("1. pick date 2027-01-21");
        assertThat(planner.plan("Answer No to the question.").describe()).isEqualTo("1. click 'No'\n");
        assertThat(planner.plan("Mark the task \"Pay rent\" as done.").describe()).isEqualTo("1. tick 'Pay rent'\n");
        assertThat(planner.plan("Tick off Pay rent").describe()).isEqualTo("1. tick 'Pay rent'\n");
        assertThat(planner.plan("Accept the invitation from Jonas").describe()).isEqualTo("1. click 'accept' in 'invitation from Jonas'\n");
        assertThat(planner.plan("Accept the cookies").describe()).isEqualTo("1. confirm 'accept'\n");
        assertThat(planner.plan("Decline the invitation to the Friday social and say I'm away.").describe())
                .isEqualTo("1. click 'decline' in 'invitation to the Friday social'\n2. note 'I'm away'\n");
    }

    @Test
    void aValueUpdatedOrChangedByAnAmountIsSetInThePlaceItIsOf() {
        assertThat(planner.plan("Update my email to a@b.com").describe()).isEqualTo("1. type 'a@b.com' into 'email'\n");
        assertThat(planner.plan("Can you turn the heating down by 2 degrees in the bedroom?").describe())
                .isEqualTo("1. set value 'heating' down by 2 in 'bedroom'\n");
        assertThat(planner.plan("Change the quantity of the coffee beans to 3.").describe())
                .isEqualTo("1. set value 'quantity' to 3 in 'coffee beans'\n");
        assertThat(planner.plan("Set the number of guests to 4").describe()).isEqualTo("1. set value 'number of guests' to 4\n");
    }

    @Test
    void plainDialogCommandsWithTheirPlaceSaidFirstOrTwoValuesInOneBreath() {
        assertThat(planner.plan("From the list of fruits, choose Kiwi and confirm.").describe())
                .isEqualTo("1. choose 'Kiwi'\n2. confirm 'confirm'\n");
        assertThat(planner.plan("Select Tuesday and Thursday in the checklist, then OK.").describe())
                .isEqualTo("1. tick 'Tuesday'\n2. tick 'Thursday'\n3. confirm 'OK'\n");
        assertThat(planner.plan("In the form, put Jane in First name and Doe in Last name, then OK.").describe())
                .isEqualTo("1. type 'Jane' into 'First name'\n2. type 'Doe' into 'Last name'\n3. confirm 'OK'\n");
        assertThat(planner.plan("Open notes.txt, add a line \"Buy milk\" at the end and save.").describe())
                .isEqualTo("1. click 'notes.txt'\n2. key ctrl+end\n3. type 'Buy milk'\n4. save\n");
        assertThat(planner.plan("Leave the default and click OK.").describe()).isEqualTo("1. confirm 'OK'\n");
        assertThat(planner.plan("Select the row where the status is Failed and click OK.").describe())
                .isEqualTo("1. choose 'Failed'\n2. confirm 'OK'\n");
        assertThat(planner.plan("Highlight Paris in the list and continue.").describe()).startsWith("1. choose 'Paris'");
        assertThat(planner.plan("Choose the entry that costs the least and confirm.").describe())
                .isEqualTo("1. choose 'cheapest'\n2. confirm 'confirm'\n");
    }

    @Test
    void signingUpWithValuesFillsThemThenSignsUp() {
        assertThat(planner.plan("Sign up with the username frodo, email frodo@shire.me and password Ring-Bearer-1.").describe())
                .isEqualTo("1. type 'frodo' into 'username'\n2. type 'frodo@shire.me' into 'email'\n3. type '•••••' into 'password'\n"
                        + "4. click 'Sign up'\n").doesNotContain("Ring");
        assertThat(planner.plan("Subscribe to the newsletter with my email ana@mail.com.").describe())
                .startsWith("1. type 'ana@mail.com' into 'email'\n2. click 'Subscribe");
    }

    @Test
    void aSentenceThatStartsWithAndIsItsOwnAndSkipSwapAndOfferAreActs() {
        assertThat(planner.plan("Move my tutorial to the Friday group. And I'd like reminders by text as well.").describe())
                .contains("note 'I'd like reminders by text");
        assertThat(planner.plan("I'm away next week, so skip that delivery.").describe()).isEqualTo("1. click 'skip delivery'\n");
        assertThat(planner.plan("The orders were school uniform, so file them under Kids instead of Shopping.").describe())
                .doesNotContain("Shopping");
        // a number replaced says which line to change, and stays
        assertThat(planner.plan("The heating should come on at 9 instead of 8.").describe()).contains("instead of 8");
    }

    @Test
    void aRequestPutAsAQuestionAsksForTheActAndAQuestionForAnAnswerStaysOne() {
        assertThat(planner.plan("The kitchen tap has been dripping for days, can you report it to the landlord?").describe())
                .isEqualTo("1. note 'The kitchen tap has been dripping for days'\n2. click 'report'\n");
        assertThat(planner.plan("Can you tell me the total?").describe()).isEqualTo("1. answer 'total'\n");
        assertThat(planner.plan("Could you archive the Q3 report?").steps()).singleElement()
                .satisfies(s -> assertThat(s.kind()).isEqualTo(Kind.CLICK));
    }

    @Test
    void aSentenceAboutSomeonesPlansOrWhenThingsHappenIsTold() {
        assertThat(planner.plan("My daughter's off to Spain next week. Block premium-rate numbers on her line.").steps().get(0))
                .satisfies(s -> assertThat(s.kind()).isEqualTo(Kind.NOTE));
        assertThat(planner.plan("The school's weekly newsletters keep cluttering my inbox. Archive them.").steps().get(0).kind())
                .isEqualTo(Kind.NOTE);
        assertThat(planner.plan("Cheap-rate electricity starts at 1am. Run the dishwasher.").steps().get(0).kind()).isEqualTo(Kind.NOTE);
        assertThat(planner.plan("Archive the newsletters. Emails from the school office should still land in my inbox.").steps())
                .extracting(SubGoal::kind).endsWith(Kind.NOTE);
        // "the file's menu" is a thing's own, not a sentence about it
        assertThat(planner.plan("Open the file's menu").steps().get(0).kind()).isNotEqualTo(Kind.NOTE);
    }

    @Test
    void anAccountForSomeoneTakesTheirNameAndIsMadeAfterAllItsSettings() {
        Plan plan = planner.plan("Make an account on this computer for my son, Leo Marsh, with the username leo and the password "
                + "Otter-Pond-7. He's only nine, so he shouldn't be an administrator, and turn on parental controls.");
        assertThat(plan.steps().stream().filter(s -> s.kind() != Kind.NOTE).map(SubGoal::describe)).containsExactly(
                "type 'Leo Marsh' into 'name'", "type 'leo' into 'username'", "type '•••••' into 'password'", "choose 'Standard'",
                "tick 'parental controls'", "click 'make account'");
        assertThat(planner.plan("Add a user called sam without admin rights").describe()).contains("choose 'Standard'")
                .doesNotContain("admin");
        // what comes after the act ("Then verify your email") stays after it
        assertThat(planner.plan("Create an account with the email a@b.org and password X1-y. Then verify your email").describe())
                .contains("3. click 'create account'\n4. click 'verify email'");
    }

    @Test
    void aPlaceSaidFirstHoldsTheActAndASwapForAKindChoosesIt() {
        assertThat(planner.plan("Skip that delivery. And in the box after that one, tick gift wrap.").describe())
                .isEqualTo("1. click 'skip delivery'\n2. tick 'gift wrap' in 'box after that one'\n");
        assertThat(planner.plan("Swap the salmon for something vegetarian.").describe())
                .isEqualTo("1. click 'swap salmon'\n2. choose 'vegetarian'\n");
        assertThat(planner.plan("Swap the rice for something else.").describe()).isEqualTo("1. click 'swap rice'\n");
        // "the cheapest roaming pass" is a thing to put on a line, not a password
        assertThat(planner.plan("Put the cheapest roaming pass on her line").steps()).noneMatch(SubGoal::secret);
    }

    @Test
    void anOutingThenAQuestionAboutItAsksAboutThatThing() {
        assertThat(planner.plan("I want to catch the accessibility talk on the second day of the summit. Which room is it in?")
                .describe()).isEqualTo("1. answer 'accessibility talk room'\n");
        assertThat(planner.plan("I want to see the jazz band on Saturday. What time do they start?").describe())
                .isEqualTo("1. answer 'jazz band time'\n");
    }

    @Test
    void aValueThatChangedAPreferenceAndANeedAreReadAsWhatToSet() {
        assertThat(planner.plan("My phone number changed to 07700 900123, please update it.").describe())
                .isEqualTo("1. type '07700 900123' into 'phone number'\n");
        assertThat(planner.plan("I'd rather get the newsletter monthly instead of weekly.").describe())
                .isEqualTo("1. choose 'monthly' in 'newsletter'\n");
        assertThat(planner.plan("Please turn off notifications for the Football group but keep the Family one on.").describe())
                .endsWith("2. tick 'Family'\n");
        assertThat(planner.plan("Our cat needs her vaccination, book her in with Dr Patel next week.").steps().get(0).kind())
                .isEqualTo(Kind.NOTE);
    }

    @Test
    void aSettingTurnedOnUsingAWayOfItsOwnIsOnThenThatWayChosen() {
        assertThat(planner.plan("Enable two-factor authentication using the authenticator app").describe())
                .isEqualTo("1. tick 'two-factor authentication'\n2. choose 'authenticator app'\n");
        // a message given with it is typed, not chosen
        assertThat(planner.plan("Turn on automatic replies with the message \"Back on Monday\"").describe())
                .contains("type 'Back on Monday'").doesNotContain("choose");
    }

    @Test
    void theCheaperOfTwoADayCountedInTheMonthNamedAndSettingsMadeOrPutOn() {
        assertThat(planner.plan("Book me the cheaper of the two morning trains to Leeds on Friday.").describe())
                .isEqualTo("1. choose 'cheapest morning trains to Leeds' in 'Friday'\n2. click 'book'\n");
        assertThat(planner.plan("Our book club always meets on the last Friday of the month, so set June's meeting to that day.")
                .describe()).isEqualTo("1. pick date 2027-06-25 in 'meeting'\n");
        assertThat(planner.plan("My eyes get tired reading in bed at night, so make the text size 20 and put the dark theme on.")
                .describe()).isEqualTo("1. set value 'text size' to 20\n2. tick 'dark theme'\n");
        assertThat(planner.plan("Star Priya Shah's email about the venue deposit, then archive the Foxglove Books newsletter.")
                .describe()).endsWith("2. click 'archive' in 'Foxglove Books newsletter'\n");
    }

    @Test
    void whereARequestGoesIsChosenBeforeItIsSentAndHoursGoInTheirRowsDay() {
        assertThat(planner.plan("Request just the tablets, and I'd like to pick them up from the Market Street branch this time.")
                .describe()).isEqualTo("1. choose 'Market Street branch'\n2. click 'Request just the tablets'\n");
        // a booking and a choice after it keep their order: the booking may be what offers the choice
        assertThat(planner.plan("Book the 9:00 slot and choose the window seat").describe())
                .isEqualTo("1. click 'book 9:00 slot'\n2. choose 'window seat'\n");
        assertThat(planner.plan("Put 3 hours of Training on Thursday in this week's timesheet, then submit it.").describe())
                .startsWith("1. type '3' into 'Training Thursday'\n");
    }

    @Test
    void aDeclineAboutThingsToGetIsWhatToLeaveOutButADeclineOfTheScreensQuestionStaysAStep() {
        assertThat(planner.plan("I've still got a couple of inhalers, so don't order any of those. Request just the tablets.")
                .describe()).startsWith("1. note 'don't order any of those'\n");
        assertThat(planner.plan("Never buy them again").describe()).isEqualTo("1. note 'Never buy them again'\n");
        assertThat(planner.plan("Close the report and don't save them").describe()).contains("cancel 'don't save them'");
        assertThat(planner.plan("Don't restart the router").describe()).isEqualTo("1. cancel 'Don't restart the router'\n");
    }

    @Test
    void someonesDoingAndHowTheyAreAreToldAValueInItsUnitIsSetAndADonationsOwnerIsItsPlace() {
        assertThat(planner.plan("My nephew's staying with us this weekend and he's allergic to sesame. Take everything with sesame in it "
                + "out of my basket.").describe()).isEqualTo("1. note 'My nephew's staying with us this weekend'\n"
                + "2. note 'he's allergic to sesame'\n3. click 'remove' in 'everything with sesame in it'\n");
        assertThat(planner.plan("Make my daily goal 20 minutes, then save.").describe())
                .isEqualTo("1. set value 'daily goal' to 20\n2. save\n");
        assertThat(planner.plan("Raise my monthly donation to Coastal Rescue to £15").describe())
                .isEqualTo("1. set value 'monthly donation' to 15 in 'Coastal Rescue'\n");
        // a plain "to" is still the value: "set the volume to 30"
        assertThat(planner.plan("Set the volume to 30").describe()).isEqualTo("1. set value 'volume' to 30\n");
    }

    @Test
    void aToldComparisonIsTheChangeOnceChangeItPointsAtIt() {
        assertThat(planner.plan("The new neon tetras need the water two degrees warmer than the heater is set to now. Change it for me.")
                .describe()).endsWith("set value up by 2\n");
        assertThat(planner.plan("The soup is two degrees colder than it should be.").describe()).doesNotContain("set value");
    }

    @Test
    void seatCodesSaidBesideABookingAreEachChosenBeforeItIsSent() {
        assertThat(planner.plan("Book two adult tickets for The Lantern Keeper at 19:40 on Saturday, seats F7 and F8, and confirm the "
                + "booking.").describe()).endsWith("2. choose 'seat F7'\n3. choose 'seat F8'\n4. confirm 'confirm'\n");
        assertThat(planner.plan("Book the 10:15 flight to Oslo in seats 12C and 12D, then pay").describe())
                .isEqualTo("1. click 'book 10:15 flight'\n2. choose 'seat 12C'\n3. choose 'seat 12D'\n4. click 'pay'\n");
    }

    @Test
    void aThingDescribedAfterAColonIsToldForTheFormNotTypedIntoAFieldNamedByTheVerb() {
        assertThat(planner.plan("Register my bike: it's a dark green Raleigh hybrid, frame number WTU-3381-K.").describe())
                .isEqualTo("1. note 'it's a dark green Raleigh hybrid, frame number WTU-3381-K'\n");
        assertThat(planner.plan("Subject: lunch on Friday").describe()).contains("into 'Subject'");
    }

    @Test
    void everydayWaysOfSayingSetTurnOffAndWhichOnes() {
        assertThat(planner.plan("Switch the news app to the dark theme, bump the text size up to Large and stop videos from playing on "
                + "their own. Save the changes.").describe()).isEqualTo("1. type 'dark' into 'theme'\n2. type 'Large' into 'text size'\n"
                + "3. untick 'videos playing automatically'\n4. save\n");
        assertThat(planner.plan("Turn the volume down to 20").describe()).isEqualTo("1. set value 'volume' to 20\n");
        assertThat(planner.plan("Stop apps from sending me emails").describe()).isEqualTo("1. untick 'apps sending me emails'\n");
        assertThat(planner.plan("Put three jars of smooth peanut butter in my trolley, the 340g ones").describe())
                .contains("in 'smooth peanut butter 340g'").contains("set value 'quantity' to 3");
        // a bus stop is no "stop from"; a switch of rooms is no theme
        assertThat(planner.plan("Switch the meeting to room 4").describe()).doesNotContain("theme");
    }

    @Test
    void aDayToldInOneSentenceIsTheDayThatTheNextOnePicks() {
        assertThat(planner.plan("The plumber says he can come on the first Tuesday of next month. Pick that day for the boiler service.")
                .describe()).endsWith("pick date 2027-01-05 in 'boiler service'\n");
        assertThat(planner.plan("Pick the last Friday of this month").describe()).isEqualTo("1. pick date 2026-12-25\n");
    }

    @Test
    void detailsToldAfterABookingAreSetBeforeItIsSent() {
        assertThat(planner.plan("Book a table for four at Osteria Lume on Friday 24 October at 8pm. We'd like to sit by the window, "
                + "and it's a birthday.").describe()).endsWith("4. note 'We'd like to sit by the window'\n5. note 'it's a birthday'\n"
                + "6. click 'book table'\n");
        // a told sentence before the ask stays where it is; a sentence that is the order itself is not moved past
        assertThat(planner.plan("Could you order the Diavola as a large with thin crust? I'll collect it myself.").describe())
                .startsWith("1. click 'order the Diavola");
    }
}
