package dev.tca.brain.plan;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;

/** Goals that write something (a comment, a name), set a value without "to", or press a dialog's own verb after boxes. */
class WritingReadingsTest {

    private final GoalPlanner planner = new GoalPlanner(null, LocalDate.of(2026, 12, 3));

    private String plan(String goal) {
        return planner.plan(goal).describe();
    }

    @Test
    void writesACommentAsANameThenPostsIt() {
        assertThat(plan("Leave a comment as Mia saying 'Lovely photos, thanks!'"))
                .isEqualTo("1. type 'Mia' into 'name'\n2. type 'Lovely photos, thanks!' into 'comment'\n3. confirm 'post'\n");
        // what follows the colon is all said, commas too
        assertThat(plan("write a review: Great coffee, friendly staff"))
                .isEqualTo("1. type 'Great coffee, friendly staff' into 'review'\n2. confirm 'post'\n");
        assertThat(plan("leave a note")).doesNotContain("type");
    }

    @Test
    void carriesAValueTheScreenShowsIntoAField() {
        String carried = "1. answer 'invoice number'\n2. type '{what was read}' into 'reference' [editable]\n";
        assertThat(plan("Copy the invoice number into the reference box")).isEqualTo(carried);
        assertThat(plan("Fill the reference box with the invoice number")).isEqualTo(carried);
        assertThat(plan("Copy the invoice number and paste it into the reference box")).isEqualTo(carried);
        assertThat(plan("Read the invoice number, then type it into the reference box")).isEqualTo(carried);
        assertThat(plan("Put the total in the Amount field")).startsWith("1. answer 'total'\n");
        // text of its own, or a value not said which, is typed as it stands
        assertThat(plan("Put 'the total' in the Amount field")).isEqualTo("1. type 'the total' into 'Amount' [editable]\n");
        assertThat(plan("Enter the name into the field")).doesNotContain("answer");
        // with nothing read before, pasting is still the clipboard
        assertThat(plan("paste it into the notes")).contains("ctrl+v");
    }

    @Test
    void repeatsAClickOrAKeyAsManyTimesAsSaid() {
        assertThat(plan("Click Next three times")).isEqualTo("1. click 'Next'\n2. click 'Next'\n3. click 'Next'\n");
        assertThat(plan("Press Tab twice and then Enter")).isEqualTo("1. key tab\n2. key tab\n3. key return\n");
        // a scroll's count is its amount, and quoted text is typed once as it stands
        assertThat(plan("scroll up 5 times")).isEqualTo("1. scroll up 5\n");
        assertThat(plan("Type 'ha' three times")).doesNotContain("2.");
    }

