package dev.tca.core;

/** There is no screen to capture or drive: no display server, or one tca cannot read. */
public class NoScreenException extends TcaException {

    public NoScreenException(String message) {
        super(message);
    }
}
