package dev.tca.perception;

import dev.tca.core.Frame;
import dev.tca.core.Rect;
import dev.tca.core.ScreenMapping;

import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Real Chromium frames from task runs without the tree: a dialog over a dimmed page, a menu, and the page again. */
class DimmedBackdropTest {

    private final DimmedBackdrop backdrop = new DimmedBackdrop();

    private List<Rect> read(String name) throws IOException {
        var image = ImageIO.read(Path.of("src/test/resources/backdrop", name).toFile());
        return backdrop.read(new Frame(image, ScreenMapping.IDENTITY, "test")).modal();
    }

    private static void near(Rect found, Rect dialog) {
        // the sample grid's cells and the dialog's shadow widen it a little; never by a row of the table behind
        assertThat(found.x()).isBetween(dialog.x() - 24, dialog.x() + 4);
        assertThat(found.y()).isBetween(dialog.y() - 24, dialog.y() + 4);
        assertThat(found.right()).isBetween(dialog.right() - 4, dialog.right() + 32);
        assertThat(found.bottom()).isBetween(dialog.bottom() - 4, dialog.bottom() + 32);
    }

    @Test
    void aRenameDialogOverTheDimmedFileTableIsFoundAndStaysUntilThePageComesBack() throws IOException {
        assertThat(read("files-table.png")).as("the first frame has nothing to compare with").isEmpty();
        assertThat(read("files-menu.png")).as("a row's menu opens without a backdrop").isEmpty();
        List<Rect> dialog = read("files-rename-dialog.png");
        assertThat(dialog).hasSize(1);
        near(dialog.get(0), new Rect(406, 315, 468, 169)); // the dialog's white card, measured on the frame
        assertThat(read("files-rename-dialog.png")).as("the same screen again: still open").isEqualTo(dialog);
        assertThat(read("files-table.png")).as("the backdrop lifted").isEmpty();
    }

    @Test
    void aBookingsConfirmationOverADimmedTimetableIsFound() throws IOException {
        read("gym-timetable.png");
        List<Rect> dialog = read("gym-confirm-dialog.png");
        assertThat(dialog).hasSize(1);
        near(dialog.get(0), new Rect(404, 301, 472, 197));
    }

    @Test
    void aFieldsFocusRingThatWentWithTheClickDoesNotWidenTheDialog() throws IOException {
        // Continue took the focus from the Amount field: its ring's line changed beside the dialog, not with the backdrop
        read("bank-payment-form.png");
        List<Rect> dialog = read("bank-check-dialog.png");
        assertThat(dialog).hasSize(1);
        near(dialog.get(0), new Rect(412, 310, 456, 179));
    }

    @Test
    void aNewPageIsNoBackdrop() throws IOException {
        read("gym-timetable.png");
        assertThat(read("files-table.png")).isEmpty();
        read("files-menu.png");
        assertThat(read("gym-timetable.png")).isEmpty();
    }

    @Test
    void aDialogThatGrowsWhenARowInItOpensIsFollowed() throws IOException {
        // a cookie banner's Manage preferences opens a dialog; its Performance row opens inside it and the dialog grows
        // up and down: its buttons, now lower, are still in it, not behind the backdrop
        assertThat(read("cookie-page.png")).isEmpty();
        near(read("cookie-dialog.png").get(0), new Rect(350, 218, 580, 362));
        near(read("cookie-dialog-row-open.png").get(0), new Rect(350, 177, 580, 444));
    }
}
