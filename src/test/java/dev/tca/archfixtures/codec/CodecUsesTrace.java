package dev.tca.archfixtures.codec;

/** Planted: the codec imports trace. */
public class CodecUsesTrace {
    dev.tca.archfixtures.trace.TraceUsesSession trace;
}
