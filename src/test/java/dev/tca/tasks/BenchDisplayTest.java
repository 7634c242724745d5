package dev.tca.tasks;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BenchDisplayTest {

    @Test
    void refusesADisplayThatIsNotMarkedPrivate() {
        assertThatThrownBy(() -> BenchDisplay.choose(null, Map.of("DISPLAY", ":0")))
                .hasMessageContaining("will not run on DISPLAY=:0");
        assertThatThrownBy(() -> BenchDisplay.choose(null, Map.of("DISPLAY", ":0", "TCA_TEST_DISPLAY", ":5")))
                .hasMessageContaining("not marked private");
    }

    @Test
    void acceptsTheTestDisplay() {
        assertThat(BenchDisplay.choose(null, Map.of("DISPLAY", ":131", "TCA_TEST_DISPLAY", ":131"))).isEqualTo(":131");
    }

    @Test
    void refusesADisplayFlagNoXvfbServes() {
        assertThatThrownBy(() -> BenchDisplay.choose(":987", Map.of())).hasMessageContaining("is not an Xvfb running");
        assertThatThrownBy(() -> BenchDisplay.choose("localhost:0", Map.of())).hasMessageContaining("must look like :131");
    }
}
