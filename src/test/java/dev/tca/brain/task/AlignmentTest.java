package dev.tca.brain.task;

import dev.tca.Models;
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
import java.util.Set;
import dev.tca.brain.plan.SubGoal;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Goals that name an effect, not a control, read by the real task brain (the bundled model
 * grounds) against screens written here as element lists, the way the accessibility tree reports
 * them: the screens are hand-made so that each reading is checked on its own, the live task suite
 * (`tca bench tasks`) runs the same brain on real pages.
 */
class AlignmentTest {

    private final List<Element> screen = new ArrayList<>();

    private Element add(Role role, String label, int x, int y, State... states) {
        Set<State> s = states.length == 0 ? EnumSet.noneOf(State.class) : EnumSet.of(states[0], states);
        Element e = new Element(screen.size() + 1, label, new Rect(x, y, 160, 24), Source.AX, 1.0, role, s, null, null, null, null);
        screen.add(e);
        return e;
    }

    private Decision first(String goal) {
        TaskBrain brain = new TaskBrain(() -> Models.brain(0.4), "task");
        Observation o = new Observation(List.copyOf(screen), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "test", "");
        return brain.start(goal).next(o, List.of());
    }

    private String clicked(Decision d) {
        assertThat(d.action()).isInstanceOf(Action.Click.class);
        return screen.get(((Action.Click) d.action()).target().orElseThrow() - 1).label();
    }

    @Test
    void theOneWhoDoesAThingNamesWhatIsOfIt() {
        assertThat(Alignment.hits(Alignment.content("the dentist's call"), "Brook Lane Dental")).containsExactly("dentist's");
        assertThat(Alignment.hits(Alignment.content("the florist"), "Petals Floral Studio")).containsExactly("florist");
        assertThat(Alignment.hits(Alignment.content("the dentist"), "Dent repair")).isEmpty();
    }

    @Test
    void aWordThatIsNoCountIsNoneAndDoesNotThrow() {
        // "put the clock on Lisbon time" typed "the clock": its first word was unboxed from null and the run ended in a bug
        assertThat(Alignment.count("the")).isNull();
        assertThat(Alignment.count("three")).isEqualTo(3.0);
        assertThat(Alignment.count("12")).isEqualTo(12.0);
    }

    @Test
    void choosesOneOptionInEachGroupALegendStarts() {
        add(Role.LABEL, "Colour", 10, 80);
        add(Role.RADIO, "Black", 10, 110, State.CHECKED);
        add(Role.RADIO, "Sky blue", 200, 110, State.UNCHECKED);
        add(Role.LABEL, "Size", 10, 160);
        add(Role.RADIO, "Small", 10, 190, State.UNCHECKED);
        add(Role.RADIO, "Medium", 200, 190, State.UNCHECKED);
        add(Role.BUTTON, "Add to bag", 10, 260);
        add(Role.BUTTON, "Save to wishlist", 200, 260);
        // one hit in each group: a tie across the whole form, one clear option in each group
        assertThat(clicked(first("I'd like the blue one, medium size"))).isEqualTo("Sky blue");
    }

    @Test
    void typesAValueTheSentenceTellsIntoTheFieldItsSubjectNames() {
        add(Role.LABEL, "Name of the new server:", 10, 80);
        Element field = add(Role.TEXT_FIELD, "Name of the new server:", 10, 110);
        screen.set(field.id() - 1, new Element(field.id(), field.label(), field.box(), Source.AX, 1.0, Role.TEXT_FIELD,
                EnumSet.noneOf(State.class), "backup-01", null, null, null));
        add(Role.BUTTON, "Cancel", 10, 200);
        add(Role.BUTTON, "OK", 200, 200);
        Decision d = first("The server should be called backup-02, not backup-01. Fix it and confirm.");
        assertThat(d.action()).isInstanceOf(Action.Type.class);
        assertThat(((Action.Type) d.action()).text()).isEqualTo("backup-02");
        assertThat(((Action.Type) d.action()).replace()).isTrue();
    }

    @Test
    void splitsAFullNameBetweenFirstAndLastNameFields() {
        add(Role.TEXT_FIELD, "First name", 10, 100);
        add(Role.TEXT_FIELD, "Last name", 10, 140);
        add(Role.TEXT_FIELD, "Phone", 10, 180);
        add(Role.BUTTON, "Save", 10, 240);
        Decision d = first("Add my new contact Omar Haddad, phone 0161 496 0734.");
        assertThat(d.action()).isInstanceOf(Action.Type.class);
        assertThat(((Action.Type) d.action()).text()).isEqualTo("Omar");
        assertThat(clickedOrTyped(d)).isEqualTo("First name");
    }

