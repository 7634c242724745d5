package dev.tca.archfixtures.trace;

/** Planted: trace imports the composition root. */
public class TraceUsesSession {
    dev.tca.archfixtures.session.Harness harness;
}
