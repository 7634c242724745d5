package dev.tca.core;

/** An engine tca needs (OCR, a model runtime, an input backend) is not installed or will not load. */
public class EngineUnavailableException extends TcaException {

    public EngineUnavailableException(String message) {
        super(message);
    }

    public EngineUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
