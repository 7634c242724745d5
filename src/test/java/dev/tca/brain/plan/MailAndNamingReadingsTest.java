package dev.tca.brain.plan;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Goals phrased the way other people write them: mail acts of several steps (open, reply or
 * forward, write, send), targets named by "titled"/"labelled"/"number 2", boxes "for" their label,
 * forms filled "with" pairs, wishes into a bag, sorting, removing from a cart.
 */
class MailAndNamingReadingsTest {

    private final GoalPlanner planner = new GoalPlanner(null, LocalDate.of(2026, 12, 4));

    private String plan(String goal) {
        return planner.plan(goal).describe();
    }

    @Test
    void repliesOpenTheSendersMessageThenWriteAndSend() {
        assertThat(plan("Find the email by Lara and reply to her with 'See you soon'"))
                .isEqualTo("1. click 'Lara'\n2. click 'reply'\n3. type 'See you soon' into 'message'\n4. click 'send'\n");
        assertThat(plan("reply 'ok' to the message from Tom"))
                .isEqualTo("1. click 'Tom'\n2. click 'reply'\n3. type 'ok' into 'message'\n4. click 'send'\n");
        // she sent two: the subject picks the one
        assertThat(plan("Reply to Sofia's email about dinner with 'Thursday works'")).startsWith("1. click 'dinner'\n2. click 'reply'");
        // the message in view is not opened again
        assertThat(plan("reply to it saying see you on Monday")).isEqualTo("1. click 'reply'\n2. type 'see you on Monday' into 'message'\n3. click 'send'\n");
    }

    @Test
    void aNewThingCalledSomethingIsItsFormOpenedNamedAndCreated() {
        assertThat(plan("Create a new folder called Quarterly Reports"))
                .isEqualTo("1. open 'folder'\n2. type 'Quarterly Reports' [editable]\n3. confirm 'create'\n");
        assertThat(plan("Please add a task named 'Buy milk'")).isEqualTo("1. open 'task'\n2. type 'Buy milk' [editable]\n3. confirm 'add'\n");
        assertThat(plan("make a new playlist 'Road Trip'")).startsWith("1. open 'playlist'\n2. type 'Road Trip'");
        // two words naming the thing; "named" is never part of it
        assertThat(plan("Please make a new folder named 'Tax 2026'")).startsWith("1. open 'folder'\n");
        assertThat(plan("add a shopping list called Weekend")).startsWith("1. open 'shopping list'\n");
        // a comment saying something is written, not named
        assertThat(plan("Add a comment saying 'Looks good'")).isEqualTo("1. type 'Looks good' into 'comment'\n2. confirm 'add'\n");
    }

    @Test
    void ratingsValuesAsFieldsAndDeletingASelection() {
        assertThat(plan("Rate it 4 stars")).isEqualTo("1. click '4 stars'\n");
        assertThat(plan("give Harbour Lights a 3-star rating")).isEqualTo("1. click '3 stars' in 'Harbour Lights'\n");
        assertThat(plan("rate the recipe three out of five stars")).isEqualTo("1. click '3 stars'\n");
        assertThat(plan("Enter 10:30 AM as the time and press submit")).isEqualTo("1. type '10:30 AM' into 'time'\n2. confirm 'submit'\n");
        assertThat(plan("Use ana.k as your username")).isEqualTo("1. type 'ana.k' into 'username'\n");
        // a thing used as a default is no value typed
        assertThat(plan("use the blue theme as my default")).doesNotContain("type");
        assertThat(plan("Select all the text and delete it")).isEqualTo("1. key ctrl+a\n2. key delete\n");
        // the emails selected go with the page's Delete
        assertThat(plan("Select all the emails and delete them")).endsWith("click 'delete'\n");
    }

    @Test
    void filtersChooseTheValueInTheFilterTheyName() {
        assertThat(plan("Filter the list by status Open")).isEqualTo("1. choose 'Open' in 'status'\n");
        assertThat(plan("Filter by category: Books")).isEqualTo("1. choose 'Books' in 'category'\n");
        assertThat(plan("Narrow the results to Paperback")).isEqualTo("1. click 'Paperback'\n");
        assertThat(plan("Show only unread messages")).isEqualTo("1. click 'unread'\n");
        assertThat(plan("Only show items in stock")).isEqualTo("1. click 'in stock'\n");
        assertThat(plan("Filter the orders to show only the shipped ones")).isEqualTo("1. click 'shipped'\n");
        assertThat(plan("Show only high priority tickets that are assigned to me"))
                .isEqualTo("1. click 'high priority'\n2. click 'assigned to me'\n");
    }

