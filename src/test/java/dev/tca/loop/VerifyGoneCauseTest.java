package dev.tca.loop;

import dev.tca.core.Action;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A vanished text counts only when tca's own input made it go: one that went during a wait went by itself. */
class VerifyGoneCauseTest {

    private static final Observation DIALOG = screen("Save changes to the document?", "Save", "Discard");
    private static final Observation EMPTY = screen();
    private final Verifier gone = Verifier.textGone("Save changes");

    private static Observation screen(String... labels) {
        List<Element> elements = new java.util.ArrayList<>();
        for (String l : labels) {
            elements.add(new Element(elements.size() + 1, l, new Rect(10, 10 + 30 * elements.size(), 200, 20), Source.OCR, 0.9));
        }
        return new Observation(elements, List.of(labels), 800, 600, ScreenMapping.IDENTITY, "test", "");
    }

    @Test
    void aTextGoneAcrossTcasClickIsVerifiedAndSaysWhichAction() {
        assertThat(gone.verify(DIALOG, new Verifier.Cause(DIALOG, new Action.Click(2)), EMPTY))
                .hasValueSatisfying(e -> assertThat(e).isEqualTo("'Save changes' is gone from the screen after click #2"));
    }

    @Test
    void aTextGoneDuringAWaitWentByItselfAndIsNotVerified() {
        assertThat(gone.verify(DIALOG, new Verifier.Cause(DIALOG, new Action.Wait(4000)), EMPTY)).isEmpty();
    }

    @Test
    void aTextAlreadyGoneBeforeTcasClickIsNotCreditedToIt() {
        assertThat(gone.verify(DIALOG, new Verifier.Cause(EMPTY, new Action.Click(1)), EMPTY)).isEmpty();
    }

    @Test
    void aTextGoneBeforeAnyActionIsNotVerified() {
        assertThat(gone.verify(DIALOG, null, EMPTY)).isEmpty();
    }

    @Test
    void everyVerifierOfACombinationIsJudgedWithTheCause() {
        Verifier both = Verifier.all(List.of(gone, Verifier.textGone("Discard")));
        assertThat(both.verify(DIALOG, new Verifier.Cause(DIALOG, new Action.Key(dev.tca.core.KeyChord.parse("Return"))), EMPTY))
                .isPresent();
        assertThat(both.verify(DIALOG, new Verifier.Cause(DIALOG, new Action.Wait(500)), EMPTY)).isEmpty();
    }
}
