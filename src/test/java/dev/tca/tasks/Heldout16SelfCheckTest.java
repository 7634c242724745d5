package dev.tca.tasks;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;

/**
 * The sixteenth held-out yardstick (ho16-*, tag heldout16) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout16 set: whoever writes the brain's rules must not read it, nor
 * the ho16-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT16_ALL=1 scripts/test -Dtest=Heldout16SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT16_ONLY=ho16-03,ho16-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT16_ALL", matches = "1")
class Heldout16SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout16-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho16-01", "ho16-02", "ho16-03", "ho16-04", "ho16-05", "ho16-06", "ho16-07", "ho16-08",
        "ho16-09", "ho16-10", "ho16-11", "ho16-12", "ho16-13", "ho16-14", "ho16-15", "ho16-16",
        "ho16-01-pixels", "ho16-02-pixels", "ho16-03-pixels", "ho16-04-pixels", "ho16-05-pixels", "ho16-06-pixels",
        "ho16-07-pixels", "ho16-08-pixels", "ho16-09-pixels", "ho16-10-pixels", "ho16-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT16_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout16", Heldout16SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho16-01" -> {
                rig.click(right ? "pw-garage" : "pw-garden"); // wrong: the garden light, next to it
                rig.click("dn-bedroom");
                rig.click("dn-bedroom");
            }
            case "ho16-02" -> {
                rig.click(right ? "c-training-thu" : "c-training-wed"); // wrong: Wednesday's cell
                rig.type("3");
                rig.click("submit");
                rig.click("dlg-ok");
            }
            case "ho16-03" -> {
                rig.click(right ? "tab-loans" : "tab-holds");
                out = right ? "answer: Tuesday 18 March" : "answer: 22 March"; // wrong: the hold with the look-alike title
            }
            case "ho16-04" -> {
                rig.click("cat");
                rig.click("opt-hardware");
                rig.click(right ? "pr-high" : "pr-urgent"); // wrong: urgent
                rig.click("subject");
                rig.type("Charger not working");
                reveal("send");
                rig.click("send");
            }
            case "ho16-05" -> {
                rig.click("nav-display");
                rig.click("size");
                rig.xdo("key", "Home");
                rig.keys(8, "Right");
                rig.click(right ? "dark" : "contrast"); // wrong: high contrast instead of the dark theme
                rig.click("save");
            }
            case "ho16-06" -> {
                rig.click(right ? "star-m3" : "star-m1"); // wrong: Priya Shaw's refund mail
                rig.click(right ? "arch-m6" : "arch-m2"); // wrong: Foxglove's shipping note
            }
            case "ho16-07" -> {
                rig.click(right ? "card-spinach" : "card-beef"); // wrong: the beef lasagne
                rig.click("s-plus");
                rig.click("s-plus");
                reveal("add");
                rig.click("add");
            }
            case "ho16-08" -> {
                rig.scrollTo("day-3");
                out = right ? "answer: Tuesday 3 June" : "answer: Tuesday 10 June"; // wrong: the newest Ember Energy payment, for gas
            }
            case "ho16-09" -> {
                rig.click("day-fri");
                rig.click(right ? "sel-fri-0925" : "sel-fri-1340"); // wrong: the cheapest train of the day, in the afternoon
                rig.click("dlg-ok");
            }
            case "ho16-10" -> {
                rig.click("m-amlodipine");
                rig.click(right ? "b-street" : "b-square"); // wrong: Market Square
                reveal("request");
                rig.click("request");
            }
            case "ho16-11" -> {
                rig.click("day-Wed");
                out = right ? "answer: Seahorses (16:30)" : "answer: Minnows"; // wrong: the one that starts before she can get there
            }
            case "ho16-12" -> {
                rig.focus("Print");
                rig.xdo("key", "Tab");
                rig.xdo("key", "ctrl+a");
                rig.type("2");
                rig.xdo("key", "Tab");
                if (right) { // wrong: left on A4
                    rig.xdo("key", "Down");
                }
                rig.clickIn("Print", 14, 151); // double-sided
                rig.clickIn("Print", 14, 178); // colour off
                rig.clickIn("Print", 393, 227);
                Thread.sleep(700);
            }
            case "ho16-13" -> {
                // radio buttons at x 40, rows at y 89 + 23 * i; Track this flight at 640,355
                rig.clickIn("Track a flight", 40, 89 + 23 * (right ? 1 : 2)); // wrong: the BA flight from Lisbon tomorrow morning
                rig.clickIn("Track a flight", 640, 355);
                Thread.sleep(700);
            }
            case "ho16-14" -> {
                rig.clickIn("Book club", 324, right ? 163 : 146); // wrong: the Friday before
                rig.clickIn("Book club", 370, 251);
                Thread.sleep(700);
            }
            case "ho16-15" -> {
                rig.focus("football-lifts.txt");
                rig.xdo("key", "ctrl+Home");
                rig.keys(4, "Down");
                rig.xdo("key", "Home");
                rig.xdo("key", "shift+End");
                rig.type("Sat 21 June: Ben drives");
                rig.keys(right ? 2 : 1, "Down"); // wrong: Priya put on the 28th, Dad's Saturday
                rig.xdo("key", "Home");
                rig.xdo("key", "shift+End");
                rig.type(right ? "Sat 5 July: Priya drives" : "Sat 28 June: Priya drives");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho16-16" -> {
                // tick boxes at x 40, rows at y 89 + 23 * i; Save access at 495,355
                int[] rows = right ? new int[] {1, 3} : new int[] {0, 1, 3}; // wrong: the front door too
                for (int r : rows) {
                    rig.clickIn("Guest access", 40, 89 + 23 * r);
                }
                rig.clickIn("Guest access", 495, 355);
                Thread.sleep(700);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        shot(id + "-" + right + "-end");
        return out;
    }

    /** Wheels the page down a little while the element sits low in the window; a page that cannot scroll is left as it is. */
    private static void reveal(String id) throws Exception {
        rig.xdo("mousemove", "--sync", "500", "400");
        for (int i = 0; i < 10; i++) {
            JsonNode box = rig.runner().server().last().path("rects").get(id);
            if (box != null && box.get(1).asInt() < 620) {
                return;
            }
            rig.xdo("click", "5");
            Thread.sleep(200);
        }
    }

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT16_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT16_SHOTS");
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
