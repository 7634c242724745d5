package dev.tca.brain.model;

import dev.tca.core.EngineUnavailableException;

import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.LongBuffer;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A sentence-embedding model on ONNX Runtime: texts in, one L2-normalised vector each out (the
 * mean of the token vectors under the attention mask). Labels repeat from step to step, so their
 * vectors are cached.
 */
public final class SentenceEncoder implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(SentenceEncoder.class.getName());
    private static final int CACHE = 4096;

    private final OrtEnvironment env;
    private final OrtSession session;
    private final WordPieceTokenizer tokenizer;
    private final boolean wantsTypeIds;
    private final String name;
    private final Map<String, float[]> cache = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, float[]> eldest) {
            return size() > CACHE;
        }
    };

    private SentenceEncoder(OrtEnvironment env, OrtSession session, WordPieceTokenizer tokenizer, String name)
            throws OrtException {
        this.env = env;
        this.session = session;
        this.tokenizer = tokenizer;
        this.name = name;
        this.wantsTypeIds = session.getInputNames().contains("token_type_ids");
    }

    public static SentenceEncoder load(ModelSpec spec) {
        // reading the 700 kB tokenizer.json takes as long as starting ONNX Runtime: do both at once
        java.util.concurrent.CompletableFuture<WordPieceTokenizer> tokenizerLoad =
                java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                    try {
                        return WordPieceTokenizer.read(new ByteArrayInputStream(spec.tokenizerJson()));
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                });
        try {
            OrtEnvironment env = OrtEnvironment.getEnvironment();
            OrtSession.SessionOptions options = new OrtSession.SessionOptions();
            options.setIntraOpNumThreads(Math.max(1, Runtime.getRuntime().availableProcessors()));
            options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.EXTENDED_OPT);
            OrtSession session = env.createSession(spec.onnx(), options);
            for (Map.Entry<String, NodeInfo> in : session.getInputInfo().entrySet()) {
                LOG.log(System.Logger.Level.DEBUG, "model input " + in.getKey() + ": " + in.getValue().getInfo());
            }
            for (Map.Entry<String, NodeInfo> out : session.getOutputInfo().entrySet()) {
                LOG.log(System.Logger.Level.DEBUG, "model output " + out.getKey() + ": " + out.getValue().getInfo());
            }
            WordPieceTokenizer tokenizer = tokenizerLoad.join();
            return new SentenceEncoder(env, session, tokenizer, spec.name());
        } catch (java.util.concurrent.CompletionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new EngineUnavailableException("the tokenizer of " + spec.name() + " could not be read: "
                    + cause.getMessage(), cause);
        } catch (OrtException | IllegalArgumentException | UnsatisfiedLinkError e) {
            throw new EngineUnavailableException("the model " + spec.name() + " could not be loaded: " + e.getMessage(), e);
        }
    }

    public String name() {
        return name;
    }

    /** One unit vector per text, in order. */
    public synchronized float[][] encode(List<String> texts) {
        float[][] out = new float[texts.size()][];
        List<Integer> missing = new java.util.ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            out[i] = cache.get(texts.get(i));
            if (out[i] == null) {
                missing.add(i);
            }
        }
        if (!missing.isEmpty()) {
            float[][] fresh = run(missing.stream().map(texts::get).toList());
            for (int j = 0; j < missing.size(); j++) {
                out[missing.get(j)] = fresh[j];
                cache.put(texts.get(missing.get(j)), fresh[j]);
            }
        }
        return out;
    }

    private float[][] run(List<String> texts) {
        long[][] ids = new long[texts.size()][];
        int width = 0;
        for (int i = 0; i < texts.size(); i++) {
            ids[i] = tokenizer.encode(texts.get(i));
            width = Math.max(width, ids[i].length);
        }
        long[] flatIds = new long[texts.size() * width];
        long[] mask = new long[texts.size() * width];
        for (int i = 0; i < ids.length; i++) {
            for (int j = 0; j < ids[i].length; j++) {
                flatIds[i * width + j] = ids[i][j];
                mask[i * width + j] = 1;
            }
        }
        long[] shape = {texts.size(), width};
        Map<String, OnnxTensor> inputs = new HashMap<>();
        try {
            inputs.put("input_ids", OnnxTensor.createTensor(env, LongBuffer.wrap(flatIds), shape));
            inputs.put("attention_mask", OnnxTensor.createTensor(env, LongBuffer.wrap(mask), shape));
            if (wantsTypeIds) {
                inputs.put("token_type_ids", OnnxTensor.createTensor(env, LongBuffer.wrap(new long[flatIds.length]), shape));
            }
            try (OrtSession.Result result = session.run(inputs)) {
                float[][][] hidden = (float[][][]) result.get(0).getValue();
                return pool(hidden, mask, width);
            }
        } catch (OrtException e) {
            throw new EngineUnavailableException("the model failed to run: " + e.getMessage(), e);
        } finally {
            inputs.values().forEach(OnnxTensor::close);
        }
    }

    private static float[][] pool(float[][][] hidden, long[] mask, int width) {
        float[][] out = new float[hidden.length][];
        for (int i = 0; i < hidden.length; i++) {
            int dim = hidden[i][0].length;
            float[] v = new float[dim];
            int n = 0;
            for (int t = 0; t < hidden[i].length; t++) {
                if (mask[i * width + t] == 0) {
                    continue;
                }
                n++;
                for (int d = 0; d < dim; d++) {
                    v[d] += hidden[i][t][d];
                }
            }
            double norm = 0;
            for (int d = 0; d < dim; d++) {
                v[d] /= Math.max(1, n);
                norm += v[d] * v[d];
            }
            norm = Math.sqrt(norm);
            for (int d = 0; d < dim; d++) {
                v[d] /= (float) Math.max(norm, 1e-9);
            }
            out[i] = v;
        }
        return out;
    }

    public static double cosine(float[] a, float[] b) {
        double dot = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
        }
        return dot;
    }

    @Override
    public synchronized void close() {
        try {
            session.close();
        } catch (OrtException e) {
            LOG.log(System.Logger.Level.DEBUG, "closing the model session failed: " + e.getMessage());
        }
    }
}
