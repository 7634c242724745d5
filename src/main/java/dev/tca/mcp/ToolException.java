package dev.tca.mcp;

/** A tool call cannot be carried out; the message names the problem and becomes the tool error. */
final class ToolException extends RuntimeException {

    ToolException(String message) {
        super(message, null, false, false);
    }
}
