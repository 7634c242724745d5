package dev.tca.brain.model;

import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class NegationTest {

    @Test
    void readsWhatANegationGoverns() {
        assertThat(Negation.of("don't save").negated()).containsExactly("sav");
        assertThat(Negation.of("Do not save the changes")).isEqualTo(new Negation.Polarity(Set.of("sav"), Set.of("chang")));
        assertThat(Negation.of("Close without saving")).isEqualTo(new Negation.Polarity(Set.of("sav"), Set.of("clos")));
        assertThat(Negation.of("never ever delete it").negated()).containsExactly("delet");
        assertThat(Negation.of("Save").negated()).isEmpty();
    }

    @Test
    void idiomsWithANegationWordNegateNothing() {
        assertThat(Negation.of("never mind").negated()).isEmpty();
        assertThat(Negation.of("Not now").negated()).isEmpty();
    }

    @Test
    void agreementFollowsTheNegatedWordNotJustTheMood() {
        Negation.Polarity dontSave = Negation.of("don't save");
        assertThat(Negation.agreement(dontSave, Negation.of("Close without saving"))).isEqualTo(1);
        assertThat(Negation.agreement(dontSave, Negation.of("Don't Save"))).isEqualTo(1);
        assertThat(Negation.agreement(dontSave, Negation.of("Save"))).isEqualTo(-1);
        assertThat(Negation.agreement(dontSave, Negation.of("Cancel"))).as("unrelated: no push either way").isZero();
        assertThat(Negation.agreement(Negation.of("save the file"), Negation.of("Close without saving"))).isEqualTo(-1);
        assertThat(Negation.agreement(Negation.of("close the window"), Negation.of("Close without saving"))).isZero();
    }

    @Test
    void stemsJoinTheFormsOfAWord() {
        assertThat(Negation.stem("saving")).isEqualTo(Negation.stem("save")).isEqualTo(Negation.stem("saved"));
        assertThat(Negation.stem("files")).isEqualTo(Negation.stem("file"));
    }
}
