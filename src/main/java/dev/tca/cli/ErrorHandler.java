package dev.tca.cli;

import dev.tca.core.BadInputException;
import dev.tca.core.BrainException;
import dev.tca.core.EngineUnavailableException;
import dev.tca.core.NoScreenException;

import picocli.CommandLine;

/**
 * The one place failures become exit codes: a one-line message naming the problem, never a
 * stack trace. Only {@link BadInputException} is the user's fault (exit 2): an
 * IllegalArgumentException that escapes to here was thrown by tca's own code about its own values
 * (a bug, a broken JAR), so it is exit 1 and says "internal error" with its reason.
 */
final class ErrorHandler implements CommandLine.IExecutionExceptionHandler {

    @Override
    public int handleExecutionException(Exception ex, CommandLine cl, CommandLine.ParseResult parseResult) {
        Failure f = of(ex);
        cl.getErr().println("tca: " + f.message());
        if (System.getenv("TCA_DEBUG") != null && !(ex instanceof BadInputException)) {
            ex.printStackTrace(cl.getErr()); // for a bug report: where it happened (TCA_DEBUG=1)
        }
        return f.code();
    }

    record Failure(int code, String message) {
    }

    static Failure of(Throwable e) {
        if (e instanceof BadInputException) {
            return new Failure(ExitCodes.BAD_INPUT, e.getMessage());
        }
        if (e instanceof NoScreenException) {
            return new Failure(ExitCodes.NO_SCREEN, e.getMessage());
        }
        if (e instanceof EngineUnavailableException || e instanceof BrainException) {
            return new Failure(ExitCodes.FAILURE, e.getMessage());
        }
        if ((e instanceof IllegalArgumentException || e instanceof IllegalStateException) && e.getMessage() != null) {
            return new Failure(ExitCodes.FAILURE, "internal error: " + firstLine(e.getMessage()));
        }
        return new Failure(ExitCodes.FAILURE, "internal error (a bug in tca, please report it): " + firstLine(e.toString()));
    }

    private static String firstLine(String s) {
        return s.lines().findFirst().orElse("");
    }
}