    @Test
    void readsAQuestionPutAsATaskAndTheKeysAndSelectionsAPersonNames() {
        assertThat(plan("Find out how many unread messages there are")).isEqualTo("1. answer 'unread messages'\n");
        assertThat(plan("Look up the balance of the savings account")).isEqualTo("1. answer 'balance of the savings account'\n");
        assertThat(plan("Check the box for Red")).doesNotContain("answer");
        assertThat(plan("Find the red scarf")).doesNotContain("answer");
        assertThat(plan("Refresh the page")).isEqualTo("1. key f5\n");
        assertThat(plan("Undo the last change")).isEqualTo("1. key ctrl+z\n");
        // every match at once, by the editor's own find and replace
        assertThat(plan("Replace every 'cat' with 'dog' and save the file")).isEqualTo("1. click 'Find and Replace'\n"
                + "2. type 'cat' into 'search for' [editable]\n3. type 'dog' into 'replace with' [editable]\n4. click 'Replace All'\n5. save\n");
        assertThat(plan("Change 'colour' to 'color' throughout the document")).contains("type 'colour' into 'search for'");
        assertThat(plan("Change the name to Bob")).doesNotContain("Replace");
        // as far as a control goes, and dates counted on from today (3 December 2026, a Thursday)
        assertThat(plan("Drag the slider all the way to the right")).isEqualTo("1. set value to its highest [slider]\n");
        assertThat(plan("Set brightness to minimum")).isEqualTo("1. set value 'brightness' to its lowest\n");
        assertThat(plan("Move the card to the top")).doesNotContain("highest");
        assertThat(plan("Pick next Friday")).isEqualTo("1. pick date 2026-12-04\n");
        assertThat(plan("Choose a date two weeks from today")).isEqualTo("1. pick date 2026-12-17\n");
        // a switch flipped, either way or the way said; a row's verb counted among rows
        assertThat(plan("Toggle Wi-Fi")).isEqualTo("1. click 'Wi-Fi' [checkbox]\n");
        assertThat(plan("toggle dark mode on")).isEqualTo("1. tick 'dark mode'\n");
        assertThat(plan("Play the second video")).isEqualTo("1. click 'play' (#2)\n");
        assertThat(plan("open the first result")).isEqualTo("1. click 'result' (#1)\n");
        // one state for several people, one choice per pair, a menu's setting and its value, a word for a word
        assertThat(plan("Mark Ines Duarte and Bruno Keller as present")).isEqualTo("1. click 'present' in 'Ines Duarte'\n"
                + "2. click 'present' in 'Bruno Keller'\n");
        assertThat(plan("Choose Teal as the accent colour and Rounded as the corner style"))
                .isEqualTo("1. choose 'Teal' in 'accent colour'\n2. choose 'Rounded' in 'corner style'\n");
        assertThat(plan("In the Format menu, set the line spacing to Double.")).isEqualTo("1. menu path Format > line spacing > Double\n");
        assertThat(plan("Replace butter with olive oil in this list")).isEqualTo("1. double click 'butter'\n2. type 'olive oil'\n");
        assertThat(plan("Search for a sailing from Oban to Colonsay")).startsWith("1. type 'Oban' into 'From'");
        assertThat(plan("Cancel the standing order to Greenway Gym.")).isEqualTo("1. click 'cancel' in 'Greenway Gym'\n");
        assertThat(plan("Add a star to site-survey-final.pdf")).isEqualTo("1. click 'star' in 'site-survey-final.pdf'\n");
        // a name with its folder is one path for the save dialog
        assertThat(plan("Save the file as notes.txt in the Documents folder")).isEqualTo("1. save as '~/Documents/notes.txt'\n");
        assertThat(plan("save it as report.txt in /tmp/work")).isEqualTo("1. save as '/tmp/work/report.txt'\n");
        // a sum is keyed in with its equals sign; a phone number with a dash is no sum
        assertThat(plan("Compute 12 times 7 in the calculator")).isEqualTo("1. type '12*7='\n");
        assertThat(plan("work out 120 divided by 8")).isEqualTo("1. type '120/8='\n");
        assertThat(plan("Enter 555-1234 in the phone field")).doesNotContain("=");
        assertThat(plan("select all the text in the notes box and delete it"))
                .isEqualTo("1. click 'notes' [editable]\n2. key ctrl+a\n3. key delete\n");
        // a table sorts by its column's header, whatever order is said after it
        assertThat(plan("Sort the table by price, lowest first")).isEqualTo("1. click 'price'\n");
        assertThat(plan("Order the results by date, newest first")).doesNotContain("2.");
    }

    @Test
    void namesAThingWithEverythingAfterIt() {
        assertThat(plan("call the folder Tax 2026")).isEqualTo("1. type 'Tax 2026'\n");
        assertThat(plan("name the new folder reports-2024")).isEqualTo("1. type 'reports-2024'\n");
        assertThat(plan("name it after the client")).doesNotContain("type");
    }

    @Test
    void readsAFormForSomeoneAsOneSentenceNotARow() {
        SubGoal s = planner.plan("register it for Kofi Mensah, kofi@example.net").steps().get(0);
        assertThat(s.kind()).isEqualTo(Kind.CLICK);
        assertThat(s.where().container()).isNull();
        assertThat(s.target()).contains("Kofi Mensah", "kofi@example.net");
    }

    @Test
    void setsAValueSaidWithoutTo() {
        SubGoal s = planner.plan("make the living room 22 degrees").steps().get(0);
        assertThat(s.kind()).isEqualTo(Kind.SET_VALUE);
        assertThat(s.target()).isEqualTo("living room");
        assertThat(s.number()).isEqualTo(22.0);
        assertThat(plan("make 3 copies")).doesNotContain("set value");
    }