    private String clickedOrTyped(Decision d) {
        Integer id = d.action() instanceof Action.Type t ? t.element() : ((Action.Click) d.action()).target().orElseThrow();
        return screen.get(id - 1).label();
    }

    @Test
    void opensTheFoldedSectionWhenTheClauseNamesABoxNotShown() {
        add(Role.CHECKBOX, "Weekly digest", 10, 100, State.CHECKED);
        add(Role.CHECKBOX, "Special offers", 10, 140, State.CHECKED);
        add(Role.BUTTON, "More options", 10, 180, State.COLLAPSED);
        add(Role.BUTTON, "Save preferences", 10, 240);
        assertThat(clicked(first("I only want the weekly digest and the event reminders"))).isEqualTo("More options");
    }

    @Test
    void leavesASentenceThatTellsNothingTheScreenShowsUnclicked() {
        add(Role.BUTTON, "Rotate left", 10, 100);
        add(Role.BUTTON, "Rotate right", 200, 100);
        add(Role.BUTTON, "Download", 400, 100);
        Decision d = first("This photo is on its side. Rotate it right.");
        assertThat(clicked(d)).isEqualTo("Rotate right");
        assertThat(first("The weather is nice today.").action()).isInstanceOf(Action.Fail.class);
    }

    @Test
    void deletesWithTheButtonThatNamesThePersonNotTheirRowsCell() {
        add(Role.TABLE_CELL, "Jonas Berg", 10, 100);
        add(Role.BUTTON, "Delete Jonas Berg", 600, 100);
        add(Role.TABLE_CELL, "Marta Ruiz", 10, 140);
        add(Role.TABLE_CELL, "Edit Marta Ruiz Delete Marta Ruiz", 560, 140);
        add(Role.BUTTON, "Edit Marta Ruiz", 560, 140);
        add(Role.BUTTON, "Delete Marta Ruiz", 600, 140);
        add(Role.TABLE_CELL, "Martin Ruiz", 10, 180);
        add(Role.BUTTON, "Delete Martin Ruiz", 600, 180);
        Decision d = first("Delete the row for Marta Ruiz.");
        assertThat(clicked(d)).isEqualTo("Delete Marta Ruiz");
    }

    @Test
    void switchesToTheTabAClauseNamesBeforeLookingForItsOption() {
        add(Role.TAB, "Profile", 10, 60, State.SELECTED);
        add(Role.TAB, "Billing", 120, 60);
        add(Role.TAB, "Security", 230, 60);
        add(Role.TEXT_FIELD, "Display name", 10, 120);
        add(Role.BUTTON, "Save profile", 10, 200);
        assertThat(clicked(first("Switch me from monthly to annual billing."))).isEqualTo("Billing");
    }

    @Test
    void choosesTheOptionTheClauseWantsNotTheOneItLeaves() {
        add(Role.TAB, "Billing", 120, 60, State.SELECTED);
        add(Role.RADIO, "Monthly — $60 per month", 10, 120, State.CHECKED);
        add(Role.RADIO, "Annual — $612 per year (save 15%)", 10, 150, State.UNCHECKED);
        add(Role.BUTTON, "Update billing", 10, 200);
        assertThat(clicked(first("Switch me from monthly to annual billing."))).startsWith("Annual");
    }

    @Test
    void ticksTheBoxInTheRowWhoseCellTheClauseNames() {
        add(Role.CHECKBOX, "Standard", 10, 100, State.CHECKED);
        add(Role.TABLE_CELL, "Standard", 60, 100);
        add(Role.TABLE_CELL, "in 5 days", 260, 100);
        add(Role.CHECKBOX, "Overnight", 10, 140, State.UNCHECKED);
        add(Role.TABLE_CELL, "Overnight", 60, 140);
        add(Role.TABLE_CELL, "tomorrow", 260, 140);
        add(Role.BUTTON, "OK", 400, 300);
        Decision d = first("I need it tomorrow; pick that delivery and confirm.");
        assertThat(clicked(d)).isEqualTo("Overnight");
        assertThat(screen.get(((Action.Click) d.action()).target().orElseThrow() - 1).role()).isEqualTo(Role.CHECKBOX);
    }

