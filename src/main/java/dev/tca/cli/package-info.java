/** The command line: picocli commands and the composition root; the only code that prints or exits. */
package dev.tca.cli;
