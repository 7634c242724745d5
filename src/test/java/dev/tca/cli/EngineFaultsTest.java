package dev.tca.cli;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * OCR's and the model's engines missing or broken, with the built JAR run as a user runs it: a run
 * that needs the engine gives one line and exit 1, a run that does not goes on, the doctor names it
 * with the fix. The faults are real files: an empty folder, a library that is not ONNX Runtime's, a
 * truncated model, a truncated and a random language file.
 */
@Tag("engine")
class EngineFaultsTest {

    private static final Path JAR = Path.of("target/tca.jar");
    private static final Path ENG = Path.of("/usr/share/tesseract-ocr/5/tessdata/eng.traineddata");

    record Run(int exit, String out, List<String> err) {
    }

    @BeforeEach
    void needsTheJar() {
        Assumptions.assumeTrue(Files.isRegularFile(JAR), "needs the built JAR: run mvn package first (scripts/test does)");
    }

    private static Run tca(Map<String, String> env, List<String> jvm, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(jvm);
        cmd.addAll(List.of("-jar", JAR.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().remove("DISPLAY"); // an image run: nothing of the desktop is needed or touched
        pb.environment().putAll(env);
        Path err = Files.createTempFile("tca-err", ".txt");
        Process p = pb.redirectError(err.toFile()).start();
        String out;
        try (InputStream in = p.getInputStream()) {
            out = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(p.waitFor(180, TimeUnit.SECONDS)).as("tca finished").isTrue();
        List<String> errLines = Files.readAllLines(err);
        Files.delete(err);
        return new Run(p.exitValue(), out, errLines);
    }

    private static void oneLine(Run r, String start) {
        assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(1);
        assertThat(r.err()).as("one line, no stack trace").singleElement().asString().startsWith(start);
        assertThat(String.join("\n", r.err()) + r.out()).doesNotContain("\tat ", "Exception", "internal error");
    }

    private static List<String> ortAt(Path dir) {
        return List.of("-Donnxruntime.native.path=" + dir);
    }

    /** A real shared library that is not ONNX Runtime's, under both of its names. */
    private static Path wrongLibrary(Path dir) throws IOException {
        Path zlib = Path.of("/lib/x86_64-linux-gnu/libz.so.1").toRealPath();
        Files.copy(zlib, dir.resolve("libonnxruntime.so"));
        Files.copy(zlib, dir.resolve("libonnxruntime4j_jni.so"));
        return dir;
    }

    @Test
    void aMissingModelRuntimeStopsAModelRunInOneLineWithTheFix(@TempDir Path empty) throws Exception {
        Run r = tca(Map.of(), ortAt(empty), "--image", "example", "--brain", "model", "click 'Save'");
        oneLine(r, "tca: the model runtime's native library (ONNX Runtime) could not be loaded from " + empty);
        assertThat(r.err().get(0)).contains("delete the unpacked copy").contains("--brain planner needs no model");
    }

    @Test
    void aModelRuntimeThatIsAnotherLibraryStopsTheTaskBrainInOneLine(@TempDir Path dir) throws Exception {
        Run r = tca(Map.of(), ortAt(wrongLibrary(dir)), "--image", "example", "click 'Save'");
        oneLine(r, "tca: the model runtime's native library (ONNX Runtime) could not be loaded from " + dir);
    }

    @Test
    void aRunWithoutTheModelGoesOnWhenItsRuntimeIsBroken(@TempDir Path dir) throws Exception {
        Run r = tca(Map.of(), ortAt(wrongLibrary(dir)), "--image", "example", "--brain", "planner", "--detector", "tesseract",
                "click 'Save'");
        assertThat(r.exit()).as(r.out() + r.err()).isZero();
        assertThat(r.out()).contains("matched 'Save'").contains("result: dry run");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void theDoctorNamesTheBrokenModelRuntimeWithTheFixAndStaysReady(@TempDir Path empty) throws Exception {
        Run r = tca(Map.of(), ortAt(empty), "--doctor");
        assertThat(r.exit()).as(r.out()).isZero();
        assertThat(r.out()).contains("[no  ] model runtime: the model runtime's native library (ONNX Runtime) could not be "
                + "loaded from " + empty).contains("fix: delete the unpacked copy").contains("READY").doesNotContain("NOT READY");
        assertThat(r.out() + r.err()).doesNotContain("\tat ", "internal error");
    }

    @Test
    void aTruncatedModelFileStopsAModelRunInOneLine(@TempDir Path dir) throws Exception {
        // the bundled model, unpacked into a cache of this test's own, then cut to a tenth
        Path cache = dir.resolve("cache");
        Run first = tca(Map.of("XDG_CACHE_HOME", cache.toString()), List.of(), "--image", "example", "--brain", "model",
                "click 'Save'");
        assertThat(first.exit()).as(first.out() + first.err()).isZero();
        Path unpacked;
        try (var files = Files.walk(cache)) {
            unpacked = files.filter(p -> p.toString().endsWith(".onnx") && p.toString().contains("minilm")).findFirst().orElseThrow();
        }
        Path model = dir.resolve("model.onnx");
        byte[] whole = Files.readAllBytes(unpacked);
        Files.write(model, java.util.Arrays.copyOf(whole, whole.length / 10));
        Files.copy(unpacked.resolveSibling(unpacked.getFileName().toString().replace(".onnx", "-tokenizer.json")),
                dir.resolve("tokenizer.json"));
        Run r = tca(Map.of(), List.of(), "--image", "example", "--brain", "model", "--model", model.toString(), "click 'Save'");
        oneLine(r, "tca: the model model could not be loaded: ");

        // the unpacked copy itself truncated: the next run sees the size is wrong, unpacks it again and goes on
        Files.write(unpacked, java.util.Arrays.copyOf(whole, whole.length / 10));
        Run again = tca(Map.of("XDG_CACHE_HOME", cache.toString()), List.of(), "--image", "example", "--brain", "model",
                "click 'Save'");
        assertThat(again.exit()).as(again.out() + again.err()).isZero();
        assertThat(Files.size(unpacked)).isEqualTo(whole.length);
    }

    @Test
    void aTruncatedOrCorruptLanguageFileStopsATesseractRunInOneLineAndTheDoctorNamesIt(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.isRegularFile(ENG), "needs tesseract-ocr-eng");
        Path truncated = Files.createDirectories(dir.resolve("truncated"));
        Files.write(truncated.resolve("eng.traineddata"), java.util.Arrays.copyOf(Files.readAllBytes(ENG), 300_000));
        Path random = Files.createDirectories(dir.resolve("random"));
        byte[] noise = new byte[5000];
        new java.util.Random(15).nextBytes(noise);
        Files.write(random.resolve("eng.traineddata"), noise);
        for (Path tessdata : List.of(truncated, random)) {
            Map<String, String> env = Map.of("TESSDATA_PREFIX", tessdata.toString());
            Run r = tca(env, List.of(), "--image", "example", "--brain", "planner", "--detector", "tesseract", "click 'Save'");
            oneLine(r, "tca: OCR engine unavailable: " + tessdata.resolve("eng.traineddata"));
            assertThat(r.err().get(0)).contains("apt-get install --reinstall tesseract-ocr-eng");
            Run doctor = tca(env, List.of(), "--doctor");
            assertThat(doctor.out()).contains("OCR engine: PP-OCR (bundled) read a rendered word correctly and stands in; "
                    + "Tesseract is unavailable: " + tessdata.resolve("eng.traineddata"))
                    .contains("fix: apt-get install --reinstall tesseract-ocr-eng");
            assertThat(doctor.err()).as("libtesseract printed nothing of its own").isEmpty();
        }
        // auto: PP-OCR stands in, and the run says so instead of falling back silently
        Run auto = tca(Map.of("TESSDATA_PREFIX", random.toString()), List.of(), "--image", "example", "--brain", "planner",
                "click 'Save'");
        assertThat(auto.exit()).as(auto.out() + auto.err()).isZero();
        assertThat(auto.out()).contains("warning: PP-OCR reads the screen instead of Tesseract: OCR engine unavailable: "
                + random.resolve("eng.traineddata"));
        // the grid needs no OCR: it goes on, and its one blind decision is a dry run
        Run grid = tca(Map.of("TESSDATA_PREFIX", random.toString()), List.of(), "--image", "example", "--brain", "script",
                "--script", Files.writeString(dir.resolve("s.txt"), "click #5\n").toString(), "--detector", "grid", "go");
        assertThat(grid.exit()).as(grid.out() + grid.err()).isZero();
        assertThat(grid.out()).contains("result: dry run");
    }
}
