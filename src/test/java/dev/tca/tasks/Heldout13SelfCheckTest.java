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
 * The thirteenth held-out yardstick (ho13-*, tag heldout13) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout13 set: whoever writes the brain's rules must not read it, nor
 * the ho13-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT13_ALL=1 scripts/test -Dtest=Heldout13SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT13_ONLY=ho13-03,ho13-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT13_ALL", matches = "1")
class Heldout13SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout13-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho13-01", "ho13-02", "ho13-03", "ho13-04", "ho13-05", "ho13-06", "ho13-07", "ho13-08",
        "ho13-09", "ho13-10", "ho13-11", "ho13-12", "ho13-13", "ho13-14", "ho13-15", "ho13-16",
        "ho13-01-pixels", "ho13-02-pixels", "ho13-03-pixels", "ho13-04-pixels", "ho13-05-pixels", "ho13-06-pixels",
        "ho13-07-pixels", "ho13-08-pixels", "ho13-09-pixels", "ho13-10-pixels", "ho13-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT13_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout13", Heldout13SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho13-01" -> {
                rig.click(right ? "mail-m3" : "mail-m1"); // wrong: Dana's Q2 offsite mail, listed first
                rig.click("t-flag");
                rig.click("t-move");
                rig.click("mv-travel");
            }
            case "ho13-02" -> {
                rig.click(right ? "kb-a2" : "kb-a1"); // wrong: the sports massage, also on Wednesday and listed first
                rig.click("mi-resched");
                rig.click("d-2031-05-16");
                rig.click("ts-1030");
                rig.click("ck-sms");
                rig.click("rs-confirm");
            }
            case "ho13-03" -> {
                rig.click("lb-from"); // the label focuses the closed list
                rig.type("J");
                rig.click("payee");
                rig.click(right ? "pe-chen" : "pe-cheng"); // wrong: Jamie Cheng, listed first
                rig.click("amount");
                rig.type("250");
                rig.click("fr-monthly");
                rig.click("lb-start");
                rig.type("07012031");
                rig.click("ref");
                rig.type("Rent");
                rig.click("cont");
                rig.click("confirm");
            }
            case "ho13-04" -> {
                rig.scrollTo("r-ezy8749");
                out = right ? "answer: TP1363" : "answer: IB3107"; // wrong: the cheapest morning flight has a stop
            }
            case "ho13-05" -> {
                rig.click(right ? "sel-alima" : "sel-alima2"); // wrong: Anna Lima of Marketing, the row above
                rig.xdo("key", "Escape");
                rig.type("E");
                Thread.sleep(300);
                rig.scrollTo("kb-treed");
                rig.click("kb-treed");
                rig.click("mi-deactivate");
                rig.click("cf-ok");
            }
            case "ho13-06" -> {
                clicks("sv-plus", right ? 4 : 2); // wrong: for four
                rig.click("ck-rice");
                rig.click("ck-parmesan");
                rig.keys(2, "Tab"); // past the parsley to the button below the fold, which the focus brings into view
                rig.xdo("key", "Return");
            }
            case "ho13-07" -> {
                rig.click("reg");
                rig.type("KX19 LMP");
                rig.click("lb-make");
                rig.type("Skoda");
                rig.click("model");
                rig.type("Octavia");
                rig.click("col-blue");
                rig.click("next1");
                if (right) { // wrong: the 12 months chosen already
                    rig.click("dl-6");
                }
                rig.click("next2");
                rig.click("pay-dd");
                rig.click("next3");
                rig.click("submit");
            }
            case "ho13-08" -> {
                rig.click("kb-lease-signed");
                rig.click("mi-move");
                rig.click(right ? "fd-apartment" : "fd-apartment-2029"); // wrong: the 2029 flat, suggested first
                rig.click("dlg-ok");
                rig.click("kb-lease-draft");
                rig.click("mi-delete");
                rig.click("dlg-ok");
            }
            case "ho13-09" -> {
                rig.click("ch-it-help");
                String m = right ? "h4" : "h3"; // wrong: Marta's note about the old address
                rig.click("re-" + m); // the pointer over the message shows its tools
                rig.click("em-thumbsup");
                rig.click("mo-" + m);
                rig.click("mi-pin");
            }
            case "ho13-10" -> {
                rig.click("nl-close");
                String a = right ? "sv-tram-ext" : "sv-closure"; // wrong: the lead story on the tram line's closure
                rig.scrollTo(a);
                rig.click(a);
                rig.click("aa");
                rig.click("ts-large");
            }
            case "ho13-11" -> {
                clicks("ps-plus", 2);
                rig.click(right ? "dt-2031-06-14" : "dt-2031-06-21"); // wrong: the Saturday after
                rig.click("tm-1930");
                rig.click("seat");
                rig.click("so-terrace");
                rig.click("lb-occ");
                rig.type("Bi");
                rig.keys(2, "Tab"); // past the notes to the button below the fold
                rig.xdo("key", "Return");
            }
            case "ho13-12" -> {
                rig.focus("Print");
                rig.keys(right ? 4 : 2, "Down"); // the first row has the cursor; wrong: the Epson, 2nd floor and colour but offline
                rig.xdo("key", "Return");
                Thread.sleep(700);
            }
            case "ho13-13" -> {
                // the month's next arrow at 106,70; day cells: columns Sun..Sat at x 37+41*i, rows at y 112+17*j; OK at 271,254
                rig.clickIn("Delivery date", 106, 70);
                rig.clickIn("Delivery date", 77, right ? 129 : 112); // wrong: Monday 29 March, greyed in April's first row
                rig.clickIn("Delivery date", 271, 254);
                Thread.sleep(700);
            }
            case "ho13-14" -> {
                rig.focus("New reminder");
                rig.type("Water the plants");
                rig.xdo("key", "Tab");
                rig.xdo("key", "ctrl+a");
                rig.type("3");
                rig.xdo("key", "Tab");
                rig.xdo("key", "Tab");
                rig.keys(right ? 2 : 4, "Down"); // wrong: 8 in the evening
                rig.clickIn("New reminder", 373, 222); // OK
                Thread.sleep(700);
            }
            case "ho13-15" -> {
                rig.focus("guests.txt");
                rig.xdo("key", "ctrl+Home");
                rig.keys(right ? 3 : 1, "Down"); // wrong: Oliver Brand, the second line
                rig.xdo("key", "shift+Down");
                rig.xdo("key", "Delete");
                rig.xdo("key", "ctrl+End");
                rig.type("Priya Nair");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho13-16" -> {
                rig.focus("Attach a file");
                rig.xdo("key", "ctrl+l");
                rig.type(right ? "Clients/Acme/contract-signed.pdf" : "Archive/Acme/contract-signed.pdf"); // wrong: the archived one
                rig.xdo("key", "Return");
                Thread.sleep(700);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        shot(id + "-" + right + "-end");
        return out;
    }

    private static void clicks(String id, int n) throws Exception {
        for (int i = 0; i < n; i++) {
            rig.click(id);
        }
    }

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT13_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT13_SHOTS");
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
