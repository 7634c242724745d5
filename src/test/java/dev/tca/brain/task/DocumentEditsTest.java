package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.SubGoal;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Goals that change what a document says, read against its lines: which line, and what it becomes. */
class DocumentEditsTest {

    private static List<String> edits(String goal, String doc) {
        List<SubGoal> steps = DocumentEdits.plan(goal, doc);
        assertThat(steps).allMatch(s -> s.kind() == Kind.EDIT_LINE);
        return steps.stream().map(s -> s.target() + " => " + (s.text() == null ? "(gone)" : s.text())).toList();
    }

    private static final String PACKING = """
            Packing list
            ============

            Clothes
            - Socks x4
            - Walking boots
            - Rain jacket

            Kitchen
            - Camping stove
            - Gas canisters x2
            - Stove lighter
            """;

    @Test
    void aCountSaidInWordsChangesTheCountOnTheLineAboutIt() {
        assertThat(edits("Fix my packing list: I want half a dozen socks instead of four.", PACKING))
                .containsExactly("- Socks x4 => - Socks x6");
        assertThat(edits("We need three gas canisters instead of 2, then save it", PACKING))
                .containsExactly("- Gas canisters x2 => - Gas canisters x3");
    }

    @Test
    void aThingTakenOffIsTheLineThatSaysMostOfItAndLeastElse() {
        // "stove" is on two lines: the one that says more of the thing goes, and a thing two lines say as much of is no one's
        assertThat(edits("Take the stove lighter off the list and save.", PACKING)).containsExactly("- Stove lighter => (gone)");
        assertThat(edits("Take the stove off the list and save.", PACKING)).isEmpty();
        assertThat(edits("Remove the boots", PACKING)).containsExactly("- Walking boots => (gone)");
    }

    private static final String CHORES = """
            Jobs (x = done)

            WEEKEND
            [ ] Clean the gutters
            [x] Mow the lawn
            [ ] Take the bottles to the tip
            [ ] Fix the shed door

            SOMEDAY
            [ ] Paint the fence
            [ ] Clear out the garage
            """;

    @Test
    void thingsTickedOffAreEachMarkedDoneAndANewOneGoesLastInItsListUnticked() {
        assertThat(edits("In my jobs list, tick off cleaning the gutters and taking the bottles to the tip, and add \"Oil the gate\" as a "
                + "new item at the end of the weekend's list. Then save it.", CHORES)).containsExactly(
                "[ ] Clean the gutters => [x] Clean the gutters",
                "[ ] Take the bottles to the tip => [x] Take the bottles to the tip",
                "[ ] Fix the shed door => [ ] Fix the shed door\n[ ] Oil the gate");
        // a thing no line says leaves the whole tick-off unread, not half of it done
        assertThat(edits("Tick off cleaning the gutters and walking the dog", CHORES)).isEmpty();
    }

    private static final String ROTA = """
            # Alarm times

            [Weekdays]
            06:45  radio
            07:00  buzzer

            [Weekend]
            07:00  radio
            """;

    @Test
    void aTimeInsteadOfAnotherIsChangedUnderTheHeadingTheSentenceIsAbout() {
        assertThat(edits("On Saturdays and Sundays the alarm should go off at 8 instead of 7.", ROTA))
                .containsExactly("07:00  radio => 08:00  radio");
        // two lines say 07:00 and nothing tells them apart: nothing is changed
        assertThat(edits("The alarm should go off at 8 instead of 7.", ROTA)).isEmpty();
    }

    private static final String INVITE = """
            Book club
            Thursday 6 November
            Arrive from: 6:30 pm
            Discussion starts: 7:00 pm
            Ends: 9:00 pm
            """;

    @Test
    void aRelativeChangeMovesTheTimeOrDateOnTheLineTheGoalIsAbout() {
        assertThat(edits("The host is stuck at work, so the discussion will start 45 minutes later. Fix the invite and save it.", INVITE))
                .containsExactly("Discussion starts: 7:00 pm => Discussion starts: 7:45 pm");
        assertThat(edits("Book club has moved a week later. Correct the date.", INVITE))
                .containsExactly("Thursday 6 November => Thursday 13 November");
        assertThat(edits("The gym session is actually three days later.", "Gym: 30 January 2026\nPool: 2 February 2026"))
                .containsExactly("Gym: 30 January 2026 => Gym: 2 February 2026");
    }

