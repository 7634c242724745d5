package dev.tca.perception;

import dev.tca.core.Rect;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A rating drawn as a row of pale stars, on real Chromium screens (cropped task screens), and what is no rating. */
class RatingStarsTest {

    private static List<List<Rect>> rows(String name) throws IOException {
        BufferedImage img = ImageIO.read(Path.of("src/test/resources/ratings", name).toFile());
        int w = img.getWidth();
        int h = img.getHeight();
        boolean[] pale = new boolean[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int c = img.getRGB(x, y);
                int lum = (((c >> 16) & 0xff) * 3 + ((c >> 8) & 0xff) * 6 + (c & 0xff)) / 10;
                pale[y * w + x] = lum <= 250 - RatingStars.CONTRAST;
            }
        }
        return RatingStars.find(pale, w, h);
    }

    @Test
    void findsFivePaleGreyStarsUnderOverallRatingLeftToRight() throws IOException {
        // a review form: "Overall rating", then five light grey ★ (too pale for the read of text), then a help line
        List<List<Rect>> found = rows("review-stars.png");
        assertThat(found).singleElement().satisfies(row -> {
            assertThat(row).hasSize(5);
            assertThat(row.stream().map(Rect::x).toList()).isSorted();
            assertThat(row.get(0).y()).isBetween(70, 100);
        });
    }

    @Test
    void linesOfTextAndARowsDifferentIconsAreNoRating() throws IOException {
        assertThat(rows("editor-toolbar.png")).isEmpty();
        // each mail row ends in a star and two other buttons: not one shape three times
        assertThat(rows("mail-row-icons.png")).isEmpty();
    }
}
