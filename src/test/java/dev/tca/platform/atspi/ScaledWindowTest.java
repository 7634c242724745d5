package dev.tca.platform.atspi;

import dev.tca.core.Rect;
import dev.tca.live.PrivateDisplay;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * GTK 3 under GDK_SCALE=2 reports logical pixels over AT-SPI; the snapshot's boxes are screen
 * pixels all the same, checked against the X server's own geometry of the window (xwininfo).
 */
class ScaledWindowTest {

    @Test
    void readsGdkScaleAsGtkDoes() {
        assertThat(WindowScale.gdkScale(env("PATH=/bin", "GDK_SCALE=2", "HOME=/root"))).isEqualTo(2);
        assertThat(WindowScale.gdkScale(env("GDK_SCALE=3.5"))).isEqualTo(3);
        assertThat(WindowScale.gdkScale(env("GDK_SCALE=0"))).isEqualTo(1);
        assertThat(WindowScale.gdkScale(env("GDK_SCALE=big"))).isEqualTo(1);
        assertThat(WindowScale.gdkScale(env("GDK_DPI_SCALE=2", "PATH=/bin"))).isEqualTo(1);
        assertThat(WindowScale.gdkScale(new byte[0])).isEqualTo(1);
    }

    private static byte[] env(String... entries) {
        return (String.join("\0", entries) + "\0").getBytes(StandardCharsets.UTF_8);
    }

    @Test
    @Tag("desktop")
    void givesScreenPixelsForAZenityUnderGdkScale2() throws Exception {
        PrivateDisplay.require();
        ProcessBuilder pb = new ProcessBuilder("zenity", "--forms", "--title", "Scaled", "--text", "Scaled order",
                "--add-entry", "Name").redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().putAll(Map.of("GDK_SCALE", "2"));
        Process zenity = pb.start();
        try (AtSpi ax = AtSpi.connect(System.getenv(), reason -> { throw new AssertionError(reason); }).orElseThrow()) {
            List<AxNode> nodes = List.of();
            for (long end = System.currentTimeMillis() + 20_000; System.currentTimeMillis() < end; Thread.sleep(200)) {
                nodes = ax.snapshot(AxBudget.DEFAULT).nodes().stream().filter(n -> n.window().equals("Scaled")).toList();
                if (nodes.stream().anyMatch(n -> n.name().equals("OK"))) {
                    break;
                }
            }
            Thread.sleep(500);
            nodes = ax.snapshot(AxBudget.DEFAULT).nodes().stream().filter(n -> n.window().equals("Scaled")).toList();
            AxNode dialog = nodes.stream().filter(n -> n.parent() < 0 || AxCodes.WINDOWS.contains(n.role()))
                    .findFirst().orElseThrow(() -> new AssertionError("no Scaled window in the tree"));
            assertThat(dialog.box()).isEqualTo(xwininfo("Scaled"));
            AxNode ok = nodes.stream().filter(n -> n.name().equals("OK")).findFirst().orElseThrow();
            assertThat(dialog.box().contains(ok.box().center())).isTrue();
            assertThat(ok.box().height()).as("a GTK button is 34 logical pixels high").isEqualTo(68);
        } finally {
            zenity.destroy();
            zenity.waitFor();
        }
    }

    /** The window's geometry as the X server has it, in screen pixels. */
    private static Rect xwininfo(String name) throws Exception {
        Process p = new ProcessBuilder("xwininfo", "-name", name).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        return new Rect(field(out, "Absolute upper-left X"), field(out, "Absolute upper-left Y"), field(out, "Width"),
                field(out, "Height"));
    }

    private static int field(String xwininfo, String name) {
        Matcher m = Pattern.compile(name + ":\\s+(-?\\d+)").matcher(xwininfo);
        if (!m.find()) {
            throw new AssertionError("xwininfo gave no " + name + ": " + xwininfo);
        }
        return Integer.parseInt(m.group(1));
    }
}