    @Test
    void aNamedPairIsReplacedWhereverTheDocumentSaysItAndNowhereElse() {
        String doc = "Team lunch in Hall 3\nBring slides to Hall 3.\nParking: Hall 3B is closed\nHall 31 is the gym\n";
        assertThat(edits("The lunch has moved from Hall 3 to Hall 7. Update the note wherever it mentions the old hall.", doc))
                .containsExactly("Team lunch in Hall 3 => Team lunch in Hall 7", "Bring slides to Hall 3. => Bring slides to Hall 7.");
        assertThat(edits("Replace every 'slides' with 'handouts' in this note and save it", doc))
                .containsExactly("Bring slides to Hall 3. => Bring handouts to Hall 3.");
        assertThat(edits("I'd like Hall 9 instead of Hall 3.", doc)).hasSize(2);
    }

    private static final String PROFILE = """
            JONAS EK
            Mobile: 0161 555 0100
            Email: jonas@example.org

            HOBBIES
            1. Climbing
            2. Chess

            REFEREE
            Mobile: 0161 555 0999
            """;

    @Test
    void aValueAfterTheLabelThatNamesItIsChangedTheDocumentsOwnFirst() {
        assertThat(edits("In my profile, change my mobile number to 07123 456789 and save it.", PROFILE))
                .containsExactly("Mobile: 0161 555 0100 => Mobile: 07123 456789");
        // two labels alike and no "my": which one is not told
        assertThat(edits("Change the mobile to 07123 456789", PROFILE)).isEmpty();
    }

    @Test
    void aNewItemGoesLastUnderTheSectionItNamesWrittenLikeTheItemsBeforeIt() {
        assertThat(edits("Add Sailing as the last of my hobbies, then save", PROFILE))
                .containsExactly("2. Chess => 2. Chess\n3. Sailing");
        assertThat(edits("add the stove lighter to the kitchen section", PACKING))
                .containsExactly("- Stove lighter => - Stove lighter\n- stove lighter");
        // no section of that name, or nowhere said: the plan's own typing
        assertThat(edits("Add Sailing to my sports", PROFILE)).isEmpty();
        assertThat(edits("Add Sailing at the bottom", PROFILE)).isEmpty();
    }

    @Test
    void aThingSaidDoneIsMarkedDoneOnTheLineAboutItTheWayTheListMarksIt() {
        String owed = "Borrowed\n\n- Lena: 10 euro for the museum tickets: not paid\n- Omar: 4 euro for the bus: not paid\n"
                + "- Lena: 6 euro for lunch: paid\n";
        assertThat(edits("I paid Lena back for the museum tickets this morning. Update the list and save it.", owed))
                .containsExactly("- Lena: 10 euro for the museum tickets: not paid => - Lena: 10 euro for the museum tickets: paid");
        assertThat(edits("I have done the vet booking. Save the file.", "Jobs\n[ ] ring the bank\n[ ] book the vet\n"))
                .containsExactly("[ ] book the vet => [x] book the vet");
    }

    @Test
    void twoNamesThatSwappedTradePlacesWhereverTheDocumentSaysThem() {
        String rota = "Bins rota\n\nWeek 1: Omar\nWeek 2: Lena\nWeek 3: Omar\nWeek 4: Jonas\n";
        assertThat(edits("Lena is away in week 2. She's swapped with Jonas, so update the rota.", rota))
                .containsExactly("Week 2: Lena => Week 2: Jonas", "Week 4: Jonas => Week 4: Lena");
        assertThat(edits("Swap Omar and Jonas", rota)).hasSize(3);
        // a name the document does not say is no swap
        assertThat(edits("Swap Omar and Petra", rota)).isEmpty();
    }

    @Test
    void aGoalThatAddsTextOrNamesNothingTheDocumentSaysIsLeftToThePlan() {
        assertThat(edits("Remove the boots and add a torch at the bottom", PACKING)).isEmpty();
        assertThat(edits("Change the colour from red to blue", PACKING)).isEmpty();
        assertThat(edits("Save the file", PACKING)).isEmpty();
    }

