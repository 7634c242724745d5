package dev.tca.brain.task;

import dev.tca.brain.plan.GoalPlanner;
import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.Plan;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Values read against the form on the screen: "label value" pairs, a field named by the label beside it, titles that repeat the goal. */
class FormReadingTest {

    private final List<Element> screen = new ArrayList<>();

    private void add(Role role, String label, int x, int y, int width) {
        screen.add(new Element(screen.size() + 1, label, new Rect(x, y, width, 24), Source.AX, 1.0, role, null, "", null, "", null));
    }

    private void add(Role role, String label, int x, int y, int width, String value, dev.tca.core.State... states) {
        screen.add(new Element(screen.size() + 1, label, new Rect(x, y, width, 24), Source.AX, 1.0, role,
                states.length == 0 ? null : java.util.EnumSet.copyOf(List.of(states)), value, null, "", null));
    }

    private Observation observed() {
        return new Observation(List.copyOf(screen), List.of(), 1280, 800, ScreenMapping.IDENTITY, "test", "");
    }

    @Test
    void aJourneyFillsTheFormsOwnFieldsWhereThePlanGuessedOthers() {
        add(Role.LABEL, "Pick-up address", 418, 290, 104);
        add(Role.TEXT_FIELD, "Pick-up address", 531, 285, 250);
        add(Role.LABEL, "Going to", 418, 330, 60);
        add(Role.COMBO, "Going to", 531, 325, 250);
        add(Role.LABEL, "Passengers", 418, 370, 80);
        add(Role.COMBO, "Passengers", 531, 365, 250);
        add(Role.BUTTON, "Cancel", 663, 528, 104);
        add(Role.BUTTON, "Book cab", 771, 528, 104);
        String goal = "Book a cab from 14 Mill Lane to Kendal station. There are two of us.";
        Plan plan = new GoalPlanner(null, LocalDate.of(2031, 1, 13)).plan(goal);

        // the grammar typed into 'From' and 'To', which this form calls otherwise: the form's own labels are read
        Plan read = FormPlan.describe(goal, plan, observed()).orElseThrow();
        assertThat(read.steps()).extracting(SubGoal::describe).containsExactly("type '14 Mill Lane' into 'Pick-up address' [editable]",
                "choose what the goal says in 'Going to'", "choose what the goal says in 'Passengers'", "click 'Book cab' [button]");
        // once the list is open, "two of us" is its 2, not the 5 of a range or a time's hour
        List<Element> counts = new ArrayList<>();
        for (String l : List.of("1", "2", "3", "5 or 6 (people carrier)")) {
            counts.add(new Element(counts.size() + 1, l, new Rect(531, 400 + counts.size() * 30, 250, 24), Source.AX, 1.0, Role.MENU_ITEM,
                    null, "", null, "", null));
        }
        assertThat(NamedOptions.byCount(goal + " Be there for 5:30.", counts)).map(Element::label).contains("2");
        assertThat(NamedOptions.byCount("There are six of us", counts)).map(Element::label).contains("5 or 6 (people carrier)");
        assertThat(NamedOptions.byCount("Book it for 6:45", counts)).isEmpty();
    }

    @Test
    void aValueThatStartsWithAFieldsLabelGoesIntoThatField() {
        add(Role.TEXT_FIELD, "Owner name", 40, 100, 320);
        add(Role.TEXT_FIELD, "Collection date", 40, 160, 320);
        add(Role.LABEL, "Bike type", 40, 220, 100);
        add(Role.RADIO, "Road", 40, 250, 80);
        add(Role.RADIO, "Cargo bike", 140, 250, 100);
        add(Role.BUTTON, "Book repair", 40, 320, 120);
        Plan plan = new GoalPlanner(null, LocalDate.of(2024, 6, 1))
                .plan("Fill in the repair booking: owner name Ruth Amsel, collection date 3 June 2024, bike type Cargo bike.");

        Plan read = FormPlan.labelled(plan, observed()).orElseThrow();
        assertThat(read.steps()).anySatisfy(s -> {
            assertThat(s.kind()).isEqualTo(Kind.TYPE);
            assertThat(s.target()).isEqualToIgnoringCase("owner name");
            assertThat(s.text()).isEqualTo("Ruth Amsel");
        });
        assertThat(read.steps()).anySatisfy(s -> {
            assertThat(s.kind()).isEqualTo(Kind.PICK_DATE);
            assertThat(s.date()).isEqualTo(LocalDate.of(2024, 6, 3));
        });
        assertThat(read.steps()).anySatisfy(s -> {
            assertThat(s.kind()).isEqualTo(Kind.CHOOSE);
            assertThat(s.target()).isEqualTo("Cargo bike");
        });
        assertThat(read.steps()).noneMatch(s -> s.kind() == Kind.TYPE && s.target() == null);
    }

