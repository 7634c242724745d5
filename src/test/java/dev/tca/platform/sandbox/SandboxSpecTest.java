package dev.tca.platform.sandbox;

import dev.tca.core.BadInputException;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SandboxSpecTest {

    @Test
    void launchCommandsSplitLikeShellWordsWithoutRunningAShell() {
        SandboxSpec spec = SandboxSpec.of("1024x600", List.of("zenity --entry --text 'Your name?'",
                "echo \"a \\\"b\\\"\" $(rm -rf /) ; x\\ y"));
        assertThat(spec.width()).isEqualTo(1024);
        assertThat(spec.height()).isEqualTo(600);
        assertThat(spec.launch().get(0)).containsExactly("zenity", "--entry", "--text", "Your name?");
        assertThat(spec.launch().get(1)).containsExactly("echo", "a \"b\"", "$(rm", "-rf", "/)", ";", "x y");
    }

    @Test
    void theDefaultSizeIs1280x800() {
        SandboxSpec spec = SandboxSpec.of(null, List.of());
        assertThat(spec.width()).isEqualTo(1280);
        assertThat(spec.height()).isEqualTo(800);
        assertThat(spec.firstDisplay()).isEqualTo(SandboxSpec.DEFAULT_FIRST_DISPLAY);
    }

    @Test
    void badSizesAndQuotesAreOneLineErrorsNamingTheProblem() {
        assertThatThrownBy(() -> SandboxSpec.of("1280*800", List.of())).isInstanceOf(BadInputException.class)
                .hasMessage("--sandbox-size must look like 1280x800, got '1280*800'");
        assertThatThrownBy(() -> SandboxSpec.of("10x10", List.of())).isInstanceOf(BadInputException.class)
                .hasMessageContaining("between 64x64");
        assertThatThrownBy(() -> SandboxSpec.of(null, List.of("zenity --text 'open"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("unbalanced ' quote");
        assertThatThrownBy(() -> SandboxSpec.of(null, List.of("   "))).isInstanceOf(BadInputException.class)
                .hasMessage("empty --launch command");
    }

    @Test
    void everyProgramASandboxNeedsIsChecked() {
        assertThat(Sandbox.checks()).extracting(c -> c.name())
                .containsExactly("sandbox: Xvfb", "sandbox: dbus-daemon", "sandbox: setsid", "sandbox: at-spi2-core");
    }
}
