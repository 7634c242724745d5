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
 * The twenty-first held-out yardstick (ho21-*, tag heldout21) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout21 set: whoever writes the brain's rules must not read it, nor
 * the ho21-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT21_ALL=1 scripts/test -Dtest=Heldout21SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT21_ONLY=ho21-03,ho21-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT21_ALL", matches = "1")
class Heldout21SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout21-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho21-01", "ho21-02", "ho21-03", "ho21-04", "ho21-05", "ho21-06", "ho21-07", "ho21-08",
        "ho21-09", "ho21-10", "ho21-11", "ho21-12", "ho21-13", "ho21-14", "ho21-15", "ho21-16",
        "ho21-01-pixels", "ho21-02-pixels", "ho21-03-pixels", "ho21-04-pixels", "ho21-05-pixels", "ho21-06-pixels",
        "ho21-07-pixels", "ho21-08-pixels", "ho21-09-pixels", "ho21-10-pixels", "ho21-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT21_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout21", Heldout21SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho21-01" -> {
                rig.click("pet-biscuit");
                rig.click("reason");
                rig.click("rs-vacc");
                rig.click("sg-hillside");
                rig.scrollTo("cal-next");
                rig.click("cal-next");
                rig.scrollTo("day-2032-02-05");
                rig.click("day-2032-02-05");
                String time = right ? "t-0940" : "t-1040"; // wrong: twenty past ten
                rig.scrollTo(time);
                rig.click(time);
                rig.scrollTo("ad-nails");
                rig.click("ad-nails");
                rig.scrollTo("book");
                rig.click("book");
                rig.click("dlg-ok");
            }
            case "ho21-02" -> {
                rig.click("cov-up");
                rig.click("cov-up");
                rig.click(right ? "ex-250" : "ex-500"); // wrong: the £500 excess
                rig.scrollTo("x-accidental");
                rig.click("x-accidental");
                rig.click("x-bikes");
                rig.click("bike");
                rig.type("900");
                rig.scrollTo("price");
                rig.click("price");
                rig.scrollTo("save");
                rig.click("save");
                rig.click("dlg-ok");
            }
            case "ho21-03" -> {
                rig.click("sc-evening");
                rig.click("bri-living"); // a click lands mid-slider: Home goes to 5%, five steps right to 30%
                rig.xdo("key", "Home");
                rig.keys(5, "Right");
                rig.click(right ? "col-living-warm" : "col-living-candle"); // wrong: candlelight
                rig.scrollTo("offat");
                rig.click("offat-l"); // the label focuses the closed list on Don't switch off; At 23:00 is six down
                rig.keys(6, "Down");
                rig.scrollTo("save");
                rig.click("save");
            }
            case "ho21-04" -> {
                rig.click("sp-badminton");
                rig.click("d-next");
                rig.click("day-2032-02-01");
                String slot = right ? "sl-3-1600" : "sl-1-1500"; // wrong: 3 to 4pm
                rig.click(slot);
                rig.scrollTo("players");
                rig.click("players");
                rig.click("pl-4");
                rig.click("pay-credits");
                rig.scrollTo("book");
                rig.click("book");
                rig.click("dlg-ok");
            }
            case "ho21-05" -> {
                rig.click("wk-w26");
                rig.scrollTo("m-2032-01-26-c");
                rig.click("m-2032-01-26-c");
                rig.scrollTo("m-2032-01-28-b");
                rig.click("m-2032-01-28-b");
                if (right) { // wrong: Friday's soup and roll left as it was
                    rig.scrollTo("m-2032-01-30-c");
                    rig.click("m-2032-01-30-c");
                }
                rig.scrollTo("save");
                rig.click("save");
            }
            case "ho21-06" -> {
                rig.scrollTo("add-trip");
                rig.click("add-trip");
                rig.click("country");
                rig.type("Jap");
                rig.click("co-JP");
                rig.click("from");
                rig.click("from-next");
                rig.click("from-next");
                rig.click("fromd-2032-03-03");
                rig.click("to");
                rig.click("tod-2032-03-17");
                rig.click("tc-debit");
                if (!right) { // wrong: the credit card told as well
                    rig.click("tc-credit");
                }
                rig.click("dlg-ok");
            }
            case "ho21-07" -> {
                rig.scrollTo("mute-nursery");
                rig.click("mute-nursery");
                rig.click(right ? "dur-120" : "dur-0"); // wrong: muted until turned back on
                rig.click("dlg-ok");
            }
            case "ho21-08" -> {
                rig.click("renew-wo");
                rig.click(right ? "rn-28" : "rn-21"); // wrong: three weeks, due back before the 20th
                rig.click("dlg-ok");
                rig.click("ser-wo");
                rig.click("res-fc3");
                rig.click("branch"); // the native list opens on Central; Eastgate is one down
                rig.keys(1, "Down");
                rig.xdo("key", "Return");
                rig.click("dlg-ok");
            }
            case "ho21-09" -> {
                if (right) { // wrong: read at the retail park, where the page opens
                    rig.click("park");
                    rig.click("pk-station");
                }
                out = right ? "answer: £9.40" : "answer: £8.00";
            }
            case "ho21-10" -> {
                if (right) { // wrong: read at the typical 2,700 kWh the page opens on
                    rig.click("use");
                    rig.xdo("key", "ctrl+a");
                    rig.type("2900");
                    rig.click("upd");
                }
                out = right ? "answer: Fixed Plus 24" : "answer: Fixed Saver 12";
            }
            case "ho21-11" -> {
                rig.click(right ? "mg-fao" : "mg-gva"); // wrong: the Geneva trip
                rig.click("tab-bags");
                out = right ? "answer: 23 kg" : "answer: 20 kg";
            }
            case "ho21-12" -> {
                rig.focus("New backup"); // the first combo has the focus; the combos open empty
                rig.keys(2, "Down");
                rig.xdo("key", "Tab");
                rig.keys(1, "Down");
                rig.xdo("key", "Tab");
                rig.keys(3, "Down");
                rig.xdo("key", "Tab");
                rig.keys(right ? 4 : 7, "Down"); // wrong: 14:30, half past two in the afternoon
                rig.xdo("key", "Tab");
                rig.keys(6, "Down");
                rig.xdo("key", "Tab");
                rig.keys(2, "Down");
                rig.clickIn("New backup", 503, 313);
                Thread.sleep(700);
            }
            case "ho21-13" -> {
                rig.focus("reading-log.txt");
                line(5, "The Lantern Field | Imogen Ashby | 10 Jan | 20 Jan | 4");
                rig.xdo("key", "ctrl+Home");
                rig.keys(right ? 6 : 10, "Down"); // wrong: the new book put under the want-to-read list
                rig.xdo("key", "End");
                rig.xdo("key", "Return");
                rig.type("The Quiet Harbour | Sam Petrov | 20 Jan | - | -");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho21-14" -> {
                rig.focus("Washing machine"); // the first field, Programme, has the focus
                rig.keys(right ? 3 : 2, "Down"); // wrong: Delicates 30°
                rig.xdo("key", "Tab");
                rig.keys(4, "Down"); // from As soon as possible to 18:00
                rig.clickIn("Washing machine", 452, 217);
                Thread.sleep(700);
            }
            case "ho21-15" -> {
                rig.focus("rota.txt");
                line(4, "Tue: Jess");
                line(6, "Thu: Jess");
                line(9, "Sun: Jess and Dad");
                if (!right) { // wrong: the bins handed to Jess as well
                    line(11, "Bins go out on Tuesday night: Jess");
                }
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho21-16" -> {
                rig.focus("Boiler guarantee");
                rig.clickIn("Boiler guarantee", 280, 200);
                rig.xdo("key", "ctrl+End");
                out = right ? "answer: 7 years" : "answer: 2 years"; // wrong: the standard guarantee
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

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT21_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT21_SHOTS");
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
