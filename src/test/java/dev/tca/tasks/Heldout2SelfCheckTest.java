package dev.tca.tasks;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The second held-out yardstick (ho2-*, tag heldout2) proved without tca: each checker fails on the untouched page
 * or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page reports
 * with ?debug, or at offsets inside a dialog) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout2 set: whoever writes the brain's rules must not read it, nor
 * the ho2-* tasks and pages.</b>
 *
 * <p>The suite proves a representative three (radio buttons on a page, a zenity checklist, xmessage) to keep the
 * whole suite well under 15 minutes; all 26, and two
 * pixels variants, are proved on demand: {@code TCA_HELDOUT2_ALL=1 mvn -o test -Dtest=Heldout2SelfCheckTest} on a
 * private display.
 */
@Tag("desktop")
class Heldout2SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout2-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho2-jacket-blue-medium", "ho2-zenity-packing", "ho2-xmessage-paper"})
    void aRepresentativeCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    @ParameterizedTest
    @EnabledIfEnvironmentVariable(named = "TCA_HELDOUT2_ALL", matches = "1")
    @ValueSource(strings = {"ho2-compose-carlos-pixels", "ho2-oncall-backup", "ho2-yad-keep-both", "ho2-signin-shared-pc", "ho2-volunteer-sunday", "ho2-email-only-two", "ho2-timezone-tokyo", "ho2-currency-euro",
        "ho2-currency-euro-pixels", "ho2-laptop-weight", "ho2-viewer-zoom", "ho2-car-return-july", "ho2-tip-eighteen",
        "ho2-cancel-woodworking", "ho2-compose-carlos", "ho2-photo-rotate-download", "ho2-expenses-taskbar",
        "ho2-reminders-second", "ho2-zenity-bus-row", "ho2-zenity-billing-radio", "ho2-zenity-hostname",
        "ho2-zenity-volume", "ho2-zenity-calendar-22", "ho2-yad-mug-order", "ho2-xmessage-meeting"})
    void everyOtherCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    private static void prove(String id) {
        rig.prove(id, "heldout2", Heldout2SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho2-laptop-weight" -> {
                rig.click("tab-specs");
                out = right ? "answer: 1.24 kg" : "answer: 14.9 mm";
            }
            case "ho2-oncall-backup" -> out = right ? "answer: Kenji Sato" : "answer: Ruth Okafor";
            case "ho2-signin-shared-pc" -> {
                rig.click("user");
                rig.xdo("type", "--delay", "30", "mtorres");
                rig.click("pass");
                rig.xdo("type", "--delay", "30", "river42");
                if (right) {
                    rig.click("keep");
                }
                rig.click("signin");
            }
            case "ho2-volunteer-sunday" -> {
                rig.click("name");
                rig.xdo("type", "--delay", "30", "Tomas Reyes");
                rig.click("email");
                rig.xdo("type", "--delay", "30", "t.reyes@example.org");
                rig.click("phone");
                rig.xdo("type", "--delay", "30", "555-0142");
                rig.click("day"); // the native list opens on the placeholder: Saturday, Sunday, Either day
                rig.xdo("key", "Down");
                if (right) {
                    rig.xdo("key", "Down");
                }
                rig.xdo("key", "Return");
                rig.click("register");
            }
            case "ho2-email-only-two" -> {
                rig.click("digest");
                rig.click("updates");
                rig.click("offers");
                if (right) {
                    rig.click("more-summary");
                    rig.click("partners");
                    rig.click("surveys");
                    rig.click("events");
                }
                rig.click("save");
            }
            case "ho2-timezone-tokyo" -> {
                rig.click("tz"); // the native list opens on London; Seoul is one above Tokyo, in the same zone
                for (int i = 0; i < (right ? 9 : 8); i++) {
                    rig.xdo("key", "Down");
                }
                rig.xdo("key", "Return");
                rig.click("save");
            }
            case "ho2-currency-euro" -> {
                rig.click("cur");
                rig.click(right ? "c-eur" : "c-gbp");
            }
            case "ho2-jacket-blue-medium" -> {
                rig.click(right ? "col-blue" : "col-navy");
                rig.click("size-m");
                rig.click("add");
            }
            case "ho2-viewer-zoom" -> {
                rig.click("m-view");
                rig.click("v-zoom");
                rig.click(right ? "z-150" : "z-125");
            }
            case "ho2-car-return-july" -> {
                rig.click("ret");
                rig.click("next");
                rig.click(right ? "day-2027-07-03" : "day-2027-07-02");
                rig.click("update");
            }
            case "ho2-tip-eighteen" -> {
                rig.click("tip"); // the thumb sits at the middle (15%); the arrows step by one
                for (int i = 0; i < (right ? 3 : 2); i++) {
                    rig.xdo("key", "Right");
                }
                rig.click("pay");
            }
            case "ho2-cancel-woodworking" -> {
                rig.click("heading"); // the page has the keyboard; the row is far below the fold
                rig.xdo("key", "End");
                Thread.sleep(400);
                rig.click(right ? "cancel-woodworking-monthly" : "cancel-ceramics-studio");
            }
            case "ho2-compose-carlos" -> {
                rig.click("to");
                rig.xdo("type", "--delay", "60", "carlos me");
                Thread.sleep(300);
                rig.click(right ? "s-carlos-mendes" : "s-c-medina");
                rig.click("send");
            }
            case "ho2-photo-rotate-download" -> {
                rig.click(right ? "rot-right" : "rot-left");
                rig.click("download");
            }
            case "ho2-expenses-taskbar" -> {
                rig.click(right ? "approve-volkov-taxi" : "approve-volkov-hotel");
                rig.click("reject-lind");
            }
            case "ho2-reminders-second" -> rig.click(right ? "del-passport" : "del-card");
            // GTK and X dialogs: offsets inside the window, read off screenshots of the dialogs on a private Xvfb
            case "ho2-zenity-bus-row" -> {
                rig.clickIn("Timetable", 37, right ? 118 : 141);
                rig.clickIn("Timetable", 369, 275);
            }
            case "ho2-zenity-packing" -> {
                if (right) {
                    rig.clickIn("Packing list", 37, 95);
                }
                rig.clickIn("Packing list", 37, 118);
                rig.clickIn("Packing list", 308, 295);
            }
            case "ho2-zenity-billing-radio" -> {
                rig.clickIn("Billing", 27, right ? 95 : 118);
                rig.clickIn("Billing", 329, 255);
            }
            case "ho2-zenity-hostname" -> {
                rig.focus("Server name");
                rig.xdo("key", "ctrl+a");
                rig.xdo("type", "--delay", "30", right ? "backup-02" : "backup-2");
                rig.xdo("key", "Return");
            }
            case "ho2-zenity-volume" -> {
                rig.clickIn("Alarm", 91, 61); // on the knob at 30: focuses the scale without moving it
                for (int i = 0; i < (right ? 3 : 2); i++) {
                    rig.xdo("key", "Right");
                }
                rig.clickIn("Alarm", 249, 98);
            }
            case "ho2-zenity-calendar-22" -> {
                rig.clickIn("Delivery date", right ? 114 : 86, 163);
                rig.clickIn("Delivery date", 178, 237);
            }
            case "ho2-yad-keep-both" -> rig.clickIn("File exists", right ? 366 : 158, 73);
            case "ho2-yad-mug-order" -> {
                rig.clickIn("Custom mug", 255, 18);
                rig.xdo("type", "--delay", "30", "Ingrid");
                rig.clickIn("Custom mug", 255, 57); // the size list pops up over the combo on Small
                rig.xdo("key", "--delay", "150", "Down", "Down", "Return");
                rig.clickIn("Custom mug", 399, 96);
                rig.clickIn("Custom mug", 399, 96);
                if (right) {
                    rig.clickIn("Custom mug", 14, 129);
                }
                rig.clickIn("Custom mug", 373, 160);
            }
            case "ho2-xmessage-paper" -> rig.clickIn("xmessage", right ? 188 : 94, 52);
            case "ho2-xmessage-meeting" -> rig.clickIn("xmessage", right ? 85 : 25, 52);
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }
}
