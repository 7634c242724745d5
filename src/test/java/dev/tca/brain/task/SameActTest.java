package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A button that names the goal's act in other words. */
class SameActTest {

    private static Element button(String label) {
        return new Element(1, label, new Rect(10, 10, 80, 24), Source.WIDGET, 1.0, Role.BUTTON, null, null, null, null, null);
    }

    @Test
    void throwingAwayIsDiscardingAndRemovingIsDeleting() {
        assertThat(Words.sameAct("throw the draft away", button("Discard"))).isPositive();
        assertThat(Words.sameAct("throw the draft away", button("Keep"))).isZero();
        assertThat(Words.sameAct("remove the second reminder", button("Delete reminder"))).isPositive();
        assertThat(Words.sameAct("remove the second reminder", button("Edit reminder"))).isZero();
    }

    @Test
    void aSidebarsBinIsAPlaceNotTheActOfDeleting() {
        Element link = new Element(1, "Bin", new Rect(10, 10, 80, 24), Source.AX, 1.0, Role.LINK, null, null, null, null, null);
        assertThat(Words.sameAct("delete draft", link)).isZero();
        assertThat(Words.sameAct("delete draft", button("Move to bin"))).isPositive();
    }

    @Test
    void aButtonWhoseFirstLetterItsBorderSwallowedStillNamesTheAct() {
        assertThat(Words.sameAct("get rid of it", button("@iscard)"))).isPositive();
        assertThat(Words.sameAct("get rid of it", button("(Keep)"))).isZero();
    }

    @Test
    void aToggleNamedByItsStateDoesItsVerb() {
        assertThat(Words.sameAct("star", button("Not starred"))).isPositive();
        assertThat(Words.sameAct("mute", button("Unmuted"))).isPositive();
        assertThat(Words.sameAct("star", button("Start"))).isZero();
    }

    private static double symbol(String target, Element e) {
        return Glyphs.of(target).map(g -> g.names(e)).orElse(0.0);
    }

    @Test
    void aSymbolNamesTheButtonThatShowsItOrSaysWhatItDoes() {
        assertThat(symbol("+", button("+"))).isEqualTo(1.0);
        assertThat(symbol("the plus button", button("More copies"))).isPositive();
        assertThat(symbol("+", button("Fewer copies"))).isZero();
        assertThat(symbol("the gear icon", button("Settings"))).isPositive();
        assertThat(symbol("pencil", button("Edit profile"))).isPositive();
        assertThat(symbol("pencil", button("Delete profile"))).isZero();
        // words that are labels in their own right name no symbol
        assertThat(symbol("More", button("More copies"))).isZero();
        assertThat(symbol("Search", button("Find"))).isZero();
    }
}
