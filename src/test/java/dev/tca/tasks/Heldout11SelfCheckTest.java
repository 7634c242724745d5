package dev.tca.tasks;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The eleventh held-out yardstick (ho11-*, tag heldout11) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or at offsets and keys inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout11 set: whoever writes the brain's rules must not read it, nor
 * the ho11-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT11_ALL=1 scripts/test -Dtest=Heldout11SelfCheckTest} (a private display).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT11_ALL", matches = "1")
class Heldout11SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout11-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho11-prefs-product-news-off", "ho11-photo-brightness-35", "ho11-files-star-site-survey",
        "ho11-writer-double-line-spacing", "ho11-trip-colonsay-14-august", "ho11-swatch-task-box", "ho11-roster-mark-present",
        "ho11-faq-task-box", "ho11-portal-signin-hide-reading-list", "ho11-bank-holiday-pot-balance", "ho11-bank-cancel-gym",
        "ho11-zenity-ringtone-marimba", "ho11-zenity-checkup-4-november", "ho11-yad-wifi-birch-guest",
        "ho11-mousepad-butter-olive-oil", "ho11-zenity-restart-tonight",
        "ho11-prefs-product-news-off-pixels", "ho11-photo-brightness-35-pixels", "ho11-files-star-site-survey-pixels",
        "ho11-writer-double-line-spacing-pixels", "ho11-trip-colonsay-14-august-pixels", "ho11-swatch-task-box-pixels",
        "ho11-roster-mark-present-pixels", "ho11-faq-task-box-pixels", "ho11-portal-signin-hide-reading-list-pixels",
        "ho11-bank-holiday-pot-balance-pixels", "ho11-bank-cancel-gym-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        rig.prove(id, "heldout11", Heldout11SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho11-prefs-product-news-off" -> {
                rig.click("sw-news");
                rig.click(right ? "e-save" : "p-save"); // wrong: the Save of the Profile card above
            }
            case "ho11-photo-brightness-35" -> {
                String slider = right ? "brightness" : "contrast"; // wrong: the slider just above
                rig.click(slider);
                rig.xdo("key", "Home");
                rig.keys(7, "Right");
                rig.click("apply");
            }
            case "ho11-files-star-site-survey" -> {
                String star = right ? "star-site-survey-final" : "star-site-survey-final-v1"; // wrong: the row above, nearly the same name
                rig.scrollTo(star);
                rig.click(star);
            }
            case "ho11-writer-double-line-spacing" -> {
                rig.click("m-format");
                String sub = right ? "m-format-line-spacing" : "m-format-space-between-paragraphs"; // wrong: the other Double
                rig.click(sub);
                rig.click(sub + "-double");
            }
            case "ho11-trip-colonsay-14-august" -> {
                rig.click("to-lbl"); // its label focuses the closed list
                rig.type(right ? "Colo" : "Coll"); // wrong: Coll, the port above it
                rig.click("depart");
                rig.click("cal-next");
                rig.click("d-2031-08-14");
                rig.click("search");
            }
            case "ho11-swatch-task-box" -> {
                rig.click(right ? "c-teal" : "c-deep-teal"); // wrong: the darker teal beside it
                rig.click("k-rounded");
                rig.click("apply");
            }
            case "ho11-roster-mark-present" -> {
                rig.click("p-ines-duarte");
                rig.click(right ? "p-bruno-keller" : "p-bruna-keller"); // wrong: his twin sister, the row above
                rig.click("save");
            }
            case "ho11-faq-task-box" -> {
                rig.click(right ? "q-returns" : "q-exchanges"); // wrong: the exchanges answer, 30 days
                rig.click("answer");
                rig.type(right ? "45" : "30");
                rig.click("send");
            }
            case "ho11-portal-signin-hide-reading-list" -> {
                rig.click("user");
                rig.type("d.okoye");
                rig.click("pass");
                rig.type("Larch#58");
                rig.click("signin");
                rig.click("tab-settings");
                rig.click(right ? "tg-publicList" : "tg-reviews"); // wrong: the name on reviews
                rig.click("save");
            }
            case "ho11-bank-holiday-pot-balance" -> {
                rig.click("eye");
                out = right ? "answer: £1,284.60" : "answer: £3,417.25"; // wrong: the joint holiday fund
            }
            case "ho11-bank-cancel-gym" -> {
                rig.click(right ? "kb-gym" : "kb-kids"); // wrong: the kids' club of the same gym, listed first
                rig.click("mi-cancel");
                rig.click("dlg-ok");
            }
            // GTK dialogs: offsets inside the window, read off screenshots of the dialogs on a private Xvfb
            case "ho11-zenity-ringtone-marimba" -> {
                // radio buttons at x 27: y 72 Opening, 95 Marimba (remix), 118 Bells, 141 Harp, 164 Marimba
                rig.clickIn("Ringtone", 27, right ? 164 : 95); // wrong: the remix, listed first
                rig.clickIn("Ringtone", 369, 335);
            }
            case "ho11-zenity-checkup-4-november" -> {
                if (right) { // wrong: the Tuesday at the same place in October
                    rig.clickIn("Dentist appointment", 106, 70); // the month's ›
                }
                rig.clickIn("Dentist appointment", 91, 129); // second row, Tuesday
                rig.clickIn("Dentist appointment", 196, 254);
            }
            case "ho11-yad-wifi-birch-guest" -> {
                rig.focus("Add Wi-Fi network");
                rig.type("Birch-Guest");
                rig.xdo("key", "Tab");
                rig.keys(2, "Down");
                rig.xdo("key", "Tab");
                rig.type("rowan-482");
                if (right) { // wrong: left connecting automatically
                    rig.clickIn("Add Wi-Fi network", 13, 151);
                }
                rig.clickIn("Add Wi-Fi network", 373, 210);
            }
            case "ho11-mousepad-butter-olive-oil" -> {
                rig.focus("shopping.txt");
                rig.xdo("key", "ctrl+Home");
                if (right) {
                    rig.keys(2, "Down");
                    rig.xdo("key", "Home");
                    rig.xdo("key", "shift+End");
                } else { // wrong: the butter of 'peanut butter'
                    rig.xdo("key", "Down");
                    rig.xdo("key", "End");
                    rig.xdo("key", "ctrl+shift+Left");
                }
                rig.type("olive oil");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(700);
            }
            case "ho11-zenity-restart-tonight" -> rig.clickIn("Software updates", right ? 143 : 428, 95); // wrong: Restart now
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }
}
