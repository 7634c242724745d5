package dev.tca.tasks;

import dev.tca.live.PrivateDisplay;
import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The held-out yardstick proved without tca: each held-out checker fails on the untouched page or app, fails after
 * a plausible wrong action, and passes once real input (xdotool at the boxes the page reports with ?debug) has
 * reached the goal. These scripts are the answers: brain authors should not read them, nor the ho-* tasks.
 */
@Tag("desktop")
class HeldoutSelfCheckTest {

    private static TaskRunner runner;
    private static Map<String, String> env;
    private static Map<String, TaskSpec> tasks;

    @BeforeAll
    static void start() throws Exception {
        env = new HashMap<>(System.getenv());
        env.put("DISPLAY", PrivateDisplay.require());
        runner = new TaskRunner(env, Files.createTempDirectory("tca-heldout-selfcheck"), true);
        tasks = new HashMap<>();
        TaskLoader.bundled().forEach(t -> tasks.put(t.id(), t));
    }

    @AfterAll
    static void stop() {
        if (runner != null) {
            runner.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho-kettle-price", "ho-privacy-autoplay", "ho-contacts-delete-marta", "ho-album-keep",
        "ho-checkout-canada", "ho-recipes-favourite", "ho-allergies-profile", "ho-hotel-family-pixels", "ho-dentist-march",
        "ho-account-annual", "ho-rental-agree", "ho-note-pin-green", "ho-departures-york", "ho-zenity-rename", "ho-yad-room",
        "ho-zenity-delivery-radio", "ho-yad-dont-save", "ho-zenity-licence", "ho-zenity-department"})
    void theCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        TaskSpec task = tasks.get(id);
        assertThat(task).as(id).isNotNull();
        TaskResult untouched = runner.run(task, (t, runs) -> new Agent.Attempt(0, "", 0, false));
        assertThat(untouched.passed()).as("untouched " + id).isFalse();
        TaskResult wrong = runner.run(task, (t, runs) -> new Agent.Attempt(0, drive(t.id(), false), 1, false));
        assertThat(wrong.passed()).as("wrong action on " + id).isFalse();
        TaskResult driven = runner.run(task, (t, runs) -> new Agent.Attempt(0, drive(t.id(), true), 1, false));
        assertThat(driven.reason()).as("driven " + id).isEmpty();
        assertThat(driven.passed()).isTrue();
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho-kettle-price" -> out = right ? "answer: £42.50" : "answer: £48.00";
            case "ho-departures-york" -> out = right ? "answer: platform 7" : "answer: platform 11";
            case "ho-privacy-autoplay" -> {
                click("autoplay");
                click("twofactor");
                if (right) {
                    click("save");
                }
            }
            case "ho-contacts-delete-marta" -> {
                click(right ? "delete-marta-ruiz" : "delete-martin-ruiz");
                click("ok");
            }
            case "ho-album-keep" -> {
                click(right ? "cancel" : "ok");
                if (right) {
                    click("name");
                    xdo("key", "ctrl+a");
                    xdo("type", "--delay", "30", "Lisbon 2025");
                    click("save");
                }
            }
            case "ho-checkout-canada" -> {
                if (right) {
                    click("country"); // the native list opens; type-ahead finds Canada
                    xdo("key", "--delay", "150", "c", "Return");
                }
                click("del-express");
                click("place");
            }
            case "ho-recipes-favourite" -> {
                click("q");
                xdo("type", "--delay", "40", "lentil soup");
                click(right ? "fav-red-lentil-soup" : "fav-lentil-salad-with-feta");
            }
            case "ho-allergies-profile" -> {
                if (right) {
                    click("gluten");
                }
                click("peanuts");
                click("shellfish");
                click("save");
            }
            case "ho-hotel-family" -> {
                click("adults-plus");
                click(right ? "children-plus" : "adults-plus");
                click("children-plus");
                click("go");
            }
            case "ho-dentist-march" -> {
                click("date");
                xdo("type", "--delay", "60", "03142027");
                click("time"); // the native list opens on the placeholder: 08:30 09:00 09:30 10:00 10:30
                xdo("key", "--delay", "120", "Down", "Down", "Down", "Down", "Down", "Return");
                if (right) {
                    click("confirm");
                }
            }
            case "ho-account-annual" -> {
                click("tab-billing");
                click("period-annual");
                if (right) {
                    click("save-billing");
                }
            }
            case "ho-rental-agree" -> {
                click("clauses"); // the page has the keyboard; the agreement is long: the box is below the fold
                xdo("key", "End");
                Thread.sleep(400);
                click("agree");
                if (right) {
                    click("go");
                }
            }
            case "ho-note-pin-green" -> {
                click("pin");
                click("colour");
                click(right ? "c-green" : "c-teal");
            }
            case "ho-zenity-rename" -> {
                focus("Rename");
                xdo("key", "ctrl+a");
                xdo("type", "--delay", "30", right ? "Q3 plan" : "Q3 plan.odt");
                xdo("key", "Return");
            }
            // GTK dialogs: offsets inside the window, read off a screenshot of the dialog on the bench Xvfb
            case "ho-yad-room" -> {
                clickIn("Book a meeting room", 173, 18);
                xdo("type", "--delay", "30", "Sprint review");
                if (right) {
                    clickIn("Book a meeting room", 173, 57); // the combo's list drops below it: Room A, B, C
                    clickIn("Book a meeting room", 124, 118);
                }
                clickIn("Book a meeting room", 14, 90);
                clickIn("Book a meeting room", 213, 122);
            }
            case "ho-zenity-delivery-radio" -> {
                clickIn("Delivery", 34, right ? 118 : 95);
                clickIn("Delivery", 249, 171);
            }
            case "ho-yad-dont-save" -> clickIn("Writer", right ? 55 : 273, 39);
            case "ho-zenity-licence" -> {
                if (right) {
                    clickIn("Licence agreement", 23, 360);
                }
                clickIn("Licence agreement", right ? 509 : 419, 395);
            }
            case "ho-zenity-department" -> {
                clickIn("New employee", 191, 53);
                xdo("type", "--delay", "30", "Lin Chen");
                clickIn("New employee", 191, 93); // the list drops over the form: Sales, Support, Finance, Legal
                clickIn("New employee", 141, right ? 154 : 125);
                clickIn("New employee", 239, 136);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }

