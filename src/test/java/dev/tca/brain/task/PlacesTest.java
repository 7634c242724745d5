package dev.tca.brain.task;

import dev.tca.brain.plan.Qualifiers;
import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** Which of several look-alike buttons a described row names. */
class PlacesTest {

    private final List<Element> screen = new ArrayList<>();
    private final List<Element> stars = new ArrayList<>();

    private Element add(Role role, String label, int x, int y, int w) {
        Element e = new Element(screen.size() + 1, label, new Rect(x, y, w, 20), Source.AX, 1.0, role, null, null, null, null, null);
        screen.add(e);
        return e;
    }

    /** A mailbox: the sender in one cell, the subject in the next, a Star button at the end of each row. */
    private void mailbox() {
        String[][] rows = {{"Lena Fischer", "Ski trip in February"}, {"Omar Haddad", "Invoice 2291"},
            {"Lena Fischer", "Book club"}, {"Greta Lind", "Ski trip photos"}, {"Omar Haddad", "Lunch"}};
        add(Role.TABLE_CELL, "Inbox", 20, 40, 700); // a caption over the table
        for (int r = 0; r < rows.length; r++) {
            add(Role.TABLE_CELL, rows[r][0], 20, 100 + r * 40, 150);
            add(Role.TABLE_CELL, rows[r][1] + " — see inside", 200, 100 + r * 40, 300);
            stars.add(add(Role.BUTTON, "Star", 600, 100 + r * 40, 40));
        }
    }

    private int pick(String container) {
        List<Integer> order = IntStream.range(0, stars.size()).boxed().toList();
        double[] lex = new double[stars.size()];
        java.util.Arrays.fill(lex, 1.0);
        return Places.pick(Qualifiers.NONE.withContainer(container), order, stars, lex, screen);
    }

    /** A feed: each post's name and text, then its row of actions under them (Bookmark last). */
    private void feed() {
        String[][] posts = {{"Dev Patel", "Shipped the new release tonight"}, {"Ines Moreau", "Sourdough attempt number 14"},
            {"Greta Lund", "Half marathon this morning"}, {"Ines Morales", "Golden hour at the harbour"}};
        for (int p = 0; p < posts.length; p++) {
            int top = 64 + p * 110;
            add(Role.LABEL, posts[p][0], 412, top, 90);
            add(Role.LABEL, posts[p][1], 412, top + 24, 400);
            add(Role.BUTTON, "Like", 670, top + 60, 30);
            stars.add(add(Role.BUTTON, "Bookmark", 800, top + 60, 30));
        }
    }

    @Test
    void aCardsActionsBelongToTheWordsAboveThemNotTheNextCardsHeader() {
        feed();
        // halfway between two Bookmarks lies the next post's name: the band must run from one action row to the next
        assertThat(pick("Ines Moreau's sourdough post")).isEqualTo(1);
        assertThat(pick("Greta Lund's post")).isEqualTo(2);
        assertThat(pick("the harbour photo from Ines Morales")).isEqualTo(3);
    }

    @Test
    void aCardIsNamedByItsOwnWordsNotByTheKindOfThingItIs() {
        // "the shakshuka recipe": the card titled Classic shakshuka, not the Recipes tab that says the kind
        add(Role.LINK, "Recipes", 236, 18, 60);
        String[] titles = {"Huevos rancheros", "Classic shakshuka", "Lemon orzo with peas"};
        for (int i = 0; i < titles.length; i++) {
            add(Role.HEADING, titles[i], 48 + i * 409, 283, 364);
            add(Role.LABEL, "30 min · serves 2", 48 + i * 409, 305, 150);
            stars.add(add(Role.BUTTON, "Save to favourites", 380 + i * 409, 330, 38));
        }
        assertThat(pick("shakshuka recipe")).isEqualTo(1);
    }

    @Test
    void aSidebarEntryThatSaysTheVerbIsNotOneOfTheRowsButtons() {
        mailbox();
        // the folder "Star" in a sidebar matches as well as the rows' buttons: the column of buttons still decides
        stars.add(0, add(Role.LABEL, "Star", 20, 300, 60));
        assertThat(pick("lunch message from Omar")).isEqualTo(5);
    }

    @Test
    void theRowThatSaysMostOfTheDescriptionHoldsTheButton() {
        mailbox();
        assertThat(pick("lunch message from Omar")).as("Omar's lunch, not his invoice").isEqualTo(4);
        assertThat(pick("Lena's email about the ski trip")).as("Lena's ski trip, not Greta's").isEqualTo(0);
        assertThat(pick("Greta")).isEqualTo(3);
    }

