package dev.tca.brain.task;

import dev.tca.brain.plan.Kind;
import dev.tca.brain.plan.Plan;
import dev.tca.brain.plan.SubGoal;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.core.State;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What a goal implies on a form it never names: the one option that says its word, the earliest day still offered. */
class ImpliedChoicesTest {

    private static Element at(int id, Role role, String label, int x, int y, State... states) {
        EnumSet<State> s = EnumSet.noneOf(State.class);
        s.addAll(List.of(states));
        return new Element(id, label, new Rect(x, y, Math.max(22, 8 * label.length()), 22), Source.AX, 1.0, role, s, "", null,
                "", null);
    }

    private static Observation screen(List<Element> elements) {
        List<Element> numbered = new ArrayList<>();
        for (int i = 0; i < elements.size(); i++) {
            numbered.add(elements.get(i).withId(i + 1));
        }
        return new Observation(numbered, numbered.stream().map(Element::label).toList(), 1280, 800, ScreenMapping.IDENTITY, "t", "");
    }

    /** Where items are left, four options that share most of their words. */
    private static List<Element> whereOptions(State... first) {
        return List.of(at(0, Role.LABEL, "Where will you leave the items?", 200, 100),
                at(0, Role.RADIO, "At the kerbside, on the pavement outside the property", 200, 130, first),
                at(0, Role.RADIO, "At the front of the property, on the driveway or in the front garden", 200, 164),
                at(0, Role.RADIO, "At the rear of the property, by the back gate or back lane", 200, 198),
                at(0, Role.RADIO, "In the communal bin store", 200, 232));
    }

    private static List<String> implied(String goal, List<Element> elements) {
        Plan plan = new Plan(goal, List.of(SubGoal.of(Kind.CLICK, "Continue")));
        return FormPlan.implied(goal, plan, screen(elements)).stream().map(SubGoal::describe).toList();
    }

    @Test
    void theOneOptionThatSaysAWordOfTheGoalIsChosen() {
        assertThat(implied("Book a collection. We'll leave them on the driveway.", whereOptions()))
                .containsExactly("choose 'At the front of the property, on the driveway or in the front garden' [radio]");
        // "property" is every option's word, "back" two options': neither tells one apart
        assertThat(implied("Book it, they're at the back of the property.", whereOptions())).isEmpty();
        assertThat(implied("Book it, but not on the driveway.", whereOptions())).isEmpty();
        // a group already answered is the user's
        assertThat(implied("Book it, they'll be on the driveway.", whereOptions(State.CHECKED))).isEmpty();
    }

    /** Two months of day buttons; past and booked-out days are disabled. */
    private static List<Element> calendar(boolean labelled) {
        List<Element> e = new ArrayList<>(List.of(at(0, Role.LABEL, "November 2031", 300, 400), at(0, Role.LABEL, "December 2031", 630, 400)));
        int[][] days = {{11, 20, 1}, {11, 25, 1}, {11, 27, 0}, {12, 2, 0}, {12, 4, 0}, {12, 9, 0}};
        for (int[] d : days) {
            String label = labelled ? (d[1] + (d[0] == 11 ? " November" : " December") + " 2031") : Integer.toString(d[1]);
            int x = (d[0] == 11 ? 220 : 550) + (d[1] % 7) * 40;
            int y = 440 + (d[1] / 7) * 36;
            e.add(d[2] == 1 ? at(0, Role.BUTTON, label, x, y, State.DISABLED) : at(0, Role.BUTTON, label, x, y));
        }
        return e;
    }

    @Test
    void asSoonAsTheyCanIsTheEarliestDayStillOffered() {
        assertThat(implied("Book the collection as soon as they can", calendar(true))).containsExactly("click '27 November 2031'");
        // read from pixels the days are bare numbers, placed under their month's heading
        assertThat(implied("Get it collected at the earliest date available", calendar(false)))
                .containsExactly("click '27' [button] below 'November 2031'");
        assertThat(Soonest.day("Book the collection on the 9th", calendar(true))).isEmpty();
    }

    /** A restaurant's times, a quarter of an hour apart; full ones are disabled (the tree) or say so (pixels). */
    private static List<Element> times(boolean tree) {
        List<Element> e = new ArrayList<>(List.of(at(0, Role.HEADING, "Time", 200, 400)));
        String[] slots = {"20:45", "21:00", "21:15", "21:30", "21:45", "22:00"};
        for (int i = 0; i < slots.length; i++) {
            boolean full = i == 2 || i == 3;
            Role role = tree ? Role.RADIO : Role.BUTTON;
            e.add(full && tree ? at(0, role, slots[i], 200 + i * 90, 440, State.DISABLED)
                    : at(0, role, full ? slots[i] + " · full" : slots[i], 200 + i * 90, 440));
        }
        return e;
    }

    @Test
    void theFirstTimeAfterOneToldIsTheEarliestOfferedLaterThanItInTheEveningWhenSaidSo() {
        String goal = "Our film finishes at 9:15 tonight. Book us a table for two at the first time they have after that.";
        assertThat(implied(goal, times(true))).as("21:15 and 21:30 are full").containsExactly("choose '21:45'");
        assertThat(implied(goal, times(false))).containsExactly("click '21:45'");
        assertThat(implied("Book the earliest slot after 20:50", times(true))).containsExactly("choose '21:00'");
        assertThat(implied("Book a table for two at 9:45 tonight", times(true))).as("a time said is no first after").isEmpty();
    }

    @Test
    void theButtonThatBooksIsTheOneAtTheFootOfTheFormUnderWhatWasSetNotTheSitesLinkNorASidebars() {
        Element chosen = at(1, Role.RADIO, "21:45", 560, 440, State.CHECKED);
        List<Element> page = List.of(at(2, Role.LINK, "Book", 290, 30), at(3, Role.BUTTON, "Book the chef's table", 900, 330),
                at(4, Role.BUTTON, "Gift vouchers", 1100, 30), chosen, at(5, Role.BUTTON, "Continue", 700, 560));
        assertThat(Alignment.footButton("book", chosen, page)).map(Element::label).contains("Continue");
        assertThat(Alignment.footButton("book", chosen, page.subList(0, 4))).as("nothing under what was set").isEmpty();
    }
}
