package dev.tca.core;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@Tag("engine")
class BundledFilesTest {

    // a resource inside a dependency's JAR, as in the fat JAR: its key comes from the JAR entry's CRC
    private static final String IN_JAR = "/all-minilm-l6-v2-q-tokenizer.json";

    @Test
    void unpacksOnceAndReusesTheFileOnTheNextStart(@TempDir Path cache) throws IOException {
        Path first = new BundledFiles(cache).folder("tok", List.of(IN_JAR)).path(IN_JAR);
        assertThat(first).startsWith(cache).hasFileName("all-minilm-l6-v2-q-tokenizer.json");
        try (var in = getClass().getResourceAsStream(IN_JAR)) {
            assertThat(Files.readAllBytes(first)).isEqualTo(in.readAllBytes());
        }
        FileTime written = FileTime.fromMillis(1_000_000);
        Files.setLastModifiedTime(first, written);
        Path again = new BundledFiles(cache).folder("tok", List.of(IN_JAR)).path(IN_JAR);
        assertThat(again).isEqualTo(first);
        assertThat(Files.getLastModifiedTime(again)).as("not written again").isEqualTo(written);
        try (var files = Files.list(first.getParent())) {
            assertThat(files).as("no half-written leftovers").hasSize(1);
        }
    }

    @Test
    void aTruncatedFileIsWrittenAgain(@TempDir Path cache) throws IOException {
        Path file = new BundledFiles(cache).folder("tok", List.of(IN_JAR)).path(IN_JAR);
        Files.write(file, new byte[10]);
        assertThat(Files.size(new BundledFiles(cache).folder("tok", List.of(IN_JAR)).path(IN_JAR))).isGreaterThan(10_000);
    }

    @Test
    void severalResourcesShareOneFolderNamedAfterTheirContent(@TempDir Path cache) {
        BundledFiles files = new BundledFiles(cache);
        BundledFiles.Unpacked both = files.folder("model", List.of(IN_JAR, "/all-minilm-l6-v2-q.onnx"));
        assertThat(both.path("/all-minilm-l6-v2-q.onnx")).isRegularFile().hasParent(both.dir());
        assertThat(both.path(IN_JAR)).isRegularFile().hasParent(both.dir());
        assertThat(both.dir().getFileName().toString()).matches("model-[0-9a-f]{8}");
        assertThat(files.folder("model", List.of(IN_JAR))).as("other content, other folder").isNotEqualTo(both);
    }

    @Test
    void anUnwritableCacheFallsBackToATemporaryFolder(@TempDir Path tmp) throws IOException {
        Path notADir = Files.writeString(tmp.resolve("file"), "x");
        Path file = new BundledFiles(notADir.resolve("cache")).folder("tok", List.of(IN_JAR)).path(IN_JAR);
        assertThat(file).isRegularFile().satisfies(f -> assertThat(f.startsWith(notADir)).isFalse());
    }

    @Test
    void aMissingResourceIsNamed(@TempDir Path cache) {
        assertThatThrownBy(() -> new BundledFiles(cache).folder("x", List.of("/no/such/file.onnx")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("/no/such/file.onnx");
    }

    @Test
    void theCacheFollowsXdg() {
        assertThat(BundledFiles.userCacheDir("/x/cache", "/home/u")).isEqualTo(Path.of("/x/cache/tca"));
        assertThat(BundledFiles.userCacheDir(null, "/home/u")).isEqualTo(Path.of("/home/u/.cache/tca"));
        assertThat(BundledFiles.userCacheDir(" ", "/home/u")).isEqualTo(Path.of("/home/u/.cache/tca"));
    }
}
