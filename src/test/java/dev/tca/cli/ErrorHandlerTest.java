package dev.tca.cli;

import dev.tca.act.Targets;
import dev.tca.core.BadInputException;
import dev.tca.core.BrainException;
import dev.tca.core.BundledFiles;
import dev.tca.core.EngineUnavailableException;
import dev.tca.core.NoScreenException;
import dev.tca.core.Observation;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

@Tag("fast")
class ErrorHandlerTest {

    private static ErrorHandler.Failure failureOf(Runnable r) {
        Throwable t = catchThrowable(r::run);
        assertThat(t).as("the code under test throws").isNotNull();
        return ErrorHandler.of(t);
    }

    @Test
    void onlyTheUsersOwnInputIsExitTwo() {
        assertThat(ErrorHandler.of(new BadInputException("no such file x.png")))
                .isEqualTo(new ErrorHandler.Failure(ExitCodes.BAD_INPUT, "no such file x.png"));
        assertThat(ErrorHandler.of(new NoScreenException("cannot open the X display :9")).code()).isEqualTo(ExitCodes.NO_SCREEN);
        assertThat(ErrorHandler.of(new EngineUnavailableException("tesseract is not installed")))
                .isEqualTo(new ErrorHandler.Failure(ExitCodes.FAILURE, "tesseract is not installed"));
        assertThat(ErrorHandler.of(new BrainException("the reply is empty")).code()).isEqualTo(ExitCodes.FAILURE);
    }

    @Test
    void aBugIsExitOneWithOneInternalErrorLine() {
        assertThat(ErrorHandler.of(new IllegalArgumentException("element number must be >= 1, got 0")))
                .isEqualTo(new ErrorHandler.Failure(ExitCodes.FAILURE, "internal error: element number must be >= 1, got 0"));
        ErrorHandler.Failure npe = ErrorHandler.of(new NullPointerException());
        assertThat(npe.code()).isEqualTo(ExitCodes.FAILURE);
        assertThat(npe.message()).startsWith("internal error (a bug in tca").doesNotContain("\n");
        assertThat(ErrorHandler.of(new IllegalStateException("two\nlines")).message()).isEqualTo("internal error: two");
    }

    @Test
    void anActionNamingAnElementTheScreenLacksIsABugNotBadInput() {
        Observation empty = new Observation(List.of(), List.of(), 10, 10, dev.tca.core.ScreenMapping.IDENTITY, "none", "");
        ErrorHandler.Failure f = failureOf(() -> Targets.element(4, empty));
        assertThat(f).isEqualTo(new ErrorHandler.Failure(ExitCodes.FAILURE,
                "internal error: an action names element #4 but the screen has 0"));
    }

    @Test
    void aBundledFileMissingFromTheJarIsABrokenBuildNotBadInput(@TempDir Path cache) {
        ErrorHandler.Failure f = failureOf(() -> new BundledFiles(cache).folder("x", List.of("/no/such/bundled.onnx")));
        assertThat(f.code()).isEqualTo(ExitCodes.FAILURE);
        assertThat(f.message()).startsWith("internal error: the bundled file /no/such/bundled.onnx is missing");
    }
}
