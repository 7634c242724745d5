package dev.tca.tasks;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;

/**
 * The twentieth held-out yardstick (ho20-*, tag heldout20) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout20 set: whoever writes the brain's rules must not read it, nor
 * the ho20-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT20_ALL=1 scripts/test -Dtest=Heldout20SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT20_ONLY=ho20-03,ho20-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT20_ALL", matches = "1")
class Heldout20SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout20-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho20-01", "ho20-02", "ho20-03", "ho20-04", "ho20-05", "ho20-06", "ho20-07", "ho20-08",
        "ho20-09", "ho20-10", "ho20-11", "ho20-12", "ho20-13", "ho20-14", "ho20-15", "ho20-16",
        "ho20-01-pixels", "ho20-02-pixels", "ho20-03-pixels", "ho20-04-pixels", "ho20-05-pixels", "ho20-06-pixels",
        "ho20-07-pixels", "ho20-08-pixels", "ho20-09-pixels", "ho20-10-pixels", "ho20-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT20_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout20", Heldout20SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho20-01" -> {
                rig.click("top-c4471");
                rig.click("amt-20");
                rig.click("top-pay");
                rig.click("more-c4471");
                rig.click("mi-auto-c4471");
                rig.click("auto-on");
                rig.click("auto-amt"); // the native list opens on £20; £10 is one up
                rig.keys(1, "Up");
                rig.xdo("key", "Return");
                if (right) { // wrong: the threshold left at £2
                    rig.click("auto-below"); // opens on £2; £5 is one down
                    rig.keys(1, "Down");
                    rig.xdo("key", "Return");
                }
                rig.click("auto-save");
            }
            case "ho20-02" -> {
                String sat = right ? "su-0117-wh-am" : "su-0117-wh-pm"; // wrong: the Saturday afternoon warehouse shift
                rig.scrollTo(sat);
                rig.click(sat);
                rig.click("dlg-ok");
                rig.click("tab-w2");
                rig.scrollTo("su-0121-dr-pm");
                rig.click("su-0121-dr-pm");
                rig.click("dlg-ok");
            }
            case "ho20-03" -> {
                rig.click("z-green");
                rig.click("d-thu");
                rig.click("d-wed");
                rig.click("d-fri");
                rig.click("start"); // the native list opens on 06:30; 07:00 is one down
                rig.keys(1, "Down");
                rig.xdo("key", "Return");
                if (right) { // wrong: left at 10 minutes
                    rig.click("mins"); // a click lands mid-slider: Home goes to 5 minutes, two steps right to 15
                    rig.xdo("key", "Home");
                    rig.keys(2, "Right");
                }
                rig.scrollTo("save");
                rig.click("save");
            }
            case "ho20-04" -> {
                String job = right ? "apply-lib-bram" : "apply-lib-bram-sat"; // wrong: the Saturdays job at the same library
                rig.scrollTo(job);
                rig.click(job);
                rig.click("cv-library");
                rig.click("lb-start"); // the label focuses the date's first part
                rig.type("02022032");
                rig.scrollTo("rtw");
                rig.click("rtw");
                rig.scrollTo("submit");
                rig.click("submit");
                rig.click("dlg-ok");
            }
            case "ho20-05" -> {
                rig.click("after-wed");
                rig.click("from"); // opens on Choose a week; 19 January is one down, 26 January two
                rig.keys(right ? 1 : 2, "Down"); // wrong: from the week after next
                rig.xdo("key", "Return");
                rig.scrollTo("save");
                rig.click("save");
                rig.click("dlg-ok");
            }
            case "ho20-06" -> {
                rig.click("tab-del");
                rig.click(right ? "skip-d2" : "skip-d1"); // wrong: the eye drops, the first delivery listed
                rig.click("dlg-ok");
            }
            case "ho20-07" -> {
                rig.click("ev-leeds");
                if (right) { // wrong: her ticket sent from the one still in the account, Jonah's transfer left waiting
                    rig.click("cx-leeds-b");
                    rig.click("cx-ok");
                }
                String t = right ? "leeds-b" : "leeds-a";
                rig.click("tr-" + t);
                rig.click("tr-name");
                rig.type("Mia");
                rig.click("tr-email");
                rig.type("mia.kowal@postbox.test");
                rig.click("tr-email2");
                rig.type("mia.kowal@postbox.test");
                rig.click("tr-ok");
            }
            case "ho20-08" -> {
                rig.click("new");
                rig.click("dv-leo-xbox");
                rig.click("dv-ava-switch");
                if (right) { // wrong: left on Monday to Friday, the days the form starts on
                    rig.click("day-fri");
                    rig.click("day-sun");
                }
                rig.click("from"); // opens on 20:00; 21:00 is two down
                rig.keys(2, "Down");
                rig.xdo("key", "Return");
                rig.click("dlg-ok");
            }
            case "ho20-09" -> {
                rig.click("tab-use");
                rig.click("line"); // opens on the home broadband; Kai is one down, Amara (you) two
                rig.keys(right ? 2 : 1, "Down");
                rig.xdo("key", "Return");
                out = right ? "answer: 2.4 GB" : "answer: 3.1 GB"; // wrong: Kai's line
            }
            case "ho20-10" -> {
                if (right) { // wrong: read at St Ives, the place the page opens on
                    rig.click("place"); // Porthmellin is one down
                    rig.keys(1, "Down");
                    rig.xdo("key", "Return");
                }
                rig.click("day-4");
                out = right ? "answer: 16:21" : "answer: 16:30";
            }
            case "ho20-11" -> {
                if (right) { // wrong: the under-10s table the page opens on
                    rig.click("age-u12");
                }
                out = right ? "answer: 8 points" : "answer: 2 points";
            }
            case "ho20-12" -> {
                rig.focus("Book a taxi");
                rig.clickIn("Book a taxi", 258, 70);
                rig.type("27 Orchard Way");
                rig.xdo("key", "Tab");
                rig.keys(right ? 2 : 1, "Down"); // the combos open empty; wrong: Harlow Mill station
                rig.xdo("key", "Tab");
                rig.keys(5, "Down");
                rig.xdo("key", "Tab");
                rig.keys(3, "Down");
                rig.xdo("key", "Tab");
                rig.keys(2, "Down");
                rig.xdo("key", "Tab");
                rig.keys(2, "Down");
                rig.clickIn("Book a taxi", 424, 313);
                Thread.sleep(700);
            }
            case "ho20-13" -> {
                rig.focus("to-do.txt");
                tick(right ? 3 : 7); // wrong: Dad's flu jab ticked instead of the MOT
                tick(5);
                rig.xdo("key", "ctrl+Home");
                rig.keys(8, "Down");
                rig.xdo("key", "End");
                rig.xdo("key", "Return");
                rig.type("[ ] Buy a birthday card for Gran");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho20-14" -> {
                rig.focus("Do Not Disturb");
                rig.xdo("key", "space"); // the first field, Do Not Disturb itself, has the focus
                rig.xdo("key", "Tab");
                rig.keys(2, "Down"); // from For 1 hour to Until 07:00 tomorrow
                rig.xdo("key", "Tab");
                rig.keys(right ? 2 : 3, "Down"); // from No one to Work contacts; wrong: Everyone
                rig.clickIn("Do Not Disturb", 452, 188);
                Thread.sleep(700);
            }
            case "ho20-15" -> {
                rig.focus("meal-plan.txt");
                if (right) { // wrong: the fish pie copied to Sunday but left on Friday too
                    line(7, "Fri: out");
                }
                line(9, "Sun: Fish pie");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho20-16" -> {
                rig.focus("Tenancy agreement");
                rig.clickIn("Tenancy agreement", 280, 200);
                rig.xdo("key", "ctrl+End");
                out = right ? "answer: 28 days" : "answer: 8 weeks"; // wrong: the break clause
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        shot(id + "-" + right + "-end");
        return out;
    }

    /** Puts an x in the box at the start of line n (from 0) of the editor with the focus. */
    private static void tick(int n) throws Exception {
        rig.xdo("key", "ctrl+Home");
        rig.keys(n, "Down");
        rig.xdo("key", "Home");
        rig.xdo("key", "Right");
        rig.xdo("key", "Delete");
        rig.type("x");
    }

    /** Replaces the whole of line n (from 0) of the editor with the focus. */
    private static void line(int n, String text) throws Exception {
        rig.xdo("key", "ctrl+Home");
        rig.keys(n, "Down");
        rig.xdo("key", "Home");
        rig.xdo("key", "shift+End");
        rig.type(text);
    }

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT20_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT20_SHOTS");
        if (dir == null || dir.isBlank()) {
            return;
        }
        ProcessBuilder pb = new ProcessBuilder("import", "-window", "root", dir + "/" + name + ".png").redirectErrorStream(true);
        pb.environment().putAll(rig.env());
        Process p = pb.start();
        p.getInputStream().readAllBytes();
        p.waitFor();
    }
}
