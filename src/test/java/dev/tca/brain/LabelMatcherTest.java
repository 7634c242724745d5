package dev.tca.brain;

import dev.tca.Screens;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LabelMatcherTest {

    @Test
    void picksExactLabelOverSavedDraftsAndSaveAs() {
        var o = Screens.of("Saved drafts", "Save as...", "Save changes to the document?", "Save", "Cancel");
        var m = LabelMatcher.best("save", o.elements()).orElseThrow();
        assertThat(m.element().label()).isEqualTo("Save");
        assertThat(m.kind()).isEqualTo(LabelMatcher.Kind.EXACT);
    }

    @Test
    void forgivesOcrSlipsCasePunctuationAndSpacing() {
        var o = Screens.of("Cance1", "Close  without saving", "SAVE AS…");
        assertThat(LabelMatcher.best("Cancel", o.elements()).orElseThrow().kind()).isEqualTo(LabelMatcher.Kind.NEAR);
        assertThat(LabelMatcher.best("close without saving", o.elements()).orElseThrow().element().id()).isEqualTo(2);
        assertThat(LabelMatcher.best("Save as...", o.elements()).orElseThrow().kind()).isEqualTo(LabelMatcher.Kind.EXACT);
    }

    @Test
    void aSlipIsNeverAnotherNumber() {
        // one character apart, but another time and another room: not the same thing read badly
        assertThat(LabelMatcher.best("09:00", Screens.of("08:00 ▾").elements())).isEmpty();
        assertThat(LabelMatcher.best("Room 12", Screens.of("Room 13").elements())).isEmpty();
        // a letter lost is still a slip
        assertThat(LabelMatcher.best("Room 12", Screens.of("Rom 12").elements()).orElseThrow().kind())
                .isEqualTo(LabelMatcher.Kind.NEAR);
    }

    @Test
    void fallsBackToThePartialLabelThatIsClosestInLength() {
        var o = Screens.of("Save changes to the document?", "Save as...");
        var m = LabelMatcher.best("Save", o.elements()).orElseThrow();
        assertThat(m.kind()).isEqualTo(LabelMatcher.Kind.PARTIAL);
        assertThat(m.element().label()).isEqualTo("Save as...");
    }

    @Test
    void aDoingNamesTheSwitchOfWhatItIsDoneTo() {
        var o = Screens.of("Group chats", "Read receipts", "Typing indicator");
        assertThat(LabelMatcher.best("showing read receipts", o.elements()).orElseThrow().element().label()).isEqualTo("Read receipts");
        // one word after the doing is not enough to be a name of its own
        assertThat(LabelMatcher.best("showing receipts", Screens.of("Receipts").elements())).isEmpty();
    }

    @Test
    void findsNothingRatherThanAGuess() {
        assertThat(LabelMatcher.best("Publish", Screens.of("Save", "Cancel").elements())).isEmpty();
        assertThat(LabelMatcher.best("ok", Screens.of("on", "of").elements())).isEmpty();
    }
}