    @Test
    void aRowSaysANameByItsOwnWordsNotByAWordThatMerelySharesItsStem() {
        Element digest = add(Role.LABEL, "Fine Woodworking Digest", 20, 100, 200);
        Element price = add(Role.LABEL, "$5.99 / month", 240, 100, 100);
        Element monthly = add(Role.LABEL, "Woodworking Monthly", 20, 140, 200);
        add(Role.LABEL, "$3.99 / month", 240, 140, 100);
        assertThat(Places.rowHits("Woodworking Monthly", digest, screen)).as("the price's month is not Monthly").isEqualTo(1);
        assertThat(Places.rowHits("Woodworking Monthly", price, screen)).as("nor from the price's side").isEqualTo(1);
        assertThat(Places.rowHits("Woodworking Monthly", monthly, screen)).isEqualTo(2);
    }

    @Test
    void aRowOfTwoLinesHoldsBothTheSenderAndTheSubject() {
        // each message on two lines (sender above, subject below), its Archive button between them on the right
        String[][] rows = {{"Hannah Berg", "Invoice for March"}, {"Tomas Lind", "Photos from the wedding"},
            {"Hannah Berg", "Photos from the wedding"}, {"Ana Ruiz", "Lunch on Friday"}};
        for (int r = 0; r < rows.length; r++) {
            add(Role.TEXT, rows[r][0], 20, 100 + r * 60, 150);
            add(Role.TEXT, rows[r][1], 20, 124 + r * 60, 250);
            stars.add(add(Role.BUTTON, "Archive", 600, 112 + r * 60, 40));
        }
        assertThat(pick("the wedding photos Hannah sent")).isEqualTo(2);
        assertThat(pick("Ana's lunch")).isEqualTo(3);
    }

    @Test
    void aPartOfTheDayNamesTheRowWhoseTimeFallsInIt() {
        java.util.Set<String> evening = java.util.Set.of("spin", "evening");
        assertThat(Places.partOfDay(evening, "19:45")).contains("evening");
        assertThat(Places.partOfDay(evening, "07:00")).isEmpty();
        assertThat(Places.partOfDay(java.util.Set.of("morning"), "7:30 am")).contains("morning");
        assertThat(Places.partOfDay(java.util.Set.of("morning"), "7:30 pm")).isEmpty();
        assertThat(Places.partOfDay(evening, "Spin 45")).isEmpty();
    }

    @Test
    void aShiftSaidByItsDayOrdinalAndPartOfTheDayNamesItsRow() {
        String[][] rows = {{"Thu 15 Jan", "09:00–12:00", "Warehouse"}, {"Sat 17 Jan", "09:00–12:30", "Warehouse"},
            {"Sat 17 Jan", "10:00–14:00", "Supermarket collection"}, {"Sat 17 Jan", "13:00–16:00", "Warehouse"},
            {"Sat 24 Jan", "09:00–12:30", "Warehouse"}};
        for (int r = 0; r < rows.length; r++) {
            add(Role.TABLE_CELL, rows[r][0], 20, 100 + r * 50, 80);
            add(Role.TABLE_CELL, rows[r][1], 120, 100 + r * 50, 80);
            add(Role.TABLE_CELL, rows[r][2], 220, 100 + r * 50, 150);
            stars.add(add(Role.BUTTON, "Sign up", 600, 100 + r * 50, 70));
        }
        // "the 17th" is the row's 17, "Saturday" its Sat, "morning" its 09:00
        assertThat(pick("warehouse shift on Saturday morning the 17th")).isEqualTo(1);
        assertThat(pick("warehouse shift on Saturday afternoon the 17th")).isEqualTo(3);
    }

    @Test
    void aRowWithoutTheButtonIsNoNeighboursAndADayOfAnotherWeekIsNoMatch() {
        // Wed 14's delivery shift is full (no Sign up); the rows around it have theirs, each read twice (tree and pixels)
        String[][] rows = {{"Tue 13 Jan", "18:00–20:30", "Front desk"}, {"Wed 14 Jan", "17:30–20:00", "Delivery driving"},
            {"Thu 15 Jan", "09:00–12:00", "Warehouse"}};
        add(Role.TEXT, "Drivers wanted. We're short of drivers for the Wednesday evening deliveries, please sign up for a delivery "
                + "driving shift.", 900, 120, 280);
        for (int r = 0; r < rows.length; r++) {
            add(Role.TABLE_CELL, rows[r][0], 20, 100 + r * 50, 80);
            add(Role.TABLE_CELL, rows[r][1], 120, 100 + r * 50, 80);
            add(Role.TABLE_CELL, rows[r][2], 220, 100 + r * 50, 150);
            if (r != 1) {
                stars.add(add(Role.BUTTON, "Sign up", 600, 100 + r * 50, 70));
                stars.add(add(Role.BUTTON, "Sign up", 601, 101 + r * 50, 70));
            }
        }
        assertThat(pick("delivery driving shift on Wednesday evening the 21st")).isEqualTo(-1);
        assertThat(pick("delivery driving shift on Wednesday evening")).isEqualTo(-1);
        assertThat(pick("warehouse shift on Thursday morning the 15th")).isIn(2, 3);
    }
}
