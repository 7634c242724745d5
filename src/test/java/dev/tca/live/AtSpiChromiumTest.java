package dev.tca.live;

import dev.tca.platform.atspi.AtSpi;
import dev.tca.platform.atspi.AxApp;
import dev.tca.platform.atspi.AxBudget;
import dev.tca.platform.atspi.AxNode;
import dev.tca.platform.atspi.AxSnapshot;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Chromium showing a local form. Chromium joins the accessibility bus only when told to
 * (ACCESSIBILITY_ENABLED=1 here, since there is no GNOME setting) and builds page content with
 * --force-renderer-accessibility. Boxes are checked against pyatspi (libatspi), an independent reader.
 */
@Tag("desktop")
class AtSpiChromiumTest {

    private static String[] chromium(Path profile, Path page, boolean flag) {
        return java.util.stream.Stream.of("chromium", flag ? "--force-renderer-accessibility" : null, "--no-sandbox",
                "--user-data-dir=" + profile, "--no-first-run", "--window-position=0,0", "--window-size=900,700",
                page.toUri().toString()).filter(Objects::nonNull).toArray(String[]::new);
    }

    private static Path page(Path dir) throws Exception {
        Path page = dir.resolve("form.html");
        try (var in = AtSpiChromiumTest.class.getResourceAsStream("/atspi/form.html")) {
            Files.copy(Objects.requireNonNull(in), page);
        }
        return page;
    }

    @Test
    void readsTheFormsControlsWithTheBoxesLibatspiGives(@TempDir Path dir) throws Exception {
        PrivateDisplay.require();
        try (AtSpi ax = AtSpi.connect(System.getenv()).orElseThrow();
             App app = App.start("Chromium", 5, Map.of("ACCESSIBILITY_ENABLED", "1"),
                     chromium(dir.resolve("profile"), page(dir), true))) {
            AxSnapshot s = ax.snapshot(AxBudget.DEFAULT);
            List<AxNode> page = s.nodes().stream().filter(n -> n.app().equals("Chromium")).toList();
            for (String[] want : new String[][] {{"entry", "Name"}, {"check box", "Gift wrap"}, {"combo box", "Size"},
                    {"push button", "Buy now"}, {"link", "Help"}, {"heading", "Order"}}) {
                AxNode node = page.stream().filter(n -> n.role().equals(want[0]) && n.name().equals(want[1]))
                        .findFirst().orElseThrow(() -> new AssertionError("no " + want[0] + " '" + want[1] + "'"));
                var expected = app.controls().stream().filter(c -> c.role().equals(want[0]) && c.name().equals(want[1]))
                        .findFirst().orElseThrow().box();
                assertThat(Math.abs(node.box().x() - expected.x()) + Math.abs(node.box().y() - expected.y())
                        + Math.abs(node.box().width() - expected.width())).as(want[1]).isLessThanOrEqualTo(3);
            }
            AxNode gift = page.stream().filter(n -> n.name().equals("Gift wrap")).findFirst().orElseThrow();
            assertThat(gift.is("checked")).isFalse();
            assertThat(ax.doAction(gift.handle(), "check")).isTrue(); // Chromium's name; GetActions gives it unnamed
            Thread.sleep(300);
            assertThat(ax.snapshot(AxBudget.DEFAULT).nodes().stream().filter(n -> n.handle().equals(gift.handle()))
                    .findFirst().orElseThrow().is("checked")).isTrue();
            AxApp chromium = ax.applications().stream().filter(a -> a.name().equals("Chromium")).findFirst().orElseThrow();
            assertThat(chromium.exposesContent()).isTrue();
        }
    }

    @Test
    void reportsNoPageContentForAChromiumStartedWithoutTheFlag(@TempDir Path dir) throws Exception {
        PrivateDisplay.require();
        ProcessBuilder pb = new ProcessBuilder(chromium(dir.resolve("profile"), page(dir), false))
                .redirectError(ProcessBuilder.Redirect.DISCARD).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        try (AtSpi ax = AtSpi.connect(System.getenv()).orElseThrow()) {
            Thread.sleep(8000);
            assertThat(p.isAlive()).isTrue();
            assertThat(ax.applications()).noneMatch(a -> a.name().equals("Chromium") && a.exposesContent());
            assertThat(ax.snapshot(AxBudget.DEFAULT).nodes()).noneMatch(n -> n.role().equals("document web")
                    && n.name().equals("Order form"));
        } finally {
            ProcessTrees.end(p);
        }
    }
}
