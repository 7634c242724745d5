package dev.tca.cli;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The model brain through the command line: a run, a refusal to act when unsure, scoring, bad input. */
@Tag("engine")
class ModelCliTest {

    @Test
    void theModelBrainGroundsAParaphraseOnTheExampleDesktop() {
        Cli.Run r = Cli.inProcess("--image", "example", "--brain", "model", "publish the report");
        assertThat(r.exit()).as(r.out() + r.err()).isZero();
        assertThat(r.out()).contains("brain: model all-MiniLM-L6-v2", "the model grounds 'publish the report' on 'Publish'",
                "(confidence ");
        // ONNX Runtime is pointed at its library unpacked in the cache (the build sets XDG_CACHE_HOME)
        Path natives = Path.of(System.getProperty("onnxruntime.native.path"));
        assertThat(natives.getParent()).isEqualTo(Path.of(System.getenv("XDG_CACHE_HOME"), "tca"));
        assertThat(natives.resolve("libonnxruntime.so")).isRegularFile();
        assertThat(natives.resolve("libonnxruntime4j_jni.so")).isRegularFile();
    }

    @Test
    void belowMinConfidenceTheEpisodeStopsWithTheReason() {
        Cli.Run r = Cli.inProcess("--image", "example", "--brain", "model", "--min-confidence", "0.999", "tidy things up");
        assertThat(r.exit()).isEqualTo(ExitCodes.FAILURE);
        assertThat(r.out()).containsPattern("result: failure - the brain gave up: low confidence 0\\.\\d\\d: '.+' vs '.+'");
    }

    @Test
    void scoreTakesTheModelAndBadModelInputIsOneLine() {
        Cli.Run score = Cli.inProcess("score", "traces", "--brain", "model", "--brain", "planner", "--json");
        assertThat(score.exit()).isZero();
        assertThat(score.out()).contains("\"model\"", "\"ece\"");
        Cli.Run missing = Cli.inProcess("--image", "example", "--brain", "model", "--model", "/nonexistent/model.onnx", "g");
        assertThat(missing.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(missing.err().strip()).isEqualTo("tca: model not found: /nonexistent/model.onnx");
        Cli.Run range = Cli.inProcess("--image", "example", "--brain", "model", "--min-confidence", "2", "g");
        assertThat(range.exit()).isEqualTo(ExitCodes.BAD_INPUT);
    }

    @Test
    void aModelThatFailsToLoadInTheBackgroundStopsTheRunWithOneLine(@TempDir Path dir) throws IOException {
        // the model loads while the screen is read; its failure must still reach the user, as one line
        Path onnx = Files.writeString(dir.resolve("broken.onnx"), "not an onnx model");
        Files.writeString(dir.resolve("tokenizer.json"), "{}");
        Cli.Run r = Cli.inProcess("--image", "example", "--brain", "model", "--model", onnx.toString(), "click Save");
        assertThat(r.exit()).isEqualTo(ExitCodes.FAILURE);
        assertThat(r.err().strip()).startsWith("tca: ").doesNotContain("\n", "Exception", "\tat ");
        assertThat(r.err().strip().lines()).hasSize(1);
    }
}
