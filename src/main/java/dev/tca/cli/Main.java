package dev.tca.cli;

import picocli.CommandLine;

/** The entry point of the fat JAR. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        int code = run(args, new java.io.PrintWriter(System.out, true), new java.io.PrintWriter(System.err, true));
        dev.tca.session.Brains.awaitLoading();
        System.exit(code);
    }

    /** Runs tca as the command line would, printing to the given writers; returns the exit code. */
    public static int run(String[] args, java.io.PrintWriter out, java.io.PrintWriter err) {
        CommandLine cl = new CommandLine(new TcaCommand());
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("tca: " + ex.getMessage() + " (see tca --help)");
            return ExitCodes.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler(new ErrorHandler());
        try {
            return cl.execute(args);
        } catch (LinkageError | RuntimeException e) {
            // picocli rethrows Errors; a missing native library must still be one line, not a trace
            err.println("tca: internal error (a bug in tca, please report it): " + e);
            return ExitCodes.FAILURE;
        }
    }
}
