package dev.tca;

import dev.tca.brain.model.Calibration;
import dev.tca.brain.model.ModelBrain;
import dev.tca.brain.model.ModelSpec;
import dev.tca.brain.model.SentenceEncoder;
import dev.tca.core.BundledFiles;

import java.nio.file.Path;

/** The real bundled model, loaded once for the whole test run. */
public final class Models {

    private static SentenceEncoder encoder;

    private Models() {
    }

    /** The bundled files unpacked where the CLI under test unpacks them (the build sets XDG_CACHE_HOME under target/). */
    public static final BundledFiles FILES = new BundledFiles(Path.of("target", "cache", "tca"));

    public static synchronized SentenceEncoder encoder() {
        if (encoder == null) {
            encoder = SentenceEncoder.load(ModelSpec.bundled(FILES));
        }
        return encoder;
    }

    public static ModelBrain brain(double minConfidence) {
        return new ModelBrain(encoder(), ModelSpec.bundled(FILES), Calibration.MINILM, minConfidence);
    }
}
