package dev.tca.brain.model;

import dev.tca.Models;
import dev.tca.Screens;
import dev.tca.core.Action;
import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The real quantized MiniLM on ONNX Runtime, grounding goals on hand-made menus. */
@Tag("engine")
class ModelBrainTest {

    private final Observation drafts = Screens.of("Keep this draft for later?", "Keep", "Discard", "Save as...", "Saved drafts");

    @Test
    void encodesTextsAsUnitVectorsAndSameTextsAlike() {
        float[][] v = Models.encoder().encode(List.of("Save", "Save", "Launch the rockets"));
        assertThat(SentenceEncoder.cosine(v[0], v[0])).isCloseTo(1.0, within(1e-4));
        assertThat(SentenceEncoder.cosine(v[0], v[1])).isCloseTo(1.0, within(1e-4));
        assertThat(SentenceEncoder.cosine(v[0], v[2])).isLessThan(0.5);
    }

    @Test
    void groundsAParaphraseAndCarriesItsConfidence() {
        Decision d = Models.brain(0.4).decide("keep the draft", drafts, List.of());
        assertThat(d.action()).isEqualTo(new Action.Click(2));
        assertThat(d.confidence()).isGreaterThan(0.4);
        assertThat(d.reason()).startsWith("the model grounds 'keep the draft' on 'Keep'");
    }

    @Test
    void aNegatedGoalPicksTheLabelThatNegatesTheSameThing() {
        // the embedding alone puts "don't save" next to "Save" (cosine 0.77 against 0.54)
        Observation question = Screens.of("Save changes to the document?", "Close without saving", "Cancel", "Save");
        Decision d = Models.brain(0.4).decide("don't save", question, List.of());
        assertThat(d.action()).as(d.reason()).isEqualTo(new Action.Click(2));
    }

    @Test
    void aSentenceIsReadNotPressed() {
        assertThat(ModelBrain.readsAsText("An update is ready to install.")).isTrue();
        assertThat(ModelBrain.readsAsText("Save changes?")).isTrue();
        assertThat(ModelBrain.readsAsText("Save As...")).isFalse();
        assertThat(ModelBrain.readsAsText("Mr. Smith")).isFalse();
        assertThat(ModelBrain.readsAsText("Install now")).isFalse();
    }

    @Test
    void anExactLabelWinsAsSurelyAsForThePlanner() {
        Decision d = Models.brain(0.4).decide("click 'Save as...'", drafts, List.of());
        assertThat(d.action()).isEqualTo(new Action.Click(4));
        assertThat(d.confidence()).isGreaterThan(0.95);
    }

    @Test
    void theProbabilitiesCoverTheWholeMenu() {
        ModelBrain.Grounding g = Models.brain(0.4).ground("throw it away", drafts.elements(), Optional.empty());
        assertThat(g.probabilities()).hasSize(5);
        assertThat(java.util.Arrays.stream(g.probabilities()).sum()).isCloseTo(1.0, within(1e-9));
    }

    @Test
    void belowTheMinimumConfidenceItDoesNotActAndSaysWhy() {
        Decision d = Models.brain(0.99).decide("put it somewhere", drafts, List.of());
        assertThat(d.action()).isInstanceOf(Action.Fail.class);
        assertThat(d.reason()).matches("low confidence 0\\.\\d\\d: '.+' vs '.+' 0\\.\\d\\d");
    }

    @Test
    void anActionThatChangedNothingIsNotChosenAgain() {
        ModelBrain brain = Models.brain(0.0);
        Decision first = brain.decide("keep the draft", drafts, List.of());
        Decision again = brain.decide("keep the draft", drafts, List.of(new Attempt(first.action(), "Keep", false)));
        assertThat(again.action()).isInstanceOf(Action.Click.class).isNotEqualTo(first.action());
        Decision afterChange = brain.decide("keep the draft", drafts, List.of(new Attempt(first.action(), "Keep", true)));
        assertThat(afterChange.action()).isInstanceOf(Action.Done.class);
    }

    @Test
    void keysAndNumberedTargetsNeedNoGrounding() {
        assertThat(Models.brain(0.4).decide("press ctrl+s", drafts, List.of()).action()).isInstanceOf(Action.Key.class);
        assertThat(Models.brain(0.4).decide("click #3", drafts, List.of()).action()).isEqualTo(new Action.Click(3));
    }

    @Test
    void anotherSentenceEmbeddingModelLoadsFromAPathWithItsTokenizerBeside(@TempDir Path dir) throws IOException {
        Path onnx = dir.resolve("e5-small-v2-q.onnx");
        try (InputStream m = getClass().getResourceAsStream("/e5-small-v2-q.onnx");
             InputStream t = getClass().getResourceAsStream("/e5-small-v2-q-tokenizer.json")) {
            Files.copy(m, onnx);
            Files.copy(t, dir.resolve("tokenizer.json"));
        }
        ModelSpec spec = ModelSpec.of(onnx);
        assertThat(spec.queryPrefix()).isEqualTo("query: ");
        try (SentenceEncoder e5 = SentenceEncoder.load(spec)) {
            ModelBrain brain = new ModelBrain(e5, spec, Calibration.MINILM, 0.4);
            assertThat(brain.decide("click 'Discard'", drafts, List.of()).action()).isEqualTo(new Action.Click(3));
            assertThat(e5.encode(List.of("x"))[0]).hasSize(384);
        }
    }
}
