package dev.tca.tasks;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The tenth held-out yardstick (ho10-*, tag heldout10) proved without tca: each checker fails on the untouched page
 * or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page reports
 * with ?debug, or at offsets and keys inside a dialog) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout10 set: whoever writes the brain's rules must not read it, nor
 * the ho10-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT10_ALL=1 scripts/test -Dtest=Heldout10SelfCheckTest} (a private display).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT10_ALL", matches = "1")
class Heldout10SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout10-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho10-pharmacy-refill-riverside-park", "ho10-school-leo-dentist", "ho10-parcels-japan-tea-duty",
        "ho10-leave-sick-back-thursday", "ho10-desks-tuesday-window-monitor", "ho10-bugs-android-login-crash",
        "ho10-bugs-tomas-open-count", "ho10-meter-three-readings", "ho10-petsit-dog-garden-weekend",
        "ho10-carshare-van-tomorrow", "ho10-events-puppet-show-family",
        "ho10-zenity-startup-file-sync-passwords", "ho10-zenity-alarm-half", "ho10-zenity-hotspot-keep-5g",
        "ho10-zenity-printer-frontdesk", "ho10-yad-table-terrace-baby",
        "ho10-pharmacy-refill-riverside-park-pixels", "ho10-school-leo-dentist-pixels", "ho10-parcels-japan-tea-duty-pixels",
        "ho10-leave-sick-back-thursday-pixels", "ho10-desks-tuesday-window-monitor-pixels", "ho10-bugs-android-login-crash-pixels",
        "ho10-bugs-tomas-open-count-pixels", "ho10-meter-three-readings-pixels", "ho10-petsit-dog-garden-weekend-pixels",
        "ho10-carshare-van-tomorrow-pixels", "ho10-events-puppet-show-family-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        rig.prove(id, "heldout10", Heldout10SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho10-pharmacy-refill-riverside-park" -> {
                rig.click("pick-amlo5");
                rig.click(right ? "pick-inh-brown" : "pick-inh-blue"); // wrong: the reliever inhaler, listed first
                rig.click("branch");
                rig.click("br-riverside-park");
                rig.click("send");
                rig.click("cf-ok");
            }
            case "ho10-school-leo-dentist" -> {
                if (right) {
                    rig.click("tab-leo"); // wrong: left on Maya, the child shown first
                }
                rig.click("report");
                rig.click("day-15");
                rig.click("rsn-appointment");
                rig.click("ab-ok");
            }
            case "ho10-parcels-japan-tea-duty" -> {
                rig.click(right ? "pp-4415" : "pp-4412"); // wrong: the tea parcel from the UK, listed first
                out = right ? "answer: € 18.40" : "answer: € 6.20";
            }
            case "ho10-leave-sick-back-thursday" -> {
                if (right) {
                    rig.click("callsick");
                    rig.click("back-thu");
                    rig.click("sk-ok");
                } else {
                    rig.click("lv-from"); // wrong: the request form the banner warns about
                    rig.type("07/10/2031");
                    rig.click("lv-send");
                }
            }
            case "ho10-desks-tuesday-window-monitor" -> {
                rig.click("day-tue");
                if (right) {
                    rig.click("floor-2"); // wrong: the ground floor's window desk with a monitor
                }
                rig.click(right ? "desk-2D" : "desk-1A");
                rig.click("book");
            }
            case "ho10-bugs-android-login-crash" -> {
                String issue = "301";
                if (right) {
                    rig.click("pg-2");
                } else {
                    issue = "315"; // wrong: the login crash on iOS, on the first page
                }
                rig.click("more-" + issue);
                rig.click("m-assign");
                rig.click("as-priya");
                rig.click("dl-ok");
                rig.click("more-" + issue);
                rig.click("m-critical");
                rig.click("more-" + issue);
                rig.click("m-label");
                rig.click("lb-regression");
                rig.click("dl-ok");
            }
            case "ho10-bugs-tomas-open-count" -> {
                if (right) {
                    rig.click("who-lbl"); // its label focuses the closed list, on Anyone
                    rig.keys(3, "Down");
                }
                out = right ? "answer: 5" : "answer: 3"; // wrong: the first page only
            }
            case "ho10-meter-three-readings" -> {
                rig.click("e-day");
                rig.type("48213");
                rig.click("e-night");
                rig.type("19077");
                if (right) { // wrong: the gas reading forgotten on its tab
                    rig.click("tab-gas");
                    rig.click("g-val");
                    rig.type("7342");
                }
                rig.click("submit");
                rig.click("cf-ok");
            }
            case "ho10-petsit-dog-garden-weekend" -> {
                String sitter = "s5"; // wrong: the best-rated dog sitter with a garden, £1 over
                if (right) {
                    rig.click("pet-dog");
                    rig.click("garden");
                    rig.click("max");
                    rig.xdo("key", "Home");
                    rig.keys(15, "Right");
                    sitter = "s4";
                }
                rig.click("fav-" + sitter);
                rig.click("req-" + sitter);
                rig.click("nt-fri");
                rig.click("nt-sat");
                rig.click("rq-ok");
            }
            case "ho10-carshare-van-tomorrow" -> {
                rig.click("type-van");
                rig.click(right ? "car-c6" : "car-c2"); // wrong: the van listed first, three times as far
                rig.click("day-tomorrow");
                rig.click("start");
                rig.click("at-0900");
                rig.click("hours");
                rig.xdo("key", "Home");
                rig.keys(2, "Right");
                rig.click("cover");
                rig.click("book");
            }
            case "ho10-events-puppet-show-family" -> {
                rig.click(right ? "tix-e6" : "tix-e5"); // wrong: Friday's puppet show, listed first
                rig.click("plus-0");
                rig.click("plus-0");
                rig.click("plus-1");
                rig.click("plus-1");
                out = right ? "answer: £26.50" : "answer: £29.00";
            }
            // GTK dialogs: offsets inside the window, read off screenshots of the dialogs on a private Xvfb
            case "ho10-zenity-startup-file-sync-passwords" -> {
                // rows at y 72 Slack, 95 Dropbox, 118 KeePassXC, 141 Spotify, 164 Dropbox Paper, 187 Steam
                int[] rows = right ? new int[] {72, 141, 164, 187, 118} : new int[] {72, 95, 141, 187, 118}; // wrong: Dropbox Paper kept
                for (int y : rows) {
                    rig.clickIn("Startup applications", 38, y);
                }
                rig.clickIn("Startup applications", 429, 355);
            }
            case "ho10-zenity-alarm-half" -> {
                rig.focus("Alarm volume");
                rig.keys(right ? 8 : 6, "Left"); // wrong: the middle of the scale
                rig.clickIn("Alarm volume", 250, 98);
            }
            case "ho10-zenity-hotspot-keep-5g" -> {
                rig.focus("Mobile hotspot");
                rig.xdo("key", "ctrl+a");
                rig.type(right ? "Kitchen Wi-Fi 5G" : "Kitchen Wi-Fi"); // wrong: the 5G dropped
                rig.clickIn("Mobile hotspot", 236, 94);
            }
            case "ho10-zenity-printer-frontdesk" -> {
                rig.focus("Printer login");
                rig.type(right ? "frontdesk" : "Maple-2031"); // wrong: the two fields swapped
                rig.xdo("key", "Tab");
                rig.type(right ? "Maple-2031" : "frontdesk");
                rig.clickIn("Printer login", 285, 207);
            }
            case "ho10-yad-table-terrace-baby" -> {
                rig.focus("Reserve a table");
                rig.xdo("key", "ctrl+a");
                rig.type("Okafor");
                rig.xdo("key", "Tab");
                rig.xdo("key", "ctrl+a");
                rig.type("4");
                rig.xdo("key", "Tab");
                rig.keys(4, "Down");
                rig.clickIn("Reserve a table", 14, 152);
                if (right) {
                    rig.clickIn("Reserve a table", 14, 179); // wrong: no high chair for the baby
                }
                rig.clickIn("Reserve a table", 373, 228);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }
}
