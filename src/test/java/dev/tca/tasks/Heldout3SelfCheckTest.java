package dev.tca.tasks;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The third held-out yardstick (ho3-*, tag heldout3) proved without tca: each checker fails on the untouched page
 * or app, fails after a plausible wrong action, and passes once real input (xdotool at the boxes the page reports
 * with ?debug, or at offsets inside a dialog) has reached the goal.
 *
 * <p><b>This file holds the solutions of the heldout3 set: whoever writes the brain's rules must not read it, nor
 * the ho3-* tasks and pages.</b>
 *
 * <p>The suite proves two (a native select with a div-based dropdown on a page, a zenity checklist) to stay fast;
 * all 28, and the pixels variant of each of the 18 web tasks, are proved on demand: {@code TCA_HELDOUT3_ALL=1 mvn -o test
 * -Dtest=Heldout3SelfCheckTest} on a private display.
 */
@Tag("desktop")
class Heldout3SelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout3-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho3-print-letter-bw", "ho3-zenity-install-parts"})
    void aRepresentativeCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    @ParameterizedTest
    @EnabledIfEnvironmentVariable(named = "TCA_HELDOUT3_ALL", matches = "1")
    @ValueSource(strings = {"ho3-library-login", "ho3-warranty-register", "ho3-cookies-choose", "ho3-pizza-large-thin",
        "ho3-router-firmware", "ho3-data-export", "ho3-sheet-csv", "ho3-playlist-harbour", "ho3-weather-valencia",
        "ho3-bills-gas-april", "ho3-vet-october", "ho3-bedroom-21", "ho3-lentil-dal", "ho3-archive-wedding",
        "ho3-bookmark-sourdough", "ho3-helpdesk-banner", "ho3-blog-comment", "ho3-zenity-backup-daily",
        "ho3-zenity-contact-omar", "ho3-zenity-moveout-19", "ho3-zenity-brightness-65", "ho3-zenity-folder-tax",
        "ho3-zenity-keep-editing", "ho3-zenity-receipt-vat", "ho3-yad-room-cirrus", "ho3-xmessage-snooze",
        "ho3-library-login-pixels", "ho3-warranty-register-pixels", "ho3-cookies-choose-pixels", "ho3-print-letter-bw-pixels",
        "ho3-pizza-large-thin-pixels", "ho3-router-firmware-pixels", "ho3-data-export-pixels", "ho3-sheet-csv-pixels",
        "ho3-playlist-harbour-pixels", "ho3-weather-valencia-pixels", "ho3-bills-gas-april-pixels", "ho3-vet-october-pixels",
        "ho3-bedroom-21-pixels", "ho3-lentil-dal-pixels", "ho3-archive-wedding-pixels", "ho3-bookmark-sourdough-pixels",
        "ho3-helpdesk-banner-pixels", "ho3-blog-comment-pixels"})
    void everyOtherCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    private static void prove(String id) {
        rig.prove(id, "heldout3", Heldout3SelfCheckTest::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private static String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho3-library-login" -> {
                rig.click("card");
                rig.type("n.okafor");
                rig.click("pin");
                rig.type(right ? "Birch-417" : "Birch-471");
                rig.click("go");
            }
            case "ho3-warranty-register" -> {
                rig.click("first");
                rig.type("Priya");
                rig.click("last");
                rig.type("Raman");
                rig.click("email");
                rig.type("priya.raman@example.net");
                rig.click("model"); // the native list opens on the placeholder: AX-100 is one down, AX-300 two
                rig.keys(right ? 2 : 1, "Down");
                rig.xdo("key", "Return");
                rig.click("country"); // opens on United Kingdom; Ireland is next
                rig.keys(1, "Down");
                rig.xdo("key", "Return");
                rig.click("register");
            }
            case "ho3-cookies-choose" -> {
                rig.click("advertising");
                if (right) {
                    rig.click("personal");
                }
                rig.click("social");
                rig.click("save");
            }
            case "ho3-print-letter-bw" -> {
                rig.click("paper"); // the native list opens on A4; Letter is two down
                rig.keys(2, "Down");
                rig.xdo("key", "Return");
                rig.click("colour");
                rig.click(right ? "o-bw" : "o-grey");
                rig.click("print");
            }
            case "ho3-pizza-large-thin" -> {
                rig.click(right ? "s-large" : "s-family");
                rig.click("c-thin");
                rig.click("h-collect");
                rig.click("order");
            }
            case "ho3-router-firmware" -> {
                rig.click("t-system");
                out = right ? "answer: 7.2.118" : "answer: NB5B-20931-7744";
            }
            case "ho3-data-export" -> {
                rig.click("h-privacy");
                rig.click(right ? "a-export" : "a-history");
            }
            case "ho3-sheet-csv" -> {
                rig.click("file");
                rig.click("f-download");
                rig.click(right ? "d-csv" : "d-tsv");
            }
            case "ho3-playlist-harbour" -> {
                hover("play-morning-tram"); // the wheel scrolls the list under the pointer
                for (int i = 0; i < 4; i++) {
                    rig.xdo("click", "5");
                }
                Thread.sleep(400);
                rig.click(right ? "like-harbour-lights" : "like-harbour-walls");
                rig.click(right ? "play-harbour-lights" : "play-harbour-walls");
            }
            case "ho3-weather-valencia" -> {
                rig.click("q");
                rig.xdo("type", "--delay", "60", "valen");
                Thread.sleep(300);
                rig.click(right ? "p-valencia-spain" : "p-valencia-venezuela");
                out = right ? "answer: 22°C" : "answer: 31°C";
            }
            case "ho3-bills-gas-april" -> out = right ? "answer: $61.40" : "answer: $93.65";
            case "ho3-vet-october" -> {
                rig.click("date");
                rig.click("next");
                rig.click(right ? "day-2027-10-14" : "day-2027-10-13");
                rig.click("time"); // the native list opens on 09:00; 10:30 is three down
                rig.keys(3, "Down");
                rig.xdo("key", "Return");
                rig.click("book");
            }
            case "ho3-bedroom-21" -> {
                rig.click("bedroom"); // the click moves the thumb somewhere; Home puts it at 10, each Right adds 0.5
                rig.xdo("key", "Home");
                rig.keys(right ? 22 : 21, "Right");
            }
            case "ho3-lentil-dal" -> {
                rig.click("q");
                rig.type("lentil");
                rig.xdo("key", "Return");
                Thread.sleep(300);
                rig.click(right ? "save-red-lentil-dal" : "save-spiced-lentil-soup");
            }
            case "ho3-archive-wedding" -> rig.click(right ? "archive-hannah-berg-4" : "archive-hannah-berg-8");
            case "ho3-bookmark-sourdough" -> {
                rig.click(right ? "bookmark-ines-bakes" : "bookmark-inesm-photo");
                rig.click(right ? "like-ines-bakes" : "like-inesm-photo");
            }
            case "ho3-helpdesk-banner" -> {
                rig.click("as-4471"); // opens on Unassigned: Luis Ortega, Maya Ito, Maya Iversen
                rig.keys(right ? 2 : 3, "Down");
                rig.xdo("key", "Return");
                rig.click("pr-4471"); // opens on Normal; High is next
                rig.keys(1, "Down");
                rig.xdo("key", "Return");
                rig.click("save");
            }
            case "ho3-blog-comment" -> {
                rig.click("heading"); // the form is far below the fold
                rig.xdo("key", "End");
                Thread.sleep(400);
                rig.click("cname");
                rig.type(right ? "Ben" : "Ben R");
                rig.click("ctext");
                rig.type("Basil grew great on my balcony");
                rig.click("post");
            }
            // GTK and X dialogs: offsets inside the window, read off screenshots of the dialogs on a private Xvfb
            case "ho3-zenity-backup-daily" -> {
                rig.clickIn("Backup schedule", 27, right ? 95 : 72);
                rig.clickIn("Backup schedule", 309, 275);
            }
            case "ho3-zenity-install-parts" -> {
                rig.clickIn("Choose components", 27, 118);
                rig.clickIn("Choose components", 27, 141);
                if (right) {
                    rig.clickIn("Choose components", 27, 95);
                }
                rig.clickIn("Choose components", 349, 315);
            }
            case "ho3-zenity-contact-omar" -> {
                rig.clickIn("New contact", 182, 53);
                rig.type("Omar");
                rig.clickIn("New contact", 182, 93);
                rig.type("Haddad");
                rig.clickIn("New contact", 182, 133);
                rig.type("0161 496 0734");
                rig.clickIn("New contact", 182, 173); // the group list pops up with Family highlighted
                rig.xdo("key", "--delay", "150", "Down");
                if (right) {
                    rig.xdo("key", "Down");
                }
                rig.xdo("key", "Return");
                rig.clickIn("New contact", 230, 216);
            }
            case "ho3-zenity-moveout-19" -> {
                rig.clickIn("Move-out date", right ? 170 : 142, 146);
                rig.clickIn("Move-out date", 178, 237);
            }
            case "ho3-zenity-brightness-65" -> {
                rig.clickIn("Screen brightness", 115, 61); // on the knob at 40: focuses the scale without moving it
                rig.keys(right ? 5 : 4, "Right");
                rig.clickIn("Screen brightness", 249, 98);
            }
            case "ho3-zenity-folder-tax" -> {
                rig.focus("New folder");
                rig.xdo("key", "ctrl+a");
                rig.type(right ? "Tax 2026" : "Tax 2025");
                rig.xdo("key", "Return");
            }
            case "ho3-zenity-keep-editing" -> rig.clickIn("Unsaved changes", right ? 268 : 400, 96);
            case "ho3-zenity-receipt-vat" -> out = right ? "answer: 4.15" : "answer: 33.89";
            case "ho3-yad-room-cirrus" -> {
                rig.clickIn("Book a meeting room", 225, 18); // the room list pops up over the combo on Aurora
                rig.xdo("key", "--delay", "150", "Down", "Down", "Return");
                rig.clickIn("Book a meeting room", 359, 57);
                rig.clickIn("Book a meeting room", 359, 57);
                rig.clickIn("Book a meeting room", 14, 90);
                if (right) {
                    rig.clickIn("Book a meeting room", 14, 117);
                }
                rig.clickIn("Book a meeting room", 333, 149);
            }
            case "ho3-xmessage-snooze" -> rig.clickIn("xmessage", right ? 160 : 240, 39);
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }

    /** Puts the pointer on an element the page reported, without clicking it. */
    private static void hover(String id) throws Exception {
        JsonNode box = rig.runner().server().last().path("rects").get(id);
        assertThat(box).as("the page's box of " + id).isNotNull();
        rig.xdo("mousemove", "--sync", box.get(0).asText(), box.get(1).asText());
    }
}
