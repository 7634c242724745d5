package dev.tca.tasks;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The twelfth held-out yardstick (ho12-*, tag heldout12) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or at offsets and keys inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout12 set: whoever writes the brain's rules must not read it, nor
 * the ho12-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT12_ALL=1 scripts/test -Dtest=Heldout12SelfCheckTest} (a private display).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT12_ALL", matches = "1")
class Heldout12SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout12-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho12-01", "ho12-02", "ho12-03", "ho12-04", "ho12-05", "ho12-06", "ho12-07", "ho12-08",
        "ho12-09", "ho12-10", "ho12-11", "ho12-12", "ho12-13", "ho12-14", "ho12-15", "ho12-16",
        "ho12-01-pixels", "ho12-02-pixels", "ho12-04-pixels", "ho12-05-pixels", "ho12-07-pixels", "ho12-08-pixels",
        "ho12-10-pixels", "ho12-11-pixels", "ho12-13-pixels", "ho12-14-pixels", "ho12-16-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        rig.prove(id, "heldout12", Heldout12SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho12-01" -> {
                rig.click("user");
                rig.type("m.hale");
                rig.click("pass");
                rig.type("Quartz-77");
                rig.click("signin");
                rig.click("gear");
                rig.click("tab-appear");
                rig.click("theme");
                rig.click(right ? "opt-dark" : "opt-dark-hc"); // wrong: the high-contrast dark just below
                rig.click("save");
            }
            case "ho12-02" -> {
                String item = right ? "filters-4" : "filters-2"; // wrong: the size 2 filters, the row above
                rig.click("plus-" + item);
                rig.click("plus-" + item);
                rig.click(right ? "del-descaling" : "del-cleaning"); // wrong: the other tablets
            }
            case "ho12-03" -> {
                // check boxes at x 47: y 95 Pictures (old phone), 118 Pictures, 141 Downloads; OK at 509,375
                rig.clickIn("Backup", 47, right ? 118 : 95); // wrong: the old phone's pictures
                rig.clickIn("Backup", 47, 141);
                rig.clickIn("Backup", 509, 375);
            }
            case "ho12-04" -> rig.click(right ? "dl-2031-03-01" : "dl-2031-04-01"); // wrong: the April row above
            case "ho12-05" -> {
                rig.click("cat");
                rig.click(right ? "cat-billing" : "cat-billing-address"); // wrong: the billing address, listed first
                rig.click("pri-high");
                rig.click("subject");
                rig.type("Charged twice for May");
                rig.click("submit");
            }
            case "ho12-06" -> {
                // window at the screen's corner: check boxes at x 14 (y 34 send, 100 contacts only), message 315,67, OK 413,171
                rig.clickIn("Automatic replies", 14, 34);
                rig.clickIn("Automatic replies", 315, 67);
                rig.type("Back on Monday 9 May");
                if (right) { // wrong: still only to contacts
                    rig.clickIn("Automatic replies", 14, 100);
                }
                rig.clickIn("Automatic replies", 413, 171);
            }
            case "ho12-07" -> {
                rig.click(right ? "more-web" : "more-web-2030"); // wrong: last year's project, the card before
                rig.click("mi-rename");
                rig.type("Website relaunch"); // the dialog selects the old name
                rig.click("dlg-save");
            }
            case "ho12-08" -> {
                rig.click("b-manage");
                rig.click("sec-analytics");
                rig.click("ck-analytics");
                rig.click(right ? "d-save" : "d-accept"); // wrong: Accept all
            }
            case "ho12-09" -> {
                // the knob at 58,60 (a click on it does not move it); OK at 249,98
                rig.clickIn("Text size", 58, 60);
                rig.keys(4, right ? "Right" : "Left"); // wrong: down by four
                rig.clickIn("Text size", 249, 98);
            }
            case "ho12-10" -> {
                rig.click("to");
                rig.type("Priya");
                rig.click(right ? "sug-priya.ramanathan" : "sug-priya.raman"); // wrong: Priya Raman of Design, listed first
                rig.click("msg");
                rig.type("Running 10 minutes late");
                rig.click("send");
            }
            case "ho12-11" -> {
                rig.click("lb-room"); // a label focuses its closed list
                rig.type(right ? "Oak (" : "Oak A"); // wrong: the annex
                rig.click("lb-date");
                rig.type("03042032");
                rig.click("lb-from");
                rig.type("14:00");
                rig.click("lb-to");
                rig.type("15:30");
                rig.click("lb-people");
                rig.xdo("key", "ctrl+a");
                rig.type("6");
                rig.click("book");
            }
            case "ho12-12" -> {
                rig.focus("notes.txt");
                rig.xdo("key", "ctrl+Home");
                rig.type("Agenda");
                rig.xdo("key", "Return");
                if (right) {
                    rig.xdo("key", "ctrl+shift+s");
                    Thread.sleep(1500);
                    rig.xdo("key", "ctrl+a");
                    rig.type("agenda.txt");
                    rig.xdo("key", "Return");
                } else { // wrong: saved over the note itself
                    rig.xdo("key", "ctrl+s");
                }
                Thread.sleep(1000);
            }
            case "ho12-13" -> {
                rig.scrollTo("prices-table");
                out = right ? "answer: £4.50" : "answer: £9.00"; // wrong: the adult's day pass
            }
            case "ho12-14" -> {
                rig.click(right ? "note-lisbon" : "note-ski"); // wrong: the other packing list
                rig.click("body");
                rig.xdo("key", "ctrl+End");
                rig.xdo("key", "Return");
                rig.type("sun cream");
                rig.click("t-save");
            }
            case "ho12-15" -> {
                rig.focus("Export report");
                rig.xdo("key", "ctrl+a");
                rig.type(right ? "Reports/q2-summary.pdf" : "q2-summary.pdf"); // wrong: left in the folder it opened in
                rig.xdo("key", "Return");
                Thread.sleep(700);
            }
            case "ho12-16" -> {
                rig.click(right ? "sl-kids" : "sl-bedroom"); // wrong: the grown-ups' bedroom
                rig.xdo("key", "Home");
                rig.keys(16, "Right");
                rig.click("apply");
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }
}
