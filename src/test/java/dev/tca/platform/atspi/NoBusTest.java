package dev.tca.platform.atspi;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Without a D-Bus session there is no accessibility bus: an empty result and one line why. */
class NoBusTest {

    @Test
    void givesEmptyAndAReasonWithoutADBusSession() {
        List<String> why = new ArrayList<>();
        assertThat(AtSpi.connect(Map.of("DISPLAY", ":1"), why::add)).isEmpty();
        assertThat(why).singleElement().asString().contains("no D-Bus session");
    }

    @Test
    void givesEmptyAndAReasonWhenTheBusAddressIsDead() {
        List<String> why = new ArrayList<>();
        assertThat(AtSpi.connect(Map.of("AT_SPI_BUS_ADDRESS", "unix:path=/nonexistent/bus"), why::add)).isEmpty();
        assertThat(why).singleElement().asString().contains("/nonexistent/bus").doesNotContain("\n");
    }
}
