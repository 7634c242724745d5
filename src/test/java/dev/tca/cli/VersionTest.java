package dev.tca.cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("fast")
class VersionTest {

    @Test
    void theVersionComesFromTheManifestAndNothingIsMadeUpWithoutOne() {
        assertThat(Version.line("7.8.9")).startsWith("tca 7.8.9 (Java ");
        assertThat(Version.line(null)).startsWith("tca (development build").doesNotContain("0.1.0");
        // the test classes run from target/classes, which has no manifest
        assertThat(new Version().getVersion()).containsExactly(Version.line(null));
    }
}
