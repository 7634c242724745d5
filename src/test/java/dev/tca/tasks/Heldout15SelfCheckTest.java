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
 * The fifteenth held-out yardstick (ho15-*, tag heldout15) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout15 set: whoever writes the brain's rules must not read it, nor
 * the ho15-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT15_ALL=1 scripts/test -Dtest=Heldout15SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT15_ONLY=ho15-03,ho15-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT15_ALL", matches = "1")
class Heldout15SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout15-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho15-01", "ho15-02", "ho15-03", "ho15-04", "ho15-05", "ho15-06", "ho15-07", "ho15-08",
        "ho15-09", "ho15-10", "ho15-11", "ho15-12", "ho15-13", "ho15-14", "ho15-15", "ho15-16",
        "ho15-01-pixels", "ho15-02-pixels", "ho15-03-pixels", "ho15-04-pixels", "ho15-05-pixels", "ho15-06-pixels",
        "ho15-07-pixels", "ho15-08-pixels", "ho15-09-pixels", "ho15-10-pixels", "ho15-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT15_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout15", Heldout15SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho15-01" -> {
                rig.scrollTo("skip-2031-06-19");
                rig.click("skip-2031-06-19");
                rig.click("dlg-ok");
                String salmon = right ? "sw-2031-06-26-misosalmon" : "sw-2031-07-03-teriyaki"; // wrong: the salmon a week later
                rig.scrollTo(salmon);
                rig.click(salmon);
                rig.click("pick-gnocchi");
            }
            case "ho15-02" -> {
                if (right) { // wrong: the pass and the block go on the line open at the start, the account holder's
                    rig.click("ln-maya");
                }
                rig.click("add-pass");
                rig.click("ps-eu7");
                rig.click("pov-next");
                rig.click("cov-ok");
                rig.click("sw-premium");
            }
            case "ho15-03" -> {
                if (right) { // wrong: cycling to the destination already open, the gym
                    rig.click("pl-work");
                }
                rig.click("m-cycle");
                out = right ? "answer: about 24 min" : "answer: about 12 min";
            }
            case "ho15-04" -> {
                if (right) {
                    rig.click("day-d2");
                    rig.scrollTo("s-d2-9");
                }
                out = right ? "answer: Avon Suite" : "answer: Tamar Room"; // wrong: the first day's accessibility talk
            }
            case "ho15-05" -> {
                rig.click("tab-saved");
                out = right ? "answer: Larch Court" : "answer: Quayside Apartments"; // wrong: the lowest rent
            }
            case "ho15-06" -> {
                rig.click("issue");
                rig.type("tap");
                Thread.sleep(300);
                rig.click(right ? "is-k-tap" : "is-b-tap"); // wrong: the bathroom tap
                rig.click("desc");
                rig.type("It drips all the time, even when turned off hard.");
                rig.click("dp");
                rig.click("dp-2031-06-23");
                rig.click("t-wd-am");
                rig.click("t-wd-pm");
                rig.scrollTo("submit");
                rig.click("submit");
            }
            case "ho15-07" -> {
                rig.click(right ? "no-f21" : "no-f14"); // wrong: this week's home game
                rig.scrollTo("lift-f28");
                rig.click("lift-f28");
                rig.click("seat-plus");
                rig.click("seat-plus");
                rig.click("dlg-ok");
            }
            case "ho15-08" -> {
                rig.click("ph-candles");
                rig.click("sz-10x8");
                rig.click("add");
                rig.click(right ? "ph-rufus-beach" : "ph-rufus-garden"); // wrong: the dog in the garden
                rig.click("q-plus");
                rig.click("add");
                rig.click("fin-matte");
                rig.click("place");
                rig.click("dlg-ok");
            }
            case "ho15-09" -> {
                rig.click("tab-filters");
                rig.click("new");
                rig.click("f-from");
                rig.type("school");
                Thread.sleep(300);
                rig.click(right ? "sg-newsletter-stbedes-sch-uk" : "sg-office-stbedes-sch-uk"); // wrong: the school office
                rig.click("a-skip");
                rig.click("a-read");
                rig.click("a-folder");
                rig.type("Kids");
                rig.xdo("key", "Return");
                Thread.sleep(300);
                rig.click("dlg-ok");
            }
            case "ho15-10" -> {
                String k = right ? "stat-tut" : "stat-lab"; // wrong: the Friday computer lab instead
                rig.click("chg-" + k);
                rig.click(right ? "g-T4" : "g-L2");
                rig.click("dlg-ok");
                rig.click("nav-notifications");
                rig.click("n-deadlines-sms");
                rig.click("save");
            }
            case "ho15-11" -> {
                String[] rows = right ? new String[] {"t12b", "t10b"} : new String[] {"t10b", "t03b"}; // wrong: one from the week before
                for (String r : rows) {
                    rig.scrollTo("cat-" + r);
                    rig.click("cat-" + r);
                    rig.scrollTo("mc-kids");
                    rig.click("mc-kids");
                }
                scrollUpTo("tab-budgets");
                rig.click("tab-budgets");
                rig.click("ed-eating");
                rig.click("amt");
                rig.xdo("key", "ctrl+a");
                rig.type("200");
                rig.click("ed-save");
            }
            case "ho15-12" -> {
                // radio buttons at x 35, rows at y 89 + 23 * i; Send it there at 690,375
                rig.clickIn("Choose a pickup point", 35, 89 + 23 * (right ? 3 : 5)); // wrong: the Co-op, shut on Sunday evenings
                rig.clickIn("Choose a pickup point", 690, 375);
                Thread.sleep(700);
            }
            case "ho15-13" -> {
                rig.focus("birthdays.txt");
                rig.xdo("key", "ctrl+Home");
                rig.keys(right ? 5 : 7, "Down"); // wrong: Aunt Rosa's, on the 4th as well
                rig.xdo("key", "Home");
                rig.keys(right ? 5 : 11, "Right");
                rig.type("1");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho15-14" -> {
                rig.focus("Add a user");
                rig.type("Leo Marsh");
                rig.xdo("key", "Tab");
                rig.type("leo");
                rig.xdo("key", "Tab");
                rig.type("Otter-Pond-7");
                rig.xdo("key", "Tab");
                if (right) { // wrong: left an administrator
                    rig.xdo("key", "Down");
                }
                rig.xdo("key", "Tab");
                rig.xdo("key", "space"); // parental controls
                rig.clickIn("Add a user", 410, 283);
                Thread.sleep(700);
            }
            case "ho15-15" -> {
                rig.focus("Dishwasher");
                rig.xdo("key", "Down"); // Eco
                rig.xdo("key", "Tab");
                rig.keys(right ? 3 : 1, "Right"); // wrong: a one-hour delay, from the '1am'
                rig.xdo("key", "Tab");
                rig.xdo("key", "space"); // half load
                rig.clickIn("Dishwasher", 413, 205);
                Thread.sleep(700);
            }
            case "ho15-16" -> {
                // tick boxes at x 40, rows at y 89 + 23 * i; Start cleaning at 485,415
                int[] rows = right ? new int[] {0, 2, 4, 6} : new int[] {0, 1, 2, 4, 6}; // wrong: the kitchen too
                for (int r : rows) {
                    rig.clickIn("Robot vacuum", 40, 89 + 23 * r);
                }
                rig.clickIn("Robot vacuum", 485, 415);
                Thread.sleep(700);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        shot(id + "-" + right + "-end");
        return out;
    }

    /** Wheels the page up, the pointer over it, until the element is well inside the window. */
    private static void scrollUpTo(String id) throws Exception {
        rig.xdo("mousemove", "--sync", "500", "400");
        for (int i = 0; i < 60; i++) {
            JsonNode box = rig.runner().server().last().path("rects").get(id);
            if (box != null && box.get(1).asInt() > 80 && box.get(1).asInt() < 620) {
                return;
            }
            rig.xdo("click", "4");
            Thread.sleep(200);
        }
        throw new AssertionError("scrolling never brought " + id + " into view");
    }

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT15_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT15_SHOTS");
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