    @Test
    void typesTheNameAndChoosesTheDepartmentTheClauseNames() {
        add(Role.LABEL, "Full name", 10, 100);
        add(Role.TEXT_FIELD, "Full name", 200, 100);
        add(Role.LABEL, "Department", 10, 140);
        add(Role.COMBO, "", 200, 140);
        add(Role.BUTTON, "OK", 400, 300);
        Decision d = first("Add Lin Chen to the Finance department.");
        assertThat(d.action()).isInstanceOf(Action.Type.class);
        assertThat(((Action.Type) d.action()).text()).isEqualTo("Lin Chen");
    }

    @Test
    void setsTheCountsANounNamesBesideTheirSteppers() {
        add(Role.LABEL, "Adults", 10, 100);
        add(Role.BUTTON, "Remove an adult", 200, 100);
        add(Role.TEXT, "1", 260, 100);
        add(Role.BUTTON, "Add an adult", 300, 100);
        add(Role.LABEL, "Children", 10, 140);
        add(Role.BUTTON, "Remove a child", 200, 140);
        add(Role.TEXT, "0", 260, 140);
        add(Role.BUTTON, "Add a child", 300, 140);
        add(Role.BUTTON, "Search availability", 10, 300);
        Decision d = first("We're two adults and two kids in one room; search for availability.");
        assertThat(clicked(d)).isEqualTo("Add an adult");
    }

    @Test
    void leavesBoxesAnEarlierClauseNamedWhenTheGoalSaysNothingElse() {
        add(Role.CHECKBOX, "Gluten", 10, 100, State.CHECKED);
        add(Role.CHECKBOX, "Peanuts", 10, 140, State.CHECKED);
        add(Role.CHECKBOX, "Shellfish", 10, 180, State.UNCHECKED);
        add(Role.BUTTON, "Save profile", 10, 300);
        assertThat(clicked(first("I'm allergic to peanuts and shellfish, nothing else. Save it."))).isIn("Gluten", "Shellfish");
    }

    @Test
    void leavesASentenceThatNamesNoControlToTheUsualGrounding() {
        add(Role.BUTTON, "Sign out", 10, 100);
        add(Role.BUTTON, "Help", 10, 140);
        assertThat(Alignment.expand(dev.tca.brain.plan.SubGoal.of(dev.tca.brain.plan.Kind.CLICK, "make the report shorter"),
                List.copyOf(screen), new Grounder(() -> Models.brain(0.4)), false)).isEmpty();
    }

    @Test
    void leavesOutOfTheQueryTheKindOfThingTheSearchFieldSearches() {
        Element field = add(Role.TEXT_FIELD, "Search recipes", 10, 10);
        assertThat(Moves.query("lentil soup recipe", field)).isEqualTo("lentil soup");
        assertThat(Moves.query("lentil soup", field)).isEqualTo("lentil soup");
        assertThat(Moves.query("recipe", field)).isEqualTo("recipe");
    }

    @Test
    void choosesTheOptionTheClauseNamesMostWithNumbersInWordsOrDigits() {
        add(Role.RADIO, "Standard, 5 to 7 working days (free)", 10, 100, State.CHECKED);
        add(Role.RADIO, "Express, 2 working days ($9.90)", 10, 130, State.UNCHECKED);
        add(Role.BUTTON, "Continue to payment", 10, 200);
        assertThat(clicked(first("Get it delivered in two days, then go on to payment."))).startsWith("Express");
    }

    @Test
    void pressesTheRepeatedButtonOnEveryCardOfTheKindTheGoalNames() {
        String[][] cards = {{"Tom Becker", "Product manager"}, {"Wen Li", "Engineer"}, {"Alex Moreau", "Engineer"},
            {"Sofia Rossi", "Researcher"}};
        for (int i = 0; i < cards.length; i++) {
            add(Role.LABEL, cards[i][0], 20, 100 + i * 70);
            add(Role.BUTTON, "Mute", 400, 110 + i * 70);
            add(Role.LABEL, cards[i][1], 20, 125 + i * 70);
        }
        Decision d = first("Silence both engineers in this channel.");
        int id = ((Action.Click) d.action()).target().orElseThrow();
        assertThat(screen.get(id - 1).label()).isEqualTo("Mute");
        assertThat(screen.get(id - 1).box().y()).isEqualTo(180);
    }

