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
 * The twenty-third held-out yardstick (ho23-*, tag heldout23) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p>This set measures breadth rather than length: plain commands of a few steps (01-04, 12, 13), requests with a
 * small reason to work out (07-09, 14), questions read off the screen (10, 11, 15, 16), and two pages that show text
 * resembling the goal next to the control that does it (05, 06).
 *
 * <p><b>This file holds the solutions of the heldout23 set: whoever writes the brain's rules must not read it, nor
 * the ho23-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT23_ALL=1 scripts/test -Dtest=Heldout23SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT23_ONLY=ho23-03,ho23-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT23_ALL", matches = "1")
class Heldout23SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout23-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho23-01", "ho23-02", "ho23-03", "ho23-04", "ho23-05", "ho23-06", "ho23-07", "ho23-08",
        "ho23-09", "ho23-10", "ho23-11", "ho23-12", "ho23-13", "ho23-14", "ho23-15", "ho23-16",
        "ho23-01-pixels", "ho23-02-pixels", "ho23-03-pixels", "ho23-04-pixels", "ho23-05-pixels", "ho23-06-pixels",
        "ho23-07-pixels", "ho23-08-pixels", "ho23-09-pixels", "ho23-10-pixels", "ho23-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT23_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout23", Heldout23SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho23-01" -> {
                rig.click("user");
                rig.type("dana.okafor");
                rig.click("pass");
                rig.type("Kestrel-29");
                rig.click("go");
                rig.click(right ? "gear" : "avatar"); // wrong: the account page under her initials
            }
            case "ho23-02" -> {
                rig.click("tab-sound");
                rig.click("x-alarms");
                rig.click(right ? "alarm" : "timer"); // wrong: the timer's volume, the slider under it
                rig.xdo("key", "Home");
                rig.keys(30, "Right");
                rig.scrollTo("save");
                rig.click("save");
            }
            case "ho23-03" -> {
                String p = right ? "aa-rech-4" : "aaa-rech-4"; // wrong: the AAA pack just above
                rig.scrollTo("up-" + p);
                rig.click("up-" + p);
                rig.click("add-" + p);
                rig.click("basket");
                rig.click("checkout-btn");
            }
            case "ho23-04" -> {
                rig.click("mo-boiler");
                rig.click("m-move");
                rig.click(right ? "to-home" : "to-work"); // wrong: the folder above Home
                rig.click("st-boiler");
            }
            case "ho23-05" -> {
                rig.click(right ? "del-oldwork" : "del-work"); // wrong: the current work address
                rig.click("dlg-yes");
            }
            case "ho23-06" -> {
                String o = right ? "GF-20417" : "GF-20421"; // wrong: the first Cancel order, the compost bin's
                rig.scrollTo("cx-" + o);
                rig.click("cx-" + o);
                rig.click("dlg-yes");
            }
            case "ho23-07" -> {
                rig.scrollTo(right ? "t-2145" : "t-2100"); // wrong: the last free table before the film ends
                rig.click(right ? "t-2145" : "t-2100");
                rig.scrollTo("next");
                rig.click("next");
                rig.scrollTo("confirm");
                rig.click("confirm");
            }
            case "ho23-08" -> {
                rig.scrollTo(right ? "out-px7" : "out-px4");
                rig.click(right ? "out-px7" : "out-px4"); // wrong: the old phone, not used for a year
                rig.click("dlg-yes");
            }
            case "ho23-09" -> {
                rig.click("extend");
                rig.scrollTo("x-90");
                rig.click(right ? "x-90" : "x-60"); // wrong: an hour more ends at 15:30, before the dentist is done
                rig.scrollTo("pay");
                rig.click("pay");
            }
            case "ho23-10" -> {
                if (right) { // wrong: read off the parcel the page opens on
                    rig.click("pc-oakb");
                }
                out = right ? "answer: Wednesday, between 9:40 and 13:40" : "answer: Friday";
            }
            case "ho23-11" -> {
                rig.scrollTo("c-chickpea-curry");
                out = right ? "answer: 540 kcal" : "answer: 620 kcal"; // wrong: the chicken and spinach curry
            }
            case "ho23-12" -> {
                rig.focus("Screenshot"); // the first field, Capture, has the focus
                rig.keys(right ? 1 : 2, "Down"); // wrong: a selected area
                rig.xdo("key", "Tab");
                rig.type("5");
                rig.xdo("key", "Tab"); // to Include the mouse pointer
                rig.xdo("key", "space");
                rig.clickIn("Screenshot", OK12[0], OK12[1]);
                Thread.sleep(700);
            }
            case "ho23-13" -> {
                rig.focus("packing.txt");
                rig.xdo("key", "ctrl+Home");
                rig.keys(right ? 6 : 7, "Down"); // wrong: the woolly hat's line
                rig.xdo("key", "Home");
                rig.keys(2, "Right"); // past the "- " of the list item
                rig.xdo("key", "shift+End");
                rig.type("walking boots");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho23-14" -> {
                // radio buttons at x 35, rows at y 89 + 23 * i; Buy ticket at 558,405
                rig.clickIn("Choose a train", 35, 89 + 23 * (right ? 3 : 5)); // wrong: the cheaper 08:00, in at 09:38
                rig.clickIn("Choose a train", OK14[0], OK14[1]);
                Thread.sleep(700);
            }
            case "ho23-15" -> {
                rig.focus("Curlew Cottage");
                rig.clickIn("Curlew Cottage", 280, 200);
                rig.xdo("key", "ctrl+End");
                out = right ? "answer: 4817" : "answer: 1966"; // wrong: the farm gate's code
            }
            case "ho23-16" -> {
                rig.clickIn("Riverside Arts Centre", 300, 164);
                out = right ? "answer: 3 places" : "answer: 5 places"; // wrong: the Thursday morning class
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        shot(id + "-" + right + "-end");
        return out;
    }

    /** Where the OK button of each dialog is, from its top left corner (no window manager: no frame). */
    private static final int[] OK12 = {386, 244};
    private static final int[] OK14 = {558, 405};

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT23_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT23_SHOTS");
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
