package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.core.BrainException;
import dev.tca.core.EngineUnavailableException;
import dev.tca.core.NoScreenException;

import picocli.CommandLine;

/**
 * The one place failures become exit codes: a one-line message naming the problem, never a
 * stack trace. Anything unexpected still gets one line, and says it is a bug.
 */
final class ErrorHandler implements CommandLine.IExecutionExceptionHandler {

    @Override
    public int handleExecutionException(Exception ex, CommandLine cl, CommandLine.ParseResult parseResult) {
        Throwable e = ex;
        int code;
        String message;
        if (e instanceof BadInputException) {
            code = ExitCodes.BAD_INPUT;
            message = e.getMessage();
        } else if (e instanceof NoScreenException) {
            code = ExitCodes.NO_SCREEN;
            message = e.getMessage();
        } else if (e instanceof EngineUnavailableException || e instanceof BrainException) {
            code = ExitCodes.FAILURE;
            message = e.getMessage();
        } else if (e instanceof IllegalArgumentException) {
            code = ExitCodes.BAD_INPUT;
            message = e.getMessage();
        } else {
            code = ExitCodes.FAILURE;
            message = "internal error (a bug in tca, please report it): " + e;
        }
        cl.getErr().println("tca: " + message);
        return code;
    }
}