    @Test
    void choosesTheComboValueNextToItsNameAndTypesTheTitle() {
        add(Role.LABEL, "Meeting title", 10, 20);
        add(Role.TEXT_FIELD, "Meeting title", 200, 20);
        add(Role.LABEL, "Room", 10, 55);
        Element combo = new Element(screen.size() + 1, "Room A", new Rect(200, 55, 160, 24), Source.AX, 1.0, Role.COMBO,
                EnumSet.noneOf(State.class), "Room A", null, null, null);
        screen.add(combo);
        add(Role.CHECKBOX, "Projector needed", 10, 90, State.UNCHECKED);
        add(Role.BUTTON, "OK", 200, 120);
        Decision d = first("Reserve Room C for the Sprint review, and I'll need a projector.");
        assertThat(d.action()).isInstanceOf(Action.Type.class);
        assertThat(((Action.Type) d.action()).text()).isEqualTo("Sprint review");
    }

    @Test
    void addsToFavouritesTheThingThatWasSearchedFor() {
        add(Role.TEXT_FIELD, "Search recipes", 200, 20);
        String[] found = {"Red lentil soup", "Lentil salad with feta", "Green lentil curry"};
        for (int i = 0; i < found.length; i++) {
            add(Role.LIST_ITEM, found[i], 20, 100 + i * 60);
            add(Role.BUTTON, "Save " + found[i] + " to favourites", 560, 100 + i * 60);
        }
        SubGoal favourites = new dev.tca.brain.plan.GoalPlanner(null).plan("Find the lentil soup recipe and add it to my favourites.")
                .steps().get(1);
        Grounder.Grounding g = new Moves("Find the lentil soup recipe and add it to my favourites.",
                new dev.tca.brain.plan.Plan("x", List.of(favourites)), new Grounder(() -> Models.brain(0.4)))
                .ground(favourites, List.copyOf(screen));
        assertThat(g.element().label()).isEqualTo("Save Red lentil soup to favourites");
    }

    @Test
    void takesAWishedWordForAHiddenOptionOfTheDropDownNearestInMeaning() {
        add(Role.HEADING, "Corner Coffee", 10, 20);
        add(Role.LABEL, "Flat white, freshly ground, oat or dairy.", 10, 60);
        add(Role.LABEL, "Cup size", 10, 100);
        Element size = new Element(screen.size() + 1, "Cup size", new Rect(180, 100, 120, 24), Source.AX, 1.0, Role.COMBO,
                EnumSet.of(State.COLLAPSED), "Cup size", null, null, null);
        screen.add(size);
        add(Role.LABEL, "Milk", 10, 150);
        add(Role.RADIO, "Dairy", 10, 180, State.CHECKED);
        add(Role.RADIO, "Oat", 200, 180, State.UNCHECKED);
        add(Role.BUTTON, "Place order", 10, 230);
        Decision d = first("I'd like a large one with oat milk please");
        assertThat(((Action.Click) d.action()).target()).as(d.reason()).contains(size.id());
        // a word the page names elsewhere is the thing ordered, not an option (the mug, not a mug size)
        screen.set(0, new Element(1, "Corner Coffee large roast", new Rect(10, 20, 160, 24), Source.AX, 1.0, Role.HEADING,
                EnumSet.noneOf(State.class), null, null, null, null));
        assertThat(clicked(first("I'd like a large one with oat milk please"))).isEqualTo("Oat");
    }

