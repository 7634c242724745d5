package dev.tca.cli;

import dev.tca.brain.Brain;
import dev.tca.brain.model.Calibration;
import dev.tca.brain.model.ModelBrain;
import dev.tca.brain.model.ModelSpec;
import dev.tca.brain.model.SentenceEncoder;
import dev.tca.core.BadInputException;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** The model brain's options; the model is loaded once per process, on first use. */
final class ModelOptions {

    @Option(names = "--model", paramLabel = "PATH", description = "A sentence-embedding ONNX model with its tokenizer.json "
            + "beside it (default: the bundled all-MiniLM-L6-v2, quantized).")
    Path model;

    @Option(names = "--min-confidence", defaultValue = "0.4", paramLabel = "P",
            description = "The model brain does not act below this confidence (default: ${DEFAULT-VALUE}).")
    double minConfidence;

    private ModelBrain brain;

    synchronized ModelBrain brain() {
        if (minConfidence < 0 || minConfidence > 1) {
            throw new BadInputException("--min-confidence must be in 0..1, got " + minConfidence);
        }
        if (brain == null) {
            ModelSpec spec = model == null ? ModelSpec.bundled(Bundled.files()) : ModelSpec.of(model);
            brain = new ModelBrain(SentenceEncoder.load(spec), spec, Calibration.MINILM, minConfidence);
        }
        return brain;
    }

    Brain named(String name) {
        return name.equals("model") ? brain() : null;
    }
}
