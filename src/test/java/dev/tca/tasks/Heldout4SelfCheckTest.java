package dev.tca.tasks;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fourth held-out yardstick (ho4-*, tag heldout4) proved without tca: each checker fails on the untouched page
 * or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page reports
 * with ?debug, or at offsets inside a dialog) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout4 set: whoever writes the brain's rules must not read it, nor
 * the ho4-* tasks and pages.</b>
 *
 * <p>The suite proves one (a div-based dropdown, a typed amount and a modal confirm on a page) to stay fast; all 14,
 * and the pixels variant of each of the 10 web tasks, are proved on demand: {@code TCA_HELDOUT4_ALL=1 scripts/test
 * -Dtest=Heldout4SelfCheckTest} (a private display).
 */
@Tag("desktop")
class Heldout4SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout4-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho4-bank-pay-marta"})
    void aRepresentativeCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    @ParameterizedTest
    @EnabledIfEnvironmentVariable(named = "TCA_HELDOUT4_ALL", matches = "1")
    @ValueSource(strings = {"ho4-ticket-double-charge", "ho4-home-porch-hallway", "ho4-recipes-save-shakshuka",
        "ho4-train-return-monday", "ho4-settings-fewer-emails", "ho4-board-privacy-done", "ho4-podcast-episode-four",
        "ho4-shop-boots-42", "ho4-files-deck-size", "ho4-zenity-plan-screens", "ho4-zenity-keep-draft",
        "ho4-zenity-visitor-daniel", "ho4-zenity-delivery-friday",
        "ho4-ticket-double-charge-pixels", "ho4-home-porch-hallway-pixels", "ho4-recipes-save-shakshuka-pixels",
        "ho4-train-return-monday-pixels", "ho4-settings-fewer-emails-pixels", "ho4-board-privacy-done-pixels",
        "ho4-podcast-episode-four-pixels", "ho4-shop-boots-42-pixels", "ho4-bank-pay-marta-pixels",
        "ho4-files-deck-size-pixels"})
    void everyOtherCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    private static void prove(String id) {
        rig.prove(id, "heldout4", Heldout4SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho4-ticket-double-charge" -> {
                rig.click("subject");
                rig.type("Charged twice for order 5581");
                rig.click("cat");
                rig.click(right ? "c-billing" : "c-account");
                rig.click("p-high");
                rig.click("submit");
            }
            case "ho4-home-porch-hallway" -> {
                rig.click(right ? "light-porch" : "light-hallway");
                rig.click("up-hallway");
                rig.click("up-hallway");
            }
            case "ho4-recipes-save-shakshuka" -> rig.click(right ? "fav-shakshuka" : "fav-huevos");
            case "ho4-train-return-monday" -> {
                rig.click("t-return");
                rig.click("back");
                rig.click(right ? "back-2027-05-17" : "back-2027-05-18");
                rig.click("search");
            }
            case "ho4-settings-fewer-emails" -> {
                if (!right) {
                    rig.click("sw-showEmail"); // the email switch in view before the Notifications section is open
                }
                rig.click("n-notifications");
                if (right) {
                    rig.click("sw-email");
                }
                rig.click("sw-weekly");
                rig.click("save");
            }
            case "ho4-board-privacy-done" -> {
                rig.click(right ? "more-wording" : "more-legal");
                rig.click("m-done");
            }
            case "ho4-podcast-episode-four" -> {
                String play = right ? "play-4" : "play-14";
                rig.scrollTo(play);
                rig.click(play);
                rig.click("speed");
                rig.click("s-1-5");
            }
            case "ho4-shop-boots-42" -> {
                rig.click("f-waterproof");
                rig.click("size-42");
                rig.click("sort");
                rig.click(right ? "o-price-asc" : "o-price-desc");
            }
            case "ho4-bank-pay-marta" -> {
                rig.click("from");
                rig.click(right ? "a-saver" : "a-joint");
                rig.click("amount");
                rig.type("640");
                rig.click("continue");
                rig.click("confirm");
            }
            case "ho4-files-deck-size" -> {
                if (right) {
                    rig.click("nav-finance");
                }
                out = right ? "answer: 14.6 MB" : "answer: 2.1 MB";
            }
            // GTK dialogs: offsets inside the window, read off screenshots of the dialogs on a private Xvfb
            case "ho4-zenity-plan-screens" -> {
                rig.clickIn("Change your plan", 27, right ? 118 : 141);
                rig.clickIn("Change your plan", 409, 305);
            }
            case "ho4-zenity-keep-draft" -> rig.clickIn("Unsent message", right ? 131 : 393, 95);
            case "ho4-zenity-visitor-daniel" -> {
                rig.clickIn("Visitor sign-in", 177, 53);
                rig.type("Lena Brandt");
                rig.clickIn("Visitor sign-in", 177, 93);
                rig.type("Kestrel Labs");
                rig.clickIn("Visitor sign-in", 177, 133); // the list pops up with Tom Akers highlighted
                rig.keys(right ? 2 : 3, "Down");
                rig.xdo("key", "Return");
                rig.clickIn("Visitor sign-in", 370, 176);
            }
            case "ho4-zenity-delivery-friday" -> {
                rig.clickIn("Reschedule delivery", 247, right ? 180 : 163);
                rig.clickIn("Reschedule delivery", 281, 271);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }
}
