package dev.tca.perception;

import dev.tca.Ocr;
import dev.tca.core.Frame;
import dev.tca.core.Labels;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;
import dev.tca.screen.ExampleDesktop;
import dev.tca.screen.ImageScreen;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The changed-region cache reads only what changed, and gives the index a full read gives. */
@Tag("engine")
class ChangedRegionCacheTest {

    private static CachingDetector cache() {
        return new CachingDetector(Ocr.detector()::readWords, null, OcrSettings.DEFAULTS, "tesseract");
    }

    private static List<String> labels(Observation o) {
        return o.elements().stream().map(e -> Labels.core(e.label()) + "@" + e.center().x() / 8 + "," + e.center().y() / 8)
                .sorted().toList();
    }

    @Test
    void nothingChangedMeansNoRegionAndAWordCutByAChangeGrowsIt() {
        BufferedImage a = new ExampleDesktop(false).capture().image();
        assertThat(ChangedRegions.between(a, a, List.of())).isEmpty();
        BufferedImage b = new BufferedImage(a.getWidth(), a.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = b.createGraphics();
        g.drawImage(a, 0, 0, null);
        g.setColor(Color.RED);
        g.fillRect(500, 500, 40, 20);
        g.dispose();
        List<Rect> regions = ChangedRegions.between(a, b, List.of(new Rect(520, 505, 200, 14)));
        assertThat(regions).hasSize(1);
        assertThat(regions.get(0).contains(new dev.tca.core.Point(719, 510))).as("grown over the word it cut").isTrue();
        assertThat(ChangedRegions.share(regions, a.getWidth(), a.getHeight())).isLessThan(0.05);
    }

    @Test
    void aChangedRegionGrownOverAWordPastTheEdgeStaysInsideTheImage() {
        BufferedImage a = new ExampleDesktop(false).capture().image();
        BufferedImage b = new BufferedImage(a.getWidth(), a.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = b.createGraphics();
        g.drawImage(a, 0, 0, null);
        g.setColor(Color.RED);
        g.fillRect(300, a.getHeight() - 20, 40, 20);
        g.dispose();
        // the last read reported a word whose box runs 6 pixels below the image (a glyph cut off at the edge)
        List<Rect> regions = ChangedRegions.between(a, b, List.of(new Rect(310, a.getHeight() - 12, 90, 18)));
        assertThat(regions).isNotEmpty().allSatisfy(r -> {
            assertThat(r.bottom()).isLessThanOrEqualTo(a.getHeight());
            assertThat(r.right()).isLessThanOrEqualTo(a.getWidth());
        });
        assertThat(regions.get(0).contains(new dev.tca.core.Point(395, a.getHeight() - 5))).as("grown over the word").isTrue();
    }

    @Test
    void aDialogOpeningIsReadAloneAndTheIndexEqualsAFullRead() {
        CachingDetector cache = cache();
        Frame before = new ExampleDesktop(false).capture();
        Frame after = new ExampleDesktop(true).capture();
        assertThat(cache.detect(before).summary()).isEqualTo("100% of the screen, full read");
        Observation cached = cache.detect(after);
        assertThat(cached.summary()).matches("\\d+% of the screen, 1 region\\(s\\)");
        Observation full = Ocr.detector().detect(after);
        assertThat(labels(cached)).isEqualTo(labels(full));
    }

    @Test
    void onARecordedSequenceOfRealDialogsTheIndexEqualsAFullRead() {
        // two real zenity dialogs captured on the same empty desktop, one after the other
        Path dir = Path.of("src/test/resources/perception-bench/1280x800");
        Frame first = relabel(new ImageScreen(dir.resolve("zenity-info.png")).capture());
        Frame second = relabel(new ImageScreen(dir.resolve("zenity-error.png")).capture());
        CachingDetector cache = cache();
        cache.detect(first);
        Observation cached = cache.detect(second);
        assertThat(cached.summary()).contains("region(s)");
        assertThat(labels(cached)).isEqualTo(labels(Ocr.detector().detect(second)));
    }

    /** The same source for both frames, as two captures of one live screen would have. */
    private static Frame relabel(Frame f) {
        return new Frame(f.image(), ScreenMapping.IDENTITY, "live");
    }
}