    private static dev.tca.core.Element at(int id, dev.tca.core.Role role, String label, String value, int y) {
        return new dev.tca.core.Element(id, label, new dev.tca.core.Rect(role == dev.tca.core.Role.TEXT_FIELD ? 0 : 10, y,
                role == dev.tca.core.Role.TEXT_FIELD ? 600 : 120, role == dev.tca.core.Role.TEXT_FIELD ? 400 : 14),
                role == dev.tca.core.Role.TEXT_FIELD ? dev.tca.core.Source.AX : dev.tca.core.Source.OCR, 1.0, role,
                java.util.EnumSet.noneOf(dev.tca.core.State.class), value, null, "", null);
    }

    @Test
    void theCaretGoesToTheLineReadOnTheScreenOrDownFromTheNearestLineReadAboveIt() {
        dev.tca.core.Element doc = at(1, dev.tca.core.Role.TEXT_FIELD, "document", ROTA, 40);
        // OCR read the headings and the buzzer's line, never "07:00  radio" under the weekend's heading
        List<dev.tca.core.Element> pool = List.of(doc, at(2, dev.tca.core.Role.TEXT, "Alarm times", "", 50),
                at(3, dev.tca.core.Role.TEXT, "Weekdays", "", 80), at(4, dev.tca.core.Role.TEXT, "06:45 radio", "", 96),
                at(5, dev.tca.core.Role.TEXT, "07:00 buzzer", "", 112), at(6, dev.tca.core.Role.TEXT, "Weekend", "", 144),
                at(7, dev.tca.core.Role.TEXT, "radio", "", 160));
        assertThat(LineEdits.place("07:00  radio", doc, pool)).hasValueSatisfying(p -> {
            assertThat(p.row().id()).isEqualTo(6);
            assertThat(p.downs()).isEqualTo(1);
        });
        assertThat(LineEdits.place("07:00  buzzer", doc, pool)).hasValueSatisfying(p -> {
            assertThat(p.row().id()).isEqualTo(5);
            assertThat(p.downs()).isZero();
        });
        // nothing read at or above the first line: no place
        assertThat(LineEdits.place("# Alarm times", doc, List.of(doc, at(7, dev.tca.core.Role.TEXT, "radio", "", 160)))).isEmpty();
    }

    @Test
    void aRewrittenLineIsClickedSelectedAndTypedOverAndTheDocumentsTextIsTheEvidence() {
        dev.tca.core.Element doc = at(1, dev.tca.core.Role.TEXT_FIELD, "document", ROTA, 40);
        List<dev.tca.core.Element> pool = List.of(doc, at(2, dev.tca.core.Role.TEXT, "Weekend", "", 144));
        SubGoal step = DocumentEdits.plan("At weekends the alarm should go off at 8 instead of 7", ROTA).get(0);
        LineEdits edits = new LineEdits();
        List<String> acts = new java.util.ArrayList<>();
        for (int stage = 0; stage < 5; stage++) {
            Move m = edits.next(0, step, stage, pool);
            acts.add(m.decision().action().describe());
            if (m.last()) {
                dev.tca.core.Observation before = new dev.tca.core.Observation(pool, List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
                dev.tca.core.Observation same = before;
                dev.tca.core.Element typed = at(1, dev.tca.core.Role.TEXT_FIELD, "document", ROTA.replace("07:00  radio", "08:00  radio"), 40);
                dev.tca.core.Observation after = new dev.tca.core.Observation(List.of(typed), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
                assertThat(m.decision().expect().seen(before, same, true)).isEmpty();
                assertThat(m.decision().expect().seen(before, after, true)).isPresent();
                break;
            }
        }
        assertThat(acts).containsExactly("click #2", "key down", "key home", "key shift+end", "type '08:00  radio'");
    }

    @Test
    void theQuotedWordsSaidInsteadOfOthersReplaceThemWithoutTheirQuotes() {
        String letter = "14 Marsh Lane\nDear Sir or Madam,\nI am writing about the bins.\nYours sincerely,\nAmara Osei\n";
        assertThat(edits("Sign off my letter to the council with 'Yours faithfully' instead of 'Yours sincerely', and save it.", letter))
                .containsExactly("Yours sincerely, => Yours faithfully,");
    }
}
