package dev.tca.perception.tesseract;

import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.perception.Detector;
import dev.tca.perception.InkGaps;
import dev.tca.perception.OcrIndexer;
import dev.tca.perception.OcrSettings;
import dev.tca.perception.OcrWord;
import dev.tca.perception.PolarityRegions;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * OCR with Tesseract, tuned for UI text: screens of ordinary size are read at 1.5x (UI fonts sit
 * below the x-height Tesseract was trained on), in grayscale, dark themes inverted; then each
 * island of uniform brightness (a dark button, a light dialog on a dark desktop) is read again on
 * its own, dark ones inverted, because Tesseract's page layout tends to take an island of the
 * other brightness for a picture.
 */
public final class TesseractDetector implements Detector {

    private static final int MAX_ISLANDS = 12;
    private static final int PAD = 12;
    /** Regions at most this tall (a button, a title bar) are read as one block. */
    private static final int SMALL_ISLAND = 80;

    private final TesseractEngine engine;
    private final OcrSettings settings;
    private final OcrIndexer indexer;

    public TesseractDetector(TesseractEngine engine, OcrSettings settings) {
        this.engine = engine;
        this.settings = settings;
        this.indexer = new OcrIndexer(settings);
    }

    @Override
    public Observation detect(Frame frame) {
        List<OcrWord> words = readWords(frame.image());
        InkGaps gaps = new InkGaps(frame.image());
        return indexer.index(words, gaps::emptyColumns, frame.width(), frame.height(), frame.mapping(), describe());
    }

    /** All words of an image, in its own pixel coordinates. */
    public List<OcrWord> readWords(BufferedImage image) {
        double scale = image.getHeight() <= settings.upscaleBelow() ? 1.5 : 1.0;
        Rect whole = new Rect(0, 0, image.getWidth(), image.getHeight());
        BufferedImage plain = Grayscale.of(image, whole, 1.0, false, 0);
        boolean dark = PolarityRegions.mostlyDark(plain);
        List<OcrWord> words = new ArrayList<>(read(image, whole, scale, dark));
        // islands of both brightnesses, each read in its own polarity: a dark button can sit on a
        // light dialog that itself sits on a dark desktop
        List<Island> islands = new ArrayList<>();
        PolarityRegions.islands(plain, true, MAX_ISLANDS).forEach(r -> islands.add(new Island(r, true)));
        PolarityRegions.islands(plain, false, MAX_ISLANDS).forEach(r -> islands.add(new Island(r, false)));
        islands.sort(java.util.Comparator.comparingLong((Island i) -> i.region().area()).reversed());
        for (Island island : islands) {
            List<OcrWord> again = read(image, island.region(), scale, island.dark());
            // one reading per place: the smaller, more uniform region is the better context, so its
            // confident reading wins; otherwise whichever reading Tesseract is surer of
            for (OcrWord w : again) {
                List<OcrWord> rivals = words.stream().filter(o -> overlaps(o.box(), w.box())).toList();
                if (w.confidence() >= settings.minWordConfidence()
                        || rivals.stream().allMatch(o -> o.confidence() < w.confidence())) {
                    words.removeAll(rivals);
                    words.add(w);
                }
            }
        }
        return words;
    }

    /**
     * The words of one prepared line (the inside of a control, enlarged, black on white), in that
     * picture's pixels: read as a single line, which finds text that page layout drops.
     */
    public List<OcrWord> readLine(BufferedImage gray) {
        if (gray.getType() != BufferedImage.TYPE_BYTE_GRAY) {
            throw new IllegalArgumentException("readLine needs a TYPE_BYTE_GRAY image");
        }
        return engine.read(gray, 300, TesseractEngine.PSM_SINGLE_LINE);
    }

    private record Island(Rect region, boolean dark) {
    }

    private List<OcrWord> read(BufferedImage image, Rect region, double scale, boolean invert) {
        BufferedImage gray = Grayscale.of(image, region, scale, invert, PAD);
        int dpi = (int) Math.round(144 * scale);
        int psm = region.height() <= SMALL_ISLAND ? TesseractEngine.PSM_SINGLE_BLOCK : TesseractEngine.PSM_SPARSE_TEXT;
        return engine.read(gray, dpi, psm).stream()
                .map(w -> new OcrWord(w.text(), new Rect(
                        region.x() + (int) Math.round((w.box().x() - PAD) / scale),
                        region.y() + (int) Math.round((w.box().y() - PAD) / scale),
                        (int) Math.round(w.box().width() / scale),
                        (int) Math.round(w.box().height() / scale)), w.confidence()))
                .toList();
    }

    private static boolean overlaps(Rect a, Rect b) {
        return a.intersection(b).area() > 0.5 * Math.min(a.area(), b.area());
    }

    @Override
    public String describe() {
        return "tesseract " + engine.version() + " (" + engine.language() + ")";
    }

    @Override
    public void close() {
        engine.close();
    }
}
