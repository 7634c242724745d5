package dev.tca.brain.task;

import dev.tca.Models;
import dev.tca.brain.plan.SortOrder;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a goal asks beyond its first control: the order a list is sorted in, the confirmation a
 * page asks after the last step, the sum and the account of a payment, every box but one. Screens
 * are element lists as the accessibility tree reports them; the live suite runs the same code on
 * real pages.
 */
class FollowThroughTest {

    private final List<Element> screen = new ArrayList<>();

    private Element add(Role role, String label, int x, int y, State... states) {
        Set<State> s = states.length == 0 ? EnumSet.noneOf(State.class) : EnumSet.of(states[0], states);
        Element e = new Element(screen.size() + 1, label, new Rect(x, y, 160, 24), Source.AX, 1.0, role, s, "", null, null, null);
        screen.add(e);
        return e;
    }

    private Observation observed() {
        return new Observation(List.copyOf(screen), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "test", "");
    }

    private Decision first(String goal) {
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        return brain.start(goal).next(observed(), List.of());
    }

    private String clicked(Decision d) {
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Click.class);
        return screen.get(((Action.Click) d.action()).target().orElseThrow() - 1).label();
    }

    @Test
    void aSaveIsSeenOnlyWhenItsDialogCloses() {
        Element name = new Element(1, "Name", new Rect(500, 300, 300, 30), Source.AX, 1.0, Role.TEXT_FIELD, EnumSet.noneOf(State.class),
                "", null, "in 'Save As'", null);
        Element editor = new Element(2, "Text", new Rect(0, 40, 1280, 700), Source.AX, 1.0, Role.TEXT_FIELD, EnumSet.noneOf(State.class),
                "buy oat milk", null, "in 'Untitled 1 - Mousepad'", null);
        Observation open = new Observation(List.of(name, editor), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        Observation closed = new Observation(List.of(editor.withId(1)), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        var saved = Effects.dialogCloses(1, "saving as '/tmp/x.txt'");
        assertThat(saved.seen(open, open, true)).as("still open: typed letters changed it, nothing saved").isEmpty();
        assertThat(saved.seen(open, closed, true)).hasValueSatisfying(v -> assertThat(v).contains("Save As"));
    }

    @Test
    void aPressThatBringsUpWhatIsStillMissingBesideItsButtonDidNothing() {
        Element send = new Element(1, "Send RSVP", new Rect(202, 514, 140, 46), Source.AX, 1.0, Role.BUTTON, EnumSet.noneOf(State.class),
                "", null, "", null);
        Element song = new Element(2, "Which song will get you on the dance floor?", new Rect(227, 335, 400, 16), Source.AX, 1.0);
        Observation before = new Observation(List.of(send, song), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        Observation refused = new Observation(List.of(send, song, new Element(3, "Tell us whether each of you can come.",
                new Rect(354, 530, 240, 16), Source.AX, 1.0)), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        Observation nextPage = new Observation(List.of(send, song, new Element(3, "Choose the seats you want.",
                new Rect(227, 120, 240, 16), Source.AX, 1.0)), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        var pressed = Effects.pressed(1, send);
        assertThat(pressed.seen(before, refused, true)).as("the form says what it still needs, beside its button").isEmpty();
        // the same kind of sentence far from the button is a page's instruction, not a refusal
        assertThat(pressed.seen(before, nextPage, true)).isPresent();
        // whatever the step expected of the press (a row's button: the screen changes), the refusal beside it undoes it
        var changes = Effects.unrefused(Effects.changes(1, "pressing " + send.label()), send);
        assertThat(changes.seen(before, refused, true)).isEmpty();
        assertThat(changes.seen(before, nextPage, true)).isPresent();
    }

    @Test
    void aFileChoosersOkIsSeenOnlyWhenTheChooserCloses() {
        Element folder = new Element(1, "receipts", new Rect(500, 120, 300, 24), Source.AX, 1.0, Role.TABLE_CELL,
                EnumSet.noneOf(State.class), "", null, "File Chooser Widget", null);
        Element ok = new Element(2, "OK", new Rect(1000, 780, 80, 30), Source.AX, 1.0, Role.BUTTON, EnumSet.noneOf(State.class), "",
                null, "Attach a file", null);
        Element pdf = new Element(1, "march-2031.pdf", new Rect(500, 120, 300, 24), Source.AX, 1.0, Role.TABLE_CELL,
                EnumSet.noneOf(State.class), "", null, "File Chooser Widget", null);
        Observation inFolder = new Observation(List.of(folder, ok), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        Observation opened = new Observation(List.of(pdf, ok), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        Observation closed = new Observation(List.of(), List.of("desktop"), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        var pressed = Effects.pressed(1, ok);
        assertThat(pressed.seen(inFolder, opened, true)).as("OK on a folder opened it; the chooser is still there").isEmpty();
        assertThat(pressed.seen(opened, closed, true)).hasValueSatisfying(v -> assertThat(v).contains("gone"));
    }

    @Test
    void anAddressIsSentByTheButtonOnItsOwnRowNotTheDialogsDone() {
        Element email = add(Role.TEXT_FIELD, "Add people by email", 394, 228);
        add(Role.BUTTON, "Invite", 814, 228);
        add(Role.TEXT, "Anyone with the link", 405, 510);
        add(Role.BUTTON, "Done", 814, 568);
        var pursuit = new TaskBrain(() -> Models.brain(0.4), "task").start("Type tom.becker@hallmark.test into Add people by email, then confirm");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Type.class);
        history.add(new dev.tca.core.Attempt(d.action(), email.label(), true, "the field holds it"));
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Invite");
    }

    @Test
    void whatTheRestOfTheSentenceSaysIsSetWhereTheClickLedBeforeTheSave() {
        add(Role.BUTTON, "Front lawn Tue, Fri · 06:00", 100, 110);
        Element zone = add(Role.BUTTON, "Greenhouse Mon, Thu · 06:30", 100, 310);
        add(Role.BUTTON, "Save schedule", 1018, 585);
        var pursuit = new TaskBrain(() -> Models.brain(0.4), "task").start("Water the greenhouse on Mondays and Fridays in the evening, and save the schedule.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo(zone.label());
        history.add(new dev.tca.core.Attempt(d.action(), zone.label(), true, "the screen changed"));
        // the zone's days show once it is open: Monday and Thursday on
        String[] days = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
        for (int i = 0; i < days.length; i++) {
            add(Role.BUTTON, days[i], 394 + i * 62, 197, i == 0 || i == 3 ? State.CHECKED : State.UNCHECKED);
        }
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isIn("Friday", "Thursday");
    }

    @Test
    void aConfirmationWithAnOptionalNoteIsAnsweredBeforeTheNextRowsSignUp() {
        add(Role.TABLE_CELL, "Sat 17 Jan", 110, 461);
        add(Role.TABLE_CELL, "09:00–12:30", 195, 461);
        add(Role.TABLE_CELL, "Warehouse", 287, 461);
        Element signUp = add(Role.BUTTON, "Sign up", 661, 461);
        add(Role.TABLE_CELL, "Sat 17 Jan", 110, 561);
        add(Role.TABLE_CELL, "13:00–16:00", 195, 561);
        add(Role.TABLE_CELL, "Warehouse", 287, 561);
        add(Role.BUTTON, "Sign up", 661, 561);
        var pursuit = new TaskBrain(() -> Models.brain(0.4), "task").start("Sign me up for the warehouse shift on Saturday morning "
                + "the 17th and the warehouse shift on Saturday afternoon the 17th.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action().target()).as(d.reason()).contains(signUp.id());
        history.add(new dev.tca.core.Attempt(d.action(), signUp.label(), true, "the screen changed"));
        // the press asks: a note that says it is optional, Cancel and the verb again
        add(Role.HEADING, "Sign up for this shift?", 640, 300);
        add(Role.TEXT_FIELD, "Anything the coordinator should know? (optional)", 640, 380);
        add(Role.BUTTON, "Cancel", 640, 475);
        add(Role.BUTTON, "Sign me up", 790, 475);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Sign me up");
    }

    @Test
    void aDialogTheRunSetThingsInAndLeftOpenIsKeptByItsButtonThatGoesOn() {
        dialogLeftOpen("Open Nursery chime settings and choose 2 hours", false);
    }

    @Test
    void aDialogLeftOpenIsKeptByItsButtonThoughAScrollCameLast() {
        // a scroll has no target: the dialog the last act on a control was in is still the one looked at
        dialogLeftOpen("Open Nursery chime settings, choose 2 hours and scroll down", true);
    }

    private void dialogLeftOpen(String goal, boolean scrollLast) {
        Element mute = add(Role.BUTTON, "Nursery chime settings", 804, 503);
        var pursuit = new TaskBrain(() -> Models.brain(0.4), "task").start(goal);
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo(mute.label());
        history.add(new dev.tca.core.Attempt(d.action(), mute.label(), true, "the screen changed"));
        String box = "Mute the nursery chime";
        String[] options = {"30 minutes", "1 hour", "2 hours", "4 hours"};
        for (String o : options) {
            screen.add(new Element(screen.size() + 1, o, new Rect(440, 320 + 40 * screen.size(), 300, 30), Source.AX, 1.0, Role.RADIO,
                    EnumSet.of(State.UNCHECKED), "", null, box, null));
        }
        screen.add(new Element(screen.size() + 1, "Cancel", new Rect(680, 530, 100, 40), Source.AX, 1.0, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, box, null));
        screen.add(new Element(screen.size() + 1, "Mute", new Rect(770, 530, 70, 40), Source.AX, 1.0, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, box, null));
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("2 hours");
        history.add(new dev.tca.core.Attempt(d.action(), "2 hours", true, "radio '2 hours' is selected"));
        Element two = screen.get(3);
        screen.set(3, new Element(two.id(), two.label(), two.box(), Source.AX, 1.0, Role.RADIO, EnumSet.of(State.CHECKED), "", null,
                box, null));
        d = pursuit.next(observed(), history);
        if (scrollLast) {
            assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Scroll.class);
            history.add(new dev.tca.core.Attempt(d.action(), "", true, "the screen changed after scrolling"));
            d = pursuit.next(observed(), history);
        }
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Mute");
    }

    @Test
    void aRowsActionThatIsNotOnTheRowIsLookedForInTheRowsMenu() {
        add(Role.TEXT, "Boiler service", 40, 100);
        add(Role.BUTTON, "More options", 600, 100, State.COLLAPSED);
        add(Role.TEXT, "Passport renewal", 40, 160);
        Element passportMenu = add(Role.BUTTON, "More options", 600, 160, State.COLLAPSED);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Move the Passport renewal note to the Travel folder");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(passportMenu.id()));

        history.add(new dev.tca.core.Attempt(d.action(), "More options", true, "the screen changed after opening it"));
        Element moveTo = add(Role.MENU_ITEM, "Move to ▸", 600, 190);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Move to ▸");

        history.add(new dev.tca.core.Attempt(d.action(), moveTo.label(), true, "the screen changed"));
        add(Role.MENU_ITEM, "Home", 780, 190);
        add(Role.MENU_ITEM, "Travel", 780, 220);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Travel");
    }

    @Test
    void inCardsSideBySideTheCardsOwnWordsChooseItsButtonNotTheCardBesideIt() {
        // a timetable read from pixels, two cards a line: each card's time and trainer level with its Book
        String[][] cards = {{"07:00", "Spin 45", "with Ben Oduya · Studio 2"}, {"12:15", "Pilates", "with Marco Bell · Studio 1"},
            {"18:30", "Spin 45", "with Aisha Grant · Studio 2"}, {"19:45", "Spin 45", "with Ben Oduya · Studio 2"}};
        List<Element> books = new ArrayList<>();
        screen.add(new Element(1, "Thu 11 Mar", new Rect(230, 120, 60, 40), Source.WIDGET, 0.8, Role.TAB, EnumSet.of(State.SELECTED), "",
                null, null, null));
        for (int c = 0; c < cards.length; c++) {
            int x = c % 2 == 0 ? 30 : 490;
            int y = 200 + c / 2 * 94;
            screen.add(new Element(screen.size() + 1, cards[c][0], new Rect(x + 16, y + 12, 50, 16), Source.OCR, 0.9));
            screen.add(new Element(screen.size() + 1, cards[c][1], new Rect(x + 84, y - 6, 64, 16), Source.OCR, 0.9));
            screen.add(new Element(screen.size() + 1, cards[c][2], new Rect(x + 84, y + 14, 160, 14), Source.OCR, 0.9));
            Element book = new Element(screen.size() + 1, "Book", new Rect(x + 371, y + 6, 60, 30), Source.WIDGET, 0.8, Role.BUTTON,
                    EnumSet.noneOf(State.class), "", null, null, null);
            screen.add(book);
            books.add(book);
        }
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        Decision d = brain.start("Book me into Ben Oduya's class this evening").next(observed(), List.of());
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(books.get(3).id()));
    }

    @Test
    void aDialogAStepOpenedIsSentByItsButtonBesideCancelWhenTheGoalSpeaksOfIt() {
        Element open = add(Role.BUTTON, "Report absence", 1000, 20);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Open Report absence, then click Full day.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(open.id()));

        history.add(new dev.tca.core.Attempt(d.action(), open.label(), true, "the screen changed"));
        add(Role.BUTTON, "Half day", 420, 300, State.UNCHECKED);
        Element thursday = add(Role.BUTTON, "Full day", 600, 300, State.UNCHECKED);
        add(Role.BUTTON, "Cancel", 600, 420);
        Element send = add(Role.BUTTON, "Send absence report", 780, 420);
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(thursday.id()));

        history.add(new dev.tca.core.Attempt(d.action(), thursday.label(), true, "the screen changed"));
        screen.set(thursday.id() - 1, new Element(thursday.id(), "Full day", thursday.box(), Source.AX, 1.0, Role.BUTTON,
                EnumSet.of(State.CHECKED), "", null, null, null));
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as("the dialog's own button beside Cancel, which says 'absence': " + d.reason())
                .isEqualTo(new Action.Click(send.id()));
    }

    @Test
    void anAmountAQuestionAsksIsReadInsideTheFoldedRowThatSaysItsThing() {
        add(Role.BUTTON, "H Hana Tea House (UK) From United Kingdom · 0.4 kg · On hold at customs ▾", 300, 200);
        Element japan = add(Role.BUTTON, "M Matcha Mori From Japan · 0.9 kg · On hold at customs ▾", 300, 260);
        Element sweden = add(Role.BUTTON, "N Nordic Running From Sweden · 2.5 kg · Out for delivery ▾", 300, 320);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("How much do I still have to pay in customs for the tea I ordered from Japan?");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as("the row with the goal's Japan, not the other tea: " + d.reason()).isEqualTo(new Action.Click(japan.id()));

        history.add(new dev.tca.core.Attempt(d.action(), japan.label(), true, "the screen changed"));
        screen.set(sweden.id() - 1, new Element(sweden.id(), sweden.label(), new Rect(300, 420, 160, 24), Source.AX, 1.0, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, null, null));
        add(Role.LABEL, "Tracking number PP441593", 320, 290);
        add(Role.LABEL, "Courier fee paid £4.00", 320, 330);
        add(Role.LABEL, "14 Oct · Import duty and customs charges to pay: £18.40", 320, 360);
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isInstanceOfSatisfying(Action.Done.class,
                done -> assertThat(done.answer()).isEqualTo("£18.40"));
    }

    @Test
    void aChecklistRowNamedByItsDescriptionIsTickedByItsOwnBox() {
        // zenity --checklist with a description column: the words name the cell, the box is the row's first column
        add(Role.CHECKBOX, "Dropbox", 430, 300, State.CHECKED);
        add(Role.TABLE_CELL, "Dropbox", 480, 300);
        add(Role.TABLE_CELL, "Keeps your files in sync", 700, 300);
        Element keepass = add(Role.CHECKBOX, "KeePassXC", 430, 330, State.UNCHECKED);
        add(Role.TABLE_CELL, "KeePassXC", 480, 330);
        add(Role.TABLE_CELL, "Password manager", 700, 330);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        Decision d = brain.start("Tick the password manager").next(observed(), List.of());
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(keepass.id()));
    }

    @Test
    void aRowsVerbIsNeverPressedAsTheButtonNearestItInMeaning() {
        // no Rename anywhere (it hides in a menu the pixels did not find): "New" is nearest to "rename" in meaning
        Element create = add(Role.BUTTON, "New", 40, 80);
        add(Role.TEXT, "Notes.txt", 300, 200);
        add(Role.TEXT, "12 KB", 700, 200);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Rename Notes.txt to Plans.txt");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Decision d = pursuit.next(observed(), history);
            assertThat(d.action()).as(d.reason()).isNotEqualTo(new Action.Click(create.id()));
            if (d.action() instanceof Action.Fail || d.action() instanceof Action.Done) {
                break;
            }
            history.add(new dev.tca.core.Attempt(d.action(), "", true, "the screen changed"));
        }
    }

    @Test
    void readFromPixelsANameSplitInTwoStillTellsItsRowFromALookalike() {
        // OCR read "Budget draft" + "(old).xlsx" on one row and "Budget" + "draft.xlsx" on the next; each row ends in ⋮
        screen.add(new Element(1, "Budget draft", new Rect(321, 324, 86, 16), Source.OCR, 0.9));
        screen.add(new Element(2, "(old).xlsx", new Rect(411, 324, 62, 16), Source.OCR, 0.9));
        screen.add(new Element(3, "41 KB", new Rect(1028, 330, 40, 14), Source.OCR, 0.9));
        screen.add(new Element(4, "More actions", new Rect(1171, 328, 20, 20), Source.WIDGET, 0.8, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, null, null));
        screen.add(new Element(5, "Budget", new Rect(321, 375, 48, 16), Source.OCR, 0.9));
        screen.add(new Element(6, "draft.xlsx", new Rect(373, 375, 64, 16), Source.OCR, 0.9));
        screen.add(new Element(7, "58 KB", new Rect(1028, 381, 40, 14), Source.OCR, 0.9));
        Element second = new Element(8, "More actions", new Rect(1171, 379, 20, 20), Source.WIDGET, 0.8, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, null, null);
        screen.add(second);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        Decision d = brain.start("Rename Budget draft.xlsx to Budget 2032.xlsx").next(observed(), List.of());
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(second.id()));
    }

    @Test
    void aMoveDialogsFolderTreeIsOpenedOnceItsFolderLineChosenAndItsOwnButtonPressed() {
        add(Role.TEXT, "Budget.xlsx", 40, 100);
        Element move = add(Role.BUTTON, "Move to", 600, 100);
        add(Role.TEXT, "Notes.txt", 40, 160);
        add(Role.BUTTON, "Move to", 600, 160);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Move Budget.xlsx into the 2032 folder that's inside Finance.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(move.id()));

        // the dialog (the page behind it left out, as the tree's modal dialog does): Finance folded, its toggle a button
        history.add(new dev.tca.core.Attempt(d.action(), "Move to", true, "the screen changed"));
        screen.clear();
        add(Role.HEADING, "Move Budget.xlsx", 400, 200);
        Element expand = add(Role.BUTTON, "Expand Finance", 400, 240, State.COLLAPSED);
        add(Role.LABEL, "Finance", 440, 240);
        add(Role.LABEL, "Archive", 440, 270);
        add(Role.BUTTON, "Cancel", 500, 400);
        add(Role.BUTTON, "Move here", 680, 400, State.DISABLED);
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(expand.id()));

        history.add(new dev.tca.core.Attempt(d.action(), "Expand Finance", true, "the screen changed"));
        screen.set(1, new Element(2, "Collapse Finance", expand.box(), Source.AX, 1.0, Role.BUTTON, EnumSet.of(State.EXPANDED), "",
                null, null, null));
        Element y2031 = add(Role.LABEL, "2031", 470, 250);
        Element y2032 = add(Role.LABEL, "2032", 470, 262);
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as("the folder's line, not the toggle again (it says Collapse now): " + d.reason())
                .isEqualTo(new Action.Click(y2032.id()));
        assertThat(y2031.id()).isNotEqualTo(y2032.id());

        history.add(new dev.tca.core.Attempt(d.action(), "2032", true, "the screen changed"));
        screen.set(5, new Element(6, "Move here", new Rect(680, 400, 160, 24), Source.AX, 1.0, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, null, null));
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as("the move is not done until the dialog's own button is pressed: " + d.reason())
                .isEqualTo(new Action.Click(6));
    }

    @Test
    void inAFileChooserTheDescribedFileIsSelectedAndItsOwnButtonStillPressed() {
        Element folder = new Element(1, "receipts", new Rect(500, 100, 200, 24), Source.AX, 1.0, Role.TABLE_CELL,
                EnumSet.noneOf(State.class), "", null, "File Chooser Widget", null);
        Element notes = new Element(2, "march-notes.txt", new Rect(500, 130, 200, 24), Source.AX, 1.0, Role.TABLE_CELL,
                EnumSet.noneOf(State.class), "", null, "File Chooser Widget", null);
        Element open = new Element(3, "Open", new Rect(1000, 760, 80, 30), Source.AX, 1.0, Role.BUTTON, EnumSet.noneOf(State.class), "",
                null, "Attach a file", null);
        screen.addAll(List.of(folder, notes, open));
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        Decision d = brain.start("Attach the PDF of my March receipt").next(observed(), List.of());
        assertThat(d.action()).as("the folder that says receipt, looked into: " + d.reason()).isEqualTo(new Action.DoubleClick(folder.id()));
        Element pdf = new Element(2, "march-2031.pdf", notes.box(), Source.AX, 1.0, Role.TABLE_CELL, EnumSet.noneOf(State.class), "", null,
                "File Chooser Widget", null);
        screen.set(1, pdf);
        var pursuit = brain.start("select the PDF of my March receipt, then click Open");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(pdf.id()));
        history.add(new dev.tca.core.Attempt(d.action(), pdf.label(), true, "march-2031.pdf is selected"));
        screen.set(1, new Element(2, "march-2031.pdf", notes.box(), Source.AX, 1.0, Role.TABLE_CELL, EnumSet.of(State.SELECTED), "", null,
                "File Chooser Widget", null));
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as("the chooser's own button, not the file again: " + d.reason()).isEqualTo(new Action.Click(open.id()));
    }

    @Test
    void theCheapestOfTheRowsThatSayTheWordsIsChosenByItsBox() {
        String[][] rows = {{"Friday 13 June", "£4.50"}, {"Saturday 14 June", "£5.00"}, {"Saturday 14 June", "£2.00"},
            {"Saturday 14 June", "£3.00"}, {"Sunday 15 June", "£1.50"}};
        for (String[] r : rows) {
            int y = 80 + screen.size() * 10;
            add(Role.CHECKBOX, "", 10, y);
            add(Role.TABLE_CELL, r[0], 40, y);
            add(Role.TABLE_CELL, r[1], 300, y);
        }
        add(Role.BUTTON, "OK", 500, 400);
        Decision d = first("Which Saturday delivery slot is cheapest? Book that one for my order.");
        assertThat(d.action()).as("Saturday's £2.00, not Sunday's £1.50: " + d.reason()).isEqualTo(new Action.Click(screen.get(6).id()));
    }

    @Test
    void aListsRowIsSelectedBeforeTheWindowsOneButtonForTheVerbActsOnIt() {
        for (String[] r : new String[][] {{"Monday 2 June", "21:00"}, {"Tuesday 3 June", "08:00"}, {"Tuesday 3 June", "20:30"},
                {"Wednesday 4 June", "20:30"}}) {
            int y = 80 + screen.size() * 10;
            add(Role.CHECKBOX, r[0], 10, y);
            add(Role.TABLE_CELL, r[0], 40, y);
            add(Role.TABLE_CELL, r[1], 220, y);
        }
        add(Role.BUTTON, "Cancel", 400, 320);
        Element restore = add(Role.BUTTON, "Restore", 500, 320);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Bring back my files from Tuesday evening's backup.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        Element evening = screen.get(6);
        assertThat(evening.label()).isEqualTo("Tuesday 3 June");
        assertThat(d.action()).as("the evening's row, not the morning's: " + d.reason()).isEqualTo(new Action.Click(evening.id()));

        history.add(new dev.tca.core.Attempt(d.action(), evening.label(), true, "the screen changed"));
        screen.set(6, new Element(evening.id(), evening.label(), evening.box(), Source.AX, 1.0, Role.CHECKBOX, EnumSet.of(State.CHECKED),
                "", null, null, null));
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(restore.id()));
    }

    @Test
    void aRowsOwnButtonForTheVerbIsPressedWithoutSelectingTheRowFirst() {
        add(Role.TABLE_CELL, "Backup of Monday", 40, 100);
        add(Role.BUTTON, "Restore", 600, 100);
        add(Role.TABLE_CELL, "Backup of Tuesday", 40, 160);
        Element tuesday = add(Role.BUTTON, "Restore", 600, 160);
        assertThat(first("Restore the backup of Tuesday")).extracting(Decision::action).isEqualTo(new Action.Click(tuesday.id()));
    }

    @Test
    void aPasswordGoesOnlyIntoAPasswordFieldAndTheFormsOwnButtonSendsIt() {
        add(Role.TEXT_FIELD, "Email", 400, 100);
        add(Role.TAB, "Sign-in & security", 40, 140);
        Element pencil = add(Role.BUTTON, "Change password", 900, 120);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Change my password from Wren-Kettle-19 to Basil-Moth-42");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as("never into Email: " + d.reason()).isEqualTo(new Action.Click(pencil.id()));

        history.add(new dev.tca.core.Attempt(d.action(), pencil.label(), true, "the screen changed"));
        Element current = add(Role.PASSWORD_FIELD, "Current password", 400, 200);
        Element fresh = add(Role.PASSWORD_FIELD, "New password", 400, 260);
        Element again = add(Role.PASSWORD_FIELD, "Confirm new password", 400, 320);
        add(Role.BUTTON, "Delete account", 400, 700);
        Element update = add(Role.BUTTON, "Update password", 400, 370);
        add(Role.BUTTON, "Cancel", 580, 370);
        for (Element field : List.of(current, fresh, again)) {
            d = pursuit.next(observed(), history);
            assertThat(d.action()).as(d.reason()).isInstanceOfSatisfying(Action.Type.class, t -> {
                assertThat(t.target()).contains(field.id());
                assertThat(t.secret()).isTrue();
            });
            history.add(new dev.tca.core.Attempt(d.action(), field.label(), true, "the screen changed"));
            int i = screen.indexOf(field);
            screen.set(i, new Element(field.id(), field.label(), field.box(), Source.AX, 1.0, Role.PASSWORD_FIELD,
                    EnumSet.noneOf(State.class), "•••••••••••••", null, null, null));
        }
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(update.id()));
    }

    @Test
    void aQuestionAboutHiddenValuesShowsThemFirst() {
        add(Role.LABEL, "Instant Saver", 100, 260);
        add(Role.LABEL, "€ ••••••", 640, 260);
        add(Role.LABEL, "Savings account ·· 9012", 100, 284);
        Element show = add(Role.BUTTON, "Show balances", 400, 200);
        add(Role.BUTTON, "Show more", 400, 600);
        assertThat(first("how much money is in my savings account?").action()).isEqualTo(new Action.Click(show.id()));
        screen.remove(1);
        screen.add(1, new Element(2, "€8,930.12", new Rect(640, 260, 160, 24), Source.AX, 1.0, Role.LABEL, EnumSet.noneOf(State.class),
                "", null, null, null));
        assertThat(first("how much money is in my savings account?").action()).as("nothing hidden: read it")
                .isInstanceOf(Action.Done.class);
    }

    @Test
    void aVerbNotOnTheScreenIsLookedForInsideTheThingThenInItsInfo() {
        add(Role.BUTTON, "New chat", 240, 20);
        add(Role.BUTTON, "BC Book club · organisers Priya: I booked the back room", 40, 100);
        Element club = add(Role.BUTTON, "BC Book club Theo: Can everyone mute this group for a week?", 40, 160);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Mute the Book club chat");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as("the chat itself, not New chat: " + d.reason()).isEqualTo(new Action.Click(club.id()));

        history.add(new dev.tca.core.Attempt(d.action(), club.label(), true, "the screen changed"));
        Element info = add(Role.BUTTON, "Chat info", 1200, 40);
        add(Role.BUTTON, "Video call", 1100, 40);
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(info.id()));

        history.add(new dev.tca.core.Attempt(d.action(), info.label(), true, "the screen changed"));
        Element mute = add(Role.BUTTON, "Mute notifications", 1000, 300);
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(mute.id()));
    }

    @Test
    void onlyOnADayTicksThatDaysBoxAndUnticksTheOtherDaysButNothingElse() {
        for (String day : List.of("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")) {
            add(Role.CHECKBOX, day, 100 + screen.size() * 70, 280, day.equals("Mon") || day.equals("Thu") ? State.CHECKED : State.UNCHECKED);
        }
        add(Role.CHECKBOX, "Breaking news alerts", 900, 590, State.CHECKED);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("I'd like the newsletter only on Fridays from now on.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        List<String> clicked = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Decision d = pursuit.next(observed(), history);
            String label = clicked(d);
            clicked.add(label);
            history.add(new dev.tca.core.Attempt(d.action(), label, true, "the screen changed"));
            int at = screen.indexOf(screen.stream().filter(e -> e.label().equals(label)).findFirst().orElseThrow());
            Element was = screen.get(at);
            screen.set(at, new Element(was.id(), was.label(), was.box(), Source.AX, 1.0, Role.CHECKBOX,
                    was.has(State.CHECKED) ? EnumSet.of(State.UNCHECKED) : EnumSet.of(State.CHECKED), "", null, null, null));
        }
        assertThat(clicked).containsExactly("Mon", "Thu", "Fri");
    }

    @Test
    void everyOneOfAKindIsLookedForInFoldedSectionsFirstAndASwitchIsABox() {
        add(Role.BUTTON, "▾ Living room 2 lights on", 300, 150, State.EXPANDED);
        add(Role.BUTTON, "Ceiling light", 700, 200, State.CHECKED);
        add(Role.BUTTON, "Reading lamp", 700, 250, State.CHECKED);
        add(Role.BUTTON, "TV", 700, 300, State.CHECKED);
        add(Role.BUTTON, "More options", 1100, 150, State.COLLAPSED);
        Element kitchen = add(Role.BUTTON, "▸ Kitchen 1 light on", 300, 360, State.COLLAPSED);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("switch off every light in the house");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(kitchen.id()));

        history.add(new dev.tca.core.Attempt(d.action(), kitchen.label(), true, "the screen changed"));
        screen.set(screen.indexOf(kitchen), new Element(kitchen.id(), "▾ Kitchen 1 light on", kitchen.box(), Source.AX, 1.0, Role.BUTTON,
                EnumSet.of(State.EXPANDED), "", null, null, null));
        add(Role.BUTTON, "Pendant lights", 700, 400, State.CHECKED);
        add(Role.BUTTON, "Kettle", 700, 450, State.CHECKED);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as("a light's switch, not the menu nor the open room: " + d.reason()).isIn("Ceiling light", "Pendant lights");
    }

    @Test
    void aMenuReadFromPixelsOpenedForARowsVerbHasItsEntryPressed() {
        screen.add(new Element(1, "Jonas Weber", new Rect(100, 450, 160, 24), Source.OCR, 0.9, Role.TEXT, EnumSet.noneOf(State.class),
                "", null, null, null));
        Element more = new Element(2, "More actions", new Rect(1200, 445, 24, 24), Source.WIDGET, 0.9, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, null, null);
        screen.add(more);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("remove Jonas Weber");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(more.id()));
        history.add(new dev.tca.core.Attempt(d.action(), more.label(), true, "the screen changed"));
        screen.add(new Element(3, "Change role", new Rect(1100, 510, 140, 20), Source.OCR, 0.9, Role.TEXT, EnumSet.noneOf(State.class),
                "", null, null, null));
        Element remove = new Element(4, "Remove from project", new Rect(1100, 480, 140, 20), Source.OCR, 0.9, Role.TEXT,
                EnumSet.noneOf(State.class), "", null, null, null);
        screen.add(remove);
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(remove.id()));
    }

    @Test
    void clearingAFieldSelectsWhatItHoldsAndDeletesIt() {
        Element name = add(Role.TEXT_FIELD, "Display name", 40, 100);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Clear the display name");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(clicked(d)).isEqualTo("Display name");
        history.add(new dev.tca.core.Attempt(d.action(), name.label(), true, "the screen changed"));
        d = pursuit.next(observed(), history);
        assertThat(d.action()).isEqualTo(new Action.Key(dev.tca.core.KeyChord.parse("ctrl+a")));
        // an empty field shows no selection: the step goes on all the same
        history.add(new dev.tca.core.Attempt(d.action(), "", false, "nothing changed"));
        d = pursuit.next(observed(), history);
        assertThat(d.action()).isEqualTo(new Action.Key(dev.tca.core.KeyChord.parse("BackSpace")));
    }

    @Test
    void emptyingAThingIsTheButtonThatSaysBothNotTheThingsLink() {
        add(Role.LINK, "Trash", 40, 100);
        add(Role.BUTTON, "Empty trash", 600, 60);
        assertThat(clicked(first("Empty the trash"))).isEqualTo("Empty trash");
    }

    @Test
    void aNewThingsFormIsOpenedByItsOwnNewButtonAndSkippedWhenThereIsNone() {
        add(Role.BUTTON, "New", 40, 60);
        add(Role.BUTTON, "+ New folder", 200, 60);
        add(Role.TEXT_FIELD, "Search", 600, 60);
        assertThat(clicked(first("Create a new folder called Reports"))).isEqualTo("+ New folder");
        screen.clear();
        add(Role.TEXT_FIELD, "What needs to be done?", 40, 60);
        Decision d = first("Add a todo called Renew passport");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Type.class);
        assertThat(((Action.Type) d.action()).text()).isEqualTo("Renew passport");
    }

    @Test
    void untickingAllTheBoxesUnticksEachTickedOne() {
        add(Role.CHECKBOX, "Email", 40, 100, State.CHECKED);
        add(Role.CHECKBOX, "Push", 40, 130);
        add(Role.CHECKBOX, "SMS", 40, 160, State.CHECKED);
        assertThat(clicked(first("Uncheck all the boxes"))).isEqualTo("Email");
        screen.clear();
        add(Role.CHECKBOX, "Email", 40, 100);
        add(Role.CHECKBOX, "Push", 40, 130);
        add(Role.CHECKBOX, "SMS", 40, 160, State.CHECKED);
        assertThat(clicked(first("Uncheck all the boxes"))).isEqualTo("SMS");
    }

    @Test
    void aRatingIsTheStarThatSaysItOrTheNthOfARowOfStars() {
        for (int i = 1; i <= 5; i++) {
            add(Role.RADIO, i + (i == 1 ? " star" : " stars"), 40 + i * 30, 100);
        }
        assertThat(clicked(first("Rate it 4 stars"))).isEqualTo("4 stars");
        screen.clear();
        for (int i = 1; i <= 5; i++) {
            add(Role.TEXT, "☆", 40 + i * 30, 100);
        }
        Decision d = first("give it 2 stars");
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(2));
    }

    @Test
    void aFilterIsItsDropDownOrButtonNotATableCellThatSaysTheSame() {
        add(Role.COMBO, "Status", 40, 60);
        add(Role.BUTTON, "High", 300, 60);
        add(Role.TABLE_CELL, "Pending", 400, 200);
        add(Role.TABLE_CELL, "High", 600, 200);
        add(Role.TABLE_CELL, "High", 600, 240);
        assertThat(clicked(first("Filter the tickets by status Pending"))).isEqualTo("Status");
        // opened and read from pixels, its options are words in the list dropped under it
        screen.clear();
        add(Role.COMBO, "Status", 40, 60);
        add(Role.TEXT, "Open", 50, 90);
        add(Role.TEXT, "Pending", 50, 116);
        add(Role.TABLE_CELL, "Pending", 400, 200);
        assertThat(first("Filter the tickets by status Pending").action()).isEqualTo(new Action.Click(3));
        screen.clear();
        add(Role.COMBO, "Status", 40, 60);
        add(Role.BUTTON, "High", 300, 60);
        add(Role.TABLE_CELL, "Pending", 400, 200);
        add(Role.TABLE_CELL, "High", 600, 200);
        add(Role.TABLE_CELL, "High", 600, 240);
        Decision d = first("Show only high priority tickets");
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(2));
    }

    @Test
    void everyFruitIsTheBoxesNearerFruitThanAnyOtherKindOfThing() {
        // the real model: alone, Carrot is nearer "fruit" than Apple is; it is nearer still to "vegetable"
        List<String> ticked = new ArrayList<>();
        for (String kind : List.of("fruit", "vegetable")) {
            Set<String> on = new java.util.TreeSet<>();
            for (int round = 0; round < 7; round++) {
                screen.clear();
                int y = 60;
                for (String item : List.of("Apple", "Carrot", "Mango", "Leek", "Plum", "Celery")) {
                    if (on.contains(item)) {
                        add(Role.CHECKBOX, item, 40, y, State.CHECKED);
                    } else {
                        add(Role.CHECKBOX, item, 40, y);
                    }
                    y += 30;
                }
                Decision d = first("Tick every " + kind);
                if (!(d.action() instanceof Action.Click)) {
                    break;
                }
                on.add(clicked(d));
            }
            ticked.add(kind + ": " + String.join(" ", on));
        }
        assertThat(ticked).containsExactly("fruit: Apple Mango Plum", "vegetable: Carrot Celery Leek");
    }

    @Test
    void everyLightButTheHallwaysIsSwitchedOffAndThePlugsAreLeftAlone() {
        List<String> items = List.of("Ceiling light", "Reading lamp", "Hallway light", "Coffee machine plug", "Heater plug");
        Set<String> off = new java.util.TreeSet<>();
        for (int round = 0; round < 6; round++) {
            screen.clear();
            int y = 60;
            for (String item : items) {
                if (off.contains(item)) {
                    add(Role.CHECKBOX, item, 40, y);
                } else {
                    add(Role.CHECKBOX, item, 40, y, State.CHECKED);
                }
                y += 30;
            }
            Decision d = first("Bedtime: switch off every light in the house except the one in the hallway.");
            if (!(d.action() instanceof Action.Click)) {
                break;
            }
            off.add(clicked(d));
        }
        assertThat(off).containsExactly("Ceiling light", "Reading lamp");
    }

    @Test
    void everyRoomOfTheFloorTheGoalSaysButOneIsTickedThenTheDialogsOwnActIsPressed() {
        List<String[]> rooms = List.of(new String[] {"Hallway", "Ground floor"}, new String[] {"Kitchen", "Ground floor"},
                new String[] {"Main bedroom", "First floor"}, new String[] {"Dining room", "Ground floor"},
                new String[] {"Landing", "First floor"}, new String[] {"Utility room", "Ground floor"});
        Set<String> ticked = new java.util.LinkedHashSet<>();
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Vacuum everywhere downstairs except the kitchen, I've only just mopped it.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        String pressed = null;
        for (int round = 0; round < 12 && pressed == null; round++) {
            screen.clear();
            int y = 80;
            for (String[] room : rooms) {
                if (ticked.contains(room[0])) {
                    add(Role.CHECKBOX, room[0], 20, y, State.CHECKED);
                } else {
                    add(Role.CHECKBOX, room[0], 20, y);
                }
                add(Role.TABLE_CELL, room[1], 200, y);
                y += 24;
            }
            add(Role.BUTTON, "Cancel", 300, 400);
            add(Role.BUTTON, "Start cleaning", 470, 400);
            Decision d = pursuit.next(observed(), history);
            if (!(d.action() instanceof Action.Click)) {
                break;
            }
            String label = clicked(d);
            if (label.equals("Start cleaning") || label.equals("Cancel")) {
                pressed = label;
            } else {
                ticked.add(label);
            }
            history.add(new dev.tca.core.Attempt(d.action(), label, true, "the screen changed"));
        }
        assertThat(ticked).containsExactly("Hallway", "Dining room", "Utility room");
        assertThat(pressed).isEqualTo("Start cleaning");
    }

    @Test
    void aDialogThatIsAListToChooseFromIsAcceptedOnceTheCheapestIsPicked() {
        String[][] trains = {{"06:30", "£52.40"}, {"07:00", "£47.90"}, {"07:30", "£29.80"}, {"07:42", "£31.20"}};
        String picked = null;
        String pressed = null;
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Pick the cheapest train.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        for (int round = 0; round < 6 && pressed == null; round++) {
            screen.clear();
            add(Role.BUTTON, "Departs", 60, 60);
            add(Role.BUTTON, "Price", 300, 60);
            int y = 90;
            for (String[] t : trains) {
                boolean on = t[0].equals(picked);
                add(Role.CHECKBOX, t[0], 20, y, on ? new State[] {State.CHECKED} : new State[0]);
                add(Role.TABLE_CELL, t[0], 60, y, on ? new State[] {State.SELECTED} : new State[0]);
                add(Role.TABLE_CELL, t[1], 300, y, on ? new State[] {State.SELECTED} : new State[0]);
                y += 26;
            }
            add(Role.BUTTON, "Back", 300, 400);
            add(Role.BUTTON, "Buy ticket", 420, 400);
            Decision d = pursuit.next(observed(), history);
            if (!(d.action() instanceof Action.Click)) {
                break;
            }
            String label = clicked(d);
            if (label.equals("Buy ticket") || label.equals("Back")) {
                pressed = label;
            } else {
                picked = java.util.Arrays.stream(trains).filter(t -> t[0].equals(label) || t[1].equals(label)).findFirst()
                        .map(t -> t[0]).orElse(label);
            }
            history.add(new dev.tca.core.Attempt(d.action(), label, true, "the screen changed"));
        }
        assertThat(picked).isEqualTo("07:30");
        assertThat(pressed).as("the choice is made when the dialog is accepted").isEqualTo("Buy ticket");
    }

    /** Deletes rows of a mail list as the goal's clicks say, each row with its own Delete; the rows deleted. */
    private Set<Integer> deleting(String goal) {
        String[][] rows = {{"Spam Co", "Win a cruise now"}, {"Ana Lopez", "Lunch on Friday?"}, {"Spam Co", "Last chance: 90% off"},
            {"Bank", "Your statement"}};
        Set<Integer> deleted = new java.util.TreeSet<>();
        var pursuit = new TaskBrain(() -> Models.brain(0.4), "task").start(goal);
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        for (int round = 0; round < 8; round++) {
            screen.clear();
            int y = 100;
            List<Integer> shown = new ArrayList<>();
            for (int i = 0; i < rows.length; i++) {
                if (!deleted.contains(i)) {
                    add(Role.TEXT, rows[i][0], 40, y);
                    add(Role.TEXT, rows[i][1], 220, y);
                    add(Role.BUTTON, "Delete", 700, y);
                    shown.add(i);
                    y += 40;
                }
            }
            Decision d = pursuit.next(observed(), history);
            if (!(d.action() instanceof Action.Click c)) {
                break;
            }
            Element e = screen.get(c.target().orElseThrow() - 1);
            if (e.label().equals("Delete")) {
                deleted.add(shown.get((e.box().y() - 100) / 40));
            }
            history.add(new dev.tca.core.Attempt(d.action(), e.label(), true, "the screen changed"));
        }
        return deleted;
    }

    @Test
    void allTheRowsTheWordsNameGetTheActEachAndOneRowOnlyOne() {
        assertThat(deleting("Delete all the emails from Spam Co")).containsExactly(0, 2);
        assertThat(deleting("Delete the email from Spam Co about the cruise")).containsExactly(0);
    }

    @Test
    void aDialogIsLeftOpenWhenTheGoalOnlySetsWhatItShows() {
        add(Role.CHECKBOX, "Red", 20, 80);
        add(Role.CHECKBOX, "Blue", 20, 110);
        add(Role.BUTTON, "Cancel", 300, 400);
        add(Role.BUTTON, "Apply filter", 470, 400);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Tick Red");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(clicked(d)).isEqualTo("Red");
        history.add(new dev.tca.core.Attempt(d.action(), "Red", true, "the screen changed"));
        screen.clear();
        add(Role.CHECKBOX, "Red", 20, 80, State.CHECKED);
        add(Role.CHECKBOX, "Blue", 20, 110);
        add(Role.BUTTON, "Cancel", 300, 400);
        add(Role.BUTTON, "Apply filter", 470, 400);
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Done.class);
    }

    @Test
    void aRowWithoutAMenuDoesNotMakeTheLaterClickExpectAMenuToClose() {
        add(Role.TEXT, "Boiler service", 40, 100);
        add(Role.TEXT, "Passport renewal", 40, 160);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("For the Passport renewal note, click Archive");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isNotInstanceOf(Action.Click.class);

        // the row's own button shows up (a hover, a scroll): pressing it is verified as a button, not as a menu entry
        history.add(new dev.tca.core.Attempt(d.action(), "", true, "the screen changed"));
        add(Role.BUTTON, "Archive", 600, 160);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Archive");
        assertThat(d.expect().describe()).doesNotContain("closes the menu");
    }

    @Test
    void theSameActForTheSameReasonIsNotRepeatedForever() {
        // a calendar whose Next month button changes something on the screen but never the month it shows
        add(Role.LABEL, "July 2024", 40, 20);
        add(Role.BUTTON, "Next month", 300, 20);
        for (int day = 1; day <= 31; day++) {
            add(Role.CALENDAR_DAY, Integer.toString(day), 40 + 40 * ((day - 1) % 7), 60 + 30 * ((day - 1) / 7));
        }
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Pick 2 August 2024 in the calendar");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        int pages = 0;
        while (d.action() instanceof Action.Click && pages < 30) {
            assertThat(clicked(d)).isEqualTo("Next month");
            pages++;
            history.add(new dev.tca.core.Attempt(d.action(), "Next month", true, "the screen changed after paging the calendar"));
            d = pursuit.next(observed(), history);
        }
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Fail.class);
        assertThat(pages).isEqualTo(TaskPursuit.MAX_REPEATS);
        assertThat(d.reason()).contains("without getting further");
    }

    @Test
    void opensTheSortBoxThenPicksTheOptionThatSaysTheOrder() {
        add(Role.TEXT, "Hiking boots", 10, 60);
        add(Role.BUTTON, "Sort: Recommended", 900, 60);
        add(Role.LINK, "Newest trail boot", 10, 200);
        SortOrder cheapest = SortOrder.ask("cheapest first").orElseThrow();
        Move open = Sorts.choose(0, cheapest, 0, screen);
        assertThat(open.last()).isFalse();
        assertThat(clicked(open.decision())).isEqualTo("Sort: Recommended");
        // the box opened: its options, worded as this shop words them
        add(Role.LIST_ITEM, "Recommended", 900, 90);
        add(Role.LIST_ITEM, "Price: high to low", 900, 120);
        add(Role.LIST_ITEM, "Lowest price", 900, 150);
        assertThat(clicked(Sorts.choose(0, cheapest, 1, screen).decision())).isEqualTo("Lowest price");
        // with no box and no option, the column's header
        screen.clear();
        add(Role.BUTTON, "Price", 400, 60);
        add(Role.TABLE_CELL, "12.00", 400, 90);
        assertThat(clicked(Sorts.choose(0, cheapest, 0, screen).decision())).isEqualTo("Price");
    }

    @Test
    void answersOnlyAConfirmationTheLastActionOpened() {
        add(Role.BUTTON, "Continue", 100, 500);
        Observation before = observed();
        add(Role.TEXT, "Send £640 to Marta Kowalski?", 500, 300);
        add(Role.BUTTON, "Back", 500, 400);
        add(Role.BUTTON, "Confirm and pay", 700, 400);
        List<SubGoal> yes = Confirmations.answer("Send Marta £640 out of my holiday savings.", before, observed());
        assertThat(yes).extracting(SubGoal::target).containsExactly("Confirm and pay");
        // the same buttons already there before the last action: no question was asked
        assertThat(Confirmations.answer("Send Marta £640", observed(), observed())).isEmpty();
        // a goal that says not to
        assertThat(Confirmations.answer("fill in the payment but don't send it", before, observed())).isEmpty();
    }

    @Test
    void changeDetailsIsTheWayBackBesideAConfirmation() {
        add(Role.BUTTON, "Reserve", 220, 500);
        Observation before = observed();
        add(Role.HEADING, "Confirm your reservation", 640, 346);
        add(Role.BUTTON, "Change details", 600, 444);
        add(Role.BUTTON, "Confirm reservation", 757, 444);
        assertThat(Confirmations.answer("Book a table for four on Friday at 8pm", before, observed()))
                .extracting(SubGoal::describe).containsExactly("click 'Confirm reservation'");
    }

    @Test
    void aConfirmationsOptionTheGoalNamesIsChosenBeforeGoingOn() {
        add(Role.BUTTON, "Chat info", 900, 40);
        Observation before = observed();
        add(Role.TEXT, "Mute notifications", 500, 260);
        add(Role.RADIO, "8 hours", 500, 300, State.CHECKED);
        add(Role.RADIO, "1 week", 500, 330);
        add(Role.RADIO, "Always", 500, 360);
        add(Role.BUTTON, "Cancel", 500, 420);
        add(Role.BUTTON, "Mute", 700, 420);
        assertThat(Confirmations.answer("Silence the Book club chat for a week, please.", before, observed()))
                .extracting(SubGoal::describe).containsExactly("choose '1 week'", "click 'Mute'");
        assertThat(Confirmations.answer("mute the Book club chat", before, observed())).extracting(SubGoal::describe)
                .as("no option named: the one chosen stays").containsExactly("click 'Mute'");
    }

    @Test
    void aPaymentTypesTheSumAndChoosesTheAccountItComesFrom() {
        add(Role.LABEL, "Pay from", 40, 250);
        add(Role.BUTTON, "Everyday Current ••4410 ▾", 40, 280, State.COLLAPSED);
        add(Role.TEXT_FIELD, "Amount", 40, 360);
        add(Role.BUTTON, "Continue", 40, 500);
        // the account comes first (it stands above the amount), opened to find the holiday savings
        assertThat(clicked(first("Send Marta £640 out of my holiday savings."))).isEqualTo("Everyday Current ••4410 ▾");
    }

    @Test
    void everyBoxButTheExceptionGoesTheWayTheClauseSays() {
        add(Role.CHECKBOX, "Product updates", 40, 100, State.CHECKED);
        add(Role.CHECKBOX, "Saturday digest", 40, 130, State.CHECKED);
        add(Role.CHECKBOX, "Partner offers", 40, 160, State.CHECKED);
        add(Role.BUTTON, "OK", 400, 300);
        Decision d = first("Unsubscribe me from every mailing list except the Saturday digest.");
        assertThat(clicked(d)).isEqualTo("Product updates");
    }

    @Test
    void neverPressesCancelForASentenceThatOnlyMeansSomethingNearIt() {
        add(Role.LABEL, "Fridge compartment temperature (°C)", 40, 40);
        add(Role.BUTTON, "Cancel", 40, 300);
        add(Role.BUTTON, "OK", 200, 300);
        Decision d = first("the milk keeps going off and I hate it");
        assertThat(d.action() instanceof Action.Click c ? screen.get(c.target().orElseThrow() - 1).label() : "")
                .isNotEqualTo("Cancel");
    }

    @Test
    void aSuperlativeQuestionReadsTheExtremeOfTheMeasuredColumnAmongTheRowsItIsAbout() {
        add(Role.TABLE_CELL, "Date", 40, 100);
        add(Role.TABLE_CELL, "Activity", 240, 100);
        add(Role.TABLE_CELL, "Distance", 440, 100);
        String[][] rows = {{"1 Oct", "Run", "5.4 km"}, {"5 Oct", "Run", "14.2 km"}, {"12 Oct", "Walk", "17.8 km"},
            {"15 Oct", "Run", "7.5 km"}};
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < 3; c++) {
                add(Role.TABLE_CELL, rows[r][c], 40 + 200 * c, 140 + 40 * r);
            }
        }
        Decision d = first("What was the longest run I did?");
        // the walk is longer, but the question is about runs
        assertThat(d.action()).isInstanceOfSatisfying(Action.Done.class, done -> assertThat(done.answer()).isEqualTo("14.2 km"));
        assertThat(first("What was the shortest run?").action()).isInstanceOfSatisfying(Action.Done.class,
                done -> assertThat(done.answer()).isEqualTo("5.4 km"));
    }

    @Test
    void aConfirmationTheStepOpenedIsAnsweredBeforeTheNextStep() {
        add(Role.TEXT, "Clear Phone Case 6.1\"", 130, 680);
        Element remove = add(Role.BUTTON, "Remove from basket", 820, 680);
        add(Role.TEXT_FIELD, "Enter code", 913, 350);
        add(Role.BUTTON, "Apply", 1140, 350);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Take the phone case out of my basket, then type SPRING10 into the code field");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(remove.id()));

        history.add(new dev.tca.core.Attempt(d.action(), remove.label(), true, "the screen changed"));
        add(Role.TEXT, "Remove item?", 440, 340);
        add(Role.BUTTON, "Keep it", 648, 420);
        add(Role.BUTTON, "Remove", 736, 420);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Remove");
    }

    @Test
    void aCountOfAThingIsSetOnTheRowThatSaysAllItsWordsInAnotherOrder() {
        add(Role.TEXT, "Oat Drink Original 1 L", 130, 210);
        add(Role.BUTTON, "Decrease quantity", 600, 210);
        add(Role.TEXT, "3", 640, 210);
        add(Role.BUTTON, "Increase quantity", 680, 210);
        add(Role.TEXT, "Oat Drink Barista Edition 1 L", 130, 304);
        Element fewer = add(Role.BUTTON, "Decrease quantity", 600, 304);
        add(Role.TEXT, "4", 640, 304);
        add(Role.BUTTON, "Increase quantity", 680, 304);
        Decision d = first("In my basket, I only need 2 of the Barista oat drink");
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(fewer.id()));
    }

    @Test
    void aMailIsOpenedByItsOwnLineForAVerbInsideItNotByAFolderLinkLevelWithIt() {
        add(Role.LINK, "Events", 20, 217);
        add(Role.BUTTON, "Starred", 270, 217, State.CHECKED);
        add(Role.TEXT, "Lena Ortiz", 300, 217);
        Element subject = add(Role.TEXT, "Venue contract, signed copy", 490, 217);
        add(Role.LINK, "Travel", 20, 351);
        add(Role.TEXT, "Jonas Weil", 300, 351);
        add(Role.TEXT, "AV quote, revised", 490, 351);
        Decision d = first("Move Lena's email with the signed venue contract to the Events folder");
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(subject.id()));
    }

    @Test
    void changesTheRunLeftUnpublishedArePublishedAndThePublishConfirmed() {
        add(Role.TAB, "Staging", 260, 150, State.SELECTED);
        add(Role.TABLE_CELL, "checkout_v2 New checkout flow", 120, 290);
        Element flag = add(Role.BUTTON, "checkout_v2 in Staging", 1130, 292, State.UNCHECKED);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Turn the new checkout flow on in staging");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(flag.id()));

        history.add(new dev.tca.core.Attempt(d.action(), flag.label(), true, "button 'checkout_v2 in Staging' is ticked"));
        screen.set(screen.indexOf(flag), new Element(flag.id(), flag.label(), flag.box(), Source.AX, 1.0, Role.BUTTON,
                EnumSet.of(State.CHECKED), "", null, "", null));
        add(Role.LABEL, "1 unpublished change in Staging", 700, 200);
        add(Role.BUTTON, "Review and publish", 1000, 200);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Review and publish");

        history.add(new dev.tca.core.Attempt(d.action(), "Review and publish", true, "the screen changed"));
        add(Role.HEADING, "Publish to Staging?", 500, 350);
        add(Role.BUTTON, "Back", 600, 450);
        add(Role.BUTTON, "Publish", 700, 450);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Publish");
    }

    @Test
    void aFormThatStillOffersItsNextPageAtTheEndWasNeverSent() {
        add(Role.HEADING, "Residents' parking permit - step 2 of 4: your car", 40, 40);
        Element blue = add(Role.RADIO, "Blue", 40, 200, State.UNCHECKED);
        add(Role.RADIO, "Red", 240, 200, State.UNCHECKED);
        add(Role.BUTTON, "Continue", 40, 400);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("The car is blue. Then apply for the permit.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(blue.id()));
        history.add(new dev.tca.core.Attempt(d.action(), "Blue", true, "radio 'Blue' is selected"));
        screen.set(blue.id() - 1, new Element(blue.id(), "Blue", blue.box(), Source.AX, 1.0, Role.RADIO, EnumSet.of(State.CHECKED), "",
                null, null, null));
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).isEqualTo("Continue");
        // the next page: another Continue, and nothing more the goal says to put on it
        history.add(new dev.tca.core.Attempt(d.action(), "Continue", true, "the screen changed"));
        screen.clear();
        add(Role.HEADING, "Residents' parking permit - step 3 of 4: how long", 40, 40);
        add(Role.RADIO, "3 months", 40, 200, State.UNCHECKED);
        add(Role.BUTTON, "Continue", 40, 400);
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Fail.class);
        assertThat(d.reason()).contains("the form goes on");
    }

    @Test
    void theCheapestMorningTrainIsTheCheapestOfTheRowsWhoseTimeIsInTheMorning() {
        String[][] trains = {{"07:10 → 08:06", "£46.50"}, {"09:25 → 10:23", "£38.00"}, {"13:40 → 14:41", "£24.10"}, {"20:15 → 21:14", "£29.80"}};
        int y = 200;
        for (String[] t : trains) {
            add(Role.TEXT, t[0], 40, y);
            add(Role.TEXT, t[1], 500, y);
            add(Role.BUTTON, "Select " + t[0].substring(0, 5) + " train, " + t[1], 700, y);
            y += 50;
        }
        Decision d = first("Choose the cheapest morning train to Leeds, then book it");
        // the 09:25's row (its price or its Select), not the 13:40's cheaper afternoon fare
        Element e = screen.get(((Action.Click) d.action()).target().orElseThrow() - 1);
        assertThat(e.box().y()).as(d.reason()).isEqualTo(250);
    }

    @Test
    void aSettingInAnotherSectionOpensTheSectionNearestInMeaningAndIsSavedBesideReset() {
        add(Role.BUTTON, "Account", 40, 100);
        add(Role.BUTTON, "Display & reading", 40, 130);
        add(Role.BUTTON, "Notifications", 40, 160);
        add(Role.BUTTON, "Privacy", 40, 190);
        add(Role.HEADING, "Account", 300, 60);
        add(Role.TEXT_FIELD, "Name", 300, 100);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Make the text size 20");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Display & reading");
        history.add(new dev.tca.core.Attempt(d.action(), "Display & reading", true, "the screen changed"));
        screen.clear();
        add(Role.BUTTON, "Account", 40, 100);
        add(Role.BUTTON, "Display & reading", 40, 130);
        add(Role.BUTTON, "Notifications", 40, 160);
        add(Role.BUTTON, "Privacy", 40, 190);
        add(Role.HEADING, "Display & reading", 300, 60);
        Element size = new Element(screen.size() + 1, "Text size", new Rect(600, 100, 300, 24), Source.AX, 1.0, Role.SLIDER,
                EnumSet.noneOf(State.class), "16", new dev.tca.core.Range(16, 12, 28), "", null);
        screen.add(size);
        add(Role.BUTTON, "Reset", 600, 400);
        add(Role.BUTTON, "Save changes", 780, 400);
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.SetValue.class);
        history.add(new dev.tca.core.Attempt(d.action(), "Text size", true, "the screen changed"));
        screen.set(size.id() - 1, new Element(size.id(), "Text size", size.box(), Source.AX, 1.0, Role.SLIDER,
                EnumSet.noneOf(State.class), "20", new dev.tca.core.Range(20, 12, 28), "", null));
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Save changes");
    }

    @Test
    void blackAndWhiteIsTheColourBoxOffUnlessTheFormSaysBlackAndWhiteItself() {
        add(Role.CHECKBOX, "Double-sided", 40, 100);
        add(Role.CHECKBOX, "Colour", 40, 130, State.CHECKED);
        assertThat(Alignment.monochrome("print 2 copies double-sided and in black and white", observed().elements()))
                .extracting(SubGoal::describe).containsExactly("untick 'Colour'");
        add(Role.RADIO, "Black and white", 40, 160);
        assertThat(Alignment.monochrome("print 2 copies double-sided and in black and white", observed().elements())).isEmpty();
    }

    @Test
    void hoursGoInTheRowsFieldForTheDayItsShortFormSaysAndSubmitIsTheButtonThatSaysIt() {
        String[] days = {"MON", "TUE", "WED", "THU", "FRI"};
        for (int d = 0; d < days.length; d++) {
            screen.add(new Element(screen.size() + 1, "Training, " + days[d], new Rect(300 + d * 90, 300, 60, 24), Source.AX, 1.0,
                    Role.TEXT_FIELD, EnumSet.noneOf(State.class), "", null, "", null));
        }
        add(Role.BUTTON, "Save draft", 700, 400);
        add(Role.BUTTON, "Submit timesheet", 880, 400);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Put 3 hours of Training on Thursday in this week's timesheet, then submit it.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Type.class);
        assertThat(screen.get(((Action.Type) d.action()).target().orElseThrow() - 1).label()).isEqualTo("Training, THU");
        history.add(new dev.tca.core.Attempt(d.action(), "Training, THU", true, "the screen changed"));
        Element thu = screen.get(3);
        screen.set(3, new Element(thu.id(), thu.label(), thu.box(), Source.AX, 1.0, Role.TEXT_FIELD, EnumSet.noneOf(State.class), "3",
                null, "", null));
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Submit timesheet");
    }

    @Test
    void aDeclineNeverPressesTheButtonThatDoesWhatItDeclines() {
        add(Role.LABEL, "Your repeat prescription is due", 40, 100);
        add(Role.BUTTON, "Order refill", 40, 200);
        add(Role.BUTTON, "Skip this month", 240, 200);
        Decision d = first("Don't reorder my tablets");
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Skip this month");
    }

    private void word(String label, int x, int y, int width) {
        screen.add(new Element(screen.size() + 1, label, new Rect(x, y, width, 16), Source.OCR, 0.9));
    }

    @Test
    void readFromPixelsASidebarIsBareWordsInTheLeftThirdWithNothingBesideThemAndChecklistWordsAreNoSection() {
        word("Lumen Reader", 30, 18, 118);
        word("Library", 1206, 19, 45);
        word("Account", 183, 91, 60);
        word("Display & reading", 183, 131, 114);
        word("Notifications", 183, 171, 81);
        word("Privacy", 183, 211, 50);
        word("Account", 433, 108, 78);
        word("Name", 433, 165, 42);
        screen.add(new Element(screen.size() + 1, "Name", new Rect(820, 162, 264, 38), Source.WIDGET, 0.6, Role.TEXT_FIELD,
                EnumSet.noneOf(State.class), "Ines Carvalho", null, "", null));
        word("Email", 433, 232, 38);
        Decision d = first("make the text size 20");
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Display & reading");

        // a to-do list's rows, each a box and its words, in the same place: no section to open
        screen.clear();
        String[] rows = {"Buy milk", "Call the plumber", "Water the plants", "Book dentist"};
        for (int i = 0; i < rows.length; i++) {
            screen.add(new Element(screen.size() + 1, rows[i], new Rect(150, 100 + 40 * i, 18, 18), Source.WIDGET, 0.6, Role.CHECKBOX,
                    EnumSet.noneOf(State.class), "", null, "", null));
            word(rows[i], 183, 101 + 40 * i, 110);
        }
        word("Tasks", 600, 40, 60);
        d = first("make the text size 20");
        assertThat(d.action() instanceof Action.Click c ? screen.get(c.target().orElseThrow() - 1).label() : "").as(d.reason())
                .isNotIn((Object[]) rows);
    }

    private void trains() {
        word("Thursday", 320, 146, 60);
        word("Friday", 617, 146, 44);
        word("Saturday", 901, 146, 57);
        String[][] rows = {{"07:10", "08:06", "£46.50"}, {"09:25", "10:23", "£38.00"}, {"13:40", "14:41", "£24.10"},
            {"17:55", "18:52", "£61.00"}};
        for (int i = 0; i < rows.length; i++) {
            int y = 220 + 78 * i;
            word(rows[i][0], 230, y, 50);
            word(rows[i][1], 307, y, 50);
            word("TransPennine · 0h 56m", 397, y + 4, 137);
            word(rows[i][2], 895, y, 60);
            screen.add(new Element(screen.size() + 1, "Select", new Rect(971, y - 20, 80, 42), Source.WIDGET, 0.6, Role.BUTTON,
                    EnumSet.noneOf(State.class), "", null, "", null));
        }
    }

    @Test
    void readFromPixelsTheDaysWordsAreOpenedFirstAndTheCheapestMorningRowIsChosenByItsOneButton() {
        trains();
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Book me the cheaper of the two morning trains to Leeds on Friday.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Friday");
        history.add(new dev.tca.core.Attempt(d.action(), "Friday", true, "the screen changed"));
        screen.clear();
        trains();
        d = pursuit.next(observed(), history);
        Element pressed = screen.get(((Action.Click) d.action()).target().orElseThrow() - 1);
        // the 09:25's Select: the 13:40's fare is cheaper but in the afternoon, and no row says "Leeds"
        assertThat(pressed.label()).as(d.reason()).isEqualTo("Select");
        assertThat(pressed.box().y()).as(d.reason()).isEqualTo(298 - 20);
    }

    @Test
    void aButtonEveryRowRepeatsIsTheRowsActionNotADropDownOfAFormThatAppeared() {
        Observation before = observed();
        trains();
        screen.add(new Element(screen.size() + 1, "Booked! Your e-ticket for 09:25 is in My tickets.", new Rect(210, 130, 860, 50),
                Source.WIDGET, 0.6, Role.TEXT_FIELD, EnumSet.noneOf(State.class), "", null, "", null));
        assertThat(FormPlan.opened("Book me the cheaper of the two morning trains to Leeds on Friday.", before, observed()))
                .extracting(SubGoal::describe).noneMatch(s -> s.startsWith("choose"));
    }

    @Test
    void readFromPixelsAPillOfARowOfThreeOrMoreIsTheOptionNotTheFieldBelowAndAnOptionsDescriptionRunsOnFromItsName() {
        word("Priority", 150, 236, 48);
        String[] pills = {"Low", "Normal", "High", "Urgent"};
        for (int i = 0; i < pills.length; i++) {
            screen.add(new Element(screen.size() + 1, pills[i], new Rect(150 + 95 * i, 255, 85, 36), Source.WIDGET, 0.6, Role.BUTTON,
                    EnumSet.noneOf(State.class), "", null, "", null));
        }
        word("Subject", 150, 307, 48);
        screen.add(new Element(screen.size() + 1, "Subject", new Rect(150, 326, 660, 42), Source.WIDGET, 0.6, Role.TEXT_FIELD,
                EnumSet.noneOf(State.class), "", null, "", null));
        Decision d = first("Fill in priority High and subject Printer jam");
        assertThat(clicked(d)).as(d.reason()).isEqualTo("High");

        screen.clear();
        word("Category", 150, 158, 58);
        screen.add(new Element(screen.size() + 1, "Choose a category", new Rect(150, 180, 320, 40), Source.WIDGET, 0.6, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, "", null));
        word("Account and sign-in", 162, 236, 124);
        word("Billing payments, refunds", 162, 270, 140);
        word("Hardware cameras, lenses, chargers", 162, 304, 205);
        word("Software apps and firmware", 162, 338, 158);
        word("Other", 162, 406, 38);
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        d = brain.start("Choose the category Hardware").next(observed(), List.of());
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Hardware cameras, lenses, chargers");
    }

    @Test
    void readFromPixelsHoursGoInTheCellOnTheRowsLineUnderTheDaysHeading() {
        word("Project / activity", 172, 140, 86);
        String[] days = {"Mon 9", "Tue 10", "Wed 11", "Thu 12", "Fri 13"};
        for (int d = 0; d < days.length; d++) {
            word(days[d], 400 + 131 * d, 140, 38);
        }
        word("Project Atlas", 172, 175, 80);
        word("Training", 172, 282, 49);
        word("Courses and workshops", 172, 300, 128);
        for (int d = 0; d < days.length; d++) {
            screen.add(new Element(screen.size() + 1, d == 0 ? "Training" : "", new Rect(400 + 131 * d, 280, 64, 32), Source.WIDGET,
                    0.8, Role.TEXT_FIELD, EnumSet.noneOf(State.class), "", null, "", null));
            screen.add(new Element(screen.size() + 1, String.valueOf(d + 4), new Rect(400 + 131 * d, 173, 64, 32), Source.WIDGET,
                    0.9, Role.BUTTON, EnumSet.noneOf(State.class), "", null, "", null));
        }
        Decision d = first("Put 3 hours of Training on Thursday");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Type.class);
        assertThat(screen.get(((Action.Type) d.action()).target().orElseThrow() - 1).box()).as(d.reason())
                .isEqualTo(new Rect(400 + 131 * 3, 280, 64, 32));
    }

    @Test
    void everythingWithAWordInItIsEachRowThatSaysItAndABannerBesideTheListIsNoRow() {
        String[][] rows = {{"Seeded sourdough loaf", "Contains: wheat, sesame"}, {"Wholemeal pitta", "Contains: wheat"},
            {"Classic houmous", "Contains: sesame"}};
        for (int i = 0; i < rows.length; i++) {
            add(Role.LABEL, rows[i][0], 100, 140 + 60 * i);
            add(Role.LABEL, rows[i][1], 100, 160 + 60 * i);
            add(Role.BUTTON, "Remove " + rows[i][0], 800, 150 + 60 * i);
        }
        add(Role.LABEL, "Sesame Street Bakery week", 1000, 210); // beside the pitta's row, in a sidebar
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("He's allergic to sesame. Take everything with sesame in it out of my basket.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Remove Seeded sourdough loaf");
        history.add(new dev.tca.core.Attempt(d.action(), "Remove Seeded sourdough loaf", true, "the screen changed"));
        screen.removeIf(e -> e.label().contains("sourdough") || e.label().equals("Contains: wheat, sesame"));
        screen.replaceAll(e -> e.withId(screen.indexOf(e) + 1));
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Remove Classic houmous");
        history.add(new dev.tca.core.Attempt(d.action(), "Remove Classic houmous", true, "the screen changed"));
        screen.removeIf(e -> e.label().contains("houmous") || e.label().equals("Contains: sesame"));
        screen.replaceAll(e -> e.withId(screen.indexOf(e) + 1));
        d = pursuit.next(observed(), history);
        assertThat(d.action()).as(d.reason()).isNotInstanceOf(Action.Click.class);
    }

    @Test
    void theEmailsFromSomeoneAreTheRowsTheySentNotTheOnesThatMentionThem() {
        String[][] rows = {{"Priya Nair", "Venue shortlist for the offsite"}, {"Ben Okafor", "Invitation: Design review with Priya Nair"},
            {"Priya Nair", "Fwd: catering quotes"}};
        for (int i = 0; i < rows.length; i++) {
            add(Role.LABEL, rows[i][0], 100, 140 + 60 * i);
            add(Role.LABEL, rows[i][1], 300, 140 + 60 * i);
            add(Role.BUTTON, "Archive", 800, 140 + 60 * i);
        }
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        var pursuit = brain.start("Archive all the emails from Priya Nair.");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        assertThat(screen.get(((Action.Click) d.action()).element() - 1).box().y()).as(d.reason()).isEqualTo(140);
        history.add(new dev.tca.core.Attempt(d.action(), "Archive", true, "the screen changed"));
        screen.removeIf(e -> e.box().y() == 140);
        screen.replaceAll(e -> e.withId(screen.indexOf(e) + 1));
        d = pursuit.next(observed(), history);
        assertThat(screen.get(((Action.Click) d.action()).element() - 1).box().y()).as("Ben's invitation is not hers: " + d.reason())
                .isEqualTo(260);
    }

    @Test
    void aSeatSaidByItsCodeIsTheOneWhoseRowAndNumberItSays() {
        for (String row : new String[] {"E", "F"}) {
            for (int n = 6; n <= 8; n++) {
                add(Role.BUTTON, "Row " + row + ", seat " + n, 300 + 30 * n, row.equals("E") ? 200 : 230);
            }
        }
        assertThat(clicked(first("Choose seat F7"))).isEqualTo("Row F, seat 7");
        assertThat(Seats.find("seat F9", observed().elements())).isEmpty(); // no such seat: none, never its neighbour
        add(Role.BUTTON, "Row 12, seat C", 300, 400);
        assertThat(Seats.find("seat 12C", observed().elements())).map(Element::label).contains("Row 12, seat C");
    }

    @Test
    void anAnswerToWhenOrHowMuchThatSaysNoNumberDayOrTimeIsAnHonestFailure() {
        add(Role.HEADING, "Garden waste", 40, 100);
        add(Role.LABEL, "Collected every other week for subscribers", 40, 130);
        Decision d = first("When's the garden waste next being collected?");
        // no answer: the line is no reading, so further down is looked at before the step fails
        assertThat(d.action()).as(d.reason()).isNotInstanceOf(Action.Done.class);
        assertThat(d.reason()).contains("holds no number, day or time");
        screen.clear();
        add(Role.HEADING, "Garden waste", 40, 100);
        add(Role.LABEL, "Next collection: Thursday 18 September", 40, 130);
        d = first("When's the garden waste next being collected?");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Done.class);
        // "how heavy" asks a weight: a name read beside "Check in" is no answer to it
        screen.clear();
        add(Role.TABLE_CELL, "Check in", 40, 100);
        add(Role.TABLE_CELL, "Daniel Brook", 240, 100);
        d = first("How heavy can my checked bag be on our flight to Faro next month?");
        assertThat(d.action()).as(d.reason()).isNotInstanceOf(Action.Done.class);
    }

    @Test
    void aVerbsThingFoundByItsWordsIsOpenedAndTheVerbPressedInsideIt() {
        add(Role.HEADING, "My account", 100, 80);
        add(Role.BUTTON, "Winter Orchards", 196, 260);
        Element series = add(Role.BUTTON, "The Fenwick Chronicles, book 2", 240, 300);
        add(Role.BUTTON, "Renew", 756, 260);
        var pursuit = new TaskBrain(() -> Models.brain(0.4), "task").start("Reserve the next book in that series");
        List<dev.tca.core.Attempt> history = new ArrayList<>();
        Decision d = pursuit.next(observed(), history);
        // the series' title says "book", not "reserve": it is the thing to open, not the act done
        assertThat(clicked(d)).as(d.reason()).isEqualTo(series.label());
        assertThat(d.reason()).contains("look inside it");
        history.add(new dev.tca.core.Attempt(d.action(), series.label(), true, "the screen changed"));
        screen.clear();
        add(Role.HEADING, "The Fenwick Chronicles", 100, 80);
        add(Role.BUTTON, "A Spring Without Frost", 196, 260);
        add(Role.BUTTON, "Reserve", 756, 260);
        d = pursuit.next(observed(), history);
        assertThat(clicked(d)).as(d.reason()).isEqualTo("Reserve");
        // a menu found by the command's words is looked into by the menus' own search, down to the command's entry
        screen.clear();
        add(Role.BUTTON, "File", 40, 30);
        add(Role.BUTTON, "Edit", 100, 30);
        add(Role.BUTTON, "View", 160, 30);
        d = first("download this sheet as a CSV file");
        assertThat(d.reason()).doesNotContain("is the thing");
    }

    @Test
    void aWordSaidAfterANegationNamesNoBoxToPressForASentence() {
        add(Role.HEADING, "Everyday debit card", 100, 80);
        Element block = add(Role.CHECKBOX, "Block gambling payments", 700, 400, State.CHECKED);
        add(Role.CHECKBOX, "Contactless payments", 700, 440, State.CHECKED);
        Decision d = first("Make sure my debit card doesn't get blocked when I use it out there.");
        assertThat(d.action() instanceof Action.Click c && c.target().orElseThrow() == block.id()).as(d.reason()).isFalse();
    }

    @Test
    void aTimeIsChosenWhereAControlShowsItNeverNearItInMeaning() {
        add(Role.RADIO, "Pepper Cat · 9 years", 400, 200, State.UNCHECKED);
        add(Role.RADIO, "Biscuit Dog · 4 years", 400, 240, State.UNCHECKED);
        Decision d = first("Choose 9:40");
        assertThat(d.action()).as(d.reason()).isNotInstanceOf(Action.Click.class);
        add(Role.BUTTON, "09:40", 400, 460);
        assertThat(clicked(first("Choose 9:40"))).isEqualTo("09:40");
    }

    @Test
    void aFieldsOwnLabelIsNoAnswer() {
        add(Role.TEXT, "Fixed Saver 12 is our cheapest tariff for a typical home using 2,700 kWh a year.", 120, 150);
        add(Role.LABEL, "Your yearly electricity use (kWh)", 130, 210);
        add(Role.TEXT_FIELD, "Your yearly electricity use (kWh)", 130, 234);
        Decision d = first("Which of these tariffs would work out cheapest for us?");
        assertThat(d.action() instanceof Action.Done done && done.answer() != null && done.answer().contains("yearly"))
                .as(d.reason()).isFalse();
    }

    @Test
    void aDocumentThatSaysAYearIsNoDateField() {
        screen.add(new Element(1, "Text", new Rect(0, 40, 1280, 700), Source.AX, 1.0, Role.TEXT_FIELD, EnumSet.noneOf(State.class),
                "READING LOG · 2032\nTidewater | Nell Harrow | 2 Jan | 9 Jan | 3\n", null, "", null));
        Decision d = first("Pick 20 January 2032");
        assertThat(d.action()).as(d.reason()).isNotInstanceOf(Action.Type.class);
    }

    @Test
    void aCountOrAnAmountIsANumberOfItsOwnNotADigitOfACode() {
        add(Role.TEXT, "Gas meter G4 · serial 19D 0082 711. Your next reading is due by 5 March.", 120, 150);
        Decision d = first("How many units of electricity did we use between the last two meter readings?");
        assertThat(d.action() instanceof Action.Done done && "G4".equals(done.answer())).as(d.reason()).isFalse();
    }

    @Test
    void aWishNoControlWasFoundForIsNotSentAsDone() {
        for (String day : List.of("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")) {
            if (day.equals("Wednesday")) {
                add(Role.TAB, day, 40 + 120 * screen.size(), 120, State.SELECTED);
            } else {
                add(Role.TAB, day, 40 + 120 * screen.size(), 120);
            }
        }
        add(Role.BUTTON, "Copy this day to other days", 900, 180);
        add(Role.BUTTON, "Discard changes", 800, 700);
        add(Role.BUTTON, "Save schedule", 1000, 700);
        // Wednesday's schedule is shown; the save would send it unchanged and claim the wish: the run fails and says why
        Decision d = first("I've started working from home on Wednesdays, so I want the heating on Wednesdays to be the same as "
                + "at the weekend. Save the schedule.");
        assertThat(d.action()).as(d.reason()).isInstanceOf(Action.Fail.class);
        assertThat(d.reason()).contains("asks for a change");
        // a loan to keep longer, on a page with no control for it: the reservation is not sent as if it were done
        screen.clear();
        add(Role.HEADING, "My loans", 40, 60);
        add(Role.TEXT, "Winter Orchards", 40, 120);
        add(Role.TEXT, "Due 28 January", 300, 120);
        add(Role.BUTTON, "Reserve", 900, 300);
        Decision keep = first("My book group doesn't meet until the 20th, so I need to keep it until then. Reserve the next book.");
        assertThat(keep.action()).as(keep.reason()).isInstanceOf(Action.Fail.class);
    }

    @Test
    void aLineOfHelpThatSharesAWordOfTheGoalIsNotPressed() {
        add(Role.LABEL, "Account", 40, 10);
        add(Role.BUTTON, "Account: Chloe Brandt", 1100, 10);
        add(Role.HEADING, "Security", 300, 60);
        Element heading = add(Role.HEADING, "Where you're signed in", 300, 400);
        Element help = add(Role.LABEL, "Today is Thursday 11 March 2032. Sign out any device you don't recognise or no longer have.",
                300, 430);
        add(Role.LABEL, "Pixel 7 · Lumen app", 300, 470);
        add(Role.BUTTON, "Sign out", 900, 470);
        add(Role.LABEL, "Pixel 4a · Lumen app", 300, 520);
        add(Role.BUTTON, "Sign out", 900, 520);
        Decision d = first("I lost my phone on the bus yesterday evening. Sign it out of my account.");
        assertThat(d.action() instanceof Action.Click c && (c.target().orElse(-1) == help.id() || c.target().orElse(-1) == heading.id()))
                .as(d.reason()).isFalse();
    }
}
