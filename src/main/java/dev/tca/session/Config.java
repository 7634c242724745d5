package dev.tca.session;

import dev.tca.core.BadInputException;
import dev.tca.platform.sandbox.SandboxSpec;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * Everything needed to assemble a harness, as plain values: the CLI fills it from options, the
 * MCP server and tests build it directly. Each part checks itself in {@link #validate}, so bad
 * input fails with one line before anything is opened.
 *
 * @param env the process environment (the second deliberate act for real input lives there)
 */
public record Config(ScreenSpec screen, PerceptionSpec perception, BrainSpec brain, SafetySpec safety,
                     InputSpec input, SandboxSetup sandbox, Map<String, String> env) {

    public Config {
        Objects.requireNonNull(screen, "screen");
        Objects.requireNonNull(perception, "perception");
        Objects.requireNonNull(brain, "brain");
        Objects.requireNonNull(safety, "safety");
        Objects.requireNonNull(input, "input");
        env = Map.copyOf(env);
    }

    /** With the default input (auto). */
    public Config(ScreenSpec screen, PerceptionSpec perception, BrainSpec brain, SafetySpec safety,
                  SandboxSetup sandbox, Map<String, String> env) {
        this(screen, perception, brain, safety, InputSpec.AUTO, sandbox, env);
    }

    /** On the user's own desktop (or an image): no sandbox, the default input. */
    public Config(ScreenSpec screen, PerceptionSpec perception, BrainSpec brain, SafetySpec safety, Map<String, String> env) {
        this(screen, perception, brain, safety, InputSpec.AUTO, null, env);
    }

    /** The environment variable that is the second deliberate act for real input. */
    public static final String ALLOW_VARIABLE = "TCA_ALLOW_REAL_INPUT";

    /**
     * Where frames come from.
     *
     * @param image   a screenshot path, "example", or null for live
     * @param monitor the monitor index, -1 for the primary
     */
    public record ScreenSpec(String image, boolean live, int monitor, double scale, boolean activeWindow) {

        public static ScreenSpec image(String image) {
            return new ScreenSpec(image, false, -1, 1.0, false);
        }

        public static ScreenSpec liveScreen() {
            return new ScreenSpec(null, true, -1, 1.0, false);
        }

        void validate() {
            if (image != null && live) {
                throw new BadInputException("choose one screen: --image or --live, not both");
            }
            if (image == null && !live) {
                throw new BadInputException("say where the screen comes from: --image PATH, --image example, or --live");
            }
            if (activeWindow && !live) {
                throw new BadInputException("--window active needs --live");
            }
            if (!(scale > 0 && scale <= 1)) {
                throw new BadInputException("--scale must be in (0, 1], got " + scale);
            }
        }
    }

    /**
     * How the element index is built.
     *
     * @param detector      auto | tesseract | ppocr | grid: the OCR engine (and the grid fallback)
     * @param ocrCache      read only what changed since the last frame
     * @param accessibility auto | on | off: merge the accessibility tree when the platform has one
     * @param widgets       find textless controls (fields, boxes, sliders) in the pixels
     */
    public record PerceptionSpec(String detector, boolean ocrCache, String accessibility, boolean widgets) {

        public static final PerceptionSpec DEFAULTS = new PerceptionSpec("auto", true, "auto", true);

        void validate() {
            if (!java.util.List.of("auto", "tesseract", "ppocr", "grid").contains(detector)) {
                throw new BadInputException("unknown detector '" + detector + "' (known: auto, tesseract, ppocr, grid)");
            }
            if (!java.util.List.of("auto", "on", "off").contains(accessibility)) {
                throw new BadInputException("--accessibility must be auto, on or off, got '" + accessibility + "'");
            }
        }
    }

    /**
     * A private desktop instead of the user's: the live screen, the input and the accessibility tree
     * are all the sandbox's. Null in {@link Config} means the user's own desktop.
     *
     * @param spec  the sandbox's size and the apps to launch in it
     * @param watch show the sandbox in a window on the user's display, with "Take over"
     */
    public record SandboxSetup(SandboxSpec spec, boolean watch) {

        public SandboxSetup {
            Objects.requireNonNull(spec, "spec");
        }

        /** Before screen.validate(), so the message names the sandbox rather than two screens. */
        void validate(ScreenSpec screen) {
            if (screen.image() != null) {
                throw new BadInputException("--image does not go with --sandbox: the sandbox is a live screen of its own");
            }
            if (!screen.live()) {
                throw new BadInputException("--sandbox is a live screen: it needs live capture");
            }
            if (screen.monitor() > 0) {
                throw new BadInputException("--monitor does not go with --sandbox: the sandbox has one screen "
                        + "(size it with --sandbox-size)");
            }
            if (screen.scale() != 1.0 || screen.activeWindow()) {
                throw new BadInputException("--scale and --window active do not go with --sandbox yet: it reads its whole screen");
            }
        }
    }

    /**
     * Which brain decides.
     *
     * @param name          task | planner | model | script | first
     * @param script        the steps file for the script brain, else null
     * @param model         another sentence-embedding model (with tokenizer.json beside it), else null for the bundled one
     * @param minConfidence the model does not act below this
     */
    public record BrainSpec(String name, Path script, Path model, double minConfidence) {

        public static final java.util.List<String> NAMES = java.util.List.of("task", "planner", "model", "script", "first");

        public static BrainSpec named(String name) {
            return new BrainSpec(name, null, null, 0.4);
        }

        void validate() {
            if (!NAMES.contains(name)) {
                throw new BadInputException("unknown brain '" + name + "' (known: " + String.join(", ", NAMES) + ")");
            }
            if (script != null && !name.equals("script")) {
                throw new BadInputException("--script goes with --brain script");
            }
            if (name.equals("script") && script == null) {
                throw new BadInputException("--brain script needs --script FILE");
            }
            if (minConfidence < 0 || minConfidence > 1) {
                throw new BadInputException("--min-confidence must be in 0..1, got " + minConfidence);
            }
        }
    }

    /**
     * How real input reaches an element the accessibility tree can act on (--input). The same
     * policy and the same two deliberate acts apply to either way; a dry run does neither.
     *
     * @param mode pixels | native | auto
     */
    public record InputSpec(String mode) {

        public static final InputSpec AUTO = new InputSpec("auto");

        public InputSpec {
            Objects.requireNonNull(mode, "mode");
        }

        public dev.tca.act.InputMode parsed() {
            return dev.tca.act.InputMode.of(mode);
        }

        void validate() {
            parsed();
        }
    }

    /**
     * What may be touched.
     *
     * @param realInput    the first deliberate act (--real-input); the second is {@link #ALLOW_VARIABLE}=1
     * @param allowGrid    permit real clicks on blind grid cells
     * @param killSwitch   a file whose existence stops the run before its next action
     * @param steps        the action budget
     * @param settleMillis the pause after each real action before the screen is read again
     */
    public record SafetySpec(boolean realInput, boolean allowGrid, Path killSwitch, int steps, long settleMillis) {

        public static SafetySpec dryRun(int steps) {
            return new SafetySpec(false, false, defaultKillSwitch(), steps, 400);
        }

        public static Path defaultKillSwitch() {
            return Path.of(System.getProperty("java.io.tmpdir"), "tca.STOP");
        }

        void validate() {
            if (steps < 1) {
                throw new BadInputException("--steps must be at least 1, got " + steps);
            }
            if (settleMillis < 0) {
                throw new BadInputException("--settle-ms must be >= 0");
            }
            Objects.requireNonNull(killSwitch, "killSwitch");
        }
    }

    /**
     * Checks every part, and the two deliberate acts: real input needs --real-input, the variable
     * {@link #ALLOW_VARIABLE}=1 and a live screen; either act alone says which is missing.
     */
    public void validate() {
        if (sandbox != null) {
            sandbox.validate(screen);
        }
        screen.validate();
        perception.validate();
        brain.validate();
        safety.validate();
        input.validate();
        boolean allowed = "1".equals(env.get(ALLOW_VARIABLE));
        if (!safety.realInput()) {
            if (allowed && screen.live()) {
                throw new BadInputException(ALLOW_VARIABLE + "=1 is set but --real-input was not given: both "
                        + "deliberate acts are needed for real input; add --real-input, or unset the variable for a dry run");
            }
            return;
        }
        if (!allowed) {
            throw new BadInputException("--real-input also needs the environment variable " + ALLOW_VARIABLE
                    + "=1 (the second deliberate act); nothing was touched");
        }
        if (!screen.live()) {
            throw new BadInputException("--real-input needs --live: a replayed image has no real screen to act on");
        }
    }
}