    @Test
    void aFieldTheTreeNamesByTheDialogsTextIsFilledByTheLabelBesideIt() {
        // zenity --forms: the first entry's accessible name is the dialog's text; "Full name" stands on its left
        add(Role.LABEL, "Add a person to the directory", 400, 300, 300);
        add(Role.LABEL, "Full name", 400, 330, 80);
        add(Role.TEXT_FIELD, "Add a person to the directory", 560, 330, 240);
        add(Role.LABEL, "Email", 400, 370, 60);
        add(Role.TEXT_FIELD, "Email", 560, 370, 240);
        add(Role.LABEL, "Desk number", 400, 410, 100);
        add(Role.TEXT_FIELD, "Desk number", 560, 410, 240);
        String goal = "Add Tomas Berg to the directory with email t.berg@example.test and desk number 41, then click OK.";
        Plan typed = new Plan(goal, List.of(new SubGoal(Kind.TYPE, "Email", "t.berg@example.test", null, null, false, null, null,
                null, null, null, null, null), SubGoal.of(Kind.CONFIRM, "OK")));

        Plan complete = FormPlan.complete(goal, typed, observed()).orElseThrow();
        assertThat(complete.steps()).filteredOn(s -> s.kind() == Kind.TYPE).extracting(SubGoal::text)
                .containsExactly("t.berg@example.test", "Tomas Berg", "41");
        assertThat(complete.steps().get(complete.steps().size() - 1).kind()).isEqualTo(Kind.CONFIRM);
    }

    @Test
    void aTitleThePlanNamesIsNotTakenForTheGoalRepeatedOnTheScreen() {
        String goal = "Search for harbour and borrow The Harbour Atlas of the North.";
        Element title = new Element(1, "The Harbour Atlas of the North", new Rect(40, 200, 300, 20), Source.AX, 1.0, Role.LABEL,
                null, "", null, "", null);
        Element echo = new Element(2, "Search for harbour and borrow The Harbour Atlas", new Rect(40, 20, 500, 20), Source.OCR, 0.9);
        List<Element> kept = GoalEcho.without(goal, List.of("borrow", "Harbour Atlas of the North"), List.of(title, echo));
        assertThat(kept).containsExactly(title);
    }

    @Test
    void anInstructionBoxIsReadAsOneSentenceAcrossItsBoldPiecesAndItsLines() {
        List<Element> pieces = new ArrayList<>();
        String[] words = {"TASK", "Choose", "Teal", "as the accent colour and", "Rounded", "as the corner style, then press",
            "Apply theme", "."};
        int x = 210;
        for (String w : words) {
            pieces.add(new Element(pieces.size() + 1, w, new Rect(x, 38, w.length() * 8, 18), Source.AX, 1.0, Role.TEXT, null, "", null,
                    "", null));
            x += w.length() * 8 + 6;
        }
        Observation o = new Observation(pieces, List.of(), 1280, 800, ScreenMapping.IDENTITY, "test", "");
        assertThat(Instructions.onScreen(o)).contains(
                "Choose Teal as the accent colour and Rounded as the corner style, then press Apply theme.");
        // from pixels: a sentence that stops at a line's end goes on in the line below it
        Element one = new Element(1, "Find out how many days you have to send an item back. Type only that number into the",
                new Rect(260, 16, 760, 18), Source.OCR, 0.9);
        Element two = new Element(2, "answer box at the bottom of this page and press Send.", new Rect(262, 38, 360, 18), Source.OCR, 0.9);
        Observation lines = new Observation(List.of(one, two), List.of(), 1280, 800, ScreenMapping.IDENTITY, "test", "");
        assertThat(Instructions.onScreen(lines)).hasValueSatisfying(t -> assertThat(t).endsWith("this page and press Send."));
    }

    private void box(String label, int y, boolean ticked) {
        screen.add(new Element(screen.size() + 1, label, new Rect(2, y, 416, 22), Source.AX, 1.0, Role.CHECKBOX,
                java.util.EnumSet.of(ticked ? dev.tca.core.State.CHECKED : dev.tca.core.State.UNCHECKED), "", null, "", null));
    }

