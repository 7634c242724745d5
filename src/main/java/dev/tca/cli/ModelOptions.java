package dev.tca.cli;

import dev.tca.brain.Brain;
import dev.tca.brain.model.Calibration;
import dev.tca.brain.model.ModelBrain;
import dev.tca.brain.model.ModelSpec;
import dev.tca.brain.model.SentenceEncoder;
import dev.tca.core.BadInputException;

import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/** The model brain's options; the model is loaded once per process, on first use. */
final class ModelOptions {

    @Option(names = "--model", paramLabel = "PATH", description = "A sentence-embedding ONNX model with its tokenizer.json "
            + "beside it (default: the bundled all-MiniLM-L6-v2, quantized).")
    Path model;

    @Option(names = "--min-confidence", defaultValue = "0.4", paramLabel = "P",
            description = "The model brain does not act below this confidence (default: ${DEFAULT-VALUE}).")
    double minConfidence;

    private ModelSpec spec;
    private ModelBrain brain;

    synchronized ModelBrain brain() {
        ModelSpec s = spec();
        if (brain == null) {
            brain = new ModelBrain(SentenceEncoder.load(s), s, Calibration.MINILM, minConfidence);
        }
        return brain;
    }

    /** Checks the options and finds the files, at once, so bad input fails before anything runs. */
    private synchronized ModelSpec spec() {
        if (minConfidence < 0 || minConfidence > 1) {
            throw new BadInputException("--min-confidence must be in 0..1, got " + minConfidence);
        }
        if (spec == null) {
            spec = model == null ? ModelSpec.bundled(Bundled.files()) : ModelSpec.of(model);
        }
        return spec;
    }

    /**
     * The model brain for a run: it loads on a background thread while the first screen is
     * captured and read (about half a second each; OCR keeps to one core), and the first decision
     * waits for it. A load that fails surfaces there, as the same one-line error.
     */
    Brain loadingInBackground() {
        ModelSpec s = spec();
        CompletableFuture<ModelBrain> loading = CompletableFuture.supplyAsync(this::brain);
        String description = ModelBrain.describe(s, minConfidence);
        return new Brain() {
            @Override
            public Decision decide(String goal, Observation observation, List<Attempt> history) {
                try {
                    return loading.join().decide(goal, observation, history);
                } catch (CompletionException e) {
                    throw e.getCause() instanceof RuntimeException r ? r : e;
                }
            }

            @Override
            public String describe() {
                return description;
            }
        };
    }

    Brain named(String name) {
        return name.equals("model") ? brain() : null;
    }
}
