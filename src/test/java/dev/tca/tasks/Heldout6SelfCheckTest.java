package dev.tca.tasks;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The sixth held-out yardstick (ho6-*, tag heldout6) proved without tca: each checker fails on the untouched page
 * or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page reports
 * with ?debug, or at offsets inside a dialog) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout6 set: whoever writes the brain's rules must not read it, nor
 * the ho6-* tasks and pages.</b>
 *
 * <p>The suite proves one (settings behind a tab and a collapsed section: a switch, a slider, a stepper, saved) to
 * stay fast; all 14, and the pixels variant of each of the 9 web tasks, are proved on demand:
 * {@code TCA_HELDOUT6_ALL=1 scripts/test -Dtest=Heldout6SelfCheckTest} (a private display).
 */
@Tag("desktop")
class Heldout6SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout6-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho6-settings-display"})
    void aRepresentativeCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    @ParameterizedTest
    @EnabledIfEnvironmentVariable(named = "TCA_HELDOUT6_ALL", matches = "1")
    @ValueSource(strings = {"ho6-drill-check-colours", "ho6-drill-text-nickname", "ho6-drill-button-bramble",
        "ho6-lamps-walnut-reading", "ho6-expenses-reject-varga", "ho6-notes-star-move", "ho6-library-reserve",
        "ho6-travel-request", "ho6-zenity-export-webp", "ho6-zenity-new-member", "ho6-zenity-font-14",
        "ho6-zenity-dentist-23", "ho6-yad-language",
        "ho6-drill-check-colours-pixels", "ho6-drill-text-nickname-pixels", "ho6-drill-button-bramble-pixels",
        "ho6-lamps-walnut-reading-pixels", "ho6-expenses-reject-varga-pixels", "ho6-notes-star-move-pixels",
        "ho6-settings-display-pixels", "ho6-library-reserve-pixels", "ho6-travel-request-pixels"})
    void everyOtherCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    private static void prove(String id) {
        rig.prove(id, "heldout6", Heldout6SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho6-settings-display" -> {
                rig.click("tab-display");
                rig.click("sw-night");
                rig.click("textsize");
                rig.xdo("key", "Home");
                rig.keys(8, "Right");
                rig.click("adv-toggle");
                for (int i = 0; i < (right ? 3 : 2); i++) {
                    rig.click("to-plus");
                }
                rig.click("save");
            }
            case "ho6-drill-check-colours" -> {
                rig.click("cb-amber");
                rig.click("cb-slate");
                rig.click(right ? "cb-ivory" : "cb-olive");
                rig.click("submit");
            }
            case "ho6-drill-text-nickname" -> {
                rig.click(right ? "nickname" : "hometown");
                rig.type("Greenfinch");
                rig.click("submit");
            }
            case "ho6-drill-button-bramble" -> rig.click(right ? "b-bramble" : "b-brambling");
            case "ho6-lamps-walnut-reading" -> out = right ? "answer: $86.40" : "answer: $92.75";
            case "ho6-expenses-reject-varga" -> {
                String reject = right ? "reject-ines-varga" : "reject-ines-vidal";
                rig.scrollTo(reject);
                rig.click(reject);
            }
            case "ho6-notes-star-move" -> {
                rig.click("star-boiler-service");
                rig.click("gear-passport-renewal");
                rig.click("moveto-passport-renewal");
                rig.click(right ? "to-passport-renewal-travel" : "to-passport-renewal-work");
            }
            case "ho6-library-reserve" -> {
                rig.click("user");
                rig.type("t.ferreira");
                rig.click("pass");
                rig.type("Copper-Wren-51");
                rig.click("signin");
                rig.click("q");
                rig.type("lighthouse");
                rig.click("go");
                rig.click(right ? "reserve-2" : "reserve-1"); // wrong: the large-print edition, listed first
            }
            case "ho6-travel-request" -> {
                rig.click("name");
                rig.type("Jonas Ekberg");
                rig.click("dept"); // the native list opens on "Choose a department"
                rig.keys(4, "Down");
                rig.xdo("key", "Return");
                rig.click("date");
                rig.click(right ? "day-14" : "day-15");
                rig.click("seat-plus");
                rig.click("submit");
            }
            // GTK dialogs: offsets inside the window, read off screenshots of the dialogs on a private Xvfb
            case "ho6-zenity-export-webp" -> {
                rig.clickIn("Export image", 35, right ? 118 : 95);
                rig.clickIn("Export image", 409, 305);
            }
            case "ho6-zenity-new-member" -> {
                rig.clickIn("New team member", 220, 53);
                rig.type("Elif Demir");
                rig.clickIn("New team member", 220, 93);
                rig.type("elif.demir@tallowfield.test");
                rig.clickIn("New team member", 220, 133); // the list pops up with Sales highlighted
                rig.keys(right ? 1 : 2, "Down");
                rig.xdo("key", "Return");
                rig.clickIn("New team member", 220, 173);
                rig.type("2417");
                rig.clickIn("New team member", 389, 216);
            }
            case "ho6-zenity-font-14" -> {
                rig.clickIn("Editor font", 54, 60);
                rig.keys(right ? 3 : 4, "Right");
                rig.clickIn("Editor font", 249, 98);
            }
            case "ho6-zenity-dentist-23" -> {
                rig.clickIn("Dentist appointment", right ? 146 : 175, 163);
                rig.clickIn("Dentist appointment", 187, 254);
            }
            case "ho6-yad-language" -> {
                rig.clickIn("Keyboard and language", 265, right ? 79 : 118); // wrong: the keyboard layout's list
                rig.keys(2, "Down");
                rig.xdo("key", "Return");
                rig.clickIn("Keyboard and language", 14, 151);
                rig.clickIn("Keyboard and language", 373, 210);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }
}