    @Test
    void allButOneIsEveryBoxThenThatOneLeftOut() {
        assertThat(plan("Install all the language packs apart from Greek, please."))
                .isEqualTo("1. tick 'everything'\n2. untick 'Greek'\n3. confirm 'install'\n");
        // a topic before the colon is no field; what is switched off is every box but the one the goal names
        assertThat(plan("Bedtime: switch off every light in the house except the one in the hallway."))
                .isEqualTo("1. untick 'every light'\n");
        assertThat(plan("Tick all boxes but not Newsletter")).isEqualTo("1. tick 'everything'\n2. untick 'Newsletter'\n");
        assertThat(plan("Name: Ada Lovelace")).isEqualTo("1. type 'Ada Lovelace' into 'Name'\n");
        // a reason before the colon; keeping the changes is saving them
        assertThat(plan("Don't lose my work on the budget: keep the changes and close it.")).startsWith("1. save\n");
    }

    @Test
    void someoneTakenOffAPlaceIsRemovedThereAndHimIsTheNameBefore() {
        assertThat(plan("Jonas Weber left last week, so please take him off the Atlas project."))
                .isEqualTo("1. switch tab 'Atlas'\n2. click 'remove' in 'Jonas Weber'\n");
        assertThat(plan("Remove Mia Chen from the Design team")).isEqualTo("1. switch tab 'Design'\n2. click 'remove' in 'Mia Chen'\n");
        assertThat(plan("remove Banana from the cart")).isEqualTo("1. click 'remove' in 'Banana'\n");
    }

    @Test
    void aThingCalledSomethingIsTheRowOfThatName() {
        assertThat(plan("Pin the note called Groceries")).isEqualTo("1. click 'pin' in 'Groceries'\n");
        assertThat(plan("Delete the file named old.txt")).isEqualTo("1. click 'delete' in 'old.txt'\n");
        assertThat(plan("Open the document titled Budget 2025")).isEqualTo("1. click 'Budget 2025'\n");
    }

    @Test
    void forwardsWithTheRecipientIntoTo() {
        assertThat(plan("Forward Lara's email to bob@example.com"))
                .isEqualTo("1. click 'Lara'\n2. click 'forward'\n3. type 'bob@example.com' into 'to'\n4. click 'send'\n");
        assertThat(plan("forward this email to Carlos")).isEqualTo("1. click 'forward'\n2. type 'Carlos' into 'to'\n3. click 'send'\n");
    }

    @Test
    void opensASendersMessageButNotAVagueOne() {
        assertThat(plan("open the message from Priya Shah")).isEqualTo("1. click 'Priya Shah'\n");
        assertThat(plan("open the email about the invoice")).isEqualTo("1. click 'invoice'\n");
        assertThat(plan("check my email")).doesNotContain("click 'my email'");
        assertThat(plan("read the latest message")).doesNotContain("click 'the latest message'");
    }

    @Test
    void aNamingWordIsNotPartOfTheName() {
        assertThat(plan("Expand the section titled Shipping")).isEqualTo("1. expand 'Shipping' [section]\n");
        assertThat(plan("click the button labelled Next")).isEqualTo("1. click 'Next' [button]\n");
        assertThat(plan("click the one that says Continue")).isEqualTo("1. confirm 'Continue'\n");
    }

    @Test
    void aNumberAfterTheRoleCounts() {
        assertThat(plan("Switch to tab #2")).isEqualTo("1. switch tab [tab] (#2)\n");
        assertThat(plan("click button number 3")).isEqualTo("1. click [button] (#3)\n");
    }

    @Test
    void boxesForALabelAreNamedByIt() {
        assertThat(plan("Tick the checkboxes for red and blue, then submit"))
                .startsWith("1. tick 'red' [checkbox]\n2. tick 'blue'");
        assertThat(plan("select the radio button for Monthly")).isEqualTo("1. choose 'Monthly' [radio]\n");
        // a button "for" someone is still the one in their row
        assertThat(plan("click the Mute button for @leo")).isEqualTo("1. click 'Mute' [button] in '@leo'\n");
    }

    @Test
    void aFormFilledWithPairsIsNoField() {
        assertThat(plan("Fill out the form with name Tom and city Rome and submit"))
                .isEqualTo("1. type 'Tom' into 'name'\n2. type 'Rome' into 'city'\n3. confirm 'submit'\n");
        assertThat(plan("Fill the form: name Tom, city Rome")).isEqualTo("1. type 'Tom' into 'name'\n2. type 'Rome' into 'city'\n");
    }

