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
 * The fourteenth held-out yardstick (ho14-*, tag heldout14) proved without tca: each checker fails on the untouched
 * page or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page
 * reports with ?debug, or keys and clicks inside a dialog or editor) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout14 set: whoever writes the brain's rules must not read it, nor
 * the ho14-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT14_ALL=1 scripts/test -Dtest=Heldout14SelfCheckTest} (a private display).
 * {@code TCA_HELDOUT14_ONLY=ho14-03,ho14-12} proves only those ids (and their pixels variants).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT14_ALL", matches = "1")
class Heldout14SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout14-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho14-01", "ho14-02", "ho14-03", "ho14-04", "ho14-05", "ho14-06", "ho14-07", "ho14-08",
        "ho14-09", "ho14-10", "ho14-11", "ho14-12", "ho14-13", "ho14-14", "ho14-15", "ho14-16",
        "ho14-01-pixels", "ho14-02-pixels", "ho14-03-pixels", "ho14-04-pixels", "ho14-05-pixels", "ho14-06-pixels",
        "ho14-07-pixels", "ho14-08-pixels", "ho14-09-pixels", "ho14-10-pixels", "ho14-11-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        String only = System.getenv("TCA_HELDOUT14_ONLY");
        Assumptions.assumeTrue(only == null || only.isBlank() || Arrays.asList(only.split(",")).contains(id.replace("-pixels", "")));
        rig.prove(id, "heldout14", Heldout14SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        shot(id + "-" + right + "-start");
        switch (id.replace("-pixels", "")) {
            case "ho14-01" -> {
                rig.click(right ? "ev-dr-thu" : "ev-dr-tue"); // wrong: Tuesday's design review, the same title
                rig.click("rem");
                rig.click("rem-30");
                rig.click("guest");
                rig.type("Omar");
                Thread.sleep(300);
                rig.click("sg-omar");
                rig.click("ev-save");
            }
            case "ho14-02" -> {
                if (right) { // wrong: freezes the credit card, the one shown first
                    rig.click("card-debit");
                }
                rig.click("sw-freeze");
                rig.click("dlg-ok");
                rig.click("card-credit");
                rig.click("lim"); // the thumb jumps to the middle; the keys then set it exactly
                rig.xdo("key", "Home");
                rig.keys(10, "Right");
                rig.click("lim-save");
            }
            case "ho14-03" -> {
                rig.click("tab-may");
                out = right ? "answer: Netherlands" : "answer: France"; // wrong: the most returns this month
            }
            case "ho14-04" -> {
                if (right) { // wrong: the production tab, open at the start
                    rig.click("env-staging");
                }
                rig.click("sw-checkout_v2");
                rig.click("publish");
                rig.click("dlg-ok");
            }
            case "ho14-05" -> {
                String small = right ? "walnut-table-s" : "oak-table-s"; // wrong: the oak tables, the same sizes
                String large = right ? "walnut-table-l" : "oak-table-l";
                rig.scrollTo("ed-" + small);
                rig.click("ed-" + small);
                rig.click("f-stock");
                rig.xdo("key", "ctrl+a");
                rig.type("0");
                rig.click("dr-save");
                rig.scrollTo("ed-" + large);
                rig.click("ed-" + large);
                rig.click("f-price");
                rig.xdo("key", "ctrl+a");
                rig.type("749");
                rig.click("dr-save");
            }
            case "ho14-06" -> {
                rig.click(right ? "d-a650-sat" : "d-a650-sun"); // wrong: the other S, Sunday
                rig.click("ex-a650");
                rig.click("sn-plus");
            }
            case "ho14-07" -> {
                rig.click("gear");
                rig.click("m-quality");
                rig.click("o-quality-480p");
                if (right) {
                    rig.click("m-subs");
                    rig.click("o-subs-en");
                } else {
                    rig.click("cc"); // wrong: the CC button brings back the last track, German
                }
            }
            case "ho14-08" -> {
                rig.click(right ? "pr-484" : "pr-481"); // wrong: Jia's pull request documenting the rate limits
                rig.click("g-lbl");
                rig.click("li-needs-docs");
                rig.click("g-rev");
                rig.click("ru-mtanaka");
            }
            case "ho14-09" -> {
                rig.scrollTo("sec-size");
                rig.click("sec-size");
                out = right ? "answer: Breeze Pro" : "answer: AeroLite 5"; // wrong: the one sold as ultra-light
            }
            case "ho14-10" -> {
                rig.click(right ? "it-nf-old" : "it-nf"); // wrong: the Netflix login in use, listed first
                rig.click("kb");
                rig.click("mi-del");
                rig.click("dlg-ok");
                rig.click(right ? "st-gh-work" : "st-gh-personal");
            }
            case "ho14-11" -> {
                rig.click("h-mobile-wed");
                rig.type("3.5");
                if (right) { // wrong: submitted without the meetings
                    rig.click("h-meetings-wed");
                    rig.type("4");
                }
                rig.click("submit");
                rig.click("dlg-ok");
            }
            case "ho14-12" -> {
                // the tick boxes at x 44, rows at y 89 + 23 * i; Delete at 669,395
                int[] rows = right ? new int[] {0, 2, 4} : new int[] {0, 2, 3, 4}; // wrong: Sam's iPhone too
                for (int r : rows) {
                    rig.clickIn("Free up space", 44, 89 + 23 * r);
                }
                rig.clickIn("Free up space", 669, 395);
                Thread.sleep(700);
            }
            case "ho14-13" -> {
                rig.focus("heating-schedule.txt");
                rig.xdo("key", "ctrl+Home");
                rig.keys(right ? 10 : 5, "Down"); // wrong: 08:00 on weekdays
                rig.xdo("key", "Home");
                rig.keys(2, "Delete");
                rig.type("09");
                rig.xdo("key", "ctrl+s");
                Thread.sleep(1000);
            }
            case "ho14-14" -> {
                rig.focus("Screen recording");
                rig.xdo("key", "Down"); // Current window
                rig.xdo("key", "Tab");
                rig.xdo("key", "Down"); // 60 fps
                rig.xdo("key", "Tab");
                rig.xdo("key", "space"); // microphone off
                rig.xdo("key", "Tab");
                if (right) { // wrong: the system sound left off
                    rig.xdo("key", "space");
                }
                rig.xdo("key", "Tab");
                rig.xdo("key", "ctrl+a");
                rig.type("5");
                rig.clickIn("Screen recording", 350, 210); // Start recording
                Thread.sleep(700);
            }
            case "ho14-15" -> {
                rig.focus("Report a problem");
                if (right) { // wrong: the teapot warmer, selected at the start
                    rig.clickIn("Report a problem", 249, 96);
                }
                rig.xdo("key", "Tab");
                rig.keys(3, "Down"); // It arrived damaged
                rig.xdo("key", "Tab");
                rig.keys(2, "Down"); // Send a replacement
                rig.clickIn("Report a problem", 509, 242); // OK
                Thread.sleep(700);
            }
            case "ho14-16" -> {
                if (right) { // wrong: the email to the organiser left ticked
                    rig.clickIn("Invitation", 14, 68);
                }
                rig.clickIn("Invitation", 289, 100); // Tentative
                Thread.sleep(700);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        shot(id + "-" + right + "-end");
        return out;
    }

    /** While the drivers are written: a picture of the private display when TCA_HELDOUT14_SHOTS names a folder. */
    private static void shot(String name) throws Exception {
        String dir = System.getenv("TCA_HELDOUT14_SHOTS");
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