    /** Clicks the centre of the element the page reported, in screen coordinates. */
    private void click(String id) throws Exception {
        JsonNode box = runner.server().last().path("rects").get(id);
        assertThat(box).as("the page's box of " + id).isNotNull();
        xdo("mousemove", "--sync", box.get(0).asText(), box.get(1).asText());
        xdo("click", "1");
        Thread.sleep(250);
    }

    /** Clicks at an offset inside the newest visible window whose title matches (no window manager: no frame). */
    private void clickIn(String title, int dx, int dy) throws Exception {
        List<String> ids = new Windows(env).search("--name", title);
        assertThat(ids).as("windows named " + title).isNotEmpty();
        ProcessBuilder pb = new ProcessBuilder("xdotool", "getwindowgeometry", "--shell", ids.get(ids.size() - 1));
        pb.environment().putAll(env);
        Map<String, Integer> geo = new HashMap<>();
        new String(pb.start().getInputStream().readAllBytes()).lines().map(l -> l.split("="))
                .filter(kv -> kv.length == 2 && kv[1].matches("\\d+")).forEach(kv -> geo.put(kv[0], Integer.parseInt(kv[1])));
        assertThat(geo).as("geometry of " + title).containsKeys("X", "Y");
        xdo("mousemove", "--sync", Integer.toString(geo.get("X") + dx), Integer.toString(geo.get("Y") + dy));
        xdo("click", "1");
        Thread.sleep(400);
    }

    /** Without a window manager nothing has the focus: give it to the newest visible window whose title matches. */
    private void focus(String title) throws Exception {
        List<String> ids = new Windows(env).search("--name", title);
        assertThat(ids).as("windows named " + title).isNotEmpty();
        xdo("windowfocus", "--sync", ids.get(ids.size() - 1));
    }

    private void xdo(String... args) throws Exception {
        String[] cmd = new String[args.length + 1];
        cmd[0] = "xdotool";
        System.arraycopy(args, 0, cmd, 1, args.length);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getInputStream().readAllBytes();
        assertThat(p.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(String.join(" ", cmd)).isZero();
    }
}
