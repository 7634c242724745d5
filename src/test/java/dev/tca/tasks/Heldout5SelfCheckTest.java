package dev.tca.tasks;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fifth held-out yardstick (ho5-*, tag heldout5) proved without tca: each checker fails on the untouched page
 * or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page reports
 * with ?debug, or at offsets inside a dialog) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout5 set: whoever writes the brain's rules must not read it, nor
 * the ho5-* tasks and pages.</b>
 *
 * <p>The suite proves one (a setting behind another tab and a collapsed section, saved) to stay fast; all 14, and
 * the pixels variant of each of the 9 web tasks, are proved on demand: {@code TCA_HELDOUT5_ALL=1 scripts/test
 * -Dtest=Heldout5SelfCheckTest} (a private display).
 */
@Tag("desktop")
class Heldout5SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout5-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho5-camera-garage-audio"})
    void aRepresentativeCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    @ParameterizedTest
    @EnabledIfEnvironmentVariable(named = "TCA_HELDOUT5_ALL", matches = "1")
    @ValueSource(strings = {"ho5-gym-thursday-spin", "ho5-plants-fig-five-days", "ho5-parking-resident-riverside",
        "ho5-chat-logo-thread", "ho5-photos-remove-blurry", "ho5-orders-norwood-received", "ho5-scaler-pancakes-ten",
        "ho5-running-october-longest", "ho5-zenity-newsletters-digest", "ho5-zenity-fridge-colder",
        "ho5-yad-giftcard-tomasz", "ho5-yad-updates-tonight", "ho5-zenity-printer-floor",
        "ho5-gym-thursday-spin-pixels", "ho5-plants-fig-five-days-pixels", "ho5-parking-resident-riverside-pixels",
        "ho5-chat-logo-thread-pixels", "ho5-photos-remove-blurry-pixels", "ho5-orders-norwood-received-pixels",
        "ho5-scaler-pancakes-ten-pixels", "ho5-camera-garage-audio-pixels", "ho5-running-october-longest-pixels"})
    void everyOtherCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    private static void prove(String id) {
        rig.prove(id, "heldout5", Heldout5SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho5-camera-garage-audio" -> {
                if (right) {
                    rig.click("tab-garage");
                }
                rig.click("adv"); // wrong: the front door's Advanced, the tab in view
                rig.click("sw-audio");
                rig.click("save");
            }
            case "ho5-gym-thursday-spin" -> {
                rig.click("day-thu");
                rig.click(right ? "book-thu-1945" : "book-thu-1830");
                rig.click("confirm");
            }
            case "ho5-plants-fig-five-days" -> {
                String dec = right ? "dec-fig" : "dec-monstera";
                rig.click(dec);
                rig.click(dec);
                rig.click("save");
            }
            case "ho5-parking-resident-riverside" -> {
                rig.click("reg");
                rig.type("KX71 RMB");
                rig.click("type-resident");
                rig.click("zone");
                rig.click(right ? "z-b" : "z-e");
                rig.click("start");
                rig.click("next");
                rig.click("d-2027-03-01");
                rig.click("apply");
            }
            case "ho5-chat-logo-thread" -> {
                rig.click("ch-design");
                rig.click(right ? "reply-d2" : "reply-d4");
                rig.click("tbox");
                rig.type("Teal gets my vote");
                rig.click("tsend");
            }
            case "ho5-photos-remove-blurry" -> {
                rig.click("del-IMG_4471");
                rig.click(right ? "m-album" : "m-trash");
            }
            case "ho5-orders-norwood-received" -> {
                String tick = right ? "recv-PO-4418" : "recv-PO-4447";
                rig.scrollTo(tick);
                rig.click(tick);
            }
            case "ho5-scaler-pancakes-ten" -> {
                rig.click("serves");
                rig.xdo("key", "Home");
                rig.keys(right ? 9 : 7, "Right");
                rig.click("add");
            }
            case "ho5-running-october-longest" -> {
                if (right) {
                    rig.click("m-oct");
                }
                out = right ? "answer: 14.2 km" : "answer: 16.1 km";
            }
            // GTK dialogs: offsets inside the window, read off screenshots of the dialogs on a private Xvfb
            case "ho5-zenity-newsletters-digest" -> {
                for (int y : right ? new int[] {72, 141, 164, 187} : new int[] {72, 95, 141, 164, 187}) {
                    rig.clickIn("Email preferences", 27, y);
                }
                rig.clickIn("Email preferences", 409, 315);
            }
            case "ho5-zenity-fridge-colder" -> {
                rig.clickIn("Fridge", 163, 60);
                rig.keys(1, right ? "Left" : "Right");
                rig.clickIn("Fridge", 250, 98);
            }
            case "ho5-yad-giftcard-tomasz" -> {
                rig.clickIn("Send a gift card", 293, 41);
                rig.type("Tomasz");
                for (int i = 0; i < 3; i++) {
                    rig.clickIn("Send a gift card", 419, 79);
                }
                rig.clickIn("Send a gift card", 293, 118); // the list pops up with Thank you highlighted
                rig.keys(right ? 2 : 1, "Down");
                rig.xdo("key", "Return");
                rig.clickIn("Send a gift card", 393, 183);
            }
            case "ho5-yad-updates-tonight" -> rig.clickIn("Software updates", right ? 285 : 96, 40);
            case "ho5-zenity-printer-floor" -> {
                rig.clickIn("Printer properties", 200, 52);
                rig.xdo("key", "ctrl+a");
                rig.type(right ? "Office-Printer-3rdFloor" : "Office-Printer-3rd-Floor");
                rig.clickIn("Printer properties", 348, 96);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }
}
