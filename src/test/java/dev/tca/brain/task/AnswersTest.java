package dev.tca.brain.task;

import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Answers read off a table: the column the question names, in the row that holds its other words. */
class AnswersTest {

    private final List<Element> screen = new ArrayList<>();

    private void add(Role role, String label, int x, int y, int w) {
        screen.add(new Element(screen.size() + 1, label, new Rect(x, y, w, 20), Source.AX, 1.0, role, null, null, null, null, null));
    }

    private void departures() {
        String[][] rows = {{"Time", "Destination", "Plat.", "Expected"}, {"13:58", "Leeds", "4", "On time"},
            {"14:05", "York", "7", "14:11"}, {"14:05", "London Kings Cross", "2", "On time"}, {"14:20", "York", "9", "On time"}};
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < 4; c++) {
                add(r == 0 ? Role.BUTTON : Role.TABLE_CELL, rows[r][c], 20 + c * 200, 100 + r * 30, c == 1 ? 180 : 60);
            }
        }
    }

    @Test
    void aCountOfRowsMarkedSoLeavesOutATotalsLabelAndAFilterButton() {
        assertThat(Answers.countedMarks("How many of my invoices are overdue?")).contains(List.of("overdue"));
        assertThat(Answers.countedMarks("how many unread messages are there")).isEmpty();
        assertThat(Answers.countedMarks("How many urgent tickets are still open on the helpdesk?")).contains(List.of("open", "urgent"));
        add(Role.LABEL, "OVERDUE", 260, 40, 80);       // a total's card: its amount is on the line below
        add(Role.LABEL, "OUTSTANDING", 40, 40, 80);
        add(Role.LABEL, "PAID THIS MONTH", 480, 40, 120);
        add(Role.BUTTON, "Overdue", 600, 70, 80);       // a filter chip among others
        add(Role.BUTTON, "Paid", 700, 70, 60);
        String[][] rows = {{"#2231", "Hartley & Sons", "€1,475.00", "Overdue"}, {"#2230", "Quill Studio", "€480.00", "Paid"},
            {"#2229", "Lumen Yoga", "€320.00", "Overdue"}};
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < 4; c++) {
                add(c == 3 ? Role.BUTTON : Role.TABLE_CELL, rows[r][c], 20 + c * 200, 120 + r * 40, 100);
            }
        }
        var o = new dev.tca.core.Observation(List.copyOf(screen), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        assertThat(Answers.markedRows(List.of("overdue"), o).keySet()).containsExactly("2231", "2229");
    }

    @Test
    void aCountWithAQualifierCountsTheRowsThatSayBothAndPassesOverAWordNoRowSays() {
        add(Role.BUTTON, "Urgent", 300, 60, 60); // the priority filter's chips
        add(Role.BUTTON, "High", 370, 60, 50);
        String[][] rows = {{"#4862", "VPN drops", "High", "open"}, {"#4859", "Laptop will not boot", "Urgent", "open"},
            {"#4850", "Shared drive full", "Urgent", "resolved"}, {"#4854", "Payroll timeout", "Urgent", "open"}};
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < 4; c++) {
                add(c >= 2 ? Role.LABEL : Role.TABLE_CELL, rows[r][c], 20 + c * 200, 120 + r * 40, 100);
            }
        }
        var o = new dev.tca.core.Observation(List.copyOf(screen), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        assertThat(Answers.markedRows(List.of("open", "urgent"), o).keySet()).containsExactly("4859", "4854");
        assertThat(Answers.markedRows(List.of("open"), o).keySet()).containsExactly("4862", "4859", "4854");
        // "how many new tickets are open": no row says New, so every open row counts
        assertThat(Answers.markedRows(List.of("open", "new"), o).keySet()).containsExactly("4862", "4859", "4854");
    }

    @Test
    void anAmountIsTheOneBesideTheShortLineThatNamesTheThingNotABannersOrASidebars() {
        add(Role.LABEL, "What's the balance of a savings account worth if it isn't growing?", 40, 60, 600);
        add(Role.BUTTON, "Compare savings accounts", 900, 60, 200);
        add(Role.LABEL, "Everyday Current", 100, 200, 140);
        add(Role.LABEL, "€1,204.55", 640, 205, 90);
        add(Role.LABEL, "Current account ·· 4471", 100, 222, 180);
        add(Role.LABEL, "Instant Saver", 100, 262, 140);
        add(Role.LABEL, "€8,930.12", 640, 267, 90);
        add(Role.LABEL, "Savings account ·· 9012 · 2.35% AER", 100, 284, 260);
        add(Role.LABEL, "Transfer to Instant Saver", 980, 280, 180);
        add(Role.LABEL, "€200.00", 1180, 280, 70);
        SubGoal asked = SubGoal.of(dev.tca.brain.plan.Kind.ANSWER, "savings account");
        var o = new dev.tca.core.Observation(List.copyOf(screen), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "t", "");
        var read = Answers.read(1, asked, screen, o, "how much money is in my savings account right now?");
        assertThat(((Action.Done) read.decision().action()).answer()).isEqualTo("€8,930.12");
    }

    @Test
    void readsTheCellWhereTheNamedColumnCrossesTheRowOfTheOtherWords() {
        departures();
        var answer = Answers.tableCell("Which platform does the 14:05 to York leave from", screen);
        assertThat(answer).isPresent();
        assertThat(((Action.Done) answer.get().decision().action()).answer()).isEqualTo("7");
    }

    @Test
    void aHeaderOfTwoWordsNamesItsColumnAndTheOtherWordsTheRow() {
        // a bike scheme's price list as read from pixels: passes across, riders down
        String[] heads = {"Rider", "Single ride (30 min)", "Day pass", "3-day pass", "Monthly"};
        int[] xs = {157, 416, 684, 833, 1001};
        for (int i = 0; i < heads.length; i++) {
            add(Role.LABEL, heads[i], xs[i], 412, 60);
        }
        String[][] rows = {{"Adult", "£1.60", "£9.00", "£19.00", "£24.00"}, {"Student (with ID)", "£1.20", "£6.50", "£14.00", "£16.00"},
            {"Child (14-17)", "£1.20", "£4.50", "£11.00", "£12.00"}};
        for (int r = 0; r < rows.length; r++) {
            for (int i = 0; i < xs.length; i++) {
                add(Role.LABEL, rows[r][i], xs[i], 455 + 45 * r, i == 0 ? 100 : 50);
            }
        }
        var answer = Answers.tableCell("day pass for a child", screen);
        assertThat(answer).isPresent();
        assertThat(((Action.Done) answer.get().decision().action()).answer()).isEqualTo("£4.50");
    }

    @Test
    void readsNothingWhenNoColumnIsNamed() {
        departures();
        assertThat(Answers.tableCell("What is the price of the blue kettle", screen)).isEmpty();
        assertThat(Answers.tableCell("What is the platform", screen)).isEmpty();
    }

    @Test
    void readsNothingFromAHeadingAloneOverCards() {
        add(Role.HEADING, "Kettles", 20, 60, 120);
        add(Role.TEXT, "Enamel stovetop kettle, red", 20, 100, 200);
        add(Role.TEXT, "Glass kettle, blue", 20, 160, 200);
        add(Role.TEXT, "42.50", 20, 190, 60);
        assertThat(Answers.tableCell("How much does the blue kettle cost", screen)).isEmpty();
    }

    @Test
    void wordsOfTheQuestionTheScreenDoesNotShowDoNotStopTheRowFromBeingFound() {
        String[][] rows = {{"Month", "Electricity", "Water", "Heating"}, {"February", "81.75", "29.80", "111.05"},
            {"March", "74.30", "33.10", "92.60"}, {"April", "66.45", "30.55", "70.15"}};
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < 4; c++) {
                add(c == 0 || r == 0 ? Role.TEXT : Role.TABLE_CELL, rows[r][c], 20 + c * 150, 100 + r * 30, 80);
            }
        }
        var answer = Answers.tableCell("how much did we pay for electricity in March?", screen);
        assertThat(answer).isPresent();
        assertThat(((Action.Done) answer.get().decision().action()).answer()).isEqualTo("74.30");
        assertThat(Answers.tableCell("how much did we pay for gas in March?", screen)).as("no Gas column").isEmpty();
    }
    private String read(String target, String goal) {
        var o = new dev.tca.core.Observation(List.copyOf(screen), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY,
                "test", "");
        Move m = Answers.read(0, dev.tca.brain.plan.SubGoal.of(dev.tca.brain.plan.Kind.ANSWER, target), screen, o, goal);
        assertThat(m.failure()).as(goal).isNull();
        return ((Action.Done) m.decision().action()).answer();
    }

    @Test
    void aCountAskedOfProseIsTheNumberOfItsUnitInTheSentenceThatSaysMostOfTheQuestion() {
        add(Role.BUTTON, "Returns and refunds", 20, 100, 600);
        add(Role.TEXT, "Changed your mind? Unused items in their original packaging can be returned within 45 days of delivery"
                + " for a full refund. Items bought in the sale can be returned within 14 days. Refunds take 5 working days.", 20, 130, 800);
        add(Role.TEXT, "Tents carry a 3-year warranty against faults.", 20, 200, 400);
        assertThat(read("days a customer has to send back an unused item for a refund",
                "how many days a customer has to send back an unused item for a refund")).isEqualTo("45");
    }

    @Test
    void aRowsButtonsAreNoAnswerSoTheLineUnderTheNameIs() {
        String[][] cards = {{"Tom Becker", "Product manager"}, {"Wen Li", "Engineer"}};
        for (int k = 0; k < cards.length; k++) {
            add(Role.TEXT, cards[k][0], 57, 84 + k * 72, 70);
            add(Role.TEXT, cards[k][1], 57, 104 + k * 72, 110);
            add(Role.BUTTON, "Mute", 505, 88 + k * 72, 72);
        }
        assertThat(read("Wen Li's role in this channel", "What is Wen Li's role in this channel?")).isEqualTo("Engineer");
        screen.clear();
        add(Role.TEXT, "Bathroom", 51, 266, 80);
        add(Role.BUTTON, "-", 225, 266, 40);
        add(Role.TEXT, "21.5 °C", 281, 266, 76);
        add(Role.BUTTON, "+", 373, 266, 40);
        assertThat(read("bathroom temperature", "What temperature is the bathroom set to?")).isEqualTo("21.5 °C");
    }

    @Test
    void aPriceAskedForIsTheOneAmountInTheLineThatNamesTheThing() {
        add(Role.RADIO, "Standard, 5 to 7 working days (free)", 66, 103, 290);
        add(Role.RADIO, "Express, 2 working days ($9.90)", 66, 133, 258);
        add(Role.RADIO, "Overnight, next morning ($24.00)", 66, 163, 270);
        add(Role.TEXT, "Express, 2 working days ($9.90)", 66, 133, 258); // the same words read by OCR
        assertThat(read("express delivery", "How much does express delivery cost?")).isEqualTo("$9.90");
    }
    @Test
    void aCodeIsReadAfterTheWordAskedForInALineOfText() {
        add(Role.HEADING, "Register your Brightline kettle", 40, 20, 400);
        add(Role.LABEL, "Model BK-200 · Serial 88-1203-77. Register it to extend the warranty.", 40, 60, 600);
        add(Role.TEXT_FIELD, "First name", 40, 100, 200);
        assertThat(read("serial number of the kettle", "What's the serial number of the kettle?")).isEqualTo("88-1203-77");
    }

    @Test
    void aCodeIsTheOneSaidOfTheThingAskedNotAnotherThingsCode() {
        add(Role.HEADING, "Welcome to Hollow Tree Cottage", 40, 20, 400);
        add(Role.TEXT, "The farm gate is kept locked at night: the gate code is 1966.", 40, 60, 600);
        var o = new dev.tca.core.Observation(List.copyOf(screen), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "test", "");
        String goal = "What's the code for the key safe at the cottage?";
        Move gate = Answers.read(0, dev.tca.brain.plan.SubGoal.of(dev.tca.brain.plan.Kind.ANSWER, "code for the key safe at the cottage"),
                screen, o, goal);
        assertThat(gate.decision() != null && gate.decision().action() instanceof Action.Done).as("the gate's code is no key safe's")
                .isFalse();
        add(Role.TEXT, "The key safe code is 4817. Please scramble it after use.", 40, 100, 600);
        assertThat(read("code for the key safe at the cottage", goal)).isEqualTo("4817");
    }

    @Test
    void aCountInATableIsTheCellOfTheRowThatSaysTheDayAndThePartOfTheDay() {
        String[] heads = {"Day", "Time", "Class", "Tutor", "Places left"};
        for (int c = 0; c < heads.length; c++) {
            add(Role.BUTTON, heads[c], 20 + c * 150, 60, 100);
        }
        String[][] rows = {{"Tuesday", "10:00", "Pottery for beginners", "Ann Hale", "2"}, {"Thursday", "10:00", "Pottery: throwing on the wheel",
            "Joe Barker", "5"}, {"Thursday", "19:00", "Pottery: throwing on the wheel", "Joe Barker", "3"}, {"Saturday", "10:00", "Family pottery",
            "Joe Barker", "4"}};
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < 5; c++) {
                add(Role.TABLE_CELL, rows[r][c], 20 + c * 150, 90 + r * 30, 100);
            }
        }
        assertThat(read("places are left on the Thursday evening pottery class",
                "How many places are left on the Thursday evening pottery class?")).isEqualTo("3");
    }

    @Test
    void aCountIsNoRateReadAfterTheWordAsked() {
        add(Role.HEADING, "Meter readings", 40, 20, 400);
        add(Role.LABEL, "Steady Fix 12 · electricity 24.1p per kWh, gas 6.3p per kWh", 900, 300, 300);
        String goal = "How many units of electricity did we use between the last two readings?";
        var o = new dev.tca.core.Observation(List.copyOf(screen), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "test", "");
        Move m = Answers.read(0, dev.tca.brain.plan.SubGoal.of(dev.tca.brain.plan.Kind.ANSWER, "units of electricity"), screen, o, goal);
        assertThat(m.failure()).as("a rate per kWh is no count of units used").isNotNull();
    }

    @Test
    void aQuantityNeededIsTheAmountOnTheIngredientsOwnRowOnEitherSide() {
        add(Role.HEADING, "Spinach & ricotta lasagne", 182, 110, 500);
        add(Role.TEXT, "Servings", 886, 628, 60);
        add(Role.TEXT, "6", 998, 628, 16);
        add(Role.TEXT, "750 g", 207, 710, 48);
        add(Role.TEXT, "fresh spinach", 341, 710, 100);
        add(Role.TEXT, "375 g", 207, 745, 48);
        add(Role.TEXT, "ricotta", 341, 745, 50);
        add(Role.TEXT, "1.5", 207, 780, 30);
        add(Role.TEXT, "egg", 341, 780, 30);
        assertThat(read("ricotta", "I'm making it for 6 people. How much ricotta do I need?")).isEqualTo("375 g");
        assertThat(read("egg", "How many eggs will I need?")).isEqualTo("1.5");
    }

    @Test
    void aCodeAskedForIsTheOneThatSaysTheGoalsWordNotTheOtherOfferOnTheLine() {
        add(Role.TEXT, "Spring week: use code SPRING10 for 10% off your basket · Members save more with MEMBER15", 290, 66, 680);
        add(Role.HEADING, "FILLING", 40, 120, 80);
        assertThat(read("spring code", "use the spring discount code from the banner")).isEqualTo("SPRING10");
        assertThat(read("members code", "apply the members code")).isEqualTo("MEMBER15");
        screen.clear();
        add(Role.TEXT, "Free delivery this week with code SHIPFREE", 290, 66, 400);
        assertThat(read("discount code", "use the discount code on the page")).isEqualTo("SHIPFREE");
    }

    @Test
    void aTitlesValueIsTheCellUnderTheColumnTheQuestionNamesAndAnotherTablesColumnIsNone() {
        String[][] loans = {{"Title", "Borrowed", "Due back"}, {"Salt Road Stories", "25 Feb", "Tue 25 March"},
            {"The Salt Road", "4 Mar", "Tue 18 March"}};
        for (int r = 0; r < loans.length; r++) {
            for (int c = 0; c < 3; c++) {
                add(Role.TEXT, loans[r][c], 40 + c * 200, 100 + r * 40, 120);
            }
        }
        assertThat(read("Salt Road due back", "When is The Salt Road due back?")).isEqualTo("Tue 18 March");
        screen.clear();
        String[][] history = {{"Title", "Returned"}, {"The Salt Road", "Mon 3 February"}};
        for (int r = 0; r < history.length; r++) {
            for (int c = 0; c < 2; c++) {
                add(Role.TEXT, history[r][c], 40 + c * 200, 100 + r * 40, 120);
            }
        }
        var o = new dev.tca.core.Observation(List.copyOf(screen), List.of(), 1280, 800, dev.tca.core.ScreenMapping.IDENTITY, "test", "");
        Move m = Answers.read(0, dev.tca.brain.plan.SubGoal.of(dev.tca.brain.plan.Kind.ANSWER, "Salt Road due back"), screen, o,
                "When is The Salt Road due back?");
        assertThat(m.failure()).contains("no column");
    }

    @Test
    void thePageTheQuestionIsOnIsNoColumnOfItsTable() {
        String[][] invoice = {{"Item", "Amount"}, {"Oak desk", "$620.00"}, {"Subtotal", "$1,184.50"}, {"Total due", "$1,284.50"}};
        add(Role.TEXT, "Billed to", 40, 60, 70);
        add(Role.TEXT, "due 30 April 2024", 290, 60, 150);
        for (int r = 0; r < invoice.length; r++) {
            for (int c = 0; c < 2; c++) {
                add(Role.TEXT, invoice[r][c], 40 + c * 350, 100 + r * 32, c == 0 ? 340 : 120);
            }
        }
        assertThat(read("total due on this invoice", "What is the total due on this invoice?")).isEqualTo("$1,284.50");
    }

    @Test
    void howManyGramsIsAnAmountOnTheNutrientsLineInTheColumnTheQuestionSays() {
        String[][] nutrition = {{"Nutrient", "Per serving", "Per 100 g"}, {"Fat", "5.4 g", "1.7 g"}, {"Protein", "14 g", "4.3 g"},
            {"Salt", "1.1 g", "0.34 g"}};
        for (int r = 0; r < nutrition.length; r++) {
            for (int c = 0; c < 3; c++) {
                add(Role.TABLE_CELL, nutrition[r][c], 40 + c * 200, 100 + r * 40, 120);
            }
        }
        assertThat(read("grams of protein are in one serving of the red lentil soup",
                "How many grams of protein are in one serving of the red lentil soup?")).as("an amount, not one row marked Protein")
                .isEqualTo("14 g");
    }

    @Test
    void anAmountOnACardIsTheOneWithTheUnitAskedUnderTheTitleThatSaysEveryWordOfTheThing() {
        String[][] cards = {{"Chicken and spinach curry", "35 min", "620 kcal"}, {"Chickpea shawarma bowl", "25 min", "480 kcal"},
            {"Chickpea and spinach curry", "30 min", "540 kcal"}};
        for (int c = 0; c < cards.length; c++) {
            add(Role.HEADING, cards[c][0], 40 + c * 380, 100, 300);
            add(Role.LABEL, cards[c][1], 40 + c * 380, 220, 60);
            add(Role.LABEL, cards[c][2], 120 + c * 380, 220, 70);
        }
        assertThat(read("calories are in the chickpea and spinach curry", "How many calories are in the chickpea and spinach curry?"))
                .as("the kcal under the curry the question names, not its lookalike's nor the minutes").isEqualTo("540 kcal");
    }

    @Test
    void aThingTheQuestionNamesIsAwayWhenNoLineSaysAllItsWordsAndChickpeaIsNoChicken() {
        add(Role.HEADING, "Chicken and spinach curry", 40, 100, 300);
        add(Role.HEADING, "Chickpea shawarma bowl", 420, 100, 300);
        assertThat(Alignment.hits(Alignment.content("chickpea"), "Chicken and spinach curry")).isEmpty();
        assertThat(Alignment.hits(Alignment.content("starting"), "Started")).isNotEmpty();
        assertThat(Alignment.hits(Alignment.content("rechargeable AA batteries"), "Rechargeable AA batteries, 4 pack"))
                .as("a short word said exactly").hasSize(3);
        assertThat(Alignment.hits(Alignment.content("AA"), "Rechargeable AAA batteries, 4 pack")).isEmpty();
        assertThat(Answers.subjectAway("calories are in the chickpea and spinach curry", screen)).contains("chickpea and spinach curry");
        assertThat(Answers.subjectAway("calories are in the chicken and spinach curry", screen)).isEmpty();
        assertThat(Answers.subjectAway("items are in my basket", screen)).as("one word is no name to look for").isEmpty();
    }

    @Test
    void whatIsAskedOfAThingIsReadOnTheRowThatSaysItNotUnderTheThingsName() {
        add(Role.BUTTON, "Status", 20, 120, 180);
        add(Role.BUTTON, "Guest Wi-Fi", 20, 160, 180);
        add(Role.BUTTON, "Connected devices", 20, 200, 180);
        add(Role.HEADING, "Guest Wi-Fi", 300, 80, 200);
        add(Role.LABEL, "Guest Wi-Fi", 320, 160, 100);
        add(Role.LABEL, "On", 320, 180, 30);
        add(Role.LABEL, "Network name", 320, 230, 120);
        add(Role.LABEL, "Halden-Guest", 600, 230, 120);
        add(Role.BUTTON, "Change", 1000, 230, 80);
        add(Role.LABEL, "Password", 320, 280, 90);
        add(Role.LABEL, "Puffin-Harbour-62", 600, 280, 150);
        add(Role.BUTTON, "Hide password", 900, 280, 30);
        add(Role.BUTTON, "Change", 1000, 280, 80);
        assertThat(read("password for our guest Wi-Fi", "What's the password for our guest Wi-Fi?")).isEqualTo("Puffin-Harbour-62");
    }
}
