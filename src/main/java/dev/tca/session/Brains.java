package dev.tca.session;

import dev.tca.brain.Brain;
import dev.tca.brain.model.Calibration;
import dev.tca.brain.model.ModelBrain;
import dev.tca.brain.model.ModelSpec;
import dev.tca.brain.model.SentenceEncoder;
import dev.tca.core.EngineUnavailableException;
import dev.tca.core.OnnxRuntimeFault;
import dev.tca.brain.planner.FirstBrain;
import dev.tca.brain.planner.PlannerBrain;
import dev.tca.brain.planner.ScriptBrain;
import dev.tca.brain.task.TaskBrain;
import dev.tca.core.Attempt;
import dev.tca.core.Decision;
import dev.tca.core.Observation;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Builds the brain a config names. The model is loaded once per process and model file (a
 * scoreboard and an MCP server ask for it many times).
 */
public final class Brains {

    private static final Map<String, ModelBrain> MODELS = new ConcurrentHashMap<>();

    /** Models still loading on a background thread. */
    private static final java.util.Set<CompletableFuture<ModelBrain>> LOADING = ConcurrentHashMap.newKeySet();

    private Brains() {
    }

    /** The brain for a run; a model brain loads in the background while the first screen is read. */
    public static Brain build(Config.BrainSpec spec) {
        spec.validate();
        return switch (spec.name()) {
            case "planner" -> new PlannerBrain();
            case "first" -> new FirstBrain();
            case "script" -> ScriptBrain.load(spec.script());
            case "model" -> loadingInBackground(spec);
            default -> task(spec);
        };
    }

    /**
     * The task brain, its model loading in the background while the first screen is read. A model
     * that fails to load stops the run at the first decision with its one-line error, never a
     * silent fall back to words alone.
     */
    public static Brain task(Config.BrainSpec spec) {
        ModelSpec s = modelSpec(spec.model());
        CompletableFuture<ModelBrain> loading = loading(spec);
        return new TaskBrain(() -> {
            try {
                return loading.join();
            } catch (CompletionException e) {
                throw e.getCause() instanceof RuntimeException r ? r : e;
            }
        }, "task (goal plan + " + s.name() + " grounding, each step verified)");
    }

    private static CompletableFuture<ModelBrain> loading(Config.BrainSpec spec) {
        CompletableFuture<ModelBrain> f = CompletableFuture.supplyAsync(() -> model(spec));
        LOADING.add(f);
        f.whenComplete((b, e) -> LOADING.remove(f));
        return f;
    }

    /**
     * Waits (up to a minute) for models still loading. A run that ends before its first decision
     * (no screen, bad input) must not exit while ONNX Runtime is creating a session on the
     * background thread: the JVM's exit tears the native library down under it and crashes with
     * SIGSEGV (exit 134 and a crash dump instead of the documented code).
     */
    public static void awaitLoading() {
        for (CompletableFuture<ModelBrain> f : List.copyOf(LOADING)) {
            try {
                f.get(1, java.util.concurrent.TimeUnit.MINUTES);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                // a load that failed was reported at the first decision, or the run never got that far
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** The loaded model brain, for scoring and calibration. */
    public static ModelBrain model(Config.BrainSpec spec) {
        ModelSpec s = modelSpec(spec.model());
        return MODELS.computeIfAbsent(s.toString() + "@" + spec.minConfidence(),
                k -> new ModelBrain(encoder(s), s, Calibration.MINILM, spec.minConfidence()));
    }

    /**
     * ONNX Runtime's native library missing (its class then fails to initialise) is an Error, not an
     * exception: named here as the engine being unavailable, with the fix, instead of an internal error.
     */
    private static SentenceEncoder encoder(ModelSpec s) {
        try {
            return SentenceEncoder.load(s);
        } catch (LinkageError e) {
            throw new EngineUnavailableException(OnnxRuntimeFault.describe(e) + "; " + OnnxRuntimeFault.FIX, e);
        } catch (EngineUnavailableException e) {
            if (e.getCause() instanceof LinkageError broken) { // a library that loads but is not ONNX Runtime's
                throw new EngineUnavailableException(OnnxRuntimeFault.describe(broken) + "; " + OnnxRuntimeFault.FIX, broken);
            }
            throw e;
        }
    }

    /** Finds the model's files at once, so a bad --model fails before anything runs. */
    public static ModelSpec modelSpec(Path model) {
        return model == null ? ModelSpec.bundled(Bundled.files()) : ModelSpec.of(model);
    }

    /**
     * The model brain for a run: it loads on a background thread while the first screen is
     * captured and read (about half a second each; OCR keeps to one core), and the first decision
     * waits for it. A load that fails surfaces there, as the same one-line error.
     */
    static Brain loadingInBackground(Config.BrainSpec spec) {
        ModelSpec s = modelSpec(spec.model());
        CompletableFuture<ModelBrain> loading = loading(spec);
        String description = ModelBrain.describe(s, spec.minConfidence());
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
}
