package dev.tca.cli;

import dev.tca.session.Config;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** The model's options. Options only: the harness (session.Brains) loads the model. */
final class ModelOptions {

    @Option(names = "--model", paramLabel = "PATH", description = "A sentence-embedding ONNX model with its tokenizer.json "
            + "beside it (default: the bundled all-MiniLM-L6-v2, quantized).")
    Path model;

    @Option(names = "--min-confidence", defaultValue = "0.4", paramLabel = "P",
            description = "The model does not act below this confidence (default: ${DEFAULT-VALUE}).")
    double minConfidence;

    Config.BrainSpec spec(String brain, Path script) {
        return new Config.BrainSpec(brain, script, model, minConfidence);
    }
}
