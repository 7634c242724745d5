package dev.tca.core;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ActionTest {

    @Test
    void everyVerbValidatesItselfBeforeAnythingRuns() {
        assertThatThrownBy(() -> new Action.Click(0)).hasMessageContaining("element number");
        assertThatThrownBy(() -> new Action.Type("", null)).hasMessageContaining("needs some text");
        assertThatThrownBy(() -> new Action.Type("x".repeat(2001), null)).hasMessageContaining("longer than");
        assertThatThrownBy(() -> new Action.Scroll(Action.Direction.DOWN, 0, null)).hasMessageContaining("1..50");
        assertThatThrownBy(() -> new Action.Wait(-1)).hasMessageContaining("0..60000");
        assertThatThrownBy(() -> new Action.Key(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void describesItselfOnOneLine() {
        assertThat(new Action.Type("hi", 2).describe()).isEqualTo("type 'hi' into #2");
        assertThat(new Action.Scroll(Action.Direction.UP, 3, null).describe()).isEqualTo("scroll up 3");
        assertThat(new Action.Key(KeyChord.parse("ctrl+s")).describe()).isEqualTo("key ctrl+s");
        assertThat(new Action.DoubleClick(4).target()).contains(4);
    }

    @Test
    void onlyScreenChangingVerbsCountAsInput() {
        assertThat(new Action.Click(1).isInput()).isTrue();
        assertThat(new Action.Wait(10).isInput()).isFalse();
        assertThat(new Action.Done("x").isInput()).isFalse();
        assertThat(new Action.Fail("x").isInput()).isFalse();
    }
}