    private void exportDialog() {
        add(Role.LABEL, "Export: Sales by region, Q3 2031", 2, 2, 416);
        add(Role.LABEL, "File name", 2, 30, 64);
        add(Role.TEXT_FIELD, "File name", 71, 30, 347);
        add(Role.LABEL, "Format", 2, 63, 64);
        add(Role.COMBO, "PDF", 71, 63, 347);
        box("Include header row", 102, false);
        box("Compress as .zip", 129, true);
        box("Open when done", 156, false);
        add(Role.BUTTON, "Cancel", 241, 182, 85);
        add(Role.BUTTON, "OK", 331, 182, 85);
    }

    @Test
    void aGoalThatDescribesTheFormSetsEachThingItTalksAboutAndSendsIt() {
        exportDialog();
        String goal = "Export this as a CSV file named sales-q3-2031 with the header row included, and don't zip it.";
        Plan plan = new GoalPlanner(null, LocalDate.of(2031, 10, 1)).plan(goal);

        Plan read = FormPlan.describe(goal, plan, observed()).orElseThrow();
        assertThat(read.steps()).extracting(SubGoal::describe).containsExactly(
                "type 'sales-q3-2031' into 'File name' [editable]",
                "choose what the goal says in 'Format'",
                "tick 'Include header row' [checkbox]",
                "untick 'Compress as .zip' [checkbox]",
                "confirm");
    }

    @Test
    void aBoxIsLeftAloneWhenTheGoalSaysItAsItIsOrNotAtAll() {
        exportDialog();
        String goal = "Export it as a CSV file named q3 without the header row, zipped.";

        Plan read = FormPlan.describe(goal, new GoalPlanner(null).plan(goal), observed()).orElseThrow();
        // the header row is already off, the zip already on: neither box is touched, nor the one never mentioned
        assertThat(read.steps()).noneMatch(s -> s.kind() == Kind.TICK || s.kind() == Kind.UNTICK);
        assertThat(FormPlan.wanted(goal, screen.get(5))).contains(false);
        assertThat(FormPlan.wanted(goal, screen.get(6))).contains(true);
        assertThat(FormPlan.wanted(goal, screen.get(7))).isEmpty();
    }

    @Test
    void aVisitorsNameAndCompanyAreReadByTheirLabelsAndTheDepartmentOnceTheListIsOpen() {
        add(Role.LABEL, "Reception · Harbour Street office", 460, 290, 300);
        add(Role.LABEL, "Visitor name", 460, 320, 100);
        add(Role.TEXT_FIELD, "Visitor name", 600, 320, 200);
        add(Role.LABEL, "Company", 460, 350, 100);
        add(Role.TEXT_FIELD, "Company", 600, 350, 200);
        add(Role.LABEL, "Meeting with (department)", 460, 380, 130);
        add(Role.COMBO, "", 600, 380, 200);
        add(Role.LABEL, "Car registration (optional)", 460, 410, 130);
        add(Role.TEXT_FIELD, "Car registration (optional)", 600, 410, 200);
        add(Role.BUTTON, "OK", 700, 470, 80);
        String goal = "Sign in our visitor Ines Duarte from Norvik Ltd. She's here to meet Facilities and came on foot, so there's no car.";

        Plan read = FormPlan.describe(goal, new GoalPlanner(null).plan(goal), observed()).orElseThrow();
        assertThat(read.steps()).extracting(SubGoal::describe).containsExactly(
                "type 'Ines Duarte' into 'Visitor name' [editable]",
                "type 'Norvik Ltd' into 'Company' [editable]",
                "choose what the goal says in 'Meeting with (department)'",
                "confirm");

        // opened, the list's options are read against the goal: Facilities, not IT ("it" is no acronym) nor Field sales
        List<Element> options = List.of(
                new Element(20, "Finance", new Rect(600, 380, 200, 24), Source.AX, 1.0, Role.MENU_ITEM, null, "", null, "", null),
                new Element(21, "Facilities", new Rect(600, 404, 200, 24), Source.AX, 1.0, Role.MENU_ITEM, null, "", null, "", null),
                new Element(22, "Field sales", new Rect(600, 428, 200, 24), Source.AX, 1.0, Role.MENU_ITEM, null, "", null, "", null),
                new Element(23, "IT", new Rect(600, 452, 200, 24), Source.AX, 1.0, Role.MENU_ITEM, null, "", null, "", null));
        assertThat(NamedOptions.pick(goal + " Don't forget it.", options)).map(Element::label).contains("Facilities");
        assertThat(NamedOptions.pick("She came to meet IT, not Finance", options)).map(Element::label).contains("IT");
        assertThat(NamedOptions.pick("Not Finance, she's here for nobody", options)).isEmpty();
        assertThat(NamedOptions.pick("Finance or Facilities", options)).isEmpty();
        // a table's cell behind the dialog that says a word of the goal is no option of its drop-down
        Element combo = screen.get(6);
        List<Element> behind = new ArrayList<>(options);
        behind.add(new Element(24, "Norvik Ltd", new Rect(600, 300, 200, 24), Source.AX, 1.0, Role.TABLE_CELL, null, "", null, "", null));
        assertThat(NamedOptions.below(combo, behind)).extracting(Element::label).containsExactly("Finance", "Facilities",
                "Field sales", "IT");
    }

