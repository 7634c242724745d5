package dev.tca.perception;

import dev.tca.core.Rect;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The "more actions" glyph of a row, three dots with no frame, on real Chromium screens (cropped task screens). */
class KebabsTest {

    private static List<Rect> kebabs(String name) throws IOException {
        BufferedImage img = ImageIO.read(Path.of("src/test/resources/kebabs", name).toFile());
        int w = img.getWidth();
        int h = img.getHeight();
        boolean[] ink = new boolean[w * h];
        int[] lum = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int c = img.getRGB(x, y);
                lum[y * w + x] = (((c >> 16) & 0xff) * 3 + ((c >> 8) & 0xff) * 6 + (c & 0xff)) / 10;
                ink[y * w + x] = lum[y * w + x] < 255 - 90;
            }
        }
        return Kebabs.find(Blobs.boxes(ink, w, h, true), b -> {
            for (int y = b.y(); y < b.bottom(); y++) {
                for (int x = b.x(); x < b.right(); x++) {
                    if (lum[y * w + x] <= 255 - 140) {
                        return true;
                    }
                }
            }
            return false;
        });
    }

    @Test
    void findsTheMenuDotsAtTheEndOfEveryRowOfAMembersTable() throws IOException {
        // six members, each row ending in ⋮ (2 px dots, 6-7 px apart) inside the table's rules
        List<Rect> found = kebabs("members-table.png");
        assertThat(found).hasSize(6).allSatisfy(k -> assertThat(k.x()).isBetween(950, 975));
        assertThat(found.stream().map(Rect::y).sorted().toList()).isSorted();
    }

    @Test
    void anEllipsisInAMenuEntryIsNoIcon() throws IOException {
        // "Open…" in a File menu: three dots in a row, but beside letters
        assertThat(kebabs("file-menu.png")).isEmpty();
    }

    @Test
    void findsAFileTablesSmallDotsThatAntiAliasingLeavesOnePixelEach() throws IOException {
        // a file manager's rows end in a 13 px ⋮: each dot one pixel dark enough for ink, 4-5 px apart; the folders'
        // rows above have none, and the type badges, sizes and dates beside them are no dots
        List<Rect> found = kebabs("files-table.png");
        assertThat(found).hasSize(7).allSatisfy(k -> assertThat(k.x()).isBetween(885, 910));
    }
}