    @Test
    void aVerbEveryRowRepeatsMakesTheRestOfTheClauseDescribeTheRow() {
        String[][] rows = {{"Hannah Berg", "Invoice for March"}, {"Tomas Lind", "Photos from the wedding"},
            {"Hannah Berg", "Photos from the wedding"}, {"Ana Ruiz", "Lunch on Friday"}};
        List<Element> buttons = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            add(Role.LABEL, rows[r][0], 20, 100 + r * 60);
            add(Role.LABEL, rows[r][1], 20, 124 + r * 60);
            buttons.add(add(Role.BUTTON, "Archive", 600, 112 + r * 60));
            add(Role.BUTTON, "Like", 700, 112 + r * 60);
        }
        Decision d = first("archive the wedding photos Hannah sent");
        assertThat(((Action.Click) d.action()).target()).as(d.reason()).contains(buttons.get(2).id());
        // its kin: a heart is a Like
        Decision liked = first("heart Ana's lunch message");
        assertThat(clicked(liked)).isEqualTo("Like");
        assertThat(screen.get(((Action.Click) liked.action()).target().orElseThrow() - 1).box().y()).isEqualTo(112 + 3 * 60);
    }

    @Test
    void readsAWordWithItsNounToFindItsDropDown() {
        add(Role.HEADING, "Print", 10, 20);
        List<Element> combos = new ArrayList<>();
        String[][] boxes = {{"Pages", "All"}, {"Paper size", "A4"}, {"Colour", "Colour"}};
        for (int k = 0; k < boxes.length; k++) {
            add(Role.LABEL, boxes[k][0], 10, 80 + k * 50);
            Element combo = new Element(screen.size() + 1, boxes[k][0], new Rect(180, 80 + k * 50, 160, 24), Source.AX, 1.0,
                    Role.COMBO, EnumSet.of(State.COLLAPSED), boxes[k][1], null, null, null);
            screen.add(combo);
            combos.add(combo);
        }
        add(Role.BUTTON, "Print", 10, 260);
        Decision d = first("print it on Letter paper in black and white");
        // "Letter" alone is nearer Language or Colour than Paper size; "Letter paper" is Paper size
        assertThat(((Action.Click) d.action()).target()).as(d.reason()).contains(combos.get(1).id());
    }
    @Test
    void pressesTheButtonInsideACellWhoseWordsAreItsButtons() {
        String[][] rows = {{"Lena Fischer", "Ski trip in February — Are we still on for the ski trip?"},
            {"Omar Haddad", "Invoice 2291 — Please find the invoice attached"}, {"Lena Fischer", "Book club — Next meeting is on Thursday"},
            {"Greta Lind", "Ski trip photos — Here are the photos from last year"}, {"Omar Haddad", "Lunch — Free for lunch tomorrow?"}};
        screen.add(element(Role.HEADING, "Inbox", new Rect(40, 22, 1200, 32)));
        screen.add(element(Role.LABEL, "Folders: Inbox · Sent · Archive · Spam", new Rect(40, 66, 302, 22)));
        List<Element> deletes = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            int y = 102 + r * 44;
            screen.add(element(Role.TABLE_CELL, rows[r][0], new Rect(40, y, 155, 44)));
            screen.add(element(Role.TABLE_CELL, rows[r][1], new Rect(198, y, 480, 44)));
            screen.add(element(Role.TABLE_CELL, "Star Archive Delete", new Rect(680, y, 122, 44)));
            String[] names = {"Star", "Archive", "Delete"};
            for (int k = 0; k < 3; k++) {
                Element b = element(Role.BUTTON, names[k], new Rect(690 + k * 31, y + 9, 26, 26));
                screen.add(b);
                if (k == 2) {
                    deletes.add(b);
                }
            }
        }
        Decision d = first("get rid of Omar's invoice email");
        assertThat(((Action.Click) d.action()).target()).as(d.reason()).contains(deletes.get(1).id());
    }

    private Element element(Role role, String label, Rect box) {
        return new Element(screen.size() + 1, label, box, Source.AX, 1.0, role, EnumSet.noneOf(State.class), null, null, null, null);
    }

    @Test
    void aShortLabelIsPressedOnlyWhereTheClauseSaysItAsAValueNotAsTheFirstWordOfAName() {
        add(Role.TEXT, "it-help", 10, 130);
        add(Role.BUTTON, "IT", 259, 124);
        add(Role.BUTTON, "M", 400, 300);
        Grounder grounder = new Grounder(() -> Models.brain(0.4));
        List<SubGoal> channel = Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.CLICK, "IT help channel"), List.copyOf(screen),
                grounder, false);
        assertThat(channel).noneMatch(g -> "IT".equals(g.target()));
        List<SubGoal> size = Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.CLICK, "size M and the IT"), List.copyOf(screen),
                grounder, false);
        assertThat(size).anyMatch(g -> "M".equals(g.target())).anyMatch(g -> "IT".equals(g.target()));
    }

    @Test
    void aScheduleSaidInASentenceSetsOnlyItsDaysItsTimeAndItsLength() {
        add(Role.HEADING, "Water on these days", 394, 170);
        String[] days = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
        for (int d = 0; d < days.length; d++) {
            add(Role.BUTTON, days[d], 394 + d * 62, 197, d == 0 || d == 3 ? State.CHECKED : State.UNCHECKED);
        }
        add(Role.HEADING, "Start time", 394, 270);
        screen.add(new Element(screen.size() + 1, "Start time", new Rect(394, 296, 180, 30), Source.AX, 1.0, Role.COMBO,
                EnumSet.noneOf(State.class), "06:30", null, null, null));
        screen.add(new Element(screen.size() + 1, "Minutes of watering", new Rect(394, 390, 520, 16), Source.AX, 1.0, Role.SLIDER,
                EnumSet.noneOf(State.class), "", new dev.tca.core.Range(10, 5, 60), null, null));
        Grounder grounder = new Grounder(() -> Models.brain(0.4));
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "Water the greenhouse on Mondays, Wednesdays and Fridays at 7 "
                + "in the morning, for 15 minutes each time"), List.copyOf(screen), grounder, true)).extracting(SubGoal::describe)
                .contains("tick 'Wednesday'", "tick 'Friday'", "untick 'Thursday'", "choose what the goal says in 'Start time'",
                        "set value 'Minutes of watering' to 15")
                .doesNotContain("untick 'Monday'");
        // "too": the days already on stay on
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "water it on Saturdays too"), List.copyOf(screen), grounder,
                true)).extracting(SubGoal::describe).doesNotContain("untick 'Monday'", "untick 'Thursday'");
    }

    @Test
    void aWishSaidOfAnUnsetDropDownIsReadInTheOneNearestItInMeaning() {
        add(Role.LABEL, "Time", 120, 230);
        screen.add(new Element(screen.size() + 1, "Time", new Rect(120, 250, 250, 30), Source.AX, 1.0, Role.COMBO,
                EnumSet.noneOf(State.class), "20:00", null, null, null));
        add(Role.LABEL, "Seating preference", 420, 230);
        screen.add(new Element(screen.size() + 1, "Seating preference", new Rect(420, 250, 300, 30), Source.AX, 1.0, Role.COMBO,
                EnumSet.noneOf(State.class), "No preference", null, null, null));
        add(Role.LABEL, "Occasion", 420, 300);
        screen.add(new Element(screen.size() + 1, "Occasion", new Rect(420, 320, 300, 30), Source.AX, 1.0, Role.COMBO,
                EnumSet.noneOf(State.class), "None", null, null, null));
        Grounder grounder = new Grounder(() -> Models.brain(0.4));
        // "like to sit": a verb the person wants to do is no option; the clause is about seating, its option read once open
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "We'd like to sit by the window"), List.copyOf(screen),
                grounder, true)).extracting(SubGoal::describe).containsExactly("choose what the goal says in 'Seating preference'");
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "it's a birthday"), List.copyOf(screen), grounder, true))
                .extracting(SubGoal::describe).containsExactly("choose what the goal says in 'Occasion'");
    }

    @Test
    void aPagesOwnDropDownIsAFoldedButtonThatShowsItsValueNotASectionToUnfold() {
        add(Role.LABEL, "Date", 364, 140);
        screen.add(new Element(screen.size() + 1, "Date", new Rect(364, 165, 260, 36), Source.AX, 1.0, Role.BUTTON,
                EnumSet.of(State.COLLAPSED), null, null, null, null));
        add(Role.LABEL, "Friday 24 October", 404, 172);
        add(Role.LABEL, "Time", 165, 218);
        screen.add(new Element(screen.size() + 1, "Time", new Rect(166, 244, 260, 36), Source.AX, 1.0, Role.COMBO,
                EnumSet.noneOf(State.class), "20:00", null, null, null));
        add(Role.LABEL, "Seating preference", 448, 218);
        screen.add(new Element(screen.size() + 1, "Seating preference", new Rect(448, 244, 260, 36), Source.AX, 1.0, Role.COMBO,
                EnumSet.noneOf(State.class), "By the window", null, null, null));
        add(Role.LABEL, "Occasion", 165, 295);
        screen.add(new Element(screen.size() + 1, "Occasion", new Rect(166, 320, 260, 36), Source.AX, 1.0, Role.BUTTON,
                EnumSet.of(State.COLLAPSED), null, null, null, null));
        add(Role.LABEL, "None", 178, 328);
        Grounder grounder = new Grounder(() -> Models.brain(0.4));
        // the Occasion button shows "None": a drop-down left unset; the Date button shows a date: a calendar's, no section
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "it's a birthday"), List.copyOf(screen), grounder, true))
                .extracting(SubGoal::describe).containsExactly("choose what the goal says in 'Occasion'");
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "We'd like to sit near the kitchen"), List.copyOf(screen),
                grounder, true)).extracting(SubGoal::describe).doesNotContain("expand 'Date'", "choose what the goal says in 'Occasion'");
    }

    @Test
    void readFromPixelsAPagesOwnDropDownIsTheButtonThatSaysNoneUnderItsName() {
        screen.add(new Element(1, "Time", new Rect(165, 219, 30, 14), Source.OCR, 0.9));
        screen.add(new Element(2, "Time", new Rect(166, 239, 260, 40), Source.WIDGET, 0.8, Role.COMBO, EnumSet.noneOf(State.class),
                "20:00", null, "", null));
        screen.add(new Element(3, "Seating preference", new Rect(448, 219, 117, 14), Source.OCR, 0.9));
        screen.add(new Element(4, "Seating preference", new Rect(448, 239, 260, 40), Source.WIDGET, 0.8, Role.COMBO,
                EnumSet.noneOf(State.class), "By the window", null, "", null));
        screen.add(new Element(5, "Occasion", new Rect(165, 296, 58, 14), Source.OCR, 0.9));
        screen.add(new Element(6, "None", new Rect(166, 316, 260, 40), Source.WIDGET, 0.8, Role.BUTTON, EnumSet.noneOf(State.class),
                "", null, "", null));
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "it's a birthday"), List.copyOf(screen),
                new Grounder(() -> Models.brain(0.4)), true)).extracting(SubGoal::describe)
                .containsExactly("choose what the goal says in 'Occasion'");
    }

    @Test
    void aDoNotDisturbFormIsReadFromWhatThePersonWantsKeptQuietAndWhoMayStillRing() {
        add(Role.LABEL, "It's 22:40 now. Calls and notifications stay silent while it's on.", 20, 30);
        add(Role.CHECKBOX, "Turn on Do Not Disturb", 20, 60, State.UNCHECKED);
        add(Role.LABEL, "Until:", 20, 90);
        screen.add(new Element(screen.size() + 1, "For 1 hour", new Rect(200, 90, 250, 24), Source.AX, 1.0, Role.COMBO,
                EnumSet.of(State.COLLAPSED), "For 1 hour", null, null, null));
        add(Role.LABEL, "Let calls through from:", 20, 120);
        screen.add(new Element(screen.size() + 1, "No one", new Rect(200, 120, 250, 24), Source.AX, 1.0, Role.COMBO,
                EnumSet.of(State.COLLAPSED), "No one", null, null, null));
        add(Role.CHECKBOX, "Let a second call from the same person ring (within 3 minutes)", 20, 150, State.UNCHECKED);
        Grounder grounder = new Grounder(() -> Models.brain(0.4));
        // the state asked for is the switch nearest it in meaning; "at 7" is a clock time for the drop-down named Until
        // (not for Let calls through from), and "until I" names no option "I"
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "Keep the phone quiet until I get up at 7"),
                List.copyOf(screen), grounder, true)).extracting(SubGoal::describe)
                .containsExactly("tick 'Turn on Do Not Disturb'", "choose what the goal says in 'Until'");
        // who may still ring is the drop-down nearest in meaning that is unset; "ring" alone does not tick the long box
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "just make sure anyone from work can still ring me"),
                List.copyOf(screen), grounder, true)).extracting(SubGoal::describe)
                .containsExactly("choose what the goal says in 'Let calls through from'");
        // a reason tells; "for work" is no option of a drop-down
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "I'm on call for work tonight"), List.copyOf(screen),
                grounder, true)).isEmpty();
    }

    @Test
    void aWordSaidAfterANegationTicksNoBoxThatSaysIt() {
        screen.add(new Element(1, "Blocked payment?", new Rect(780, 285, 120, 20), Source.WIDGET, 0.8, Role.CHECKBOX,
                EnumSet.of(State.UNCHECKED), "", null, "", null));
        add(Role.LABEL, "Debit card ending 4410", 200, 200);
        Grounder grounder = new Grounder(() -> Models.brain(0.4));
        // freezing the card would be the opposite of what was asked
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "Make sure my debit card doesn't get blocked when I use "
                + "it out there"), List.copyOf(screen), grounder, true)).isEmpty();
        // a negation that is the clause's way of saying off still unticks the box it names
        screen.clear();
        add(Role.CHECKBOX, "Documentation", 40, 100, State.CHECKED);
        add(Role.CHECKBOX, "Examples", 40, 130, State.CHECKED);
        assertThat(Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.NOTE, "I don't need the documentation"), List.copyOf(screen),
                grounder, true)).extracting(SubGoal::describe).containsExactly("untick 'Documentation'");
        assertThat(Alignment.negated("it doesn't get blocked", "blocked")).isTrue();
        assertThat(Alignment.negated("report a blocked payment", "blocked")).isFalse();
    }

    @Test
    void aBoxThatSaysAllOfTheClauseIsTickedNotOneThatSharesSomeOfItsWords() {
        add(Role.CHECKBOX, "Minibus to the match Leaves the Stadium Hotel at 12:00", 10, 100, State.UNCHECKED);
        add(Role.CHECKBOX, "Minibus back to the hotel Leaves the ground at 18:00", 10, 140, State.UNCHECKED);
        add(Role.CHECKBOX, "Packed lunch", 10, 180, State.UNCHECKED);
        List<SubGoal> sets = Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.CLICK, "seats on the minibus back to the hotel and a packed lunch"),
                List.copyOf(screen), new Grounder(() -> Models.brain(0.4)), false);
        assertThat(sets).extracting(SubGoal::target).containsExactlyInAnyOrder("Minibus back to the hotel Leaves the ground at 18:00",
                "Packed lunch");
    }

    private Element boxed(Role role, String label, String value, Source source, int x, int y, int w, int h, String container,
                          State... states) {
        Set<State> s = states.length == 0 ? EnumSet.noneOf(State.class) : EnumSet.of(states[0], states);
        Element e = new Element(screen.size() + 1, label, new Rect(x, y, w, h), source, 1.0, role, s, value, null, container, null);
        screen.add(e);
        return e;
    }

    private List<SubGoal> expand(String clause) {
        return Alignment.expand(SubGoal.of(dev.tca.brain.plan.Kind.CLICK, clause), List.copyOf(screen),
                new Grounder(() -> Models.brain(0.4)), true);
    }

    @Test
    void aModalsRadiosAreOneGroupThoughThePageBehindShowsBetweenThemAndTwoHoursIsNotFourHours() {
        String box = "Mute the nursery chime";
        boxed(Role.HEADING, box, null, Source.AX, 426, 229, 414, 24, box);
        String[] times = {"30 minutes", "1 hour", "2 hours", "4 hours", "Until I turn it back on"};
        for (int i = 0; i < times.length; i++) {
            boxed(Role.RADIO, times[i], null, Source.AX, 443, 321 + 42 * i, 300, 16, box, State.UNCHECKED);
            if (i == 2) {
                // the page behind the modal, read from its pixels, level with the gap between two radios
                boxed(Role.TEXT, "Chime volume", null, Source.OCR, 120, 423 + 4, 80, 14, null);
            }
        }
        boxed(Role.BUTTON, "Cancel", null, Source.AX, 677, 530, 82, 40, box);
        boxed(Role.BUTTON, "Mute", null, Source.AX, 769, 530, 70, 40, box);
        assertThat(expand("Stop the doorbell from waking her for the next two hours")).extracting(SubGoal::describe)
                .containsExactly("choose '2 hours'");
    }

    @Test
    void fromPixelsARadiosWordsAreChosenAsOneOfItsGroup() {
        boxed(Role.TEXT, "How long", null, Source.OCR, 426, 290, 90, 16, null);
        String[] times = {"1 hour", "2 hours", "4 hours"};
        for (int i = 0; i < times.length; i++) {
            boxed(Role.RADIO, "", null, Source.WIDGET, 443, 321 + 42 * i, 16, 16, null, State.UNCHECKED);
            boxed(Role.TEXT, times[i], null, Source.OCR, 469, 321 + 42 * i, 70, 16, null);
        }
        assertThat(expand("Keep it quiet for the next two hours")).extracting(SubGoal::describe).containsExactly("choose '2 hours'");
    }

    @Test
    void aNumberWithItsUnitGoesIntoTheFieldThatSaysTheUnitAndThePageIsWorkedOutAgain() {
        boxed(Role.HEADING, "Choose a tariff", null, Source.AX, 110, 80, 200, 24, null);
        boxed(Role.LABEL, "Your yearly electricity use (kWh)", null, Source.AX, 130, 210, 220, 18, null);
        boxed(Role.TEXT_FIELD, "Your yearly electricity use (kWh)", "2,700", Source.AX, 130, 234, 180, 42, null);
        boxed(Role.BUTTON, "Update estimates", null, Source.AX, 324, 234, 150, 42, null);
        boxed(Role.TEXT_FIELD, "Postcode", "", Source.AX, 130, 300, 180, 42, null);
        assertThat(expand("We use about 2,900 kWh of electricity a year")).extracting(SubGoal::describe)
                .containsExactly("type '2900' into 'Your yearly electricity use (kWh)'", "click 'Update estimates'");
        // a unit no field says types nothing
        assertThat(expand("We drive about 9,000 miles a year")).isEmpty();
    }
}
