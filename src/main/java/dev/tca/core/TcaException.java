package dev.tca.core;

/** The root of tca's failures; each family maps to one exit code in the command line. */
public abstract class TcaException extends RuntimeException {

    protected TcaException(String message) {
        super(message);
    }

    protected TcaException(String message, Throwable cause) {
        super(message, cause);
    }
}