    @Test
    void wishesGoIntoTheBagAndAnArticleIsNoCount() {
        assertThat(plan("I need size S of this shirt in my bag")).isEqualTo("1. click 'add to bag' in 'size S of this shirt'\n");
        assertThat(plan("I need a medium")).doesNotContain("set value");
        assertThat(plan("I want 2 mugs")).isEqualTo("1. set value 'mug' to 2\n");
    }

    @Test
    void rowActionsOnPostsCartsAndTables() {
        assertThat(plan("retweet @bob's post")).isEqualTo("1. click 'retweet' in '@bob's post'\n");
        assertThat(plan("Reply to @bob's tweet")).isEqualTo("1. click 'reply' in '@bob's tweet'\n");
        assertThat(plan("Remove Banana from the cart")).isEqualTo("1. click 'remove' in 'Banana'\n");
        assertThat(plan("Sort the table by price")).isEqualTo("1. click 'price'\n");
    }
    @Test
    void aSlotIsNamedByItsTime() {
        assertThat(planner.plan("select the 15:30 slot").describe()).isEqualTo("1. choose '15:30' [item]\n");
        assertThat(planner.plan("choose the slot machine").describe()).isEqualTo("1. choose 'slot machine'\n");
    }

    @Test
    void aVerbOnSomeonesThingOrATitlePressesThatVerbInItsRowAndItMeansTheSameRow() {
        assertThat(plan("Archive Hannah Berg's email about the wedding photos."))
                .isEqualTo("1. click 'archive' in 'Hannah Berg's email about the wedding photos'\n");
        assertThat(plan("In my road trip mix, like Harbour Lights and start playing it."))
                .isEqualTo("1. click 'like' in 'Harbour Lights'\n2. click 'play' in 'Harbour Lights'\n");
        assertThat(plan("Bookmark Ines Moreau's sourdough post and like it too."))
                .isEqualTo("1. click 'bookmark' in 'Ines Moreau's sourdough post'\n2. click 'like' in 'Ines Moreau's sourdough post'\n");
        assertThat(plan("pin Project Plan")).isEqualTo("1. click 'pin' in 'Project Plan'\n");
        // a verb of its own keeps its act; a name at the start with no thing of theirs is still a name
        assertThat(plan("star the email from Ravi and save it")).isEqualTo("1. click 'star' in 'email from Ravi'\n2. save\n");
        assertThat(plan("Jonas Weber")).isEqualTo("1. click 'Jonas Weber'\n");
    }

    @Test
    void savingAThingToAListPressesItsOwnSaveToButton() {
        assertThat(plan("Save the shakshuka recipe to my favourites.")).isEqualTo("1. click 'save to favourites' in 'shakshuka recipe'\n");
        assertThat(plan("add the blue mug to the cart")).isEqualTo("1. click 'add to cart' in 'blue mug'\n");
    }

    @Test
    void renamingAThingByItsNamePressesItsRenameTypesTheNewNameAndConfirms() {
        assertThat(plan("Rename the spreadsheet Budget draft.xlsx to Budget 2032.xlsx")).isEqualTo(
                "1. click 'rename' in 'Budget draft.xlsx'\n2. type 'Budget 2032.xlsx' into 'name'\n3. confirm 'Rename'\n");
        assertThat(plan("Rename the playlist Road trip to Summer drive")).startsWith("1. click 'rename' in 'Road trip'\n");
        // renaming what is open, or a thing named only by its kind, types the new name
        assertThat(plan("rename the document to Q3 plan")).isEqualTo("1. type 'Q3 plan' into 'name'\n");
        assertThat(plan("rename it to notes.txt")).isEqualTo("1. type 'notes.txt' into 'name'\n");
    }

    @Test
    void itIsTheThingAnEarlierStepActedOnByItsNewNameOnceRenamed() {
        assertThat(plan("Rename Budget draft.xlsx to Budget 2032.xlsx, then move it into the 2032 folder that's inside Finance."))
                .endsWith("4. click 'move to' in 'Budget 2032.xlsx'\n5. choose '2032' in 'Finance'\n");
        assertThat(plan("Star Lena's email with the signed venue contract and file it in the Events folder."))
                .endsWith("2. click 'move to' in 'Lena's email with the signed venue contract'\n3. choose 'Events'\n");
    }

    @Test
    void assigningAThingToAPersonPressesItsAssignThenChoosesThePerson() {
        assertThat(plan("Assign ticket 4838 to Priya Shah")).isEqualTo("1. click 'assign' in 'ticket 4838'\n2. choose 'Priya Shah'\n");
        assertThat(plan("Star Lena's email and hand it over to Noor")).endsWith("click 'assign' in 'Lena'\n"
                + "3. choose 'Noor'\n");
        // a person is named with a capital: "give it to me" is no assignment
        assertThat(plan("give it to me")).doesNotContain("assign");
    }
}
