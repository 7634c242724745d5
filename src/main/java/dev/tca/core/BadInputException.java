package dev.tca.core;

/** The user gave something tca cannot use: a missing or corrupt image, an unreadable script, an unknown action. */
public class BadInputException extends TcaException {

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
