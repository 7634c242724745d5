package dev.tca.brain.task;

import dev.tca.core.Element;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** A file described in words found in a GTK file chooser's rows, as its accessibility tree lists them. */
class FileChoosersTest {

    private final List<Element> rows = new ArrayList<>();

    private void row(String name, String size) {
        int y = 100 + rows.size() * 12;
        rows.add(new Element(rows.size() + 1, name, new Rect(500, y, 200, 24), Source.AX, 1.0, Role.TABLE_CELL,
                EnumSet.noneOf(State.class), "", null, "File Chooser Widget", null));
        rows.add(new Element(rows.size() + 1, size, new Rect(720, y, 80, 24), Source.AX, 1.0, Role.TABLE_CELL,
                EnumSet.noneOf(State.class), "", null, "File Chooser Widget", null));
        rows.add(new Element(rows.size() + 1, "14:55", new Rect(820, y, 80, 24), Source.AX, 1.0, Role.TABLE_CELL,
                EnumSet.noneOf(State.class), "", null, "File Chooser Widget", null));
    }

    @Test
    void aFileOfAnotherKindIsNeverItAndTheFolderThatSaysTheWordIsLookedInto() {
        row("march-notes.txt", "28 bytes");
        row("receipts", "");
        row("statements", "");
        String goal = "Attach the PDF of my March receipt.";
        assertThat(FileChoosers.shown(rows)).isTrue();
        assertThat(FileChoosers.file(goal, rows)).as("a text file is not the PDF").isEmpty();
        assertThat(FileChoosers.folder(goal, rows, Set.of())).hasValueSatisfying(e -> assertThat(e.label()).isEqualTo("receipts"));
        assertThat(FileChoosers.folder(goal, rows, Set.of("receipts"))).as("looked into already").isEmpty();
    }

    @Test
    void theFileThatSaysTheWordsAndIsOfTheKindIsChosenAndATieIsNoChoice() {
        row("april-2031.pdf", "1.2 kB");
        row("february-2031.pdf", "1.1 kB");
        row("march-2031-scan.jpg", "220 kB");
        row("march-2031.pdf", "1.3 kB");
        assertThat(FileChoosers.file("Attach the PDF of my March receipt.", rows))
                .hasValueSatisfying(e -> assertThat(e.label()).isEqualTo("march-2031.pdf"));
        assertThat(FileChoosers.file("attach the photo of the March receipt", rows))
                .hasValueSatisfying(e -> assertThat(e.label()).isEqualTo("march-2031-scan.jpg"));
        assertThat(FileChoosers.file("attach my March receipt", rows)).as("the scan and the PDF both say March").isEmpty();
        assertThat(FileChoosers.kinds("send the spreadsheet")).contains("xlsx", "csv").doesNotContain("pdf");
        assertThat(FileChoosers.kinds("open the budget")).isEmpty();
    }

    @Test
    void isOnlyAboutAFileChooser() {
        rows.add(new Element(1, "receipts", new Rect(500, 100, 200, 24), Source.AX, 1.0, Role.TABLE_CELL,
                EnumSet.noneOf(State.class), "", null, "Restore backup", null));
        assertThat(FileChoosers.shown(rows)).isFalse();
        assertThat(FileChoosers.folder("attach my receipt", rows, Set.of())).isEmpty();
    }

    @Test
    void theFoldersAGoalNamesAreWalkedByTheFileStepNotClickedAgainInThePathBar() {
        // inside Clients/Acme, with the file chosen: the path bar's Clients button names a word of the goal
        rows.add(new Element(rows.size() + 1, "Clients", new Rect(740, 10, 70, 26), Source.AX, 1.0, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, "File Chooser Widget", null));
        rows.add(new Element(rows.size() + 1, "Acme", new Rect(812, 10, 60, 26), Source.AX, 1.0, Role.BUTTON,
                EnumSet.noneOf(State.class), "", null, "File Chooser Widget", null));
        row("contract-draft.pdf", "6 bytes");
        row("contract-signed.pdf", "7 bytes");
        List<dev.tca.brain.plan.SubGoal> named = Alignment.expand(dev.tca.brain.plan.SubGoal.of(dev.tca.brain.plan.Kind.NOTE,
                "Attach Acme's signed contract from the Clients folder"), rows, new Grounder(() -> dev.tca.Models.brain(0.4)), true);
        assertThat(named).noneMatch(g -> "Clients".equals(g.target()) || "Acme".equals(g.target()));
    }
}