    @Test
    void aGoalThatSaysWhatToPressIsNotReadAsADescribedForm() {
        box("Olives", 100, false);
        box("Peppers", 130, false);
        box("Onions", 160, true);
        add(Role.BUTTON, "OK", 300, 200, 80);
        String goal = "Click Olives and Peppers, then OK.";

        assertThat(FormPlan.describe(goal, new GoalPlanner(null).plan(goal), observed())).isEmpty();
    }

    @Test
    void aFullNameForAFormThatAsksForTheFirstAndLastNameApartIsTypedAsOneNameToSplit() {
        add(Role.TEXT_FIELD, "First name", 40, 150, 300);
        add(Role.TEXT_FIELD, "Last name", 40, 210, 300);
        add(Role.TEXT_FIELD, "Email", 40, 270, 300);
        add(Role.BUTTON, "Register product", 40, 440, 150);
        String goal = "register it for Kofi Mensah, kofi@example.net";

        Plan read = FormPlan.describe(goal, new GoalPlanner(null).plan(goal), observed()).orElseThrow();
        assertThat(read.steps()).extracting(SubGoal::describe).containsExactly("type 'Kofi Mensah' into 'name' [editable]",
                "type 'kofi@example.net' into 'Email' [editable]", "click 'Register product' [button]");
    }

    @Test
    void theFormALastStepOpenedGetsWhatTheGoalSaysOfItsNewDropDowns() {
        add(Role.TABLE_CELL, "#2231", 290, 300, 60);
        add(Role.BUTTON, "Record payment", 1180, 300, 30);
        Observation before = observed();
        add(Role.LABEL, "Amount received", 420, 330, 140);
        screen.add(new Element(screen.size() + 1, "Amount received", new Rect(420, 356, 440, 32), Source.AX, 1.0, Role.TEXT_FIELD,
                null, "1475.00", null, "", null));
        add(Role.LABEL, "Payment method", 420, 400, 140);
        screen.add(new Element(screen.size() + 1, "Card", new Rect(420, 426, 440, 32), Source.AX, 1.0, Role.BUTTON,
                java.util.EnumSet.of(dev.tca.core.State.COLLAPSED), "", null, "", null));
        add(Role.BUTTON, "Cancel", 640, 480, 80);
        add(Role.BUTTON, "Record payment", 740, 480, 120);
        String goal = "Hartley & Sons paid invoice 2231 in full by bank transfer. Could you record that payment?";

        assertThat(FormPlan.opened(goal, before, observed())).extracting(SubGoal::describe)
                .containsExactly("choose what the goal says in 'Payment method'");
        // nothing new to fill: nothing to add
        assertThat(FormPlan.opened(goal, observed(), observed())).isEmpty();
    }

