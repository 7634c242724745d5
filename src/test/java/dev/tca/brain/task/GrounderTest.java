package dev.tca.brain.task;

import dev.tca.Models;
import dev.tca.brain.plan.Qualifiers;
import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;

import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Grounding with the real bundled model: a look-alike in view never stands in for the named one scrolled away. */
class GrounderTest {

    private static Element button(int id, String label, int y, boolean away) {
        return new Element(id, label, new Rect(1142, y, 24, 27), Source.AX, 1.0, Role.BUTTON,
                away ? EnumSet.of(State.OFFSCREEN) : EnumSet.noneOf(State.class), "", null, "", null);
    }

    @Test
    void theExactNameScrolledOutOfViewIsLookedForNotALookAlikeInView() {
        Grounder grounder = new Grounder(() -> Models.brain(0.4));
        List<Element> playlist = List.of(button(1, "Like Harbour Lights", -40, true), button(2, "Like Harbour Walls", 85, false),
                button(3, "Like Red Balloon", 124, false));
        Grounder.Grounding g = grounder.ground(new Grounder.Query("like Harbour Lights", Set.of(), false, Qualifiers.NONE), playlist);
        assertThat(g.found()).isFalse();
        assertThat(g.how()).contains("scrolled out of view");
        // once in view, it is found by its words
        List<Element> scrolled = List.of(button(1, "Like Harbour Lights", 46, false), button(2, "Like Harbour Walls", 85, false));
        assertThat(grounder.ground(new Grounder.Query("like Harbour Lights", Set.of(), false, Qualifiers.NONE), scrolled).element().id())
                .isEqualTo(1);
    }

    private static Element at(int id, Role role, String label, int x, int y, int w, int h) {
        return new Element(id, label, new Rect(x, y, w, h), Source.OCR, 1.0, role, EnumSet.noneOf(State.class), "", null, "", null);
    }

    @Test
    void aSidebarEntryIsNotTheLabelOfAMessagesAvatarLevelWithIt() {
        // a chat read from pixels (boxes from a real screen): the channel list, and the avatars of the messages beside it
        List<Element> chat = List.of(at(1, Role.TEXT, "general", 43, 78, 52, 14), at(2, Role.TEXT, "design", 43, 104, 45, 14),
                at(3, Role.TEXT, "it-help", 43, 130, 51, 14), at(4, Role.TEXT, "it-help-archive", 43, 156, 99, 14),
                at(5, Role.TEXT, "random", 43, 182, 59, 11), at(6, Role.BUTTON, "SR", 259, 70, 38, 38),
                at(7, Role.BUTTON, "", 259, 124, 38, 38), at(8, Role.BUTTON, "", 259, 204, 38, 38));
        assertThat(Grounder.besideLabel(chat.get(2), Set.of(Role.BUTTON, Role.LINK), chat)).isEmpty();
        // a settings list: every entry has its switch at the end of its line, so each names its own
        List<Element> settings = List.of(at(1, Role.TEXT, "Wi-Fi", 43, 78, 52, 14), at(2, Role.TEXT, "Bluetooth", 43, 118, 70, 14),
                at(3, Role.TEXT, "Airplane mode", 43, 158, 99, 14), at(4, Role.TEXT, "Hotspot", 43, 198, 59, 14),
                at(5, Role.BUTTON, "", 300, 72, 44, 26), at(6, Role.BUTTON, "", 300, 112, 44, 26),
                at(7, Role.BUTTON, "", 300, 152, 44, 26), at(8, Role.BUTTON, "", 300, 192, 44, 26));
        assertThat(Grounder.besideLabel(settings.get(2), Set.of(Role.BUTTON, Role.LINK), settings)).containsSame(settings.get(6));
    }

    @Test
    void aPlaceOnlyPartlyOnTheScreenIsNotGuessedAmongLookAlikeButtons() {
        Grounder grounder = new Grounder(() -> Models.brain(0.4));
        Qualifiers place = Qualifiers.NONE.withContainer("article about the tram line extension");
        // a news page: each article has its own Save for later; only a tram article about something else is in view
        List<Element> page = List.of(at(1, Role.HEADING, "Tram line 4 closed this weekend for track works", 102, 115, 700, 32),
                at(2, Role.BUTTON, "Save for later", 102, 425, 38, 38),
                at(3, Role.HEADING, "Bakery on Mill Lane wins national award", 268, 500, 406, 24),
                at(4, Role.BUTTON, "Save for later", 794, 480, 38, 38));
        Grounder.Grounding none = grounder.ground(new Grounder.Query("save for later", Set.of(Role.BUTTON), false, place), page);
        assertThat(none.found()).as(none.how()).isFalse();
        // scrolled on: the article that says all of it, and its own button
        List<Element> further = List.of(at(1, Role.HEADING, "Tram line 4 closed this weekend for track works", 102, 115, 700, 32),
                at(2, Role.BUTTON, "Save for later", 102, 425, 38, 38),
                at(3, Role.HEADING, "Tram line extension to the airport approved", 268, 600, 406, 24),
                at(4, Role.BUTTON, "Save for later", 794, 580, 38, 38));
        assertThat(grounder.ground(new Grounder.Query("save for later", Set.of(Role.BUTTON), false, place), further).element().id())
                .isEqualTo(4);
    }

    @Test
    void aBareNumberIsFoundByItsWordsNeverByMeaning() {
        Grounder grounder = new Grounder(() -> Models.brain(0.4));
        List<Element> month = new java.util.ArrayList<>();
        for (int d = 1; d <= 9; d++) {
            month.add(new Element(d, Integer.toString(d), new Rect(400 + (d % 7) * 40, 300 + (d / 7) * 30, 30, 24), Source.AX, 1.0,
                    Role.TABLE_CELL, EnumSet.noneOf(State.class), "", null, "", null));
        }
        assertThat(grounder.ground(new Grounder.Query("day for the boiler service", Set.of(), false, Qualifiers.NONE), month).found())
                .as("no day of the month means a boiler service").isFalse();
        assertThat(grounder.ground(new Grounder.Query("5", Set.of(), false, Qualifiers.NONE), month).element().id()).isEqualTo(5);
    }
}
