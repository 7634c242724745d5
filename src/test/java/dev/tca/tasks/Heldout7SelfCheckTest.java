package dev.tca.tasks;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The seventh held-out yardstick (ho7-*, tag heldout7) proved without tca: each checker fails on the untouched page
 * or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page reports
 * with ?debug, or at offsets inside a dialog) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout7 set: whoever writes the brain's rules must not read it, nor
 * the ho7-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite (it is near its time limit); all 15 tasks, and the pixels variant of
 * each of the 10 web tasks, are proved on demand:
 * {@code TCA_HELDOUT7_ALL=1 scripts/test -Dtest=Heldout7SelfCheckTest} (a private display).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT7_ALL", matches = "1")
class Heldout7SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout7-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho7-teashop-sage-teapot", "ho7-mail-unread-receipts", "ho7-notify-mentions-only",
        "ho7-orders-cancel-5182", "ho7-jobs-delete-failed", "ho7-addresses-second-edit", "ho7-trains-velden-airport",
        "ho7-delivery-saturday-slot", "ho7-appearance-dark-120", "ho7-podcasts-follow-allotment",
        "ho7-zenity-security-updates", "ho7-zenity-hidden-wifi", "ho7-zenity-move-to-november",
        "ho7-zenity-rename-playlist", "ho7-yad-print-copies",
        "ho7-teashop-sage-teapot-pixels", "ho7-mail-unread-receipts-pixels", "ho7-notify-mentions-only-pixels",
        "ho7-orders-cancel-5182-pixels", "ho7-jobs-delete-failed-pixels", "ho7-addresses-second-edit-pixels",
        "ho7-trains-velden-airport-pixels", "ho7-delivery-saturday-slot-pixels", "ho7-appearance-dark-120-pixels",
        "ho7-podcasts-follow-allotment-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        rig.prove(id, "heldout7", Heldout7SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho7-teashop-sage-teapot" -> {
                String p = right ? "stoneware-teapot" : "stoneware-teacup"; // wrong: the cup of the same range
                rig.click("sw-" + p + "-sage");
                rig.click("plus-" + p);
                rig.click("plus-" + p);
                rig.click("add-" + p);
            }
            case "ho7-mail-unread-receipts" -> {
                rig.click("folder-receipts");
                out = right ? "answer: 4" : "answer: 9"; // wrong: every message in the folder
            }
            case "ho7-notify-mentions-only" -> {
                if (right) {
                    rig.click("email-comments");
                    rig.click("email-news");
                }
                rig.click("email-mentions"); // wrong: mentions on, but the other emails still on
                rig.click("save");
            }
            case "ho7-orders-cancel-5182" -> {
                rig.click("user");
                rig.type("m.okafor");
                rig.click("pass");
                rig.type("Teal-Otter-38");
                rig.click("signin");
                rig.click("tab-orders");
                rig.click(right ? "cancel-5182" : "cancel-5218"); // wrong: the number with its digits swapped
                rig.click("confirm");
            }
            case "ho7-jobs-delete-failed" -> {
                String b = (right ? "delete-" : "retry-") + "EX-3008"; // wrong: run the failed job again
                rig.scrollTo(b);
                rig.click(b);
            }
            case "ho7-addresses-second-edit" -> {
                rig.click(right ? "edit-1" : "edit-0"); // wrong: the first address
                rig.click("f-postcode");
                rig.xdo("key", "ctrl+a");
                rig.type("2018");
                rig.click("f-country"); // the native list opens on the address's country
                rig.keys(5, "Up"); // from Netherlands up to Belgium
                rig.xdo("key", "Return");
                rig.click("save");
            }
            case "ho7-trains-velden-airport" -> {
                rig.click("to");
                rig.type(right ? "Velden A" : "Velden");
                Thread.sleep(400); // the suggestions' post, with their boxes
                rig.click(right ? "to-opt-velden-airport" : "to-opt-velden"); // wrong: the city's own station
                rig.click("when");
                rig.click("next");
                rig.click("day-9");
                rig.click("search");
            }
            case "ho7-delivery-saturday-slot" -> {
                String day = right ? "sat" : "sun"; // wrong: the same hours on Sunday
                rig.click("day-" + day);
                rig.click("slot-" + day + "-10");
                rig.click("continue");
            }
            case "ho7-appearance-dark-120" -> {
                rig.click("tab-appearance");
                rig.click("sw-dark");
                if (right) {
                    rig.click("size");
                    rig.xdo("key", "Home");
                    rig.keys(5, "Right");
                } else { // wrong: the interface text made larger instead of the editor's
                    rig.click("tab-access");
                    rig.click("sw-largeUi");
                }
                rig.click("save");
            }
            case "ho7-podcasts-follow-allotment" -> {
                rig.click("q");
                rig.type("gardening");
                rig.xdo("key", "Return");
                Thread.sleep(400); // the results' post, with the pager's boxes
                if (right) {
                    rig.click("next");
                    rig.click("follow-the-quiet-allotment");
                } else {
                    rig.click("follow-allotment-diaries"); // wrong: the look-alike on the first page
                }
            }
            // GTK dialogs: offsets inside the window, read off screenshots of the dialogs on a private Xvfb
            case "ho7-zenity-security-updates" -> {
                rig.clickIn("Software updates", 27, 72);
                rig.clickIn("Software updates", 27, 141);
                rig.clickIn("Software updates", 27, right ? 187 : 164); // wrong: the bug fix below
                rig.clickIn("Software updates", 509, 375);
            }
            case "ho7-zenity-hidden-wifi" -> {
                rig.clickIn("Join network", 209, 53);
                rig.type("Orchard-5G");
                rig.clickIn("Join network", 209, 93);
                rig.type("plum4tree");
                rig.clickIn("Join network", 209, 133); // the list pops up on None
                rig.keys(right ? 2 : 1, "Down"); // wrong: WPA2
                rig.xdo("key", "Return");
                rig.clickIn("Join network", 257, 176);
            }
            case "ho7-zenity-move-to-november" -> {
                rig.clickIn("Move appointment", 105, 70);
                if (right) {
                    rig.clickIn("Move appointment", 105, 70);
                    rig.clickIn("Move appointment", 58, 129); // Monday 3 November
                } else {
                    rig.clickIn("Move appointment", 169, 112); // Friday 3 October
                }
                rig.clickIn("Move appointment", 177, 237);
            }
            case "ho7-zenity-rename-playlist" -> {
                rig.clickIn("Rename playlist", 150, 52); // the caret lands after the old name
                if (right) {
                    rig.xdo("key", "ctrl+a");
                    rig.type("Sunday Drive");
                } else {
                    rig.xdo("key", "End");
                    rig.type(" Sunday Drive"); // wrong: added to the old name
                }
                rig.clickIn("Rename playlist", 144, 94);
            }
            case "ho7-yad-print-copies" -> {
                rig.clickIn("Print document", 235, 40);
                rig.keys(right ? 1 : 0, "Down"); // wrong: the printer left at Office laser
                rig.xdo("key", "Return");
                for (int i = 0; i < 3; i++) {
                    rig.clickIn("Print document", 399, 80);
                }
                rig.clickIn("Print document", 14, 152);
                rig.clickIn("Print document", 373, 210);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }
}