    @Test
    void aDropDownIsOpenedForTheOptionTheGoalSaysAndShutOnItsOwnOptionWhenItSaysNone() {
        exportDialog();
        Element format = screen.get(4);
        String goal = "Export this as a file named q3 with the header row included";
        SubGoal step = SubGoal.of(Kind.CHOOSE, null).withText(goal, false)
                .withWhere(dev.tca.brain.plan.Qualifiers.NONE.withContainer("Format"));
        Moves moves = new Moves(goal, new Plan(goal, List.of(step)), new Grounder(() -> dev.tca.Models.brain(0.4)));
        Move open = moves.next(0, step, 0, 0, observed(), List.of());
        assertThat(open.decision().action()).as(open.decision().reason()).isEqualTo(new dev.tca.core.Action.Click(format.id()));

        String[] formats = {"PDF", "XLSX", "CSV", "ODS"};
        for (int k = 0; k < formats.length; k++) {
            add(Role.MENU_ITEM, formats[k], 71, 63 + 30 * k, 347);
        }
        Move shut = moves.next(0, step, 1, 0, observed(), List.of());
        // no format said: the list is shut by clicking the option it showed, not by Escape (which could shut the dialog)
        assertThat(shut.decision().action()).as(shut.decision().reason()).isEqualTo(new dev.tca.core.Action.Click(screen.size() - 3));
        SubGoal csv = step.withText("Export this as a CSV file named q3", false);
        Move chosen = new Moves(goal, new Plan(goal, List.of(csv)), new Grounder(() -> dev.tca.Models.brain(0.4)))
                .next(0, csv, 1, 0, observed(), List.of());
        assertThat(chosen.decision().action()).as(chosen.decision().reason()).isEqualTo(new dev.tca.core.Action.Click(screen.size() - 1));
    }

    @Test
    void aTimeSaidInWordsIsTheOptionOfATimeListAndABookingsNameComesAfterUnder() {
        List<Element> times = new ArrayList<>();
        for (String t : List.of("18:00", "19:00", "20:00", "08:00")) {
            times.add(new Element(times.size() + 1, t, new Rect(100, 100 + 24 * times.size(), 80, 24), Source.AX, 1.0, Role.LIST_ITEM,
                    null, "", null, "", null));
        }
        String goal = "Book us a table under Okafor for four people at 8 in the evening, email for the confirmation ok@example.org.";
        assertThat(NamedOptions.pick(goal, times)).hasValueSatisfying(e -> assertThat(e.label()).isEqualTo("20:00"));
        assertThat(NamedOptions.pick("a wake-up call at 8am", times)).hasValueSatisfying(e -> assertThat(e.label()).isEqualTo("08:00"));
        assertThat(NamedOptions.pick("a table for four", times)).isEmpty();
        add(Role.LABEL, "Name", 20, 40, 60);
        add(Role.TEXT_FIELD, "Name", 100, 40, 200);
        add(Role.LABEL, "Email for the confirmation", 20, 80, 60);
        add(Role.TEXT_FIELD, "Email for the confirmation", 100, 80, 200);
        add(Role.BUTTON, "OK", 300, 200, 60);
        Plan plan = new Plan(goal, List.of(SubGoal.of(Kind.CLICK, "Book us a table")));
        assertThat(FormPlan.describe(goal, plan, observed()).map(Plan::steps).orElse(List.of()))
                .anySatisfy(s -> assertThat(s.text()).isEqualTo("Okafor"));
    }

    @Test
    void aDialogDescribedInOneSentenceIsSetBoxByBoxAndStartedByItsOwnButton() {
        // yad --form: a heading above the first row must not name the Record drop-down; "Record" starts both boxes' labels
        add(Role.LABEL, "Start a new recording", 3, 4, 137);
        add(Role.LABEL, "Record", 3, 34, 43);
        add(Role.COMBO, "Record", 147, 25, 271, "Entire screen");
        add(Role.LABEL, "Frame rate", 3, 75, 70);
        add(Role.COMBO, "Frame rate", 147, 64, 271, "30 fps");
        add(Role.CHECKBOX, "Record microphone", 5, 104, 150, "", dev.tca.core.State.CHECKED);
        add(Role.CHECKBOX, "Record system sound", 5, 132, 160, "", dev.tca.core.State.UNCHECKED);
        add(Role.LABEL, "Countdown (seconds)", 3, 166, 138);
        add(Role.SPIN, "Countdown (seconds)", 147, 156, 200, "3");
        add(Role.BUTTON, "Cancel", 151, 195, 130);
        add(Role.BUTTON, "Start recording", 286, 195, 130);
        String goal = "Record just the window I'm in at 60 frames a second, with the computer's sound but not my microphone, "
                + "after a five-second countdown.";

        Plan read = FormPlan.describe(goal, new GoalPlanner(null).plan(goal), observed()).orElseThrow();
        assertThat(read.steps()).filteredOn(s -> s.kind() == Kind.CHOOSE).allSatisfy(s -> assertThat(s.target()).isNull())
                .extracting(s -> s.where().container()).containsExactly("Record", "Frame rate");
        assertThat(read.steps()).anySatisfy(s -> {
            assertThat(s.kind()).isEqualTo(Kind.UNTICK);
            assertThat(s.target()).isEqualTo("Record microphone");
        }).anySatisfy(s -> {
            assertThat(s.kind()).isEqualTo(Kind.TICK);
            assertThat(s.target()).isEqualTo("Record system sound");
        }).anySatisfy(s -> {
            assertThat(s.kind()).isEqualTo(Kind.SET_VALUE);
            assertThat(s.number()).isEqualTo(5.0);
        });
        assertThat(read.steps().get(read.steps().size() - 1).target()).isEqualTo("Start recording");
    }

