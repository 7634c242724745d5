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
 * The twenty-fourth held-out yardstick (ho24-*, tag heldout24) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p>This set measures breadth rather than length: plain commands of a few steps (01-04, 12, 13), requests with a
 * small reason to work out (07-09, 14), questions read off the screen (10, 11, 15, 16), and two pages that show text
 * resembling the goal next to the control that does it (05, 06).
 *
 * <p><b>This file holds the solutions of the heldout24 set: whoever writes the brain's rules must not read it, nor
 * the ho24-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT24_ALL=1 scripts/test -Dtest=Heldout24SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT24_ONLY=ho24-03,ho24-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT24_ALL", matches = "1")
class Heldout24SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout24-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho24-01", "ho24-02", "ho24-03", "ho24-04", "ho24-05", "ho24-06", "ho24-07", "ho24-08",
        "ho24-09", "ho24-10", "ho24-11", "ho24-12", "ho24-13", "ho24-14", "ho24-15", "ho24-16",
        "ho24-01-pixels", "ho24-02-pixels", "ho24-03-pixels", "ho24-04-pixels", "ho24-05-pixels", "ho24-06-pixels",
        "ho24-07-pixels", "ho24-08-pixels", "ho24-09-pixels", "ho24-10-pixels", "ho24-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT24_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout24", Heldout24SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho24-01" -> {
                rig.click("l-morning-run");
                rig.click("shuffle");
                rig.click("repeat");
                if (!right) { // wrong: one more press repeats the one song, not the playlist
                    rig.click("repeat");
                }
                rig.click("play-list");
            }
            case "ho24-02" -> {
                rig.click("tab-backup");
                rig.click("x-data");
                String s = right ? "mphotos" : "backup"; // wrong: the switch that stops every backup
                rig.scrollTo(s);
                rig.click(s);
                rig.scrollTo("save");
                rig.click("save");
            }
            case "ho24-03" -> {
                rig.click("gear");
                rig.click("all");
                String s = right ? "undo" : "read"; // wrong: mark as read after 30 seconds
                rig.scrollTo(s);
                rig.click(s); // the select's list opens; keys pick from it
                rig.keys(right ? 3 : 2, "Down");
                rig.xdo("key", "Return");
                Thread.sleep(300);
                rig.scrollTo("save");
                rig.click("save");
            }
            case "ho24-04" -> {
                String b = right ? "dl-six-rivers-north" : "dl-six-rivers-south"; // wrong: the other book of the pair
                rig.scrollTo(b);
                rig.click(b);
            }
            case "ho24-05" -> {
                if (right) {
                    rig.click("mg-okaforphoto-com");
                    rig.scrollTo("ar");
                    rig.click("ar");
                } else { // wrong: the banner's button, for every domain
                    rig.click("all-off");
                }
                rig.click("dlg-yes");
            }
            case "ho24-06" -> {
                if (right) {
                    rig.click("member");
                    rig.click("m-leave");
                } else { // wrong: leave the event's waitlist
                    rig.scrollTo("unwait");
                    rig.click("unwait");
                }
                rig.click("dlg-yes");
            }
            case "ho24-07" -> {
                String[] gone = right ? new String[] {"granola", "pesto", "spread"}
                        : new String[] {"granola", "pesto", "spread", "flapjacks"}; // wrong: the nut-free flapjacks too
                for (String g : gone) {
                    rig.scrollTo("rm-" + g);
                    rig.click("rm-" + g);
                }
            }
            case "ho24-08" -> {
                String c = right ? "sel-longstay" : "sel-pandr"; // wrong: the cheapest, but 2.2 m high at most
                rig.scrollTo(c);
                rig.click(c);
                rig.scrollTo("book");
                rig.click("book");
            }
            case "ho24-09" -> {
                rig.click("p-ana");
                rig.click("p-ben");
                rig.click("p-chloe");
                rig.click("amount");
                rig.type(right ? "21" : "28"); // wrong: the bill split three ways, leaving out my own share
                rig.scrollTo("send");
                rig.click("send");
            }
            case "ho24-10" -> {
                rig.click(right ? "n-guest" : "n-wifi");
                rig.click(right ? "eye-guest" : "eye-home");
                out = right ? "answer: Puffin-Harbour-62" : "answer: Lantern-Moss-19"; // wrong: the home network's
            }
            case "ho24-11" -> {
                String b = right ? "h-hill" : "h-high"; // wrong: the High Street branch
                rig.scrollTo(b);
                rig.click(b);
                out = right ? "answer: 13:00" : "answer: 17:30";
            }
            case "ho24-12" -> {
                rig.focus("Create archive"); // the first field, Archive name, has the focus
                rig.xdo("key", "Tab");
                rig.keys(right ? 1 : 2, "Down"); // wrong: .7z
                rig.xdo("key", "Tab"); // Compression
                rig.xdo("key", "Tab"); // Password
                rig.type("Marram-58");
                rig.clickIn("Create archive", OK12[0], OK12[1]);
                Thread.sleep(700);
            }
            case "ho24-13" -> {
                rig.focus("letter-to-council.txt");
                rig.xdo("key", "ctrl+End"); // the empty line after the name
                rig.keys(right ? 2 : 5, "Up"); // wrong: the first 'sincerely', in the last paragraph
                rig.xdo("key", "Home");
                rig.xdo("key", "shift+End");
                rig.type(right ? "Yours faithfully," : "I faithfully hope it can be repaired before somebody is badly hurt.");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho24-14" -> {
                rig.focus("Kitchen timer"); // the slider has the focus, at 30
                rig.keys(right ? 15 : 25, "Right"); // wrong: 55 minutes
                rig.clickIn("Kitchen timer", OK14[0], OK14[1]);
                Thread.sleep(700);
            }
            case "ho24-15" -> {
                rig.focus("year4-trip-letter.txt");
                rig.clickIn("year4-trip-letter.txt", 300, 200);
                rig.xdo("key", "ctrl+End");
                out = right ? "answer: 16:45" : "answer: 15:15"; // wrong: when school normally finishes
            }
            case "ho24-16" -> {
                rig.clickIn("Pantry", 300, 150);
                rig.xdo("key", "End");
                out = right ? "answer: 3 tins" : "answer: 5 tins"; // wrong: the plum tomatoes under them
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        shot(id + "-" + right + "-end");
        return out;
    }

    /** Where the OK button of each dialog is, from its top left corner (no window manager: no frame). */
    private static final int[] OK12 = {433, 278};
    private static final int[] OK14 = {251, 115};

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT24_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT24_SHOTS");
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
