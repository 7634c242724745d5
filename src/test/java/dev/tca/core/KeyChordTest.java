package dev.tca.core;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KeyChordTest {

    @Test
    void parsesModifiersInAnyCaseIntoACanonicalOrder() {
        KeyChord c = KeyChord.parse("Shift+CTRL+t");
        assertThat(c.modifiers()).containsExactly("ctrl", "shift");
        assertThat(c.key()).isEqualTo("t");
        assertThat(c).hasToString("ctrl+shift+t");
    }

    @Test
    void knowsNamedKeysAndAliases() {
        assertThat(KeyChord.parse("Enter").key()).isEqualTo("return");
        assertThat(KeyChord.parse("alt+F4")).hasToString("alt+f4");
        assertThat(KeyChord.parse("esc").key()).isEqualTo("escape");
        assertThat(KeyChord.parse("cmd+s").modifiers()).containsExactly("super");
        assertThat(KeyChord.parse("ctrl++").key()).isEqualTo("+");
    }

    @Test
    void refusesUnknownKeysAndModifiers() {
        assertThatThrownBy(() -> KeyChord.parse("ctrl+banana")).hasMessageContaining("unknown key 'banana'");
        assertThatThrownBy(() -> KeyChord.parse("hyper+s")).hasMessageContaining("unknown modifier 'hyper'");
        assertThatThrownBy(() -> KeyChord.parse(" ")).hasMessageContaining("empty");
        assertThatThrownBy(() -> KeyChord.parse("f25")).hasMessageContaining("unknown key");
    }
}