    @Test
    void aNumberCountsForASpinOnlyBesideItsWords() {
        assertThat(FormPlan.numberFor("after a five-second countdown", "Countdown (seconds)")).isEqualTo(5.0);
        assertThat(FormPlan.numberFor("a countdown of 10 seconds", "Countdown (seconds)")).isEqualTo(10.0);
        assertThat(FormPlan.numberFor("record 60 frames a second, with a countdown", "Countdown (seconds)")).isNull();
        assertThat(FormPlan.numberFor("print two copies", "Countdown (seconds)")).isNull();
    }

    @Test
    void anOptionIsSaidByAWordNoOtherOptionHas() {
        List<Element> record = List.of(item("Entire screen", 0), item("Current window", 1), item("Selected area", 2));
        List<Element> rate = List.of(item("24 fps", 0), item("30 fps", 1), item("60 fps", 2));
        String goal = "Record just the window I'm in at 60 frames a second";

        assertThat(NamedOptions.byWord(goal, record)).map(Element::label).contains("Current window");
        assertThat(NamedOptions.byWord(goal, rate)).map(Element::label).contains("60 fps");
        assertThat(NamedOptions.byWord("not the window, the whole thing", record)).isEmpty();
        assertThat(NamedOptions.byWord("Record at 60 frames a second", record)).isEmpty();
        // a time is said as a time: the 14 of "Saturday 14 February" says no "14:00"
        List<Element> back = List.of(item("12:00", 0), item("14:00", 1), item("16:00", 2));
        assertThat(NamedOptions.byWord("Hire two bikes for Saturday 14 February and bring them back by 4", back)).isEmpty();
        // an hour from one to five said bare is the afternoon's; a list that has both says neither
        assertThat(NamedOptions.pick("bring them back by 4", back)).map(Element::label).contains("16:00");
        assertThat(NamedOptions.pick("bring them back by 4", List.of(item("04:00", 0), item("16:00", 1)))).isEmpty();
        // "eating at 7" is the evening's; "up at 7" is not
        List<Element> ready = List.of(item("As soon as possible", 0), item("18:00", 1), item("19:00", 2), item("20:00", 3));
        assertThat(NamedOptions.pick("We're eating at 7, so have it ready for 7 rather than starting it now", ready))
                .map(Element::label).contains("19:00");
        assertThat(NamedOptions.pick("I get up at 7", ready)).isEmpty();
    }

    @Test
    void numberWordsSayTheOptionsDigitsAndACountOfTheListsThingIsItsNumber() {
        List<Element> bikes = List.of(item("1 adult bike", 0), item("2 adult bikes", 1), item("3 adult bikes", 2),
                item("2 adult bikes and 1 child's bike", 3));
        String goal = "Hire two adult bikes from the Lakeside shop. Put a child seat on one of them, and we'll need two helmets.";
        assertThat(NamedOptions.pick(goal, bikes)).map(Element::label).contains("2 adult bikes");
        List<Element> seats = List.of(item("None", 0), item("1", 1), item("2", 2));
        List<Element> helmets = List.of(item("None", 0), item("1", 1), item("2", 2), item("3", 3), item("4", 4));
        assertThat(NamedOptions.byNamedCount(goal, "Child seats", seats)).map(Element::label).contains("1");
        assertThat(NamedOptions.byNamedCount(goal, "Helmets", helmets)).map(Element::label).contains("2");
        // a count of another thing, or one said with "no", is none of the list's
        assertThat(NamedOptions.byNamedCount("Hire two adult bikes", "Helmets", helmets)).isEmpty();
        assertThat(NamedOptions.byNamedCount("we need no helmets", "Helmets", helmets)).isEmpty();
        assertThat(NamedOptions.byNamedCount(goal, "Shop", bikes)).isEmpty();
    }

