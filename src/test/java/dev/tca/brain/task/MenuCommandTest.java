package dev.tca.brain.task;

import dev.tca.Models;
import dev.tca.brain.plan.GoalPlanner;
import dev.tca.brain.plan.Plan;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A command no control on the screen says ("download this spreadsheet as CSV") is looked for in the menus. */
class MenuCommandTest {

    private final List<Element> screen = new ArrayList<>();

    private Element add(Role role, String label, int x, int y) {
        Element e = new Element(screen.size() + 1, label, new Rect(x, y, 60 + label.length() * 6, 20), Source.AX, 1.0, role, null,
                "", null, "", null);
        screen.add(e);
        return e;
    }

    private Observation sheet(String... menu) {
        screen.clear();
        for (String[] bar : new String[][] {{"File", "18"}, {"Edit", "62"}, {"View", "108"}, {"Format", "162"}, {"Help", "231"}}) {
            add(Role.LABEL, bar[0], Integer.parseInt(bar[1]), 40);
        }
        for (String cell : new String[] {"Item", "July", "August", "Rent", "1,200", "Travel", "340"}) {
            add(Role.TABLE_CELL, cell, 120 + screen.size() * 30, 100 + screen.size() * 10);
        }
        for (int i = 0; i < menu.length; i++) {
            add(Role.LABEL, menu[i], 20 + (i >= 3 ? 300 : 0), 80 + i * 30);
        }
        return new Observation(List.copyOf(screen), screen.stream().map(Element::label).toList(), 1280, 800, ScreenMapping.IDENTITY,
                "ax", "");
    }

    @Test
    void theMenuNearestInMeaningIsOpenedThenTheEntryThatSaysLessThenTheCommand() {
        String goal = "Download this spreadsheet as a CSV file.";
        Plan plan = new GoalPlanner(null, LocalDate.of(2026, 12, 4)).plan(goal);
        Moves moves = new Moves(goal, plan, new Grounder(() -> Models.brain(0.4)));
        Observation closed = sheet();
        Move file = moves.next(0, plan.steps().get(0), 0, 0, closed, List.of());
        assertThat(file.decision().action().target().flatMap(closed::element).orElseThrow().label()).isEqualTo("File");
        Observation opened = sheet("New", "Download", "Print");
        Move download = moves.next(0, plan.steps().get(0), 1, 0, opened, List.of());
        assertThat(download.decision().action().target().flatMap(opened::element).orElseThrow().label()).isEqualTo("Download");
        assertThat(download.decision().reason()).contains("open it and look");
        Observation formats = sheet("New", "Download", "Print", "Comma-separated values (.csv)", "PDF document (.pdf)");
        Move csv = moves.next(0, plan.steps().get(0), 2, 0, formats, List.of());
        assertThat(csv.decision().action().target().flatMap(formats::element).orElseThrow().label())
                .isEqualTo("Comma-separated values (.csv)");
        assertThat(csv.decision().reason()).doesNotContain("open it");
    }
}
