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
 * The seventeenth held-out yardstick (ho17-*, tag heldout17) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout17 set: whoever writes the brain's rules must not read it, nor
 * the ho17-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT17_ALL=1 scripts/test -Dtest=Heldout17SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT17_ONLY=ho17-03,ho17-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT17_ALL", matches = "1")
class Heldout17SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout17-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho17-01", "ho17-02", "ho17-03", "ho17-04", "ho17-05", "ho17-06", "ho17-07", "ho17-08",
        "ho17-09", "ho17-10", "ho17-11", "ho17-12", "ho17-13", "ho17-14", "ho17-15", "ho17-16",
        "ho17-01-pixels", "ho17-02-pixels", "ho17-03-pixels", "ho17-04-pixels", "ho17-05-pixels", "ho17-06-pixels",
        "ho17-07-pixels", "ho17-08-pixels", "ho17-09-pixels", "ho17-10-pixels", "ho17-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT17_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout17", Heldout17SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho17-01" -> {
                rig.click(right ? "day-sat" : "day-fri"); // wrong: the same film and time on Friday
                rig.click("t-lantern-keeper-1940");
                rig.click("ad-plus");
                rig.click("seat-F7");
                rig.click("seat-F8");
                reveal("cont");
                rig.click("cont");
                rig.click("dlg-ok");
            }
            case "ho17-02" -> {
                if (right) { // wrong: the time moved but the charge limit left at 80%
                    rig.click("limit");
                    rig.xdo("key", "End");
                }
                rig.click("ready");
                rig.click("ready-0630");
                rig.click("save");
            }
            case "ho17-03" -> {
                rig.click(right ? "edit-coastal" : "edit-coastline"); // wrong: Coastline Trust, the row above
                rig.click("amt");
                rig.xdo("key", "ctrl+a");
                rig.type("15");
                rig.click("ga");
                rig.click("decl");
                rig.click("dlg-ok");
            }
            case "ho17-04" -> {
                rig.click("q");
                rig.type("14 Alder");
                Thread.sleep(300);
                rig.click(right ? "r-a1" : "r-a2");
                out = right ? "answer: Thursday 18 September" : "answer: Thursday 25 September"; // wrong: 14 Alder Court
            }
            case "ho17-05" -> {
                rig.click("svc-cut-blowdry");
                rig.click("sty");
                rig.click(right ? "sty-nadia" : "sty-nadine"); // wrong: Nadine, and her afternoon slot
                rig.click("d-2031-06-13");
                rig.click(right ? "tm-1530" : "tm-1330");
                rig.click("book");
                rig.click("dlg-ok");
            }
            case "ho17-06" -> {
                // wrong: only the two whose names or labels say sesame at a glance
                for (String item : right ? new String[] {"sourdough", "houmous", "teriyaki", "snaps"} : new String[] {"houmous", "snaps"}) {
                    reveal("rm-" + item);
                    rig.click("rm-" + item);
                }
            }
            case "ho17-07" -> {
                rig.click(right ? "tab-weekend" : "tab-weekday");
                out = right ? "answer: £52" : "answer: £44"; // wrong: the weekday price
            }
            case "ho17-08" -> {
                if (right) { // wrong: the aisle at the store already chosen (Riverside)
                    rig.click("store");
                    rig.click("st-northgate");
                }
                rig.click("q");
                rig.type("brass picture hooks");
                rig.xdo("key", "Return");
                Thread.sleep(300);
                out = right ? "answer: Aisle 14" : "answer: Aisle 9";
            }
            case "ho17-09" -> {
                rig.click("goal-plus");
                rig.click("goal-plus");
                rig.click(right ? "sounds" : "speaking"); // wrong: speaking exercises, the switch below
                rig.click("tab-notifications");
                rig.click("rtime");
                rig.click("rt-1900");
                rig.click("save");
            }
            case "ho17-10" -> {
                rig.click("pg-next");
                rig.click(right ? "more-e11" : "more-e10");
                out = right ? "answer: 18:45" : "answer: 10:30"; // wrong: the Marlowe Trio's coffee concert that day
            }
            case "ho17-11" -> {
                rig.click("add");
                rig.click("date");
                rig.click("cd-3");
                rig.click("cat");
                rig.click(right ? "cat-travel" : "cat-meals"); // wrong: filed under Meals
                rig.click("amount");
                rig.type("23.50");
                rig.click("add-ok");
                reveal("submit");
                rig.click("submit");
                rig.click("sub-ok");
            }
            case "ho17-12" -> {
                rig.focus("New event");
                rig.clickIn("New event", 260, 40);
                rig.type("Piano recital");
                rig.xdo("key", "Tab");
                if (right) { // wrong: left in the Personal calendar
                    rig.xdo("key", "Down");
                }
                rig.xdo("key", "Tab");
                rig.xdo("key", "ctrl+a");
                rig.type("2031-09-20");
                rig.xdo("key", "Tab");
                rig.keys(4, "Down");
                rig.xdo("key", "Tab");
                rig.keys(3, "Down");
                rig.clickIn("New event", 405, 278);
                Thread.sleep(700);
            }
            case "ho17-13" -> {
                rig.focus("Tank heater");
                rig.keys(right ? 2 : 1, "Right"); // wrong: one degree
                rig.clickIn("Tank heater", 274, 132);
                Thread.sleep(700);
            }
            case "ho17-14" -> {
                // tick boxes at x 40, rows at y 89 + 23 * i; the OK button at 533,375
                int[] rows = right ? new int[] {3, 4, 5} : new int[] {2, 4, 5}; // wrong: the box on the day before the move, not the Monday top-up
                for (int r : rows) {
                    rig.clickIn("Veg box deliveries", 40, 89 + 23 * r);
                }
                rig.clickIn("Veg box deliveries", 533, 375);
                Thread.sleep(700);
            }
            case "ho17-15" -> {
                rig.focus("quiz-night.txt");
                rig.xdo("key", "ctrl+Home");
                rig.keys(right ? 5 : 4, "Down"); // wrong: the doors opening half an hour later instead
                rig.xdo("key", "Home");
                rig.xdo("key", "shift+End");
                rig.type(right ? "Quiz starts: 8:00 pm" : "Doors open: 7:30 pm");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho17-16" -> {
                rig.focus("Register a bike");
                rig.clickIn("Register a bike", 208, 70);
                rig.type("Raleigh");
                rig.xdo("key", "Tab");
                rig.type("WTU-3381-K");
                rig.xdo("key", "Tab");
                rig.keys(right ? 3 : 4, "Down"); // wrong: light green
                rig.xdo("key", "Tab");
                rig.keys(3, "Down");
                rig.clickIn("Register a bike", 452, 233);
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

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT17_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT17_SHOTS");
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