    @Test
    void pressesTheDialogsVerbAfterAListOfBoxes() {
        assertThat(plan("untick Documentation and install")).isEqualTo("1. untick 'Documentation'\n2. confirm 'install'\n");
        assertThat(plan("tick Olives and Onions")).isEqualTo("1. tick 'Olives'\n2. tick 'Onions'\n");
    }

    @Test
    void describesTheRowOfARowActionByAllItsWords() {
        SubGoal s = planner.plan("Star the lunch message from Omar").steps().get(0);
        assertThat(s.target()).isEqualTo("star");
        assertThat(s.where().container()).isEqualTo("lunch message from Omar");
    }

    @Test
    void booksTheDayThenTheTimeForSomeoneNamed() {
        assertThat(plan("Book Luna in for Thursday 14 January at 10:30"))
                .isEqualTo("1. pick date 2027-01-14\n2. choose '10:30'\n3. click 'book'\n");
        assertThat(plan("Book a check-in on 14 March 2025")).startsWith("1. pick date 2025-03-14 in 'check-in'");
    }

    @Test
    void keepsSettingsWithTheirVerbAndAColourPairTogether() {
        // "black and white" is one setting, and white is no misspelt write
        assertThat(planner.plan("print it on Letter paper in black and white").steps()).singleElement()
                .satisfies(s -> assertThat(s.target()).isEqualTo("print it on Letter paper in black and white"));
    }

    @Test
    void readsInclusionsLimitsLiftedMessagesToPeopleLinesInATextAndSavesIntoFolders() {
        // a checklist said as inclusions; "leave X unticked" still touches nothing
        assertThat(plan("Include Pictures in tonight's backup and leave Downloads out."))
                .isEqualTo("1. tick 'Pictures' in 'tonight's backup'\n2. untick 'Downloads'\n");
        assertThat(plan("exclude Music from the backup")).isEqualTo("1. untick 'Music'\n");
        assertThat(plan("Tick Carrot and leave the fruit unticked")).isEqualTo("1. tick 'Carrot'\n");
        // a limit lifted: its box unticked, the clause that said the same dropped
        assertThat(plan("Turn on automatic replies and let them go to everyone, not only my contacts."))
                .isEqualTo("1. tick 'automatic replies'\n2. untick 'only my contacts'\n");
        // a message to a person of a team
        assertThat(plan("Send Priya Ramanathan from Finance a direct message saying \"Running late\""))
                .isEqualTo("1. type 'Priya Ramanathan' into 'to' in 'Finance'\n2. type 'Running late' into 'message'\n3. click 'send'\n");
        assertThat(plan("Send a direct message to Priya saying 'hi'")).startsWith("1. type 'Priya' into 'to'");
        // a line at a text's top or end, in a note said by its name
        assertThat(plan("Add the heading Agenda as the first line of this note"))
                .isEqualTo("1. key ctrl+home\n2. type 'Agenda\n'\n");
        assertThat(plan("Add 'sun cream' as the last line of my Lisbon packing list"))
                .isEqualTo("1. click 'Lisbon packing' [list]\n2. key ctrl+end\n3. type 'sun cream'\n");
        // a folder the dialog shows, the same folder, a home folder
        assertThat(plan("Save the report as q2-summary.pdf in the Reports folder")).isEqualTo("1. save as 'Reports/q2-summary.pdf'\n");
        assertThat(plan("save it as agenda.txt in the same folder")).isEqualTo("1. save as 'agenda.txt'\n");
        // a leading place is not part of the value set; a menu stays the way there
        assertThat(plan("In my basket, change the size 4 coffee filters to three packs"))
                .isEqualTo("1. type 'three packs' into 'size 4 coffee filters'\n");
        assertThat(plan("Drag the Fix login bug card to the Done column")).isEqualTo("1. drag 'Fix login bug' onto 'Done'\n");
        assertThat(plan("Drag the volume slider to 70")).doesNotContain("drag");
    }
}
