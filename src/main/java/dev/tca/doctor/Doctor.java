package dev.tca.doctor;

import dev.tca.brain.model.ModelSpec;
import dev.tca.brain.model.SentenceEncoder;
import dev.tca.perception.ppocr.PpOcrEngine;
import dev.tca.core.Frame;
import dev.tca.core.TcaException;
import dev.tca.core.BundledFiles;
import dev.tca.perception.OcrSettings;
import dev.tca.perception.tesseract.TessdataLocator;
import dev.tca.perception.tesseract.TesseractDetector;
import dev.tca.perception.tesseract.TesseractEngine;
import dev.tca.platform.DisplayEnvironment;
import dev.tca.platform.awt.Monitors;
import dev.tca.platform.awt.RobotScreen;
import dev.tca.platform.x11.XDisplay;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Map;

/**
 * Preflight: can this machine run tca, and drive its screen? Each check really does the thing
 * (a real capture, a real OCR of a rendered word), so a pass means it works, not that a file exists.
 */
public final class Doctor {

    /** @param realInput whether the user asked for real input (the execution-mode line says which) */
    public record Settings(Path killSwitch, boolean realInput, Map<String, String> env) {
    }

    private final Settings settings;
    private final BundledFiles bundled;

    public Doctor(Settings settings, BundledFiles bundled) {
        this.settings = settings;
        this.bundled = bundled;
    }

    public List<Check> run() {
        List<Check> checks = new ArrayList<>();
        checks.add(java());
        DisplayEnvironment display = DisplayEnvironment.of(settings.env(), System.getProperty("os.name", ""));
        checks.add(display(display));
        checks.addAll(screen(display));
        checks.add(ocr());
        checks.add(AccessibilityCheck.run(settings.env()));
        checks.add(model());
        checks.add(Check.ok("execution mode", settings.realInput()
                ? "REAL INPUT requested (needs TCA_ALLOW_REAL_INPUT=1 as well)"
                : "dry run (the default): nothing is clicked or typed"));
        checks.add(killSwitch());
        return checks;
    }

    private static Check java() {
        int feature = Runtime.version().feature();
        String detail = "Java " + Runtime.version() + " (" + System.getProperty("java.vendor", "?") + ")";
        return feature >= 17 ? Check.ok("java", detail)
                : Check.fail("java", detail, "install Java 17 or newer", true);
    }

    private static Check display(DisplayEnvironment display) {
        if (display.canCapture()) {
            return display.kind() == DisplayEnvironment.Kind.XWAYLAND
                    ? Check.warn("display server", display.explain(), "log in to an X11 session to capture every window")
                    : Check.ok("display server", display.explain());
        }
        return Check.fail("display server", display.explain(),
                "start an X server (Xvfb :99 -screen 0 1280x800x24 & export DISPLAY=:99) or use --image", false);
    }

    private static List<Check> screen(DisplayEnvironment display) {
        if (!display.canCapture()) {
            String why = "skipped: no X display";
            return List.of(
                    Check.fail("monitors", why, "needs a display", false),
                    Check.fail("screen capture", why, "needs a display; --image works without one", false),
                    Check.fail("input backend", why, "needs a display", false));
        }
        List<Check> out = new ArrayList<>();
        try {
            List<Monitors.Monitor> monitors = Monitors.list();
            StringBuilder sb = new StringBuilder();
            for (Monitors.Monitor m : monitors) {
                sb.append(sb.length() == 0 ? "" : "; ").append("#").append(m.index()).append(' ')
                        .append(m.bounds().width()).append('x').append(m.bounds().height()).append(" at ")
                        .append(m.bounds().x()).append(',').append(m.bounds().y()).append(" scale ").append(m.scale())
                        .append(m.primary() ? " (primary)" : "");
            }
            out.add(Check.ok("monitors", monitors.size() + " monitor(s): " + sb));
            RobotScreen screen = new RobotScreen(-1, 1.0);
            long t = System.nanoTime();
            Frame frame = screen.capture();
            long ms = (System.nanoTime() - t) / 1_000_000;
            out.add(allBlack(frame.image())
                    ? Check.warn("screen capture", "the capture is all black (" + frame.width() + "x" + frame.height()
                    + "): either the screen really is black, or capture is blocked",
                    "a Wayland session or a locked screen gives black frames: use an X11 session")
                    : Check.ok("screen capture", "java.awt.Robot, " + frame.width() + "x" + frame.height() + " in " + ms + " ms"));
            try (XDisplay x = XDisplay.open()) {
                out.add(Check.ok("input backend", "XTest on " + display.display() + ", pointer at " + x.pointer()
                        + " (any text, non-ASCII included, through keysym remapping)"));
            }
        } catch (TcaException | java.awt.AWTError | UnsatisfiedLinkError e) {
            out.add(Check.fail("screen capture", e.getMessage(), "check that DISPLAY names a running X server", true));
        }
        return out;
    }

