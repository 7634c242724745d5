package dev.tca.live;

import dev.tca.core.Element;
import dev.tca.core.Observation;
import dev.tca.core.Role;
import dev.tca.core.Source;
import dev.tca.core.State;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

import static dev.tca.live.MergedIndexLiveTest.holds;
import static dev.tca.live.MergedIndexLiveTest.menu;
import static dev.tca.live.MergedIndexLiveTest.observe;
import static dev.tca.live.MergedIndexLiveTest.shown;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A page of form controls in Chromium, once with its accessibility tree (ACCESSIBILITY_ENABLED=1
 * and --force-renderer-accessibility) and once without, where the pixels alone must still find the
 * field and the boxes at the places the tree gave the first time.
 */
@Tag("desktop")
class MergedIndexChromiumTest {

    @BeforeEach
    void onThePrivateDisplayOnly() {
        PrivateDisplay.require();
    }

    private static String[] chromium(Path profile, Path page, boolean tree) {
        return Stream.of("chromium", tree ? "--force-renderer-accessibility" : null, "--no-sandbox", "--test-type",
                "--user-data-dir=" + profile, "--no-first-run", "--window-position=0,0", "--window-size=900,700",
                "--app=" + page.toUri()).filter(Objects::nonNull).toArray(String[]::new);
    }

    @Test
    void findsTheFormControlsWithTheTreeAndAgainFromThePixelsWithoutIt(@TempDir Path dir) throws Exception {
        Path page = dir.resolve("form.html");
        try (var in = getClass().getResourceAsStream("/perception/form-controls.html")) {
            Files.copy(Objects.requireNonNull(in), page);
        }
        List<App.Control> tree;
        try (App app = App.start("Chromium", 6, Map.of("ACCESSIBILITY_ENABLED", "1"), chromium(dir.resolve("a"), page, true))) {
            tree = app.controls();
            Observation o = observe();
            holds(shown(o, "text field 'Email' (empty)"), find(tree, "entry", "Email"));
            holds(shown(o, "checkbox 'Weekly digest' (unchecked)"), find(tree, "check box", "Weekly digest"));
            holds(shown(o, "checkbox 'Product news' (checked)"), find(tree, "check box", "Product news"));
            holds(shown(o, "radio 'Plain text' (checked)"), find(tree, "radio button", "Plain text"));
            shown(o, "radio 'Rich text' (unchecked)");
            assertThat(o.elements()).as("the range input:%s", menu(o))
                    .anyMatch(e -> e.role() == Role.SLIDER && e.range() != null && e.range().current() == 70);
            holds(shown(o, "button 'Close'"), find(tree, "push button", "Close")); // an icon, named by aria-label
        }
        Process p = new ProcessBuilder(chromium(dir.resolve("b"), page, false)).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            Observation o = pixels(find(tree, "entry", "Email").box());
            for (String[] want : new String[][] {{"entry", "Email"}, {"check box", "Weekly digest"}, {"check box", "Product news"},
                    {"radio button", "Plain text"}, {"radio button", "Rich text"}}) {
                App.Control c = find(tree, want[0], want[1]);
                Role role = want[0].equals("entry") ? Role.TEXT_FIELD : want[0].equals("check box") ? Role.CHECKBOX : Role.RADIO;
                assertThat(o.elements()).as("a %s at the tree's %s from the pixels:%s", role, c.box(), menu(o))
                        .anyMatch(e -> e.role() == role && e.source() != Source.AX && c.box().contains(e.center()));
            }
            Element news = o.elements().stream().filter(e -> e.role() == Role.CHECKBOX
                    && find(tree, "check box", "Product news").box().contains(e.center())).findFirst().orElseThrow();
            assertThat(news.states()).contains(State.CHECKED);
        } finally {
            ProcessTrees.end(p);
        }
    }


    /** Observes until the pixels show a field where the page's field is (Chromium paints a while after start). */
    private static Observation pixels(dev.tca.core.Rect field) throws InterruptedException {
        Observation o = null;
        for (int i = 0; i < 20; i++) {
            Thread.sleep(1000);
            o = observe();
            if (o.elements().stream().anyMatch(e -> e.role() == Role.TEXT_FIELD && field.contains(e.center()))) {
                return o;
            }
        }
        return o;
    }

    private static App.Control find(List<App.Control> tree, String role, String name) {
        return tree.stream().filter(c -> c.role().equals(role) && c.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + role + " '" + name + "' in the tree: " + tree));
    }
}
