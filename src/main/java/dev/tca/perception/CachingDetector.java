package dev.tca.perception;

import dev.tca.core.Frame;
import dev.tca.core.Observation;
import dev.tca.core.Rect;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads only what changed since the last frame and reuses the words of the rest. The whole
 * screen is read on the first frame, when the frame's size, capture region or active window (its id and geometry, not its title) changed,
 * when more than {@code maxShare} of it changed, or when the change is scattered over more than
 * {@code maxRegions} rectangles.
 */
public final class CachingDetector implements Detector {

    private final WordReader reader;
    private final OcrIndexer indexer;
    private final String name;
    private final double maxShare;
    private final int maxRegions;

    private BufferedImage lastImage;
    private String lastSource = "";
    private List<OcrWord> lastWords = List.of();

    private final AutoCloseable engine;

    /** @param engine what to close with this detector (the native OCR engine behind the reader), or null */
    public CachingDetector(WordReader reader, AutoCloseable engine, OcrSettings settings, String name, double maxShare,
                           int maxRegions) {
        this.reader = reader;
        this.engine = engine;
        this.indexer = new OcrIndexer(settings);
        this.name = name;
        this.maxShare = maxShare;
        this.maxRegions = maxRegions;
    }

    public CachingDetector(WordReader reader, AutoCloseable engine, OcrSettings settings, String name) {
        this(reader, engine, settings, name, 0.6, 4);
    }

    /** What this detector closes with itself: the engine behind its reader, or null. */
    public AutoCloseable engine() {
        return engine;
    }

    @Override
    public void close() {
        if (engine != null) {
            try {
                engine.close();
            } catch (Exception e) {
                throw new IllegalStateException("closing the OCR engine failed: " + e.getMessage(), e);
            }
        }
    }

    @Override
    public synchronized Observation detect(Frame frame) {
        BufferedImage image = frame.image();
        List<OcrWord> words;
        String lastRead;
        boolean sameShape = lastImage != null && lastImage.getWidth() == image.getWidth()
                && lastImage.getHeight() == image.getHeight() && lastSource.equals(frame.cacheKey());
        List<Rect> regions = sameShape
                ? ChangedRegions.between(lastImage, image, lastWords.stream().map(OcrWord::box).toList()) : null;
        double share = regions == null ? 1 : ChangedRegions.share(regions, image.getWidth(), image.getHeight());
        if (regions == null || share > maxShare || regions.size() > maxRegions) {
            words = reader.read(image);
            lastRead = "100% of the screen, full read";
        } else {
            words = new ArrayList<>();
            for (OcrWord w : lastWords) {
                if (regions.stream().noneMatch(r -> r.intersection(w.box()).area() > 0)) {
                    words.add(w);
                }
            }
            for (Rect r : regions) {
                for (OcrWord w : reader.read(image.getSubimage(r.x(), r.y(), r.width(), r.height()))) {
                    words.add(new OcrWord(w.text(), new Rect(w.box().x() + r.x(), w.box().y() + r.y(),
                            w.box().width(), w.box().height()), w.confidence()));
                }
            }
            lastRead = String.format("%.0f%% of the screen, %d region(s)", share * 100, regions.size());
        }
        lastImage = image;
        lastSource = frame.cacheKey();
        lastWords = List.copyOf(words);
        return indexer.index(words, new InkGaps(image)::emptyColumns, frame.width(), frame.height(), frame.mapping(), name)
                .withSummary(lastRead);
    }

    @Override
    public String describe() {
        return name + " with the changed-region cache";
    }
}
