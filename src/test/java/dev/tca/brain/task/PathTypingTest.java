package dev.tca.brain.task;

import dev.tca.core.Action;
import dev.tca.core.Decision;
import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Rect;
import dev.tca.core.Role;
import dev.tca.core.ScreenMapping;
import dev.tca.core.Source;
import dev.tca.core.State;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How a path goes into a file chooser's field (the order that keeps GTK's inline completion out of it, measured on
 * real choosers in the task suite: mousepad-new-note, zenity-file-budget), and what counts as saved.
 */
class PathTypingTest {

    private static Element field(String value) {
        return new Element(1, "Name", new Rect(60, 0, 1000, 30), Source.AX, 1.0, Role.TEXT_FIELD, EnumSet.of(State.FOCUSED),
                value, null, "in 'Save As'", null);
    }

    private static List<String> acts(String path) {
        List<String> acts = new ArrayList<>();
        for (int stage = 0; ; stage++) {
            Optional<Decision> d = PathTyping.next(0, path, stage, 0, field("Untitled 1"));
            if (d.isEmpty()) {
                return acts;
            }
            acts.add(d.get().action() instanceof Action.Type t ? "type " + t.text() + (t.replace() ? " (replace)" : "")
                    : d.get().action().describe());
        }
    }

    @Test
    void theNameGoesFirstThenTheFoldersInFrontThenTheRoot() {
        assertThat(acts("/tmp/work/shopping.txt")).containsExactly("type shopping.txt (replace)", "key home",
                "type tmp/work/", "key home", "type /");
        assertThat(acts("docs/plan.ods")).containsExactly("type plan.ods (replace)", "key home", "type docs/");
        assertThat(acts("notes.txt")).containsExactly("type notes.txt (replace)");
    }

    @Test
    void theLastActIsSeenOnlyWhenTheFieldHoldsTheWholePathAndARetryTypesItOver() {
        Decision last = PathTyping.next(0, "/tmp/work/shopping.txt", 4, 0, field("Untitled 1")).orElseThrow();
        Observation bent = observed(field("/tmp/wor/shopping.txt"));
        Observation right = observed(field("/tmp/work/shopping.txt"));
        assertThat(last.expect().seen(bent, bent, true)).isEmpty();
        assertThat(last.expect().seen(bent, right, true)).isPresent();
        Decision retry = PathTyping.next(0, "/tmp/work/shopping.txt", 4, 1, field("x")).orElseThrow();
        assertThat(retry.action()).isEqualTo(new Action.Type("/tmp/work/shopping.txt", null, true, false));
    }

    @Test
    void savedMeansTheDialogClosedAndTheFileIsThere(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("shopping.txt");
        var saved = Effects.savedAs(1, "in 'Save As'", file.toString());
        Observation open = observed(field(file.toString()));
        Observation closed = observed();
        assertThat(saved.seen(open, open, true)).as("the dialog is still open").isEmpty();
        assertThat(saved.seen(open, closed, true)).as("closed, but nothing written there").isEmpty();
        Files.writeString(file, "buy oat milk");
        assertThat(saved.seen(open, closed, true)).hasValueSatisfying(v -> assertThat(v).contains("was written"));
    }

    private static Observation observed(Element... elements) {
        return new Observation(List.of(elements), List.of(), 1280, 800, ScreenMapping.IDENTITY, "test", "");
    }
}
