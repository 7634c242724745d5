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
 * The nineteenth held-out yardstick (ho19-*, tag heldout19) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout19 set: whoever writes the brain's rules must not read it, nor
 * the ho19-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT19_ALL=1 scripts/test -Dtest=Heldout19SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT19_ONLY=ho19-03,ho19-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT19_ALL", matches = "1")
class Heldout19SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout19-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho19-01", "ho19-02", "ho19-03", "ho19-04", "ho19-05", "ho19-06", "ho19-07", "ho19-08",
        "ho19-09", "ho19-10", "ho19-11", "ho19-12", "ho19-13", "ho19-14", "ho19-15", "ho19-16",
        "ho19-01-pixels", "ho19-02-pixels", "ho19-03-pixels", "ho19-04-pixels", "ho19-05-pixels", "ho19-06-pixels",
        "ho19-07-pixels", "ho19-08-pixels", "ho19-09-pixels", "ho19-10-pixels", "ho19-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT19_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout19", Heldout19SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho19-01" -> {
                String b = right ? "porto" : "lisbon"; // wrong: the same changes made to the Lisbon stay, the first card
                rig.click("man-" + b);
                rig.scrollTo("bf-plus-" + b);
                rig.click("bf-plus-" + b);
                rig.click("bf-plus-" + b);
                rig.scrollTo("twin-" + b);
                rig.click("twin-" + b);
                rig.scrollTo("cout-" + b);
                rig.click("cout-" + b); // the native list opens on 11:00; until 14:00 is three down
                rig.keys(3, "Down");
                rig.xdo("key", "Return");
                rig.scrollTo("save-" + b);
                rig.click("save-" + b);
            }
            case "ho19-02" -> {
                rig.click("sh-b2032");
                rig.click("email");
                rig.type("tom.becker@hallmark.test");
                if (right) { // wrong: invited as an editor, the role the list starts on
                    rig.click("role"); // Viewer, Commenter, Editor: commenter is one up
                    rig.keys(1, "Up");
                    rig.xdo("key", "Return");
                }
                rig.click("invite");
                rig.click("link");
                rig.click("done");
            }
            case "ho19-03" -> {
                rig.click("a-yes");
                rig.click("a-meal"); // the native list opens on its placeholder: sea bass is two down, the risotto three
                rig.keys(right ? 2 : 3, "Down"); // wrong: the meals swapped
                rig.xdo("key", "Return");
                rig.click("s-yes");
                rig.scrollTo("s-meal");
                rig.click("s-meal");
                rig.keys(right ? 3 : 2, "Down");
                rig.xdo("key", "Return");
                rig.scrollTo("coach-back");
                rig.click("coach-back");
                rig.scrollTo("send");
                rig.click("send");
                rig.click("dlg-ok");
            }
            case "ho19-04" -> {
                rig.click("q");
                rig.type("The Glass Orchard");
                rig.xdo("key", "Return");
                Thread.sleep(300);
                rig.click("open-go1");
                if (right) { // wrong: left on the hardback the page opens on
                    rig.click("fmt-pb");
                }
                rig.click("qplus");
                rig.click("add");
                rig.click("bag");
                rig.click("how-cc");
                rig.click("shop"); // opens on Choose a shop; Bath · 14 Bridge Street is two down (Bridgewater is one)
                rig.keys(2, "Down");
                rig.xdo("key", "Return");
            }
            case "ho19-05" -> {
                if (right) { // wrong: the bag added to the flight out, the tab the page opens on
                    rig.click("tab-ret");
                }
                rig.click("bags-1");
                rig.click("addx");
                rig.click("dlg-ok");
            }
            case "ho19-06" -> {
                rig.click("p-leo");
                rig.click("rating"); // the middle of the slider is 12
                if (right) { // wrong: 12, for twelve and over
                    rig.xdo("key", "Left");
                }
                rig.click("save");
            }
            case "ho19-07" -> {
                rig.scrollTo("it-fridge");
                rig.click("it-fridge");
                rig.scrollTo("it-washer");
                rig.click("it-washer");
                rig.scrollTo("loc-front");
                rig.click("loc-front");
                String day = right ? "d-2031-11-27" : "d-2031-12-02"; // wrong: the Tuesday after, not the first free day
                rig.scrollTo(day);
                rig.click(day);
                rig.scrollTo("book");
                rig.click("book");
                rig.click("dlg-ok");
            }
            case "ho19-08" -> {
                rig.click("claim-gadget");
                rig.click("item-phone");
                rig.click("cause"); // opens on Choose one; accidental damage is one down
                rig.keys(1, "Down");
                rig.xdo("key", "Return");
                rig.click("date");
                rig.click(right ? "d-2031-11-15" : "d-2031-11-08"); // wrong: the Saturday a week earlier
                rig.click("c-submit");
            }
            case "ho19-09" -> {
                rig.click("tab-leave");
                out = right ? "answer: 9 days" : "answer: 13 days"; // wrong: the days already booked counted as left
            }
            case "ho19-10" -> {
                rig.click(right ? "sec-imms" : "sec-consult");
                out = right ? "answer: 17 August 2026" : "answer: 2 February 2030"; // wrong: the visit where it was only checked
            }
            case "ho19-11" -> {
                if (right) {
                    rig.click("kid-ella");
                }
                out = right ? "answer: 74%" : "answer: 81%"; // wrong: Sam's Romans project
            }
            case "ho19-12" -> {
                rig.focus("Book a service");
                rig.clickIn("Book a service", 290, 70);
                rig.type("LR19 KHD");
                rig.xdo("key", "Tab");
                rig.keys(right ? 5 : 3, "Down"); // the combos open empty; wrong: the full service without the MOT
                rig.xdo("key", "Tab");
                rig.keys(2, "Down");
                rig.xdo("key", "Tab");
                rig.keys(2, "Down");
                rig.clickIn("Book a service", 429, 233);
                Thread.sleep(700);
            }
            case "ho19-13" -> {
                rig.focus("cv.txt");
                line(right ? 2 : 29, "Phone: 07700 900456"); // wrong: the referee's number
                rig.xdo("key", "ctrl+Home");
                rig.keys(21, "Down");
                rig.xdo("key", "End");
                rig.xdo("key", "Return");
                rig.xdo("key", "minus"); // xdotool type takes a leading "-" for standard input
                rig.type(" Spanish (conversational)");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho19-14" -> {
                rig.focus("Sell an item");
                rig.clickIn("Sell an item", 250, 135);
                rig.xdo("key", "ctrl+a");
                rig.type("180");
                rig.clickIn("Sell an item", 290, 174); // the condition list opens on New; Good is two down
                rig.keys(2, "Down");
                rig.xdo("key", "Return");
                rig.clickIn("Sell an item", 14, 207); // no postage
                if (right) { // wrong: postage off but collection never offered
                    rig.clickIn("Sell an item", 14, 234);
                }
                rig.clickIn("Sell an item", 452, 310);
                Thread.sleep(700);
            }
            case "ho19-15" -> {
                rig.focus("money-i-owe.txt");
                rig.xdo("key", "ctrl+Home");
                rig.keys(right ? 3 : 6, "Down"); // wrong: the line about Ben's leaving present
                rig.xdo("key", "End");
                rig.keys(8, "BackSpace"); // "not paid"
                rig.type("paid");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho19-16" -> {
                rig.focus("Heron Cottage");
                rig.clickIn("Heron Cottage", 280, 200);
                rig.xdo("key", "ctrl+End");
                out = right ? "answer: 4817" : "answer: 2580"; // wrong: the alarm code
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

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT19_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT19_SHOTS");
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
