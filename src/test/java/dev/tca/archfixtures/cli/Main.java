package dev.tca.archfixtures.cli;

/** A stand-in command line. */
public class Main {

}
