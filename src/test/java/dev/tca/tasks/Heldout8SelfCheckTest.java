package dev.tca.tasks;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The eighth held-out yardstick (ho8-*, tag heldout8) proved without tca: each checker fails on the untouched page
 * or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page reports
 * with ?debug, or at offsets inside a dialog) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout8 set: whoever writes the brain's rules must not read it, nor
 * the ho8-* tasks and pages.</b>
 *
 * <p>Nothing here runs in the default suite; all 16 tasks, and the pixels variant of each of the 11 web tasks, are
 * proved on demand: {@code TCA_HELDOUT8_ALL=1 scripts/test -Dtest=Heldout8SelfCheckTest} (a private display).
 */
@Tag("desktop")
@EnabledIfEnvironmentVariable(named = "TCA_HELDOUT8_ALL", matches = "1")
class Heldout8SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout8-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho8-bank-savings-balance", "ho8-newsletter-fridays", "ho8-team-remove-jonas-weber",
        "ho8-bikes-two-ebikes", "ho8-invoices-record-2231", "ho8-invoices-overdue-count", "ho8-home-bedtime-lights",
        "ho8-seats-14-left-window", "ho8-chat-mute-book-club", "ho8-music-road-trip", "ho8-security-new-password",
        "ho8-zenity-languages-except-greek", "ho8-zenity-dim-to-35", "ho8-zenity-keep-budget-changes",
        "ho8-zenity-attach-march-receipt", "ho8-yad-restore-tuesday-evening",
        "ho8-bank-savings-balance-pixels", "ho8-newsletter-fridays-pixels", "ho8-team-remove-jonas-weber-pixels",
        "ho8-bikes-two-ebikes-pixels", "ho8-invoices-record-2231-pixels", "ho8-invoices-overdue-count-pixels",
        "ho8-home-bedtime-lights-pixels", "ho8-seats-14-left-window-pixels", "ho8-chat-mute-book-club-pixels",
        "ho8-music-road-trip-pixels", "ho8-security-new-password-pixels"})
    void everyCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        rig.prove(id, "heldout8", Heldout8SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho8-bank-savings-balance" -> {
                rig.click("eye");
                out = right ? "answer: €8,930.12" : "answer: €1,204.55"; // wrong: the current account
            }
            case "ho8-newsletter-fridays" -> {
                if (right) {
                    rig.click("day-mon");
                    rig.click("day-thu");
                } else {
                    rig.click("longread"); // wrong: the banner's Friday product, the old days kept
                }
                rig.click("day-fri");
                rig.scrollTo("save");
                rig.click("save");
            }
            case "ho8-team-remove-jonas-weber" -> {
                if (right) {
                    rig.click("tab-atlas");
                }
                rig.click(right ? "more-atlas-jonas.weber" : "more-borealis-jonas.weber"); // wrong: the project open first
                rig.click("m-remove");
                rig.click("confirm");
            }
            case "ho8-bikes-two-ebikes" -> {
                String bike = right ? "ebike" : "city"; // wrong: the first bike on the list
                rig.click("plus-" + bike);
                rig.click("plus-" + bike);
                rig.click("next");
                rig.click("date");
                rig.keys(2, "Left"); // to the month, whichever part the click landed on
                rig.type("06142031");
                rig.click("start"); // the native list opens on 09:00
                rig.keys(1, "Down");
                rig.xdo("key", "Return");
                rig.click("hours");
                rig.xdo("key", "Home");
                rig.keys(3, "Right");
                rig.click("next");
                rig.click("x-helmet");
                rig.click("next");
                rig.click("next");
            }
            case "ho8-invoices-record-2231" -> {
                String b = "pay-" + (right ? "2231" : "2213"); // wrong: the same client and amount, digits swapped
                rig.scrollTo(b);
                rig.click(b);
                rig.click("method");
                rig.click("method-lb-bank-transfer");
                rig.click("pay-save");
            }
            case "ho8-invoices-overdue-count" -> {
                rig.click("status");
                rig.click("status-lb-overdue");
                out = right ? "answer: 5" : "answer: 4"; // wrong: one overdue invoice missed
            }
            case "ho8-home-bedtime-lights" -> {
                rig.click("all-off"); // wrong: stop there, the hallway dark too
                if (right) {
                    rig.click("room-hallway");
                    rig.click("sw-hallway-light");
                }
            }
            case "ho8-seats-14-left-window" -> {
                rig.click(right ? "seat-14A" : "seat-14F"); // wrong: the window on the right
                rig.click("continue");
            }
            case "ho8-chat-mute-book-club" -> {
                rig.click(right ? "conv-book-club" : "conv-book-club-org"); // wrong: the organisers' group, listed first
                rig.click("info-btn");
                rig.click("opt-mute");
                rig.click("dur-1w");
                rig.click("mute-ok");
            }
            case "ho8-music-road-trip" -> {
                rig.click("q");
                rig.type("harbour lights");
                rig.xdo("key", "Return");
                Thread.sleep(400);
                rig.click(right ? "more-harbour-lights" : "more-harbour-lights-live"); // wrong: the live recording
                rig.click("m-playlist");
                scrollInside("pl-list", "pl-7", 250);
                rig.click("pl-7");
            }
            case "ho8-security-new-password" -> {
                rig.click("tab-security");
                rig.click("edit-pw");
                rig.click("pw-old");
                rig.type("Wren-Kettle-19");
                rig.click("pw-new");
                rig.type("Basil-Moth-42");
                rig.click("pw-new2");
                rig.type("Basil-Moth-42");
                rig.click("pw-save");
                if (right) {
                    rig.click("signout-others");
                    rig.click("so-ok");
                } else {
                    rig.click("signout-phone"); // wrong: one other device signed out, two left
                }
            }
            // GTK dialogs: offsets inside the window, read off screenshots of the dialogs on a private Xvfb
            case "ho8-zenity-languages-except-greek" -> {
                for (int y : new int[] {72, 95, 141, 164, 187}) {
                    rig.clickIn("Language support", 43, y);
                }
                if (!right) {
                    rig.clickIn("Language support", 43, 118); // wrong: Greek too
                }
                rig.clickIn("Language support", 389, 335);
            }
            case "ho8-zenity-dim-to-35" -> {
                rig.clickIn("Display", 204, 60); // the knob, at 80
                rig.keys(right ? 9 : 8, "Left"); // wrong: 40
                rig.clickIn("Display", 249, 98);
            }
            case "ho8-zenity-keep-budget-changes" -> rig.clickIn("Unsaved changes", right ? 251 : 477, 98); // wrong: close without saving
            case "ho8-zenity-attach-march-receipt" -> {
                // the rows: app.stdout (the bench's), march-notes.txt, receipts, statements; the sidebar's width
                // follows the folder's name, so the list is clicked well to the right of it
                rig.clickIn("Attach a file", 640, right ? 129 : 152); // wrong: the statements folder
                rig.xdo("key", "Return");
                Thread.sleep(600);
                rig.clickIn("Attach a file", 640, right ? 129 : 106); // march-2031.pdf in either folder
                rig.xdo("key", "Return");
            }
            case "ho8-yad-restore-tuesday-evening" -> {
                rig.clickIn("Restore backup", 17, right ? 107 : 84); // wrong: Tuesday morning
                rig.clickIn("Restore backup", 512, 318);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }

    /** Wheels a scrolling box (height px) until the element is well inside it. */
    private static void scrollInside(String box, String id, int height) throws Exception {
        JsonNode b = rig.runner().server().last().path("rects").get(box);
        int top = b.get(1).asInt() - height / 2;
        rig.xdo("mousemove", "--sync", b.get(0).asText(), b.get(1).asText());
        for (int i = 0; i < 30; i++) {
            JsonNode e = rig.runner().server().last().path("rects").get(id);
            if (e != null && e.get(1).asInt() > top + 20 && e.get(1).asInt() < top + height - 25) {
                return;
            }
            rig.xdo("click", "5");
            Thread.sleep(250);
        }
        throw new AssertionError("scrolling never brought " + id + " into " + box);
    }
}
