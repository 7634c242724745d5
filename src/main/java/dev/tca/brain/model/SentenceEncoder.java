package dev.tca.brain.model;

import dev.tca.core.EngineUnavailableException;

import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A sentence-embedding model on ONNX Runtime: texts in, one L2-normalised vector each out (the
 * mean of its token vectors). Labels repeat from step to step, so their vectors are cached.
 *
 * <p>Each text is run alone. The quantized model scales its int8 activations per tensor, so in a
 * batch a text's vector shifts with its companions (cosine to its lone vector down to 0.98): the
 * same trace could get other probabilities beside other traces, and a cached label would differ
 * from a fresh one. Alone, a text always gets the same vector. That costs speed (a batch shares
 * the work of every layer), so the texts are spread over one thread per core, each run on a
 * single-threaded session: at this size ONNX Runtime's own threads gain little.
 */
public final class SentenceEncoder implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(SentenceEncoder.class.getName());
    private static final int CACHE = 4096;

    private final OrtEnvironment env;
    private final OrtSession session;
    private final WordPieceTokenizer tokenizer;
    private final boolean wantsTypeIds;
    private final String name;
    private final int threads;
    private final ExecutorService workers;
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
        this.threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        this.workers = Executors.newFixedThreadPool(Math.max(1, threads - 1), runnable -> {
            Thread t = new Thread(runnable, "tca-encoder");
            t.setDaemon(true);
            return t;
        });
    }

    public static SentenceEncoder load(ModelSpec spec) {
        // reading the 700 kB tokenizer.json takes as long as starting ONNX Runtime: do both at once
        CompletableFuture<WordPieceTokenizer> tokenizerLoad = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = new BufferedInputStream(Files.newInputStream(spec.tokenizer()))) {
                return WordPieceTokenizer.read(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        OrtSession session = null;
        try {
            OrtEnvironment env = OrtEnvironment.getEnvironment();
            OrtSession.SessionOptions options = new OrtSession.SessionOptions();
            options.setIntraOpNumThreads(1); // the encoder spreads the texts over the cores itself (see above)
            options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.EXTENDED_OPT);
            session = env.createSession(spec.onnx().toString(), options);
            for (Map.Entry<String, NodeInfo> in : session.getInputInfo().entrySet()) {
                LOG.log(System.Logger.Level.DEBUG, "model input " + in.getKey() + ": " + in.getValue().getInfo());
            }
            for (Map.Entry<String, NodeInfo> out : session.getOutputInfo().entrySet()) {
                LOG.log(System.Logger.Level.DEBUG, "model output " + out.getKey() + ": " + out.getValue().getInfo());
            }
            WordPieceTokenizer tokenizer = tokenizerLoad.join();
            return new SentenceEncoder(env, session, tokenizer, spec.name());
        } catch (CompletionException e) {
            closeQuietly(session);
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new EngineUnavailableException("the tokenizer of " + spec.name() + " could not be read: "
                    + cause.getMessage(), cause);
        } catch (OrtException | IllegalArgumentException | UnsatisfiedLinkError e) {
            closeQuietly(session);
            throw new EngineUnavailableException("the model " + spec.name() + " could not be loaded: " + e.getMessage(), e);
        }
    }

    public String name() {
        return name;
    }

    private static void closeQuietly(OrtSession session) {
        if (session != null) {
            try {
                session.close();
            } catch (OrtException e) {
                LOG.log(System.Logger.Level.DEBUG, "closing the model session failed: " + e.getMessage());
            }
        }
    }

    /** One unit vector per text, in order; a text that repeats (two "OK" buttons) is encoded once. */
    public synchronized float[][] encode(List<String> texts) {
        List<String> missing = texts.stream().filter(t -> !cache.containsKey(t)).distinct().toList();
        Map<String, float[]> fresh = new HashMap<>();
        if (!missing.isEmpty()) {
            float[][] vectors = run(missing);
            for (int j = 0; j < missing.size(); j++) {
                fresh.put(missing.get(j), vectors[j]);
                cache.put(missing.get(j), vectors[j]);
            }
        }
        float[][] out = new float[texts.size()][];
        for (int i = 0; i < texts.size(); i++) {
            float[] v = fresh.get(texts.get(i));
            out[i] = v != null ? v : cache.get(texts.get(i));
        }
        return out;
    }

    /**
     * Encodes texts the cache lacks, each alone, spread over one thread per core (longest first,
     * so the threads finish together).
     */
    private float[][] run(List<String> texts) {
        // longest first (characters stand in for tokens), so the threads finish together;
        // each thread tokenizes its own texts
        Integer[] order = new Integer[texts.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingInt((Integer i) -> texts.get(i).length()).reversed());
        float[][] out = new float[texts.size()][];
        AtomicInteger next = new AtomicInteger();
        Runnable work = () -> {
            for (int k = next.getAndIncrement(); k < order.length; k = next.getAndIncrement()) {
                out[order[k]] = runOne(tokenizer.encode(texts.get(order[k])));
            }
        };
        List<Future<?>> helpers = new ArrayList<>();
        for (int t = 1; t < Math.min(threads, texts.size()); t++) {
            helpers.add(workers.submit(work));
        }
        work.run(); // the caller's thread works too
        helpers.forEach(SentenceEncoder::await);
        return out;
    }

    private static void await(Future<?> f) {
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineUnavailableException("interrupted while the model ran", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new EngineUnavailableException("the model failed to run: " + e.getCause(), e.getCause());
        }
    }

    /** One text, batch of one: no padding, and nothing else in the tensor the int8 scales are taken from. */
    private float[] runOne(long[] ids) {
        long[] shape = {1, ids.length};
        long[] mask = new long[ids.length];
        Arrays.fill(mask, 1);
        Map<String, OnnxTensor> inputs = new HashMap<>();
        try {
            inputs.put("input_ids", OnnxTensor.createTensor(env, LongBuffer.wrap(ids), shape));
            inputs.put("attention_mask", OnnxTensor.createTensor(env, LongBuffer.wrap(mask), shape));
            if (wantsTypeIds) {
                inputs.put("token_type_ids", OnnxTensor.createTensor(env, LongBuffer.wrap(new long[ids.length]), shape));
            }
            try (OrtSession.Result result = session.run(inputs)) {
                return pool(((OnnxTensor) result.get(0)).getFloatBuffer(), ids.length);
            }
        } catch (OrtException e) {
            throw new EngineUnavailableException("the model failed to run: " + e.getMessage(), e);
        } finally {
            inputs.values().forEach(OnnxTensor::close);
        }
    }

    /** The mean of the token vectors (tokens x dim, row-major), scaled to length 1. */
    private static float[] pool(FloatBuffer hidden, int tokens) {
        int dim = hidden.remaining() / tokens;
        float[] v = new float[dim];
        for (int t = 0; t < tokens; t++) {
            for (int d = 0; d < dim; d++) {
                v[d] += hidden.get(t * dim + d);
            }
        }
        double norm = 0;
        for (int d = 0; d < dim; d++) {
            v[d] /= tokens;
            norm += v[d] * v[d];
        }
        norm = Math.sqrt(norm);
        for (int d = 0; d < dim; d++) {
            v[d] /= (float) Math.max(norm, 1e-9);
        }
        return v;
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
        workers.shutdownNow();
        closeQuietly(session);
    }
}
