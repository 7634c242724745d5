package dev.tca.platform;

import dev.tca.platform.x11.WindowProperties;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The X11 property decoders on bytes as the X server sends them. */
class WindowPropertiesTest {

    @Test
    void wmClassIsTheSecondOfTwoNulTerminatedStrings() {
        assertThat(WindowProperties.wmClass("zenity\0Zenity\0".getBytes(StandardCharsets.ISO_8859_1))).isEqualTo("Zenity");
        assertThat(WindowProperties.wmClass("xterm\0".getBytes(StandardCharsets.ISO_8859_1))).isEqualTo("xterm");
        assertThat(WindowProperties.wmClass(new byte[0])).isEmpty();
        assertThat(WindowProperties.wmClass(null)).isEmpty();
    }

    @Test
    void titlesDecodeUtf8OrLatin1AndDropTrailingNuls() {
        assertThat(WindowProperties.text("Grüße – notes.txt\0".getBytes(StandardCharsets.UTF_8), true))
                .isEqualTo("Grüße – notes.txt");
        assertThat(WindowProperties.text("caf\u00e9".getBytes(StandardCharsets.ISO_8859_1), false)).isEqualTo("café");
    }

    @Test
    void displayKindsAreNamedFromTheEnvironmentAlone() {
        assertThat(DisplayEnvironment.of(Map.of("DISPLAY", ":0"), "Linux").kind()).isEqualTo(DisplayEnvironment.Kind.X11);
        assertThat(DisplayEnvironment.of(Map.of("DISPLAY", ":0", "WAYLAND_DISPLAY", "wayland-0"), "Linux").kind())
                .isEqualTo(DisplayEnvironment.Kind.XWAYLAND);
        DisplayEnvironment wayland = DisplayEnvironment.of(Map.of("XDG_SESSION_TYPE", "wayland"), "Linux");
        assertThat(wayland.kind()).isEqualTo(DisplayEnvironment.Kind.WAYLAND_ONLY);
        assertThat(wayland.explain()).contains("black frames");
        assertThat(DisplayEnvironment.of(Map.of(), "Linux").canCapture()).isFalse();
        assertThat(DisplayEnvironment.of(Map.of("DISPLAY", ":0"), "Windows 11").kind())
                .isEqualTo(DisplayEnvironment.Kind.OTHER_OS);
    }
}
