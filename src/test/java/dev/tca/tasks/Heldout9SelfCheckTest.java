package dev.tca.tasks;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The ninth held-out yardstick (ho9-*, tag heldout9) proved without tca: each checker fails on the untouched page
 * or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page reports
 * with ?debug, or at offsets and keys inside a dialog) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout9 set: whoever writes the brain's rules must not read it, nor
 * the ho9-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT9_ALL=1 scripts/test -Dtest=Heldout9SelfCheckTest} (a private display).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT9_ALL", matches = "1")
class Heldout9SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout9-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho9-shop-basket-tidy", "ho9-rooms-design-review", "ho9-settings-group-receipts-lock",
        "ho9-files-budget-rename-move", "ho9-recipe-ricotta-for-six", "ho9-board-privacy-policy-done",
        "ho9-mail-venue-contract-events", "ho9-helpdesk-leeds-printer", "ho9-helpdesk-urgent-open-count",
        "ho9-trains-basel-lugano-direct", "ho9-contacts-amir-mobile",
        "ho9-zenity-visitor-facilities", "ho9-zenity-saturday-delivery", "ho9-zenity-dentist-november",
        "ho9-zenity-downloads-to-bin", "ho9-yad-export-csv",
        "ho9-shop-basket-tidy-pixels", "ho9-rooms-design-review-pixels", "ho9-settings-group-receipts-lock-pixels",
        "ho9-files-budget-rename-move-pixels", "ho9-recipe-ricotta-for-six-pixels", "ho9-board-privacy-policy-done-pixels",
        "ho9-mail-venue-contract-events-pixels", "ho9-helpdesk-leeds-printer-pixels", "ho9-helpdesk-urgent-open-count-pixels",
        "ho9-trains-basel-lugano-direct-pixels", "ho9-contacts-amir-mobile-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        rig.prove(id, "heldout9", Heldout9SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho9-shop-basket-tidy" -> {
                String oat = right ? "oat-barista" : "oat-original"; // wrong: the other oat drink, listed first
                rig.click("minus-" + oat);
                rig.click("minus-" + oat);
                rig.click("remove-case");
                rig.click("rm-ok");
                rig.click("code");
                rig.type("SPRING10");
                rig.click("apply");
            }
            case "ho9-rooms-design-review" -> {
                rig.click("day-thu");
                rig.click("slot-fjord-14");
                rig.click("bk-title");
                rig.type("Design review");
                rig.click("bk-len-lbl"); // its label focuses the closed list, on 30 minutes
                rig.keys(right ? 3 : 1, "Down"); // wrong: one hour, 2 to 3 pm
                rig.click("bk-ok");
            }
            case "ho9-settings-group-receipts-lock" -> {
                rig.click("sec-messages");
                rig.click("sub-receipts");
                String sw = right ? "sw-groupReceipts" : "sw-readReceipts"; // wrong: the one-to-one receipts
                rig.scrollTo(sw);
                rig.click(sw);
                rig.scrollTo("sec-security");
                rig.click("sec-security");
                rig.scrollTo("sub-lock");
                rig.click("sub-lock");
                rig.scrollTo("sel-autoLock");
                rig.click("lbl-autoLock"); // its label focuses the closed list, on 1 minute
                rig.keys(1, "Down");
                rig.click("save");
            }
            case "ho9-files-budget-rename-move" -> {
                rig.click("more-f2");
                rig.click("m-rename");
                rig.type("Budget 2032"); // the dialog selects the name without its extension
                rig.xdo("key", "Return");
                Thread.sleep(300);
                rig.click("more-f2");
                rig.click("m-move");
                String parent = right ? "finance" : "archive"; // wrong: the 2032 folder in Archive
                rig.click("tw-" + parent);
                rig.click("to-" + parent + "-2032");
                rig.click("mv-ok");
            }
            case "ho9-recipe-ricotta-for-six" -> {
                rig.scrollTo("more");
                rig.click("more");
                rig.click("more");
                out = right ? "answer: 375 g" : "answer: 250 g"; // wrong: the amount for four
            }
            case "ho9-board-privacy-policy-done" -> {
                String card = right ? "c7" : "c6"; // wrong: the cookie policy, the card above it
                rig.click("more-" + card);
                rig.click("to-done");
                rig.click("more-" + card);
                rig.click("m-assign");
                rig.click("who-noor");
                rig.click("as-ok");
            }
            case "ho9-mail-venue-contract-events" -> {
                rig.click(right ? "msg-m3" : "msg-m1"); // wrong: the other Lena's venue shortlist
                rig.click("star-open");
                rig.click("moveto");
                rig.click("mv-events");
            }
            case "ho9-helpdesk-leeds-printer" -> {
                if (right) {
                    rig.click("status-lbl"); // its label focuses the closed list, on All
                    rig.keys(1, "Down");
                    rig.click("pg-2");
                    rig.click("t-4838");
                } else {
                    rig.click("t-4860"); // wrong: the open printer ticket on the first page, in Leicester
                }
                rig.click("resolve");
                rig.click("rs-note");
                rig.type("Toner cartridge replaced");
                rig.click("rs-ok");
            }
            case "ho9-helpdesk-urgent-open-count" -> {
                rig.click("chip-urgent");
                if (right) {
                    rig.click("status-lbl");
                    rig.keys(1, "Down");
                }
                out = right ? "answer: 4" : "answer: 6"; // wrong: the resolved urgent tickets counted too
            }
            case "ho9-trains-basel-lugano-direct" -> {
                rig.click("from");
                rig.type("Basel");
                Thread.sleep(300);
                rig.click("ac-from-basel-sbb");
                rig.click("to");
                rig.type("Lugano");
                Thread.sleep(300);
                rig.click("ac-to-lugano");
                rig.click("pax");
                rig.click("ad-plus");
                rig.click("ch-plus");
                rig.click("pp-done");
                rig.click("go");
                rig.click(right ? "pick-0703" : "pick-0733"); // wrong: the cheapest train, with a change
                rig.click("continue");
            }
            case "ho9-contacts-amir-mobile" -> {
                String who = right ? "c-amir-haddad" : "c-amira-haddad"; // wrong: Amira, listed next to him
                scrollInside("scroll", who, 600);
                rig.click(who);
                rig.click("edit");
                rig.click("e-mobile");
                rig.xdo("key", "ctrl+a");
                rig.type("07700 900123");
                rig.click("e-save");
            }
            // GTK dialogs: offsets inside the window, read off screenshots of the dialogs on a private Xvfb
            case "ho9-zenity-visitor-facilities" -> {
                rig.focus("Visitor sign-in");
                rig.type("Ines Duarte");
                rig.xdo("key", "Tab");
                rig.type("Norvik Ltd");
                rig.xdo("key", "Tab");
                rig.keys(right ? 2 : 1, "Down"); // the combo starts empty; wrong: Finance, the first
                rig.clickIn("Visitor sign-in", 336, 216);
            }
            case "ho9-zenity-saturday-delivery" -> {
                rig.clickIn("Delivery slot", 27, right ? 141 : 187); // wrong: Sunday's, the cheapest of all
                rig.clickIn("Delivery slot", 409, 355);
            }
            case "ho9-zenity-dentist-november" -> {
                if (right) {
                    rig.clickIn("Reschedule appointment", 105, 70); // the next month
                    rig.clickIn("Reschedule appointment", 70, 163);
                } else {
                    rig.clickIn("Reschedule appointment", 218, 146); // wrong: 17 October, the month shown
                }
                rig.clickIn("Reschedule appointment", 244, 254);
            }
            case "ho9-zenity-downloads-to-bin" -> rig.clickIn("Clean up Downloads", right ? 90 : 448, 98); // wrong: delete for good
            case "ho9-yad-export-csv" -> {
                rig.focus("Export report");
                rig.xdo("key", "ctrl+a");
                rig.type("sales-q3-2031");
                rig.xdo("key", "Tab");
                rig.keys(2, "Down");
                rig.clickIn("Export report", 14, 112);
                if (right) {
                    rig.clickIn("Export report", 14, 139); // wrong: left zipped
                }
                rig.clickIn("Export report", 372, 198);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }

    /** Wheels a scrolling box (height px) until the element is well inside it. */
    private static void scrollInside(String box, String id, int height) throws Exception {
        JsonNode b = rig.runner().server().last().path("rects").get(box);
        int top = b.get(1).asInt() - height / 2;
        rig.xdo("mousemove", "--sync", b.get(0).asText(), b.get(1).asText());
        for (int i = 0; i < 30; i++) {
            JsonNode e = rig.runner().server().last().path("rects").get(id);
            if (e != null && e.get(1).asInt() > top + 20 && e.get(1).asInt() < top + height - 25) {
                return;
            }
            rig.xdo("click", "5");
            Thread.sleep(250);
        }
        throw new AssertionError("scrolling never brought " + id + " into " + box);
    }
}
