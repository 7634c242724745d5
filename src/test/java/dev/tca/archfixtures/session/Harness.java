package dev.tca.archfixtures.session;

/** A stand-in composition root. */
public class Harness {

}
