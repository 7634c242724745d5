package dev.tca.core;

/** A brain's reply could not be turned into a safe action (unparseable, out of range, an echo of its prompt). */
public class BrainException extends TcaException {

    public BrainException(String message) {
        super(message);
    }
}
