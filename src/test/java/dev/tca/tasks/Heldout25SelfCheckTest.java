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
 * The twenty-fifth held-out yardstick (ho25-*, tag heldout25) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p>This set measures breadth rather than length: plain commands of a few steps (01-03, 12-14), requests with a
 * small reason to work out (06-08, 15), questions read off the screen (09-11, 16), and two pages that show text
 * resembling the goal next to a control that does something else (04, 05).
 *
 * <p><b>This file holds the solutions of the heldout25 set: whoever writes the brain's rules must not read it, nor
 * the ho25-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT25_ALL=1 scripts/test -Dtest=Heldout25SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT25_ONLY=ho25-03,ho25-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT25_ALL", matches = "1")
class Heldout25SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout25-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho25-01", "ho25-02", "ho25-03", "ho25-04", "ho25-05", "ho25-06", "ho25-07", "ho25-08",
        "ho25-09", "ho25-10", "ho25-11", "ho25-12", "ho25-13", "ho25-14", "ho25-15", "ho25-16",
        "ho25-01-pixels", "ho25-02-pixels", "ho25-03-pixels", "ho25-04-pixels", "ho25-05-pixels", "ho25-06-pixels",
        "ho25-07-pixels", "ho25-08-pixels", "ho25-09-pixels", "ho25-10-pixels", "ho25-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT25_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout25", Heldout25SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho25-01" -> {
                rig.click(right ? "c-year6-parents" : "c-year6-trip"); // wrong: the trip helpers' group
                rig.click("bell");
                rig.click("mute-8h");
            }
            case "ho25-02" -> {
                rig.click("tab-membership");
                rig.scrollTo("fz-go");
                rig.click("lb-from"); // the label puts the focus on the month of the date field
                rig.type("06022031");
                rig.click("lb-until");
                rig.type(right ? "06302031" : "07302031"); // wrong: to the end of July
                rig.click("fz-go");
            }
            case "ho25-03" -> {
                rig.scrollTo("mm-parcelwise-co-uk");
                rig.click("mm-parcelwise-co-uk");
                rig.click(right ? "mi-block" : "mi-remove"); // wrong: removed, so it can ask again
            }
            case "ho25-04" -> {
                if (right) {
                    rig.click("change-plan");
                    rig.click("pl-basic");
                    rig.click("dlg-next");
                } else { // wrong: the banner's Basic with ads
                    rig.click("promo-go");
                }
                rig.click("dlg-yes");
            }
            case "ho25-05" -> {
                if (right) {
                    rig.click("rm-dan");
                } else { // wrong: stop seeing Dan's own calendar
                    rig.click("unsub-dan-shifts");
                }
                rig.click("dlg-yes");
            }
            case "ho25-06" -> {
                rig.click("p-christmas");
                rig.click("tu-edit");
                rig.click("tu-amount");
                rig.type(right ? "150" : "100"); // wrong: £1,200 over twelve months
                rig.click("tu-save");
            }
            case "ho25-07" -> {
                String b = right ? "add-lumio-90c" : "add-vb-90c"; // wrong: the cheaper 90W 'for Lumio', not for the Book 14
                rig.scrollTo(b);
                rig.click(b);
                rig.click("basket");
                rig.click("place");
            }
            case "ho25-08" -> {
                rig.click("guide");
                rig.click("g-close");
                rig.click(right ? "s-42" : "s-41"); // wrong: the EU size of a US 8
                rig.click("add");
            }
            case "ho25-09" -> {
                rig.click(right ? "pl-whitby" : "pl-whitley"); // wrong: Whitley Bay
                out = right ? "answer: 13°C" : "answer: 15°C";
            }
            case "ho25-10" -> {
                rig.click(right ? "acc-joint" : "acc-current"); // wrong: my own current account
                rig.click("show");
                out = right ? "answer: 31926048" : "answer: 40284417";
            }
            case "ho25-11" -> {
                rig.click("tr-spain");
                String f = right ? "it-f-back" : "it-f-out"; // wrong: the ferry out
                rig.scrollTo(f);
                rig.click(f);
                out = right ? "answer: T4WR9B" : "answer: K7Q2XM";
            }
            case "ho25-12" -> {
                rig.focus("Scan document"); // the file name has the focus, its text selected
                rig.type("gas-bill-march");
                rig.xdo("key", "Tab"); // Save as
                rig.keys(1, "Down");
                rig.xdo("key", "Tab"); // Mode
                rig.keys(right ? 2 : 1, "Down"); // wrong: greyscale
                rig.clickIn("Scan document", OK12[0], OK12[1]);
                Thread.sleep(700);
            }
            case "ho25-13" -> {
                rig.focus("setlist-the-anchor.txt");
                line(right ? 19 : 7, "Lighthouse Keeper"); // wrong: Paper Moon, in the first set
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho25-14" -> {
                // radio buttons at x 27, rows at y 89 + 23 * i; a click on Dublin (row 12), then the arrow keys
                rig.focus("Date & Time");
                rig.clickIn("Date & Time", 100, 89 + 23 * 12);
                rig.keys(right ? 7 : 10, "Down"); // wrong: Madeira, the other Portuguese city
                rig.xdo("key", "space");
                rig.clickIn("Date & Time", OK14[0], OK14[1]);
                Thread.sleep(700);
            }
            case "ho25-15" -> {
                // next month's arrow at 105,87; day cells 65 apart from Sun at 48, rows 17 apart from 129
                rig.focus("New reminder");
                for (int i = 0; i < 3; i++) {
                    rig.clickIn("New reminder", 105, 87);
                }
                if (right) {
                    rig.clickIn("New reminder", 48 + 65 * 6, 129 + 17); // Saturday 9 August
                } else {
                    rig.clickIn("New reminder", 48 + 65 * 3, 129 + 17 * 3); // wrong: Wednesday 20 August, a month before
                }
                rig.clickIn("New reminder", OK15[0], OK15[1]);
                Thread.sleep(700);
            }
            case "ho25-16" -> {
                rig.clickIn("Calls", 300, 147);
                out = right ? "answer: 14:32" : "answer: 09:02"; // wrong: when I rang them on the 9th
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        shot(id + "-" + right + "-end");
        return out;
    }

    /** Where the OK button of each dialog is, from its top left corner (no window manager: no frame). */
    private static final int[] OK12 = {433, 295};
    private static final int[] OK14 = {451, 395};
    private static final int[] OK15 = {416, 305};

    /** Replaces the whole of line n (from 0) of the editor with the focus. */
    private static void line(int n, String text) throws Exception {
        rig.xdo("key", "ctrl+Home");
        rig.keys(n, "Down");
        rig.xdo("key", "Home");
        rig.xdo("key", "shift+End");
        rig.type(text);
    }

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT25_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT25_SHOTS");
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
