package dev.tca.cli;

/** The exit codes tca promises, listed in --help. */
public final class ExitCodes {

    public static final int SUCCESS = 0;
    public static final int FAILURE = 1;
    public static final int BAD_INPUT = 2;
    public static final int NO_SCREEN = 3;

    static final String HELP = "%nExit codes:%n"
            + "  0  success (verified), or a dry run whose decision was made and allowed%n"
            + "  1  failure, or unverified (no --verify-text / --verify-gone saw it work), or an internal error%n"
            + "  2  bad usage or bad input (missing or corrupt image, unreadable script, unknown action)%n"
            + "  3  no screen (live capture asked for, but there is no display)%n";

    private ExitCodes() {
    }
}
