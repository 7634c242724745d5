package dev.tca.tasks;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The held-out yardstick proved without tca: each held-out checker fails on the untouched page or app, fails after
 * a plausible wrong action, and passes once real input (xdotool at the boxes the page reports with ?debug) has
 * reached the goal. These scripts are the answers: brain authors should not read them, nor the ho-* tasks.
 */
@Tag("desktop")
class HeldoutSelfCheckTest {

    private static CheckerRig rig;

    @BeforeAll
    static void start() throws Exception {
        rig = new CheckerRig("tca-heldout-selfcheck");
    }

    @AfterAll
    static void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ho-kettle-price", "ho-contacts-delete-marta", "ho-zenity-rename"})
    void theCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    /** The rest, on demand ({@code TCA_HELDOUT_ALL=1}): all 19 took about 4 minutes of the suite under load. */
    @ParameterizedTest
    @EnabledIfEnvironmentVariable(named = "TCA_HELDOUT_ALL", matches = "1")
    @ValueSource(strings = {"ho-hotel-family-pixels", "ho-yad-dont-save", "ho-privacy-autoplay", "ho-album-keep", "ho-checkout-canada", "ho-recipes-favourite",
        "ho-allergies-profile", "ho-dentist-march", "ho-account-annual", "ho-rental-agree", "ho-note-pin-green",
        "ho-departures-york", "ho-yad-room", "ho-zenity-delivery-radio", "ho-zenity-licence", "ho-zenity-department"})
    void everyOtherCheckerFailsUntouchedAndOnAWrongActionAndPassesOnTheGoal(String id) {
        prove(id);
    }

    private void prove(String id) {
        rig.prove(id, null, this::drive);
    }

    /** Real input towards the goal ({@code right}) or a plausible mistake; returns what the agent "printed". */
    private String drive(String id, boolean right) throws Exception {
        String out = "";
        switch (id.replace("-pixels", "")) {
            case "ho-kettle-price" -> out = right ? "answer: £42.50" : "answer: £48.00";
            case "ho-departures-york" -> out = right ? "answer: platform 7" : "answer: platform 11";
            case "ho-privacy-autoplay" -> {
                rig.click("autoplay");
                rig.click("twofactor");
                if (right) {
                    rig.click("save");
                }
            }
            case "ho-contacts-delete-marta" -> {
                rig.click(right ? "delete-marta-ruiz" : "delete-martin-ruiz");
                rig.click("ok");
            }
            case "ho-album-keep" -> {
                rig.click(right ? "cancel" : "ok");
                if (right) {
                    rig.click("name");
                    rig.xdo("key", "ctrl+a");
                    rig.xdo("type", "--delay", "30", "Lisbon 2025");
                    rig.click("save");
                }
            }
            case "ho-checkout-canada" -> {
                if (right) {
                    rig.click("country"); // the native list opens; type-ahead finds Canada
                    rig.xdo("key", "--delay", "150", "c", "Return");
                }
                rig.click("del-express");
                rig.click("place");
            }
            case "ho-recipes-favourite" -> {
                rig.click("q");
                rig.xdo("type", "--delay", "40", "lentil soup");
                rig.click(right ? "fav-red-lentil-soup" : "fav-lentil-salad-with-feta");
            }
            case "ho-allergies-profile" -> {
                if (right) {
                    rig.click("gluten");
                }
                rig.click("peanuts");
                rig.click("shellfish");
                rig.click("save");
            }
            case "ho-hotel-family" -> {
                rig.click("adults-plus");
                rig.click(right ? "children-plus" : "adults-plus");
                rig.click("children-plus");
                rig.click("go");
            }
            case "ho-dentist-march" -> {
                rig.click("date");
                rig.xdo("type", "--delay", "60", "03142027");
                rig.click("time"); // the native list opens on the placeholder: 08:30 09:00 09:30 10:00 10:30
                rig.xdo("key", "--delay", "120", "Down", "Down", "Down", "Down", "Down", "Return");
                if (right) {
                    rig.click("confirm");
                }
            }
            case "ho-account-annual" -> {
                rig.click("tab-billing");
                rig.click("period-annual");
                if (right) {
                    rig.click("save-billing");
                }
            }
            case "ho-rental-agree" -> {
                rig.click("clauses"); // the page has the keyboard; the agreement is long: the box is below the fold
                rig.xdo("key", "End");
                Thread.sleep(400);
                rig.click("agree");
                if (right) {
                    rig.click("go");
                }
            }
            case "ho-note-pin-green" -> {
                rig.click("pin");
                rig.click("colour");
                rig.click(right ? "c-green" : "c-teal");
            }
            case "ho-zenity-rename" -> {
                rig.focus("Rename");
                rig.xdo("key", "ctrl+a");
                rig.xdo("type", "--delay", "30", right ? "Q3 plan" : "Q3 plan.odt");
                rig.xdo("key", "Return");
            }
            // GTK dialogs: offsets inside the window, read off a screenshot of the dialog on the bench Xvfb
            case "ho-yad-room" -> {
                rig.clickIn("Book a meeting room", 173, 18);
                rig.xdo("type", "--delay", "30", "Sprint review");
                if (right) {
                    rig.clickIn("Book a meeting room", 173, 57); // the combo's list drops below it: Room A, B, C
                    rig.clickIn("Book a meeting room", 124, 118);
                }
                rig.clickIn("Book a meeting room", 14, 90);
                rig.clickIn("Book a meeting room", 213, 122);
            }
            case "ho-zenity-delivery-radio" -> {
                rig.clickIn("Delivery", 34, right ? 118 : 95);
                rig.clickIn("Delivery", 249, 171);
            }
            case "ho-yad-dont-save" -> rig.clickIn("Writer", right ? 55 : 273, 39);
            case "ho-zenity-licence" -> {
                if (right) {
                    rig.clickIn("Licence agreement", 23, 360);
                }
                rig.clickIn("Licence agreement", right ? 509 : 419, 395);
            }
            case "ho-zenity-department" -> {
                rig.clickIn("New employee", 191, 53);
                rig.xdo("type", "--delay", "30", "Lin Chen");
                rig.clickIn("New employee", 191, 93); // the list drops over the form: Sales, Support, Finance, Legal
                rig.clickIn("New employee", 141, right ? 154 : 125);
                rig.clickIn("New employee", 239, 136);
            }
            default -> throw new IllegalArgumentException("no script for " + id);
        }
        Thread.sleep(300);
        return out;
    }
}