    @Test
    void aListItemIsNamedByItsLastWordAndAnOptionByMeaning() {
        List<Element> orders = List.of(item("Teapot warmer", 0), item("Cast-iron teapot", 1), item("Tea towels (2)", 2));
        String goal = "The teapot I ordered arrived with a cracked lid. Report it, and ask them to send a new one rather than refund me.";
        assertThat(NamedOptions.byHead(goal, orders)).map(Element::label).contains("Cast-iron teapot");
        assertThat(NamedOptions.byHead("the warmer and the teapot", orders)).isEmpty();

        Grounder grounder = new Grounder(() -> dev.tca.Models.brain(0.4));
        List<Element> happened = List.of(item("It arrived late", 0), item("Something is missing", 1), item("It arrived damaged", 2),
                item("I received the wrong item", 3));
        List<Element> remedy = List.of(item("Refund to my card", 0), item("Send a replacement", 1), item("Give me store credit", 2));
        assertThat(NamedOptions.byMeaning(goal, happened, grounder)).map(Element::label).contains("It arrived damaged");
        assertThat(NamedOptions.byMeaning(goal, remedy, grounder)).map(Element::label).contains("Send a replacement");
        // nothing in the sentence is about the colour: no option is near enough
        assertThat(NamedOptions.byMeaning(goal, List.of(item("Red", 0), item("Green", 1), item("Blue", 2)), grounder)).isEmpty();
    }

    @Test
    void aListToChooseInOnAFormGetsTheRowTheGoalNamesByItsLastWord() {
        // zenity --forms with a list (its first row selected) and two drop-downs
        add(Role.LABEL, "Which order?", 400, 300, 100);
        add(Role.TABLE_CELL, "40691", 520, 330, 80, "", dev.tca.core.State.SELECTED);
        add(Role.TABLE_CELL, "Teapot warmer", 620, 330, 200, "", dev.tca.core.State.SELECTED);
        add(Role.TABLE_CELL, "40718", 520, 354, 80);
        add(Role.TABLE_CELL, "Cast-iron teapot", 620, 354, 200);
        add(Role.LABEL, "What happened?", 400, 420, 120);
        add(Role.COMBO, "What happened?", 560, 420, 240, "");
        add(Role.LABEL, "What would you like us to do?", 400, 460, 150);
        add(Role.COMBO, "What would you like us to do?", 560, 460, 240, "");
        add(Role.BUTTON, "Cancel", 700, 500, 80);
        add(Role.BUTTON, "OK", 800, 500, 80);
        String goal = "The teapot I ordered arrived with a cracked lid. Report it, and ask them to send a new one rather than refund me.";

        Plan read = FormPlan.describe(goal, new GoalPlanner(null).plan(goal), observed()).orElseThrow();
        assertThat(read.steps()).extracting(SubGoal::describe).containsExactly("choose 'Cast-iron teapot'",
                "choose what the goal says in 'What happened?'", "choose what the goal says in 'What would you like us to do?'", "confirm");
    }

    @Test
    void aTableThatOnlyShowsAValueIsNoChoiceOfTheForm() {
        add(Role.LABEL, "Priority", 40, 60, 80);
        add(Role.COMBO, "Priority", 130, 60, 160, "All");
        add(Role.CHECKBOX, "Assigned to me", 330, 60, 160, "", dev.tca.core.State.UNCHECKED);
        add(Role.TABLE_CELL, "Printer jams on tray 2", 40, 200, 300);
        add(Role.TABLE_CELL, "High", 600, 200, 80);
        add(Role.TABLE_CELL, "VPN drops every hour", 40, 240, 300);
        add(Role.TABLE_CELL, "Low", 600, 240, 80);
        String goal = "Show only high priority tickets that are assigned to me";
        java.util.Optional<Plan> read = FormPlan.describe(goal, new GoalPlanner(null).plan(goal), observed());
        assertThat(read.map(Plan::steps).orElse(List.of())).noneMatch(st -> "High".equals(st.target()) && st.where().container() == null);
    }

    private static Element item(String label, int row) {
        return new Element(row + 1, label, new Rect(100, 100 + 24 * row, 200, 22), Source.AX, 1.0, Role.MENU_ITEM, null, "", null, "",
                null);
    }
}
