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
 * The eighteenth held-out yardstick (ho18-*, tag heldout18) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout18 set: whoever writes the brain's rules must not read it, nor
 * the ho18-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT18_ALL=1 scripts/test -Dtest=Heldout18SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT18_ONLY=ho18-03,ho18-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT18_ALL", matches = "1")
class Heldout18SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout18-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho18-01", "ho18-02", "ho18-03", "ho18-04", "ho18-05", "ho18-06", "ho18-07", "ho18-08",
        "ho18-09", "ho18-10", "ho18-11", "ho18-12", "ho18-13", "ho18-14", "ho18-15", "ho18-16",
        "ho18-01-pixels", "ho18-02-pixels", "ho18-03-pixels", "ho18-04-pixels", "ho18-05-pixels", "ho18-06-pixels",
        "ho18-07-pixels", "ho18-08-pixels", "ho18-09-pixels", "ho18-10-pixels", "ho18-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT18_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout18", Heldout18SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho18-01" -> {
                if (right) {
                    for (String e : new String[] {"e1", "e5", "e12"}) {
                        rig.scrollTo("arc-" + e);
                        rig.click("arc-" + e);
                    }
                } else { // wrong: search "Priya", select every result, archive (Priyanka's and the mails about Priya too)
                    rig.click("q");
                    rig.type("Priya");
                    Thread.sleep(300);
                    rig.click("all");
                    rig.click("tb-archive");
                }
            }
            case "ho18-02" -> {
                rig.click("nav-appearance");
                rig.click("th-dark");
                rig.click("size"); // the native list opens on Medium; Large is one down
                rig.keys(1, "Down");
                rig.xdo("key", "Return");
                rig.click("nav-media");
                rig.click(right ? "autoplay" : "nextep"); // wrong: the podcasts' autoplay, two switches down
                rig.click("save");
            }
            case "ho18-03" -> {
                rig.click("rm-chicken-shawarma");
                rig.click(right ? "add-falafel" : "add-chicken-halloumi"); // wrong: chicken and halloumi is still chicken
                rig.click("save");
            }
            case "ho18-04" -> {
                rig.click("month"); // the native list opens on All months; August 2031 is three down
                rig.keys(3, "Down");
                rig.xdo("key", "Return");
                Thread.sleep(300);
                out = right ? "answer: £91.55" : "answer: £84.27"; // wrong: the payment made on 9 September
            }
            case "ho18-05" -> {
                String a = right ? "checkup" : "hygiene"; // wrong: the hygienist, at the same practice and time
                rig.click("more-" + a);
                rig.click("rs-" + a);
                rig.click(right ? "d-2031-10-21" : "d-2031-10-23");
                rig.click("tm-1020");
                rig.click("dlg-ok");
            }
            case "ho18-06" -> {
                String jar = right ? "pb-smooth-340" : "pb-smooth-1kg"; // wrong: the 1kg jars on offer
                rig.click("q");
                rig.type("peanut butter");
                rig.xdo("key", "Return");
                Thread.sleep(300);
                rig.click("add-" + jar);
                rig.click("plus-" + jar);
                rig.click("plus-" + jar);
                rig.click("slot-btn");
                rig.click("day-sat");
                rig.click("sl-0800");
                rig.click("dlg-ok");
            }
            case "ho18-07" -> {
                rig.click(right ? "r-red-lentil" : "r-lentil-bacon"); // wrong: the red lentil and bacon soup
                rig.click("tab-nut");
                out = right ? "answer: 14 g" : "answer: 22 g";
            }
            case "ho18-08" -> {
                String s = right ? "ledger" : "fitloop"; // wrong: the biggest price on the list, charged once a year
                rig.click("more-" + s);
                rig.click("cx-" + s);
                rig.click("confirm");
            }
            case "ho18-09" -> {
                rig.click("g-plus");
                rig.click("g-plus");
                rig.click("date");
                rig.click(right ? "d-2031-10-24" : "d-2031-10-25"); // wrong: Saturday the 25th
                rig.click("time"); // the native list opens on its placeholder: 20:00 is five down on the 24th (19:30 is full)
                rig.keys(right ? 5 : 4, "Down"); // on the 25th four down is 20:30
                rig.xdo("key", "Return");
                rig.click("seat"); // opens on No preference; By the window is two down
                rig.keys(2, "Down");
                rig.xdo("key", "Return");
                rig.click("occ");
                rig.click("occ-birthday");
                reveal("reserve");
                rig.click("reserve");
                rig.click("dlg-ok");
            }
            case "ho18-10" -> {
                rig.click(right ? "track-o2" : "track-o1"); // wrong: the other lamp, from Brightlight Co
                out = right ? "answer: Thursday 16 October" : "answer: Tuesday 14 October";
            }
            case "ho18-11" -> {
                rig.click(right ? "day-thu" : "day-wed");
                out = right ? "answer: 18:30" : "answer: 20:15"; // wrong: Wednesday's last spin class
            }
            case "ho18-12" -> {
                rig.focus("Enter a race");
                rig.clickIn("Enter a race", 318, 40);
                rig.type("Jordan Lee");
                rig.xdo("key", "Tab");
                rig.keys(3, "Down");
                rig.xdo("key", "Tab");
                rig.xdo("key", "Tab");
                rig.xdo("key", "space");
                rig.xdo("key", "Tab");
                rig.keys(right ? 2 : 1, "Down"); // wrong: small
                rig.clickIn("Enter a race", 425, 239);
                Thread.sleep(700);
            }
            case "ho18-13" -> {
                // next month's arrow at 105,87; day cells 64 apart from Sun at 48, rows 17 apart from 129; OK at 424,305
                rig.focus("Book a visit");
                if (right) {
                    rig.clickIn("Book a visit", 105, 87);
                    rig.clickIn("Book a visit", 175, 146); // Tuesday 4 November
                } else {
                    rig.clickIn("Book a visit", 175, 180); // wrong: Tuesday 21 October, next week
                }
                rig.clickIn("Book a visit", 424, 305);
                Thread.sleep(700);
            }
            case "ho18-14" -> {
                // radio buttons at x 35, rows at y 89 + 23 * i; Restore at 586,395
                rig.clickIn("Restore from backup", 35, 89 + 23 * (right ? 4 : 3)); // wrong: the Photos backup at 14:30
                rig.clickIn("Restore from backup", 586, 395);
                Thread.sleep(700);
            }
            case "ho18-15" -> {
                rig.focus("meeting-notes.txt");
                line(4, "Where: Room 2A, Harbour House (third floor)");
                line(7, "1. Budget review (Room 2A has the big screen for slides)");
                if (!right) { // wrong: every 4B replaced, the parking bay too
                    line(12, "Visitors can park in bay 2A behind the building.");
                }
                line(13, "If you're late, ask reception to send you up to Room 2A.");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho18-16" -> {
                rig.focus("shopping-list.txt");
                rig.xdo("key", "ctrl+Home");
                rig.keys(10, "Down");
                rig.xdo("key", "End");
                rig.xdo("key", "BackSpace");
                rig.type("12"); // "- Eggs x6" becomes "- Eggs x12"
                rig.xdo("key", "ctrl+Home");
                rig.keys(right ? 9 : 15, "Down"); // wrong: the cheddar and onion crisps taken off instead
                rig.xdo("key", "Home");
                rig.xdo("key", "shift+Down");
                rig.xdo("key", "Delete");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        shot(id + "-" + right + "-end");
        return out;
    }

    /** Replaces the whole of line n (from 0) of the editor with the focus. */
    private static void line(int n, String text) throws Exception {
        rig.xdo("key", "ctrl+Home");
        rig.keys(n, "Down");
        rig.xdo("key", "Home");
        rig.xdo("key", "shift+End");
        rig.type(text);
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

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT18_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT18_SHOTS");
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
