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

    @Test
    void aSymbolNamesTheButtonThatShowsItOrSaysWhatItDoes() {
        assertThat(Glyphs.names("+", button("+"))).isEqualTo(1.0);
        assertThat(Glyphs.names("the plus button", button("More copies"))).isPositive();
        assertThat(Glyphs.names("+", button("Fewer copies"))).isZero();
        assertThat(Glyphs.names("the gear icon", button("Settings"))).isPositive();
        assertThat(Glyphs.names("pencil", button("Edit profile"))).isPositive();
        assertThat(Glyphs.names("pencil", button("Delete profile"))).isZero();
        // words that are labels in their own right name no symbol
        assertThat(Glyphs.names("More", button("More copies"))).isZero();
        assertThat(Glyphs.names("Search", button("Find"))).isZero();
    }
}
