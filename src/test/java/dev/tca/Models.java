package dev.tca;

import dev.tca.brain.model.Calibration;
import dev.tca.brain.model.ModelBrain;
import dev.tca.brain.model.ModelSpec;
import dev.tca.brain.model.SentenceEncoder;

/** The real bundled model, loaded once for the whole test run. */
public final class Models {

    private static SentenceEncoder encoder;

    private Models() {
    }

    public static synchronized SentenceEncoder encoder() {
        if (encoder == null) {
            encoder = SentenceEncoder.load(ModelSpec.bundled());
        }
        return encoder;
    }

    public static ModelBrain brain(double minConfidence) {
        return new ModelBrain(encoder(), ModelSpec.bundled(), Calibration.MINILM, minConfidence);
    }
}
