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
}