    private static boolean allBlack(BufferedImage img) {
        for (int y = 0; y < img.getHeight(); y += 7) {
            for (int x = 0; x < img.getWidth(); x += 7) {
                if ((img.getRGB(x, y) & 0xffffff) != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private Check ocr() {
        return ocr(TessdataLocator.find("eng", settings.env()));
    }

    /**
     * Tesseract first (what auto prefers); when it is missing or broken, PP-OCR (bundled in the JAR)
     * stands in for every run, so that is a warning, and only both failing is NOT READY.
     */
    Check ocr(Optional<Path> tessdata) {
        Check tesseract = tesseract(tessdata);
        if (tesseract.status() == Check.Status.OK) {
            return tesseract;
        }
        try (PpOcrEngine engine = PpOcrEngine.open(bundled)) {
            String read = String.join(" ", engine.read(sample()).stream().map(w -> w.text()).toList());
            if (read.contains("Doctor")) {
                return Check.warn("OCR engine", "PP-OCR (bundled) read a rendered word correctly and stands in; "
                        + "Tesseract is unavailable: " + tesseract.detail(), tesseract.fix());
            }
            return Check.fail("OCR engine", tesseract.detail() + "; PP-OCR read '" + read + "' instead of 'Doctor'",
                    tesseract.fix(), true);
        } catch (TcaException | LinkageError e) {
            return Check.fail("OCR engine", tesseract.detail() + "; PP-OCR does not load either: " + e.getMessage(),
                    tesseract.fix(), true);
        }
    }

    private static Check tesseract(Optional<Path> tessdata) {
        if (tessdata.isEmpty()) {
            return Check.fail("OCR engine", "no eng.traineddata in TESSDATA_PREFIX or " + TessdataLocator.searched(),
                    "apt-get install tesseract-ocr tesseract-ocr-eng libtesseract-dev", true);
        }
        var broken = dev.tca.core.Traineddata.problem(tessdata.get().resolve("eng.traineddata"));
        if (broken.isPresent()) {
            return Check.fail("OCR engine", broken.get(), "apt-get install --reinstall tesseract-ocr-eng, or point "
                    + "TESSDATA_PREFIX at a good copy", true);
        }
        try (TesseractEngine engine = TesseractEngine.open(tessdata.get(), "eng")) {
            String read = String.join(" ", new TesseractDetector(engine, OcrSettings.DEFAULTS)
                    .readWords(sample()).stream().map(w -> w.text()).toList());
            if (!read.contains("Doctor")) {
                return Check.fail("OCR engine", "tesseract " + engine.version() + " read '" + read + "' instead of 'Doctor'",
                        "reinstall tesseract-ocr-eng", true);
            }
            return Check.ok("OCR engine", "tesseract " + engine.version() + " (" + tessdata.get()
                    + "), read a rendered word correctly");
        } catch (TcaException | LinkageError e) {
            return Check.fail("OCR engine", e.getMessage(), "apt-get install tesseract-ocr tesseract-ocr-eng libtesseract-dev", true);
        }
    }

    private static BufferedImage sample() {
        BufferedImage img = new BufferedImage(240, 60, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, 240, 60);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.BLACK);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 20));
            g.drawString("Doctor", 20, 38);
        } finally {
            g.dispose();
        }
        return img;
    }

    private static final String ORT_FIX = dev.tca.core.OnnxRuntimeFault.FIX;

    private Check model() {
        long t = System.nanoTime();
        ModelSpec spec;
        try {
            spec = ModelSpec.bundled(bundled);
        } catch (RuntimeException e) {
            return Check.fail("model runtime", "the bundled model is missing: " + e.getMessage(),
                    "rebuild the JAR (scripts/tca does it); only --brain model needs it", false);
        }
        try (SentenceEncoder encoder = SentenceEncoder.load(spec)) {
            long loadMs = (System.nanoTime() - t) / 1_000_000;
            float[][] v = encoder.encode(java.util.List.of("store the file", "Save", "Delete"));
            Check ranks = ranking(SentenceEncoder.cosine(v[0], v[1]), SentenceEncoder.cosine(v[0], v[2]));
            if (ranks != null) {
                return ranks;
            }
            return Check.ok("model runtime", "ONNX Runtime " + ai.onnxruntime.OrtEnvironment.getEnvironment().getVersion()
                    + ", " + spec.name() + " loaded in " + loadMs + " ms and answers (only --brain model needs it); "
                    + "bundled files unpacked in " + bundled.dir());
        } catch (LinkageError e) {
            return Check.fail("model runtime", dev.tca.core.OnnxRuntimeFault.describe(e), ORT_FIX, false);
        } catch (TcaException e) {
            boolean nativeLib = e.getCause() instanceof LinkageError;
            return Check.fail("model runtime", nativeLib ? dev.tca.core.OnnxRuntimeFault.describe(e.getCause()) : e.getMessage(),
                    nativeLib ? ORT_FIX
                    : "only --brain model and task need it; reinstall tca, or pass --model a working ONNX file with its "
                    + "tokenizer.json; --brain planner works without it", false);
        }
    }

    /**
     * The model must rank meanings, not just answer: "store the file" is nearer to "Save" than to
     * "Delete" for any working sentence encoder. Null when it does.
     */
    static Check ranking(double toSave, double toDelete) {
        if (toSave > toDelete) {
            return null;
        }
        return Check.fail("model runtime", String.format(java.util.Locale.ROOT, "the model answers, but ranks 'Delete' "
                + "(%.3f) at least as near to 'store the file' as 'Save' (%.3f)", toDelete, toSave),
                "reinstall tca; only --brain model needs it", false);
    }

    private Check killSwitch() {
        Path ks = settings.killSwitch();
        if (Files.exists(ks)) {
            return Check.fail("kill switch", ks + " exists, so every action would be refused", "rm " + ks, true);
        }
        return Check.ok("kill switch", "create " + ks + " to stop a run before its next action");
    }
}
