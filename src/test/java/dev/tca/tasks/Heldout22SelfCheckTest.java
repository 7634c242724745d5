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
 * The twenty-second held-out yardstick (ho22-*, tag heldout22) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout22 set: whoever writes the brain's rules must not read it, nor
 * the ho22-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT22_ALL=1 scripts/test -Dtest=Heldout22SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT22_ONLY=ho22-03,ho22-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT22_ALL", matches = "1")
class Heldout22SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout22-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho22-01", "ho22-02", "ho22-03", "ho22-04", "ho22-05", "ho22-06", "ho22-07", "ho22-08",
        "ho22-09", "ho22-10", "ho22-11", "ho22-12", "ho22-13", "ho22-14", "ho22-15", "ho22-16",
        "ho22-01-pixels", "ho22-02-pixels", "ho22-03-pixels", "ho22-04-pixels", "ho22-05-pixels", "ho22-06-pixels",
        "ho22-07-pixels", "ho22-08-pixels", "ho22-09-pixels", "ho22-10-pixels", "ho22-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT22_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout22", Heldout22SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho22-01" -> {
                rig.click("it-amlo");
                rig.click("it-salb");
                rig.scrollTo("br-msq");
                rig.click(right ? "br-msq" : "br-mst"); // wrong: the Market Street superstore
                rig.scrollTo("day-2032-02-12");
                rig.click("day-2032-02-12");
                rig.click("tw-late");
                rig.scrollTo("send");
                rig.click("send");
                rig.click("dlg-ok");
            }
            case "ho22-02" -> {
                rig.click("coach");
                rig.click(right ? "co-C" : "co-B"); // wrong: the coach next to the bike area
                rig.click("ty-table");
                rig.click("di-fwd");
                rig.scrollTo("bk-up");
                rig.click("bk-up");
                rig.scrollTo("reserve");
                rig.click("reserve");
                rig.click("dlg-ok");
            }
            case "ho22-03" -> {
                rig.click(right ? "pf-2032-02-21-1430" : "pf-2032-02-21-1930"); // wrong: the evening show that day
                rig.scrollTo("area");
                rig.click("area"); // the native list opens on Choose a seating area; the stalls are one down
                rig.keys(1, "Down");
                rig.xdo("key", "Return");
                rig.scrollTo("adult-up");
                rig.click("adult-up");
                rig.click("adult-up");
                rig.click("child-up");
                rig.scrollTo("ex-prog");
                rig.click("ex-prog");
                rig.scrollTo("py-saved");
                rig.click("py-saved");
                rig.scrollTo("buy");
                rig.click("buy");
                rig.click("dlg-ok");
            }
            case "ho22-04" -> {
                rig.click("date");
                rig.click("d-2032-02-02");
                rig.click("type"); // the native list opens on Choose a type; Taxi is one down
                rig.keys(1, "Down");
                rig.xdo("key", "Return");
                rig.click("amount");
                rig.type("23.60");
                rig.click("proj");
                rig.click("pj-ALD-220");
                rig.click("attach");
                rig.click(right ? "fl-r1" : "fl-r3"); // wrong: the receipt of last week's taxi
                rig.click("f-ok");
                rig.scrollTo("submit");
                rig.click("submit");
                rig.click("s-ok");
            }
            case "ho22-05" -> {
                rig.click("tab-cats");
                String cat = right ? "meet-marmalade" : "meet-juniper"; // wrong: the cat that needs to go outdoors
                rig.scrollTo(cat);
                rig.click(cat);
                rig.click("dy-2032-02-07");
                rig.click("tm-1130");
                rig.click("dlg-ok");
            }
            case "ho22-06" -> {
                rig.click(right ? "day-sat" : "day-wed"); // wrong: Wednesday copied onto Saturday
                rig.click("copy");
                rig.click(right ? "to-wed" : "to-sat");
                rig.click("dlg-ok");
                rig.scrollTo("save");
                rig.click("save");
            }
            case "ho22-07" -> {
                rig.click("pause");
                rig.click("day-2032-02-13");
                rig.click(right ? "day-2032-02-22" : "day-2032-02-23"); // wrong: Monday's delivery stopped too
                rig.click("dlg-ok");
            }
            case "ho22-08" -> {
                rig.click(right ? "jr-j2" : "jr-j5"); // wrong: the bus to work that morning
                rig.scrollTo("item");
                rig.click("item");
                rig.click("it-umbrella");
                rig.click("col-black");
                rig.scrollTo("ct-sms");
                rig.click("ct-sms");
                rig.scrollTo("send");
                rig.click("send");
                rig.click("dlg-ok");
            }
            case "ho22-09" -> {
                if (right) { // wrong: read for the 8 people the page opens on
                    for (int i = 0; i < 4; i++) {
                        rig.click("sv-up");
                    }
                }
                out = right ? "answer: 300 g" : "answer: 200 g";
            }
            case "ho22-10" -> {
                if (right) { // wrong: the gas meter the page opens on
                    rig.click("tab-elec");
                }
                out = right ? "answer: 641 kWh" : "answer: 541";
            }
            case "ho22-11" -> {
                rig.click("pl-fiddle");
                if (right) { // wrong: read off spring and summer, where the page opens
                    rig.click("se-winter");
                }
                out = right ? "answer: every 12 days" : "answer: every 7 days";
            }
            case "ho22-12" -> {
                rig.focus("Hire bikes"); // the first combo has the focus; the combos open empty
                rig.keys(2, "Down");
                rig.xdo("key", "Tab");
                rig.keys(2, "Down");
                rig.xdo("key", "Tab");
                rig.keys(2, "Down");
                rig.xdo("key", "Tab");
                rig.keys(3, "Down");
                rig.xdo("key", "Tab");
                rig.keys(right ? 2 : 4, "Down"); // wrong: a child's bike instead of a child seat
                rig.xdo("key", "Tab");
                rig.keys(2, "Down");
                rig.xdo("key", "Tab");
                rig.keys(3, "Down");
                rig.clickIn("Hire bikes", OK12[0], OK12[1]);
                Thread.sleep(700);
            }
            case "ho22-13" -> {
                rig.focus("addresses.txt");
                int at = right ? 7 : 3; // wrong: Carol next door changed instead of Aunt Carol
                line(at, "3 Weavers Court, Nailsworth GL6 0DX");
                line(at + 1, "Mobile: 07700 900812");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho22-14" -> {
                rig.focus("Oven"); // the first field, Cooking mode, has the focus
                rig.keys(1, "Down");
                rig.xdo("key", "Tab");
                rig.keys(2, "Down");
                rig.xdo("key", "Tab");
                rig.keys(3, "Down");
                rig.xdo("key", "Tab");
                rig.keys(right ? 3 : 0, "Down"); // wrong: started at once, ready hours early
                rig.xdo("key", "Tab");
                rig.xdo("key", "space");
                rig.clickIn("Oven", OK14[0], OK14[1]);
                Thread.sleep(700);
            }
            case "ho22-15" -> {
                rig.focus("rooms.txt");
                line(3, "Ground floor bedroom (double, own shower room): Gran and Grandad");
                if (right) { // wrong: Tom and Priya left without a room
                    line(6, "Attic room (double, up a steep staircase): Tom and Priya");
                }
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho22-16" -> {
                rig.focus("Allotment tenancy");
                rig.clickIn("Allotment tenancy", 280, 200);
                rig.xdo("key", "ctrl+End");
                out = right ? "answer: 8 hens" : "answer: 4 hens"; // wrong: the half plot's limit
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        shot(id + "-" + right + "-end");
        return out;
    }

    /** Where the OK button of each dialog is, from its top left corner (no window manager: no frame). */
    private static final int[] OK12 = {496, 353};
    private static final int[] OK14 = {453, 256};

    /** Replaces the whole of line n (from 0) of the editor with the focus. */
    private static void line(int n, String text) throws Exception {
        rig.xdo("key", "ctrl+Home");
        rig.keys(n, "Down");
        rig.xdo("key", "Home");
        rig.xdo("key", "shift+End");
        rig.type(text);
    }

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT22_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT22_SHOTS");
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
